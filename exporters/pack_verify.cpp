#include "exporters/pack_verify.h"

#include <QTemporaryDir>
#include <map>

#include "exporters/pack_validation.h"
#include "exporters/zip_archive.h"

namespace sandtable {

namespace {

// Entries docs/formats.md section 5 requires besides the manifest (briefings are optional).
const char* const kRequired[] = {"scenario.yaml", "map.yaml", "ruleset.yaml", "map.png",
                                 "map.pdf",       "card.pdf", "report.json"};

QString q(const std::string& s) {
  return QString::fromStdString(s);
}

void checkMagic(const std::map<std::string, const ZipEntry*>& byName,
                std::vector<QString>& problems) {
  auto starts = [&byName](const std::string& name, const QByteArray& magic) {
    auto it = byName.find(name);
    return it == byName.end() || it->second->data.startsWith(magic);
  };
  if (!starts("map.png", QByteArray("\x89PNG\r\n\x1a\n", 8)))
    problems.push_back("map.png is not a PNG picture");
  for (const auto& [name, entry] : byName)
    if (name.size() > 4 && name.compare(name.size() - 4, 4, ".pdf") == 0 &&
        !entry->data.startsWith("%PDF-"))
      problems.push_back(q(name) + " is not a PDF document");
}

}  // namespace

VerifyResult verifyPack(const QString& path) {
  VerifyResult r;
  const ZipReadResult zip = readZip(path);
  if (zip.status != ZipReadResult::Status::Ok) {
    r.status = zip.status == ZipReadResult::Status::Unreadable ? VerifyResult::Status::Unreadable
                                                               : VerifyResult::Status::Broken;
    r.problems.push_back(zip.error);
    return r;
  }
  std::map<std::string, const ZipEntry*> byName;
  for (const ZipEntry& e : zip.entries) byName[e.name] = &e;
  auto manifestEntry = byName.find("manifest.yaml");
  if (manifestEntry == byName.end()) {
    r.problems.push_back("no manifest.yaml: this is not a Sandtable scenario pack");
    return r;
  }
  QString error;
  auto manifest = parseManifest(manifestEntry->second->data, &error);
  if (!manifest) {
    r.problems.push_back(error);
    return r;
  }
  r.manifest = *manifest;

  std::map<std::string, bool> listed;
  for (const ManifestEntry& m : manifest->entries) {
    if (listed.count(m.path)) r.problems.push_back("manifest.yaml lists " + q(m.path) + " twice");
    listed[m.path] = true;
    auto it = byName.find(m.path);
    if (it == byName.end()) {
      r.problems.push_back(q(m.path) + " is listed in the manifest but missing from the pack");
      continue;
    }
    const QByteArray& data = it->second->data;
    if (data.size() != m.bytes)
      r.problems.push_back(q(m.path) +
                           QString(": %1 bytes, the manifest says %2 (truncated or modified)")
                               .arg(data.size())
                               .arg(m.bytes));
    else if (sha256Hex(data) != m.sha256)
      r.problems.push_back(q(m.path) +
                           ": SHA-256 does not match the manifest (the entry was modified)");
    ++r.entriesChecked;
  }
  for (const auto& [name, entry] : byName)
    if (name != "manifest.yaml" && !listed.count(name))
      r.problems.push_back(q(name) + " is in the pack but not in the manifest (added or renamed)");
  for (const char* required : kRequired)
    if (!byName.count(required) && !listed.count(required))
      r.problems.push_back(QString(required) + " is missing: every pack holds it");
  checkMagic(byName, r.problems);
  if (const std::string refs = packReferenceProblem(zip.entries); !refs.empty())
    r.problems.push_back(q(refs));
  if (!r.problems.empty()) return r;

  QTemporaryDir dir;
  if (!dir.isValid()) {
    r.problems.push_back("cannot create a temporary folder: " + dir.errorString());
    return r;
  }
  PackedDocuments packed = openPackedDocuments(dir, zip.entries);
  r.diagnostics = packed.diagnostics;
  r.status = r.diagnostics.hasErrors() || !packed.doc.scenario ? VerifyResult::Status::Invalid
                                                               : VerifyResult::Status::Intact;
  return r;
}

}  // namespace sandtable
