// One edit of an order-of-battle cell in the editor, as the OOB table makes it
// (OobTableModel::setCell): the edited scenario is written and read back as Save would write it,
// so that a value the reader refuses is refused at the cell (pushReadableScenarioEdit), then
// pushed as an undoable edit. On the Fighting Formations sample (a 20 x 15 hex map) and on the
// generated 96" x 72" table with 300 features and 60 OOB entries. A cell edit should take well
// under 100 ms, the time a designer notices.
#include <benchmark/benchmark.h>

#include <QCoreApplication>
#include <filesystem>

#include "benchmarks/load_bench_util.h"
#include "editor/map_document.h"
#include "editor/oob_table_model.h"

namespace {

using namespace sandtable;
namespace fs = std::filesystem;

const fs::path& bigTable() {
  static const fs::path file =
      bench::writeBigTableScenario(fs::temp_directory_path() / "sandtable-bench-oob-edit") / "big.scenario.yaml";
  return file;
}

// Alternates the first entry's Count between two values: every iteration is one accepted edit.
void editCount(benchmark::State& state, const fs::path& file) {
  editor::MapDocument doc;
  if (!doc.open(QString::fromStdString(file.string())).isEmpty()) {
    state.SkipWithError("cannot open the scenario");
    return;
  }
  editor::OobTableModel oob;
  oob.setDocument(&doc);
  oob.setSide(QString::fromStdString(doc.scenario()->sides.front().id));
  int count = 2;
  for (auto _ : state) {
    if (!oob.setCell(0, editor::OobTableModel::Count, QString::number(count))) state.SkipWithError("refused");
    count = count == 2 ? 3 : 2;
  }
}

void BM_OobCellEditFightingFormationsSample(benchmark::State& state) {
  editCount(state, fs::path(SANDTABLE_SOURCE_DIR) / "samples/fighting-formations/croix-fouquet.scenario.yaml");
}
BENCHMARK(BM_OobCellEditFightingFormationsSample)->Unit(benchmark::kMillisecond);

void BM_OobCellEditTable96x72(benchmark::State& state) { editCount(state, bigTable()); }
BENCHMARK(BM_OobCellEditTable96x72)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);  // the document's timers and settings need one
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
