// libFuzzer target: map documents (model/map_io.cpp), with the built-in rulesets they name.
#include "fuzz/fuzz_document.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sandtable::fuzz::runDocumentTarget(data, size, sandtable::DocumentKind::Map,
                                            "/fuzz/input.map.yaml");
}
