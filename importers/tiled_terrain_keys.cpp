// Tile keys and the terrain mapping (see tiled_terrain_keys.h), and reading the mapping from
// the command line and from a --terrain-map file.
#include "importers/tiled_terrain_keys.h"

#include <yaml-cpp/yaml.h>

#include <cctype>
#include <filesystem>

#include "model/document_io.h"
#include "model/yaml_reader.h"

namespace sandtable::tiled {

std::string lowerCase(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

std::vector<std::string> tileKeys(const Tileset& tileset, std::uint32_t localId, bool firstTileset,
                                  const std::string& property, const Property** classTyped) {
  std::vector<std::string> keys;
  const auto tile = tileset.tiles.find(localId);
  const Property* p = tile == tileset.tiles.end() ? nullptr : findProperty(tile->second, property);
  if (!p) p = findProperty(tileset.properties, property);
  if (p && p->type == "class")
    *classTyped = p;
  else if (p && !p->value.empty())
    keys.push_back(p->value);
  if (const auto c = tileset.tileClasses.find(localId); c != tileset.tileClasses.end())
    keys.push_back(c->second);
  if (const auto i = tileset.tileImages.find(localId); i != tileset.tileImages.end()) {
    const std::string stem = std::filesystem::path(i->second).stem().string();
    if (!stem.empty()) keys.push_back(stem);
  }
  const std::string number = "#" + std::to_string(localId);
  if (firstTileset) keys.push_back(number);
  // Every tile has a key: a tileset without a name goes by its file, else its first gid.
  std::string set = tileset.name;
  if (set.empty()) set = std::filesystem::path(tileset.source).stem().string();
  if (set.empty()) set = "tileset" + std::to_string(tileset.firstGid);
  keys.push_back(set + number);
  return keys;
}

TerrainResolver::TerrainResolver(const Ruleset& rules, const std::vector<TerrainMapEntry>& mapping,
                                 Diagnostics& diagnostics)
    : rules_(rules) {
  std::vector<std::string> ids;
  for (const auto& t : rules.terrain) ids.push_back(t.id);
  for (const TerrainMapEntry& e : mapping) {
    const int index = byIdOrName(e.terrain);
    if (index < 0) {
      std::string ruled;
      for (const auto& id : ids) ruled += (ruled.empty() ? "" : ", ") + id;
      diagnostics.error("tiled-unknown-terrain", e.from,
                        "'" + e.key + "=" + e.terrain + "': '" + e.terrain +
                            "' is not a terrain id or name of ruleset '" + rules.id + "'" +
                            didYouMean(lowerCase(e.terrain), ids),
                        "map '" + e.key + "' to one of: " + ruled);
    }
    mapping_[lowerCase(e.key)] = index < 0 ? kReported : index;
  }
}

int TerrainResolver::byIdOrName(const std::string& text) const {
  const std::string wanted = lowerCase(text);
  for (std::size_t i = 0; i < rules_.terrain.size(); ++i)
    if (lowerCase(rules_.terrain[i].id) == wanted ||
        (!rules_.terrain[i].name.empty() && lowerCase(rules_.terrain[i].name) == wanted))
      return static_cast<int>(i);
  return kNone;
}

int TerrainResolver::terrainFor(const std::vector<std::string>& keys) const {
  for (const std::string& key : keys) {
    if (const auto m = mapping_.find(lowerCase(key)); m != mapping_.end()) return m->second;
    if (const int index = byIdOrName(key); index >= 0) return index;
  }
  return kNone;
}

std::string TerrainResolver::suggestion(const std::string& key) const {
  // A tile named "Wood", "hex_rough" or "Dense woods" is near a terrain whose id or name it
  // contains or is part of; spelling distance alone pairs unrelated short words (water, crater).
  const std::string k = lowerCase(key);
  std::size_t best = 0;
  std::string id = "?";
  for (const auto& t : rules_.terrain)
    for (const std::string& word : {lowerCase(t.id), lowerCase(t.name)}) {
      const bool near = word.size() >= 3 && k.size() >= 3 &&
                        (k.find(word) != std::string::npos || word.find(k) != std::string::npos);
      if (near && word.size() > best) {
        best = word.size();
        id = t.id;
      }
    }
  return id;
}

std::string terrainOption(const std::string& key, const std::string& terrain) {
  const std::string pair = key + "=" + terrain;
  bool plain = !key.empty() && key.front() != '#' && key.front() != '~';
  for (char c : key)
    if (!std::isalnum(static_cast<unsigned char>(c)) &&
        std::string("_-.#+,:@%/").find(c) == std::string::npos)
      plain = false;
  if (plain) return "--terrain " + pair;
  std::string quoted = "'";
  for (char c : pair) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return "--terrain " + quoted + "'";
}

}  // namespace sandtable::tiled

namespace sandtable {

std::optional<TerrainMapEntry> terrainPairFromText(std::string_view text) {
  const auto eq = text.rfind('=');
  if (eq == std::string_view::npos || eq == 0 || eq + 1 == text.size()) return std::nullopt;
  return TerrainMapEntry{
      std::string(text.substr(0, eq)), std::string(text.substr(eq + 1)), {"--terrain", 0, 0}};
}

bool readTerrainMapFile(const std::filesystem::path& file, std::vector<TerrainMapEntry>& entries,
                        Diagnostics& diagnostics) {
  const std::string name = file.string();
  std::string text, error;
  if (!readTextFile(file, text, &error)) {
    diagnostics.error("tiled-bad-terrain-map", {name, 0, 0}, error,
                      "check the path given to --terrain-map");
    return false;
  }
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    diagnostics.error("tiled-bad-terrain-map", {name, e.mark.line + 1, e.mark.column + 1},
                      "not readable YAML: " + e.msg, "fix the YAML at the position shown");
    return false;
  }
  const auto at = [&](const YAML::Node& n) {
    return SourcePosition{name, n.Mark().line + 1, n.Mark().column + 1};
  };
  if (!root.IsMap()) {
    diagnostics.error("tiled-bad-terrain-map",
                      root.IsDefined() ? at(root) : SourcePosition{name, 1, 1},
                      "a terrain map is a YAML mapping of tile keys to terrains",
                      "write one `KEY: TERRAIN` line per key, e.g. `Forest: woods`");
    return false;
  }
  bool ok = true;
  for (const auto& kv : root) {
    if (!kv.first.IsScalar() || !kv.second.IsScalar() || kv.second.Scalar().empty()) {
      diagnostics.error("tiled-bad-terrain-map", at(kv.first),
                        "each entry must be `KEY: TERRAIN`, a tile key and a terrain id or name",
                        "write the terrain after the colon, e.g. `Forest: woods`");
      ok = false;
      continue;
    }
    entries.push_back({kv.first.Scalar(), kv.second.Scalar(), at(kv.first)});
  }
  return ok;
}

}  // namespace sandtable
