#include "exporters/pack_writer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <algorithm>
#include <filesystem>

#include "exporters/booklet.h"
#include "exporters/map_export.h"
#include "exporters/pack_validation.h"
#include "exporters/scenario_card.h"
#include "validation/report.h"

namespace sandtable {

namespace {

QByteArray bytesOf(const std::string& s) {
  return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

// The header comment of the map file a scenario refers to (the scenario's load drops it).
std::string mapHeaderComment(const LoadedDocument& doc) {
  const Scenario& s = *doc.scenario;
  if (s.inlineMap || s.mapPath.empty()) return {};
  const LoadedDocument map =
      loadDocument(std::filesystem::path(doc.path).parent_path() / s.mapPath);
  return map.kind == DocumentKind::Map ? map.headerComment : std::string();
}

std::string scenarioVersion(const Scenario& s) {
  for (const auto& [key, node] : s.extras)
    if (key == "version" && node.IsScalar()) return node.Scalar();
  return "1";
}

PackResult failed(PackResult r, PackResult::Status status, const QString& why) {
  r.status = status;
  r.error = why;
  return r;
}

}  // namespace

PackResult buildPack(const LoadedDocument& doc, const PackOptions& options,
                     std::vector<ZipEntry>& entries) {
  PackResult r;
  entries.clear();
  if (doc.unreadable)
    return failed(r, PackResult::Status::Failed,
                  QString::fromStdString(doc.path) + " cannot be read");
  if (doc.kind != DocumentKind::Scenario || !doc.scenario)
    return failed(r, PackResult::Status::Failed,
                  QString::fromStdString(doc.path + " is a " + documentKindName(doc.kind) +
                                         "; a pack is made from a scenario"));
  r.diagnostics = validateForPack(doc);
  const int errors = r.diagnostics.errors();
  if (errors > 0 && !options.force)
    return failed(r, PackResult::Status::Refused,
                  QString("%1 has %2 validation error(s): fix them, or pack anyway with --force "
                          "(recorded in the manifest)")
                      .arg(QString::fromStdString(doc.path))
                      .arg(errors));
  const Scenario& original = *doc.scenario;
  if (!original.map || !original.rules || !original.map->rules)
    return failed(r, PackResult::Status::Failed,
                  "the scenario's map or ruleset did not load, so there is nothing to pack");

  // The packed documents refer to each other by the names they have inside the pack.
  Scenario scenario = original;
  scenario.ruleset = "ruleset.yaml";
  scenario.mapPath = "map.yaml";
  scenario.inlineMap = false;
  Map map = *original.map;
  map.ruleset = "ruleset.yaml";
  // The map's art goes into the pack beside it, as art.jpg or art.png, and the manifest hashes
  // it like every entry (verify checks it).
  std::optional<ZipEntry> art;
  if (map.art) {
    QFile picture(QString::fromStdString(map.art->resolvedImage));
    if (!picture.open(QIODevice::ReadOnly))
      return failed(r, PackResult::Status::Failed,
                    "cannot read the map's art " + QString::fromStdString(map.art->resolvedImage) +
                        ": " + picture.errorString());
    map.art->image =
        "art" + QFileInfo(picture.fileName()).suffix().toLower().prepend('.').toStdString();
    art = ZipEntry{map.art->image, picture.readAll()};
  }
  std::vector<ZipEntry> files{
      {"scenario.yaml", bytesOf(writeScenario(scenario, doc.headerComment))},
      {"map.yaml", bytesOf(writeMap(map, mapHeaderComment(doc)))},
      {"ruleset.yaml", bytesOf(writeRuleset(*original.rules))}};
  if (art) files.push_back(*art);

  // Validate and draw what the pack holds, as `verify` will open it.
  QTemporaryDir dir;
  if (!dir.isValid())
    return failed(r, PackResult::Status::Failed,
                  "cannot create a temporary folder: " + dir.errorString());
  PackedDocuments packed = openPackedDocuments(dir, files);
  if (!packed.doc.scenario || !packed.doc.scenario->map)
    return failed(
        r, PackResult::Status::Failed,
        "the packed scenario does not load again: " + QString::fromStdString(packed.firstError));
  const Scenario& inPack = *packed.doc.scenario;
  files.push_back({"report.json",
                   bytesOf(formatReport(packed.diagnostics, "scenario.yaml", ReportFormat::Json))});

  // map.png and map.pdf are the public map: both sides get them, so they show what both
  // sides know (zones, primary objectives, hot spots) and never a side's secondary or
  // tertiary objectives, ERP, RSP, TRP or fire orders. Each booklet prints the map with its
  // own side's private objectives and points added (scenario_privacy.h decides what is whose).
  RenderOptions render;
  render.labels = true;
  render.audience = Audience::Public;
  QString error;
  const QImage picture = renderMapImage(*inPack.map, &inPack, render, &error);
  QByteArray png = renderMapPng(*inPack.map, &inPack, render, &error);
  QByteArray pdf =
      png.isEmpty() ? QByteArray() : renderMapPdf(*inPack.map, &inPack, render, &error);
  if (png.isEmpty() || pdf.isEmpty())
    return failed(r, PackResult::Status::Failed, "cannot draw the map: " + error);
  files.push_back({"map.png", png});
  files.push_back({"map.pdf", pdf});
  // The scenario card is public too: it prints the public map.
  const QByteArray card = renderScenarioCardPdf(inPack, picture, &error);
  if (card.isEmpty())
    return failed(r, PackResult::Status::Failed, "cannot print the scenario card: " + error);
  files.push_back({"card.pdf", card});
  for (const Side& side : inPack.sides) {
    RenderOptions own = render;
    own.audience = Audience::Side;
    own.side = side.id;
    // Hex and card maps hold nothing private: every booklet shares the public picture.
    const QImage sidePicture =
        inPack.isTable() ? renderMapImage(*inPack.map, &inPack, own, &error) : picture;
    const QByteArray booklet =
        renderBookletPdf(bookletInputs(inPack, side.id), &sidePicture, &error);
    if (booklet.isEmpty())
      return failed(
          r, PackResult::Status::Failed,
          "cannot print the booklet of " + QString::fromStdString(side.id) + ": " + error);
    files.push_back({"briefings/" + side.id + ".pdf", booklet});
  }

  std::sort(files.begin(), files.end(),
            [](const ZipEntry& a, const ZipEntry& b) { return a.name < b.name; });
  PackManifest& m = r.manifest;
  m.id = inPack.id;
  m.title = inPack.title;
  m.version = scenarioVersion(inPack);
  m.ruleset = inPack.rules ? inPack.rules->id : original.rules->id;
  m.generator =
      options.generator.empty() ? std::string("sandtable ") + SANDTABLE_VERSION : options.generator;
  // Packing rewrites the documents (the scenario's own ruleset and map, one value per key), so
  // the packed copy may hide what `validate` found in the scenario as given: a forced pack
  // records whichever count is larger, never fewer errors than were forced past.
  m.errors = std::max(errors, packed.diagnostics.errors());
  m.warnings = std::max(r.diagnostics.warnings(), packed.diagnostics.warnings());
  m.forced = errors > 0;
  for (const ZipEntry& f : files) m.entries.push_back({f.name, f.data.size(), sha256Hex(f.data)});
  files.push_back({"manifest.yaml", bytesOf(writeManifest(m))});
  std::sort(files.begin(), files.end(),
            [](const ZipEntry& a, const ZipEntry& b) { return a.name < b.name; });
  entries = std::move(files);
  r.status = PackResult::Status::Written;
  return r;
}

PackResult writePack(const LoadedDocument& doc, const QString& path, const PackOptions& options) {
  std::vector<ZipEntry> entries;
  PackResult r = buildPack(doc, options, entries);
  if (r.status != PackResult::Status::Written) return r;
  QString error;
  if (!writeZip(path, entries, &error)) return failed(r, PackResult::Status::Failed, error);
  return r;
}

}  // namespace sandtable
