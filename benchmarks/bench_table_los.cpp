// Line of sight on a miniatures table: a generated 96" x 72" table with 300 features (the
// generator of `sandtable generate`), on both table rulesets: single queries between random
// points (allocations per query counted) and a viewshed of 0.5" cells (192 x 144 = 27,648
// lines).
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

const Map& table(const char* ruleset) {
  static std::map<std::string, std::shared_ptr<Map>> cache;
  auto& m = cache[ruleset];
  if (!m) {
    MapGeneratorOptions options;
    options.width = 96;
    options.height = 72;
    options.features = 300;
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

void BM_TableLosQuery(benchmark::State& state) {
  const TableLosContext ctx(table(rulesetOf(state)), nullptr);
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> x(0, 96), y(0, 72);
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
  state.SetLabel(rulesetOf(state));
}
BENCHMARK(BM_TableLosQuery)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

void BM_TableLosExplained(benchmark::State& state) {
  const TableLosContext ctx(table(rulesetOf(state)), nullptr);
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> x(0, 96), y(0, 72);
  for (auto _ : state) {
    const TableLosResult r = tableLineOfSight(ctx, {x(rng), y(rng)}, {x(rng), y(rng)});
    benchmark::DoNotOptimize(r);
  }
  state.SetLabel(rulesetOf(state));
}
BENCHMARK(BM_TableLosExplained)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

void BM_TableViewshed(benchmark::State& state) {
  const TableLosContext ctx(table(rulesetOf(state)), nullptr);
  double visible = 0;
  for (auto _ : state) {
    const auto v = computeTableViewshed(ctx, {48, 36}, 0.5);
    visible = v->visibleFraction();
    benchmark::DoNotOptimize(visible);
  }
  state.counters["visible"] = visible;
  state.SetLabel(rulesetOf(state));
}
BENCHMARK(BM_TableViewshed)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_TableLosContext(benchmark::State& state) {
  const Map& map = table(rulesetOf(state));
  for (auto _ : state) {
    const TableLosContext ctx(map, nullptr);
    benchmark::DoNotOptimize(ctx.pieces().size());
  }
  state.SetLabel(rulesetOf(state));
}
BENCHMARK(BM_TableLosContext)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
