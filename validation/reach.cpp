#include "validation/reach.h"

#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <cmath>

namespace sandtable {

namespace {
std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}
}  // namespace

ReachGraph buildReachGraph(const Map& map, int mobility) {
  return buildReachGraph(map, indexHexsides(map), mobility);
}

ReachGraph buildReachGraph(const Map& map, const HexsideIndex& sides, int mobility) {
  const int n = map.grid.size();
  // Built in place: the CSR takes over `targets` and `costs` (only `sources` is freed), so a
  // graph costs 8 bytes an edge while it is built instead of 20. `sandtable validate` holds
  // one graph per mobility class; this keeps its peak memory down (issue 18).
  std::vector<std::uint32_t> sources, targets;
  std::vector<ReachEdge> costs;
  sources.reserve(at(n) * 6);
  targets.reserve(at(n) * 6);
  costs.reserve(at(n) * 6);
  std::vector<int> entryQuarters(at(n));
  for (int from = 0; from < n; ++from) {
    const MoveCost entry = entryCost(map, mobility, from);
    entryQuarters[at(from)] = entry.passable() ? entry.quarters() : kUnreachable;
    for (const StepNeighbour& next : stepNeighbours(map, from)) {
      const MoveCost cost = stepCost(map, sides, mobility, from, next.direction, next.location);
      if (!cost.passable()) continue;
      sources.push_back(static_cast<std::uint32_t>(from));
      targets.push_back(static_cast<std::uint32_t>(next.location));
      costs.push_back({cost.quarters()});
    }
  }
  return ReachGraph{mobility,
                    ReachCsr(boost::construct_inplace_from_sources_and_targets, sources, targets, costs,
                             static_cast<ReachCsr::vertices_size_type>(n)),
                    std::move(entryQuarters)};
}

void reach(const ReachGraph& graph, std::span<const ReachSeed> seeds, ReachResult& out) {
  const int n = graph.locations();
  out.quarters.assign(at(n), kUnreachable);
  std::vector<int> sources;
  sources.reserve(seeds.size());
  for (const ReachSeed& s : seeds) {
    if (s.location < 0 || s.location >= n || s.quarters == kUnreachable) continue;
    int& cost = out.quarters[at(s.location)];
    if (cost == kUnreachable) sources.push_back(s.location);
    cost = std::min(cost, s.quarters);
  }
  if (sources.empty()) return;
  // Every source enters the heap with its own starting cost, which is what a virtual
  // super-source with one edge per seed would give, without rebuilding the graph per query.
  std::vector<boost::default_color_type> colors(at(n), boost::white_color);
  boost::dijkstra_shortest_paths_no_init(
      graph.graph, sources.begin(), sources.end(), boost::dummy_property_map(),
      boost::make_iterator_property_map(out.quarters.begin(),
                                        boost::get(boost::vertex_index, graph.graph)),
      boost::get(&ReachEdge::quarters, graph.graph), boost::get(boost::vertex_index, graph.graph),
      std::less<int>(), boost::closed_plus<int>(kUnreachable), 0, boost::default_dijkstra_visitor(),
      boost::make_iterator_property_map(colors.begin(),
                                        boost::get(boost::vertex_index, graph.graph)));
}

ReachResult reach(const ReachGraph& graph, std::span<const int> starts) {
  std::vector<ReachSeed> seeds;
  seeds.reserve(starts.size());
  for (int s : starts) seeds.push_back({s, 0});
  ReachResult out;
  reach(graph, seeds, out);
  return out;
}

ReachResult reachEntering(const ReachGraph& graph, std::span<const int> zone) {
  std::vector<ReachSeed> seeds;
  seeds.reserve(zone.size());
  for (int s : zone)
    if (s >= 0 && s < graph.locations()) seeds.push_back({s, graph.entryQuarters[at(s)]});
  ReachResult out;
  reach(graph, seeds, out);
  return out;
}

int turnsFor(int quarters, double speedMp) {
  if (quarters == kUnreachable) return -1;
  if (quarters == 0) return 0;
  if (!(speedMp > 0)) return -1;
  // Speeds are MP with at most quarter fractions in practice; compare in quarters so that
  // 10 MP at speed 2.5 is exactly 4 turns.
  const double speedQuarters = speedMp * 4.0;
  const double turns = quarters / speedQuarters;
  return static_cast<int>(std::ceil(turns - 1e-9));
}

}  // namespace sandtable
