// libFuzzer target: table maps and table scenarios, loaded and validated whatever their size -
// the geometry of polylines, polygons, circles and rects (bands, overlaps, line of sight,
// movement costs) as `sandtable validate` runs it. With -timeout=5 and -rss_limit_mb=512
// (scripts/fuzz) a document the reader accepts but whose geometry takes quadratic time or
// memory is a finding (issue 24: a 10,000-point zigzag road aborted validate).
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz/fuzz_document.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sandtable;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // Read from samples/, where the seeds' `map:` references point (fuzz_seeds).
  const LoadedDocument doc =
      loadDocumentFromText(text, std::string(SANDTABLE_SOURCE_DIR) + "/samples/input.yaml");
  const Map* map = doc.map ? doc.map.get() : doc.scenario ? doc.scenario->map.get() : nullptr;
  if (!map || !map->isTable()) return -1;  // keep the corpus to tables
  if (!doc.ok()) return 0;
  (void)validateDocument(doc);
  return 0;
}
