// Tables spec 5.1 (dead-ground) and 5.2 (blockers): the context and the verdict of one query.
#include "validation/table_los.h"

#include <algorithm>
#include <cmath>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"  // see model/table_geometry.cpp
#include <boost/geometry.hpp>
#pragma GCC diagnostic pop

#include "validation/table_checks_places.h"
#include "validation/table_los_internal.h"

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace sandtable {

namespace {

// Lengths and levels compare with this slack (table coordinates are at most 1e5).
constexpr double kEps = 1e-7;

TableSightPiece::Kind kindOf(TerrainClass c) {
  switch (c) {
    case TerrainClass::Hill: return TableSightPiece::Kind::Hill;
    case TerrainClass::Area: return TableSightPiece::Kind::Area;
    case TerrainClass::Linear: return TableSightPiece::Kind::Linear;
    case TerrainClass::Obstacle: return TableSightPiece::Kind::Obstacle;
  }
  return TableSightPiece::Kind::Area;
}

geo::Box widened(const geo::Box& b, double by) {
  return {{b.min_corner().x() - by, b.min_corner().y() - by}, {b.max_corner().x() + by, b.max_corner().y() + by}};
}

bool inBox(const geo::Box& b, TablePoint p) {
  return p.x >= b.min_corner().x() - kEps && p.x <= b.max_corner().x() + kEps &&
         p.y >= b.min_corner().y() - kEps && p.y <= b.max_corner().y() + kEps;
}

// Where a set-up puts its unit for the line-of-fire list: its point, else the centroid of
// its area.
std::optional<TablePoint> setupPosition(const Scenario& s, const PlaceRef& ref) {
  const TablePlace place = tablePlace(s, ref, 0);
  if (place.point) return place.point;
  if (!place.area.empty()) return geo::centroid(place.area);
  return std::nullopt;
}

}  // namespace

const char* tableLosCauseName(TableLosCause c) {
  switch (c) {
    case TableLosCause::None: return "clear";
    case TableLosCause::Range: return "range";
    case TableLosCause::SeeIn: return "see-in";
    case TableLosCause::ThroughCover: return "through-cover";
    case TableLosCause::DeadGround: return "dead-ground";
    case TableLosCause::Obstacles: return "obstacles";
    case TableLosCause::BlockingPiece: return "blocks";
    case TableLosCause::SmokeCloud: return "smoke-cloud";
  }
  return "clear";
}

TableLosContext::TableLosContext(const Map& map, const Scenario* scenario) : map_(map) {
  const Ruleset& rules = *map.rules;
  model_ = rules.los.model;
  maxRange_ = rules.los.tableMaxRange;
  lofCorridor_ = rules.los.lofCorridor.value_or(2);
  for (const TableFeature& f : map.features) {
    if (f.terrain < 0 || f.terrain >= static_cast<int>(rules.terrain.size())) continue;
    const TerrainType& type = rules.terrain[static_cast<std::size_t>(f.terrain)];
    if (!type.table) continue;
    TableSightPiece p;
    p.kind = kindOf(type.table->cls);
    p.id = f.id;
    p.name = !f.name.empty() ? f.name : !type.name.empty() ? type.name : f.id;
    p.area = featureArea(f, rules, map.table);
    if (p.area.empty()) continue;
    p.outline = sightOutline(p.area);
    // The shape's extent holds its clipped area: good enough for the index and the prefilter.
    p.box = geo::shapeBounds(f.shape, featureLineWidth(f, rules));
    p.height = featureHeight(f, rules);
    p.seeIn = type.table->seeIn;
    p.blocks = type.table->blocks;
    pieces_.push_back(std::move(p));
  }
  auto addMarkers = [&](const std::vector<PlacedMarker>& markers) {
    for (const PlacedMarker& m : markers) {
      if (m.marker < 0 || m.marker >= static_cast<int>(rules.markers.size())) continue;
      const MarkerType& type = rules.markers[static_cast<std::size_t>(m.marker)];
      if (!type.tableLos) continue;
      const auto shape = markerShape(m, rules);
      if (!shape || !shape->hasArea()) continue;
      TableSightPiece p;
      if (type.tableLos->smoke) {
        p.kind = TableSightPiece::Kind::Smoke;
        p.height = *type.tableLos->smoke;
      } else if (type.tableLos->blocks) {
        p.kind = TableSightPiece::Kind::Cloud;
        p.blocks = true;
        p.seeIn = type.tableLos->seeIn;
      } else {
        continue;
      }
      p.id = m.id;
      p.name = !type.name.empty() ? type.name + " " + m.id : m.id;
      p.area = geo::clipToTable(geo::shapeArea(*shape, geo::kDefaultLineWidth), map.table);
      if (p.area.empty()) continue;
      p.outline = sightOutline(p.area);
      p.box = geo::shapeBounds(*shape, geo::kDefaultLineWidth);
      pieces_.push_back(std::move(p));
    }
  };
  addMarkers(map.placedMarkers);
  if (scenario) addMarkers(scenario->placedMarkers);

  std::vector<Entry> entries;
  for (std::size_t i = 0; i < pieces_.size(); ++i) {
    TableSightPiece& p = pieces_[i];
    if (p.kind == TableSightPiece::Kind::Hill) hills_.push_back(static_cast<int>(i));
    entries.emplace_back(widened(p.box, kIndexSlack), static_cast<int>(i));
  }
  tree_ = decltype(tree_)(entries.begin(), entries.end());  // packed: the best tree for static data
  for (TableSightPiece& p : pieces_)
    p.top = p.kind == TableSightPiece::Kind::Hill ? p.height
                                                  : groundLevel(geo::centroid(p.area)) + p.height;

  if (scenario && model_ == LosModel::Blockers) {
    lineOfFire_ = true;
    for (const SideOob& side : scenario->oob)
      for (const OobEntry& e : side.entries)
        if (auto at = setupPosition(*scenario, e.setup)) setups_.push_back({side.side + "/" + e.id, *at});
  }
}

double TableLosContext::groundLevel(TablePoint p) const {
  double z = 0;
  for (int i : hills_) {
    const TableSightPiece& h = pieces_[static_cast<std::size_t>(i)];
    if (h.height > z && inBox(h.box, p) && outlineCovers(h.outline, p)) z = h.height;
  }
  return z;
}

std::string TableLosContext::unitText(double value) const {
  const double rounded = std::round(value * 100) / 100;
  const std::string n = tableNumberText(rounded == 0 ? 0 : rounded);
  return map_.table.unit == "cm" ? n + " cm" : n + "\"";
}

const std::vector<int>& TableLosContext::near(TablePoint p, TablePoint q) const {
  Scratch& s = scratch_;
  s.hits.clear();
  s.candidates.clear();
  const geo::Segment seg(geo::toGeo(p), geo::toGeo(q));
  tree_.query(bgi::intersects(seg), std::back_inserter(s.hits));
  for (const auto& h : s.hits) s.candidates.push_back(h.second);
  std::sort(s.candidates.begin(), s.candidates.end());
  return s.candidates;
}

bool TableLosContext::crosses(int i, TablePoint p, TablePoint q) const {
  return outlineMeets(pieces_[static_cast<std::size_t>(i)].outline, p, q);
}

bool TableLosContext::covers(int i, TablePoint p) const {
  const TableSightPiece& pc = pieces_[static_cast<std::size_t>(i)];
  return inBox(pc.box, p) && outlineCovers(pc.outline, p);
}

const std::vector<TableLosContext::Interval>& TableLosContext::inside(int i, TablePoint p,
                                                                      TablePoint q) const {
  outlineIntervals(pieces_[static_cast<std::size_t>(i)].outline, p, q, scratch_.cuts, scratch_.intervals);
  return scratch_.intervals;
}

namespace {

using Kind = TableSightPiece::Kind;

TableSight deadGround(const TableLosContext& ctx, TablePoint p, TablePoint q, double len) {
  auto& s = ctx.scratch();
  const auto& pieces = ctx.pieces();
  const auto& cands = s.candidates;
  const double zp = ctx.groundLevel(p), zq = ctx.groundLevel(q);
  const double lo = std::min(zp, zq), hi = std::max(zp, zq);
  auto piece = [&](std::size_t k) -> const TableSightPiece& {
    return pieces[static_cast<std::size_t>(cands[k])];
  };
  // 2. See-in: an end inside area terrain with see_in, P first.
  for (int end = 0; end < 2; ++end) {
    const auto& covers = end == 0 ? s.coversP : s.coversQ;
    for (std::size_t k = 0; k < cands.size(); ++k) {
      const TableSightPiece& pc = piece(k);
      if (!covers[k] || pc.kind != Kind::Area || !pc.seeIn) continue;
      const auto& iv = ctx.inside(cands[k], p, q);
      double depth = 0;
      if (end == 0 && !iv.empty() && iv.front().from <= kEps) depth = iv.front().to;
      if (end == 1 && !iv.empty() && iv.back().to >= len - kEps) depth = len - iv.back().from;
      if (depth > *pc.seeIn + kEps) return {TableLosCause::SeeIn, cands[k], end == 0, depth, 0};
    }
  }
  // 3. Through cover: an intervening area piece with see_in rising above both ends.
  for (std::size_t k = 0; k < cands.size(); ++k) {
    const TableSightPiece& pc = piece(k);
    if (s.coversP[k] || s.coversQ[k] || pc.kind != Kind::Area || !pc.seeIn || pc.top <= hi + kEps)
      continue;
    double through = 0;
    for (const auto& iv : ctx.inside(cands[k], p, q)) through += iv.to - iv.from;
    if (through > *pc.seeIn + kEps) return {TableLosCause::ThroughCover, cands[k], false, through, 0};
  }
  // 4. Dead ground of intervening hills, area pieces and smoke templates above the lower end.
  for (std::size_t k = 0; k < cands.size(); ++k) {
    const TableSightPiece& pc = piece(k);
    if (s.coversP[k] || s.coversQ[k] || pc.height <= 0 || pc.top <= lo + kEps) continue;
    if (pc.kind != Kind::Hill && pc.kind != Kind::Area && pc.kind != Kind::Smoke) continue;
    const auto& iv = ctx.inside(cands[k], p, q);
    if (iv.empty()) continue;
    if (zq <= lo + kEps) {
      const double behind = len - iv.back().to;
      if (behind <= pc.height + kEps) return {TableLosCause::DeadGround, cands[k], false, behind, 0};
    }
    if (zp <= lo + kEps) {
      const double behind = iv.front().from;
      if (behind <= pc.height + kEps) return {TableLosCause::DeadGround, cands[k], true, behind, 0};
    }
  }
  // 5. Obstacles add up.
  double sum = 0;
  for (std::size_t k = 0; k < cands.size(); ++k) {
    const TableSightPiece& pc = piece(k);
    if (pc.kind == Kind::Obstacle && !s.coversP[k] && !s.coversQ[k] && ctx.crosses(cands[k], p, q))
      sum += pc.height;
  }
  if (sum >= 1 - kEps) return {TableLosCause::Obstacles, -1, false, sum, 0};
  // 6. Smoke templates crossed, ends inside included.
  int smoke = 0;
  for (std::size_t k = 0; k < cands.size(); ++k)
    if (piece(k).kind == Kind::Smoke && (s.coversP[k] || s.coversQ[k] || ctx.crosses(cands[k], p, q)))
      ++smoke;
  return {TableLosCause::None, -1, false, 0, smoke};
}

TableSight blockers(const TableLosContext& ctx, TablePoint p, TablePoint q, double len) {
  auto& s = ctx.scratch();
  const auto& pieces = ctx.pieces();
  const auto& cands = s.candidates;
  const double hi = std::max(ctx.groundLevel(p), ctx.groundLevel(q));
  // 2. Pieces that block and rise to the higher end or above.
  for (std::size_t k = 0; k < cands.size(); ++k) {
    const TableSightPiece& pc = pieces[static_cast<std::size_t>(cands[k])];
    if (!pc.blocks || pc.kind == Kind::Cloud || s.coversP[k] || s.coversQ[k]) continue;
    if (pc.top >= hi - kEps && ctx.crosses(cands[k], p, q))
      return {TableLosCause::BlockingPiece, cands[k], false, 0, 0};
  }
  // 3. Smoke clouds: s into a cloud, s out of it, never across one.
  for (std::size_t k = 0; k < cands.size(); ++k) {
    const TableSightPiece& pc = pieces[static_cast<std::size_t>(cands[k])];
    if (pc.kind != Kind::Cloud) continue;
    const double seeIn = pc.seeIn.value_or(0);
    for (const auto& iv : ctx.inside(cands[k], p, q)) {
      const bool fromP = s.coversP[k] && iv.from <= kEps;
      const bool toQ = s.coversQ[k] && iv.to >= len - kEps;
      const double depth = iv.to - iv.from;
      if (fromP && toQ) {
        if (depth > seeIn + kEps) return {TableLosCause::SmokeCloud, cands[k], false, depth, 0};
      } else if (fromP || toQ) {
        if (depth > seeIn + kEps) return {TableLosCause::SmokeCloud, cands[k], fromP, depth, 0};
      } else if (depth > kEps) {
        // Crossed between two points outside it.
        return {TableLosCause::SmokeCloud, cands[k], false, depth, 0};
      }
    }
  }
  return {};
}

}  // namespace

TableSight tableSightOfCandidates(const TableLosContext& ctx, TablePoint p, TablePoint q, double len) {
  return ctx.model() == LosModel::Blockers ? blockers(ctx, p, q, len) : deadGround(ctx, p, q, len);
}

TableSight tableSight(const TableLosContext& ctx, TablePoint p, TablePoint q) {
  const double len = geo::distance(p, q);
  // 1. Range.
  if (ctx.maxRange() && len > *ctx.maxRange() + kEps) return {TableLosCause::Range, -1, false, len, 0};
  auto& s = ctx.scratch();
  const auto& cands = ctx.near(p, q);
  s.coversP.assign(cands.size(), 0);
  s.coversQ.assign(cands.size(), 0);
  for (std::size_t k = 0; k < cands.size(); ++k) {
    s.coversP[k] = ctx.covers(cands[k], p);
    s.coversQ[k] = ctx.covers(cands[k], q);
  }
  return tableSightOfCandidates(ctx, p, q, len);
}

}  // namespace sandtable
