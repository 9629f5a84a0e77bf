#include "importers/map_generator.h"

#include "importers/map_generator_internal.h"

namespace sandtable {

namespace generator {

HexWork::HexWork(Map& m) : map(m) {
  const int n = m.grid.size();
  neighbours.assign(static_cast<std::size_t>(n) * 6, -1);
  elevation.assign(static_cast<std::size_t>(n), 0.0);
  road.assign(static_cast<std::size_t>(n), 0);
  for (int i = 0; i < n; ++i) {
    const Axial a = toAxial(m.grid.offset(i), m.grid.layout);
    for (int d = 0; d < 6; ++d) {
      const Offset o = toOffset(a + kAxialDirections[static_cast<std::size_t>(d)], m.grid.layout);
      if (m.grid.contains(o)) neighbours[static_cast<std::size_t>(i * 6 + d)] = m.grid.index(o);
    }
  }
}

int HexWork::terrainIndex(std::initializer_list<const char*> ids) const {
  for (const char* id : ids)
    if (int t = map.rules->terrainIndex(id); t >= 0) return t;
  return -1;
}

}  // namespace generator

namespace {

std::shared_ptr<Map> generateTableMap(std::shared_ptr<const Ruleset> rules, const MapGeneratorOptions& options,
                                      std::string* error) {
  if (!(options.width >= 6 && options.height >= 6 && options.width <= kMaxGeneratedTableSide &&
        options.height <= kMaxGeneratedTableSide)) {
    if (error) *error = "--width and --height must be 6.." + tableNumberText(kMaxGeneratedTableSide) + " table units";
    return nullptr;
  }
  if (options.features < 0 || options.features > kMaxGeneratedFeatures) {
    if (error) *error = "--features must be 0.." + std::to_string(kMaxGeneratedFeatures);
    return nullptr;
  }
  auto map = std::make_shared<Map>();
  map->id = options.id.empty() ? "generated" : options.id;
  map->name = options.name.empty() ? "Generated table (seed " + std::to_string(options.seed) + ")" : options.name;
  map->ruleset = options.rulesetRef.empty() ? rules->id : options.rulesetRef;
  map->rules = rules;
  map->grid.type = GridType::Table;
  map->table.width = options.width;
  map->table.height = options.height;
  map->table.unit = rules->table ? rules->table->unit : "in";
  const int features = options.features > 0 ? options.features
                                             : std::max(8, static_cast<int>(options.width * options.height / 40));
  if (features > kMaxGeneratedFeatures) {
    if (error)
      *error = "a " + tableNumberText(options.width) + " x " + tableNumberText(options.height) +
               " table gets " + std::to_string(features) +
               " features by default (one per 40 square units), more than the " +
               std::to_string(kMaxGeneratedFeatures) +
               " a generated map may hold; give --features " +
               std::to_string(kMaxGeneratedFeatures) + " or fewer";
    return nullptr;
  }
  generator::generateTable(*map, generator::Rng(generator::mix64(options.seed ^ 0x5441424C45ull)), features);
  return map;
}

}  // namespace

std::shared_ptr<Map> generateMap(std::shared_ptr<const Ruleset> rules,
                                 const MapGeneratorOptions& options, std::string* error) {
  const auto fail = [&](std::string message) {
    if (error) *error = std::move(message);
    return nullptr;
  };
  if (!rules) return fail("no ruleset");
  if (rules->terrain.empty()) return fail("ruleset '" + rules->id + "' has no terrain types");
  if (rules->isTable()) return generateTableMap(rules, options, error);
  const int maxSide = rules->grid == GridType::Cards ? 100 : kMaxGeneratedSide;
  if (options.columns < 1 || options.rows < 1 || options.columns > maxSide ||
      options.rows > maxSide)
    return fail("columns and rows must be 1.." + std::to_string(maxSide) + " (got " +
                std::to_string(options.columns) + "x" + std::to_string(options.rows) + ")");

  auto map = std::make_shared<Map>();
  map->id = options.id.empty() ? "generated" : options.id;
  map->name = options.name.empty() ? "Generated map (seed " + std::to_string(options.seed) + ")"
                                   : options.name;
  map->ruleset = options.rulesetRef.empty() ? rules->id : options.rulesetRef;
  map->rules = rules;
  map->grid.type = rules->grid;
  map->grid.columns = options.columns;
  map->grid.rows = options.rows;
  map->grid.layout = options.layout;
  map->grid.labels = LabelStyle::LetterNumber;
  const int open = rules->terrainIndex("open");
  map->defaultTerrain = open >= 0 ? open : static_cast<int>(rules->terrain.size()) - 1;
  map->defaultLevel = std::clamp(0, rules->levelMin, rules->levelMax);
  map->resize();

  const generator::Rng rng(generator::mix64(options.seed ^ 0x5A4D5347454E31ull));
  if (map->isCards()) {
    generator::generateCards(*map, rng.fork(1));
    return map;
  }
  generator::HexWork work(*map);
  generator::generateLevels(work, rng.fork(2));
  generator::generateTerrain(work, rng.fork(3));
  generator::generateRoadsAndBuildings(work, rng.fork(4));
  generator::generateHexsides(work, rng.fork(5));
  return map;
}

}  // namespace sandtable
