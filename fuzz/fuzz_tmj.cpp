// libFuzzer target: Tiled TMJ (JSON) maps imported against fighting-formations.
#include "fuzz/fuzz_tiled.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sandtable::fuzz::runTiledTarget(data, size, "/fuzz/input.tmj");
}
