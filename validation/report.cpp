#include "validation/report.h"

#include <filesystem>
#include <map>
#include <set>
#include <tuple>

#include "validation/json_writer.h"
#include "validation/report_internal.h"

namespace sandtable {

namespace report {

namespace {

// What a finding is about, as it stays when the document is edited elsewhere: the first map
// location it names (a hex, feature, zone), else the head of its message before a colon
// ("hexside B2/D3" of "hexside B2/D3: B2 and D3 are not adjacent"), else the whole message.
// Never its line or column.
std::string subjectOf(const Diagnostic& d) {
  if (!d.locations.empty() && !d.locations.front().value.empty()) return d.locations.front().value;
  const auto colon = d.message.find(": ");
  constexpr std::size_t kShortHead = 60;
  if (colon != std::string::npos && colon > 0 && colon <= kShortHead)
    return d.message.substr(0, colon);
  return d.message;
}

}  // namespace

Findings collectFindings(const std::vector<CheckedDocument>& documents) {
  Findings out;
  std::set<std::string> knownFiles;
  const auto addFile = [&](const std::string& file) {
    if (knownFiles.insert(file).second) out.files.push_back(file);
  };
  using Key = std::tuple<std::string, int, int, std::string, std::string, Severity>;
  std::set<Key> seen;
  std::map<std::string, int> nameUses;  // file + name -> how often it occurred
  for (std::size_t index = 0; index < documents.size(); ++index) {
    const CheckedDocument& doc = documents[index];
    const std::string docPath = std::filesystem::path(doc.path).lexically_normal().generic_string();
    addFile(docPath);
    out.documentFiles.push_back(docPath);
    for (const Diagnostic& d : doc.diagnostics.all()) {
      // "a/sub/../m.map.yaml" is "a/m.map.yaml": one file, however a document reached it.
      const std::string file = std::filesystem::path(d.file.empty() ? doc.path : d.file)
                                   .lexically_normal()
                                   .generic_string();
      if (!seen.emplace(file, d.line, d.column, d.code, d.message, d.severity).second) continue;
      addFile(file);
      Finding f{&d, file, d.code + " " + subjectOf(d)};
      f.subjectName = f.stableName;
      f.occurrence = ++nameUses[file + '\n' + f.subjectName];
      if (f.occurrence > 1) f.stableName += " (" + std::to_string(f.occurrence) + ")";
      f.unreadable = doc.unreadable && file == docPath;
      f.document = index;
      out.items.push_back(std::move(f));
    }
  }
  return out;
}

std::string sentence(const std::string& text) {
  if (text.empty()) return text;
  const char last = text.back();
  return last == '.' || last == '!' || last == '?' ? text : text + ".";
}

std::string messageWithFix(const Diagnostic& d) {
  std::string text = sentence(d.message);
  if (!d.fix.empty()) text += " Fix: " + sentence(d.fix);
  return text;
}

}  // namespace report

namespace {

using report::Finding;
using report::Findings;

void writeDiagnosticJson(JsonWriter& w, const Diagnostic& d) {
  w.beginObject();
  w.field("severity", severityName(d.severity));
  w.field("code", d.code);
  w.field("message", d.message);
  w.field("rule", d.rule);
  w.field("file", d.file);
  w.field("line", d.line);
  w.field("column", d.column);
  w.key("locations").beginArray();
  for (const auto& loc : d.locations) {
    w.beginObject();
    w.field(locationKindName(loc.kind), loc.value);
    w.endObject();
  }
  w.endArray();
  w.field("fix", d.fix);
  w.endObject();
}

int countOf(const std::vector<const Diagnostic*>& items, Severity severity) {
  int n = 0;
  for (const Diagnostic* d : items) n += d->severity == severity ? 1 : 0;
  return n;
}

std::string summaryOf(const std::vector<const Diagnostic*>& items) {
  return plural(countOf(items, Severity::Error), "error") + ", " +
         plural(countOf(items, Severity::Warning), "warning");
}

// {"file", "errors", "warnings", "diagnostics"} of one document (the whole report of one FILE).
void writeDocumentJson(JsonWriter& w, const std::string& file,
                       const std::vector<const Diagnostic*>& items) {
  w.beginObject();
  w.field("file", file);
  w.field("errors", countOf(items, Severity::Error));
  w.field("warnings", countOf(items, Severity::Warning));
  w.key("diagnostics").beginArray();
  for (const Diagnostic* d : items) writeDiagnosticJson(w, *d);
  w.endArray();
  w.endObject();
}

// One FILE: the single document's object. Several: {"errors", "warnings", "files": [...]},
// each finding under the first document that reached it.
std::string jsonReport(const std::vector<CheckedDocument>& documents, const Findings& findings) {
  std::vector<std::vector<const Diagnostic*>> perDocument(documents.size());
  std::vector<const Diagnostic*> all;
  for (const Finding& f : findings.items) {
    perDocument[f.document].push_back(f.diagnostic);
    all.push_back(f.diagnostic);
  }
  JsonWriter w;
  if (documents.size() == 1) {
    writeDocumentJson(w, documents.front().path, all);
    return w.str() + "\n";
  }
  w.beginObject();
  w.field("errors", countOf(all, Severity::Error));
  w.field("warnings", countOf(all, Severity::Warning));
  w.key("files").beginArray();
  for (std::size_t i = 0; i < documents.size(); ++i)
    writeDocumentJson(w, documents[i].path, perDocument[i]);
  w.endArray();
  w.endObject();
  return w.str() + "\n";
}

// One line per finding, then the summary; with several documents the summary counts them.
std::string textReport(const std::vector<CheckedDocument>& documents, const Findings& findings) {
  std::string out;
  std::vector<const Diagnostic*> all;
  for (const Finding& f : findings.items) {
    out += formatDiagnostic(*f.diagnostic) + "\n";
    all.push_back(f.diagnostic);
  }
  if (documents.size() != 1) out += plural(static_cast<int>(documents.size()), "document") + ": ";
  return out + summaryOf(all) + "\n";
}

}  // namespace

std::string summaryLine(const Diagnostics& diagnostics) {
  return plural(diagnostics.errors(), "error") + ", " + plural(diagnostics.warnings(), "warning");
}

std::string formatReport(const std::vector<CheckedDocument>& documents,
                         const ReportOptions& options, std::vector<std::string>* warnings) {
  const Findings findings = report::collectFindings(documents);
  switch (options.format) {
    case ReportFormat::Text:
      return textReport(documents, findings);
    case ReportFormat::Json:
      return jsonReport(documents, findings);
    case ReportFormat::Sarif:
      return report::sarifReport(findings, options, warnings);
    case ReportFormat::Junit:
      return report::junitReport(documents, findings, options);
  }
  return {};
}

std::string formatReport(const Diagnostics& diagnostics, const std::string& file,
                         ReportFormat format, bool strict) {
  ReportOptions options;
  options.format = format;
  options.strict = strict;
  return formatReport({CheckedDocument{file, diagnostics}}, options);
}

}  // namespace sandtable
