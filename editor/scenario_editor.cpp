#include "editor/scenario_editor.h"

#include <QPointF>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "editor/scenario_edit.h"
#include "editor/scenario_editor_internal.h"
#include "editor/table_shapes.h"
#include "model/scenario_limits.h"
#include "model/table_geometry.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

using namespace scenario_detail;

void scenario_detail::dropEmptyVictory(Scenario& s) {
  if (s.victory && !s.victory->exit && !s.victory->suddenDeath && s.victory->text.empty() &&
      s.victory->extras.empty())
    s.victory.reset();
}

const QStringList& scenario_detail::pointKindNames() {
  static const QStringList kinds{"erp", "rsp", "trp", "hot-spot", "casevac", "exit"};
  return kinds;
}

QString scenario_detail::num(double v) {
  return qstr(tableNumberText(v));
}

ScenarioEditor::ScenarioEditor(QObject* parent) : QObject(parent) {}

void ScenarioEditor::setDocument(MapDocument* doc) {
  if (doc_ == doc) return;
  disconnect(scenarioConnection_);
  disconnect(documentConnection_);
  doc_ = doc;
  if (doc_) {
    scenarioConnection_ =
        connect(doc_, &MapDocument::scenarioChanged, this, [this] { refresh(false); });
    documentConnection_ =
        connect(doc_, &MapDocument::documentChanged, this, [this] { refresh(true); });
  }
  emit documentChanged();
  refresh(true);
}

void ScenarioEditor::refresh(bool everything) {
  struct Property {
    const char* name;
    QVariant (*read)(const ScenarioEditor&);
    void (ScenarioEditor::*signal)();
  };
  static const Property properties[] = {
      {"hasScenario", [](const ScenarioEditor& e) { return QVariant::fromValue(e.hasScenario()); }, &ScenarioEditor::hasScenarioChanged},
      {"title", [](const ScenarioEditor& e) { return QVariant::fromValue(e.title()); }, &ScenarioEditor::titleChanged},
      {"turns", [](const ScenarioEditor& e) { return QVariant::fromValue(e.turns()); }, &ScenarioEditor::turnsChanged},
      {"first", [](const ScenarioEditor& e) { return QVariant::fromValue(e.first()); }, &ScenarioEditor::firstChanged},
      {"briefing", [](const ScenarioEditor& e) { return QVariant::fromValue(e.briefing()); }, &ScenarioEditor::briefingChanged},
      {"specialRules", [](const ScenarioEditor& e) { return QVariant::fromValue(e.specialRules()); }, &ScenarioEditor::specialRulesChanged},
      {"sides", [](const ScenarioEditor& e) { return QVariant::fromValue(e.sides()); }, &ScenarioEditor::sidesChanged},
      {"sideIds", [](const ScenarioEditor& e) { return QVariant::fromValue(e.sideIds()); }, &ScenarioEditor::sideIdsChanged},
      {"zones", [](const ScenarioEditor& e) { return QVariant::fromValue(e.zones()); }, &ScenarioEditor::zonesChanged},
      {"zoneIds", [](const ScenarioEditor& e) { return QVariant::fromValue(e.zoneIds()); }, &ScenarioEditor::zoneIdsChanged},
      {"objectives", [](const ScenarioEditor& e) { return QVariant::fromValue(e.objectives()); }, &ScenarioEditor::objectivesChanged},
      {"victory", [](const ScenarioEditor& e) { return QVariant::fromValue(e.victory()); }, &ScenarioEditor::victoryChanged},
      {"losChecks", [](const ScenarioEditor& e) { return QVariant::fromValue(e.losChecks()); }, &ScenarioEditor::losChecksChanged},
      {"reachChecks", [](const ScenarioEditor& e) { return QVariant::fromValue(e.reachChecks()); }, &ScenarioEditor::reachChecksChanged},
      {"mobilityClasses", [](const ScenarioEditor& e) { return QVariant::fromValue(e.mobilityClasses()); }, &ScenarioEditor::mobilityClassesChanged},
      {"isTable", [](const ScenarioEditor& e) { return QVariant::fromValue(e.isTable()); }, &ScenarioEditor::isTableChanged},
      {"tableSize", [](const ScenarioEditor& e) { return QVariant::fromValue(e.tableSize()); }, &ScenarioEditor::tableSizeChanged},
      {"points", [](const ScenarioEditor& e) { return QVariant::fromValue(e.points()); }, &ScenarioEditor::pointsChanged},
  };
  emit changed();
  for (const Property& p : properties) {
    QVariant value = p.read(*this);
    auto last = shown_.find(p.name);
    if (!everything && last != shown_.end() && *last == value) continue;
    shown_.insert(p.name, std::move(value));
    emit(this->*p.signal)();
  }
}

const Scenario* ScenarioEditor::scenario() const {
  return doc_ ? std::as_const(*doc_).scenario() : nullptr;
}
const Map* ScenarioEditor::map() const {
  return doc_ ? std::as_const(*doc_).map() : nullptr;
}

bool ScenarioEditor::edit(const QString& text, const std::function<bool(Scenario&)>& change,
                          const QString& mergeKey) {
  return doc_ && pushScenarioEdit(*doc_, text, change, mergeKey);
}

QString ScenarioEditor::checkNewId(const char* what, const QString& newId,
                                   const std::function<bool(const std::string&)>& taken) const {
  // The reader's own test and message: an id taken here always reads back.
  if (std::string problem = idProblem(what, str(newId)); !problem.empty()) return qstr(problem);
  if (taken(str(newId))) return tr("'%1' is already used").arg(newId);
  return {};
}

QString ScenarioEditor::checkLabel(const QString& label) const {
  if (!map()) return tr("There is no map.");
  std::string error;
  auto range = parseLocationRange(map()->grid, str(label.trimmed()), &error);
  if (!range) return qstr(error);
  if (range->first != range->last) return tr("'%1' is a range; name a single location").arg(label);
  return {};
}

QString ScenarioEditor::checkTablePoint(double x, double y) const {
  if (!map() || !map()->isTable()) return tr("This is not a table.");
  return tablePointProblem(map()->table, {x, y});
}

QString ScenarioEditor::checkTableShape(const Shape& shape) const {
  if (!map() || !map()->isTable()) return tr("This is not a table.");
  return tableShapeProblem(map()->table, shape);
}

QString ScenarioEditor::checkTableEnd(const QString& text, std::optional<TablePoint>* point) const {
  const std::string t = str(text.trimmed());
  const Scenario* s = scenario();
  point->reset();
  if (s && (s->objective(t) || s->point(t) || s->zone(t))) return {};
  if (auto p = parseTablePoint(t)) {
    if (QString error = checkTablePoint(p->x, p->y); !error.isEmpty()) return error;
    *point = p;
    return {};
  }
  return tr("'%1' is neither X, Y on the table nor an objective, point or zone").arg(text);
}

bool ScenarioEditor::idTaken(const Scenario& s, const std::string& id) const {
  // Scenario points share one name space with objectives and zones (the reader refuses a
  // point named like either).
  return s.objective(id) || s.zone(id) || s.point(id);
}

// --- Reading ---------------------------------------------------------------------------------

QString ScenarioEditor::title() const {
  return scenario() ? qstr(scenario()->title) : QString();
}
int ScenarioEditor::turns() const {
  return scenario() ? scenario()->turns : 0;
}
QString ScenarioEditor::first() const {
  return scenario() ? qstr(scenario()->first) : QString();
}
QString ScenarioEditor::briefing() const {
  return scenario() ? qstr(scenario()->briefing) : QString();
}
QString ScenarioEditor::specialRules() const {
  return scenario() ? qstr(scenario()->specialRules) : QString();
}

QList<SideRow> ScenarioEditor::sideRows() const {
  QList<SideRow> out;
  if (!scenario()) return out;
  for (const Side& side : scenario()->sides) {
    SideRow row;
    row.id = qstr(side.id);
    row.name = qstr(side.name);
    row.role = side.role ? QString::fromUtf8(sideRoleName(*side.role)) : QString();
    row.briefing = qstr(side.briefing);
    if (isTable()) fillTableSideFields(*scenario(), side, row);
    out << row;
  }
  return out;
}

QStringList ScenarioEditor::sideIds() const {
  QStringList out;
  if (scenario())
    for (const Side& side : scenario()->sides) out << qstr(side.id);
  return out;
}

QList<ZoneRow> ScenarioEditor::zoneRows() const {
  QList<ZoneRow> out;
  if (!scenario()) return out;
  for (const Zone& z : scenario()->zones) {
    ZoneRow m;
    m.id = qstr(z.id);
    m.hexes = qstr(locationListText(z.hexes));
    m.edge = z.edge ? QString::fromUtf8(edgeName(*z.edge)) : QString();
    m.size = static_cast<int>(z.resolved.size());
    m.first = z.resolved.empty() ? -1 : z.resolved.front();
    QString kind, description;
    if (z.shape) {
      const Shape& sh = *z.shape;
      kind = QString::fromUtf8(shapeKindName(sh.kind));
      if (sh.kind == Shape::Kind::Rect && !sh.points.empty()) {
        m.x = sh.points[0].x;
        m.y = sh.points[0].y;
        m.w = sh.width;
        m.h = sh.height;
        description =
            tr("rect %1, %2, %3 x %4")
                .arg(num(sh.points[0].x), num(sh.points[0].y), num(sh.width), num(sh.height));
      } else if (sh.kind == Shape::Kind::Polygon) {
        description = tr("polygon of %1 points").arg(sh.points.size());
      } else if (sh.kind == Shape::Kind::Polyline) {
        description = tr("band along %1 points").arg(sh.points.size());
      } else if (sh.kind == Shape::Kind::Circle && !sh.points.empty()) {
        description = tr("circle at %1, %2, radius %3")
                          .arg(num(sh.points[0].x), num(sh.points[0].y), num(sh.radius));
      }
    } else if (z.edge && isTable()) {
      kind = "edge";
      const double depth = z.depth.value_or(kDefaultEdgeDepth);
      m.depth = depth;
      description =
          tr("%1 edge band, depth %2").arg(QString::fromUtf8(edgeName(*z.edge)), num(depth));
    }
    m.shapeKind = kind;
    m.shape = description;
    if (z.shape || (z.edge && isTable())) {
      m.hasBounds = true;
      const Shape& sh =
          z.shape ? *z.shape
                  : edgeBandRect(map()->table, *z.edge, z.depth.value_or(kDefaultEdgeDepth));
      const TablePoint c = shapeCentroid(sh);
      m.cx = c.x;
      m.cy = c.y;
      const geo::Box b = geo::shapeBounds(sh, geo::kDefaultLineWidth);
      const TableSize& t = map()->table;
      const double x0 = std::clamp(b.min_corner().x(), 0.0, t.width),
                   y0 = std::clamp(b.min_corner().y(), 0.0, t.height);
      const double x1 = std::clamp(b.max_corner().x(), 0.0, t.width),
                   y1 = std::clamp(b.max_corner().y(), 0.0, t.height);
      m.bx = x0;
      m.by = y0;
      m.bw = x1 - x0;
      m.bh = y1 - y0;
    }
    out << m;
  }
  return out;
}

QStringList ScenarioEditor::zoneIds() const {
  QStringList out;
  if (scenario())
    for (const Zone& z : scenario()->zones) out << qstr(z.id);
  return out;
}

QList<int> ScenarioEditor::zoneLocations(const QString& zone) const {
  const Zone* z = scenario() ? scenario()->zone(str(zone)) : nullptr;
  return z ? QList<int>(z->resolved.begin(), z->resolved.end()) : QList<int>();
}

QList<ObjectiveRow> ScenarioEditor::objectiveRows() const {
  QList<ObjectiveRow> out;
  if (!scenario()) return out;
  for (const Objective& o : scenario()->objectives) {
    ObjectiveRow row;
    row.id = qstr(o.id);
    row.at = qstr(o.at);
    row.location = o.location;
    row.name = qstr(o.name);
    row.control = qstr(o.control);
    // One VP value per side, so that the panel can show a column per side.
    for (const Side& side : scenario()->sides) {
      ObjectiveVpRow vp{qstr(side.id), 0};
      for (const auto& [id, v] : o.vp)
        if (id == side.id) vp.vp = v;
      row.vp << QVariant::fromValue(vp);
    }
    row.level = o.level ? QString::fromUtf8(objectiveLevelName(*o.level)) : QString();
    row.side = qstr(o.side);
    if (o.point) {
      row.hasPoint = true;
      row.x = o.point->x;
      row.y = o.point->y;
    }
    row.radius = o.radius.value_or(-1);
    out << row;
  }
  return out;
}

VictoryRow ScenarioEditor::victory() const {
  VictoryRow out;
  if (!scenario() || !scenario()->victory) return out;
  const Victory& v = *scenario()->victory;
  if (v.exit) {
    out.hasExit = true;
    out.exitSide = qstr(v.exit->side);
    out.exitZone = qstr(v.exit->zone);
    out.exitVp = v.exit->vp;
  }
  if (v.suddenDeath) out.suddenDeath = v.suddenDeath->turn;
  out.text = qstr(v.text);
  return out;
}

QList<LosCheckRow> ScenarioEditor::losCheckRows() const {
  QList<LosCheckRow> out;
  if (!scenario()) return out;
  for (const LosCheck& c : scenario()->losChecks) {
    const char* expect = c.expect == LosCheck::Expect::Clear     ? "clear"
                         : c.expect == LosCheck::Expect::Blocked ? "blocked"
                                                                 : "hindrance";
    out << LosCheckRow{qstr(c.from), qstr(c.to), QString::fromUtf8(expect), c.hindrance};
  }
  return out;
}

QList<ReachCheckRow> ScenarioEditor::reachCheckRows() const {
  QList<ReachCheckRow> out;
  if (!scenario()) return out;
  for (const ReachCheck& c : scenario()->reachChecks)
    out << ReachCheckRow{qstr(c.side), qstr(c.mobility), qstr(c.from), qstr(c.to),
                         c.withinTurns.value_or(-1)};
  return out;
}

QStringList ScenarioEditor::mobilityClasses() const {
  QStringList out;
  if (scenario() && scenario()->rules)
    for (const auto& m : scenario()->rules->mobility) out << qstr(m);
  return out;
}

bool ScenarioEditor::isTable() const {
  return map() && map()->isTable();
}

QString ScenarioEditor::tableSize() const {
  return isTable() ? tableSizeText(map()->table) : QString();
}

QList<PointRow> ScenarioEditor::pointRows() const {
  QList<PointRow> out;
  if (!scenario()) return out;
  for (const ScenarioPoint& p : scenario()->points) {
    const TablePoint at = p.position();
    out << PointRow{qstr(p.id),
                    QString::fromUtf8(scenarioPointKindName(p.kind)),
                    qstr(p.side),
                    p.number.value_or(0),
                    p.eta.value_or(0),
                    qstr(p.name),
                    at.x,
                    at.y,
                    p.shape.has_value()};
  }
  return out;
}

QStringList ScenarioEditor::pointKinds() const {
  return doc_ ? doc_->pointKinds() : QStringList();
}

QStringList ScenarioEditor::roles() const {
  return {"attacker", "defender", "meeting"};
}
QStringList ScenarioEditor::edges() const {
  return {"north", "east", "south", "west"};
}

// --- Scenario --------------------------------------------------------------------------------

void ScenarioEditor::setTitle(const QString& title) {
  edit(
      tr("Edit scenario title"), [&](Scenario& s) { return assign(s.title, str(title)); }, "title");
}

void ScenarioEditor::setTurns(int turns) {
  if (turns < 1 || turns > kMaxTurns) return;
  edit(
      tr("Set turns to %1").arg(turns), [&](Scenario& s) { return assign(s.turns, turns); },
      "turns");
}

void ScenarioEditor::setFirst(const QString& side) {
  if (!scenario() || (!side.isEmpty() && !scenario()->side(str(side))))
    return;  // not a side: unreadable
  edit(tr("Set first side"), [&](Scenario& s) { return assign(s.first, str(side)); });
}

void ScenarioEditor::setBriefing(const QString& text) {
  edit(
      tr("Edit briefing"), [&](Scenario& s) { return assign(s.briefing, str(text)); }, "briefing");
}

void ScenarioEditor::setSpecialRules(const QString& text) {
  edit(
      tr("Edit special rules"), [&](Scenario& s) { return assign(s.specialRules, str(text)); },
      "special_rules");
}

// --- Sides -----------------------------------------------------------------------------------

QString ScenarioEditor::addSide() {
  std::string id;
  edit(tr("Add side"), [&](Scenario& s) {
    id = uniqueId("side", [&](const std::string& c) { return s.side(c) != nullptr; });
    s.sides.push_back(Side{id, "New side", std::nullopt, {}, {}});
    return true;
  });
  return qstr(id);
}

QString ScenarioEditor::removeSide(const QString& id) {
  if (!scenario() || !scenario()->side(str(id))) return {};
  if (scenario()->sides.size() <= 2) return tr("A scenario needs at least two sides.");
  const std::string side = str(id);
  edit(tr("Remove side %1").arg(id), [&](Scenario& s) {
    eraseById(s.sides, side);
    std::erase_if(s.oob, [&](const SideOob& o) { return o.side == side; });
    // Tables: the side's private objectives go with it; its points keep their place, unowned.
    std::erase_if(s.objectives, [&](const Objective& o) { return o.side == side; });
    for (auto& p : s.points)
      if (p.side == side) p.side.clear();
    for (auto& o : s.objectives) {
      std::erase_if(o.vp, [&](const auto& vp) { return vp.first == side; });
      if (o.control == side) o.control.clear();
    }
    if (s.first == side) s.first.clear();
    if (s.victory && s.victory->exit && s.victory->exit->side == side) s.victory->exit.reset();
    std::erase_if(s.reachChecks, [&](const ReachCheck& c) { return c.side == side; });
    dropEmptyVictory(s);
    return true;
  });
  return {};
}

QString ScenarioEditor::renameSide(const QString& id, const QString& newId) {
  if (!scenario() || id == newId) return {};
  if (QString error = checkNewId(
          "side id", newId, [&](const std::string& c) { return scenario()->side(c) != nullptr; });
      !error.isEmpty())
    return error;
  edit(tr("Rename side %1 to %2").arg(id, newId), [&](Scenario& s) {
    renameSideReferences(s, str(id), str(newId));
    return true;
  });
  return {};
}

void ScenarioEditor::setSideName(const QString& id, const QString& name) {
  edit(
      tr("Rename side %1").arg(id),
      [&](Scenario& s) {
        Side* side = findById(s.sides, str(id));
        return side && assign(side->name, str(name));
      },
      "side/" + id + "/name");
}

void ScenarioEditor::setSideRole(const QString& id, const QString& role) {
  edit(tr("Set role of side %1").arg(id), [&](Scenario& s) {
    Side* side = findById(s.sides, str(id));
    if (!side) return false;
    const int i = static_cast<int>(roles().indexOf(role));
    return assign(side->role, i < 0 ? std::optional<SideRole>()
                                    : std::optional<SideRole>(static_cast<SideRole>(i)));
  });
}

void ScenarioEditor::setSideBriefing(const QString& id, const QString& text) {
  edit(
      tr("Edit briefing of side %1").arg(id),
      [&](Scenario& s) {
        Side* side = findById(s.sides, str(id));
        return side && assign(side->briefing, str(text));
      },
      "side/" + id + "/briefing");
}

}  // namespace sandtable::editor
