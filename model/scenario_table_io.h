// The parts of a scenario that differ on a miniatures table (tables spec 4): sides' break
// points, points limits, victory conditions and fire orders; zones as shapes or edge bands;
// objectives and check ends as points; scenario points (ERP, RSP, TRP, hot spots...);
// placed markers. The hex/card scenario reader calls these when its map is a table.
#pragma once

#include <string>

#include "model/scenario.h"
#include "model/yaml_reader.h"
#include "model/yaml_writer.h"

namespace sandtable {

void readTableSideKeys(ReadContext& ctx, ObjectReader& obj, Side& side);
void addTableSideKeys(YamlTree& tree, const Side& side);

// `shape:` or `edge:` (+ `depth:`) of a zone on a table.
void readTableZone(ReadContext& ctx, ObjectReader& obj, Zone& zone, const Scenario& s);
void addTableZoneKeys(YamlTree& tree, const Zone& zone);

// A set-up or arrival place: a zone id, `{at: [x, y]}`, `{point: ID}` or a shape.
PlaceRef readTablePlace(ReadContext& ctx, const YAML::Node& node, const std::string& what, const Scenario& s);
YamlTree tablePlaceTree(const PlaceRef& ref);

// `at: [x, y]`, `radius`, `level`, `side` of an objective.
void readTableObjectiveKeys(ReadContext& ctx, ObjectReader& obj, Objective& o, const Scenario& s);
void addTableObjectiveKeys(YamlTree& tree, const Objective& o);

void readScenarioPoints(ReadContext& ctx, const YAML::Node& node, Scenario& s);
YamlTree scenarioPointsTree(const Scenario& s);

// A check end: `[x, y]`, or an objective, point or zone id.
void readTableCheckEnd(ReadContext& ctx, const YAML::Node& node, const std::string& what, const Scenario& s,
                       std::string& text, std::optional<TablePoint>& point);
YamlTree tableCheckEndTree(const std::string& text, const std::optional<TablePoint>& point);

}  // namespace sandtable
