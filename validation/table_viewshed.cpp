// Tables spec 5.3: the viewshed, every cell's centre against one observer. A cell gets the
// verdict of tableSight exactly (the same tableSightOfCandidates decides both); what is
// shared is what depends on the observer alone. The directions around the observer are cut
// into kSectors equal sectors, and each piece is listed in the sectors its extent spans as
// seen from the observer, with its nearest distance and whether it covers the observer. A
// cell then looks only at the pieces of its own sector that are near enough and whose extent
// its sight line crosses, instead of asking the R-tree, and never re-tests the observer's end.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "validation/table_los.h"
#include "validation/table_los_internal.h"

namespace sandtable {

namespace {

constexpr int kSectors = 1024;
constexpr double kSectorAngle = 2 * std::numbers::pi / kSectors;

int sectorOf(double angle) {
  const int s = static_cast<int>(std::floor((angle + std::numbers::pi) / kSectorAngle));
  return ((s % kSectors) + kSectors) % kSectors;
}

// Liang-Barsky: does segment PQ meet box b?
bool segmentMeetsBox(TablePoint p, TablePoint q, const geo::Box& b) {
  double t0 = 0, t1 = 1;
  const double d[2] = {q.x - p.x, q.y - p.y};
  const double lo[2] = {b.min_corner().x() - p.x, b.min_corner().y() - p.y};
  const double hi[2] = {b.max_corner().x() - p.x, b.max_corner().y() - p.y};
  for (int axis = 0; axis < 2; ++axis) {
    if (d[axis] == 0) {
      if (lo[axis] > 0 || hi[axis] < 0) return false;
      continue;
    }
    double a = lo[axis] / d[axis], c = hi[axis] / d[axis];
    if (a > c) std::swap(a, c);
    t0 = std::max(t0, a);
    t1 = std::min(t1, c);
    if (t0 > t1) return false;
  }
  return true;
}

double distanceToBox(TablePoint p, const geo::Box& b) {
  const double dx = std::max({b.min_corner().x() - p.x, 0.0, p.x - b.max_corner().x()});
  const double dy = std::max({b.min_corner().y() - p.y, 0.0, p.y - b.max_corner().y()});
  return std::hypot(dx, dy);
}

// What one observer knows of every piece.
struct ObserverView {
  std::vector<std::vector<int>> sectors;  // piece indices, in file order
  std::vector<geo::Box> boxes;            // extents widened like the R-tree's
  std::vector<double> nearest;            // distance from the observer to each extent
  std::vector<unsigned char> coversObserver;

  ObserverView(const TableLosContext& ctx, TablePoint from) : sectors(kSectors) {
    const auto& pieces = ctx.pieces();
    const double slack = TableLosContext::kIndexSlack;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      const geo::Box& b0 = pieces[i].box;
      const geo::Box b{{b0.min_corner().x() - slack, b0.min_corner().y() - slack},
                       {b0.max_corner().x() + slack, b0.max_corner().y() + slack}};
      boxes.push_back(b);
      nearest.push_back(distanceToBox(from, b));
      coversObserver.push_back(ctx.covers(static_cast<int>(i), from));
      const int id = static_cast<int>(i);
      if (nearest.back() <= 0) {  // the observer is within the extent: every direction
        for (auto& s : sectors) s.push_back(id);
        continue;
      }
      // The extent spans less than half a turn: measure its corners from its centre's direction.
      const double cx = (b.min_corner().x() + b.max_corner().x()) / 2 - from.x;
      const double cy = (b.min_corner().y() + b.max_corner().y()) / 2 - from.y;
      const double centre = std::atan2(cy, cx);
      double lo = 0, hi = 0;
      for (double x : {b.min_corner().x(), b.max_corner().x()})
        for (double y : {b.min_corner().y(), b.max_corner().y()}) {
          double d = std::atan2(y - from.y, x - from.x) - centre;
          if (d > std::numbers::pi) d -= 2 * std::numbers::pi;
          if (d < -std::numbers::pi) d += 2 * std::numbers::pi;
          lo = std::min(lo, d);
          hi = std::max(hi, d);
        }
      // One sector of margin each side absorbs the rounding of atan2.
      const int first = static_cast<int>(std::floor((centre + lo + std::numbers::pi) / kSectorAngle)) - 1;
      const int last = static_cast<int>(std::floor((centre + hi + std::numbers::pi) / kSectorAngle)) + 1;
      for (int s = first; s <= std::min(last, first + kSectors - 1); ++s)
        sectors[static_cast<std::size_t>(((s % kSectors) + kSectors) % kSectors)].push_back(id);
    }
  }
};

}  // namespace

double TableViewshed::visibleFraction() const {
  if (grid.empty()) return 0;
  const auto seen = std::count_if(grid.begin(), grid.end(), [](char c) { return c == 'c' || c == 's'; });
  return static_cast<double>(seen) / static_cast<double>(grid.size());
}

std::optional<TableViewshed> computeTableViewshed(const TableLosContext& ctx, TablePoint from,
                                                  double cell) {
  const TableSize& table = ctx.map().table;
  if (!(cell > 0) || !std::isfinite(cell)) return std::nullopt;
  const double cols = std::ceil(table.width / cell - 1e-9), rows = std::ceil(table.height / cell - 1e-9);
  if (cols * rows > static_cast<double>(kMaxViewshedCells)) return std::nullopt;
  TableViewshed v;
  v.from = from;
  v.cell = cell;
  v.columns = static_cast<int>(cols);
  v.rows = static_cast<int>(rows);
  v.grid.resize(static_cast<std::size_t>(v.columns) * static_cast<std::size_t>(v.rows));

  const ObserverView view(ctx, from);
  auto& s = ctx.scratch();
  const double reach = ctx.maxRange().value_or(0);
  std::size_t n = 0;
  for (int j = 0; j < v.rows; ++j)
    for (int i = 0; i < v.columns; ++i) {
      const TablePoint q{(i + 0.5) * cell, (j + 0.5) * cell};
      const double len = geo::distance(from, q);
      TableSight r;
      if (ctx.maxRange() && len > reach + 1e-7) {
        r = {TableLosCause::Range, -1, false, len, 0};
      } else {
        s.candidates.clear();
        s.coversP.clear();
        s.coversQ.clear();
        const auto& sector = view.sectors[static_cast<std::size_t>(sectorOf(std::atan2(q.y - from.y, q.x - from.x)))];
        for (int k : sector) {
          const auto idx = static_cast<std::size_t>(k);
          if (view.nearest[idx] > len || !segmentMeetsBox(from, q, view.boxes[idx])) continue;
          s.candidates.push_back(k);
          s.coversP.push_back(view.coversObserver[idx]);
          s.coversQ.push_back(ctx.covers(k, q));
        }
        r = tableSightOfCandidates(ctx, from, q, len);
      }
      v.grid[n++] = r.clear() ? (r.smoke > 0 ? 's' : 'c') : r.cause == TableLosCause::DeadGround ? 'd' : 'b';
    }
  return v;
}

}  // namespace sandtable
