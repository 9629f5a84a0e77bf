// What `sandtable reach` needs beyond the engine: resolving a start set written by a user
// (hexes, ranges or a zone id) and printing a result as text or JSON (docs/cli.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/map.h"
#include "model/scenario.h"
#include "validation/reach.h"

namespace sandtable {

// "C4", "A1:C4", "C4,D5,A1:B2" or one zone id of `scenario` (may be null for a map).
// The locations, sorted and deduplicated; nullopt with a message naming what to write instead.
std::optional<std::vector<int>> resolveLocations(const Map& map, const Scenario* scenario,
                                                 std::string_view spec, std::string* error);

struct ReachReportInput {
  const Map* map = nullptr;
  std::string mobility;
  std::string from;  // as the user wrote it
  const ReachResult* result = nullptr;
  std::optional<double> speed;  // MP per turn: adds turns
  std::optional<int> to;        // report this location only
};

// {"mobility", "from", "costs": {"F5": 3.5}, "turns": {...}, "unreachable": [...]}
std::string reachJson(const ReachReportInput& in);
// One line per reached location, "F5 3.5 MP" (", 1 turn" with a speed), then the
// unreachable ones on one line.
std::string reachText(const ReachReportInput& in);

}  // namespace sandtable
