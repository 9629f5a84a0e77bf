// libFuzzer target: `sandtable fmt` (cli/cmd_fmt.cpp) on any document kind - read the bytes
// as a file, and when the document has no errors write its canonical text over the file,
// read that back and write it again. A crash, a hang, a canonical text that does not load or
// that writes to other bytes is a finding (issue 24: alias bombs crashed only the writer).
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "fuzz/fuzz_document.h"
#include "fuzz/fuzz_workdir.h"

namespace {

const std::filesystem::path& inputPath() {
  static const std::filesystem::path path = sandtable::fuzz::makeWorkDir("fmt") / "input.yaml";
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sandtable;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  std::string error;
  if (!saveFileAtomically(inputPath(), bytes, &error)) fuzz::fail(error.c_str(), {}, {});
  const LoadedDocument doc = loadDocument(inputPath());
  if (!doc.ok()) return 0;  // fmt refuses it: nothing is written

  const std::string canonical = writeDocument(doc);
  if (!saveFileAtomically(inputPath(), canonical, &error))
    fuzz::fail(error.c_str(), doc, canonical);
  const LoadedDocument again = loadDocument(inputPath());
  if (!again.ok()) fuzz::fail("fmt wrote a text that does not load", again, canonical);
  if (writeDocument(again) != canonical) fuzz::fail("fmt is not idempotent", again, canonical);
  return 0;
}
