// Reachability on a miniatures table (validation/table_reach.h): filling the cell grid with
// going (TableGoing per cell centre), building the 16-neighbour CSR graph, and one Dijkstra,
// at the default 0.5" cell on the generated 96" x 72" table with 300 features the docs use
// (192 x 144 = 27,648 cells). Run on a release build:
//   build/release/benchmarks/bench_table_reach
#include <benchmark/benchmark.h>

#include <memory>
#include <stdexcept>

#include "importers/map_generator.h"
#include "model/document_io.h"
#include "validation/table_reach.h"

using namespace sandtable;

namespace {

const Map& bigTable() {
  static const std::shared_ptr<Map> map = [] {
    MapGeneratorOptions options;
    options.width = 96;
    options.height = 72;
    options.features = 300;
    options.seed = 7;
    std::string error;
    auto m = generateMap(builtinRuleset("focused-firepower"), options, &error);
    if (!m) throw std::runtime_error("cannot generate the table: " + error);
    return m;
  }();
  return *map;
}

int foot(const Map& map) {
  return map.rules->mobilityIndex("foot");
}

// TableGoing (the features' areas) and the graph: what `sandtable reach` does before searching.
void BM_TableReachBuild(benchmark::State& state) {
  const Map& map = bigTable();
  const double cell = static_cast<double>(state.range(0)) / 100;
  for (auto _ : state) {
    const TableGoing going(map, *map.rules);
    const TableReachGraph g = buildTableReachGraph(map, going, foot(map), cell);
    benchmark::DoNotOptimize(g.pace.data());
  }
  const TableGoing going(map, *map.rules);
  const TableReachGraph g = buildTableReachGraph(map, going, foot(map), cell);
  state.counters["cells"] = g.cells();
  state.counters["edges"] = static_cast<double>(boost::num_edges(g.graph));
}
BENCHMARK(BM_TableReachBuild)->Arg(50)->Arg(100)->Unit(benchmark::kMillisecond);

// One Dijkstra from a point in the middle of the table to every cell.
void BM_TableReachDijkstra(benchmark::State& state) {
  const Map& map = bigTable();
  const TableGoing going(map, *map.rules);
  const TableReachGraph g = buildTableReachGraph(map, going, foot(map), 0.5);
  const int start = g.cellAt({48, 36});
  TableReachResult result;
  for (auto _ : state) {
    tableReach(g, std::span<const int>(&start, 1), result);
    benchmark::DoNotOptimize(result.mp.data());
  }
}
BENCHMARK(BM_TableReachDijkstra)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
