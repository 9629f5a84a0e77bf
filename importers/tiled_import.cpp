// Tiled map -> Sandtable hex map: the grid, then terrain and levels per hex from the tiles'
// custom properties, then the objects. Problems with one tile are reported once, with the
// hexes it covers, rather than once per hex.
#include "importers/tiled_import.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <unordered_map>

#include "importers/tiled_cards.h"
#include "importers/tiled_import_internal.h"
#include "importers/tiled_table.h"
#include "importers/tiled_terrain_keys.h"
#include "model/document_io.h"
#include "model/yaml_reader.h"

namespace sandtable {

using tiled::Document;
using tiled::Layer;
using tiled::Property;
using tiled::Tileset;

namespace {

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

// What one GID means once its flip bits are cleared.
struct TileMeaning {
  const Tileset* tileset = nullptr;  // null: no tileset holds it
  std::uint32_t localId = 0;
  std::vector<std::string> keys;         // what the tile is known by (tiled_terrain_keys.h)
  const Property* classTyped = nullptr;  // a class-typed terrain property, which gives no key
  const Property* level = nullptr;
  int terrainIndex = tiled::TerrainResolver::kNone;
  std::optional<int> levelValue;
  bool badLevel = false;  // a level property that is not a whole number
};

// Hexes that one problem tile covers, for a single message.
struct TileUse {
  std::vector<int> hexes;  // the first few
  int count = 0;
  std::string layer;
  int layerLine = 0;
  int layerColumn = 0;
  void add(int index, const Layer& l) {
    if (count == 0) {
      layer = l.name;
      layerLine = l.line;
      layerColumn = l.column;
    }
    if (hexes.size() < 6) hexes.push_back(index);
    ++count;
  }
};

class Converter {
 public:
  Converter(const Document& doc, const tiled::ReadContext& ctx,
            std::shared_ptr<const Ruleset> rules, const TiledImportOptions& options,
            const std::filesystem::path& file)
      : doc_(doc),
        ctx_(ctx),
        diags_(*ctx.diagnostics),
        rules_(std::move(rules)),
        options_(options),
        file_(file),
        terrains_(*rules_, options.terrainMap, diags_) {}

  std::shared_ptr<Map> run() {
    auto map = std::make_shared<Map>();
    map_ = map.get();
    if (!makeGrid()) return nullptr;
    map_->rules = rules_;
    map_->ruleset = options_.rulesetRef.empty() ? rules_->id : options_.rulesetRef;
    tiled::nameMap(doc_, options_, file_, *map_);
    const int open = rules_->terrainIndex("open");
    map_->defaultTerrain = open >= 0 ? open : static_cast<int>(rules_->terrain.size()) - 1;
    map_->defaultLevel = std::clamp(0, rules_->levelMin, rules_->levelMax);
    tiled::readHexMapProperties(doc_, ctx_, *map_);
    map_->resize();
    checkTilesets();
    warnImageLayers();
    applyTileLayers();
    tiled::importObjects(doc_, ctx_, *map_);
    return map;
  }

 private:
  bool makeGrid() {
    const auto at = ctx_.of(doc_);
    if (doc_.orientation != "hexagonal") {
      // An orthogonal map with a hex ruleset: the map or the ruleset is the wrong one.
      const bool orthogonal = doc_.orientation == "orthogonal";
      diags_.error("tiled-not-hexagonal", at,
                   "the map's orientation is '" + doc_.orientation + "' and ruleset '" +
                       rules_->id + "' is for hex maps; " +
                       (orthogonal ? "an orthogonal map imports as a card map or a table"
                                   : "Sandtable imports hexagonal and orthogonal Tiled maps"),
                   orthogonal
                       ? "import it with a card ruleset (" + joined(rulesetsFor(GridType::Cards)) +
                             ") or a table ruleset (" + joined(rulesetsFor(GridType::Table)) +
                             "), or for a hex map make one in Tiled with Orientation: Hexagonal "
                             "(File > New > New Map)"
                       : "make the map in Tiled with Orientation: Hexagonal for a hex ruleset, or "
                         "Orthogonal for a card or table ruleset (File > New > New Map)");
      return false;
    }
    if (rules_->grid != GridType::Hex) {
      diags_.error("tiled-not-hex-ruleset", at,
                   "the map is hexagonal and ruleset '" + rules_->id + "' is for " +
                       (rules_->grid == GridType::Cards ? "card maps" : "tables") +
                       ", which come from orthogonal Tiled maps",
                   "import it with a hex ruleset (--ruleset), one of: " +
                       joined(rulesetsFor(GridType::Hex)));
      return false;
    }
    Grid& grid = map_->grid;
    grid.type = GridType::Hex;
    bool ok = true;
    if (doc_.staggerAxis == "x" || doc_.staggerAxis == "y" || doc_.staggerAxis.empty()) {
      grid.layout.orientation = doc_.staggerAxis == "x" ? Orientation::Flat : Orientation::Pointy;
    } else {
      diags_.error("tiled-bad-stagger", at,
                   "staggeraxis is '" + doc_.staggerAxis + "'; Tiled writes x or y",
                   "set Map > Map Properties > Stagger Axis in Tiled and save again");
      ok = false;
    }
    if (doc_.staggerIndex == "odd" || doc_.staggerIndex == "even" || doc_.staggerIndex.empty()) {
      grid.layout.stagger = doc_.staggerIndex == "even" ? Stagger::Even : Stagger::Odd;
    } else {
      diags_.error("tiled-bad-stagger", at,
                   "staggerindex is '" + doc_.staggerIndex + "'; Tiled writes odd or even",
                   "set Map > Map Properties > Stagger Index in Tiled and save again");
      ok = false;
    }
    if (doc_.staggerAxis.empty() || doc_.staggerIndex.empty())
      diags_.warning("tiled-default-stagger", at,
                     "the map does not say its stagger axis or index; Tiled's defaults (y, odd: "
                     "pointy hexes, odd rows "
                     "shifted right) are assumed",
                     "save the map again from Tiled so that it records them");
    if (doc_.infinite) {
      diags_.error("tiled-infinite", at, "the map is infinite; Sandtable maps have a fixed size",
                   "in Tiled, uncheck Map > Map Properties > Infinite and save again");
      ok = false;
    }
    if (doc_.width <= 0 || doc_.height <= 0 || doc_.width > tiled::kMaxMapSide ||
        doc_.height > tiled::kMaxMapSide) {
      diags_.error("tiled-bad-size", at,
                   "the map is " + std::to_string(doc_.width) + "x" + std::to_string(doc_.height) +
                       " tiles; Sandtable imports maps of 1 to " +
                       std::to_string(tiled::kMaxMapSide) + " tiles each way",
                   "resize the map in Tiled (Map > Resize Map)");
      ok = false;
    }
    grid.columns = doc_.width;
    grid.rows = doc_.height;
    grid.labels = LabelStyle::LetterNumber;
    return ok;
  }

  static std::vector<std::string> rulesetsFor(GridType grid) {
    std::vector<std::string> ids;
    for (const auto& id : builtinRulesetIds())
      if (auto r = builtinRuleset(id); r && r->grid == grid) ids.push_back(id);
    return ids;
  }

  void checkTilesets() {
    std::uint32_t previous = 0;
    for (const Tileset& ts : doc_.tilesets) {
      if (ts.firstGid == 0)
        diags_.error("tiled-bad-tileset", ctx_.of(ts),
                     "tileset '" + ts.name + ts.source + "' has no firstgid (or 0)",
                     "save the map again from Tiled");
      else if (ts.firstGid <= previous)
        diags_.warning("tiled-bad-tileset", ctx_.of(ts),
                       "tileset '" + ts.name + ts.source + "' is listed out of firstgid order",
                       "save the map again from Tiled");
      previous = std::max(previous, ts.firstGid);
    }
  }

  // A picture under or over the tiles (a scanned map, a background) holds no terrain a
  // program can read; say so instead of dropping it silently.
  void warnImageLayers() {
    for (const Layer& layer : doc_.layers)
      if (layer.kind == Layer::Kind::Image && layer.visible)
        diags_.warning("tiled-image-layer", ctx_.of(layer),
                       "image layer '" + layer.name + "'" +
                           (layer.image.empty() ? "" : " (" + layer.image + ")") +
                           " is not imported: hexes take their terrain from tile layers only",
                       "paint the terrain it shows with tiles, or hide the layer to silence this");
  }

  const TileMeaning& meaning(std::uint32_t gid) {
    auto it = cache_.find(gid);
    if (it != cache_.end()) return it->second;
    TileMeaning m;
    for (const Tileset& ts : doc_.tilesets)
      if (ts.firstGid > 0 && ts.firstGid <= gid &&
          (!m.tileset || ts.firstGid > m.tileset->firstGid))
        m.tileset = &ts;
    if (m.tileset) {
      m.localId = gid - m.tileset->firstGid;
      // An image collection holds exactly the ids it lists; a sheet its first tileCount ids.
      if (m.tileset->loaded &&
          (m.tileset->imageCollection
               ? m.tileset->tiles.count(m.localId) == 0
               : m.tileset->tileCount > 0 &&
                     m.localId >= static_cast<std::uint32_t>(m.tileset->tileCount)))
        m.tileset = nullptr;
    }
    if (m.tileset) {
      const auto t = m.tileset->tiles.find(m.localId);
      const tiled::Properties none;
      const tiled::Properties& own = t == m.tileset->tiles.end() ? none : t->second;
      m.keys = tiled::tileKeys(*m.tileset, m.localId, m.tileset == &doc_.tilesets.front(),
                               options_.terrainProperty, &m.classTyped);
      m.terrainIndex = terrains_.terrainFor(m.keys);
      m.level = tiled::findProperty(own, options_.levelProperty);
      if (!m.level) m.level = tiled::findProperty(m.tileset->properties, options_.levelProperty);
      if (m.level) {
        long long v = 0;
        const std::string& s = m.level->value;
        auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (ec == std::errc() && ptr == s.data() + s.size() && v >= -1000 && v <= 1000)
          m.levelValue = static_cast<int>(v);
        else
          m.badLevel = true;
      }
    }
    return cache_.emplace(gid, m).first->second;
  }

  std::string tileName(std::uint32_t gid, const TileMeaning& m) const {
    if (!m.tileset) return "tile " + std::to_string(gid);
    const std::string set = m.tileset->name.empty() ? m.tileset->source : m.tileset->name;
    return "tile " + std::to_string(m.localId) + " of tileset '" + set + "' (gid " +
           std::to_string(gid) + ")";
  }

  SourcePosition propertyAt(const TileMeaning& m, const Property* p) const {
    return {m.tileset && !m.tileset->definedIn.empty() ? m.tileset->definedIn : ctx_.file,
            p ? p->line : 0, p ? p->column : 0};
  }

  std::string hexes(const TileUse& use) const {
    return tiled::hexList(map_->grid, use.hexes, use.count);
  }

  bool isLevelsLayer(const Layer& layer) const {
    return tiled::lowerCase(layer.name) == tiled::lowerCase(options_.levelsLayer);
  }

  void applyTileLayers() {
    const int n = map_->grid.size();
    std::vector<char> hasTerrain(static_cast<std::size_t>(n), 0);
    std::vector<char> hasLayerLevel(static_cast<std::size_t>(n), 0);
    std::vector<char> hasTile(static_cast<std::size_t>(n), 0);  // any tile in a terrain layer
    std::map<std::uint32_t, TileUse> unknownTiles, classTyped, badLevels, levelRange, noLevel;
    bool anyTileLayer = false;
    // Tiled draws later layers on top, so walking bottom to top lets the top tile win.
    for (const Layer& layer : doc_.layers) {
      if (layer.kind != Layer::Kind::Tiles) continue;
      if (!layer.visible) {
        diags_.add(Severity::Info, "tiled-hidden-layer", ctx_.of(layer),
                   "hidden layer '" + layer.name + "' is not imported",
                   "make it visible in Tiled to import it");
        continue;
      }
      anyTileLayer = true;
      if (!layer.decoded) continue;
      if (layer.width != doc_.width || layer.height != doc_.height) {
        diags_.error("tiled-bad-size", ctx_.of(layer),
                     "layer '" + layer.name + "' is " + std::to_string(layer.width) + "x" +
                         std::to_string(layer.height) + " but the map is " +
                         std::to_string(doc_.width) + "x" + std::to_string(doc_.height),
                     "resize the layer to the map in Tiled (Layer > Layer Properties)");
        continue;
      }
      const bool levelsLayer = isLevelsLayer(layer);
      for (int index = 0; index < n; ++index) {
        const std::uint32_t gid = tiled::clearGidFlags(layer.gids[static_cast<std::size_t>(index)]);
        if (gid == 0) continue;
        const TileMeaning& m = meaning(gid);
        const auto i = static_cast<std::size_t>(index);
        if (!levelsLayer && (m.terrainIndex != tiled::TerrainResolver::kNone || !m.level))
          hasTile[i] = 1;  // a bare hill tile gives no terrain
        if (!m.tileset) {
          unknownTiles[gid].add(index, layer);
          continue;
        }
        if (!m.tileset->loaded) continue;  // its missing file is already reported
        if (m.badLevel) badLevels[gid].add(index, layer);
        if (m.levelValue) {
          if (*m.levelValue < rules_->levelMin || *m.levelValue > rules_->levelMax) {
            levelRange[gid].add(index, layer);
          } else if (levelsLayer || !hasLayerLevel[i]) {
            map_->levels[i] = *m.levelValue;
            if (levelsLayer) hasLayerLevel[i] = 1;
          }
        }
        if (levelsLayer) {
          if (!m.level) noLevel[gid].add(index, layer);
          continue;
        }
        if (m.classTyped) classTyped[gid].add(index, layer);
        if (m.terrainIndex >= 0) {
          map_->terrain[i] = m.terrainIndex;  // layers above overwrite: the top-most wins
          hasTerrain[i] = 1;
        } else if (m.terrainIndex == tiled::TerrainResolver::kNone && !m.level) {
          // Only known at the end: is this hex's terrain given by another layer?
          pendingNoTerrain_.push_back({index, gid, &layer});
        }
      }
    }
    std::map<std::string, TileUse> unmapped;
    std::map<const Layer*, std::map<std::string, TileUse>> skipped;
    for (const auto& p : pendingNoTerrain_) {
      const std::string& key = meaning(p.gid).keys.front();
      (hasTerrain[static_cast<std::size_t>(p.index)] ? skipped[p.layer][key] : unmapped[key])
          .add(p.index, *p.layer);
    }
    for (const Layer& layer : doc_.layers)
      if (const auto it = skipped.find(&layer); it != skipped.end()) warnSkipped(layer, it->second);
    if (!unmapped.empty()) refuseUnmapped(unmapped);

    report(unknownTiles, Severity::Error, "tiled-unknown-tile",
           [&](std::uint32_t gid, const TileUse& u) {
             return Message{ctx_.at(u.layerLine, u.layerColumn),
                            "gid " + std::to_string(gid) + " in layer '" + u.layer + "' (" +
                                hexes(u) + ") belongs to none of the map's tilesets",
                            "erase those tiles or add back the tileset they came from"};
           });
    report(classTyped, Severity::Warning, "tiled-class-property",
           [&](std::uint32_t gid, const TileUse& u) {
             const TileMeaning& m = meaning(gid);
             return Message{propertyAt(m, m.classTyped),
                            tileName(gid, m) + " has `" + options_.terrainProperty +
                                "` as a class-typed property, whose members Sandtable does not "
                                "read; its other keys are tried (used at " +
                                hexes(u) + ")",
                            "make `" + options_.terrainProperty +
                                "` a string property, or map the tile's class or number with "
                                "--terrain"};
           });
    report(badLevels, Severity::Error, "tiled-bad-level", [&](std::uint32_t gid, const TileUse& u) {
      const TileMeaning& m = meaning(gid);
      return Message{propertyAt(m, m.level),
                     tileName(gid, m) + " has " + options_.levelProperty + " '" + m.level->value +
                         "', which is not a whole number; it is used at " + hexes(u),
                     "make `" + options_.levelProperty + "` an int property"};
    });
    report(levelRange, Severity::Error, "tiled-level-out-of-range",
           [&](std::uint32_t gid, const TileUse& u) {
             const TileMeaning& m = meaning(gid);
             return Message{propertyAt(m, m.level),
                            tileName(gid, m) + " has " + options_.levelProperty + " " +
                                m.level->value + ", outside ruleset '" + rules_->id + "' levels " +
                                std::to_string(rules_->levelMin) + ".." +
                                std::to_string(rules_->levelMax) + "; it is used at " + hexes(u),
                            "change the tile's level, or import with a ruleset that allows it"};
           });
    report(noLevel, Severity::Error, "tiled-tile-without-level",
           [&](std::uint32_t gid, const TileUse& u) {
             return Message{ctx_.at(u.layerLine, u.layerColumn),
                            tileName(gid, meaning(gid)) + " in levels layer '" + u.layer +
                                "' has no `" + options_.levelProperty + "` property (" + hexes(u) +
                                ")",
                            "give the tile an int property `" + options_.levelProperty +
                                "`, or move it to another layer"};
           });

    if (!anyTileLayer) {
      diags_.error("tiled-no-tile-layer", ctx_.of(doc_),
                   "the map has no visible tile layer, so no hex has a terrain",
                   "add a tile layer and paint the map with tiles that have a terrain");
      return;
    }
    std::vector<int> bare;
    int bareCount = 0;
    for (int index = 0; index < n; ++index)
      if (!hasTile[static_cast<std::size_t>(index)]) {
        if (bare.size() < 6) bare.push_back(index);
        ++bareCount;
      }
    if (bareCount > 0)
      diags_.warning("tiled-empty-hexes", ctx_.of(doc_),
                     std::to_string(bareCount) + " hexes have no terrain tile (" +
                         tiled::hexList(map_->grid, bare, bareCount) +
                         "); they get the default terrain '" +
                         rules_->terrain[static_cast<std::size_t>(map_->defaultTerrain)].id + "'",
                     "paint them in Tiled if they should be something else");
  }

  // One warning per layer for its tiles that give no terrain where another layer does.
  void warnSkipped(const Layer& layer, const std::map<std::string, TileUse>& keys) {
    int total = 0;
    for (const auto& [key, use] : keys) total += use.count;
    diags_.warning("tiled-tiles-skipped", ctx_.of(layer),
                   "layer '" + layer.name + "': " + std::to_string(total) +
                       " tiles have no terrain and are skipped (another layer gives the terrain "
                       "there): " +
                       keyList(keys),
                   "map their keys with --terrain KEY=TERRAIN if they should set the terrain");
  }

  // The one refusal for tiles that give no terrain anywhere: every key with its hexes, and a
  // --terrain line to paste (with the nearest terrain id where a key is spelt like one).
  void refuseUnmapped(const std::map<std::string, TileUse>& keys) {
    std::string line;
    std::vector<std::string> ids;
    for (const auto& t : rules_->terrain) ids.push_back(t.id);
    for (const auto& [key, use] : byCount(keys)) {
      line += (line.empty() ? "" : " ") + tiled::terrainOption(key, terrains_.suggestion(key));
      if (ctx_.unmapped) ctx_.unmapped->push_back({key, use->count, terrains_.suggestion(key)});
    }
    Diagnostic& d =
        diags_.error("tiled-tile-without-terrain", ctx_.of(doc_),
                     std::to_string(keys.size()) +
                         (keys.size() == 1 ? " kind of tile gives" : " kinds of tile give") +
                         " no terrain of ruleset '" + rules_->id + "': " + keyList(keys),
                     "say which terrain each key stands for (" + joined(ids) +
                         ") and import again with: " + line);
    for (const auto& [key, use] : keys)
      for (int index : use.hexes)
        if (d.locations.size() < 12)
          d.locations.push_back({DiagnosticLocation::Kind::Hex, map_->grid.label(index)});
  }

  // "'Forest' on 12 hexes (A1, B2 and 10 more); 'Ocean' on 3 hexes (...)"
  std::string keyList(const std::map<std::string, TileUse>& keys) const {
    std::string list;
    for (const auto& [key, use] : byCount(keys))
      list += (list.empty() ? "" : "; ") +
              ("'" + key + "' on " + std::to_string(use->count) +
               (use->count == 1 ? " hex (" : " hexes (") + hexes(*use) + ")");
    return list;
  }

  // Keys with most uses first, then by name: the ones worth mapping lead.
  static std::vector<std::pair<std::string, const TileUse*>> byCount(
      const std::map<std::string, TileUse>& keys) {
    std::vector<std::pair<std::string, const TileUse*>> out;
    for (const auto& [key, use] : keys) out.emplace_back(key, &use);
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
      return a.second->count > b.second->count;
    });
    return out;
  }

  struct Message {
    SourcePosition at;
    std::string text;
    std::string fix;
  };
  template <class Make>
  void report(const std::map<std::uint32_t, TileUse>& uses, Severity severity, const char* code,
              Make make) {
    for (const auto& [gid, use] : uses) {
      Message m = make(gid, use);
      Diagnostic& d = diags_.add(severity, code, m.at, std::move(m.text), std::move(m.fix));
      for (int index : use.hexes)
        d.locations.push_back({DiagnosticLocation::Kind::Hex, map_->grid.label(index)});
    }
  }

  struct Pending {
    int index;
    std::uint32_t gid;
    const Layer* layer;
  };

  const Document& doc_;
  const tiled::ReadContext& ctx_;
  Diagnostics& diags_;
  std::shared_ptr<const Ruleset> rules_;
  const TiledImportOptions& options_;
  std::filesystem::path file_;
  Map* map_ = nullptr;
  tiled::TerrainResolver terrains_;
  std::unordered_map<std::uint32_t, TileMeaning> cache_;
  std::vector<Pending> pendingNoTerrain_;
};

bool looksLikeJson(std::string_view text, const std::filesystem::path& file) {
  const std::string ext = tiled::lowerCase(file.extension().string());
  if (ext == ".tmx") return false;
  if (ext == ".tmj" || ext == ".json") return true;
  const auto first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && text[first] == '{';
}

}  // namespace

std::string idFromText(std::string_view text) {
  std::string id;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u))
      id += static_cast<char>(std::tolower(u));
    else if (!id.empty() && id.back() != '-')
      id += '-';
  }
  while (!id.empty() && id.back() == '-') id.pop_back();
  return id.empty() ? "map" : id;
}

TiledImportResult importTiledMapFromText(std::string_view text, const std::filesystem::path& file,
                                         std::shared_ptr<const Ruleset> rules,
                                         const TiledImportOptions& options) {
  TiledImportResult result;
  if (!rules) {
    result.diagnostics.error("tiled-no-ruleset", {file.string(), 0, 0},
                             "no ruleset was given for the import",
                             "name a ruleset with --ruleset ID");
    result.unreadable = true;
    return result;
  }
  tiled::ReadContext ctx{file.string(), file.has_parent_path() ? file.parent_path().string() : ".",
                         &result.diagnostics, &result.unmapped};
  const auto doc =
      looksLikeJson(text, file) ? tiled::readTmj(text, ctx) : tiled::readTmx(text, ctx);
  if (!doc) {
    result.unreadable = true;
    return result;
  }
  // An orthogonal map read with a card ruleset is a card map (tiled_cards.h), with a table
  // ruleset a table (tiled_table.h).
  if (doc->orientation == "orthogonal" && rules->grid == GridType::Cards)
    result.map = tiled::importCardMap(*doc, ctx, std::move(rules), options, file);
  else if (doc->orientation == "orthogonal" && rules->grid == GridType::Table)
    result.map = tiled::importTableMap(*doc, ctx, std::move(rules), options, file);
  else
    result.map = Converter(*doc, ctx, std::move(rules), options, file).run();
  return result;
}

TiledImportResult importTiledMap(const std::filesystem::path& file,
                                 std::shared_ptr<const Ruleset> rules,
                                 const TiledImportOptions& options) {
  std::string text;
  std::string error;
  if (!readTextFile(file, text, &error)) {
    TiledImportResult result;
    result.diagnostics.error("tiled-unreadable", {file.string(), 0, 0}, error,
                             "check the path and the file's permissions");
    result.unreadable = true;
    return result;
  }
  return importTiledMapFromText(text, file, std::move(rules), options);
}

}  // namespace sandtable
