// File > New Scenario: a scenario for the map that is open, saved at once beside it.
//
// The scenario is given its file when it is made (not at the first Save), so that from the
// start it behaves like any scenario opened from disk: its `map:` is a path relative to it,
// autosave and recovery know where it belongs, and Save writes the map and the scenario.
#include <QDir>
#include <QFileInfo>

#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

namespace {

// `path` without its document suffix: "a/b.scenario.yaml" -> "a/b".
QString withoutSuffix(QString path) {
  for (const char* suffix : {".scenario.yaml", ".scenario.yml", ".yaml", ".yml"})
    if (path.endsWith(QLatin1String(suffix))) {
      path.chop(static_cast<int>(qstrlen(suffix)));
      break;
    }
  return path;
}

// "Cressonville at Dawn.scenario.yaml" -> "cressonville-at-dawn": the scenario id a file name
// suggests (ids are a-z, 0-9, '-' and '_').
std::string idFromFileName(const QString& path) {
  const QString stem = withoutSuffix(QFileInfo(path).fileName());
  std::string id;
  for (const QChar c : stem.toLower()) {
    const char a = c.toLatin1();
    const bool keep = (a >= 'a' && a <= 'z') || (a >= '0' && a <= '9') || a == '_';
    if (keep)
      id += a;
    else if (!id.empty() && id.back() != '-')
      id += '-';
  }
  while (!id.empty() && id.back() == '-') id.pop_back();
  return id.empty() ? std::string("scenario") : id;
}

// The map file a new scenario at `scenarioPath` writes when the map has none of its own.
QString companionMapPath(const QString& scenarioPath) { return withoutSuffix(scenarioPath) + QStringLiteral(".map.yaml"); }

bool isRulesetFile(const std::string& ruleset) {
  return ruleset.find('/') != std::string::npos || QString::fromStdString(ruleset).endsWith(".yaml") ||
         QString::fromStdString(ruleset).endsWith(".yml");
}

}  // namespace

QString MapDocument::scenarioPathFor(const QString& pathOrUrl) const {
  QString path = localPath(pathOrUrl).trimmed();
  if (path.isEmpty()) return {};
  if (!path.endsWith(".yaml") && !path.endsWith(".yml")) path += QStringLiteral(".scenario.yaml");
  return QFileInfo(path).absoluteFilePath();
}

QString MapDocument::newScenarioMapPath(const QString& scenarioPath) const {
  const QString own = mapFilePath();
  const bool mapHasFile = !own.isEmpty() && !(doc_.kind == DocumentKind::Scenario && doc_.scenario && doc_.scenario->inlineMap);
  return mapHasFile ? own : companionMapPath(scenarioPathFor(scenarioPath));
}

int MapDocument::rulesetTurns() const {
  const auto& defaults = map_ ? map_->rules->scenarioDefaults : std::nullopt;
  return defaults && defaults->turns ? *defaults->turns : 0;
}

QString MapDocument::validateNewScenario(const QString& pathOrUrl, int turns, const QStringList& sideIds) const {
  if (!map_) return tr("Open or make a map first: a scenario is played on a map.");
  const QString path = scenarioPathFor(pathOrUrl);
  if (path.isEmpty()) return tr("Give the scenario's file name.");
  if (!QFileInfo(path).dir().exists()) return tr("The folder %1 does not exist.").arg(QFileInfo(path).path());
  if (QFileInfo::exists(path)) return tr("%1 exists already: choose another name.").arg(QFileInfo(path).fileName());
  const QString mapPath = newScenarioMapPath(path);
  if (mapPath == path) return tr("The scenario cannot take the map's own file name.");
  if (mapPath != mapFilePath() && QFileInfo::exists(mapPath))
    return tr("The map would be saved as %1, which exists already: choose another name.").arg(QFileInfo(mapPath).fileName());
  // The reader's bounds: `turns:` is always written, and 0 would not read back.
  if (turns < 1 || turns > 10000) return tr("Turns are 1 to 10000.");
  if (sideIds.size() < 2) return tr("A scenario needs two sides.");
  for (const QString& id : sideIds)
    if (std::string problem = idProblem("side id", id.toStdString()); !problem.empty()) return QString::fromStdString(problem);
  if (QStringList unique = sideIds; unique.removeDuplicates() > 0) return tr("The sides need different ids.");
  return {};
}

QString MapDocument::newScenario(const QString& pathOrUrl, const QString& title, int turns,
                                 const QStringList& sideIds, const QStringList& sideNames) {
  if (QString error = validateNewScenario(pathOrUrl, turns, sideIds); !error.isEmpty()) return error;
  const QString path = scenarioPathFor(pathOrUrl);
  const QString mapPath = newScenarioMapPath(path);
  const QDir scenarioDir = QFileInfo(path).dir();

  auto scenario = std::make_shared<Scenario>();
  scenario->id = idFromFileName(path);
  scenario->title = (title.trimmed().isEmpty() ? withoutSuffix(QFileInfo(path).fileName()) : title.trimmed()).toStdString();
  // A ruleset given as a file is named relative to the map; the scenario names it relative to itself.
  scenario->ruleset = map_->ruleset;
  if (isRulesetFile(map_->ruleset))
    scenario->ruleset = scenarioDir
                            .relativeFilePath(QFileInfo(mapPath).dir().filePath(QString::fromStdString(map_->ruleset)))
                            .toStdString();
  scenario->mapPath = scenarioDir.relativeFilePath(mapPath).toStdString();
  scenario->turns = turns;
  static constexpr SideRole kRoles[] = {SideRole::Attacker, SideRole::Defender};
  for (qsizetype i = 0; i < sideIds.size(); ++i) {
    Side side;
    side.id = sideIds[i].toStdString();
    side.name = (i < sideNames.size() && !sideNames[i].trimmed().isEmpty() ? sideNames[i].trimmed() : sideIds[i]).toStdString();
    if (i < 2) side.role = kRoles[i];
    scenario->sides.push_back(std::move(side));
  }
  scenario->first = scenario->sides.front().id;
  scenario->rules = map_->rules;
  scenario->map = map_;

  // Written now, with the map: the undo history stays (it edits the same map), and the
  // document is a scenario from here on.
  removeOwnRecoveryFile();
  const QString previousPath = filePath_;
  LoadedDocument previous = std::move(doc_);
  doc_ = LoadedDocument{};
  doc_.kind = DocumentKind::Scenario;
  doc_.scenario = std::move(scenario);
  filePath_ = path;
  if (QString error = save(); !error.isEmpty()) {
    doc_ = std::move(previous);
    filePath_ = previousPath;
    return error;
  }
  emit documentReplaced();
  emit documentChanged();
  emit scenarioChanged();
  emit titleChanged();
  return {};
}

}  // namespace sandtable::editor
