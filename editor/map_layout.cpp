#include "editor/map_layout.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sandtable::editor {

MapLayout::MapLayout(const Grid& grid) : grid_(grid) {
  for (int i = 0; i < 6; ++i) cornerOffsets_[static_cast<std::size_t>(i)] = hexCorner({0, 0}, grid.layout.orientation, kHexSize, i);
}

MapLayout::MapLayout(const Map& map) : MapLayout(map.grid) { table_ = map.table; }

PointF MapLayout::center(Offset o) const {
  if (grid_.type == GridType::Cards) return {(o.col + 0.5) * kCardSize, (o.row + 0.5) * kCardSize};
  return hexCenter(o, grid_.layout, kHexSize);
}

int MapLayout::corners(int index, std::array<PointF, 6>& out) const {
  const PointF c = center(index);
  if (grid_.type == GridType::Cards) {
    const double h = kCardSize / 2;
    out[0] = {c.x - h, c.y - h};
    out[1] = {c.x + h, c.y - h};
    out[2] = {c.x + h, c.y + h};
    out[3] = {c.x - h, c.y + h};
    return 4;
  }
  for (std::size_t i = 0; i < 6; ++i) out[i] = {c.x + cornerOffsets_[i].x, c.y + cornerOffsets_[i].y};
  return 6;
}

std::pair<PointF, PointF> MapLayout::hexsideEdge(Offset a, Offset b) const {
  // The shared edge is perpendicular to the line between the centres, through its midpoint,
  // and as long as the circumradius.
  const PointF ca = center(a), cb = center(b);
  const PointF mid{(ca.x + cb.x) / 2, (ca.y + cb.y) / 2};
  const double dx = cb.x - ca.x, dy = cb.y - ca.y;
  const double len = std::hypot(dx, dy);
  const double px = -dy / len * kHexSize / 2, py = dx / len * kHexSize / 2;
  return {{mid.x + px, mid.y + py}, {mid.x - px, mid.y - py}};
}

MapLayout::Box MapLayout::bounds() const {
  Box box{std::numeric_limits<double>::max(), std::numeric_limits<double>::max(), std::numeric_limits<double>::lowest(),
          std::numeric_limits<double>::lowest()};
  if (isTable()) {
    // Room for the frame, and the rulers with their numbers on the top and left edges.
    const double inch = (table_.unit == "cm" ? 2.54 : 1.0) * kTableUnit;
    return {-kTableRulerInches * inch, -kTableRulerInches * inch, table_.width * kTableUnit + 0.25 * inch,
            table_.height * kTableUnit + 0.25 * inch};
  }
  if (grid_.size() == 0) return {0, 0, 0, 0};
  // The outermost rows and columns decide the box; checking their corners is enough.
  std::array<PointF, 6> pts{};
  auto include = [&](int index) {
    const int n = corners(index, pts);
    for (int i = 0; i < n; ++i) {
      box.left = std::min(box.left, pts[static_cast<std::size_t>(i)].x);
      box.right = std::max(box.right, pts[static_cast<std::size_t>(i)].x);
      box.top = std::min(box.top, pts[static_cast<std::size_t>(i)].y);
      box.bottom = std::max(box.bottom, pts[static_cast<std::size_t>(i)].y);
    }
  };
  for (int col = 0; col < grid_.columns; ++col) {
    include(grid_.index({col, 0}));
    include(grid_.index({col, grid_.rows - 1}));
    if (grid_.rows > 1) include(grid_.index({col, 1}));
  }
  for (int row = 0; row < grid_.rows; ++row) {
    include(grid_.index({0, row}));
    include(grid_.index({grid_.columns - 1, row}));
    if (grid_.columns > 1) include(grid_.index({1, row}));
  }
  return box;
}

int MapLayout::locationAt(PointF p) const {
  if (isTable()) return -1;  // a table has no locations
  Offset o;
  if (grid_.type == GridType::Cards) {
    o = {static_cast<int>(std::floor(p.x / kCardSize)), static_cast<int>(std::floor(p.y / kCardSize))};
  } else {
    o = pixelToOffset(p, grid_.layout, kHexSize);
  }
  return grid_.contains(o) ? grid_.index(o) : -1;
}

std::optional<HexsideHit> MapLayout::nearestHexside(PointF p) const {
  if (grid_.type != GridType::Hex) return std::nullopt;
  const Offset here = pixelToOffset(p, grid_.layout, kHexSize);
  if (!grid_.contains(here)) return std::nullopt;
  // The nearest hexside is the one facing the neighbour whose centre is nearest the point.
  HexsideHit best;
  double bestDistance = std::numeric_limits<double>::max();
  for (const Offset n : hexNeighbours(here, grid_.layout)) {
    const PointF c = center(n);
    const double d = std::hypot(c.x - p.x, c.y - p.y);
    if (d < bestDistance) {
      bestDistance = d;
      best.bOffset = n;
    }
  }
  best.a = grid_.index(here);
  best.b = grid_.contains(best.bOffset) ? grid_.index(best.bOffset) : -1;
  return best;
}

std::optional<CardBorderHit> MapLayout::nearestCardBorder(PointF p) const {
  if (grid_.type != GridType::Cards) return std::nullopt;
  const int card = locationAt(p);
  if (card < 0) return std::nullopt;
  const PointF c = center(card);
  const double dx = p.x - c.x, dy = p.y - c.y;
  CardBorderHit hit{card, 0};
  if (std::abs(dx) > std::abs(dy)) hit.side = dx > 0 ? 1 : 3;
  else hit.side = dy > 0 ? 2 : 0;
  return hit;
}

}  // namespace sandtable::editor
