// The map properties an export writes and the import reads back: the identity every kind has
// (id, name, north) and what a hex map keeps beyond its hexes (labels, legend, defaults), so
// that export then import gives the same document.
#include <algorithm>
#include <array>
#include <charconv>

#include "importers/tiled_import_internal.h"
#include "model/ruleset.h"
#include "model/xml_text.h"
#include "model/yaml_reader.h"

namespace sandtable::tiled {

namespace {

constexpr std::array<const char*, 4> kNorth{"up", "down", "left", "right"};

void writeProperty(std::ostringstream& x, const std::string& name, const std::string& value) {
  x << "  <property name=\"" << name << "\" value=\"" << xmlEscaped(value) << "\"/>\n";
}

void badProperty(const ReadContext& ctx, const Property& p, const std::string& what,
                 const std::string& fix) {
  ctx.diagnostics->error("tiled-bad-map-property", ctx.of(p),
                         "map property " + p.name + " '" + p.value + "' " + what, fix);
}

}  // namespace

void writeMapIdentity(std::ostringstream& x, const Map& map) {
  writeProperty(x, "id", map.id);
  if (!map.name.empty()) writeProperty(x, "name", map.name);
  writeProperty(x, "ruleset", map.ruleset);
  if (map.north) writeProperty(x, "north", kNorth[static_cast<std::size_t>(*map.north)]);
}

void nameMap(const Document& doc, const TiledImportOptions& options,
             const std::filesystem::path& file, Map& map) {
  std::string id = options.mapId;
  if (id.empty())
    if (const Property* p = findProperty(doc.properties, "id"); p && isValidId(p->value))
      id = p->value;
  if (id.empty()) {
    std::string stem = file.filename().string();
    stem = stem.substr(0, stem.find('.'));
    id = idFromText(stem);
  }
  map.id = id;
  if (const Property* p = findProperty(doc.properties, "name")) map.name = p->value;
  if (const Property* p = findProperty(doc.properties, "north")) {
    const auto it = std::find(kNorth.begin(), kNorth.end(), p->value);
    if (it != kNorth.end()) map.north = static_cast<Direction>(it - kNorth.begin());
  }
}

void writeHexMapProperties(std::ostringstream& x, const Map& map) {
  const Ruleset& rules = *map.rules;
  if (map.grid.labels == LabelStyle::Numeric) writeProperty(x, "labels", "numeric");
  std::string legend;
  for (const auto& [symbol, terrain] : map.legend)
    if (terrain >= 0)
      legend += (legend.empty() ? "" : " ") + symbol + "=" +
                rules.terrain[static_cast<std::size_t>(terrain)].id;
  if (!legend.empty()) writeProperty(x, "legend", legend);
  writeProperty(x, "default-terrain",
                rules.terrain[static_cast<std::size_t>(map.defaultTerrain)].id);
  writeProperty(x, "default-level", std::to_string(map.defaultLevel));
}

void readHexMapProperties(const Document& doc, const ReadContext& ctx, Map& map) {
  const Ruleset& rules = *map.rules;
  if (const Property* p = findProperty(doc.properties, "labels")) {
    if (p->value == "numeric" || p->value == "letter-number")
      map.grid.labels = p->value == "numeric" ? LabelStyle::Numeric : LabelStyle::LetterNumber;
    else
      badProperty(ctx, *p, "is not a label style", "write numeric or letter-number");
  }
  if (const Property* p = findProperty(doc.properties, "legend")) {
    // "SYMBOL=TERRAIN" words: the symbols the map's terrain rows are written with.
    std::istringstream words(p->value);
    std::string word;
    while (words >> word) {
      const auto eq = word.rfind('=');
      const int t = eq == std::string::npos ? -1 : rules.terrainIndex(word.substr(eq + 1));
      if (eq == 0 || t < 0) {
        badProperty(ctx, *p, "has '" + word + "', which is not SYMBOL=TERRAIN",
                    "write symbol=terrain pairs separated by spaces, e.g. .=open W=woods");
        map.legend.clear();
        break;
      }
      map.legend.emplace_back(word.substr(0, eq), t);
    }
  }
  if (const Property* p = findProperty(doc.properties, "default-terrain")) {
    const int t = rules.terrainIndex(p->value);
    if (t >= 0)
      map.defaultTerrain = t;
    else
      badProperty(ctx, *p, "is not a terrain of ruleset '" + rules.id + "'",
                  "name one of the ruleset's terrain ids");
  }
  if (const Property* p = findProperty(doc.properties, "default-level")) {
    int level = 0;
    const auto [end, ec] =
        std::from_chars(p->value.data(), p->value.data() + p->value.size(), level);
    if (ec == std::errc() && end == p->value.data() + p->value.size() && level >= rules.levelMin &&
        level <= rules.levelMax)
      map.defaultLevel = level;
    else
      badProperty(ctx, *p, "is not a level of ruleset '" + rules.id + "'",
                  "write a whole number from " + std::to_string(rules.levelMin) + " to " +
                      std::to_string(rules.levelMax));
  }
}

}  // namespace sandtable::tiled
