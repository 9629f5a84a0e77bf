// Reachability in a scenario's terms: units (with their mobility and speed), setup and
// arrival places, objectives. Caches one Dijkstra per (mobility, start set, entering), so
// many units and objectives sharing a zone cost one search.
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "model/scenario.h"
#include "validation/reach.h"

namespace sandtable {

// The mobility class index of a unit (its stat of kind `mobility`), or -1.
int unitMobility(const Scenario& s, const OobEntry& e);
// Its speed in MP per turn (the `speed` stat), or nullopt.
std::optional<double> unitSpeed(const OobEntry& e);

// The locations of a place: a zone's or the list's; empty for an unknown zone.
const std::vector<int>& placeLocations(const Scenario& s, const PlaceRef& place);
// A zone id, objective id or location label (reach assertions); empty when none matches.
std::vector<int> namedLocations(const Scenario& s, const std::string& name);

class ScenarioReach {
 public:
  ScenarioReach(const Scenario& s, std::span<const ReachGraph> graphs) : s_(s), graphs_(graphs) {}
  // Costs for `mobility` from `starts` (entering from off the map when `entering`).
  const ReachResult& from(int mobility, const std::vector<int>& starts, bool entering);
  // The cheapest cost to any of `targets`, and where; kUnreachable when none is reached.
  static std::pair<int, int> cheapest(const ReachResult& r, const std::vector<int>& targets);
  const Scenario& scenario() const { return s_; }

 private:
  const Scenario& s_;
  std::span<const ReachGraph> graphs_;
  std::map<std::tuple<int, bool, std::vector<int>>, ReachResult> cache_;
};

}  // namespace sandtable
