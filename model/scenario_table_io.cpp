#include "model/scenario_table_io.h"

#include <algorithm>

#include "model/document_io_internal.h"
#include "model/quote_text.h"
#include "model/scenario_limits.h"
#include "model/table_geometry.h"
#include "model/table_io.h"

namespace sandtable {

namespace {

const std::vector<std::string> kEdges{"north", "east", "south", "west"};
const std::vector<std::string> kLevels{"primary", "secondary", "tertiary"};
const std::vector<std::string> kPointKinds{"erp", "rsp", "trp", "hot-spot", "casevac", "exit"};

YamlTree numberTree(double v) { return YamlTree::plain(tableNumberText(v)); }

template <typename T>
std::vector<std::string> idsOf(const std::vector<T>& items) {
  std::vector<std::string> out;
  for (const auto& i : items) out.push_back(i.id);
  return out;
}

bool knownSide(ReadContext& ctx, const Scenario& s, const YAML::Node& node, const std::string& side,
               const std::string& what) {
  if (s.side(side)) return true;
  ctx.error(node, "unknown-id", what + " " + quoteText(side) + " is not a side of this scenario" + didYouMean(side, idsOf(s.sides)),
            "use one of the ids under `sides:`");
  return false;
}

const TableSize* tableOf(const Scenario& s) { return s.map && s.map->isTable() ? &s.map->table : nullptr; }

// A point or shape of the scenario must lie on the table (the map's features are checked
// the same way when the map is read).
bool onTable(ReadContext& ctx, const Scenario& s, const YAML::Node& where, const Shape& shape, const std::string& what) {
  const TableSize* table = tableOf(s);
  return !table || checkTableShape(ctx, where, shape, geo::kDefaultLineWidth, *table, what);
}

Shape pointShape(TablePoint p) {
  Shape shape;
  shape.kind = Shape::Kind::Point;
  shape.points = {p};
  return shape;
}

}  // namespace

void readTableSideKeys(ReadContext& ctx, ObjectReader& obj, Side& side) {
  const std::string what = "side " + quoteText(side.id);
  if (auto v = readInteger(ctx, obj.get("break_point"), what + " break_point", 0, kMaxBreakPoint)) side.breakPoint = static_cast<int>(*v);
  if (auto v = readInteger(ctx, obj.get("points_limit"), what + " points_limit", 0, kMaxPointsLimit))
    side.pointsLimit = static_cast<int>(*v);
  side.victory = readString(ctx, obj.get("victory"), what + " victory").value_or("");
  const YAML::Node orders = obj.get("fire_orders");
  if (!orders.IsDefined() || orders.IsNull()) return;
  if (!orders.IsSequence()) {
    ctx.error(orders, "wrong-type", what + " fire_orders must be a list of {firer, turn, target}");
    return;
  }
  for (const auto& item : orders) {
    ObjectReader order(ctx, item, what + " fire order");
    if (!order.ok()) continue;
    FireOrder f;
    f.firer = readId(ctx, order.require("firer"), "fire order firer").value_or("");
    f.turn = static_cast<int>(readInteger(ctx, order.require("turn"), "fire order turn", 1, kMaxTurns).value_or(0));
    const YAML::Node target = order.require("target");
    auto point = readTablePoint(ctx, target, "fire order target");
    f.notes = readString(ctx, order.get("notes"), "fire order notes").value_or("");
    f.extras = order.finish();
    if (!point) continue;
    f.target = *point;
    side.fireOrders.push_back(std::move(f));
  }
}

void addTableSideKeys(YamlTree& t, const Side& side) {
  if (side.breakPoint) t.set("break_point", YamlTree::number(*side.breakPoint));
  if (side.pointsLimit) t.set("points_limit", YamlTree::number(*side.pointsLimit));
  if (!side.victory.empty()) t.set("victory", YamlTree::text(side.victory));
  if (side.fireOrders.empty()) return;
  YamlTree orders = YamlTree::sequence();
  for (const auto& f : side.fireOrders) {
    YamlTree o = YamlTree::mapping(true);
    o.set("firer", YamlTree::plain(f.firer)).set("turn", YamlTree::number(f.turn)).set("target", tablePointTree(f.target));
    if (!f.notes.empty()) o.set("notes", YamlTree::text(f.notes));
    orders.add(o.addExtras(f.extras));
  }
  t.set("fire_orders", orders);
}

void readTableZone(ReadContext& ctx, ObjectReader& obj, Zone& zone, const Scenario& s) {
  const std::string what = "zone " + quoteText(zone.id);
  const YAML::Node shapeNode = obj.get("shape"), edge = obj.get("edge");
  if (shapeNode.IsDefined() == edge.IsDefined()) {
    ctx.error(obj.node(), "missing-key", what + " needs either a `shape:` or an `edge:`",
              "write e.g. `{shape: {rect: [0, 40, 72, 8]}}` or `{edge: south, depth: 6}`");
  }
  if (shapeNode.IsDefined()) {
    auto shape = readShape(ctx, shapeNode, what + " shape");
    if (shape && shape->kind == Shape::Kind::Point) {
      ctx.error(shapeNode, "bad-shape", what + " is a single point; a zone needs an area", "use a rect, polygon or circle");
    } else if (shape && onTable(ctx, s, shapeNode, *shape, what)) {
      zone.shape = std::move(shape);
    }
  }
  if (auto e = readChoice(ctx, edge, "edge of " + what, kEdges)) zone.edge = parseEdge(*e);
  if (const YAML::Node depth = obj.get("depth"); depth.IsDefined()) {
    zone.depth = readNumber(ctx, depth, what + " depth");
    if (zone.depth && !(*zone.depth > 0)) {
      ctx.error(depth, "bad-value", what + " depth must be positive");
      zone.depth.reset();
    }
  }
}

void addTableZoneKeys(YamlTree& t, const Zone& zone) {
  if (zone.shape) t.set("shape", shapeTree(*zone.shape));
  if (zone.edge) t.set("edge", YamlTree::plain(edgeName(*zone.edge)));
  if (zone.depth) t.set("depth", numberTree(*zone.depth));
}

PlaceRef readTablePlace(ReadContext& ctx, const YAML::Node& node, const std::string& what, const Scenario& s) {
  PlaceRef ref;
  if (!node.IsDefined()) return ref;
  if (node.IsScalar()) {
    ref.zone = node.Scalar();
    if (!s.zone(ref.zone))
      ctx.error(node, "unknown-id",
                what + " " + quoteText(ref.zone) + " is not a zone of this scenario" + didYouMean(ref.zone, idsOf(s.zones)),
                "define it under `zones:`, or give `{at: [x, y]}` or a shape");
    return ref;
  }
  if (node.IsMap() && lookup(node, "at").IsDefined()) {
    ObjectReader obj(ctx, node, what);
    const YAML::Node at = obj.require("at");
    ref.at = readTablePoint(ctx, at, what + " at");
    obj.finish();
    if (ref.at && !onTable(ctx, s, at, pointShape(*ref.at), what)) ref.at.reset();
    return ref;
  }
  if (node.IsMap() && lookup(node, "point").IsDefined()) {
    ObjectReader obj(ctx, node, what);
    const YAML::Node point = obj.require("point");
    ref.point = readString(ctx, point, what + " point").value_or("");
    obj.finish();
    if (!ref.point.empty() && !s.point(ref.point))
      ctx.error(point, "unknown-id",
                what + " " + quoteText(ref.point) + " is not a scenario point" + didYouMean(ref.point, idsOf(s.points)),
                "define it under `points:` (e.g. a TRP or a hot spot)");
    return ref;
  }
  if (auto shape = readShape(ctx, node, what))
    if (onTable(ctx, s, node, *shape, what)) ref.shape = std::move(shape);
  return ref;
}

YamlTree tablePlaceTree(const PlaceRef& ref) {
  if (!ref.zone.empty()) return YamlTree::text(ref.zone);
  if (!ref.point.empty()) return YamlTree::mapping(true).set("point", YamlTree::plain(ref.point));
  if (ref.at) return YamlTree::mapping(true).set("at", tablePointTree(*ref.at));
  if (ref.shape) return shapeTree(*ref.shape);
  return YamlTree::plain("null");
}

void readTableObjectiveKeys(ReadContext& ctx, ObjectReader& obj, Objective& o, const Scenario& s) {
  const std::string what = "objective " + quoteText(o.id);
  const YAML::Node at = obj.require("at");
  o.point = readTablePoint(ctx, at, what + " at");
  if (o.point && !onTable(ctx, s, at, pointShape(*o.point), what)) o.point.reset();
  if (const YAML::Node r = obj.get("radius"); r.IsDefined()) {
    o.radius = readNumber(ctx, r, what + " radius");
    if (o.radius && (*o.radius < 0 || *o.radius > geo::kMaxCoordinate)) {
      ctx.error(r, "bad-value", what + " radius must be between 0 and " + tableNumberText(geo::kMaxCoordinate));
      o.radius.reset();
    }
  }
  if (o.point) o.at = tablePointText(*o.point);
  if (auto l = readChoice(ctx, obj.get("level"), what + " level", kLevels))
    o.level = static_cast<ObjectiveLevel>(std::find(kLevels.begin(), kLevels.end(), *l) - kLevels.begin());
  const YAML::Node side = obj.get("side");
  o.side = readString(ctx, side, what + " side").value_or("");
  if (!o.side.empty()) knownSide(ctx, s, side, o.side, what + " side");
  if (o.isPrivate() && o.side.empty())
    ctx.error(obj.node(), "missing-key", what + " is " + kLevels[static_cast<std::size_t>(*o.level)] +
                                             ", so it is private to one side, but names no side",
              "add `side: ID` (the side that sets it)");
}

void addTableObjectiveKeys(YamlTree& t, const Objective& o) {
  if (o.point) t.set("at", tablePointTree(*o.point));
  if (o.radius) t.set("radius", numberTree(*o.radius));
}

void readScenarioPoints(ReadContext& ctx, const YAML::Node& node, Scenario& s) {
  if (!node.IsDefined() || node.IsNull()) return;
  if (!node.IsSequence()) {
    ctx.error(node, "wrong-type", "points must be a list of {id, kind, at}, found " + describeType(node));
    return;
  }
  for (const auto& item : node) {
    ObjectReader obj(ctx, item, "scenario point");
    if (!obj.ok()) continue;
    ScenarioPoint p;
    p.id = readId(ctx, obj.require("id"), "point id").value_or("");
    const std::string what = "point " + quoteText(p.id);
    bool ok = !p.id.empty();
    if (auto k = readChoice(ctx, obj.require("kind"), what + " kind", kPointKinds))
      p.kind = static_cast<ScenarioPoint::Kind>(std::find(kPointKinds.begin(), kPointKinds.end(), *k) - kPointKinds.begin());
    else
      ok = false;
    const YAML::Node side = obj.get("side");
    p.side = readString(ctx, side, what + " side").value_or("");
    if (!p.side.empty() && !knownSide(ctx, s, side, p.side, what + " side")) ok = false;
    if (auto n = readInteger(ctx, obj.get("number"), what + " number", 0, 1000)) p.number = static_cast<int>(*n);
    // A turn number, bounded as `turns:` is; whether it fits this scenario is a check.
    if (auto n = readInteger(ctx, obj.get("eta"), what + " eta", 1, 10000)) p.eta = static_cast<int>(*n);
    const YAML::Node at = obj.get("at"), shapeNode = obj.get("shape");
    if (at.IsDefined() == shapeNode.IsDefined()) {
      ctx.error(item, "missing-key", what + " needs either `at: [x, y]` or `shape:`", "give one of them");
      ok = false;
    }
    if (at.IsDefined()) {
      p.at = readTablePoint(ctx, at, what + " at");
      if (!p.at || !onTable(ctx, s, at, pointShape(*p.at), what)) ok = false;
    }
    if (shapeNode.IsDefined()) {
      p.shape = readShape(ctx, shapeNode, what + " shape");
      if (!p.shape || !onTable(ctx, s, shapeNode, *p.shape, what)) ok = false;
    }
    p.name = readString(ctx, obj.get("name"), what + " name").value_or("");
    p.notes = readString(ctx, obj.get("notes"), what + " notes").value_or("");
    p.extras = obj.finish();
    if (ok && (s.point(p.id) || s.objective(p.id) || s.zone(p.id))) {
      ctx.error(item, "duplicate-id", "point id " + quoteText(p.id) + " is already used by a point, objective or zone",
                "give every place its own id");
      ok = false;
    }
    if (ok) s.points.push_back(std::move(p));
  }
}

YamlTree scenarioPointsTree(const Scenario& s) {
  YamlTree list = YamlTree::sequence();
  for (const auto& p : s.points) {
    YamlTree t = YamlTree::mapping(true);
    t.set("id", YamlTree::plain(p.id)).set("kind", YamlTree::plain(scenarioPointKindName(p.kind)));
    if (!p.side.empty()) t.set("side", YamlTree::plain(p.side));
    if (p.number) t.set("number", YamlTree::number(*p.number));
    if (p.at) t.set("at", tablePointTree(*p.at));
    if (p.shape) t.set("shape", shapeTree(*p.shape));
    if (p.eta) t.set("eta", YamlTree::number(*p.eta));
    if (!p.name.empty()) t.set("name", YamlTree::text(p.name));
    if (!p.notes.empty()) t.set("notes", YamlTree::text(p.notes));
    list.add(t.addExtras(p.extras));
  }
  return list;
}

void readTableCheckEnd(ReadContext& ctx, const YAML::Node& node, const std::string& what, const Scenario& s,
                       std::string& text, std::optional<TablePoint>& point) {
  if (!node.IsDefined()) return;
  if (node.IsSequence()) {
    point = readTablePoint(ctx, node, what);
    if (point && !onTable(ctx, s, node, pointShape(*point), what)) point.reset();
    if (point) text = tablePointText(*point);
    return;
  }
  auto id = readString(ctx, node, what);
  if (!id) return;
  text = *id;
  if (s.objective(text) || s.point(text) || s.zone(text)) return;
  std::vector<std::string> names = idsOf(s.zones);
  for (const auto& o : s.objectives) names.push_back(o.id);
  for (const auto& p : s.points) names.push_back(p.id);
  ctx.error(node, "unknown-id", what + " " + quoteText(text) + " is neither [x, y] nor an objective, point or zone" + didYouMean(text, names),
            "give a point as [x, y] in table units, or an id defined in the scenario");
}

YamlTree tableCheckEndTree(const std::string& text, const std::optional<TablePoint>& point) {
  return point ? tablePointTree(*point) : YamlTree::text(text);
}

}  // namespace sandtable
