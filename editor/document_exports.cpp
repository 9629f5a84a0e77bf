#include "editor/document_exports.h"

#include <QUrl>

#include "editor/qt_convert.h"
#include "editor/scenario_edit.h"
#include "exporters/map_export.h"
#include "exporters/pack_writer.h"
#include "importers/csv_oob.h"

namespace sandtable::editor {

QString DocumentExports::exportPack(const QString& pathOrUrl, bool force) {
  if (!document_ || !document_->hasScenario()) return tr("Open a scenario to export a pack.");
  if (document_->filePath().isEmpty())
    return tr("Save the scenario first: a pack is made from its files.");
  PackOptions options;
  options.force = force;
  const PackResult result = writePack(document_->snapshot(), localPath(pathOrUrl), options);
  switch (result.status) {
    case PackResult::Status::Written:
      return {};
    case PackResult::Status::Refused:
      return tr("Not exported: the scenario has %1 errors (see the Issues panel). %2")
          .arg(result.diagnostics.errors())
          .arg(result.error);
    case PackResult::Status::Failed:
      break;
  }
  return result.error.isEmpty() ? tr("The pack could not be written.") : result.error;
}

QString DocumentExports::exportImage(const QString& pathOrUrl) {
  if (!document_ || !document_->map()) return tr("There is no map to export.");
  RenderOptions options;
  options.labels = true;
  QString error;
  if (!exportMapImage(*document_->map(), document_->scenario(), localPath(pathOrUrl), options,
                      &error))
    return error;
  return {};
}

QString DocumentExports::importOob(const QString& pathOrUrl, const QString& side) {
  if (!document_ || !document_->hasScenario())
    return tr("Open a scenario to import an order of battle into.");
  const QString path = localPath(pathOrUrl);
  std::string text, error;
  if (!readTextFile(path.toStdString(), text, &error))
    return tr("Cannot read %1: %2").arg(path, QString::fromStdString(error));
  OobImportResult result;
  pushScenarioEdit(*document_, tr("Import order of battle for %1").arg(side),
                   [&](Scenario& scenario) {
                     result = mergeOobTable(text, path.toStdString(), scenario, side.toStdString());
                     return result.ok() && result.added + result.replaced > 0;
                   });
  if (result.ok()) return {};
  QStringList lines;
  for (const auto& d : result.diagnostics.all())
    if (d.severity == Severity::Error) lines << QString::fromStdString(formatDiagnostic(d));
  return tr("Nothing was imported:\n%1").arg(lines.join('\n'));
}

}  // namespace sandtable::editor
