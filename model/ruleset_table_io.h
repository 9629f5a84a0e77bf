// The parts of a ruleset that only table (miniatures) rulesets have: terrain classes and
// going, marker templates, table sizes, move rates and scenario defaults (tables spec 2).
#pragma once

#include <string>
#include <vector>

#include "model/ruleset.h"
#include "model/yaml_reader.h"
#include "model/yaml_writer.h"

namespace sandtable {

// The table keys of one terrain type (class, height, cover, see_in, going, blocks, width,
// road_ignores, storey_height) read from `obj`.
TableTerrain readTableTerrain(ReadContext& ctx, ObjectReader& obj, const std::vector<std::string>& mobility,
                              const std::string& what);
void addTableTerrainKeys(YamlTree& tree, const TableTerrain& t, const std::vector<std::string>& mobility);

// A marker's `shape: {circle: R}` and `los: {smoke: H} | {blocks: true, see_in: S}`.
void readTableMarker(ReadContext& ctx, ObjectReader& obj, MarkerType& marker, const std::string& what);
void addTableMarkerKeys(YamlTree& tree, const MarkerType& marker);

// `table:` and `scenario:` at the top of a table ruleset, `los:` and `movement:` extras.
void readTableRulesetKeys(ReadContext& ctx, ObjectReader& root, Ruleset& rs);
void readTableLosKeys(ReadContext& ctx, ObjectReader& los, Ruleset& rs);
void readTableMovementKeys(ReadContext& ctx, ObjectReader& movement, Ruleset& rs);
YamlTree tableLimitsTree(const Ruleset::TableLimits& limits);
YamlTree scenarioDefaultsTree(const Ruleset::ScenarioDefaults& defaults);
YamlTree tableRatesTree(const Ruleset& rs);

}  // namespace sandtable
