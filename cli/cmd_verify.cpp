// sandtable verify PACK
#include <ostream>

#include "cli/command.h"
#include "exporters/gui_runtime.h"
#include "exporters/pack_verify.h"
#include "validation/report.h"

namespace sandtable::cli {

int runVerify(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("verify");
  auto args = parseArgs(rawArgs, {}, {}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1) return usageError(self, "expected exactly one PACK", io);
  const std::string& path = args->positional[0];

  ensureGuiApplication();
  const VerifyResult r = verifyPack(QString::fromStdString(path));
  for (const QString& p : r.problems) io.err << path << ": " << p.toStdString() << "\n";
  for (const auto& d : r.diagnostics.all())
    if (d.severity != Severity::Info) io.err << path << ": " << formatDiagnostic(d) << "\n";
  switch (r.status) {
    case VerifyResult::Status::Unreadable:
      return kBadInput;
    case VerifyResult::Status::Broken:
      io.err << "sandtable verify: " << path << " is damaged or was modified: do not use it\n";
      return kCheckFailed;
    case VerifyResult::Status::Invalid:
      io.err << "sandtable verify: " << path << ": every hash matches, but the scenario has "
             << summaryLine(r.diagnostics)
             << (r.manifest.forced ? " (it was packed with --force)" : "") << "\n";
      return kCheckFailed;
    case VerifyResult::Status::Intact:
      break;
  }
  io.out << path << ": ok: " << r.entriesChecked << " entries match the manifest; scenario '"
         << r.manifest.id << "' validates (" << summaryLine(r.diagnostics) << ")\n";
  return kSuccess;
}

}  // namespace sandtable::cli
