// Line of sight on a miniatures table: generated tables (the generator of `sandtable
// generate`) of 72" x 48" with 200 features (the size issue 15's targets are set for: a 0.5"
// viewshed is 144 x 96 = 13,824 cells) and of 96" x 72" with 300 features (27,648 cells), on
// both table rulesets: single queries between random points (allocations per query counted)
// and a viewshed of 0.5" cells from the table's centre. Arguments: ruleset (0 Focused
// Firepower, 1 Force on Force), size (0 small, 1 large).
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <map>
#include <new>
#include <random>
#include <stdexcept>

#include "importers/map_generator.h"
#include "model/document_io.h"
#include "validation/table_los.h"

// Counts every allocation of the process, so that the query benchmark shows what it makes.
static std::atomic<long long> gAllocations{0};
void* operator new(std::size_t size) {
  gAllocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

using namespace sandtable;

struct TableSizeCase {
  int width, height, features;
};
constexpr TableSizeCase kSizes[] = {{72, 48, 200}, {96, 72, 300}};

const TableSizeCase& sizeOf(const benchmark::State& state) { return kSizes[state.range(1)]; }

const Map& table(const char* ruleset, const TableSizeCase& size) {
  static std::map<std::pair<std::string, int>, std::shared_ptr<Map>> cache;
  auto& m = cache[{ruleset, size.width}];
  if (!m) {
    MapGeneratorOptions options;
    options.width = size.width;
    options.height = size.height;
    options.features = size.features;
    options.seed = 42;
    std::string error;
    m = generateMap(builtinRuleset(ruleset), options, &error);
    if (!m) throw std::runtime_error(error);
  }
  return *m;
}

const char* rulesetOf(const benchmark::State& state) {
  return state.range(0) == 0 ? "focused-firepower" : "force-on-force";
}

const Map& tableOf(const benchmark::State& state) { return table(rulesetOf(state), sizeOf(state)); }

std::string labelOf(const benchmark::State& state) {
  const TableSizeCase& size = sizeOf(state);
  return std::string(rulesetOf(state)) + " " + std::to_string(size.width) + "x" +
         std::to_string(size.height) + "/" + std::to_string(size.features);
}

void allCases(benchmark::internal::Benchmark* b) {
  for (int ruleset : {0, 1})
    for (int size : {0, 1}) b->Args({ruleset, size});
}

void BM_TableLosQuery(benchmark::State& state) {
  const TableLosContext ctx(tableOf(state), nullptr);
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> x(0, sizeOf(state).width), y(0, sizeOf(state).height);
  std::vector<std::pair<TablePoint, TablePoint>> pairs;
  for (int i = 0; i < 4096; ++i) pairs.push_back({{x(rng), y(rng)}, {x(rng), y(rng)}});
  std::size_t i = 0;
  long long clear = 0;
  for (int k = 0; k < 256; ++k) tableSight(ctx, pairs[k].first, pairs[k].second);  // grow the scratch
  const long long before = gAllocations.load();
  for (auto _ : state) {
    const auto& [p, q] = pairs[i++ & 4095];
    const TableSight r = tableSight(ctx, p, q);
    clear += r.clear();
    benchmark::DoNotOptimize(r);
  }
  state.counters["allocs/query"] =
      static_cast<double>(gAllocations.load() - before) / static_cast<double>(state.iterations());
  state.counters["clear"] = static_cast<double>(clear) / static_cast<double>(state.iterations());
  state.SetLabel(labelOf(state));
}
BENCHMARK(BM_TableLosQuery)->Apply(allCases)->Unit(benchmark::kMicrosecond);

void BM_TableLosExplained(benchmark::State& state) {
  const TableLosContext ctx(tableOf(state), nullptr);
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> x(0, sizeOf(state).width), y(0, sizeOf(state).height);
  for (auto _ : state) {
    const TableLosResult r = tableLineOfSight(ctx, {x(rng), y(rng)}, {x(rng), y(rng)});
    benchmark::DoNotOptimize(r);
  }
  state.SetLabel(labelOf(state));
}
BENCHMARK(BM_TableLosExplained)->Apply(allCases)->Unit(benchmark::kMicrosecond);

void BM_TableViewshed(benchmark::State& state) {
  const TableLosContext ctx(tableOf(state), nullptr);
  double visible = 0;
  for (auto _ : state) {
    const auto v = computeTableViewshed(ctx, {sizeOf(state).width / 2.0, sizeOf(state).height / 2.0}, 0.5);
    visible = v->visibleFraction();
    benchmark::DoNotOptimize(visible);
  }
  state.counters["visible"] = visible;
  state.SetLabel(labelOf(state));
}
BENCHMARK(BM_TableViewshed)->Apply(allCases)->Unit(benchmark::kMillisecond);

void BM_TableLosContext(benchmark::State& state) {
  const Map& map = tableOf(state);
  for (auto _ : state) {
    const TableLosContext ctx(map, nullptr);
    benchmark::DoNotOptimize(ctx.pieces().size());
  }
  state.SetLabel(labelOf(state));
}
BENCHMARK(BM_TableLosContext)->Apply(allCases)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
