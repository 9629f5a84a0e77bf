// The open document as the QML interface sees it: the map (of a map file or a scenario), its
// undo stack, file state, autosave/recovery, and the edit entry points of the inspector.
// Every change goes through a MapEdit on the undo stack.
#pragma once

#include <QLockFile>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <QUndoStack>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <string>

#include "editor/document_revision.h"
#include "editor/map_edit.h"
#include "editor/table_edit.h"
#include "model/document_io.h"

namespace sandtable::editor {

class MapDocument : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(bool hasMap READ hasMap NOTIFY documentChanged)
  Q_PROPERTY(bool isCards READ isCards NOTIFY documentChanged)
  Q_PROPERTY(bool isTable READ isTable NOTIFY documentChanged)
  // Table maps: the table's size and unit ("in" or "cm").
  Q_PROPERTY(double tableWidth READ tableWidth NOTIFY documentChanged)
  Q_PROPERTY(double tableHeight READ tableHeight NOTIFY documentChanged)
  Q_PROPERTY(QString tableUnit READ tableUnit NOTIFY documentChanged)
  Q_PROPERTY(bool hasScenario READ hasScenario NOTIFY documentChanged)
  Q_PROPERTY(QString filePath READ filePath NOTIFY documentChanged)
  Q_PROPERTY(QString displayName READ displayName NOTIFY documentChanged)
  Q_PROPERTY(QString title READ title NOTIFY titleChanged)
  Q_PROPERTY(bool modified READ modified NOTIFY modifiedChanged)
  // A field of the window holds typed text not yet committed (the window sets it): it counts
  // as an unsaved change (title, close prompt) until it is committed or cancelled.
  Q_PROPERTY(bool fieldEdited READ fieldEdited WRITE setFieldEdited NOTIFY modifiedChanged)
  // The map's id, name and notes (Map > Properties).
  Q_PROPERTY(QString mapId READ mapId NOTIFY mapPropertiesChanged)
  Q_PROPERTY(QString mapName READ mapName NOTIFY mapPropertiesChanged)
  Q_PROPERTY(QString mapNotes READ mapNotes NOTIFY mapPropertiesChanged)
  Q_PROPERTY(int columns READ columns NOTIFY documentChanged)
  Q_PROPERTY(int rows READ rows NOTIFY documentChanged)
  Q_PROPERTY(QString rulesetId READ rulesetId NOTIFY documentChanged)
  Q_PROPERTY(QString rulesetName READ rulesetName NOTIFY documentChanged)
  Q_PROPERTY(int levelMin READ levelMin NOTIFY documentChanged)
  Q_PROPERTY(int levelMax READ levelMax NOTIFY documentChanged)
  Q_PROPERTY(QVariantList terrainTypes READ terrainTypes NOTIFY documentChanged)
  Q_PROPERTY(QVariantList hexsideFeatures READ hexsideFeatures NOTIFY documentChanged)
  Q_PROPERTY(QVariantList markerTypes READ markerTypes NOTIFY documentChanged)
  Q_PROPERTY(QStringList loadErrors READ loadErrors NOTIFY documentChanged)
  Q_PROPERTY(QStringList mobilityClasses READ mobilityClasses NOTIFY documentChanged)
  // Tables: the kinds of scenario point the ruleset's game has (model/point_kinds.h).
  Q_PROPERTY(QStringList pointKinds READ pointKinds NOTIFY documentChanged)
  Q_PROPERTY(QStringList zoneIds READ zoneIds NOTIFY zonesChanged)
  Q_PROPERTY(QStringList sideIds READ sideIds NOTIFY zonesChanged)
  // Table scenarios: the ids of the scenario points (ERP, RSP, TRP, hot spots...).
  Q_PROPERTY(QStringList pointIds READ pointIds NOTIFY zonesChanged)
  Q_PROPERTY(QStringList builtinRulesets READ builtinRulesets CONSTANT)
  Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)
  Q_PROPERTY(QStringList recoveryFiles READ recoveryFiles NOTIFY recoveryFilesChanged)
  Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoStateChanged)
  Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoStateChanged)
  Q_PROPERTY(QString undoText READ undoText NOTIFY undoStateChanged)
  Q_PROPERTY(QString redoText READ redoText NOTIFY undoStateChanged)
  Q_PROPERTY(QStringList undoHistory READ undoHistory NOTIFY undoStateChanged)
  Q_PROPERTY(int undoIndex READ undoIndex NOTIFY undoStateChanged)

 public:
  explicit MapDocument(QObject* parent = nullptr);
  ~MapDocument() override;

  bool hasMap() const { return map_ != nullptr; }
  bool isCards() const { return map_ && map_->isCards(); }
  bool isTable() const { return map_ && map_->isTable(); }
  double tableWidth() const { return isTable() ? map_->table.width : 0; }
  double tableHeight() const { return isTable() ? map_->table.height : 0; }
  QString tableUnit() const { return isTable() ? QString::fromStdString(map_->table.unit) : QString(); }
  QString filePath() const { return filePath_; }
  // Where Save writes (the file path, or for an untitled document the name it is validated
  // under: the name its first Save offers, "<map id>.map.yaml" / ".scenario.yaml").
  QString savePath() const;
  QString displayName() const;
  QString title() const;
  bool modified() const { return !undo_.isClean() || recovered_ || fieldEdited_; }
  bool fieldEdited() const { return fieldEdited_; }
  void setFieldEdited(bool edited);
  QString mapId() const;
  QString mapName() const;
  QString mapNotes() const;
  int columns() const { return map_ ? map_->grid.columns : 0; }
  int rows() const { return map_ ? map_->grid.rows : 0; }
  QString rulesetId() const;
  QString rulesetName() const;
  int levelMin() const;
  int levelMax() const;
  QVariantList terrainTypes() const;
  QVariantList hexsideFeatures() const;
  QVariantList markerTypes() const;
  QStringList loadErrors() const { return loadErrors_; }
  QStringList mobilityClasses() const;
  QStringList pointKinds() const;
  QStringList zoneIds() const;
  QStringList sideIds() const;
  QStringList pointIds() const;
  // Every built-in ruleset (New Map, Tiled import).
  QStringList builtinRulesets() const;
  QStringList recentFiles() const;
  QStringList recoveryFiles() const;
  bool canUndo() const { return undo_.canUndo(); }
  bool canRedo() const { return undo_.canRedo(); }
  QString undoText() const { return undo_.undoText(); }
  QString redoText() const { return undo_.redoText(); }
  QStringList undoHistory() const;
  int undoIndex() const { return undo_.index(); }

  bool hasScenario() const { return map_ && doc_.kind == DocumentKind::Scenario && doc_.scenario; }
  Map* map() { return map_.get(); }
  const Map* map() const { return map_.get(); }
  // The open scenario (nullptr for a map document). Edit it only inside undo commands that
  // call notifyScenarioChanged() after applying and reverting.
  Scenario* scenario() { return hasScenario() ? doc_.scenario.get() : nullptr; }
  const Scenario* scenario() const { return hasScenario() ? doc_.scenario.get() : nullptr; }
  // Pushes an undo command (scenario edits, map properties, art); the stack owns it. Only
  // DocumentCommands: their redo and undo move the document's revision on.
  void pushCommand(DocumentCommand* command);
  // The revisions of the map and of the scenario (document_revision.h): every undo command's
  // redo and undo moves on the one of what it changes, and a replaced document (open, new,
  // recover, close) starts with both at values no earlier document had. Caches of data derived
  // from the document record them and rebuild when they differ.
  DocumentRevision revision() const { return {mapRevision_.value(), scenarioRevision_.value()}; }
  // For the commands that change the map (and its art and properties), or the scenario.
  Revision& mapRevision() { return mapRevision_; }
  Revision& scenarioRevision() { return scenarioRevision_; }
  void notifyScenarioChanged() { emit scenarioChanged(); }
  // A deep copy of the document as it is now, for work on another thread.
  LoadedDocument snapshot() const;
  // For moving through the history; push only through push(), pushTable() and pushCommand().
  QUndoStack& undoStack() { return undo_; }
  // Pushes an edit built on the current map; false when it changes nothing.
  bool push(const MapEditBuilder& edit, const QString& text, int stroke = -1);
  // Pushes an edit of a table's features; false when it changes nothing.
  bool pushTable(const TableEditBuilder& edit, const QString& text, int stroke = -1);
  // A fresh id for one brush stroke (all its edits merge into one undo step).
  int beginStroke() { return ++strokeSerial_; }

  // The canonical text that Save writes for the map.
  std::string mapText() const;
  Q_INVOKABLE QString documentText() const { return QString::fromStdString(mapText()); }

  // File operations; they return an empty string or a message for the user.
  // `properties` may give the new map's {id, name} (else "untitled", "Untitled map").
  Q_INVOKABLE QString newMap(const QString& rulesetId, int columns, int rows, const QString& orientation,
                             const QString& stagger, const QString& labels, const QVariantMap& properties = {});
  // "hex", "cards" or "table": what a built-in ruleset lays out.
  Q_INVOKABLE QString rulesetGrid(const QString& rulesetId) const;
  Q_INVOKABLE QString validateNewMap(const QString& rulesetId, int columns, int rows) const;
  // A new, empty miniatures table of a table ruleset; width and height in `unit` ("in", "cm").
  Q_INVOKABLE QString newTable(const QString& rulesetId, double width, double height, const QString& unit,
                               const QVariantMap& properties = {});
  // Map > Properties: "" or why `id` cannot be the map's id (the reader's rule).
  Q_INVOKABLE QString validateMapId(const QString& id) const;
  // Changes the map's id, name and notes in one undo step; "" or why not.
  Q_INVOKABLE QString setMapProperties(const QString& id, const QString& name, const QString& notes);
  Q_INVOKABLE QString validateNewTable(const QString& rulesetId, double width, double height) const;
  // The size a table ruleset prefers (else its minimum, else 72x48): {width, height, unit}.
  Q_INVOKABLE QVariantMap tableDefaults(const QString& rulesetId) const;
  // File > New Scenario: a scenario for the open map with two sides, saved at once as
  // `path` (".scenario.yaml" added when it has no suffix). A map without a file of its own
  // is saved beside it as NAME.map.yaml. Returns the reason when it cannot be made.
  Q_INVOKABLE QString newScenario(const QString& path, const QString& title, int turns,
                                  const QStringList& sideIds, const QStringList& sideNames);
  Q_INVOKABLE QString validateNewScenario(const QString& path, int turns, const QStringList& sideIds) const;
  // The map file a new scenario at `path` will name: the map's own, or the one saved beside it.
  Q_INVOKABLE QString newScenarioMapPath(const QString& path) const;
  // The turns a new scenario of the open map's ruleset starts with (0: the ruleset says none).
  Q_INVOKABLE int rulesetTurns() const;
  Q_INVOKABLE QString open(const QString& pathOrUrl);
  // Makes an imported map the open document: new and unsaved.
  QString adoptImportedMap(std::shared_ptr<Map> map);
  Q_INVOKABLE QString save();
  // The names of the files Save would change ("mill-hamlet.map.yaml"), for the unsaved-changes
  // question: a scenario whose map alone was edited names its map file, not itself. Empty for
  // a document that has no file yet or whose changes are still in a field.
  Q_INVOKABLE QStringList unsavedFileNames() const;
  Q_INVOKABLE QString saveAs(const QString& pathOrUrl);
  Q_INVOKABLE void close();
  Q_INVOKABLE void undo() { undo_.undo(); }
  Q_INVOKABLE void redo() { undo_.redo(); }
  Q_INVOKABLE void undoTo(int index) { undo_.setIndex(index); }

  // Autosave and recovery.
  Q_INVOKABLE bool autosaveNow();
  Q_INVOKABLE QString recover(const QString& recoveryFile);
  Q_INVOKABLE void discardRecovery(const QString& recoveryFile);
  // How the recovery prompt names a recovery file: the document it holds and when it was
  // written ("vaux.scenario.yaml in /maps, autosaved 27 Nov 10:32"); the files' own names are
  // hashes of the document's path, which told the designer nothing.
  Q_INVOKABLE QString recoveryDescription(const QString& recoveryFile) const;
  QString recoveryDir() const;
  Q_INVOKABLE QString recoveryFileForCurrent() const;
  void setAutosaveInterval(int ms) { autosave_.setInterval(ms); }

  // The inspector.
  Q_INVOKABLE QString labelOf(int index) const;
  Q_INVOKABLE QVariantMap locationInfo(int index) const;
  Q_INVOKABLE void setTerrain(int index, int terrain);
  Q_INVOKABLE void setLevel(int index, int level);
  Q_INVOKABLE void setName(int index, const QString& name);
  Q_INVOKABLE void setObjective(int index, bool objective);
  Q_INVOKABLE void toggleMarker(int index, int marker);
  Q_INVOKABLE QString setCover(int index, const QString& values);
  Q_INVOKABLE void toggleHill(int index);
  Q_INVOKABLE void toggleBorder(int index, int side, bool hillBorder);

  // The table inspector: a feature by its index in drawing order.
  Q_INVOKABLE int featureCount() const { return isTable() ? static_cast<int>(map_->features.size()) : 0; }
  // {id, terrain (index), terrainName, shape, height (NaN: the type's), typeHeight, storeys
  // (-1: none), name, notes, isBuilding, area, vertices, handles ([{x, y}]: the vertex handles),
  // isPolyline, lineWidthText ("": the terrain's), typeLineWidth}
  Q_INVOKABLE QVariantMap featureInfo(int index) const;
  // A marker placed on the table: {id, type (its ruleset marker id), typeName, x, y (its centre)}.
  Q_INVOKABLE int markerCount() const { return isTable() ? static_cast<int>(map_->placedMarkers.size()) : 0; }
  Q_INVOKABLE QVariantMap markerInfo(int index) const;
  Q_INVOKABLE QString setFeatureTerrain(int index, int terrain);
  // An empty text takes the override away (the terrain type's height applies).
  Q_INVOKABLE QString setFeatureHeight(int index, const QString& height);
  Q_INVOKABLE QString setFeatureStoreys(int index, int storeys);
  Q_INVOKABLE QString setFeatureName(int index, const QString& name);
  Q_INVOKABLE QString setFeatureNotes(int index, const QString& notes);
  // A polyline's width (an empty text: the terrain type's); refused on other shapes.
  Q_INVOKABLE QString setFeatureLineWidth(int index, const QString& width);
  // Moves vertex handle `vertex` to (x, y), as dragging it does (table_shapes.h moveVertex).
  Q_INVOKABLE QString moveFeatureVertex(int index, int vertex, double x, double y);
  // A circle's centre and radius, typed in the Inspector: one undo step (the centre moves the
  // whole circle, the radius is its rim handle's distance east of the centre).
  Q_INVOKABLE QString setFeatureCircle(int index, double x, double y, double radius);
  // A new id: refused (with the reason) when it is empty or taken.
  Q_INVOKABLE QString setFeatureId(int index, const QString& id);

 signals:
  // Emitted first when another document replaces this one (open, new, close), before
  // documentChanged: the map view drops what it drew of the old map here, before any window
  // binding that documentChanged moves can resize the view and so have it refit a map that is
  // gone.
  void documentReplaced();
  void documentChanged();
  void mapPropertiesChanged();
  void titleChanged();
  void modifiedChanged();
  void undoStateChanged();
  void recentFilesChanged();
  void recoveryFilesChanged();
  // Locations whose drawing changed (all of them after a load).
  void mapChanged(const QList<int>& locations);
  // Table maps: features [first, oldEnd) were replaced by [first, newEnd) (all of them after a load).
  void tableChanged(int first, int oldEnd, int newEnd);
  // The scenario (sides, OOB, zones, objectives, victory, checks...) changed.
  void scenarioChanged();
  void zonesChanged();
  void errorOccurred(const QString& message);
  // Save and Save As ask the window to commit the field being edited before they write.
  void commitFieldRequested();

 private:
  void adopt(LoadedDocument doc, const QString& path);
  // A new map's {id, name} from New Map; "" or why the id is refused.
  QString applyNewMapProperties(Map& map, const QVariantMap& properties) const;
  QString editFeature(int index, const QString& text, const std::function<std::string(TableEditBuilder&)>& change);
  void notifyMapChanged(const std::vector<int>& locations);
  void addRecent(const QString& path);
  QString writeFile(const QString& path, const std::string& text);
  void removeOwnRecoveryFile();
  QString mapFilePath() const;
  QString scenarioPathFor(const QString& pathOrUrl) const;

  LoadedDocument doc_;
  std::shared_ptr<Map> map_;
  QString filePath_;
  QStringList loadErrors_;
  Revision mapRevision_;
  Revision scenarioRevision_;
  QUndoStack undo_;  // after the revisions: its commands refer to them
  QTimer autosave_;
  // Held while this editor's recovery file exists: another editor running at the same time
  // must not offer (or delete) the work this one is still doing. A crash leaves the lock of a
  // dead process, which the next editor takes over as stale.
  std::unique_ptr<QLockFile> recoveryLock_;
  int strokeSerial_ = 0;
  bool recovered_ = false;  // opened from a recovery file: unsaved until saved
  bool fieldEdited_ = false;
  QString untitledKey_;
};

}  // namespace sandtable::editor
