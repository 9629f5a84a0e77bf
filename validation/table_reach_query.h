// What `sandtable reach` on a table needs beyond the engine: the places asked for (each --to
// as given, or the scenario's objectives) and the result as text or JSON (tables spec 6).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "validation/table_reach.h"

namespace sandtable {

// A place a report gives the cost of: its cells (the cheapest counts) and its key.
struct TableReachTarget {
  std::string key;  // the --to text as given, or an objective id
  std::vector<int> cells;
};

// Every objective of `s` with a point, keyed by id.
std::vector<TableReachTarget> objectiveTargets(const Scenario& s, const TableReachGraph& graph);
// The cheapest cost to any of `cells`, kTableUnreachable when none is reached.
double cheapest(const TableReachResult& r, const std::vector<int>& cells);

struct TableReachReport {
  std::string mobility;
  std::string from;  // as the user wrote it
  double cell = kDefaultReachCell;
  std::vector<TableReachTarget> targets;
  std::vector<double> costs;   // per target
  std::optional<double> speed; // MP per turn: adds turns
  std::vector<std::string> warnings;  // unreliable barriers next to a start or a target
  bool objectives = false;     // the targets are the scenario's objectives (no --to)
};

// Costs, turns and the warnings for `targets` from `starts` on `graph`.
TableReachReport tableReachReport(const TableReachGraph& graph, const TableGoing& going,
                                  const Ruleset& rules, const std::vector<int>& starts,
                                  std::vector<TableReachTarget> targets);

// {"mobility", "from", "cell", "costs": {"60,12": 14.75, "x": null}, "turns": {...},
//  "unreachable": [...], "warnings": [...], "note": kTableReachLowerBound}
std::string tableReachJson(const TableReachReport& r);
// One line per target, "60,12 14.75 MP" (", 4 turns" with a speed), the unreachable ones,
// the warnings and the note.
std::string tableReachText(const TableReachReport& r);

}  // namespace sandtable
