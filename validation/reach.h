// Reachability (docs/rulesets.md, Movement): one Boost.Graph compressed-sparse-row graph per
// mobility class, built once per map, and Dijkstra from a set of start locations. Costs are exact
// integer quarter-MPs; kUnreachable marks a location no path reaches.
#pragma once

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "model/map.h"
#include "validation/reach_step.h"

namespace sandtable {

inline constexpr int kUnreachable = std::numeric_limits<int>::max();

struct ReachEdge {
  int quarters = 0;  // cost to step from the edge's source into its target
};
// 32-bit vertex and edge indices: maps are far below 4 G locations, and the smaller graph
// keeps Dijkstra in cache on large maps.
using ReachCsr =
    boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, ReachEdge,
                                       boost::no_property, std::uint32_t, std::uint32_t>;

struct ReachGraph {
  int mobility = -1;
  ReachCsr graph;                  // one vertex per location (row-major index); passable steps only
  std::vector<int> entryQuarters;  // cost to enter each location from off the map, or kUnreachable
  int locations() const { return static_cast<int>(entryQuarters.size()); }
};

ReachGraph buildReachGraph(const Map& map, int mobility);
// The same with the hexside index shared between mobility classes.
ReachGraph buildReachGraph(const Map& map, const HexsideIndex& sides, int mobility);

// A start of the search: a location and the cost already spent to be there.
struct ReachSeed {
  int location = -1;
  int quarters = 0;
};

struct ReachResult {
  std::vector<int> quarters;  // per location; kUnreachable when no path leads there
  bool reached(int location) const {
    return quarters[static_cast<std::size_t>(location)] != kUnreachable;
  }
  double mp(int location) const { return quarters[static_cast<std::size_t>(location)] / 4.0; }
};

// Cheapest costs from `starts`, each at cost 0 (units already on the map).
ReachResult reach(const ReachGraph& graph, std::span<const int> starts);
// Cheapest costs for a reinforcement entering at any of `zone`: entering a location costs the
// entry cost of that location (docs/rulesets.md, Movement).
ReachResult reachEntering(const ReachGraph& graph, std::span<const int> zone);
// The general form; reuses `out`'s storage so repeated queries do not reallocate it.
void reach(const ReachGraph& graph, std::span<const ReachSeed> seeds, ReachResult& out);

// Turns to cover a cost at `speedMp` MP per turn: ceil(cost / speed); 0 for cost 0; -1 when
// the cost is unreachable or the speed is 0 for a positive cost.
int turnsFor(int quarters, double speedMp);

}  // namespace sandtable
