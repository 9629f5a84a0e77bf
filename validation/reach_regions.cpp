#include "validation/reach_regions.h"

#include <algorithm>
#include <boost/range/iterator_range.hpp>

namespace sandtable {

namespace {
std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Tarjan's strongly connected components, without recursion, numbered in the order they are
// completed - as boost::strong_components numbers them, so that every step from one component
// to another goes to a lower number. Its own stack holds 8 bytes a level where boost's
// depth-first search holds about 40, and on a 200x200 map the search goes tens of thousands
// of levels deep: that stack was the peak memory of `sandtable validate` (issue 18).
int strongComponents(const ReachCsr& g, int n, std::vector<int>& component) {
  using Edge = boost::graph_traits<ReachCsr>::edge_descriptor;
  constexpr int kUnvisited = -1;
  std::vector<int> index(at(n), kUnvisited), low(at(n), 0);
  std::vector<std::uint32_t> open;                            // Tarjan's stack
  std::vector<std::pair<std::uint32_t, std::uint32_t>> calls;  // vertex, its next edge
  component.assign(at(n), -1);
  int visited = 0, count = 0;
  auto visit = [&](std::uint32_t v) {
    index[v] = low[v] = visited++;
    open.push_back(v);
    calls.emplace_back(v, boost::out_edges(v, g).first->idx);
  };
  for (int root = 0; root < n; ++root) {
    if (index[at(root)] != kUnvisited) continue;
    visit(static_cast<std::uint32_t>(root));
    while (!calls.empty()) {
      const std::uint32_t v = calls.back().first;
      const std::uint32_t e = calls.back().second;
      if (e < boost::out_edges(v, g).first->idx + boost::out_degree(v, g)) {
        ++calls.back().second;
        const std::uint32_t w = boost::target(Edge(v, e), g);
        if (index[w] == kUnvisited)
          visit(w);
        else if (component[w] < 0)
          low[v] = std::min(low[v], index[w]);
        continue;
      }
      calls.pop_back();
      if (low[v] == index[v]) {
        std::uint32_t w;
        do {
          w = open.back();
          open.pop_back();
          component[w] = count;
        } while (w != v);
        ++count;
      }
      if (!calls.empty()) low[calls.back().first] = std::min(low[calls.back().first], low[v]);
    }
  }
  return count;
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
  std::vector<int> component;
  const int components = strongComponents(graph.graph, n, component);
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

  // Which locations can get to the main region. Tarjan's algorithm (strongComponents)
  // numbers the components so that every step from one component to another goes to a lower
  // number; taking the components in increasing order, each is settled by the ones below it.
  // No reverse graph is needed (it cost 4 bytes an edge, most of the peak memory of
  // `sandtable validate` after the graphs themselves).
  std::vector<int> first(at(components) + 1, 0), order(at(n));
  for (int v = 0; v < n; ++v) ++first[at(component[at(v)]) + 1];
  for (int c = 0; c < components; ++c) first[at(c) + 1] += first[at(c)];
  {
    std::vector<int> fill(first.begin(), first.end() - 1);
    for (int v = 0; v < n; ++v) order[at(fill[at(component[at(v)])]++)] = v;
  }
  std::vector<char> reachesMain(at(components), 0);
  reachesMain[at(main)] = 1;
  for (int c = 0; c < components; ++c)
    for (int k = first[at(c)]; k < first[at(c) + 1] && !reachesMain[at(c)]; ++k)
      for (auto e : boost::make_iterator_range(
               boost::out_edges(static_cast<std::uint32_t>(order[at(k)]), graph.graph)))
        if (reachesMain[at(component[boost::target(e, graph.graph)])]) {
          reachesMain[at(c)] = 1;
          break;
        }
  for (int v = 0; v < n; ++v)
    if (component[at(v)] == main && enterable(v)) out.main.push_back(v);
  auto leaves = [&](int v) { return reachesMain[at(component[at(v)])] != 0; };

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
    if (leaves(v) || grouped[at(v)] || !enterable(v)) continue;
    std::vector<int> group{v};
    grouped[at(v)] = 1;
    for (std::size_t i = 0; i < group.size(); ++i)
      for (const StepNeighbour& nb : stepNeighbours(map, group[i]))
        if (!leaves(nb.location) && !grouped[at(nb.location)] && enterable(nb.location)) {
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
