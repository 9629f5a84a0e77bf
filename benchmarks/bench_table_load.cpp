// Loading and validating miniatures tables: the generated 96" x 72" Focused Firepower table
// with 300 features (bench::table96x72Text) under a scenario of 60 OOB entries, and the two
// table samples. The target of the tables
// issue: load + validate of the 300-feature table with 60 OOB entries under 0.5 s.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "benchmarks/load_bench_util.h"
#include "importers/map_generator.h"
#include "model/document_io.h"
#include "validation/validate.h"

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

// The workload written once into a temporary folder.
const fs::path& workload() {
  static const fs::path dir = bench::writeBigTableScenario(fs::temp_directory_path() / "sandtable-bench-table-load");
  return dir;
}

// Loading the table alone: BM_LoadTable96x72 in bench_load.
void BM_LoadAndValidateTableScenario(benchmark::State& state) {
  const fs::path file = workload() / "big.scenario.yaml";
  for (auto _ : state) {
    const LoadedDocument doc = loadDocument(file);
    if (!doc.scenario || doc.scenario->oob.size() != 2) state.SkipWithError("the workload did not load");
    benchmark::DoNotOptimize(validateDocument(doc));
  }
}
BENCHMARK(BM_LoadAndValidateTableScenario)->Unit(benchmark::kMillisecond);

void BM_LoadAndValidateSample(benchmark::State& state, const char* path) {
  const fs::path file = fs::path(SANDTABLE_SOURCE_DIR) / path;
  for (auto _ : state) benchmark::DoNotOptimize(validateDocument(loadDocument(file)));
}
BENCHMARK_CAPTURE(BM_LoadAndValidateSample, focused_firepower, "samples/focused-firepower/cressonville.scenario.yaml")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_LoadAndValidateSample, force_on_force, "samples/force-on-force/khoshkab.scenario.yaml")
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
