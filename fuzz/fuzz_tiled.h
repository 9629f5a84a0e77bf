// The shared body of the Tiled fuzzers: import, never crash; an imported map without errors
// must be a map the model can write and read back.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "importers/tiled_import.h"
#include "model/document_io.h"

namespace sandtable::fuzz {

inline int runTiledTarget(const std::uint8_t* data, std::size_t size, const char* path) {
  static const auto rules = builtinRuleset("fighting-formations");
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const TiledImportResult result = importTiledMapFromText(text, path, rules);
  if (!result.ok()) return 0;
  const std::string written = writeMap(*result.map);
  const LoadedDocument back = loadDocumentFromText(written, "/fuzz/imported.map.yaml");
  if (!back.ok()) {
    std::fprintf(stderr, "an imported map does not load back:\n%s\n", written.c_str());
    for (const Diagnostic& d : back.diagnostics.all())
      std::fprintf(stderr, "%d:%d %s\n", d.line, d.column, d.message.c_str());
    std::abort();
  }
  return 0;
}

}  // namespace sandtable::fuzz
