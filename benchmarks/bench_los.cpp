// Line of sight benchmarks on generated maps (the generator of `sandtable generate`) of 20x15,
// 60x40 and 200x200 hexes: single queries (time per hex walked, allocations per query), one
// viewshed, and the all-pairs matrix. The targets: well under 1 us per hex walked, a
// 200x200 viewshed under 20 ms on one core, the 60x40 matrix under 1 s with 2 threads.
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <map>
#include <new>
#include <random>
#include <stdexcept>

#include "importers/map_generator.h"
#include "model/document_io.h"
#include "validation/los.h"
#include "validation/los_matrix.h"
#include "validation/viewshed.h"

// Counts every allocation of the process, so that the query benchmark can show it makes none.
static std::atomic<long long> gAllocations{0};
void* operator new(std::size_t size) {
  gAllocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}

namespace {

using namespace sandtable;

// Generated maps are cached: generating a 200x200 map costs more than a benchmark run.
const Map& generated(const char* ruleset, int columns, int rows) {
  static std::map<std::string, std::shared_ptr<Map>> cache;
  const std::string key =
      std::string(ruleset) + std::to_string(columns) + "x" + std::to_string(rows);
  auto& slot = cache[key];
  if (!slot) {
    MapGeneratorOptions options;
    options.columns = columns;
    options.rows = rows;
    options.seed = 42;
    std::string error;
    slot = generateMap(builtinRuleset(ruleset), options, &error);
    if (!slot) throw std::runtime_error("cannot generate " + key + ": " + error);
  }
  return *slot;
}

// The same size with nothing on it: every line runs its full length (the worst case).
const Map& openMap(int columns, int rows) {
  static std::map<int, std::shared_ptr<Map>> cache;
  auto& slot = cache[columns * 100000 + rows];
  if (!slot) {
    slot = std::make_shared<Map>();
    slot->rules = builtinRuleset("fighting-formations");
    slot->grid.type = GridType::Hex;
    slot->grid.columns = columns;
    slot->grid.rows = rows;
    slot->defaultTerrain = slot->rules->terrainIndex("open");
    slot->resize();
  }
  return *slot;
}

const char* rulesetOf(int model) {
  return model == 0 ? "fighting-formations" : model == 1 ? "overlay-hexes" : "field-of-fire";
}

// Args: columns, rows, model (0 crest-levels, 1 overlay-shadow, 2 card-borders).
void BM_SingleLos(benchmark::State& state) {
  const auto columns = static_cast<int>(state.range(0)), rows = static_cast<int>(state.range(1));
  const Map& map = generated(rulesetOf(static_cast<int>(state.range(2))), columns, rows);
  const LosContext ctx(map);
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> pick(0, ctx.size() - 1);
  std::vector<std::pair<int, int>> pairs(4096);
  for (auto& p : pairs) p = {pick(rng), pick(rng)};
  long long hexes = 0, clear = 0;
  std::size_t i = 0;
  const long long allocationsBefore = gAllocations.load();
  for (auto _ : state) {
    const auto& [from, to] = pairs[i++ & 4095];
    const LosResult r = lineOfSight(ctx, from, to);
    benchmark::DoNotOptimize(r);
    clear += r.clear;
    // Hexes walked: up to the blocking step, or the whole line.
    hexes += r.clear ? hexDistance(map.grid.offset(from), map.grid.offset(to), map.grid.layout) + 1
                     : r.blockedBy.step + 1;
  }
  const double allocations = static_cast<double>(gAllocations.load() - allocationsBefore);
  state.counters["per_hex"] = benchmark::Counter(
      static_cast<double>(hexes), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["allocs_per_query"] = allocations / static_cast<double>(state.iterations());
  state.counters["clear_pct"] =
      100.0 * static_cast<double>(clear) / static_cast<double>(state.iterations());
}

// Args: columns, rows, model; from the centre of the map.
void BM_Viewshed(benchmark::State& state) {
  const auto columns = static_cast<int>(state.range(0)), rows = static_cast<int>(state.range(1));
  const int model = static_cast<int>(state.range(2));
  const Map& map = model < 0 ? openMap(columns, rows) : generated(rulesetOf(model), columns, rows);
  const LosContext ctx(map);
  const int from = map.grid.index({columns / 2, rows / 2});
  Viewshed v;
  for (auto _ : state) {
    computeViewshed(ctx, from, v);
    benchmark::DoNotOptimize(v.visible.data());
  }
  state.counters["visible"] = v.visibleCount();
}

// Args: columns, rows, threads (crest-levels).
void BM_LosMatrix(benchmark::State& state) {
  const Map& map = generated("fighting-formations", static_cast<int>(state.range(0)),
                             static_cast<int>(state.range(1)));
  const LosContext ctx(map);
  long long visible = 0;
  for (auto _ : state) {
    const LosMatrix m = computeLosMatrix(ctx, {static_cast<int>(state.range(2)), {}});
    visible = m.visiblePairs();
  }
  state.counters["visible_pairs"] = static_cast<double>(visible);
}

}  // namespace

BENCHMARK(BM_SingleLos)
    ->ArgNames({"cols", "rows", "model"})
    ->Args({20, 15, 0})
    ->Args({60, 40, 0})
    ->Args({200, 200, 0})
    ->Args({60, 40, 1})
    ->Args({200, 200, 1})
    ->Args({20, 15, 2});
// model -1: an open 200x200 map, every line walked to its end.
BENCHMARK(BM_Viewshed)
    ->ArgNames({"cols", "rows", "model"})
    ->Args({20, 15, 0})
    ->Args({60, 40, 0})
    ->Args({200, 200, 0})
    ->Args({200, 200, 1})
    ->Args({200, 200, -1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LosMatrix)
    ->ArgNames({"cols", "rows", "threads"})
    ->Args({20, 15, 1})
    ->Args({60, 40, 1})
    ->Args({60, 40, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(3);

BENCHMARK_MAIN();
