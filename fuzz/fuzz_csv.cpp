// libFuzzer target: order-of-battle CSV tables merged into a sample scenario. The first byte
// picks the side (one of the scenario's, or an unknown one); the rest is the table.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "importers/csv_oob.h"
#include "importers/csv_table.h"
#include "model/document_io.h"

namespace {

const sandtable::Scenario& sampleScenario() {
  static const sandtable::LoadedDocument doc = sandtable::loadDocument(
      SANDTABLE_SOURCE_DIR "/samples/fighting-formations/croix-fouquet.scenario.yaml");
  if (!doc.ok()) std::abort();  // the fuzzer would test nothing
  return *doc.scenario;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return -1;
  const sandtable::Scenario& sample = sampleScenario();
  const std::size_t pick = data[0] % (sample.sides.size() + 1);
  const std::string side = pick < sample.sides.size() ? sample.sides[pick].id : "nobody";
  const std::string_view csv(reinterpret_cast<const char*>(data + 1), size - 1);

  (void)sandtable::parseCsv(csv);
  sandtable::Scenario scenario = sample;
  const sandtable::OobImportResult result =
      sandtable::mergeOobTable(csv, "fuzz.csv", scenario, side);
  // A merged table must leave a scenario the writer can write.
  if (result.ok()) (void)sandtable::writeScenario(scenario);
  return 0;
}
