// libFuzzer target: scenario documents (model/scenario_io.cpp). The input is placed in the
// samples folder so that `map: fighting-formations/croix-fouquet.map.yaml` and the like
// resolve, and the scenario checks run against a real map.
#include "fuzz/fuzz_document.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sandtable::fuzz::runDocumentTarget(data, size, sandtable::DocumentKind::Scenario,
                                            SANDTABLE_SOURCE_DIR "/samples/input.scenario.yaml");
}
