#include "validation/report.h"

#include <map>
#include <vector>

#include "model/diagnostic_codes.h"
#include "validation/json_writer.h"

namespace sandtable {

namespace {

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

// SARIF 2.1.0: one reportingDescriptor per code that occurs (tool.driver.rules, in the order
// of first occurrence), whose helpUri is the code's section of docs/checks.md, relative to the
// project root; each result names its rule by ruleId and ruleIndex.
std::string sarif(const Diagnostics& diagnostics) {
  std::vector<std::string> codes;
  std::map<std::string, int> ruleIndex;
  for (const auto& d : diagnostics.all())
    if (ruleIndex.emplace(d.code, static_cast<int>(codes.size())).second) codes.push_back(d.code);
  JsonWriter w;
  w.beginObject();
  w.field("version", "2.1.0");
  w.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
  w.key("runs").beginArray().beginObject();
  w.key("tool").beginObject().key("driver").beginObject();
  w.field("name", "sandtable");
  w.key("rules").beginArray();
  for (const std::string& code : codes) {
    w.beginObject();
    w.field("id", code);
    w.field("helpUri", diagnosticDocsPath(code));
    if (const DiagnosticCode* c = findDiagnosticCode(code))
      w.key("shortDescription").beginObject().field("text", std::string(c->summary)).endObject();
    w.endObject();
  }
  w.endArray();
  w.endObject().endObject();
  w.key("results").beginArray();
  for (const auto& d : diagnostics.all()) {
    w.beginObject();
    w.field("ruleId", d.code);
    w.field("ruleIndex", ruleIndex.at(d.code));
    w.field("level", d.severity == Severity::Error ? "error" : d.severity == Severity::Warning ? "warning" : "note");
    w.key("message").beginObject().field("text", d.message + (d.fix.empty() ? "" : " Fix: " + d.fix)).endObject();
    w.key("locations").beginArray().beginObject().key("physicalLocation").beginObject();
    w.key("artifactLocation").beginObject().field("uri", d.file).endObject();
    if (d.line > 0) w.key("region").beginObject().field("startLine", d.line).field("startColumn", std::max(1, d.column)).endObject();
    w.endObject().endObject().endArray();
    if (!d.rule.empty()) w.key("properties").beginObject().field("rule", d.rule).endObject();
    w.endObject();
  }
  w.endArray();
  w.endObject().endArray();
  w.endObject();
  return w.str() + "\n";
}

std::string xmlEscape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string junit(const Diagnostics& diagnostics, const std::string& file, bool strict) {
  // One test case per diagnostic that fails (errors, and warnings under --strict), plus one
  // passing case when nothing fails, so that CI dashboards show the same verdict as the exit code.
  std::string cases;
  int failures = 0;
  for (const auto& d : diagnostics.all()) {
    if (d.severity != Severity::Error && !(strict && d.severity == Severity::Warning)) continue;
    ++failures;
    cases += "    <testcase classname=\"" + xmlEscape(file) + "\" name=\"" + xmlEscape(d.code + " at " + std::to_string(d.line) + ":" + std::to_string(d.column)) + "\">\n";
    cases += "      <failure message=\"" + xmlEscape(d.message) + "\">" + xmlEscape(formatDiagnostic(d)) + "</failure>\n";
    cases += "    </testcase>\n";
  }
  if (failures == 0) cases += "    <testcase classname=\"" + xmlEscape(file) + "\" name=\"validate\"/>\n";
  const int tests = failures == 0 ? 1 : failures;
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n  <testsuite name=\"sandtable validate\" tests=\"" +
         std::to_string(tests) + "\" failures=\"" + std::to_string(failures) + "\">\n" + cases + "  </testsuite>\n</testsuites>\n";
}

}  // namespace

std::string summaryLine(const Diagnostics& diagnostics) {
  return plural(diagnostics.errors(), "error") + ", " + plural(diagnostics.warnings(), "warning");
}

std::string formatReport(const Diagnostics& diagnostics, const std::string& file, ReportFormat format,
                         bool strict) {
  switch (format) {
    case ReportFormat::Text: {
      std::string out;
      for (const auto& d : diagnostics.all()) out += formatDiagnostic(d) + "\n";
      return out + summaryLine(diagnostics) + "\n";
    }
    case ReportFormat::Json: {
      JsonWriter w;
      w.beginObject();
      w.field("file", file);
      w.field("errors", diagnostics.errors());
      w.field("warnings", diagnostics.warnings());
      w.key("diagnostics").beginArray();
      for (const auto& d : diagnostics.all()) writeDiagnosticJson(w, d);
      w.endArray();
      w.endObject();
      return w.str() + "\n";
    }
    case ReportFormat::Sarif: return sarif(diagnostics);
    case ReportFormat::Junit: return junit(diagnostics, file, strict);
  }
  return {};
}

}  // namespace sandtable
