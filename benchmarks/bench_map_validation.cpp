// The editor's background validation of a map open on its own (ValidationScheduler): the map
// as Save would write it, read back and checked, and then the scenarios beside it that use it,
// read with that map (validateScenariosUsing). On the Fighting Formations sample (a 20 x 15 hex
// map and its scenario) and on the generated 96" x 72" table with 300 features and its scenario
// of 60 OOB entries. It runs off the UI thread a moment after each edit; the scenarios' part is
// what checking a bare map against its scenarios adds.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "benchmarks/load_bench_util.h"
#include "editor/saved_files.h"
#include "model/document_io.h"

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

const fs::path& bigTableMap() {
  static const fs::path file =
      bench::writeBigTableScenario(fs::temp_directory_path() / "sandtable-bench-map-validation") / "big.map.yaml";
  return file;
}

const fs::path sampleMap() {
  return fs::path(SANDTABLE_SOURCE_DIR) / "samples/fighting-formations/croix-fouquet.map.yaml";
}

// The map's text as Save writes it, once.
editor::SavedFile savedMap(const fs::path& file) {
  const LoadedDocument doc = loadDocument(file.string());
  const std::vector<editor::SavedFile> files = editor::savedFiles(doc, file.string());
  return files.empty() ? editor::SavedFile{} : files.back();
}

void validateMap(benchmark::State& state, const fs::path& file) {
  const editor::SavedFile map = savedMap(file);
  for (auto _ : state) benchmark::DoNotOptimize(editor::validateAsSaved({map}));
}

void validateScenarios(benchmark::State& state, const fs::path& file) {
  const editor::SavedFile map = savedMap(file);
  if (editor::validateScenariosUsing(map).all().size() > 1000) state.SkipWithError("unexpected findings");
  for (auto _ : state) benchmark::DoNotOptimize(editor::validateScenariosUsing(map));
}

void BM_MapAloneFightingFormationsSample(benchmark::State& state) { validateMap(state, sampleMap()); }
BENCHMARK(BM_MapAloneFightingFormationsSample)->Unit(benchmark::kMillisecond);
void BM_ItsScenariosFightingFormationsSample(benchmark::State& state) { validateScenarios(state, sampleMap()); }
BENCHMARK(BM_ItsScenariosFightingFormationsSample)->Unit(benchmark::kMillisecond);
void BM_MapAloneTable96x72(benchmark::State& state) { validateMap(state, bigTableMap()); }
BENCHMARK(BM_MapAloneTable96x72)->Unit(benchmark::kMillisecond);
void BM_ItsScenariosTable96x72(benchmark::State& state) { validateScenarios(state, bigTableMap()); }
BENCHMARK(BM_ItsScenariosTable96x72)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
