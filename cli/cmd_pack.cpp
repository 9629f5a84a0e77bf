// sandtable pack SCENARIO -o OUT.stpack [--force]
#include <ostream>

#include "cli/command.h"
#include "cli/output_check.h"
#include "cli/version.h"
#include "exporters/gui_runtime.h"
#include "exporters/pack_writer.h"
#include "validation/report.h"

namespace sandtable::cli {

int runPack(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("pack");
  auto args = parseArgs(rawArgs, {"-o", "--output"}, {"--force"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1) return usageError(self, "expected exactly one SCENARIO", io);
  const auto out = args->value("-o") ? args->value("-o") : args->value("--output");
  if (!out) return usageError(self, "-o OUT.stpack is required", io);

  const LoadedDocument doc = loadDocument(args->positional[0]);
  if (doc.unreadable) {
    for (const auto& d : doc.diagnostics.all()) io.err << formatDiagnostic(d) << "\n";
    return kBadInput;
  }
  if (doc.kind != DocumentKind::Scenario)
    return usageError(
        self, doc.path + " is a " + documentKindName(doc.kind) + "; pack needs a scenario", io);

  if (!outputAllowed(self, *out, documentFiles(doc), io)) return kBadInput;
  ensureGuiApplication();
  PackOptions options;
  options.force = args->flag("--force");
  options.generator = std::string("sandtable ") + kSandtableVersion;
  const PackResult r = writePack(doc, QString::fromStdString(*out), options);
  for (const auto& d : r.diagnostics.all())
    if (d.severity != Severity::Info) io.err << formatDiagnostic(d) << "\n";
  if (r.status != PackResult::Status::Written) {
    io.err << "sandtable pack: " << r.error.toStdString() << "\n";
    return kCheckFailed;
  }
  if (r.manifest.forced)
    io.err << "sandtable pack: packed despite " << r.diagnostics.errors()
           << " error(s) (--force, recorded in the manifest)\n";
  // The manifest and the files it lists: verify counts the files the manifest checks.
  io.err << "wrote " << *out << ": " << r.manifest.entries.size() + 1 << " entries (the manifest and the "
         << r.manifest.entries.size() << " files it lists), " << summaryLine(r.diagnostics) << "\n";
  return kSuccess;
}

}  // namespace sandtable::cli
