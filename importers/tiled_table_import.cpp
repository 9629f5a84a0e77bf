// Tiled -> table map: see tiled_table.h. Objects are placed in pixels, one tile being one table
// unit; each becomes a terrain piece (or a placed marker, class `marker`) of the same shape.
// Objects whose keys give no terrain are reported together, as tiles are on hex maps.
#include <charconv>
#include <cmath>
#include <map>
#include <numbers>
#include <set>

#include "importers/tiled_import_internal.h"
#include "importers/tiled_table.h"
#include "importers/tiled_terrain_keys.h"
#include "model/ruleset.h"
#include "model/yaml_reader.h"

namespace sandtable::tiled {

namespace {

// The largest table side a document may have (the map reader's own limit).
constexpr double kMaxTableSide = 10000;

// Sides of the polygon an ellipse that is no circle becomes.
constexpr int kEllipseSides = 32;

// What the writer would keep of a number (ten significant digits), so that a value that went
// through pixels and back writes as it did before.
double tidy(double v) {
  return parseTableNumber(tableNumberText(v)).value_or(v);
}

struct ObjectsOfKey {
  int count = 0;
  std::vector<std::string> names;  // the first few, as messages name them
};

class TableReader {
 public:
  TableReader(const Document& doc, const ReadContext& ctx, const Ruleset& rules,
              const TiledImportOptions& options, Map& map)
      : doc_(doc),
        ctx_(ctx),
        diags_(*ctx.diagnostics),
        rules_(rules),
        options_(options),
        map_(map),
        terrains_(rules, options.terrainMap, diags_),
        sx_(doc.tileWidth > 0 ? doc.tileWidth : 1),
        sy_(doc.tileHeight > 0 ? doc.tileHeight : 1) {}

  bool readSize() {
    map_.table.width = sizeProperty("width", doc_.width);
    map_.table.height = sizeProperty("height", doc_.height);
    if (const Property* unit = findProperty(doc_.properties, "unit")) {
      if (unit->value != "in" && unit->value != "cm")
        diags_.error("tiled-bad-size", ctx_.of(*unit),
                     "the map's unit is '" + unit->value + "'; a table is measured in in or cm",
                     "set the map property unit to in or cm");
      else
        map_.table.unit = unit->value;
    }
    const auto fits = [](double side) { return side > 0 && side <= kMaxTableSide; };
    if (fits(map_.table.width) && fits(map_.table.height) && !doc_.infinite) return true;
    diags_.error("tiled-bad-size", ctx_.of(doc_),
                 doc_.infinite ? std::string("the map is infinite; a table has a fixed size")
                               : "the table is " + tableNumberText(map_.table.width) + "x" +
                                     tableNumberText(map_.table.height) +
                                     "; a table is more than 0 and at most " +
                                     tableNumberText(kMaxTableSide) + " units each way",
                 "give the map a size in tiles, one tile per table unit (or float properties "
                 "width and height), and uncheck Infinite");
    return false;
  }

  void readLayers() {
    for (const Layer& layer : doc_.layers) {
      if (layer.kind == Layer::Kind::Image) {
        diags_.warning("tiled-image-layer", ctx_.of(layer),
                       "image layer '" + layer.name +
                           "' is not imported: a picture holds no "
                           "terrain pieces",
                       "draw the terrain as objects (polygons, rectangles, ellipses, polylines)");
      } else if (layer.kind == Layer::Kind::Tiles) {
        if (std::any_of(layer.gids.begin(), layer.gids.end(), [](auto g) { return g != 0; }))
          diags_.warning("tiled-table-tiles", ctx_.of(layer),
                         "tile layer '" + layer.name +
                             "' is not imported: a table's terrain is "
                             "drawn as objects",
                         "draw each terrain piece as an object with a terrain property");
      } else if (!layer.visible) {
        if (!layer.objects.empty())
          diags_.add(Severity::Info, "tiled-hidden-layer", ctx_.of(layer),
                     "hidden object layer '" + layer.name + "' is not imported",
                     "make it visible in Tiled to import it");
      } else {
        for (const Object& o : layer.objects) readObject(o);
      }
    }
    reportUnmapped();
  }

 private:
  double sizeProperty(const char* name, int tiles) {
    const Property* p = findProperty(doc_.properties, name);
    if (!p) return tiles;
    const auto value = parseTableNumber(p->value);
    if (value && *value > 0) return *value;
    diags_.error("tiled-bad-size", ctx_.of(*p),
                 std::string("the map's ") + name + " '" + p->value + "' is not a positive number",
                 std::string("make ") + name + " a float property: the table's size in its unit");
    return 0;
  }

  std::string describe(const Object& o) const {
    return "object " + std::to_string(o.id) + (o.name.empty() ? "" : " '" + o.name + "'");
  }

  void bad(const Object& o, const std::string& what, const std::string& fix) {
    diags_.error("tiled-bad-object", ctx_.of(o), describe(o) + ": " + what, fix);
  }

  TablePoint unit(double x, double y, const Object& o) const {
    if (o.rotation != 0) {
      // Tiled turns an object clockwise (y down) about its own x, y.
      const double a = o.rotation * std::numbers::pi / 180, dx = x - o.x, dy = y - o.y;
      x = o.x + dx * std::cos(a) - dy * std::sin(a);
      y = o.y + dx * std::sin(a) + dy * std::cos(a);
    }
    return {tidy(x / sx_), tidy(y / sy_)};
  }

  // The object's shape in table units; nullopt when it has none Sandtable can hold (reported).
  std::optional<Shape> shapeOf(const Object& o) {
    Shape s;
    if (o.point) {
      s.kind = Shape::Kind::Point;
      s.points = {unit(o.x, o.y, o)};
    } else if (!o.polyline.empty()) {
      s.kind = o.polygon ? Shape::Kind::Polygon : Shape::Kind::Polyline;
      for (const Point& p : o.polyline) s.points.push_back(unit(p.x, p.y, o));
      if (s.points.size() < (o.polygon ? 3u : 2u)) {
        bad(o, o.polygon ? "a polygon needs three points" : "a polyline needs two points",
            "redraw it in Tiled");
        return std::nullopt;
      }
    } else if (o.width <= 0 || o.height <= 0) {
      bad(o, "it has no size", "draw it as a rectangle, ellipse, polygon, polyline or point");
      return std::nullopt;
    } else if (o.ellipse && o.width == o.height) {
      s.kind = Shape::Kind::Circle;
      s.points = {unit(o.x + o.width / 2, o.y + o.height / 2, o)};
      s.radius = tidy(o.width / 2 / sx_);
    } else if (o.ellipse) {
      diags_.warning("tiled-ellipse-as-polygon", ctx_.of(o),
                     describe(o) + " is an ellipse that is not a circle; it is imported as a " +
                         std::to_string(kEllipseSides) + "-sided polygon",
                     "draw it as a circle or a polygon in Tiled to choose its outline");
      s.kind = Shape::Kind::Polygon;
      for (int i = 0; i < kEllipseSides; ++i) {
        const double a = 2 * std::numbers::pi * i / kEllipseSides;
        s.points.push_back(
            unit(o.x + o.width / 2 * (1 + std::cos(a)), o.y + o.height / 2 * (1 + std::sin(a)), o));
      }
    } else if (o.rotation != 0) {
      s.kind = Shape::Kind::Polygon;
      s.points = {unit(o.x, o.y, o), unit(o.x + o.width, o.y, o),
                  unit(o.x + o.width, o.y + o.height, o), unit(o.x, o.y + o.height, o)};
    } else {
      s = rectShape(tidy(o.x / sx_), tidy(o.y / sy_), tidy(o.width / sx_), tidy(o.height / sy_));
    }
    return s;
  }

  std::optional<double> number(const Object& o, const char* name) {
    const Property* p = findProperty(o.properties, name);
    if (!p) return std::nullopt;
    if (auto v = parseTableNumber(p->value)) return v;
    diags_.error("tiled-bad-object", ctx_.of(*p),
                 describe(o) + ": " + name + " '" + p->value + "' is not a number",
                 std::string("make ") + name + " a float property");
    return std::nullopt;
  }

  // The object's own `id` property, else one made from its name, else `fallback`; unique
  // among `taken` (a number added).
  static std::string idFor(const Object& o, const std::string& fallback,
                           std::set<std::string>& taken) {
    std::string id;
    if (const Property* p = findProperty(o.properties, "id"); p && isValidId(p->value))
      id = p->value;
    if (id.empty()) id = o.name.empty() ? fallback : idFromText(o.name);
    std::string unique = id;
    for (int n = 2; !taken.insert(unique).second; ++n) unique = id + "-" + std::to_string(n);
    return unique;
  }

  void readObject(const Object& o) {
    if (o.gid != 0 || o.text) {
      diags_.warning("tiled-object-ignored", ctx_.of(o),
                     describe(o) + " is a " + (o.text ? "text" : "tile") +
                         " object; a table's pieces are shapes, so it is not imported",
                     "draw the piece as a polygon, rectangle, ellipse, polyline or point");
      return;
    }
    if (lowerCase(o.objectClass) == "marker") return readMarker(o);
    std::vector<std::string> keys;
    if (const Property* p = findProperty(o.properties, options_.terrainProperty);
        p && !p->value.empty())
      keys.push_back(p->value);
    if (!o.objectClass.empty()) keys.push_back(o.objectClass);
    if (!o.name.empty()) keys.push_back(o.name);
    if (keys.empty()) {
      bad(o,
          "it has no " + options_.terrainProperty +
              " property, class or name to take a "
              "terrain from",
          "give it a " + options_.terrainProperty + " property naming a terrain of ruleset '" +
              rules_.id + "'");
      return;
    }
    const int terrain = terrains_.terrainFor(keys);
    if (terrain == TerrainResolver::kReported) return;
    if (terrain < 0) {
      ObjectsOfKey& use = unmapped_[keys.front()];
      if (use.names.size() < 4) use.names.push_back(describe(o));
      ++use.count;
      return;
    }
    auto shape = shapeOf(o);
    if (!shape) return;
    TableFeature f;
    f.terrain = terrain;
    f.id = idFor(o, rules_.terrain[static_cast<std::size_t>(terrain)].id, featureIds_);
    f.name = o.name;
    f.height = number(o, "height");
    if (const auto width = number(o, "width"); width && shape->kind == Shape::Kind::Polyline)
      shape->lineWidth = *width;
    f.shape = std::move(*shape);
    if (const auto storeys = number(o, "storeys")) {
      if (*storeys >= 1 && *storeys <= 100 && std::floor(*storeys) == *storeys)
        f.storeys = static_cast<int>(*storeys);
      else
        bad(o, "storeys must be a whole number from 1 to 100", "make storeys an int property");
    }
    if (const Property* notes = findProperty(o.properties, "notes")) f.notes = notes->value;
    map_.features.push_back(std::move(f));
  }

  void readMarker(const Object& o) {
    const Property* type = findProperty(o.properties, "marker");
    const int marker = type ? rules_.markerIndex(type->value) : -1;
    if (marker < 0) {
      std::string ids;
      for (const auto& m : rules_.markers) ids += (ids.empty() ? "" : ", ") + m.id;
      bad(o,
          type ? "marker '" + type->value + "' is not a marker of ruleset '" + rules_.id + "'"
               : "a marker object needs a marker property",
          "give it a marker property naming one of: " + ids);
      return;
    }
    auto shape = shapeOf(o);
    if (!shape) return;
    PlacedMarker m;
    m.marker = marker;
    m.id = idFor(o, rules_.markers[static_cast<std::size_t>(marker)].id, markerIds_);
    const Property* shapeKind = findProperty(o.properties, "shape");
    if (shape->kind == Shape::Kind::Point && !(shapeKind && shapeKind->value == "point"))
      m.at = shape->points.front();
    else
      m.shape = std::move(*shape);
    map_.placedMarkers.push_back(std::move(m));
  }

  // One error for every object whose keys give no terrain, ending with a line to paste.
  void reportUnmapped() {
    if (unmapped_.empty()) return;
    std::string list, line, ids;
    for (const auto& [key, use] : unmapped_) {
      std::string names;
      for (const auto& n : use.names) names += (names.empty() ? "" : ", ") + n;
      if (use.count > static_cast<int>(use.names.size()))
        names += " and " + std::to_string(use.count - static_cast<int>(use.names.size())) + " more";
      list += (list.empty() ? "" : "; ") +
              ("'" + key + "' on " + std::to_string(use.count) +
               (use.count == 1 ? " object (" : " objects (") + names + ")");
      line += (line.empty() ? "" : " ") + terrainOption(key, terrains_.suggestion(key));
      if (ctx_.unmapped) ctx_.unmapped->push_back({key, use.count, terrains_.suggestion(key)});
    }
    for (const auto& t : rules_.terrain) ids += (ids.empty() ? "" : ", ") + t.id;
    diags_.error(
        "tiled-object-without-terrain", ctx_.of(doc_),
        std::to_string(unmapped_.size()) +
            (unmapped_.size() == 1 ? " kind of object gives" : " kinds of object give") +
            " no terrain of ruleset '" + rules_.id + "': " + list,
        "say which terrain each key stands for (" + ids + ") and import again with: " + line);
  }

  const Document& doc_;
  const ReadContext& ctx_;
  Diagnostics& diags_;
  const Ruleset& rules_;
  const TiledImportOptions& options_;
  Map& map_;
  TerrainResolver terrains_;
  double sx_, sy_;
  std::map<std::string, ObjectsOfKey> unmapped_;
  std::set<std::string> featureIds_, markerIds_;
};

}  // namespace

std::shared_ptr<Map> importTableMap(const Document& doc, const ReadContext& ctx,
                                    std::shared_ptr<const Ruleset> rules,
                                    const TiledImportOptions& options,
                                    const std::filesystem::path& file) {
  auto map = std::make_shared<Map>();
  map->grid.type = GridType::Table;
  map->rules = rules;
  map->ruleset = options.rulesetRef.empty() ? rules->id : options.rulesetRef;
  nameMap(doc, options, file, *map);
  TableReader reader(doc, ctx, *rules, options, *map);
  if (!reader.readSize()) return nullptr;
  reader.readLayers();
  return map;
}

}  // namespace sandtable::tiled
