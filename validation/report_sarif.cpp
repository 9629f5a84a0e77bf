// SARIF 2.1.0 for code-scanning viewers such as GitHub's: one run holding every file checked,
// results relative to %SRCROOT%, stable fingerprints, and each rule's help carried in the file.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <map>

#include "model/diagnostic_codes.h"
#include "validation/checks_doc.h"
#include "validation/json_writer.h"
#include "validation/report_internal.h"

namespace sandtable::report {

namespace {

namespace fs = std::filesystem;

constexpr const char* kSourceRootId = "%SRCROOT%";
// GitHub code scanning reads only this key of partialFingerprints; its value names the finding
// (file, code, subject) and its count in the file, never its line.
constexpr const char* kFingerprintKey = "primaryLocationLineHash";

// RFC 3986: every byte but the unreserved characters and "/" as %XX, so a space is "%20" and
// "û" (UTF-8 C3 BB) is "%C3%BB".
std::string percentEncoded(const std::string& path) {
  std::string out;
  for (unsigned char c : path) {
    const bool keep = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '.' || c == '_' || c == '~' || c == '/';
    if (keep) {
      out += static_cast<char>(c);
    } else {
      char buffer[4];
      std::snprintf(buffer, sizeof buffer, "%%%02X", c);
      out += buffer;
    }
  }
  return out;
}

// 64-bit FNV-1a as 16 hex digits: short, stable across platforms and builds.
std::string fingerprint(const std::string& text) {
  std::uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(h));
  return buffer;
}

// Absolute, with symbolic links resolved (GitHub cannot show a result in a file reached through
// one) as far as the path exists.
fs::path resolved(const fs::path& path) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec).lexically_normal();
  const fs::path canonical = fs::weakly_canonical(absolute, ec);
  return ec ? absolute : canonical;
}

// "file:///home/ci/repo/": an absolute folder as a URI ending in "/", as SARIF requires of a base.
std::string folderUri(const fs::path& folder) {
  std::string path = folder.generic_string();
  if (path.empty() || path.back() != '/') path += '/';
  if (path.front() != '/') path.insert(path.begin(), '/');  // a drive letter: file:///C:/...
  return "file://" + percentEncoded(path);
}

fs::path workingFolder() {
  std::error_code ec;
  return resolved(fs::current_path(ec));
}

// Where files are named from: the source root and the relative URI of each file under it.
class SourceRoot {
 public:
  explicit SourceRoot(const std::string& folder)
      : root_(folder.empty() ? workingFolder() : resolved(fs::path(folder))) {}

  std::string uri() const { return folderUri(root_); }

  // The file's URI relative to the root; a file outside it is named with "../" and reported
  // in `outside`, never by its absolute path.
  std::string relativeUri(const std::string& file, std::vector<std::string>& outside) {
    const fs::path absolute = resolved(fs::path(file));
    fs::path relative = absolute.lexically_relative(root_);
    if (relative.empty()) relative = absolute.filename();
    const std::string generic = relative.generic_string();
    if (generic.rfind("..", 0) == 0 && outsideNamed_.emplace(file, true).second)
      outside.push_back(file + " is outside the source root " + root_.generic_string() +
                        "; it is named " + generic +
                        " (run from the repository's top folder or give --source-root)");
    return percentEncoded(generic);
  }

 private:
  fs::path root_;
  std::map<std::string, bool> outsideNamed_;
};

const char* levelOf(Severity s) {
  return s == Severity::Error ? "error" : s == Severity::Warning ? "warning" : "note";
}

// Markdown links made to work away from the repository: a relative target ("formats.md#x",
// "#y") resolved against the docs' address, or without one the link reduced to its text.
std::string linksResolved(std::string_view markdown, const std::string& helpBase) {
  std::string out;
  std::size_t i = 0;
  while (i < markdown.size()) {
    const auto open = markdown.find('[', i);
    const auto middle = open == std::string_view::npos ? open : markdown.find("](", open);
    const auto close = middle == std::string_view::npos ? middle : markdown.find(')', middle);
    if (close == std::string_view::npos) break;
    const std::string_view text = markdown.substr(open + 1, middle - open - 1);
    std::string target(markdown.substr(middle + 2, close - middle - 2));
    out.append(markdown.substr(i, open - i));
    if (target.find("://") != std::string::npos) {
      out.append(markdown.substr(open, close + 1 - open));
    } else if (helpBase.empty()) {
      out.append(text);
    } else {
      if (target.front() == '#') target = "checks.md" + target;
      out += "[" + std::string(text) + "](" + helpBase + target + ")";
    }
    i = close + 1;
  }
  out.append(markdown.substr(std::min(i, markdown.size())));
  return out;
}

std::string capitalized(std::string text) {
  if (!text.empty() && text.front() >= 'a' && text.front() <= 'z')
    text.front() = static_cast<char>(text.front() - 'a' + 'A');
  return text;
}

// Each rule's text comes from docs/checks.md as the binary carries it (validation/checks_doc.h)
// and from the registry of codes, so the report and the page never differ; helpUri only when
// the docs have a published address (--help-base).
void writeRule(JsonWriter& w, const std::string& code, const ReportOptions& options) {
  const DiagnosticCode* registered = findDiagnosticCode(code);
  const std::string summary =
      capitalized(sentence(registered ? std::string(registered->summary) : code));
  const std::string_view section = checkSection(code);
  const std::string docs = diagnosticDocsPath(code);
  const std::string seeAlso = "See " + docs + " in the Sandtable documentation.";
  w.beginObject();
  w.field("id", code);
  w.field("name", code);
  w.key("shortDescription").beginObject().field("text", summary).endObject();
  w.key("fullDescription")
      .beginObject()
      .field("text", section.empty() ? summary : checkSummary(code))
      .endObject();
  if (!options.helpBase.empty())
    w.field("helpUri", options.helpBase + docs.substr(docs.find('/') + 1));
  w.key("help").beginObject();
  w.field("text", section.empty() ? summary + " " + seeAlso : plainText(section));
  w.field("markdown",
          section.empty() ? summary + " " + seeAlso : linksResolved(section, options.helpBase));
  w.endObject();
  w.endObject();
}

void writeResult(JsonWriter& w, const Finding& f, int ruleIndex, const std::string& uri) {
  const Diagnostic& d = *f.diagnostic;
  w.beginObject();
  w.field("ruleId", d.code);
  w.field("ruleIndex", ruleIndex);
  w.field("level", levelOf(d.severity));
  w.key("message").beginObject().field("text", messageWithFix(d)).endObject();
  w.key("locations").beginArray().beginObject().key("physicalLocation").beginObject();
  w.key("artifactLocation")
      .beginObject()
      .field("uri", uri)
      .field("uriBaseId", kSourceRootId)
      .endObject();
  const int line = std::max(1, d.line);
  // The first character of the key or value at fault: Sandtable knows where a finding starts,
  // not where it ends, and GitHub requires the end too.
  const int column = std::max(1, d.column);
  w.key("region").beginObject().field("startLine", line).field("startColumn", column);
  w.field("endLine", line).field("endColumn", column + 1).endObject();
  w.endObject().endObject().endArray();
  w.key("partialFingerprints").beginObject();
  w.field(kFingerprintKey,
          fingerprint(uri + '\n' + f.subjectName) + ":" + std::to_string(f.occurrence));
  w.endObject();
  w.key("properties").beginObject();
  if (!d.rule.empty()) w.field("rule", d.rule);
  if (!d.fix.empty()) w.field("fix", d.fix);
  w.endObject();
  w.endObject();
}

}  // namespace

std::string sarifReport(const Findings& findings, const ReportOptions& options,
                        std::vector<std::string>* warnings) {
  std::vector<const Finding*> reported;
  std::vector<std::string> codes;
  std::map<std::string, int> ruleIndex;
  for (const Finding& f : findings.items) {
    if (f.diagnostic->severity == Severity::Info && !options.includeNotes) continue;
    reported.push_back(&f);
    if (ruleIndex.emplace(f.diagnostic->code, static_cast<int>(codes.size())).second)
      codes.push_back(f.diagnostic->code);
  }
  SourceRoot root(options.sourceRoot);
  std::vector<std::string> outside;
  std::vector<std::string> uris;
  for (const Finding* f : reported) uris.push_back(root.relativeUri(f->file, outside));

  JsonWriter w;
  w.beginObject();
  w.field("version", "2.1.0");
  w.field("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
  w.key("runs").beginArray().beginObject();
  w.key("tool").beginObject().key("driver").beginObject();
  w.field("name", "sandtable");
  if (!options.toolVersion.empty())
    w.field("version", options.toolVersion).field("semanticVersion", options.toolVersion);
  if (!options.helpBase.empty()) w.field("informationUri", options.helpBase + "cli.md");
  w.key("rules").beginArray();
  for (const std::string& code : codes) writeRule(w, code, options);
  w.endArray();
  w.endObject().endObject();
  // GitHub reads the id as CATEGORY/RUN-ID; an id without "/" would be a run id of no category.
  if (!options.category.empty()) {
    const std::string& c = options.category;
    w.key("automationDetails").beginObject().field("id", c.back() == '/' ? c : c + "/").endObject();
  }
  w.key("originalUriBaseIds")
      .beginObject()
      .key(kSourceRootId)
      .beginObject()
      .field("uri", root.uri())
      .endObject()
      .endObject();
  w.key("invocations").beginArray().beginObject();
  w.field("executionSuccessful", true);
  w.key("workingDirectory").beginObject().field("uri", folderUri(workingFolder())).endObject();
  w.key("toolExecutionNotifications").beginArray();
  for (const std::string& text : outside)
    w.beginObject()
        .field("level", "warning")
        .key("message")
        .beginObject()
        .field("text", sentence(text))
        .endObject()
        .endObject();
  w.endArray();
  w.endObject().endArray();
  w.key("results").beginArray();
  for (std::size_t i = 0; i < reported.size(); ++i)
    writeResult(w, *reported[i], ruleIndex.at(reported[i]->diagnostic->code), uris[i]);
  w.endArray();
  w.endObject().endArray();
  w.endObject();
  if (warnings) warnings->insert(warnings->end(), outside.begin(), outside.end());
  return w.str() + "\n";
}

}  // namespace sandtable::report
