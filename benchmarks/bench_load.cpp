// Loading documents from disk through loadDocument (model/document_io.h), the entry point of
// every CLI command, with bytes/second: the generated 200x200 Fighting Formations map (as
// `sandtable generate --ruleset fighting-formations --columns 200 --rows 200 --seed 3`, about
// 340 KB) on the reader's fast path and, for comparison, through yaml-cpp alone
// (ReadPath::Nodes); the generated 96" x 72" table with 300 features; and every map and
// scenario under samples/ (a scenario's figure includes its map).
// Issue 18's target: the 200x200 map loaded in under 20 ms.
// Whole-process figures beside gdal_viewshed: benchmarks/load_vs_gdal.sh.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "benchmarks/load_bench_util.h"
#include "importers/map_generator.h"
#include "model/document_io.h"

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

// A generated text written once into a temporary folder.
fs::path writtenOnce(const std::string& name, const std::string& text) {
  const fs::path f = fs::temp_directory_path() / "sandtable-bench-load" / name;
  fs::create_directories(f.parent_path());
  std::ofstream(f, std::ios::binary) << text;
  return f;
}

const fs::path& map200() {
  static const fs::path file = [] {
    MapGeneratorOptions options;
    options.columns = 200;
    options.rows = 200;
    options.seed = 3;
    options.id = "ff200";
    return writtenOnce("ff200.map.yaml", bench::generatedMapText("fighting-formations", options));
  }();
  return file;
}

void BM_LoadMap200x200(benchmark::State& state) {
  bench::loadFromDisk(state, map200());
}
BENCHMARK(BM_LoadMap200x200)->Unit(benchmark::kMillisecond);

void BM_LoadMap200x200_Nodes(benchmark::State& state) {
  bench::loadFromDisk(state, map200(), ReadPath::Nodes);
}
BENCHMARK(BM_LoadMap200x200_Nodes)->Unit(benchmark::kMillisecond);

void BM_LoadTable96x72(benchmark::State& state) {
  static const fs::path file = writtenOnce("table96x72.map.yaml", bench::table96x72Text());
  bench::loadFromDisk(state, file);
}
BENCHMARK(BM_LoadTable96x72)->Unit(benchmark::kMillisecond);

// One benchmark per sample file, in path order: BM_LoadSample/<ruleset>/<file>.
void registerSamples() {
  const fs::path root = fs::path(SANDTABLE_SOURCE_DIR) / "samples";
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::recursive_directory_iterator(root, ec)) {
    const std::string name = entry.path().filename().string();
    if (entry.is_regular_file() &&
        (name.ends_with(".map.yaml") || name.ends_with(".scenario.yaml")))
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  for (const fs::path& file : files) {
    const std::string name = "BM_LoadSample/" + fs::relative(file, root).generic_string();
    benchmark::RegisterBenchmark(name.c_str(), [file](benchmark::State& state) {
      bench::loadFromDisk(state, file);
    })->Unit(benchmark::kMillisecond);
  }
}

}  // namespace

int main(int argc, char** argv) {
  registerSamples();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
