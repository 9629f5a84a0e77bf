#include "editor/map_document.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QUrl>

#include <numeric>

#include "editor/file_chooser.h"
#include "editor/map_tools.h"
#include "editor/saved_files.h"
#include "model/document_io.h"
#include "editor/qt_convert.h"

namespace sandtable::editor {

namespace {

constexpr int kAutosaveMs = 60'000;
constexpr int kMaxRecent = 10;


QVariantMap typeEntry(const std::string& id, const std::string& name, const std::string& color) {
  return {{"id", QString::fromStdString(id)}, {"name", QString::fromStdString(name.empty() ? id : name)},
          {"color", QString::fromStdString(color.empty() ? "#999999" : color)}};
}

QStringList formatted(const Diagnostics& diagnostics, Severity atLeast) {
  QStringList out;
  for (const auto& d : diagnostics.all())
    if (static_cast<int>(d.severity) <= static_cast<int>(atLeast)) out << QString::fromStdString(formatDiagnostic(d));
  return out;
}

}  // namespace

MapDocument::MapDocument(QObject* parent) : QObject(parent) {
  connect(&undo_, &QUndoStack::cleanChanged, this, [this] {
    emit modifiedChanged();
    emit titleChanged();
  });
  connect(&undo_, &QUndoStack::indexChanged, this, &MapDocument::undoStateChanged);
  connect(this, &MapDocument::scenarioChanged, this, &MapDocument::zonesChanged);
  connect(this, &MapDocument::documentChanged, this, &MapDocument::zonesChanged);
  const int interval = qEnvironmentVariableIntValue("SANDTABLE_AUTOSAVE_MS");
  autosave_.setInterval(interval > 0 ? interval : kAutosaveMs);
  connect(&autosave_, &QTimer::timeout, this, &MapDocument::autosaveNow);
  autosave_.start();
  untitledKey_ = QStringLiteral("untitled-%1").arg(QCoreApplication::applicationPid());
}

MapDocument::~MapDocument() {
  // A clean exit leaves no recovery file behind; only a crash does.
  if (!modified()) removeOwnRecoveryFile();
}

QString MapDocument::displayName() const {
  if (!filePath_.isEmpty()) return QFileInfo(filePath_).fileName();
  if (map_ && !map_->name.empty()) return QString::fromStdString(map_->name);
  return tr("Untitled map");
}

QString MapDocument::title() const {
  if (!map_ && loadErrors_.isEmpty()) return QStringLiteral("Sandtable");
  return displayName() + (modified() ? QStringLiteral(" *") : QString()) + QStringLiteral(" — Sandtable");
}

void MapDocument::setFieldEdited(bool edited) {
  if (fieldEdited_ == edited) return;
  fieldEdited_ = edited;
  emit modifiedChanged();
  emit titleChanged();
}

QString MapDocument::rulesetId() const { return map_ ? QString::fromStdString(map_->rules->id) : QString(); }
QString MapDocument::rulesetName() const { return map_ ? QString::fromStdString(map_->rules->name) : QString(); }
int MapDocument::levelMin() const { return map_ ? map_->rules->levelMin : 0; }
int MapDocument::levelMax() const { return map_ ? map_->rules->levelMax : 0; }

QVariantList MapDocument::terrainTypes() const {
  QVariantList out;
  if (map_)
    for (const auto& t : map_->rules->terrain) out << typeEntry(t.id, t.name, t.color);
  return out;
}

QVariantList MapDocument::hexsideFeatures() const {
  QVariantList out;
  if (map_)
    for (const auto& h : map_->rules->hexsides) out << typeEntry(h.id, h.name, h.color);
  return out;
}

QVariantList MapDocument::markerTypes() const {
  QVariantList out;
  if (map_)
    for (const auto& m : map_->rules->markers) out << typeEntry(m.id, m.name, m.color);
  return out;
}

QStringList MapDocument::mobilityClasses() const {
  QStringList out;
  if (map_)
    for (const auto& m : map_->rules->mobility) out << QString::fromStdString(m);
  return out;
}

QStringList MapDocument::zoneIds() const {
  QStringList out;
  if (const Scenario* s = scenario())
    for (const auto& z : s->zones) out << QString::fromStdString(z.id);
  return out;
}

QStringList MapDocument::pointIds() const {
  QStringList out;
  if (const Scenario* s = scenario())
    for (const auto& p : s->points) out << QString::fromStdString(p.id);
  return out;
}

QStringList MapDocument::sideIds() const {
  QStringList out;
  if (const Scenario* s = scenario())
    for (const auto& side : s->sides) out << QString::fromStdString(side.id);
  return out;
}

QStringList MapDocument::builtinRulesets() const {
  QStringList out;
  for (const auto& id : builtinRulesetIds()) out << QString::fromStdString(id);
  return out;
}

QStringList MapDocument::recentFiles() const { return QSettings().value("recentFiles").toStringList(); }

QStringList MapDocument::undoHistory() const {
  QStringList out{tr("Opened")};
  for (int i = 0; i < undo_.count(); ++i) out << undo_.text(i);
  return out;
}

bool MapDocument::push(const MapEditBuilder& edit, const QString& text, int stroke) {
  if (!map_) return false;
  auto command = edit.build(*map_, mapRevision_, [this](const std::vector<int>& l) { notifyMapChanged(l); }, text, stroke);
  if (!command) return false;
  undo_.push(command.release());
  emit titleChanged();
  return true;
}

bool MapDocument::pushTable(const TableEditBuilder& edit, const QString& text, int stroke) {
  if (!map_ || !map_->isTable()) return false;
  auto command = edit.build(
      *map_, mapRevision_, [this](int first, int oldEnd, int newEnd) { emit tableChanged(first, oldEnd, newEnd); }, text, stroke);
  if (!command) return false;
  undo_.push(command.release());
  emit titleChanged();
  return true;
}

void MapDocument::pushCommand(DocumentCommand* command) {
  undo_.push(command);
  emit titleChanged();
}

LoadedDocument MapDocument::snapshot() const {
  LoadedDocument copy;
  copy.path = doc_.path;
  copy.kind = doc_.kind;
  copy.headerComment = doc_.headerComment;
  if (!map_) return copy;
  auto map = std::make_shared<Map>(*map_);
  if (hasScenario()) {
    auto scenario = std::make_shared<Scenario>(*doc_.scenario);
    scenario->map = map;
    copy.scenario = std::move(scenario);
  } else {
    copy.map = std::move(map);
  }
  return copy;
}

void MapDocument::notifyMapChanged(const std::vector<int>& locations) {
  emit mapChanged(QList<int>(locations.begin(), locations.end()));
}

std::string MapDocument::mapText() const {
  if (!map_) return {};
  if (doc_.kind == DocumentKind::Scenario && doc_.scenario) return writeScenario(*doc_.scenario, doc_.headerComment);
  return writeMap(*map_, doc_.kind == DocumentKind::Map ? doc_.headerComment : std::string());
}

void MapDocument::adopt(LoadedDocument doc, const QString& path) {
  // The document replaced goes with its recovery file: its unsaved work was saved or discarded
  // when the window asked (a discarded edit was offered again after the next crash).
  removeOwnRecoveryFile();
  undo_.clear();
  recovered_ = false;
  filePath_ = path;
  loadErrors_.clear();
  map_.reset();
  if (doc.unreadable || doc.diagnostics.hasErrors()) {
    loadErrors_ = formatted(doc.diagnostics, Severity::Error);
    if (loadErrors_.isEmpty()) loadErrors_ << tr("%1: the document could not be read").arg(path);
  } else if (doc.kind == DocumentKind::Map) {
    map_ = doc.map;
  } else if (doc.kind == DocumentKind::Scenario && doc.scenario && doc.scenario->map) {
    map_ = doc.scenario->map;
  } else {
    loadErrors_ << tr("%1: a %2 has no map to edit; open a map or a scenario")
                       .arg(path, QString::fromUtf8(documentKindName(doc.kind)));
  }
  // The parsed text is only good until the first edit; validation snapshots find positions
  // in the file instead, so the tree is not kept for the whole session.
  doc.source.reset();
  doc.mapSource.reset();
  doc_ = std::move(doc);
  mapRevision_.bump();
  scenarioRevision_.bump();
  emit documentReplaced();
  emit documentChanged();
  emit mapPropertiesChanged();
  emit titleChanged();
  emit modifiedChanged();
  emit undoStateChanged();
  if (map_ && map_->isTable()) {
    const int n = static_cast<int>(map_->features.size());
    emit tableChanged(0, n, n);
  } else if (map_) {
    std::vector<int> all(static_cast<std::size_t>(map_->grid.size()));
    std::iota(all.begin(), all.end(), 0);
    notifyMapChanged(all);
  }
}

QString MapDocument::rulesetGrid(const QString& rulesetId) const {
  auto rules = builtinRuleset(rulesetId.toStdString());
  if (rules && rules->isTable()) return QStringLiteral("table");
  return rules && rules->grid == GridType::Cards ? QStringLiteral("cards") : QStringLiteral("hex");
}

QString MapDocument::validateNewMap(const QString& rulesetId, int columns, int rows) const {
  if (builtinRulesetText(rulesetId.toStdString()).empty()) return tr("Choose a ruleset.");
  if (auto rules = builtinRuleset(rulesetId.toStdString()); rules && rules->isTable())
    return tr("'%1' is a miniatures table ruleset: give the table's width and height instead.").arg(rulesetId);
  if (columns < 1 || rows < 1) return tr("A map needs at least one column and one row.");
  if (columns > 2000 || rows > 2000) return tr("Maps are limited to 2000 columns and 2000 rows.");
  if (static_cast<long long>(columns) * rows > 1'000'000) return tr("Maps are limited to 1,000,000 locations.");
  return {};
}

QString MapDocument::newMap(const QString& rulesetId, int columns, int rows, const QString& orientation,
                            const QString& stagger, const QString& labels, const QVariantMap& properties) {
  if (QString error = validateNewMap(rulesetId, columns, rows); !error.isEmpty()) return error;
  auto rules = builtinRuleset(rulesetId.toStdString());
  if (!rules) return tr("The ruleset '%1' could not be loaded.").arg(rulesetId);
  auto map = std::make_shared<Map>();
  map->id = "untitled";
  map->name = tr("Untitled map").toStdString();
  map->ruleset = rules->id;
  map->rules = rules;
  map->grid.type = rules->grid == GridType::Cards ? GridType::Cards : GridType::Hex;
  map->grid.columns = columns;
  map->grid.rows = rows;
  map->grid.layout = {orientation == "pointy" ? Orientation::Pointy : Orientation::Flat,
                      stagger == "even" ? Stagger::Even : Stagger::Odd};
  map->grid.labels = labels == "numeric" ? LabelStyle::Numeric : LabelStyle::LetterNumber;
  const int open = rules->terrainIndex("open");
  map->defaultTerrain = open >= 0 ? open : static_cast<int>(rules->terrain.size()) - 1;
  map->resize();
  for (CardData& card : map->cards) card.present = true;
  if (QString error = applyNewMapProperties(*map, properties); !error.isEmpty()) return error;
  LoadedDocument doc;
  doc.kind = DocumentKind::Map;
  doc.map = map;
  adopt(std::move(doc), QString());
  return {};
}

QVariantMap MapDocument::tableDefaults(const QString& rulesetId) const {
  QVariantMap out{{"width", 72.0}, {"height", 48.0}, {"unit", QStringLiteral("in")}};
  auto rules = builtinRuleset(rulesetId.toStdString());
  if (!rules || !rules->table) return out;
  out["unit"] = QString::fromStdString(rules->table->unit);
  if (const auto& size = rules->table->preferredSize ? rules->table->preferredSize : rules->table->minSize) {
    out["width"] = size->x;
    out["height"] = size->y;
  }
  return out;
}

QString MapDocument::validateNewTable(const QString& rulesetId, double width, double height) const {
  auto rules = builtinRuleset(rulesetId.toStdString());
  if (!rules) return tr("Choose a ruleset.");
  if (!rules->isTable()) return tr("'%1' lays out a grid: give columns and rows instead.").arg(rulesetId);
  // The reader's bounds (model/table_io.cpp), so that what is made here can be opened again.
  if (!(width > 0) || !(height > 0)) return tr("A table needs a width and a height above 0.");
  if (width > 10000 || height > 10000) return tr("Tables are limited to 10000 units a side.");
  return {};
}

QString MapDocument::newTable(const QString& rulesetId, double width, double height, const QString& unit,
                              const QVariantMap& properties) {
  if (QString error = validateNewTable(rulesetId, width, height); !error.isEmpty()) return error;
  auto rules = builtinRuleset(rulesetId.toStdString());
  auto map = std::make_shared<Map>();
  map->id = "untitled";
  map->name = tr("Untitled table").toStdString();
  map->ruleset = rules->id;
  map->rules = rules;
  map->grid.type = GridType::Table;
  map->table = {width, height, unit == "cm" ? "cm" : "in"};
  if (QString error = applyNewMapProperties(*map, properties); !error.isEmpty()) return error;
  LoadedDocument doc;
  doc.kind = DocumentKind::Map;
  doc.map = map;
  adopt(std::move(doc), QString());
  return {};
}

QString MapDocument::open(const QString& pathOrUrl) {
  const QString path = localPath(pathOrUrl);
  adopt(loadDocument(path.toStdString()), QFileInfo(path).absoluteFilePath());
  if (map_) addRecent(filePath_);
  return loadErrors_.isEmpty() ? QString() : loadErrors_.join('\n');
}

QString MapDocument::adoptImportedMap(std::shared_ptr<Map> map) {
  LoadedDocument doc;
  doc.kind = DocumentKind::Map;
  doc.map = std::move(map);
  adopt(std::move(doc), QString());
  recovered_ = true;  // exists only in memory until saved
  emit modifiedChanged();
  emit titleChanged();
  return {};
}

QString MapDocument::mapFilePath() const {
  if (doc_.kind == DocumentKind::Scenario && doc_.scenario && !doc_.scenario->inlineMap)
    return QFileInfo(filePath_).dir().filePath(QString::fromStdString(doc_.scenario->mapPath));
  return filePath_;
}

QString MapDocument::savePath() const {
  if (!filePath_.isEmpty()) return filePath_;
  // The name the first Save offers (FileChooser's untitled name): the Issues panel placed a new
  // map's findings in "untitled.map.yaml" though its id was millbrook.
  const QString base = map_ && !map_->id.empty() ? QString::fromStdString(map_->id) : QStringLiteral("untitled");
  return base + (doc_.kind == DocumentKind::Scenario ? QStringLiteral(".scenario.yaml") : QStringLiteral(".map.yaml"));
}

// Through the command line's own atomic writer: a link is followed and its target replaced,
// a folder, pipe or device at the path is refused rather than renamed over (QSaveFile turned
// a link to a device into a plain file), and a failed write leaves the old file as it was.
QString MapDocument::writeFile(const QString& path, const std::string& text) {
  std::string error;
  if (!saveFileAtomically(path.toStdString(), text, &error))
    return tr("Cannot save %1. Choose another file or folder with Save As.")
        .arg(QString::fromStdString(error));
  return {};
}

QString MapDocument::save() {
  if (!map_) return tr("There is no map to save.");
  emit commitFieldRequested();  // the text still in a field is saved too
  if (filePath_.isEmpty()) return tr("Choose where to save the map (Save As).");
  // A scenario with its own map file saves both: the map, then the scenario (the texts the
  // background validation reads back).
  QString error;
  for (const SavedFile& file : savedFiles(doc_, filePath_.toStdString()))
    if (error = writeFile(QString::fromStdString(file.path), file.text); !error.isEmpty()) break;
  if (!error.isEmpty()) {
    emit errorOccurred(error);
    return error;
  }
  removeOwnRecoveryFile();
  recovered_ = false;
  undo_.setClean();
  emit titleChanged();
  emit modifiedChanged();
  addRecent(filePath_);
  return {};
}

QStringList MapDocument::unsavedFileNames() const {
  QStringList names;
  if (!map_ || filePath_.isEmpty()) return names;
  for (const SavedFile& file : savedFiles(doc_, filePath_.toStdString())) {
    QFile onDisk(QString::fromStdString(file.path));
    const bool same = onDisk.open(QIODevice::ReadOnly) && onDisk.readAll() == QByteArray::fromStdString(file.text);
    if (!same) names << QFileInfo(onDisk.fileName()).fileName();
  }
  return names;
}

QString MapDocument::saveAs(const QString& pathOrUrl) {
  if (!map_) return tr("There is no map to save.");
  emit commitFieldRequested();
  QString path = localPath(pathOrUrl);
  if (!path.endsWith(".yaml") && !path.endsWith(".yml")) path += doc_.kind == DocumentKind::Scenario ? ".scenario.yaml" : ".map.yaml";
  removeOwnRecoveryFile();
  const QString previous = filePath_;
  filePath_ = QFileInfo(path).absoluteFilePath();
  // A scenario saved elsewhere keeps pointing at its map file, which stays where it is.
  if (doc_.kind == DocumentKind::Scenario && doc_.scenario && !doc_.scenario->inlineMap) {
    const QString mapAbs = QFileInfo(previous).dir().filePath(QString::fromStdString(doc_.scenario->mapPath));
    doc_.scenario->mapPath = QFileInfo(filePath_).dir().relativeFilePath(mapAbs).toStdString();
    scenarioRevision_.bump();
    if (QString error = writeFile(filePath_, mapText()); !error.isEmpty()) {
      filePath_ = previous;
      emit errorOccurred(error);
      return error;
    }
  }
  QString error = save();
  if (!error.isEmpty()) filePath_ = previous;  // the document still belongs where it was
  emit documentChanged();
  emit titleChanged();
  return error;
}

void MapDocument::close() {
  adopt(LoadedDocument{}, QString());
  loadErrors_.clear();
  emit documentChanged();
  emit titleChanged();
}

void MapDocument::addRecent(const QString& path) {
  if (path.isEmpty()) return;
  QStringList recent = recentFiles();
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > kMaxRecent) recent.removeLast();
  QSettings().setValue("recentFiles", recent);
  rememberFolderOf(path);
  emit recentFilesChanged();
}

QString MapDocument::labelOf(int index) const {
  if (!map_ || index < 0 || index >= map_->grid.size()) return {};
  return QString::fromStdString(map_->grid.label(index));
}

QVariantMap MapDocument::locationInfo(int index) const {
  QVariantMap out;
  if (!map_ || index < 0 || index >= map_->grid.size()) return out;
  const LocationState s = readLocation(*map_, index);
  const Ruleset& rules = *map_->rules;
  out["index"] = index;
  out["label"] = labelOf(index);
  out["terrain"] = s.terrain;
  out["terrainName"] = QString::fromStdString(rules.terrain[static_cast<std::size_t>(s.terrain)].name);
  out["level"] = s.level;
  out["name"] = QString::fromStdString(map_->isCards() ? s.card.name : s.info.name);
  out["objective"] = s.info.objective;
  QVariantList markers;
  for (int m : s.info.markers) markers << m;
  out["markers"] = markers;
  if (map_->isCards()) {
    QStringList cover;
    for (int v : s.card.cover) cover << QString::number(v);
    out["cover"] = cover.join(", ");
    out["hill"] = s.card.hill.has_value();
    QVariantList borders, hillBorders;
    for (int i = 0; i < 4; ++i) {
      borders << (s.card.borders[static_cast<std::size_t>(i)] == Border::Dark);
      hillBorders << (s.card.hill && (*s.card.hill)[static_cast<std::size_t>(i)] == Border::Dark);
    }
    out["borders"] = borders;
    out["hillBorders"] = hillBorders;
  }
  return out;
}

void MapDocument::setTerrain(int index, int terrain) {
  if (!map_ || terrain < 0 || terrain >= static_cast<int>(map_->rules->terrain.size())) return;
  MapEditBuilder edit(*map_);
  paintTerrain(edit, {index}, terrain);
  push(edit, tr("Set terrain of %1").arg(labelOf(index)));
}

void MapDocument::setLevel(int index, int level) {
  if (!map_) return;
  MapEditBuilder edit(*map_);
  setLevels(edit, *map_->rules, {index}, level);
  push(edit, tr("Set level of %1").arg(labelOf(index)));
}

void MapDocument::setName(int index, const QString& name) {
  if (!map_) return;
  MapEditBuilder edit(*map_);
  LocationState& s = edit.location(index);
  (map_->isCards() ? s.card.name : s.info.name) = name.toStdString();
  push(edit, tr("Rename %1").arg(labelOf(index)));
}

void MapDocument::setObjective(int index, bool objective) {
  if (!map_) return;
  MapEditBuilder edit(*map_);
  edit.location(index).info.objective = objective;
  push(edit, objective ? tr("Mark %1 as objective").arg(labelOf(index)) : tr("Unmark objective %1").arg(labelOf(index)));
}

void MapDocument::toggleMarker(int index, int marker) {
  // A marker the ruleset does not have could not be written (the writer names it by its type).
  if (!map_ || marker < 0 || marker >= static_cast<int>(map_->rules->markers.size())) return;
  MapEditBuilder edit(*map_);
  editor::toggleMarker(edit, index, marker);
  push(edit, tr("Toggle marker at %1").arg(labelOf(index)));
}

QString MapDocument::setCover(int index, const QString& values) {
  if (!map_ || !map_->isCards()) return {};
  std::vector<int> cover;
  for (const QString& part : values.split(',', Qt::SkipEmptyParts)) {
    bool ok = false;
    const int v = part.trimmed().toInt(&ok);
    if (!ok || v < -100 || v > 100) return tr("'%1' is not a cover value; write whole numbers separated by commas").arg(part.trimmed());
    cover.push_back(v);
  }
  MapEditBuilder edit(*map_);
  edit.location(index).card.cover = cover;
  push(edit, tr("Set cover of %1").arg(labelOf(index)));
  return {};
}

void MapDocument::toggleHill(int index) {
  if (!map_ || !map_->isCards()) return;
  MapEditBuilder edit(*map_);
  editor::toggleHill(edit, index);
  push(edit, tr("Toggle hill under %1").arg(labelOf(index)));
}

void MapDocument::toggleBorder(int index, int side, bool hillBorder) {
  if (!map_ || !map_->isCards() || side < 0 || side > 3) return;
  MapEditBuilder edit(*map_);
  toggleCardBorder(edit, index, side, hillBorder);
  push(edit, tr("Toggle border of %1").arg(labelOf(index)));
}

}  // namespace sandtable::editor
