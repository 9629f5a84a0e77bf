// sandtable validate FILE|DIR... [--format text|json|sarif|junit] [--strict] [SARIF options]
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <ostream>

#include "art/art_trace.h"
#include "cli/command.h"
#include "cli/version.h"
#include "model/document_io.h"
#include "validation/report.h"
#include "validation/validate.h"

namespace sandtable::cli {

namespace {

namespace fs = std::filesystem;

// A Sandtable document declares itself with a top-level `sandtable:` key near its start
// (docs/formats.md); other YAML below a folder (CI files, notes) is not checked.
bool isSandtableDocument(const fs::path& file) {
  const std::string ext = file.extension().string();
  if (ext != ".yaml" && ext != ".yml") return false;
  std::ifstream in(file);
  std::string line;
  for (int n = 0; n < 200 && std::getline(in, line); ++n)
    if (line.rfind("sandtable:", 0) == 0) return true;
  return false;
}

// Each argument as a file, or for a folder every Sandtable document below it, sorted by path.
std::vector<std::string> documentsToCheck(const std::vector<std::string>& arguments) {
  std::vector<std::string> out;
  for (const std::string& argument : arguments) {
    std::error_code ec;
    if (!fs::is_directory(argument, ec)) {
      out.push_back(argument);
      continue;
    }
    std::vector<std::string> found;
    for (fs::recursive_directory_iterator it(argument, ec), end; !ec && it != end; it.increment(ec))
      if (it->is_regular_file(ec) && isSandtableDocument(it->path()))
        found.push_back(it->path().generic_string());
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

// `art`: the map's art is decoded and proofed (art-disagrees); without, only its header read.
CheckedDocument check(const std::string& path, bool art) {
  const auto start = std::chrono::steady_clock::now();
  const LoadedDocument doc = loadDocument(path);
  CheckedDocument out{doc.path, validateDocument(doc), doc.unreadable};
  checkDocumentArt(doc, art, out.diagnostics);
  out.diagnostics.sort();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

bool hasScheme(const std::string& url) {
  const auto colon = url.find("://");
  return colon != std::string::npos && colon > 0;
}

}  // namespace

int runValidate(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("validate");
  auto args = parseArgs(rawArgs, {"--format", "--help-base", "--category", "--source-root"},
                        {"--strict", "--include-notes", "--art"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.empty()) return usageError(self, "expected at least one FILE or folder", io);

  ReportOptions options;
  const std::string formatName = args->value("--format").value_or("text");
  if (formatName == "json")
    options.format = ReportFormat::Json;
  else if (formatName == "sarif")
    options.format = ReportFormat::Sarif;
  else if (formatName == "junit")
    options.format = ReportFormat::Junit;
  else if (formatName != "text")
    return usageError(self, "unknown format '" + formatName + "' (text, json, sarif, junit)", io);
  options.strict = args->flag("--strict");
  options.includeNotes = args->flag("--include-notes");
  options.toolVersion = kSandtableVersion;
  options.category = args->value("--category").value_or("");
  options.helpBase = args->value("--help-base").value_or("");
  if (!options.helpBase.empty() && !hasScheme(options.helpBase))
    return usageError(
        self, "--help-base needs an absolute URL such as https://example.org/sandtable/docs/", io);
  if (!options.helpBase.empty() && options.helpBase.back() != '/') options.helpBase += '/';
  options.sourceRoot = args->value("--source-root").value_or("");
  std::error_code ec;
  if (!options.sourceRoot.empty() && !fs::is_directory(options.sourceRoot, ec))
    return usageError(self, "--source-root " + options.sourceRoot + " is not a folder", io);

  const std::vector<std::string> files = documentsToCheck(args->positional);
  if (files.empty())
    return usageError(
        self, "no Sandtable document (a .yaml file with 'sandtable:') in the folders given", io);
  std::vector<CheckedDocument> documents;
  for (const std::string& file : files) documents.push_back(check(file, args->flag("--art")));

  std::vector<std::string> warnings;
  io.out << formatReport(documents, options, &warnings);
  for (const std::string& w : warnings) io.err << "sandtable validate: warning: " << w << "\n";
  int exitCode = kSuccess;
  for (const CheckedDocument& doc : documents) {
    if (doc.unreadable) return kBadInput;
    const bool fails =
        doc.diagnostics.hasErrors() || (options.strict && doc.diagnostics.warnings() > 0);
    if (fails) exitCode = kCheckFailed;
  }
  return exitCode;
}

}  // namespace sandtable::cli
