// The scenario panels' view of the open scenario: its parts as QML values (the lists' rows typed,
// scenario_rows.h) and one invokable per
// edit, each pushing an undoable ScenarioEdit. Setters that take typed text (ids, hex lists)
// return an empty string or the reason the value was refused.
//
// On a miniatures table (isTable) zones are shapes or edge bands, objectives and scenario
// points sit at table coordinates (table units from the top-left corner, x right, y down). The
// table invokables refuse, changing nothing, anything off the table (the reason names the
// table's size) or unusable; the grid-only ones (hex lists, painting, locations) refuse or do
// nothing there, so that a table scenario always saves to a file that reads back.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <functional>

#include "editor/scenario_rows.h"
#include "model/scenario.h"

namespace sandtable::editor {

class MapDocument;

class ScenarioEditor : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(sandtable::editor::MapDocument* document READ document WRITE setDocument NOTIFY
                 documentChanged)
  Q_PROPERTY(bool hasScenario READ hasScenario NOTIFY hasScenarioChanged)
  Q_PROPERTY(QString title READ title NOTIFY titleChanged)
  Q_PROPERTY(int turns READ turns NOTIFY turnsChanged)
  Q_PROPERTY(QString first READ first NOTIFY firstChanged)
  Q_PROPERTY(QString briefing READ briefing NOTIFY briefingChanged)
  Q_PROPERTY(QString specialRules READ specialRules NOTIFY specialRulesChanged)
  Q_PROPERTY(QVariantList sides READ sides NOTIFY sidesChanged)
  Q_PROPERTY(QStringList sideIds READ sideIds NOTIFY sideIdsChanged)
  Q_PROPERTY(QVariantList zones READ zones NOTIFY zonesChanged)
  Q_PROPERTY(QStringList zoneIds READ zoneIds NOTIFY zoneIdsChanged)
  Q_PROPERTY(QVariantList objectives READ objectives NOTIFY objectivesChanged)
  Q_PROPERTY(sandtable::editor::VictoryRow victory READ victory NOTIFY victoryChanged)
  Q_PROPERTY(QVariantList losChecks READ losChecks NOTIFY losChecksChanged)
  Q_PROPERTY(QVariantList reachChecks READ reachChecks NOTIFY reachChecksChanged)
  Q_PROPERTY(QStringList mobilityClasses READ mobilityClasses NOTIFY mobilityClassesChanged)
  Q_PROPERTY(QStringList roles READ roles CONSTANT)
  Q_PROPERTY(QStringList edges READ edges CONSTANT)
  Q_PROPERTY(bool isTable READ isTable NOTIFY isTableChanged)
  Q_PROPERTY(QString tableSize READ tableSize NOTIFY tableSizeChanged)  // "72 x 48 in"
  Q_PROPERTY(QVariantList points READ points NOTIFY pointsChanged)
  // The kinds of point the scenario's ruleset game has (as the point tool offers them).
  Q_PROPERTY(QStringList pointKinds READ pointKinds NOTIFY changed)
  Q_PROPERTY(QStringList objectiveLevels READ objectiveLevels CONSTANT)

 public:
  explicit ScenarioEditor(QObject* parent = nullptr);

  MapDocument* document() const { return doc_; }
  void setDocument(MapDocument* doc);

  bool hasScenario() const { return scenario() != nullptr; }
  QString title() const;
  int turns() const;
  QString first() const;
  QString briefing() const;
  QString specialRules() const;
  // The panels' rows, typed (scenario_rows.h); the QML properties hold the same rows.
  QList<SideRow> sideRows() const;
  QList<ZoneRow> zoneRows() const;
  QList<ObjectiveRow> objectiveRows() const;
  QList<LosCheckRow> losCheckRows() const;
  QList<ReachCheckRow> reachCheckRows() const;
  QList<PointRow> pointRows() const;
  QVariantList sides() const { return variantRows(sideRows()); }
  QStringList sideIds() const;
  QVariantList zones() const { return variantRows(zoneRows()); }
  QStringList zoneIds() const;
  QVariantList objectives() const { return variantRows(objectiveRows()); }
  VictoryRow victory() const;
  QVariantList losChecks() const { return variantRows(losCheckRows()); }
  QVariantList reachChecks() const { return variantRows(reachCheckRows()); }
  QStringList mobilityClasses() const;
  QStringList roles() const;
  QStringList edges() const;
  bool isTable() const;
  QString tableSize() const;
  QVariantList points() const { return variantRows(pointRows()); }
  QStringList pointKinds() const;
  QStringList objectiveLevels() const;

  // Scenario.
  Q_INVOKABLE void setTitle(const QString& title);
  Q_INVOKABLE void setTurns(int turns);
  Q_INVOKABLE void setFirst(const QString& side);
  Q_INVOKABLE void setBriefing(const QString& text);
  Q_INVOKABLE void setSpecialRules(const QString& text);

  // Sides.
  Q_INVOKABLE QString addSide();
  Q_INVOKABLE QString removeSide(const QString& id);
  Q_INVOKABLE QString renameSide(const QString& id, const QString& newId);
  Q_INVOKABLE void setSideName(const QString& id, const QString& name);
  Q_INVOKABLE void setSideRole(const QString& id, const QString& role);  // "" for none
  Q_INVOKABLE void setSideBriefing(const QString& id, const QString& text);
  // Tables: a side's break point (percent) and points limit (< 0 removes either), its private
  // victory conditions, and its planned fire (a firer of its OOB, a turn, a target on the table).
  Q_INVOKABLE QString setSideBreakPoint(const QString& id, int percent);
  Q_INVOKABLE QString setSidePointsLimit(const QString& id, int points);
  Q_INVOKABLE void setSideVictory(const QString& id, const QString& text);
  Q_INVOKABLE QString addFireOrder(const QString& side);
  Q_INVOKABLE QString setFireOrder(const QString& side, int index, const QString& firer, int turn, double x,
                                   double y, const QString& notes);
  Q_INVOKABLE void removeFireOrder(const QString& side, int index);

  // Zones.
  Q_INVOKABLE QString addZone();
  Q_INVOKABLE void removeZone(const QString& id);
  Q_INVOKABLE QString renameZone(const QString& id, const QString& newId);
  Q_INVOKABLE QString setZoneHexes(const QString& id, const QString& text);  // grids only
  // On a table an edge makes the zone that edge's band (default depth) and "" turns a band
  // into the rect it covers.
  Q_INVOKABLE QString setZoneEdge(const QString& id, const QString& edge);  // "" for none
  // Tables: the zone becomes this rect / polygon (an edge band stops being one). `points` is a
  // list of at least 3 corners, each {x: X, y: Y} (a JS object or Qt.point) or [X, Y].
  Q_INVOKABLE QString setZoneRect(const QString& zone, double x, double y, double w, double h);
  // One of a rect zone's fields ("x", "y", "w" or "h") typed: a corner moved so that the rect
  // would run off the table keeps it on the table by cutting its size, which a note says
  // ({error, note}); a corner off the table or a size that runs off it is refused (error).
  Q_INVOKABLE QVariantMap setZoneRectField(const QString& zone, const QString& field, double value);
  Q_INVOKABLE QString setZonePolygon(const QString& zone, const QVariantList& points);
  // Tables: the depth of an edge band (> 0).
  Q_INVOKABLE QString setZoneDepth(const QString& zone, double depth);
  // From the zone painter: exactly these locations (an edge stays only if all of it is kept).
  Q_INVOKABLE void setZoneLocations(const QString& zone, const QList<int>& locations);
  Q_INVOKABLE QList<int> zoneLocations(const QString& zone) const;
  // The zone painter's stroke: adds the locations to the zone (or removes them when `erase`).
  Q_INVOKABLE void paintZone(const QString& zone, const QList<int>& locations, bool erase);

  // Objectives.
  Q_INVOKABLE QString addObjective(int location);  // grids; "" (nothing added) on a table
  // Tables: a new objective at (x, y), id "objective", "objective-2"... (see lastAddedId).
  Q_INVOKABLE QString addObjectiveAt(double x, double y);
  Q_INVOKABLE QString moveObjectiveTo(const QString& id, double x, double y);
  // Tables: the radius within which the objective is held (< 0 removes it).
  Q_INVOKABLE QString setObjectiveRadius(const QString& id, double radius);
  Q_INVOKABLE void removeObjective(const QString& id);
  Q_INVOKABLE QString renameObjective(const QString& id, const QString& newId);
  // A hex label, or on a table "X, Y".
  Q_INVOKABLE QString setObjectiveAt(const QString& id, const QString& label);
  Q_INVOKABLE void moveObjective(const QString& id, int location);
  Q_INVOKABLE void setObjectiveName(const QString& id, const QString& name);
  Q_INVOKABLE void setObjectiveVp(const QString& id, const QString& side, int vp);  // 0 removes it
  Q_INVOKABLE void setObjectiveControl(const QString& id,
                                       const QString& control);  // side, "none" or ""
  // Tables: "primary", "secondary", "tertiary" or "" (none). A secondary or tertiary objective
  // belongs to one side (the first side until another is chosen); "" is refused as its side.
  Q_INVOKABLE QString setObjectiveLevel(const QString& id, const QString& level);
  Q_INVOKABLE QString setObjectiveSide(const QString& id, const QString& side);

  // Scenario points (tables). `kind`: one of pointKinds (erp, rsp, trp, hot-spot, casevac,
  // exit); `side`: a side id or "" (hot spots have none). addTablePoint's new point has the id
  // "KIND-N" with the first free N ("erp-1", "hot-spot-3"; see lastAddedId) and a hot spot the
  // next unused number. A point given as an area moves with its centre at (x, y).
  Q_INVOKABLE QString addTablePoint(const QString& kind, const QString& side, double x, double y);
  Q_INVOKABLE QString moveTablePoint(const QString& id, double x, double y);
  Q_INVOKABLE void removeTablePoint(const QString& id);
  Q_INVOKABLE QString setTablePointKind(const QString& id, const QString& kind);
  Q_INVOKABLE QString setTablePointSide(const QString& id, const QString& side);
  Q_INVOKABLE QString setTablePointNumber(const QString& id, int number);  // < 1 removes it
  // A TRP's ETA: the turn its reserves are planned to arrive (< 1, or an empty field, removes
  // it). Refused on other kinds, which have none (making a TRP another kind drops it).
  Q_INVOKABLE QString setTablePointEta(const QString& id, int turn);
  Q_INVOKABLE QString setTablePointName(const QString& id, const QString& name);
  // The id of the objective or point the last successful addObjectiveAt / addTablePoint made.
  Q_INVOKABLE QString lastAddedId() const { return lastAddedId_; }

  // Victory.
  Q_INVOKABLE void setExitEnabled(bool enabled);
  Q_INVOKABLE void setExit(const QString& side, const QString& zone, int vp);
  Q_INVOKABLE void setSuddenDeath(int turn);  // 0 removes it
  Q_INVOKABLE void setVictoryText(const QString& text);

  // The designer's assertions. `expect`: "clear", "blocked" or "hindrance N".
  Q_INVOKABLE void addLosCheck(int from, int to, const QString& expect);
  // Tables: a check of the sight line between two points on the table (the LOS tool's ends),
  // written `{from: [x, y], to: [x, y], expect: ...}`; `expect` is "clear" or "blocked".
  Q_INVOKABLE QString addTableLosCheck(double x1, double y1, double x2, double y2,
                                       const QString& expect);
  Q_INVOKABLE QString setLosCheck(int row, const QString& from, const QString& to,
                                  const QString& expect, int hindrance);
  Q_INVOKABLE void removeLosCheck(int row);
  Q_INVOKABLE void addReachCheck();
  Q_INVOKABLE QString setReachCheck(int row, const QString& side, const QString& mobility,
                                    const QString& from, const QString& to,
                                    int withinTurns);  // withinTurns < 0: none
  Q_INVOKABLE void removeReachCheck(int row);

 signals:
  void documentChanged();
  // Any change. Each property has its own signal too, emitted only when its value changed, so
  // that an edit in one tab does not reset the lists of the others (the OOB's side box went
  // back to the first side at every OOB edit, and the next edit went to that side).
  void changed();
  void hasScenarioChanged();
  void titleChanged();
  void turnsChanged();
  void firstChanged();
  void briefingChanged();
  void specialRulesChanged();
  void sidesChanged();
  void sideIdsChanged();
  void zonesChanged();
  void zoneIdsChanged();
  void objectivesChanged();
  void victoryChanged();
  void losChecksChanged();
  void reachChecksChanged();
  void mobilityClassesChanged();
  void isTableChanged();
  void tableSizeChanged();
  void pointsChanged();

 private:
  const Scenario* scenario() const;
  const Map* map() const;
  bool edit(const QString& text, const std::function<bool(Scenario&)>& change,
            const QString& mergeKey = {});
  // `what` names the id as the reader does ("zone id").
  QString checkNewId(const char* what, const QString& newId,
                     const std::function<bool(const std::string&)>& taken) const;
  QString checkLabel(const QString& label) const;
  // Tables: "" when (x, y) is on the table, else the reason; a reason when there is no table.
  QString checkTablePoint(double x, double y) const;
  QString checkTableShape(const Shape& shape) const;
  // A check end on a table: an objective, point or zone id, or "X, Y" on the table.
  QString checkTableEnd(const QString& text, std::optional<TablePoint>* point) const;
  bool idTaken(const Scenario& s, const std::string& id) const;

  QPointer<MapDocument> doc_;
  QString lastAddedId_;
  // Emits changed() and the signal of every property whose value differs from the last one
  // emitted (all of them when `everything`: another document).
  void refresh(bool everything);
  QMetaObject::Connection scenarioConnection_;
  QHash<const char*, QVariant> shown_;  // each property's value as last announced
  QMetaObject::Connection documentConnection_;
};

}  // namespace sandtable::editor
