// Reachability on a miniatures table (validation/table_reach.h): filling the cell grid with
// going (TableGoing per cell centre), building the 16-neighbour CSR graph, and one Dijkstra,
// on generated tables (Focused Firepower) of 72" x 48" with 200 features (the size issue 15's
// targets are set for) and 96" x 72" with 300 features, at 0.5" and 0.25" cells; the whole
// field (going, graph and search, as `sandtable reach` does) is BM_TableReachField. Run on a
// release build:
//   build/release/benchmarks/bench_table_reach
#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>

#include "importers/map_generator.h"
#include "model/document_io.h"
#include "validation/table_reach.h"

using namespace sandtable;

namespace {

struct TableSizeCase {
  int width, height, features;
};
constexpr TableSizeCase kSizes[] = {{72, 48, 200}, {96, 72, 300}};

const Map& table(int size) {
  static std::shared_ptr<Map> maps[2];
  auto& m = maps[size];
  if (!m) {
    MapGeneratorOptions options;
    options.width = kSizes[size].width;
    options.height = kSizes[size].height;
    options.features = kSizes[size].features;
    options.seed = 7;
    std::string error;
    m = generateMap(builtinRuleset("focused-firepower"), options, &error);
    if (!m) throw std::runtime_error("cannot generate the table: " + error);
  }
  return *m;
}

std::string label(int size, double cell) {
  const TableSizeCase& c = kSizes[size];
  return std::to_string(c.width) + "x" + std::to_string(c.height) + "/" + std::to_string(c.features) +
         " cell " + std::to_string(cell).substr(0, 4);
}

// Arguments: size (0 small, 1 large), cell in hundredths of an inch.
void allCases(benchmark::internal::Benchmark* b) {
  for (int size : {0, 1})
    for (int cell : {50, 25}) b->Args({size, cell});
}

int foot(const Map& map) {
  return map.rules->mobilityIndex("foot");
}

// TableGoing (the features' areas) and the graph: what `sandtable reach` does before searching.
void BM_TableReachBuild(benchmark::State& state) {
  const Map& map = table(static_cast<int>(state.range(0)));
  const double cell = static_cast<double>(state.range(1)) / 100;
  for (auto _ : state) {
    const TableGoing going(map, *map.rules);
    const TableReachGraph g = buildTableReachGraph(map, going, foot(map), cell);
    benchmark::DoNotOptimize(g.pace.data());
  }
  const TableGoing going(map, *map.rules);
  const TableReachGraph g = buildTableReachGraph(map, going, foot(map), cell);
  state.counters["cells"] = g.cells();
  state.counters["edges"] = static_cast<double>(boost::num_edges(g.graph));
  state.SetLabel(label(static_cast<int>(state.range(0)), cell));
}
BENCHMARK(BM_TableReachBuild)->Apply(allCases)->Unit(benchmark::kMillisecond);

// One Dijkstra from a point in the middle of the table to every cell.
void BM_TableReachDijkstra(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const Map& map = table(size);
  const double cell = static_cast<double>(state.range(1)) / 100;
  const TableGoing going(map, *map.rules);
  const TableReachGraph g = buildTableReachGraph(map, going, foot(map), cell);
  const int start = g.cellAt({kSizes[size].width / 2.0, kSizes[size].height / 2.0});
  TableReachResult result;
  for (auto _ : state) {
    tableReach(g, std::span<const int>(&start, 1), result);
    benchmark::DoNotOptimize(result.mp.data());
  }
  state.SetLabel(label(size, cell));
}
BENCHMARK(BM_TableReachDijkstra)->Apply(allCases)->Unit(benchmark::kMillisecond);

// The whole reach field from the table's centre: going, graph and search.
void BM_TableReachField(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const Map& map = table(size);
  const double cell = static_cast<double>(state.range(1)) / 100;
  TableReachResult result;
  for (auto _ : state) {
    const TableGoing going(map, *map.rules);
    const TableReachGraph g = buildTableReachGraph(map, going, foot(map), cell);
    const int start = g.cellAt({kSizes[size].width / 2.0, kSizes[size].height / 2.0});
    tableReach(g, std::span<const int>(&start, 1), result);
    benchmark::DoNotOptimize(result.mp.data());
  }
  state.SetLabel(label(size, cell));
}
BENCHMARK(BM_TableReachField)->Apply(allCases)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
