// sandtable fmt FILE... [--check]
#include <ostream>

#include "cli/command.h"
#include "model/document_io.h"
#include "validation/report.h"

namespace sandtable::cli {

int runFmt(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("fmt");
  auto args = parseArgs(rawArgs, {}, {"--check"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.empty()) return usageError(self, "expected at least one FILE", io);
  const bool check = args->flag("--check");

  int result = kSuccess;
  for (const std::string& path : args->positional) {
    std::string original, error;
    LoadedDocument doc = loadDocument(path);
    if (doc.unreadable || doc.diagnostics.hasErrors() || !readTextFile(path, original, &error)) {
      doc.diagnostics.sort();
      for (const auto& d : doc.diagnostics.all())
        if (d.severity == Severity::Error) io.err << formatDiagnostic(d) << "\n";
      io.err << doc.path << ": not formatted: fix its errors first\n";
      result = std::max(result, doc.unreadable ? int(kBadInput) : int(kCheckFailed));
      continue;
    }
    const std::string canonical = writeDocument(doc);
    if (canonical == original) continue;
    if (check) {
      io.out << doc.path << ": not in canonical form (run 'sandtable fmt " << doc.path << "')\n";
      result = std::max(result, int(kCheckFailed));
      continue;
    }
    if (!saveFileAtomically(path, canonical, &error)) {
      io.err << error << "\n";
      result = kBadInput;
      continue;
    }
    io.err << doc.path << ": formatted\n";
  }
  return result;
}

}  // namespace sandtable::cli
