// Shared by the table scenario checks (table_checks*.cpp): one checker over one scenario with
// its reporter, the going over its map, and the rulebook distances the checks measure.
#pragma once

#include <string>

#include "model/scenario.h"
#include "validation/check_reporter.h"
#include "validation/source_marks.h"
#include "validation/table_checks_places.h"

namespace sandtable {

// Rulebook distances, in inches (converted for tables measured in cm). The rulebooks give
// them as numbers, not as choices, so they are constants here rather than ruleset keys.
// "The army's ERP should be placed within 12" of your deployment zone" (FF p.9 ERP).
inline constexpr double kErpMaxDistance = 12;
// "No Hot Spot may be placed within 6" of another" (FoF Hot Spots).
inline constexpr double kHotSpotSpacing = 6;
// Reinforcements are placed "anywhere within 4" of the hot spot" (FoF Hot Spots).
inline constexpr double kHotSpotRadius = 4;
// A TRP is where off-table reserves come on: it must lie at a table edge. Points are placed
// by hand, so "at the edge" allows half an inch.
inline constexpr double kEdgeTolerance = 0.5;

// The rule reference for the system a ruleset follows: Focused Firepower (dead-ground sight),
// Force on Force (blockers), or `other` for a table system that is neither.
inline std::string citeFor(const Ruleset& rules, const std::string& ff, const std::string& fof,
                           const std::string& other) {
  if (rules.los.model == LosModel::DeadGround) return ff;
  if (rules.los.model == LosModel::Blockers) return fof;
  return other;
}

struct TableChecker {
  const Scenario& s;
  const Map& map;
  const Ruleset& rules;
  const SourceMarks& marks;
  CheckReporter report;
  TableGoing going;

  TableChecker(const Scenario& scenario, const SourceMarks& m, Diagnostics& out)
      : s(scenario),
        map(*scenario.map),
        rules(*scenario.rules),
        marks(m),
        report(out),
        going(*scenario.map, *scenario.rules) {}

  // Focused Firepower's Command Map (ERP, TRP) belongs to the dead-ground rules.
  bool commandMap() const { return rules.los.model == LosModel::DeadGround; }
  std::string cite(const std::string& ff, const std::string& fof, const std::string& other) const {
    return citeFor(rules, ff, fof, other);
  }
  double inches(double v) const { return inchesOnTable(v, map.table); }
  // "12.5"" or "30.5 cm", to a tenth.
  std::string length(double v) const;
  std::string pointText(TablePoint p) const;

  MarkPath entryPath(const SideOob& side, std::size_t index, MarkPath rest = {}) const {
    MarkPath p{"oob", side.side, static_cast<int>(index)};
    p.insert(p.end(), rest.begin(), rest.end());
    return p;
  }
  SourcePosition pointPosition(const std::string& id) const {
    return marks.item({"points"}, "id", id);
  }
  SourcePosition sidePosition(const std::string& id, const MarkPath& rest = {}) const {
    return marks.item({"sides"}, "id", id, rest);
  }
  static DiagnosticLocation at(TablePoint p) {
    return {DiagnosticLocation::Kind::Point, tablePointText(p)};
  }
};

void checkTableSides(TableChecker& c);       // units, turns, points limits, fire orders, zones
void checkTableDeployment(TableChecker& c);  // set-ups and arrivals: going, ERP, TRP
void checkHotSpots(TableChecker& c);

}  // namespace sandtable
