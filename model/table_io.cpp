// Reading and writing table points, shapes, features and placed markers.
#include "model/quote_text.h"
#include "model/table_io.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "model/document_io_internal.h"
#include "model/table_geometry.h"

namespace sandtable {

namespace {

const std::vector<std::string> kShapeKinds{"polygon", "polyline", "circle", "rect", "point"};
const std::vector<std::string> kUnits{"in", "cm"};

std::vector<std::string> idsOf(const auto& items) {
  std::vector<std::string> out;
  for (const auto& i : items) out.push_back(i.id);
  return out;
}

YamlTree numberTree(double v) { return YamlTree::plain(tableNumberText(v)); }

std::optional<std::vector<TablePoint>> readPointList(ReadContext& ctx, const YAML::Node& node, const std::string& what) {
  if (!node.IsSequence()) {
    ctx.error(node, "wrong-type", what + " must be a list of [x, y] points, found " + describeType(node));
    return std::nullopt;
  }
  std::vector<TablePoint> points;
  points.reserve(std::min<std::size_t>(node.size(), geo::kMaxShapePoints + 1));
  bool ok = true;
  for (const auto& item : node) {
    if (points.size() > geo::kMaxShapePoints) break;  // shapeProblem reports the count
    if (auto p = readTablePoint(ctx, item, what + " point")) points.push_back(*p);
    else ok = false;
  }
  if (!ok) return std::nullopt;
  return points;
}

// Where a feature's checked values are written.
struct FeatureNodes {
  YAML::Node shape, height, storeys;
};

// What each value of a feature means only for some terrain: a point covers no ground (an
// error: false, the feature is dropped), a hill step's height is the level of its top (so below the
// ground is very likely a slip) and storeys make a height only for a type with a storey
// height (a building; elsewhere they are ignored). The last two are warnings: the editor may
// set a height or change a building's terrain, and the document still reads as it did.
bool featureValuesFit(ReadContext& ctx, const TableFeature& f, const Shape& shape, const FeatureNodes& at,
                      const Ruleset& rules, const std::string& what) {
  if (shape.kind == Shape::Kind::Point) {
    ctx.error(at.shape, "bad-shape", what + ": a point covers no ground, and a feature is a piece of terrain",
              "draw it as an area, e.g. `shape: {circle: {center: [x, y], radius: 1}}`");
    return false;
  }
  if (f.terrain < 0) return true;  // an unknown terrain is reported already
  const TerrainType& type = rules.terrain[static_cast<std::size_t>(f.terrain)];
  const TableTerrain table = type.table.value_or(TableTerrain{});
  if (f.height && *f.height < 0 && table.cls == TerrainClass::Hill)
    ctx.warning(at.height, "doubtful-value",
                what + ": the height of a hill step is the level of its top, and " + tableNumberText(*f.height) +
                    " is below the ground",
                "give the hill step's top as a level of 0.25 or more, or use a terrain type for a hollow");
  if (f.storeys && !table.storeyHeight)
    ctx.warning(at.storeys, "doubtful-value",
                what + ": `storeys` counts only for buildings, and " + quoteText(type.id) +
                    " has no `storey_height` in ruleset " + quoteText(rules.id),
                "remove `storeys`, give the feature a `height:`, or use a building terrain type");
  return true;
}

}  // namespace

std::optional<TablePoint> readTablePoint(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  if (!node.IsDefined()) return std::nullopt;
  if (!node.IsSequence() || node.size() != 2) {
    ctx.error(node, "wrong-type", std::string(what) + " must be a point [x, y], found " + describeType(node),
              "write two numbers in table units, e.g. [12, 30.5]");
    return std::nullopt;
  }
  auto x = readNumber(ctx, node[0], std::string(what) + " x");
  auto y = readNumber(ctx, node[1], std::string(what) + " y");
  if (!x || !y) return std::nullopt;
  return TablePoint{*x, *y};
}

std::optional<Shape> readShape(ReadContext& ctx, const YAML::Node& node, std::string_view whatView) {
  const std::string what(whatView);
  ObjectReader obj(ctx, node, what);
  if (!obj.ok()) return std::nullopt;
  std::vector<std::string> present;
  for (const auto& kind : kShapeKinds)
    if (lookup(node, kind).IsDefined()) present.push_back(kind);
  if (present.size() != 1) {
    ctx.error(node, present.empty() ? "missing-key" : "bad-value",
              what + (present.empty() ? " names no shape" : " names more than one shape"),
              "write exactly one of polygon, polyline, circle, rect or point");
    obj.reserve({"polygon", "polyline", "circle", "rect", "point", "width"});
    obj.finish();
    return std::nullopt;
  }
  Shape shape;
  shape.kind = static_cast<Shape::Kind>(std::find(kShapeKinds.begin(), kShapeKinds.end(), present[0]) - kShapeKinds.begin());
  const YAML::Node body = obj.get(present[0]);
  bool ok = true;
  switch (shape.kind) {
    case Shape::Kind::Polygon:
    case Shape::Kind::Polyline:
      if (auto points = readPointList(ctx, body, what + " " + present[0])) shape.points = std::move(*points);
      else ok = false;
      if (shape.kind == Shape::Kind::Polyline)
        shape.lineWidth = readNumber(ctx, obj.get("width"), what + " width");
      break;
    case Shape::Kind::Circle: {
      ObjectReader circle(ctx, body, what + " circle");
      if (!circle.ok()) {
        ok = false;
        break;
      }
      auto centre = readTablePoint(ctx, circle.require("center"), what + " center");
      auto radius = readNumber(ctx, circle.require("radius"), what + " radius");
      circle.finish();
      if (centre && radius) {
        shape.points = {*centre};
        shape.radius = *radius;
      } else {
        ok = false;
      }
      break;
    }
    case Shape::Kind::Rect: {
      if (!body.IsSequence() || body.size() != 4) {
        ctx.error(body, "wrong-type", what + " rect must be [x, y, width, height], found " + describeType(body));
        ok = false;
        break;
      }
      double v[4] = {};
      for (std::size_t i = 0; i < 4; ++i) {
        auto n = readNumber(ctx, body[i], what + " rect");
        if (n) v[i] = *n;
        else ok = false;
      }
      shape.points = {TablePoint{v[0], v[1]}};
      shape.width = v[2];
      shape.height = v[3];
      break;
    }
    case Shape::Kind::Point:
      if (auto p = readTablePoint(ctx, body, what + " point")) shape.points = {*p};
      else ok = false;
      break;
  }
  shape.extras = obj.finish();
  if (!ok) return std::nullopt;
  return shape;
}

bool checkTableShape(ReadContext& ctx, const YAML::Node& where, const Shape& shape, double lineWidth,
                     const TableSize& table, const std::string& what) {
  if (auto problem = geo::shapeProblem(shape, lineWidth)) {
    ctx.error(where, problem->code, what + ": " + problem->message, problem->fix);
    return false;
  }
  switch (geo::placementOnTable(shape, lineWidth, table)) {
    case geo::Placement::Inside: return true;
    case geo::Placement::Partly:
      ctx.warning(where, "partly-off-table",
                  what + " reaches past the edge of the " + tableNumberText(table.width) + "x" +
                      tableNumberText(table.height) + " table; the part off the table is ignored",
                  "move it onto the table or trim its outline");
      return true;
    case geo::Placement::Outside:
      ctx.error(where, "off-table",
                what + " lies wholly off the " + tableNumberText(table.width) + "x" + tableNumberText(table.height) +
                    " table",
                "coordinates run from [0, 0] at the top-left corner to [" + tableNumberText(table.width) + ", " +
                    tableNumberText(table.height) + "]");
      return false;
  }
  return true;
}

YamlTree tablePointTree(const TablePoint& p) {
  return YamlTree::sequence(true).add(numberTree(p.x)).add(numberTree(p.y));
}

YamlTree shapeTree(const Shape& shape) {
  YamlTree t = YamlTree::mapping(true);
  const std::string key = shapeKindName(shape.kind);
  switch (shape.kind) {
    case Shape::Kind::Polygon:
    case Shape::Kind::Polyline: {
      YamlTree points = YamlTree::sequence(true);
      for (const auto& p : shape.points) points.add(tablePointTree(p));
      t.set(key, points);
      if (shape.kind == Shape::Kind::Polyline && shape.lineWidth) t.set("width", numberTree(*shape.lineWidth));
      break;
    }
    case Shape::Kind::Circle:
      t.set(key, YamlTree::mapping(true)
                     .set("center", tablePointTree(shape.points.empty() ? TablePoint{} : shape.points.front()))
                     .set("radius", numberTree(shape.radius)));
      break;
    case Shape::Kind::Rect: {
      const TablePoint o = shape.points.empty() ? TablePoint{} : shape.points.front();
      t.set(key, YamlTree::sequence(true)
                     .add(numberTree(o.x))
                     .add(numberTree(o.y))
                     .add(numberTree(shape.width))
                     .add(numberTree(shape.height)));
      break;
    }
    case Shape::Kind::Point:
      t.set(key, tablePointTree(shape.points.empty() ? TablePoint{} : shape.points.front()));
      break;
  }
  return t.addExtras(shape.extras);
}

bool readTableGrid(ReadContext& ctx, ObjectReader& grid, Map& map) {
  auto width = readNumber(ctx, grid.require("width"), "table width");
  auto height = readNumber(ctx, grid.require("height"), "table height");
  if (auto unit = readChoice(ctx, grid.get("unit"), "table unit", kUnits)) map.table.unit = *unit;
  bool ok = true;
  for (auto [value, name] : {std::pair{width, "width"}, std::pair{height, "height"}}) {
    if (!value) {
      ok = false;
    } else if (!(*value > 0) || *value > 10000) {
      ctx.error(grid.node(), "bad-value",
                std::string("the table's ") + name + " is " + tableNumberText(*value) +
                    "; it must be more than 0 and at most 10000 (in the table's unit)",
                "give the table's size in its unit, e.g. `width: 72, height: 48`");
      ok = false;
    }
  }
  if (ok) {
    map.table.width = *width;
    map.table.height = *height;
  }
  return ok;
}

YamlTree tableGridTree(const Map& map) {
  return YamlTree::mapping(true)
      .set("type", YamlTree::plain("table"))
      .set("width", numberTree(map.table.width))
      .set("height", numberTree(map.table.height))
      .set("unit", YamlTree::plain(map.table.unit))
      .addExtras(map.gridExtras);
}

void readTableFeatures(ReadContext& ctx, const YAML::Node& node, Map& map) {
  if (!node.IsDefined() || node.IsNull()) return;
  if (!node.IsSequence()) {
    ctx.error(node, "wrong-type", "features must be a list of terrain pieces, found " + describeType(node));
    return;
  }
  const Ruleset& rules = *map.rules;
  std::set<std::string> seen;
  for (const auto& item : node) {
    ObjectReader obj(ctx, item, "feature");
    if (!obj.ok()) continue;
    TableFeature f;
    f.id = readId(ctx, obj.require("id"), "feature id").value_or("");
    const std::string what = "feature " + quoteText(f.id);
    bool ok = !f.id.empty();
    const YAML::Node terrainNode = obj.require("terrain");
    if (auto t = readString(ctx, terrainNode, what + " terrain")) {
      f.terrain = rules.terrainIndex(*t);
      if (f.terrain < 0) {
        ctx.error(terrainNode, "unknown-id",
                  what + ": " + quoteText(*t) + " is not a terrain type of ruleset " + quoteText(rules.id) +
                      didYouMean(*t, idsOf(rules.terrain)),
                  "use one of the ruleset's terrain ids");
        ok = false;
      }
    } else {
      ok = false;
    }
    const YAML::Node shapeNode = obj.require("shape");
    auto shape = readShape(ctx, shapeNode, what + " shape");
    if (const YAML::Node h = obj.get("height"); h.IsDefined()) {
      f.height = readNumber(ctx, h, what + " height");
      if (f.height && (*f.height < -100 || *f.height > 100 || std::fmod(*f.height * 4, 1.0) != 0)) {
        ctx.error(h, "bad-value", what + " height " + tableNumberText(*f.height) + " is not a multiple of 0.25 between -100 and 100",
                  "heights are levels in quarters: 0.25, 0.5, 1, 2, 4...");
        f.height.reset();
      }
    }
    const YAML::Node storeysNode = obj.get("storeys");
    if (auto s = readInteger(ctx, storeysNode, what + " storeys", 1, 100)) f.storeys = static_cast<int>(*s);
    f.name = readString(ctx, obj.get("name"), what + " name").value_or("");
    f.notes = readString(ctx, obj.get("notes"), what + " notes").value_or("");
    f.extras = obj.finish();
    if (!f.id.empty() && !seen.insert(f.id).second) {
      ctx.error(item, "duplicate-id", "feature id " + quoteText(f.id) + " is used twice", "give every feature its own id");
      ok = false;
    }
    if (!shape) continue;
    if (!featureValuesFit(ctx, f, *shape, {shapeNode, obj.get("height"), storeysNode}, rules, what)) ok = false;
    f.shape = std::move(*shape);
    if (ok && !checkTableShape(ctx, shapeNode, f.shape, featureLineWidth(f, rules), map.table, what)) ok = false;
    if (ok) map.features.push_back(std::move(f));
  }
}

YamlTree tableFeaturesTree(const Map& map) {
  YamlTree list = YamlTree::sequence();
  for (const auto& f : map.features) {
    YamlTree t = YamlTree::mapping(true);
    t.set("id", YamlTree::plain(f.id));
    t.set("terrain", YamlTree::plain(map.rules->terrain[static_cast<std::size_t>(f.terrain)].id));
    t.set("shape", shapeTree(f.shape));
    if (f.height) t.set("height", numberTree(*f.height));
    if (f.storeys) t.set("storeys", YamlTree::number(*f.storeys));
    if (!f.name.empty()) t.set("name", YamlTree::text(f.name));
    if (!f.notes.empty()) t.set("notes", YamlTree::text(f.notes));
    list.add(t.addExtras(f.extras));
  }
  return list;
}

std::vector<PlacedMarker> readPlacedMarkers(ReadContext& ctx, const YAML::Node& node, const Ruleset& rules,
                                            const TableSize& table) {
  std::vector<PlacedMarker> out;
  if (!node.IsDefined() || node.IsNull()) return out;
  if (!node.IsSequence()) {
    ctx.error(node, "wrong-type", "markers must be a list of {id, marker, at | shape}, found " + describeType(node));
    return out;
  }
  for (const auto& item : node) {
    ObjectReader obj(ctx, item, "marker");
    if (!obj.ok()) continue;
    PlacedMarker m;
    m.id = readId(ctx, obj.require("id"), "marker id").value_or("");
    const std::string what = "marker " + quoteText(m.id);
    bool ok = !m.id.empty();
    const YAML::Node typeNode = obj.require("marker");
    if (auto t = readString(ctx, typeNode, what + " type")) {
      m.marker = rules.markerIndex(*t);
      if (m.marker < 0) {
        ctx.error(typeNode, "unknown-id",
                  what + ": " + quoteText(*t) + " is not a marker of ruleset " + quoteText(rules.id) + didYouMean(*t, idsOf(rules.markers)),
                  "use one of the ruleset's marker ids");
        ok = false;
      }
    } else {
      ok = false;
    }
    const YAML::Node at = obj.get("at"), shapeNode = obj.get("shape");
    if (at.IsDefined() == shapeNode.IsDefined()) {
      ctx.error(item, "missing-key", what + " needs either `at: [x, y]` or `shape:`", "give one of them");
      ok = false;
    }
    if (at.IsDefined()) m.at = readTablePoint(ctx, at, what + " at");
    if (shapeNode.IsDefined()) m.shape = readShape(ctx, shapeNode, what + " shape");
    m.extras = obj.finish();
    if (!m.at && !m.shape) ok = false;
    if (ok) {
      const auto shape = markerShape(m, rules);
      if (!shape || !checkTableShape(ctx, at.IsDefined() ? at : shapeNode, *shape, geo::kDefaultLineWidth, table, what))
        ok = false;
    }
    if (ok && std::any_of(out.begin(), out.end(), [&](const PlacedMarker& o) { return o.id == m.id; })) {
      ctx.error(item, "duplicate-id", "marker id " + quoteText(m.id) + " is used twice", "give every marker its own id");
      ok = false;
    }
    if (ok) out.push_back(std::move(m));
  }
  return out;
}

YamlTree placedMarkersTree(const std::vector<PlacedMarker>& markers, const Ruleset& rules) {
  YamlTree list = YamlTree::sequence();
  for (const auto& m : markers) {
    YamlTree t = YamlTree::mapping(true);
    t.set("id", YamlTree::plain(m.id));
    t.set("marker", YamlTree::plain(rules.markers[static_cast<std::size_t>(m.marker)].id));
    if (m.at) t.set("at", tablePointTree(*m.at));
    else if (m.shape) t.set("shape", shapeTree(*m.shape));
    list.add(t.addExtras(m.extras));
  }
  return list;
}

}  // namespace sandtable
