// libFuzzer target: `sandtable pack` then `sandtable verify` - a fuzzed scenario, with the
// sample map it names, is packed in a folder of its own and the pack verified. A scenario that
// packs must verify intact: a crash, a hang or any other verdict is a finding (issue 24: the
// writer's path and the pack's own validation were never fuzzed).
#include <QString>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

#include "exporters/gui_runtime.h"
#include "exporters/pack_verify.h"
#include "exporters/pack_writer.h"
#include "fuzz/fuzz_document.h"
#include "fuzz/fuzz_workdir.h"

namespace {

const std::filesystem::path& workDir() {
  static const std::filesystem::path dir = sandtable::fuzz::makeWorkDir("pack");
  return dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sandtable;
  ensureGuiApplication();
  const std::filesystem::path input = workDir() / "input.scenario.yaml";
  std::string error;
  if (!saveFileAtomically(input, std::string_view(reinterpret_cast<const char*>(data), size),
                          &error))
    fuzz::fail(error.c_str(), {}, {});
  const LoadedDocument doc = loadDocument(input);
  if (doc.kind != DocumentKind::Scenario) return -1;  // keep the corpus to scenarios
  if (!doc.ok()) return 0;

  const QString pack = QString::fromStdString((workDir() / "out.stpack").string());
  const PackResult packed = writePack(doc, pack, {});
  if (packed.status != PackResult::Status::Written) return 0;  // refused: validation errors
  const VerifyResult verified = verifyPack(pack);
  if (verified.status != VerifyResult::Status::Intact) {
    std::string problems;
    for (const QString& p : verified.problems) problems += p.toStdString() + "\n";
    fuzz::fail(("a pack just written does not verify intact:\n" + problems).c_str(), doc, {});
  }
  return 0;
}
