// sandtable validate FILE [--format text|json|sarif|junit] [--strict]
#include <ostream>

#include "cli/command.h"
#include "model/document_io.h"
#include "validation/report.h"
#include "validation/validate.h"

namespace sandtable::cli {

int runValidate(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("validate");
  auto args = parseArgs(rawArgs, {"--format"}, {"--strict"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1) return usageError(self, "expected exactly one FILE", io);

  ReportFormat format = ReportFormat::Text;
  const std::string formatName = args->value("--format").value_or("text");
  if (formatName == "json") format = ReportFormat::Json;
  else if (formatName == "sarif") format = ReportFormat::Sarif;
  else if (formatName == "junit") format = ReportFormat::Junit;
  else if (formatName != "text") return usageError(self, "unknown format '" + formatName + "' (text, json, sarif, junit)", io);

  const LoadedDocument doc = loadDocument(args->positional[0]);
  const Diagnostics diagnostics = validateDocument(doc);
  io.out << formatReport(diagnostics, doc.path, format, args->flag("--strict"));
  if (doc.unreadable) return kBadInput;
  if (diagnostics.hasErrors()) return kCheckFailed;
  if (args->flag("--strict") && diagnostics.warnings() > 0) return kCheckFailed;
  return kSuccess;
}

}  // namespace sandtable::cli
