// Tiled objects -> hexside features, roads and objective hexes. Objects are placed in pixels,
// so each is matched to the hexes under it: a road's points to the hexes they fall in, a
// hexside segment's midpoint (or a hexside point object) to the side shared by the two
// nearest hex centres, which must be about equally far away.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <set>

#include "importers/tiled_geometry.h"
#include "importers/tiled_import_internal.h"
#include "importers/tiled_terrain_keys.h"
#include "model/ruleset.h"
#include "model/yaml_reader.h"

namespace sandtable::tiled {

std::string hexList(const Grid& grid, const std::vector<int>& indices, int total) {
  std::string out;
  for (int index : indices) out += (out.empty() ? "" : ", ") + grid.label(index);
  if (total > static_cast<int>(indices.size()))
    out += " and " + std::to_string(total - static_cast<int>(indices.size())) + " more";
  return out;
}

namespace {

// A point in a message: whole pixels, as Tiled shows them (any double prints safely).
std::string pointText(Point p) {
  char text[96];
  std::snprintf(text, sizeof text, "%.0f,%.0f", p.x, p.y);
  return text;
}

class ObjectImporter {
 public:
  ObjectImporter(const Document& doc, const ReadContext& ctx, Map& map)
      : doc_(doc),
        ctx_(ctx),
        diags_(*ctx.diagnostics),
        map_(map),
        pixels_(doc.tileWidth, doc.tileHeight, doc.hexSideLength,
                map.grid.layout.orientation == Orientation::Flat,
                map.grid.layout.stagger == Stagger::Even) {}

  void run() {
    std::set<std::string> ignoredClasses;
    for (const Layer& layer : doc_.layers) {
      if (layer.kind != Layer::Kind::Objects) continue;
      if (!layer.visible) {
        if (!layer.objects.empty())
          diags_.add(Severity::Info, "tiled-hidden-layer", ctx_.of(layer),
                     "hidden object layer '" + layer.name + "' is not imported",
                     "make it visible in Tiled to import it");
        continue;
      }
      for (const Object& o : layer.objects) {
        const std::string cls = lowerCase(o.objectClass);
        if (cls.empty()) {
          // A town, a hill, a bridge: a name with no class is what the map calls the place.
          if (!o.name.empty() && canPlace(o)) nameHex(o);
          continue;
        }
        if (cls != "hexside" && cls != "road" && cls != "objective") {
          if (ignoredClasses.insert(cls).second)
            diags_.warning("tiled-object-ignored", ctx_.of(o),
                           "objects of class '" + o.objectClass + "' (e.g. " + describe(o) +
                               ") are not imported",
                           "Sandtable reads objects of class hexside, road and objective, and "
                           "names hexes after named objects without a class; clear the class "
                           "of those that name a place");
          continue;
        }
        if (!canPlace(o)) return;
        if (cls == "hexside")
          hexside(o);
        else if (cls == "road")
          road(o);
        else
          objective(o);
      }
    }
  }

 private:
  static std::string describe(const Object& o) {
    return "object " + std::to_string(o.id) + (o.name.empty() ? "" : " '" + o.name + "'");
  }

  bool canPlace(const Object& o) {
    if (doc_.tileWidth > 0 && doc_.tileHeight > 0) return true;
    if (!noTileSizeReported_)
      diags_.error("tiled-bad-object", ctx_.of(o),
                   describe(o) + " cannot be placed: the map has no tile size",
                   "save the map again from Tiled");
    noTileSizeReported_ = true;
    return false;
  }

  // A named object without a class names the hex it stands on; a line or shape spans
  // several hexes and names none.
  void nameHex(const Object& o) {
    const auto skip = [&](const std::string& why, const std::string& fix) {
      diags_.warning("tiled-object-ignored", ctx_.of(o),
                     describe(o) + " " + why + "; its name is not imported", fix);
    };
    if (!o.polyline.empty()) {
      skip(std::string("is a ") + (o.polygon ? "polygon" : "polyline") +
               " over several hexes, not a place",
           "to name a hex, put a point object with that name on it");
      return;
    }
    const auto hex = hexUnder(anchor(o));
    if (!hex) {
      skip("lies off the map", "move it onto the hex it names");
      return;
    }
    LocationInfo& info = map_.info[map_.grid.index(*hex)];
    if (!info.name.empty() && info.name != o.name) {
      skip("stands on " + map_.grid.label(*hex) + ", already named '" + info.name + "'",
           "keep one name per hex");
      return;
    }
    info.name = o.name;
  }

  // Where a non-polyline object stands: its point, its rectangle's centre, or the centre of a
  // tile object (anchored at its bottom-left corner on hexagonal maps).
  static Point anchor(const Object& o) {
    if (o.point) return {o.x, o.y};
    if (o.gid != 0) return {o.x + o.width / 2, o.y - o.height / 2};
    return {o.x + o.width / 2, o.y + o.height / 2};
  }

  std::optional<Offset> hexUnder(Point p) const {
    const auto n = pixels_.nearest(p, map_.grid);
    // Off the map's edge the nearest hex is clamped; refuse points more than a tile away.
    if (!n || n->distance > std::max(doc_.tileWidth, doc_.tileHeight) * 0.75) return std::nullopt;
    return n->hex;
  }

  void hexside(const Object& o) {
    const Property* feature = findProperty(o.properties, "feature");
    const Ruleset& rules = *map_.rules;
    std::vector<std::string> ids;
    for (const auto& h : rules.hexsides) ids.push_back(h.id);
    if (!feature || feature->value.empty()) {
      diags_.error("tiled-bad-object", ctx_.of(o),
                   "hexside " + describe(o) + " has no `feature` property",
                   "give it a string property `feature` naming one of: " + list(ids));
      return;
    }
    const int index = rules.hexsideIndex(feature->value);
    if (index < 0) {
      diags_.error(
          "tiled-unknown-feature", ctx_.of(o),
          "hexside " + describe(o) + " has feature '" + feature->value + "', which ruleset '" +
              rules.id + "' does not have" + didYouMean(feature->value, ids),
          ids.empty() ? "ruleset '" + rules.id + "' has no hexside features; remove the object"
                      : "use one of: " + list(ids));
      return;
    }
    std::vector<Point> midpoints;
    if (o.polyline.size() >= 2) {
      for (std::size_t i = 0; i + 1 < o.polyline.size(); ++i)
        midpoints.push_back({(o.polyline[i].x + o.polyline[i + 1].x) / 2,
                             (o.polyline[i].y + o.polyline[i + 1].y) / 2});
      if (o.polygon)
        midpoints.push_back({(o.polyline.back().x + o.polyline.front().x) / 2,
                             (o.polyline.back().y + o.polyline.front().y) / 2});
    } else {
      midpoints.push_back(anchor(o));
    }
    for (const Point& p : midpoints) {
      const auto n = pixels_.nearest(p, map_.grid);
      const bool onSide = n && n->second &&
                          std::fabs(n->distance - n->secondDistance) <= pixels_.tolerance() &&
                          map_.grid.adjacent(n->hex, *n->second) &&
                          n->distance < std::max(doc_.tileWidth, doc_.tileHeight);
      if (!onSide) {
        diags_.error("tiled-bad-object", ctx_.of(o),
                     "hexside " + describe(o) + " has a segment (midpoint " + pointText(p) +
                         ") that does not lie on a hexside between two hexes of the map",
                     "draw hexside objects along hex edges, one polyline segment per hexside (snap "
                     "to the grid), or as "
                     "a line from one hex centre to the next");
        continue;
      }
      Offset a = n->hex, b = *n->second;
      if (b < a) std::swap(a, b);
      const bool duplicate =
          std::any_of(map_.hexsides.begin(), map_.hexsides.end(), [&](const HexsideEntry& h) {
            return ((h.a == a && h.b == b) || (h.a == b && h.b == a)) && h.feature == index;
          });
      if (!duplicate) map_.hexsides.push_back({a, b, index, {}});
    }
  }

  void road(const Object& o) {
    if (o.polyline.size() < 2) {
      diags_.error(
          "tiled-bad-object", ctx_.of(o), "road " + describe(o) + " is not a polyline",
          "draw roads with Tiled's polyline tool, one point in each hex the road passes through");
      return;
    }
    Road hexes;
    for (const Point& p : o.polyline) {
      const auto hex = hexUnder(p);
      if (!hex) {
        diags_.error("tiled-bad-object", ctx_.of(o),
                     "road " + describe(o) + " has a point (" + pointText(p) + ") off the map",
                     "move the point onto the map");
        return;
      }
      if (!hexes.empty() && hexes.back() == *hex) continue;
      if (!hexes.empty() && !map_.grid.adjacent(hexes.back(), *hex)) {
        diags_.error("tiled-bad-object", ctx_.of(o),
                     "road " + describe(o) + " jumps from " + map_.grid.label(hexes.back()) +
                         " to " + map_.grid.label(*hex) + ", which are not adjacent",
                     "add a point in every hex the road passes through");
        return;
      }
      hexes.push_back(*hex);
    }
    if (hexes.size() < 2) {
      diags_.error("tiled-bad-object", ctx_.of(o),
                   "road " + describe(o) + " stays inside hex " + map_.grid.label(hexes.front()),
                   "a road must run through at least two hexes");
      return;
    }
    map_.roads.push_back(std::move(hexes));
  }

  void objective(const Object& o) {
    const Point p = o.polyline.empty() ? anchor(o) : o.polyline.front();
    const auto hex = hexUnder(p);
    if (!hex) {
      diags_.error("tiled-bad-object", ctx_.of(o), "objective " + describe(o) + " lies off the map",
                   "move it onto the hex it marks");
      return;
    }
    LocationInfo& info = map_.info[map_.grid.index(*hex)];
    info.objective = true;
    if (!o.name.empty()) info.name = o.name;
  }

  static std::string list(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
    return out.empty() ? "(none)" : out;
  }

  const Document& doc_;
  const ReadContext& ctx_;
  Diagnostics& diags_;
  Map& map_;
  HexPixels pixels_;
  bool noTileSizeReported_ = false;
};

}  // namespace

void importObjects(const Document& doc, const ReadContext& ctx, Map& map) {
  ObjectImporter(doc, ctx, map).run();
}

}  // namespace sandtable::tiled
