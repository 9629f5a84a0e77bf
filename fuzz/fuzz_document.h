// The shared body of the YAML document fuzzers (ruleset, map, scenario): read the input as a
// document of one kind, never crash; read the same way through yaml-cpp alone as on the
// reader's fast path (model/bulk_scan.h: same diagnostics, positions and canonical text); and
// when it loads without errors, its canonical text must load again and write back to the same
// bytes (docs/formats.md: the writer is canonical).
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "model/document_io.h"
#include "validation/validate.h"

namespace sandtable::fuzz {

// Validation walks every location (LOS, reachability): keep each run fast on big maps.
inline constexpr std::size_t kMaxValidatedLocations = 400;

[[noreturn]] inline void fail(const char* what, const LoadedDocument& doc,
                              const std::string& text) {
  std::fprintf(stderr, "%s\n--- canonical text ---\n%s\n--- diagnostics ---\n", what, text.c_str());
  for (const Diagnostic& d : doc.diagnostics.all())
    std::fprintf(stderr, "%s:%d:%d %s\n", d.file.c_str(), d.line, d.column, d.message.c_str());
  std::abort();
}

// What a read shows: kind, state, every diagnostic with its position, the canonical text.
inline std::string outcome(const LoadedDocument& doc) {
  std::string out = std::string(documentKindName(doc.kind)) + (doc.unreadable ? " unreadable\n" : "\n");
  for (const Diagnostic& d : doc.diagnostics.all()) out += formatDiagnostic(d) + "\n";
  if (doc.ok()) out += writeDocument(doc);
  return out;
}

// `path` anchors relative references (a scenario's map, a ruleset file) in the samples.
inline int runDocumentTarget(const std::uint8_t* data, std::size_t size, DocumentKind expected,
                             const std::string& path) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const LoadedDocument doc = loadDocumentFromText(text, path);
  const std::string fast = outcome(doc);
  const LoadedDocument nodes = loadDocumentFromText(text, path, ReadPath::Nodes);
  if (outcome(nodes) != fast) fail("the fast path and yaml-cpp alone read differently", nodes, fast);
  if (doc.kind != expected) return -1;  // keep the corpus to this target's kind
  if (!doc.ok()) return 0;

  const std::string canonical = writeDocument(doc);
  const LoadedDocument again = loadDocumentFromText(canonical, path);
  if (!again.ok()) fail("the canonical text of a good document does not load", again, canonical);
  if (writeDocument(again) != canonical) fail("writing is not canonical", again, canonical);

  const Map* map = doc.map ? doc.map.get() : doc.scenario ? doc.scenario->map.get() : nullptr;
  if (map && static_cast<std::size_t>(map->grid.size()) <= kMaxValidatedLocations)
    (void)validateDocument(doc);
  return 0;
}

}  // namespace sandtable::fuzz
