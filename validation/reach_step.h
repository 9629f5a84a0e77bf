// The cost of one step between adjacent locations (docs/rulesets.md, Movement), shared by the
// reachability graph, the map checks and the explanations of failed assertions.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "model/map.h"
#include "model/move_cost.h"

namespace sandtable {

// Hexes have 6 directions (kAxialDirections order); cards have 8 (king) of which orthogonal
// adjacency uses the 4 even ones.
inline constexpr int kMaxDirections = 8;

// A neighbour of a location in the movement sense: hexes sharing a hexside, cards per
// `movement.adjacency`. `direction` indexes the hexside (hexes) or the compass step (cards).
struct StepNeighbour {
  int location = -1;
  int direction = -1;
};
struct StepNeighbours {
  std::array<StepNeighbour, kMaxDirections> items{};
  int count = 0;
  const StepNeighbour* begin() const { return items.data(); }
  const StepNeighbour* end() const { return items.data() + count; }
};
StepNeighbours stepNeighbours(const Map& map, int location);

// The direction from `from` to the adjacent `to`, or -1 when they are not neighbours.
int stepDirection(const Map& map, int from, int to);

// What lies on each hexside of a hex map, keyed by (location, direction), so a step looks it
// up instead of scanning the map's lists. Built once per map; every hexside is stored from
// both sides.
struct HexsideIndex {
  std::vector<std::uint8_t> roads;  // per location: bit d set when a road crosses side d
  // (location * 6 + direction, feature index), sorted; a feature repeated on one hexside is
  // kept once (map_checks reports the duplicate; it must not cost twice).
  std::vector<std::pair<int, int>> features;
  // Per location: bit d set when `features` has an entry for side d. Most steps cross no
  // feature; this spares them the search (3 mobility classes x 240,000 steps on a 200x200
  // map made the search a sixth of `sandtable validate`).
  std::vector<std::uint8_t> featured;

  bool road(int location, int direction) const {
    return !roads.empty() && ((roads[static_cast<std::size_t>(location)] >> direction) & 1U) != 0;
  }
};
HexsideIndex indexHexsides(const Map& map);

// Cost for mobility class `mobility` to step from `from` into its neighbour `to` lying in
// `direction` (docs/rulesets.md, Movement): steep slope, road, terrain + hexside features + uphill,
// X.
MoveCost stepCost(const Map& map, const HexsideIndex& sides, int mobility, int from, int direction,
                  int to);

// Convenience for tests and explanations: indexes the hexsides on every call (slow).
// Impassable when the two locations are not neighbours.
MoveCost moveCost(const Map& map, int mobility, int from, int to);

// Cost for a reinforcement to enter `location` from off the map: the terrain cost of the
// location (no hexside is crossed, no level climbed).
MoveCost entryCost(const Map& map, int mobility, int location);

}  // namespace sandtable
