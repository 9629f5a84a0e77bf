#include "validation/reach_regions.h"

#include <algorithm>
#include <boost/graph/strong_components.hpp>
#include <boost/range/iterator_range.hpp>

namespace sandtable {

namespace {
std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}
}  // namespace

std::vector<int> inDegrees(const ReachGraph& graph) {
  std::vector<int> degree(at(graph.locations()), 0);
  for (auto e : boost::make_iterator_range(boost::edges(graph.graph)))
    if (graph.entryQuarters[boost::source(e, graph.graph)] != kUnreachable)
      ++degree[boost::target(e, graph.graph)];
  return degree;
}

ReachRegions findRegions(const Map& map, const ReachGraph& graph) {
  const int n = graph.locations();
  ReachRegions out;
  if (n == 0) return out;
  std::vector<int> component(at(n));
  const int components = static_cast<int>(boost::strong_components(
      graph.graph, boost::make_iterator_property_map(
                       component.begin(), boost::get(boost::vertex_index, graph.graph))));
  // A location counts when the class can stand there: its terrain admits it, or a step leads
  // in (a road into woods).
  std::vector<char> reachedBySomeStep(at(n), 0);
  for (auto e : boost::make_iterator_range(boost::edges(graph.graph)))
    reachedBySomeStep[boost::target(e, graph.graph)] = 1;
  auto enterable = [&](int v) {
    return graph.entryQuarters[at(v)] != kUnreachable || reachedBySomeStep[at(v)];
  };
  std::vector<int> size(at(components), 0);
  for (int v = 0; v < n; ++v)
    if (enterable(v)) ++size[at(component[at(v)])];
  const int main = static_cast<int>(std::max_element(size.begin(), size.end()) - size.begin());
  if (size[at(main)] == 0) return out;

  // Walk the steps backwards from the main region: whatever is not found cannot get there.
  std::vector<int> offsets(at(n) + 1, 0), sources;
  for (auto e : boost::make_iterator_range(boost::edges(graph.graph)))
    ++offsets[boost::target(e, graph.graph) + 1];
  for (int v = 0; v < n; ++v) offsets[at(v) + 1] += offsets[at(v)];
  sources.resize(at(offsets[at(n)]));
  std::vector<int> fill(offsets.begin(), offsets.end() - 1);
  for (auto e : boost::make_iterator_range(boost::edges(graph.graph)))
    sources[at(fill[boost::target(e, graph.graph)]++)] =
        static_cast<int>(boost::source(e, graph.graph));
  std::vector<char> leaves(at(n), 0);
  std::vector<int> queue;
  for (int v = 0; v < n; ++v)
    if (component[at(v)] == main && enterable(v)) {
      out.main.push_back(v);
      leaves[at(v)] = 1;
      queue.push_back(v);
    }
  for (std::size_t i = 0; i < queue.size(); ++i)
    for (int k = offsets[at(queue[i])]; k < offsets[at(queue[i]) + 1]; ++k)
      if (!leaves[at(sources[at(k)])]) {
        leaves[at(sources[at(k)])] = 1;
        queue.push_back(sources[at(k)]);
      }

  // Which locations the main region reaches: a pocket it reaches is a trap.
  std::vector<char> fromMain(at(n), 0);
  std::vector<int> forward(out.main.begin(), out.main.end());
  for (int v : forward) fromMain[at(v)] = 1;
  for (std::size_t i = 0; i < forward.size(); ++i)
    for (auto e : boost::make_iterator_range(
             boost::out_edges(static_cast<std::uint32_t>(forward[i]), graph.graph))) {
      const int t = static_cast<int>(boost::target(e, graph.graph));
      if (!fromMain[at(t)]) {
        fromMain[at(t)] = 1;
        forward.push_back(t);
      }
    }

  // Group the stuck locations with their stuck neighbours, so a pocket is reported once.
  std::vector<char> grouped(at(n), 0);
  for (int v = 0; v < n; ++v) {
    if (leaves[at(v)] || grouped[at(v)] || !enterable(v)) continue;
    std::vector<int> group{v};
    grouped[at(v)] = 1;
    for (std::size_t i = 0; i < group.size(); ++i)
      for (const StepNeighbour& nb : stepNeighbours(map, group[i]))
        if (!leaves[at(nb.location)] && !grouped[at(nb.location)] && enterable(nb.location)) {
          grouped[at(nb.location)] = 1;
          group.push_back(nb.location);
        }
    std::sort(group.begin(), group.end());
    const bool entered =
        std::any_of(group.begin(), group.end(), [&](int g) { return fromMain[at(g)] != 0; });
    out.trapped.push_back({std::move(group), entered});
  }
  return out;
}

}  // namespace sandtable
