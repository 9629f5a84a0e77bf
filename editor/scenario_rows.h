// The rows the Scenario panels show, one value type per kind: what ScenarioEditor's lists hold
// and what a panel's delegate reads. Typed properties, so that a misspelt field is an error
// qmllint reports (and `undefined` in no panel), not a silent blank field; operator== so that
// KeyedRows and ScenarioEditor see which rows an edit changed.
// Table numbers are in table units; fields that a kind of map lacks keep their defaults.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace sandtable::editor {

// One planned fire of a table side: a firer of its OOB, a turn, a target on the table.
struct FireOrderRow {
  Q_GADGET
  QML_VALUE_TYPE(fireOrderRow)
  Q_PROPERTY(QString firer MEMBER firer)
  Q_PROPERTY(int turn MEMBER turn)
  Q_PROPERTY(double x MEMBER x)
  Q_PROPERTY(double y MEMBER y)
  Q_PROPERTY(QString notes MEMBER notes)

 public:
  QString firer;
  int turn = 0;
  double x = 0, y = 0;
  QString notes;
  bool operator==(const FireOrderRow&) const = default;
};

struct SideRow {
  Q_GADGET
  QML_VALUE_TYPE(sideRow)
  Q_PROPERTY(QString id MEMBER id)
  Q_PROPERTY(QString name MEMBER name)
  Q_PROPERTY(QString role MEMBER role)  // "" for none
  Q_PROPERTY(QString briefing MEMBER briefing)
  // Tables: break point (percent) and points limit, -1 when not set; private victory text.
  Q_PROPERTY(int breakPoint MEMBER breakPoint)
  Q_PROPERTY(int pointsLimit MEMBER pointsLimit)
  Q_PROPERTY(QString victory MEMBER victory)
  Q_PROPERTY(QVariantList fireOrders MEMBER fireOrders)  // FireOrderRow each
  Q_PROPERTY(QStringList firers MEMBER firers)           // the ids of its OOB entries

 public:
  QString id, name, role, briefing;
  int breakPoint = -1, pointsLimit = -1;
  QString victory;
  QVariantList fireOrders;
  QStringList firers;
  bool operator==(const SideRow&) const = default;
};

struct ZoneRow {
  Q_GADGET
  QML_VALUE_TYPE(zoneRow)
  Q_PROPERTY(QString id MEMBER id)
  Q_PROPERTY(QString hexes MEMBER hexes)  // grids: the locations as typed ("A1:C4, F5")
  Q_PROPERTY(QString edge MEMBER edge)    // "" for none
  Q_PROPERTY(int size MEMBER size)        // grids: how many locations it resolves to
  Q_PROPERTY(int first MEMBER first)      // grids: its first location, -1 when empty
  // Tables: "rect", "polygon", "polyline", "circle", "edge" (a band of `depth`) or "" (no
  // shape yet), and a line describing it ("polygon of 7 points").
  Q_PROPERTY(QString shapeKind MEMBER shapeKind)
  Q_PROPERTY(QString shape MEMBER shape)
  Q_PROPERTY(double x MEMBER x)  // a rect's corner and size
  Q_PROPERTY(double y MEMBER y)
  Q_PROPERTY(double w MEMBER w)
  Q_PROPERTY(double h MEMBER h)
  Q_PROPERTY(double depth MEMBER depth)  // an edge band's
  // Tables, any shape: its centre, and the bounds on the table (the rect "Make rect" offers).
  Q_PROPERTY(bool hasBounds MEMBER hasBounds)
  Q_PROPERTY(double cx MEMBER cx)
  Q_PROPERTY(double cy MEMBER cy)
  Q_PROPERTY(double bx MEMBER bx)
  Q_PROPERTY(double by MEMBER by)
  Q_PROPERTY(double bw MEMBER bw)
  Q_PROPERTY(double bh MEMBER bh)

 public:
  QString id, hexes, edge;
  int size = 0, first = -1;
  QString shapeKind, shape;
  double x = 0, y = 0, w = 0, h = 0, depth = 0;
  bool hasBounds = false;
  double cx = 0, cy = 0, bx = 0, by = 0, bw = 0, bh = 0;
  bool operator==(const ZoneRow&) const = default;
};

// An objective's victory points for one side (0 when it gives that side none).
struct ObjectiveVpRow {
  Q_GADGET
  QML_VALUE_TYPE(objectiveVpRow)
  Q_PROPERTY(QString side MEMBER side)
  Q_PROPERTY(int vp MEMBER vp)

 public:
  QString side;
  int vp = 0;
  bool operator==(const ObjectiveVpRow&) const = default;
};

struct ObjectiveRow {
  Q_GADGET
  QML_VALUE_TYPE(objectiveRow)
  Q_PROPERTY(QString id MEMBER id)
  Q_PROPERTY(QString at MEMBER at)  // grids: the label of its location
  Q_PROPERTY(int location MEMBER location)
  Q_PROPERTY(QString name MEMBER name)
  Q_PROPERTY(QString control MEMBER control)
  Q_PROPERTY(QVariantList vp MEMBER vp)  // ObjectiveVpRow for each side, in side order
  // Tables: level ("" for none), owning side, point (when hasPoint) and radius (-1: none).
  Q_PROPERTY(QString level MEMBER level)
  Q_PROPERTY(QString side MEMBER side)
  Q_PROPERTY(bool hasPoint MEMBER hasPoint)
  Q_PROPERTY(double x MEMBER x)
  Q_PROPERTY(double y MEMBER y)
  Q_PROPERTY(double radius MEMBER radius)

 public:
  QString id, at;
  int location = -1;
  QString name, control;
  QVariantList vp;
  QString level, side;
  bool hasPoint = false;
  double x = 0, y = 0, radius = -1;
  bool operator==(const ObjectiveRow&) const = default;
};

// A scenario point of a table (ERP, RSP, TRP, hot spot, CASEVAC, exit).
struct PointRow {
  Q_GADGET
  QML_VALUE_TYPE(pointRow)
  Q_PROPERTY(QString id MEMBER id)
  Q_PROPERTY(QString kind MEMBER kind)
  Q_PROPERTY(QString side MEMBER side)
  Q_PROPERTY(int number MEMBER number)  // 0: none
  Q_PROPERTY(int eta MEMBER eta)        // 0: none
  Q_PROPERTY(QString name MEMBER name)
  Q_PROPERTY(double x MEMBER x)  // its place, or an area's centre
  Q_PROPERTY(double y MEMBER y)
  Q_PROPERTY(bool area MEMBER area)

 public:
  QString id, kind, side;
  int number = 0, eta = 0;
  QString name;
  double x = 0, y = 0;
  bool area = false;
  bool operator==(const PointRow&) const = default;
};

struct LosCheckRow {
  Q_GADGET
  QML_VALUE_TYPE(losCheckRow)
  Q_PROPERTY(QString from MEMBER from)
  Q_PROPERTY(QString to MEMBER to)
  Q_PROPERTY(QString expect MEMBER expect)  // "clear", "blocked" or "hindrance"
  Q_PROPERTY(int hindrance MEMBER hindrance)

 public:
  QString from, to, expect;
  int hindrance = 0;
  bool operator==(const LosCheckRow&) const = default;
};

struct ReachCheckRow {
  Q_GADGET
  QML_VALUE_TYPE(reachCheckRow)
  Q_PROPERTY(QString side MEMBER side)
  Q_PROPERTY(QString mobility MEMBER mobility)
  Q_PROPERTY(QString from MEMBER from)
  Q_PROPERTY(QString to MEMBER to)
  Q_PROPERTY(int withinTurns MEMBER withinTurns)  // -1: none

 public:
  QString side, mobility, from, to;
  int withinTurns = -1;
  bool operator==(const ReachCheckRow&) const = default;
};

// The scenario's victory conditions as the Victory tab shows them (not a list: one value).
struct VictoryRow {
  Q_GADGET
  QML_VALUE_TYPE(victoryRow)
  Q_PROPERTY(bool hasExit MEMBER hasExit)  // exit victory: side, zone and VP per unit
  Q_PROPERTY(QString exitSide MEMBER exitSide)
  Q_PROPERTY(QString exitZone MEMBER exitZone)
  Q_PROPERTY(int exitVp MEMBER exitVp)
  Q_PROPERTY(int suddenDeath MEMBER suddenDeath)  // its turn, 0: none
  Q_PROPERTY(QString text MEMBER text)

 public:
  bool hasExit = false;
  QString exitSide, exitZone;
  int exitVp = 0, suddenDeath = 0;
  QString text;
  bool operator==(const VictoryRow&) const = default;
};

// Rows as the QVariantList a QML property (and KeyedRows) takes: each item keeps its type.
template <typename Row>
QVariantList variantRows(const QList<Row>& rows) {
  QVariantList out;
  out.reserve(rows.size());
  for (const Row& row : rows) out << QVariant::fromValue(row);
  return out;
}

}  // namespace sandtable::editor
