#include "editor/tiled_import_dialog.h"

#include <QVariantMap>

#include "editor/qt_convert.h"
#include "importers/tiled_import.h"
#include "model/ruleset.h"

namespace sandtable::editor {

namespace {

QString errorLines(const Diagnostics& diagnostics, Severity severity) {
  QStringList lines;
  for (const auto& d : diagnostics.all())
    if (d.severity == severity) {
      lines << QString::fromStdString(formatDiagnostic(d));
      if (!d.fix.empty() && severity == Severity::Error)
        lines << QStringLiteral("  ") + QObject::tr("fix: %1").arg(QString::fromStdString(d.fix));
    }
  return lines.join('\n');
}

}  // namespace

bool TiledImporter::refuse(const QString& message) {
  message_ = message;
  emit resultChanged();
  return false;
}

void TiledImporter::reset() {
  unmapped_.clear();
  terrains_.clear();
  message_.clear();
  emit resultChanged();
}

bool TiledImporter::importMap(const QString& pathOrUrl, const QString& rulesetId,
                              const QString& terrainMap, const QStringList& pairs) {
  unmapped_.clear();
  terrains_.clear();
  auto rules = builtinRuleset(rulesetId.toStdString());
  if (!document_ || !rules) return refuse(tr("Choose a ruleset for the imported map."));
  for (const auto& t : rules->terrain) terrains_ << QString::fromStdString(t.id);

  TiledImportOptions options;
  // The file's pairs first, so that one given in the dialog overrides it, as on the command line.
  if (!terrainMap.trimmed().isEmpty()) {
    Diagnostics problems;
    readTerrainMapFile(localPath(terrainMap.trimmed()).toStdString(), options.terrainMap, problems);
    if (problems.hasErrors())
      return refuse(
          tr("The terrain map cannot be used:\n%1").arg(errorLines(problems, Severity::Error)));
  }
  for (const QString& pair : pairs) {
    if (pair.trimmed().isEmpty()) continue;
    auto entry = terrainPairFromText(pair.trimmed().toStdString());
    if (!entry)
      return refuse(tr("'%1' is not KEY=TERRAIN (e.g. Forest=woods).").arg(pair.trimmed()));
    entry->from = {"the import dialog", 0, 0};
    options.terrainMap.push_back(std::move(*entry));
  }

  const TiledImportResult result =
      importTiledMap(localPath(pathOrUrl).toStdString(), rules, options);
  if (!result.ok()) {
    const QStringList choices = QStringList{QString()} + terrains_;
    for (const auto& key : result.unmapped)
      unmapped_ << QVariantMap{
          {"key", QString::fromStdString(key.key)},
          {"count", key.count},
          {"suggestion",
           key.suggestion == "?" ? QString() : QString::fromStdString(key.suggestion)},
          {"choices", choices}};
    return refuse(tr("The Tiled map could not be imported:\n%1")
                      .arg(errorLines(result.diagnostics, Severity::Error)));
  }
  message_ = errorLines(result.diagnostics, Severity::Warning);
  emit resultChanged();
  document_->adoptImportedMap(result.map);
  return true;
}

}  // namespace sandtable::editor
