// Movement regions of one mobility class: where it can go and where it gets stuck.
#pragma once

#include <vector>

#include "model/map.h"
#include "validation/reach.h"

namespace sandtable {

struct ReachRegions {
  // The largest set of locations the class can all travel between (a strongly connected
  // component of its graph, among locations whose terrain it can enter).
  std::vector<int> main;
  // Groups of neighbouring locations whose terrain the class can enter but from which no
  // path leads back to `main`, each sorted; ordered by their first location.
  struct Pocket {
    std::vector<int> locations;
    bool enteredFromMain = false;  // a trap: units from the main region can get in
  };
  std::vector<Pocket> trapped;
};
ReachRegions findRegions(const Map& map, const ReachGraph& graph);

// Number of passable steps into each location from locations the class can stand in.
std::vector<int> inDegrees(const ReachGraph& graph);

}  // namespace sandtable
