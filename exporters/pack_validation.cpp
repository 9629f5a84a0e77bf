#include "exporters/pack_validation.h"

#include <yaml-cpp/yaml.h>

#include <QDir>
#include <QFile>

#include "validation/validate.h"

namespace sandtable {

namespace {

const char* const kPackedDocuments[] = {"scenario.yaml", "map.yaml", "ruleset.yaml"};

void replaceAll(std::string& s, const std::string& from, const std::string& to) {
  if (from.empty()) return;
  for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

const ZipEntry* entryNamed(const std::vector<ZipEntry>& files, const std::string& name) {
  for (const ZipEntry& f : files)
    if (f.name == name) return &f;
  return nullptr;
}

bool isBuiltinRuleset(const std::string& id) {
  return !builtinRulesetText(id).empty();
}

// `key:` of a document's YAML as a scalar, or "" (absent, a mapping, not YAML).
std::string scalarKey(const ZipEntry* file, const char* key, bool* isMapping = nullptr) {
  if (!file) return {};
  try {
    const YAML::Node root = YAML::Load(file->data.toStdString());
    if (!root.IsMap() || !root[key]) return {};
    if (isMapping) *isMapping = root[key].IsMap();
    return root[key].IsScalar() ? root[key].Scalar() : std::string();
  } catch (const YAML::Exception&) {
    return {};  // the loader reports the syntax error with its position
  }
}

}  // namespace

Diagnostics validateForPack(const LoadedDocument& doc) {
  Diagnostics d = validateDocument(doc);
  d.sort();
  return d;
}

std::string packReferenceProblem(const std::vector<ZipEntry>& files) {
  bool inlineMap = false;
  const std::string map = scalarKey(entryNamed(files, "scenario.yaml"), "map", &inlineMap);
  if (!inlineMap && map != "map.yaml")
    return "scenario.yaml refers to the map '" + map + "'; in a pack it must be map.yaml";
  for (const char* doc : {"scenario.yaml", "map.yaml"}) {
    const std::string ruleset = scalarKey(entryNamed(files, doc), "ruleset");
    if (ruleset != "ruleset.yaml" && !isBuiltinRuleset(ruleset))
      return std::string(doc) + " refers to the ruleset '" + ruleset +
             "'; in a pack it must be ruleset.yaml";
  }
  return {};
}

PackedDocuments openPackedDocuments(const QTemporaryDir& dir, const std::vector<ZipEntry>& files) {
  PackedDocuments out;
  const QDir root(dir.path());
  std::vector<std::string> names(std::begin(kPackedDocuments), std::end(kPackedDocuments));
  // The map's art (pack_writer.cpp), which the packed map names.
  for (const ZipEntry& f : files)
    if (f.name.rfind("art.", 0) == 0 && f.name.find('/') == std::string::npos)
      names.push_back(f.name);
  for (const std::string& name : names) {
    const ZipEntry* f = entryNamed(files, name);
    if (!f) continue;
    QFile file(root.filePath(QString::fromStdString(name)));
    if (!file.open(QIODevice::WriteOnly) || file.write(f->data) != f->data.size()) {
      out.firstError = "cannot write " + file.fileName().toStdString();
      return out;
    }
  }
  out.doc = loadDocument(root.filePath("scenario.yaml").toStdString());
  out.diagnostics = validateDocument(out.doc);
  // Name the pack's files, not the temporary folder they were checked in.
  const std::string prefix = QDir::cleanPath(root.absolutePath()).toStdString() + "/";
  Diagnostics renamed;
  for (Diagnostic d : out.diagnostics.all()) {
    replaceAll(d.file, prefix, "");
    replaceAll(d.message, prefix, "");
    replaceAll(d.fix, prefix, "");
    for (DiagnosticLocation& l : d.locations) replaceAll(l.value, prefix, "");
    Diagnostic& copy =
        renamed.add(d.severity, d.code, {d.file, d.line, d.column}, d.message, d.fix);
    copy.rule = d.rule;
    copy.locations = d.locations;
  }
  renamed.sort();
  out.diagnostics = renamed;
  out.doc.path = "scenario.yaml";
  for (const Diagnostic& d : out.diagnostics.all())
    if (d.severity == Severity::Error && out.firstError.empty())
      out.firstError = formatDiagnostic(d);
  return out;
}

}  // namespace sandtable
