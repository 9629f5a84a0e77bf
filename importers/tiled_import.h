// Importing a hexagonal Tiled map (TMX or TMJ) as a Sandtable hex map.
//
// Tiled's staggeraxis x is our flat layout and y our pointy one; staggerindex odd/even is our
// stagger odd/even (Tiled shifts the odd or even columns down, or rows right, exactly as
// docs/formats.md 3.1 does). A tile's terrain comes from the keys it is known by (a custom
// property, default `terrain`, its class, its image, its number), through the --terrain mapping
// or by naming a ruleset terrain; the top-most visible tile that has one wins in each hex. Levels
// come from an integer `level` property, the one on a tile of a layer named `levels` winning over
// those of terrain tiles. Objects of class `hexside` (property `feature`), `road` (a polyline
// through hex centres) and `objective` become hexside features, roads and objective hexes.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "importers/tiled_document.h"
#include "model/diagnostics.h"
#include "model/map.h"
#include "model/ruleset.h"

namespace sandtable {

// One KEY=TERRAIN pair of the terrain mapping: a key a tile is known by (see
// tiled_terrain_keys.h) and the ruleset terrain (id or name) it stands for.
struct TerrainMapEntry {
  std::string key;
  std::string terrain;
  SourcePosition from;  // the --terrain-map file's line, or "--terrain" for the command line
};

struct TiledImportOptions {
  std::string terrainProperty = "terrain";
  std::vector<TerrainMapEntry> terrainMap;  // a later pair for the same key wins
  std::string levelProperty = "level";
  std::string levelsLayer = "levels";  // compared case-insensitively
  std::string mapId;                   // empty: the map's `id` property, else the file name
  std::string rulesetRef;              // written as the map's `ruleset:`; empty: rules->id
};

struct TiledImportResult {
  std::shared_ptr<Map> map;  // null when the file could not be used at all
  Diagnostics diagnostics;
  bool unreadable = false;  // missing file, broken XML/JSON: the CLI's exit code 2
  // The keys the refusal for tiles (or objects) without a terrain lists, most used first.
  std::vector<tiled::UnmappedKey> unmapped;
  bool ok() const { return map && !unreadable && !diagnostics.hasErrors(); }
};

// Reads `file` (.tmx, or .tmj/.json; other names are told apart by their first character).
TiledImportResult importTiledMap(const std::filesystem::path& file,
                                 std::shared_ptr<const Ruleset> rules,
                                 const TiledImportOptions& options = {});
// The same from text; `file` names it in messages and anchors external tilesets.
TiledImportResult importTiledMapFromText(std::string_view text, const std::filesystem::path& file,
                                         std::shared_ptr<const Ruleset> rules,
                                         const TiledImportOptions& options = {});

// A document id made from free text ("Hill 112.tmx" -> "hill-112"); "map" when nothing is left.
std::string idFromText(std::string_view text);

// `KEY=TERRAIN` as given to --terrain (split at the last '='); nullopt when either is empty.
std::optional<TerrainMapEntry> terrainPairFromText(std::string_view text);
// A --terrain-map file: a YAML mapping of keys to terrains. False (reported) when unreadable.
bool readTerrainMapFile(const std::filesystem::path& file, std::vector<TerrainMapEntry>& entries,
                        Diagnostics& diagnostics);

}  // namespace sandtable
