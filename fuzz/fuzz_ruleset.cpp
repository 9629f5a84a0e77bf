// libFuzzer target: ruleset documents (model/ruleset_io.cpp through loadDocumentFromText).
#include "fuzz/fuzz_document.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sandtable::fuzz::runDocumentTarget(data, size, sandtable::DocumentKind::Ruleset,
                                            "/fuzz/input.ruleset.yaml");
}
