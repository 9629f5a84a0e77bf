#include "validation/table_checks_places.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "model/quote_text.h"

namespace sandtable {

namespace {

// The extent of an area's outer rings (holes lie inside them).
geo::Box boundsOf(const geo::Area& area) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  double x0 = inf, y0 = inf, x1 = -inf, y1 = -inf;
  for (const auto& poly : area)
    for (const auto& p : poly.outer()) {
      x0 = std::min(x0, p.x());
      y0 = std::min(y0, p.y());
      x1 = std::max(x1, p.x());
      y1 = std::max(y1, p.y());
    }
  return {{x0, y0}, {x1, y1}};
}

geo::Area rectArea(double x, double y, double w, double h) { return geo::shapeArea(rectShape(x, y, w, h), 0); }

bool inBox(const geo::Box& box, TablePoint p) {
  return p.x >= box.min_corner().x() && p.x <= box.max_corner().x() &&
         p.y >= box.min_corner().y() && p.y <= box.max_corner().y();
}

}  // namespace

double inchesOnTable(double inches, const TableSize& table) {
  return table.unit == "cm" ? inches * 2.54 : inches;
}

geo::Area zoneArea(const Zone& zone, const TableSize& table) {
  if (zone.shape)
    return geo::clipToTable(geo::shapeArea(*zone.shape, geo::kDefaultLineWidth), table);
  if (!zone.edge) return {};
  const double w = table.width, h = table.height;
  const double d = zone.depth.value_or(kDefaultEdgeDepth);
  switch (*zone.edge) {
    case Edge::North:
      return geo::clipToTable(rectArea(0, 0, w, d), table);
    case Edge::South:
      return geo::clipToTable(rectArea(0, h - d, w, d), table);
    case Edge::West:
      return geo::clipToTable(rectArea(0, 0, d, h), table);
    case Edge::East:
      return geo::clipToTable(rectArea(w - d, 0, d, h), table);
  }
  return {};
}

TablePlace tablePlace(const Scenario& s, const PlaceRef& ref, double hotSpotRadius) {
  TablePlace place;
  if (!s.map) return place;
  const TableSize& table = s.map->table;
  auto fromShape = [&](const Shape& shape) {
    if (shape.kind == Shape::Kind::Point) {
      if (!shape.points.empty()) place.point = shape.points.front();
    } else {
      place.area = geo::clipToTable(geo::shapeArea(shape, geo::kDefaultLineWidth), table);
    }
  };
  if (!ref.zone.empty()) {
    place.text = "zone " + quoteText(ref.zone);
    if (const Zone* z = s.zone(ref.zone)) place.area = zoneArea(*z, table);
  } else if (!ref.point.empty()) {
    place.text = "point " + quoteText(ref.point);
    if (const ScenarioPoint* p = s.point(ref.point)) {
      if (p->kind == ScenarioPoint::Kind::HotSpot) {
        place.text = "hot spot " + quoteText(ref.point);
        place.area = geo::clipToTable(
            geo::shapeArea(geo::circleShape(p->position(), hotSpotRadius), 0), table);
      } else if (p->shape) {
        fromShape(*p->shape);
      } else {
        place.point = p->at;
      }
    }
  } else if (ref.at) {
    place.text = "[" + tableNumberText(ref.at->x) + ", " + tableNumberText(ref.at->y) + "]";
    place.point = ref.at;
  } else if (ref.shape) {
    place.text = std::string("its ") + shapeKindName(ref.shape->kind);
    fromShape(*ref.shape);
  }
  return place;
}

double distance(const TablePlace& place, TablePoint p) {
  if (!place.area.empty()) return geo::distance(place.area, p);
  return place.point ? geo::distance(*place.point, p) : 0;
}

TableGoing::TableGoing(const Map& map, const Ruleset& rules) : rules_(rules) {
  for (const TableFeature& f : map.features) {
    if (f.terrain < 0 || f.terrain >= static_cast<int>(rules.terrain.size())) continue;
    Piece piece{featureArea(f, rules, map.table), {}, &f};
    if (piece.area.empty()) continue;
    piece.box = boundsOf(piece.area);
    pieces_.push_back(std::move(piece));
  }
}

Going TableGoing::at(TablePoint p, int mobility) const {
  bool covered = false, underRoad = false;
  Going slowest = Going::Road;  // of every feature covering p
  Going kept = Going::Road;     // of those a road does not lift (road_ignores: false)
  for (const Piece& piece : pieces_) {
    if (!inBox(piece.box, p) || !geo::covers(piece.area, p)) continue;
    const int terrain = piece.feature->terrain;
    const auto& type = rules_.terrain[static_cast<std::size_t>(terrain)].table;
    const Going g = rules_.going(terrain, mobility);
    covered = true;
    slowest = std::max(slowest, g);
    if (type && type->cls == TerrainClass::Linear && g == Going::Road) underRoad = true;
    if (type && type->roadIgnores == false) kept = std::max(kept, g);
  }
  if (!covered) return Going::Open;
  return underRoad ? kept : slowest;
}

const TableFeature* TableGoing::blocker(TablePoint p, int mobility) const {
  if (at(p, mobility) != Going::Impassable) return nullptr;
  const TableFeature* first = nullptr;
  for (const Piece& piece : pieces_) {
    if (!inBox(piece.box, p) || !geo::covers(piece.area, p)) continue;
    const int terrain = piece.feature->terrain;
    if (rules_.going(terrain, mobility) != Going::Impassable) continue;
    // Under a road, only a terrain the road does not lift can be the one that closes it.
    const auto& type = rules_.terrain[static_cast<std::size_t>(terrain)].table;
    if (type && type->roadIgnores == false) return piece.feature;
    if (!first) first = piece.feature;
  }
  return first;
}

bool TableGoing::anyPassable(const geo::Area& area, int mobility, TablePoint* blocked) const {
  if (area.empty()) return true;  // nothing to stand on is not this check's finding
  const geo::Box box = boundsOf(area);
  const double x0 = box.min_corner().x(), y0 = box.min_corner().y();
  const double x1 = box.max_corner().x(), y1 = box.max_corner().y();
  double step = kSampleStep;
  while (((x1 - x0) / step + 2) * ((y1 - y0) / step + 2) > kMaxSamples) step *= 2;
  auto closed = [&](TablePoint p) {
    if (at(p, mobility) != Going::Impassable) return false;
    if (blocked) *blocked = p;
    return true;
  };
  bool sampled = false;
  // Sample points are the centres of the table's cells of `step`, as the reach grid's.
  for (double j = std::floor(y0 / step); (j + 0.5) * step <= y1; ++j)
    for (double i = std::floor(x0 / step); (i + 0.5) * step <= x1; ++i) {
      const TablePoint p{(i + 0.5) * step, (j + 0.5) * step};
      if (!geo::covers(area, p)) continue;
      sampled = true;
      if (!closed(p)) return true;
    }
  if (sampled) return false;
  // A sliver narrower than a cell: its centroid and corners stand in for it.
  if (!closed(geo::centroid(area))) return true;
  for (const auto& poly : area)
    for (const auto& v : poly.outer())
      if (!closed(geo::fromGeo(v))) return true;
  return false;
}

bool TableGoing::anyPassable(const TablePlace& place, int mobility, TablePoint* blocked) const {
  if (!place.area.empty()) return anyPassable(place.area, mobility, blocked);
  if (!place.point || at(*place.point, mobility) != Going::Impassable) return true;
  if (blocked) *blocked = *place.point;
  return false;
}

std::optional<TablePoint> namedTablePoint(const Scenario* s, const Map& map, std::string_view text,
                                          std::string* error) {
  const TableSize& table = map.table;
  std::optional<TablePoint> p = parseTablePoint(text);
  if (!p && s) {
    const std::string id(text);
    if (const Objective* o = s->objective(id); o && o->point) p = o->point;
    else if (const ScenarioPoint* sp = s->point(id)) p = sp->position();
    else if (const Zone* z = s->zone(id)) {
      const geo::Area area = zoneArea(*z, table);
      if (!area.empty()) p = geo::centroid(area);
    }
  }
  if (!p) {
    if (error)
      *error = quoteText(std::string(text)) + " is neither a point X,Y in table units" +
               (s ? std::string(" nor an objective, scenario point or zone of the scenario") : std::string());
    return std::nullopt;
  }
  if (p->x < 0 || p->y < 0 || p->x > table.width || p->y > table.height) {
    if (error)
      *error = quoteText(std::string(text)) + " (" + tablePointText(*p) + ") lies off the " + tableNumberText(table.width) +
               "x" + tableNumberText(table.height) + " table";
    return std::nullopt;
  }
  return p;
}

}  // namespace sandtable
