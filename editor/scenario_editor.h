// The scenario panels' view of the open scenario: its parts as QML values and one invokable per
// edit, each pushing an undoable ScenarioEdit. Setters that take typed text (ids, hex lists)
// return an empty string or the reason the value was refused.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <functional>

#include "model/scenario.h"

namespace sandtable::editor {

class MapDocument;

class ScenarioEditor : public QObject {
  Q_OBJECT
  Q_PROPERTY(sandtable::editor::MapDocument* document READ document WRITE setDocument NOTIFY
                 documentChanged)
  Q_PROPERTY(bool hasScenario READ hasScenario NOTIFY changed)
  Q_PROPERTY(QString title READ title NOTIFY changed)
  Q_PROPERTY(int turns READ turns NOTIFY changed)
  Q_PROPERTY(QString first READ first NOTIFY changed)
  Q_PROPERTY(QString briefing READ briefing NOTIFY changed)
  Q_PROPERTY(QString specialRules READ specialRules NOTIFY changed)
  Q_PROPERTY(QVariantList sides READ sides NOTIFY changed)
  Q_PROPERTY(QStringList sideIds READ sideIds NOTIFY changed)
  Q_PROPERTY(QVariantList zones READ zones NOTIFY changed)
  Q_PROPERTY(QStringList zoneIds READ zoneIds NOTIFY changed)
  Q_PROPERTY(QVariantList objectives READ objectives NOTIFY changed)
  Q_PROPERTY(QVariantMap victory READ victory NOTIFY changed)
  Q_PROPERTY(QVariantList losChecks READ losChecks NOTIFY changed)
  Q_PROPERTY(QVariantList reachChecks READ reachChecks NOTIFY changed)
  Q_PROPERTY(QStringList mobilityClasses READ mobilityClasses NOTIFY changed)
  Q_PROPERTY(QStringList roles READ roles CONSTANT)
  Q_PROPERTY(QStringList edges READ edges CONSTANT)

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
  QVariantList sides() const;
  QStringList sideIds() const;
  QVariantList zones() const;
  QStringList zoneIds() const;
  QVariantList objectives() const;
  QVariantMap victory() const;
  QVariantList losChecks() const;
  QVariantList reachChecks() const;
  QStringList mobilityClasses() const;
  QStringList roles() const;
  QStringList edges() const;

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

  // Zones.
  Q_INVOKABLE QString addZone();
  Q_INVOKABLE void removeZone(const QString& id);
  Q_INVOKABLE QString renameZone(const QString& id, const QString& newId);
  Q_INVOKABLE QString setZoneHexes(const QString& id, const QString& text);
  Q_INVOKABLE void setZoneEdge(const QString& id, const QString& edge);  // "" for none
  // From the zone painter: exactly these locations (an edge stays only if all of it is kept).
  Q_INVOKABLE void setZoneLocations(const QString& zone, const QList<int>& locations);
  Q_INVOKABLE QList<int> zoneLocations(const QString& zone) const;
  // The zone painter's stroke: adds the locations to the zone (or removes them when `erase`).
  Q_INVOKABLE void paintZone(const QString& zone, const QList<int>& locations, bool erase);

  // Objectives.
  Q_INVOKABLE QString addObjective(int location);
  Q_INVOKABLE void removeObjective(const QString& id);
  Q_INVOKABLE QString renameObjective(const QString& id, const QString& newId);
  Q_INVOKABLE QString setObjectiveAt(const QString& id, const QString& label);
  Q_INVOKABLE void moveObjective(const QString& id, int location);
  Q_INVOKABLE void setObjectiveName(const QString& id, const QString& name);
  Q_INVOKABLE void setObjectiveVp(const QString& id, const QString& side, int vp);  // 0 removes it
  Q_INVOKABLE void setObjectiveControl(const QString& id,
                                       const QString& control);  // side, "none" or ""

  // Victory.
  Q_INVOKABLE void setExitEnabled(bool enabled);
  Q_INVOKABLE void setExit(const QString& side, const QString& zone, int vp);
  Q_INVOKABLE void setSuddenDeath(int turn);  // 0 removes it
  Q_INVOKABLE void setVictoryText(const QString& text);

  // The designer's assertions. `expect`: "clear", "blocked" or "hindrance N".
  Q_INVOKABLE void addLosCheck(int from, int to, const QString& expect);
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
  void changed();

 private:
  const Scenario* scenario() const;
  const Map* map() const;
  bool edit(const QString& text, const std::function<bool(Scenario&)>& change,
            const QString& mergeKey = {});
  QString checkNewId(const QString& newId,
                     const std::function<bool(const std::string&)>& taken) const;
  QString checkLabel(const QString& label) const;

  QPointer<MapDocument> doc_;
  QMetaObject::Connection scenarioConnection_;
  QMetaObject::Connection documentConnection_;
};

}  // namespace sandtable::editor
