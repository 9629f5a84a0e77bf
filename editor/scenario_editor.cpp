#include "editor/scenario_editor.h"

#include <QPointF>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

#include "editor/map_document.h"
#include "editor/scenario_edit.h"
#include "editor/scenario_editor_internal.h"
#include "editor/qt_convert.h"
#include "editor/table_shapes.h"
#include "model/scenario_limits.h"
#include "model/table_geometry.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

using namespace scenario_detail;

namespace {

// A victory with nothing in it is no victory section at all.
void dropEmptyVictory(Scenario& s) {
  if (s.victory && !s.victory->exit && !s.victory->suddenDeath && s.victory->text.empty() &&
      s.victory->extras.empty())
    s.victory.reset();
}

struct Expectation {
  LosCheck::Expect expect = LosCheck::Expect::Clear;
  int hindrance = 0;
};

std::optional<Expectation> parseExpectation(const QString& text, int hindrance) {
  const QStringList words = text.simplified().split(QRegularExpression("[ :]"), Qt::SkipEmptyParts);
  if (words.isEmpty()) return std::nullopt;
  if (words[0] == "clear") return Expectation{LosCheck::Expect::Clear, 0};
  if (words[0] == "blocked") return Expectation{LosCheck::Expect::Blocked, 0};
  if (words[0] != "hindrance") return std::nullopt;
  if (words.size() > 1) {
    bool ok = false;
    hindrance = words[1].toInt(&ok);
    if (!ok) return std::nullopt;
  }
  return Expectation{LosCheck::Expect::Hindrance, std::clamp(hindrance, 0, 100)};
}

const QStringList kPointKinds{"erp", "rsp", "trp", "hot-spot", "casevac", "exit"};

std::optional<ScenarioPoint::Kind> pointKindOf(const QString& kind) {
  const auto i = kPointKinds.indexOf(kind);
  if (i < 0) return std::nullopt;
  return static_cast<ScenarioPoint::Kind>(i);
}

// The next hot spot number: one more than the highest in use.
int nextHotSpotNumber(const Scenario& s) {
  int n = 0;
  for (const auto& p : s.points)
    if (p.kind == ScenarioPoint::Kind::HotSpot && p.number) n = std::max(n, *p.number);
  return n + 1;
}

QString num(double v) {
  return qstr(tableNumberText(v));
}

// A corner as QML gives it: {x, y}, Qt.point or [x, y].
std::optional<TablePoint> pointOf(const QVariant& v) {
  bool okX = false, okY = false;
  double x = 0, y = 0;
  if (v.typeId() == QMetaType::QPointF || v.typeId() == QMetaType::QPoint) {
    const QPointF p = v.toPointF();
    return TablePoint{p.x(), p.y()};
  }
  if (v.canConvert<QVariantMap>() && v.typeId() != QMetaType::QVariantList) {
    const QVariantMap m = v.toMap();
    if (!m.contains("x") || !m.contains("y")) return std::nullopt;
    x = m.value("x").toDouble(&okX);
    y = m.value("y").toDouble(&okY);
  } else if (v.canConvert<QVariantList>()) {
    const QVariantList l = v.toList();
    if (l.size() != 2) return std::nullopt;
    x = l[0].toDouble(&okX);
    y = l[1].toDouble(&okY);
  }
  if (!okX || !okY) return std::nullopt;
  return TablePoint{x, y};
}

}  // namespace

ScenarioEditor::ScenarioEditor(QObject* parent) : QObject(parent) {}

void ScenarioEditor::setDocument(MapDocument* doc) {
  if (doc_ == doc) return;
  disconnect(scenarioConnection_);
  disconnect(documentConnection_);
  doc_ = doc;
  if (doc_) {
    scenarioConnection_ =
        connect(doc_, &MapDocument::scenarioChanged, this, &ScenarioEditor::changed);
    documentConnection_ =
        connect(doc_, &MapDocument::documentChanged, this, &ScenarioEditor::changed);
  }
  emit documentChanged();
  emit changed();
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

QVariantList ScenarioEditor::sides() const {
  QVariantList out;
  if (!scenario()) return out;
  for (const Side& side : scenario()->sides) {
    QVariantMap m{{"id", qstr(side.id)},
                  {"name", qstr(side.name)},
                  {"role", side.role ? QString::fromUtf8(sideRoleName(*side.role)) : QString()},
                  {"briefing", qstr(side.briefing)}};
    if (isTable()) m.insert(tableSideFields(*scenario(), side));
    out << m;
  }
  return out;
}

QStringList ScenarioEditor::sideIds() const {
  QStringList out;
  if (scenario())
    for (const Side& side : scenario()->sides) out << qstr(side.id);
  return out;
}

QVariantList ScenarioEditor::zones() const {
  QVariantList out;
  if (!scenario()) return out;
  for (const Zone& z : scenario()->zones) {
    QVariantMap m{{"id", qstr(z.id)},
                  {"hexes", qstr(locationListText(z.hexes))},
                  {"edge", z.edge ? QString::fromUtf8(edgeName(*z.edge)) : QString()},
                  {"size", static_cast<int>(z.resolved.size())},
                  {"first", z.resolved.empty() ? -1 : z.resolved.front()}};
    // Tables: "rect" (with x, y, w, h), "polygon", "polyline", "circle", "edge" (a band of
    // `depth`) or "" (neither yet), and a line describing it.
    QString kind, description;
    if (z.shape) {
      const Shape& sh = *z.shape;
      kind = QString::fromUtf8(shapeKindName(sh.kind));
      if (sh.kind == Shape::Kind::Rect && !sh.points.empty()) {
        m["x"] = sh.points[0].x;
        m["y"] = sh.points[0].y;
        m["w"] = sh.width;
        m["h"] = sh.height;
        description = tr("rect %1, %2, %3 x %4")
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
      m["depth"] = depth;
      description = tr("%1 edge band, depth %2").arg(QString::fromUtf8(edgeName(*z.edge)), num(depth));
    }
    m["shapeKind"] = kind;
    m["shape"] = description;
    // Tables: the centre and the bounds on the table (bx, by, bw, bh: the rect the panel
    // offers for a shape that is not one).
    if (z.shape || (z.edge && isTable())) {
      const Shape& sh = z.shape ? *z.shape : edgeBandRect(map()->table, *z.edge, z.depth.value_or(kDefaultEdgeDepth));
      const TablePoint c = shapeCentroid(sh);
      m["cx"] = c.x;
      m["cy"] = c.y;
      const geo::Box b = geo::shapeBounds(sh, geo::kDefaultLineWidth);
      const TableSize& t = map()->table;
      const double x0 = std::clamp(b.min_corner().x(), 0.0, t.width), y0 = std::clamp(b.min_corner().y(), 0.0, t.height);
      const double x1 = std::clamp(b.max_corner().x(), 0.0, t.width), y1 = std::clamp(b.max_corner().y(), 0.0, t.height);
      m["bx"] = x0;
      m["by"] = y0;
      m["bw"] = x1 - x0;
      m["bh"] = y1 - y0;
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

QVariantList ScenarioEditor::objectives() const {
  QVariantList out;
  if (!scenario()) return out;
  for (const Objective& o : scenario()->objectives) {
    // One VP value per side, so that the panel can show a column per side.
    QVariantList vp;
    for (const Side& side : scenario()->sides) {
      int value = 0;
      for (const auto& [id, v] : o.vp)
        if (id == side.id) value = v;
      vp << QVariantMap{{"side", qstr(side.id)}, {"vp", value}};
    }
    QVariantMap m{{"id", qstr(o.id)},           {"at", qstr(o.at)},
                  {"location", o.location},     {"name", qstr(o.name)},
                  {"control", qstr(o.control)}, {"vp", vp},
                  {"level", o.level ? QString::fromUtf8(objectiveLevelName(*o.level)) : QString()},
                  {"side", qstr(o.side)}};
    // Tables: the point (x, y) and the radius (-1 when the file gives none).
    if (o.point) {
      m["x"] = o.point->x;
      m["y"] = o.point->y;
    }
    m["radius"] = o.radius.value_or(-1);
    out << m;
  }
  return out;
}

QVariantMap ScenarioEditor::victory() const {
  QVariantMap out{{"hasExit", false}, {"exitSide", ""},   {"exitZone", ""},
                  {"exitVp", 0},      {"suddenDeath", 0}, {"text", ""}};
  if (!scenario() || !scenario()->victory) return out;
  const Victory& v = *scenario()->victory;
  if (v.exit) {
    out["hasExit"] = true;
    out["exitSide"] = qstr(v.exit->side);
    out["exitZone"] = qstr(v.exit->zone);
    out["exitVp"] = v.exit->vp;
  }
  if (v.suddenDeath) out["suddenDeath"] = v.suddenDeath->turn;
  out["text"] = qstr(v.text);
  return out;
}

QVariantList ScenarioEditor::losChecks() const {
  QVariantList out;
  if (!scenario()) return out;
  for (const LosCheck& c : scenario()->losChecks) {
    const char* expect = c.expect == LosCheck::Expect::Clear     ? "clear"
                         : c.expect == LosCheck::Expect::Blocked ? "blocked"
                                                                 : "hindrance";
    out << QVariantMap{
        {"from", qstr(c.from)}, {"to", qstr(c.to)}, {"expect", expect}, {"hindrance", c.hindrance}};
  }
  return out;
}

QVariantList ScenarioEditor::reachChecks() const {
  QVariantList out;
  if (!scenario()) return out;
  for (const ReachCheck& c : scenario()->reachChecks)
    out << QVariantMap{{"side", qstr(c.side)},
                       {"mobility", qstr(c.mobility)},
                       {"from", qstr(c.from)},
                       {"to", qstr(c.to)},
                       {"withinTurns", c.withinTurns.value_or(-1)}};
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

QVariantList ScenarioEditor::points() const {
  QVariantList out;
  if (!scenario()) return out;
  for (const ScenarioPoint& p : scenario()->points) {
    const TablePoint at = p.position();
    out << QVariantMap{{"id", qstr(p.id)},
                       {"kind", QString::fromUtf8(scenarioPointKindName(p.kind))},
                       {"side", qstr(p.side)},
                       {"number", p.number.value_or(0)},
                       {"eta", p.eta.value_or(0)},  // 0: none
                       {"name", qstr(p.name)},
                       {"x", at.x},
                       {"y", at.y},
                       {"area", p.shape.has_value()}};
  }
  return out;
}

QStringList ScenarioEditor::pointKinds() const {
  return kPointKinds;
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
  if (!scenario() || (!side.isEmpty() && !scenario()->side(str(side)))) return;  // not a side: unreadable
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
  if (QString error =
          checkNewId("side id", newId, [&](const std::string& c) { return scenario()->side(c) != nullptr; });
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

// --- Zones -----------------------------------------------------------------------------------

QString ScenarioEditor::addZone() {
  std::string id;
  edit(tr("Add zone"), [&](Scenario& s) {
    id = uniqueId("zone", [&](const std::string& c) { return idTaken(s, c); });
    Zone z;
    z.id = id;
    // A table's zone is an area: a quarter-size rect in the middle, to be reshaped.
    if (s.isTable()) {
      const TableSize& t = s.map->table;
      z.shape = rectShape(t.width * 3 / 8, t.height * 3 / 8, t.width / 4, t.height / 4);
    }
    s.zones.push_back(std::move(z));
    return true;
  });
  return qstr(id);
}

void ScenarioEditor::removeZone(const QString& id) {
  // References to it stay as written, so that validation lists them for the designer to fix.
  edit(tr("Remove zone %1").arg(id), [&](Scenario& s) { return eraseById(s.zones, str(id)); });
}

QString ScenarioEditor::renameZone(const QString& id, const QString& newId) {
  if (!scenario() || id == newId || !scenario()->zone(str(id))) return {};
  if (QString error = checkNewId("zone id", newId, [&](const std::string& c) { return idTaken(*scenario(), c); });
      !error.isEmpty())
    return error;
  edit(tr("Rename zone %1 to %2").arg(id, newId), [&](Scenario& s) {
    renameZoneReferences(s, str(id), str(newId));
    return true;
  });
  return {};
}

QString ScenarioEditor::setZoneHexes(const QString& id, const QString& text) {
  if (!map()) return tr("There is no map.");
  if (isTable()) return tr("A zone on a table is a shape: give it a rectangle or a polygon.");
  std::string error;
  auto list = parseLocationList(*map(), str(text), &error);
  if (!list) return qstr(error);
  edit(tr("Edit hexes of zone %1").arg(id), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(id));
    if (!z || z->hexes.items == list->items) return false;
    z->hexes = *list;
    resolveZone(*map(), *z);
    return true;
  });
  return {};
}

QString ScenarioEditor::setZoneEdge(const QString& id, const QString& edge) {
  if (!map()) return tr("There is no map.");
  const std::optional<Edge> wanted = parseEdge(str(edge));
  if (!edge.isEmpty() && !wanted) return tr("'%1' is not an edge: north, east, south or west").arg(edge);
  if (isTable()) {
    edit(tr("Set edge of zone %1").arg(id), [&](Scenario& s) {
      Zone* z = findById(s.zones, str(id));
      if (!z) return false;
      if (wanted) {
        if (z->edge == wanted && !z->shape) return false;
        z->edge = wanted;
        z->shape.reset();
        z->hexes = {};
      } else {
        // A band becomes the rect it covers; a shape stays as it is.
        if (!z->edge) return false;
        if (!z->shape) z->shape = edgeBandRect(map()->table, *z->edge, z->depth.value_or(kDefaultEdgeDepth));
        z->edge.reset();
        z->depth.reset();
      }
      return true;
    });
    return {};
  }
  edit(tr("Set edge of zone %1").arg(id), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(id));
    if (!z || !assign(z->edge, wanted)) return false;
    resolveZone(*map(), *z);
    return true;
  });
  return {};
}

QString ScenarioEditor::setZoneRect(const QString& zone, double x, double y, double w, double h) {
  if (!isTable()) return tr("Rectangles are for zones on a table; on this map list its hexes.");
  if (!scenario()->zone(str(zone))) return tr("There is no zone '%1'.").arg(zone);
  if (!(w > 0) || !(h > 0)) return tr("A rectangle needs a positive width and height.");
  const Shape rect = rectShape(x, y, w, h);
  if (QString error = checkTableShape(rect); !error.isEmpty()) return error;
  edit(tr("Set zone %1 to a rectangle").arg(zone), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(zone));
    if (!z || (z->shape == rect && !z->edge)) return false;
    z->shape = rect;
    z->edge.reset();
    z->depth.reset();
    z->hexes = {};
    return true;
  });
  return {};
}

QString ScenarioEditor::setZonePolygon(const QString& zone, const QVariantList& points) {
  if (!isTable()) return tr("Polygons are for zones on a table; on this map list its hexes.");
  if (!scenario()->zone(str(zone))) return tr("There is no zone '%1'.").arg(zone);
  std::vector<TablePoint> corners;
  for (const QVariant& v : points) {
    auto p = pointOf(v);
    if (!p) return tr("Give the corners as {x, y} or [x, y].");
    corners.push_back(*p);
  }
  ShapeOrError polygon = polygonFromPoints(std::move(corners));
  if (!polygon.error.empty()) return qstr(polygon.error);
  if (QString error = checkTableShape(polygon.shape); !error.isEmpty()) return error;
  edit(tr("Set zone %1 to a polygon").arg(zone), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(zone));
    if (!z || (z->shape == polygon.shape && !z->edge)) return false;
    z->shape = polygon.shape;
    z->edge.reset();
    z->depth.reset();
    z->hexes = {};
    return true;
  });
  return {};
}

QString ScenarioEditor::setZoneDepth(const QString& zone, double depth) {
  if (!isTable()) return tr("Only a zone on a table has a depth.");
  const Zone* z = scenario()->zone(str(zone));
  if (!z) return tr("There is no zone '%1'.").arg(zone);
  if (!z->edge || z->shape) return tr("Zone '%1' is not an edge band.").arg(zone);
  const TableSize& t = map()->table;
  const double across = (*z->edge == Edge::North || *z->edge == Edge::South) ? t.height : t.width;
  if (!(depth > 0) || depth > across)
    return tr("The depth must be more than 0 and at most %1 (the table is %2).").arg(num(across), tableSize());
  edit(
      tr("Set depth of zone %1").arg(zone),
      [&](Scenario& s) {
        Zone* z = findById(s.zones, str(zone));
        return z && assign(z->depth, std::optional<double>(depth));
      },
      "zone/" + zone + "/depth");
  return {};
}

void ScenarioEditor::paintZone(const QString& zone, const QList<int>& locations, bool erase) {
  if (isTable()) return;  // a table has no locations to paint
  QList<int> painted = zoneLocations(zone);
  for (int i : locations) {
    if (erase) painted.removeAll(i);
    else if (!painted.contains(i)) painted.append(i);
  }
  setZoneLocations(zone, painted);
}

void ScenarioEditor::setZoneLocations(const QString& zone, const QList<int>& locations) {
  if (!map() || isTable()) return;
  std::vector<int> wanted;
  for (int index : locations)
    if (index >= 0 && index < map()->grid.size()) wanted.push_back(index);
  std::sort(wanted.begin(), wanted.end());
  wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
  edit(tr("Paint zone %1").arg(zone), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(zone));
    if (!z || z->resolved == wanted) return false;
    std::vector<int> listed = wanted;
    if (z->edge) {
      const auto edge = map()->edgeLocations(*z->edge);
      if (std::all_of(edge.begin(), edge.end(),
                      [&](int i) { return std::binary_search(wanted.begin(), wanted.end(), i); }))
        std::erase_if(listed,
                      [&](int i) { return std::find(edge.begin(), edge.end(), i) != edge.end(); });
      else
        z->edge.reset();  // part of the edge was unpainted: list the rest explicitly
    }
    z->hexes = locationListOf(*map(), listed);
    resolveZone(*map(), *z);
    return true;
  });
}

// --- Objectives ------------------------------------------------------------------------------

QString ScenarioEditor::addObjective(int location) {
  if (!map() || !scenario() || isTable()) return {};
  if (location < 0 || location >= map()->grid.size()) location = 0;
  std::string id;
  edit(tr("Add objective"), [&](Scenario& s) {
    id = uniqueId("objective", [&](const std::string& c) { return idTaken(s, c); });
    Objective o;
    o.id = id;
    o.location = location;
    o.at = map()->grid.label(location);
    s.objectives.push_back(std::move(o));
    return true;
  });
  return qstr(id);
}

QString ScenarioEditor::addObjectiveAt(double x, double y) {
  if (!scenario()) return tr("There is no scenario.");
  if (QString error = checkTablePoint(x, y); !error.isEmpty()) return error;
  std::string id;
  edit(tr("Add objective"), [&](Scenario& s) {
    id = uniqueId("objective", [&](const std::string& c) { return idTaken(s, c); });
    Objective o;
    o.id = id;
    o.point = TablePoint{x, y};
    o.at = tablePointText(*o.point);
    s.objectives.push_back(std::move(o));
    return true;
  });
  lastAddedId_ = qstr(id);
  return {};
}

QString ScenarioEditor::moveObjectiveTo(const QString& id, double x, double y) {
  if (!scenario()) return tr("There is no scenario.");
  if (QString error = checkTablePoint(x, y); !error.isEmpty()) return error;
  if (!scenario()->objective(str(id))) return tr("There is no objective '%1'.").arg(id);
  const TablePoint to{x, y};
  edit(tr("Move objective %1 to %2, %3").arg(id, num(x), num(y)), [&](Scenario& s) {
    Objective* o = findById(s.objectives, str(id));
    if (!o || o->point == to) return false;
    o->point = to;
    o->at = tablePointText(to);
    return true;
  });
  return {};
}

QString ScenarioEditor::setObjectiveRadius(const QString& id, double radius) {
  if (!isTable()) return tr("Only an objective on a table has a radius.");
  if (!scenario()->objective(str(id))) return tr("There is no objective '%1'.").arg(id);
  const TableSize& t = map()->table;
  const double most = std::max(t.width, t.height);
  if (std::isnan(radius) || radius > most)
    return tr("The radius must be at most %1 (the table is %2).").arg(num(most), tableSize());
  const std::optional<double> value = radius < 0 ? std::nullopt : std::optional<double>(radius);
  edit(
      tr("Set radius of objective %1").arg(id),
      [&](Scenario& s) {
        Objective* o = findById(s.objectives, str(id));
        return o && assign(o->radius, value);
      },
      "objective/" + id + "/radius");
  return {};
}

void ScenarioEditor::removeObjective(const QString& id) {
  edit(tr("Remove objective %1").arg(id),
       [&](Scenario& s) { return eraseById(s.objectives, str(id)); });
}

QString ScenarioEditor::renameObjective(const QString& id, const QString& newId) {
  if (!scenario() || id == newId || !scenario()->objective(str(id))) return {};
  if (QString error = checkNewId("objective id", newId, [&](const std::string& c) { return idTaken(*scenario(), c); });
      !error.isEmpty())
    return error;
  edit(tr("Rename objective %1 to %2").arg(id, newId), [&](Scenario& s) {
    renameObjectiveReferences(s, str(id), str(newId));
    return true;
  });
  return {};
}

QString ScenarioEditor::setObjectiveAt(const QString& id, const QString& label) {
  if (isTable()) {
    auto p = parseTablePoint(str(label));
    if (!p) return tr("Give the objective's place as X, Y in table units.");
    return moveObjectiveTo(id, p->x, p->y);
  }
  if (QString error = checkLabel(label); !error.isEmpty()) return error;
  auto range = parseLocationRange(map()->grid, str(label.trimmed()), nullptr);
  moveObjective(id, map()->grid.index(range->first));
  return {};
}

void ScenarioEditor::moveObjective(const QString& id, int location) {
  if (!map() || isTable() || location < 0 || location >= map()->grid.size()) return;
  edit(tr("Move objective %1 to %2").arg(id, qstr(map()->grid.label(location))), [&](Scenario& s) {
    Objective* o = findById(s.objectives, str(id));
    if (!o || o->location == location) return false;
    o->location = location;
    o->at = map()->grid.label(location);
    return true;
  });
}

void ScenarioEditor::setObjectiveName(const QString& id, const QString& name) {
  edit(
      tr("Rename objective %1").arg(id),
      [&](Scenario& s) {
        Objective* o = findById(s.objectives, str(id));
        return o && assign(o->name, str(name));
      },
      "objective/" + id + "/name");
}

void ScenarioEditor::setObjectiveVp(const QString& id, const QString& side, int vp) {
  if (vp < -kMaxVp || vp > kMaxVp) return;  // the reader's range
  edit(tr("Set VP of objective %1 for %2").arg(id, side), [&](Scenario& s) {
    Objective* o = findById(s.objectives, str(id));
    if (!o) return false;
    auto it = std::find_if(o->vp.begin(), o->vp.end(),
                           [&](const auto& v) { return v.first == str(side); });
    if (it == o->vp.end()) {
      if (vp == 0) return false;
      o->vp.emplace_back(str(side), vp);
    } else if (vp == 0) {
      o->vp.erase(it);
    } else {
      return assign(it->second, vp);
    }
    return true;
  });
}

void ScenarioEditor::setObjectiveControl(const QString& id, const QString& control) {
  // A side, "none" or not set: anything else would not read back.
  if (!scenario() || (!control.isEmpty() && control != "none" && !scenario()->side(str(control)))) return;
  edit(tr("Set control of objective %1").arg(id), [&](Scenario& s) {
    Objective* o = findById(s.objectives, str(id));
    return o && assign(o->control, str(control));
  });
}

// --- Scenario points (tables) ----------------------------------------------------------------

QString ScenarioEditor::addTablePoint(const QString& kind, const QString& side, double x, double y) {
  if (!scenario()) return tr("There is no scenario.");
  if (!isTable()) return tr("Scenario points are placed on a table.");
  const auto k = pointKindOf(kind);
  if (!k) return tr("'%1' is not a kind of point: %2").arg(kind, kPointKinds.join(", "));
  if (!side.isEmpty() && !scenario()->side(str(side))) return tr("'%1' is not a side of this scenario").arg(side);
  if (QString error = checkTablePoint(x, y); !error.isEmpty()) return error;
  std::string id;
  edit(tr("Add %1").arg(kind), [&](Scenario& s) {
    for (int n = 1;; ++n)
      if (id = str(kind) + "-" + std::to_string(n); !idTaken(s, id)) break;
    ScenarioPoint p;
    p.id = id;
    p.kind = *k;
    p.side = str(side);
    if (*k == ScenarioPoint::Kind::HotSpot) p.number = nextHotSpotNumber(s);
    p.at = TablePoint{x, y};
    s.points.push_back(std::move(p));
    return true;
  });
  lastAddedId_ = qstr(id);
  return {};
}

QString ScenarioEditor::moveTablePoint(const QString& id, double x, double y) {
  if (!scenario()) return tr("There is no scenario.");
  const ScenarioPoint* p = scenario()->point(str(id));
  if (!p) return tr("There is no point '%1'.").arg(id);
  if (QString error = checkTablePoint(x, y); !error.isEmpty()) return error;
  // An area keeps its shape, its centre going to (x, y); all of it must stay on the table.
  std::optional<Shape> moved = p->shape;
  if (moved) {
    const TablePoint from = p->position();
    translateShape(*moved, x - from.x, y - from.y);
    if (QString error = checkTableShape(*moved); !error.isEmpty()) return error;
  }
  edit(tr("Move point %1 to %2, %3").arg(id, num(x), num(y)), [&](Scenario& s) {
    ScenarioPoint* q = findById(s.points, str(id));
    if (!q) return false;
    if (moved) return assign(q->shape, moved);
    return assign(q->at, std::optional<TablePoint>(TablePoint{x, y}));
  });
  return {};
}

void ScenarioEditor::removeTablePoint(const QString& id) {
  // References to it (arrivals, checks) stay as written, so that validation lists them.
  edit(tr("Remove point %1").arg(id), [&](Scenario& s) { return eraseById(s.points, str(id)); });
}

QString ScenarioEditor::setTablePointKind(const QString& id, const QString& kind) {
  if (!scenario() || !scenario()->point(str(id))) return tr("There is no point '%1'.").arg(id);
  const auto k = pointKindOf(kind);
  if (!k) return tr("'%1' is not a kind of point: %2").arg(kind, kPointKinds.join(", "));
  edit(tr("Make point %1 a %2").arg(id, kind), [&](Scenario& s) {
    ScenarioPoint* p = findById(s.points, str(id));
    if (!p || p->kind == *k) return false;
    // A hot spot belongs to no side and has a number; the other kinds belong to a side.
    if (*k == ScenarioPoint::Kind::HotSpot) {
      p->side.clear();
      if (!p->number) p->number = nextHotSpotNumber(s);
    } else if (p->kind == ScenarioPoint::Kind::HotSpot) {
      p->number.reset();
      if (p->side.empty() && !s.sides.empty()) p->side = s.sides.front().id;
    }
    // Only a TRP has an ETA; the panel shows it only there, so it could not be removed later.
    if (*k != ScenarioPoint::Kind::Trp) p->eta.reset();
    p->kind = *k;
    return true;
  });
  return {};
}

QString ScenarioEditor::setTablePointSide(const QString& id, const QString& side) {
  if (!scenario() || !scenario()->point(str(id))) return tr("There is no point '%1'.").arg(id);
  if (!side.isEmpty() && !scenario()->side(str(side))) return tr("'%1' is not a side of this scenario").arg(side);
  edit(tr("Set side of point %1").arg(id), [&](Scenario& s) {
    ScenarioPoint* p = findById(s.points, str(id));
    return p && assign(p->side, str(side));
  });
  return {};
}

QString ScenarioEditor::setTablePointNumber(const QString& id, int number) {
  if (!scenario() || !scenario()->point(str(id))) return tr("There is no point '%1'.").arg(id);
  if (number > 1000) return tr("A point's number is at most 1000.");
  const std::optional<int> value = number < 1 ? std::nullopt : std::optional<int>(number);
  edit(tr("Number point %1").arg(id), [&](Scenario& s) {
    ScenarioPoint* p = findById(s.points, str(id));
    return p && assign(p->number, value);
  });
  return {};
}

QString ScenarioEditor::setTablePointEta(const QString& id, int turn) {
  const ScenarioPoint* point = scenario() ? scenario()->point(str(id)) : nullptr;
  if (!point) return tr("There is no point '%1'.").arg(id);
  const std::optional<int> value = turn < 1 ? std::nullopt : std::optional<int>(turn);
  if (value && point->kind != ScenarioPoint::Kind::Trp)
    return tr("Only a TRP has an ETA: the turn its reserves are planned to arrive.");
  // The reader's bound; a turn after the scenario's last is allowed and marked by validation.
  if (turn > 10000) return tr("An ETA is a turn from 1 to 10000.");
  edit(value ? tr("Set ETA of %1 to turn %2").arg(id).arg(turn) : tr("Remove ETA of %1").arg(id),
       [&](Scenario& s) {
         ScenarioPoint* p = findById(s.points, str(id));
         return p && assign(p->eta, value);
       });
  return {};
}

QString ScenarioEditor::setTablePointName(const QString& id, const QString& name) {
  if (!scenario() || !scenario()->point(str(id))) return tr("There is no point '%1'.").arg(id);
  edit(
      tr("Rename point %1").arg(id),
      [&](Scenario& s) {
        ScenarioPoint* p = findById(s.points, str(id));
        return p && assign(p->name, str(name));
      },
      "point/" + id + "/name");
  return {};
}

// --- Victory ---------------------------------------------------------------------------------

void ScenarioEditor::setExitEnabled(bool enabled) {
  edit(enabled ? tr("Add exit victory") : tr("Remove exit victory"), [&](Scenario& s) {
    const bool has = s.victory && s.victory->exit;
    if (has == enabled) return false;
    if (!s.victory) s.victory.emplace();
    if (enabled) {
      Victory::Exit e;
      e.side = s.sides.empty() ? std::string() : s.sides.front().id;
      e.zone = s.zones.empty() ? std::string() : s.zones.front().id;
      e.vp = 1;
      s.victory->exit = std::move(e);
    } else {
      s.victory->exit.reset();
    }
    dropEmptyVictory(s);
    return true;
  });
}

void ScenarioEditor::setExit(const QString& side, const QString& zone, int vp) {
  if (vp < -kMaxVp || vp > kMaxVp) return;  // the reader's range
  edit(tr("Edit exit victory"), [&](Scenario& s) {
    if (!s.victory || !s.victory->exit) return false;
    Victory::Exit& e = *s.victory->exit;
    const bool a = assign(e.side, str(side)), b = assign(e.zone, str(zone)), c = assign(e.vp, vp);
    return a || b || c;
  });
}

void ScenarioEditor::setSuddenDeath(int turn) {
  if (turn > kMaxTurns) return;  // the reader's range
  edit(
      turn > 0 ? tr("Set sudden death to turn %1").arg(turn) : tr("Remove sudden death"),
      [&](Scenario& s) {
        if (turn <= 0) {
          if (!s.victory || !s.victory->suddenDeath) return false;
          s.victory->suddenDeath.reset();
          dropEmptyVictory(s);
          return true;
        }
        if (!s.victory) s.victory.emplace();
        const bool created = !s.victory->suddenDeath;
        if (created) s.victory->suddenDeath.emplace();
        return assign(s.victory->suddenDeath->turn, turn) || created;
      },
      "sudden_death");
}

void ScenarioEditor::setVictoryText(const QString& text) {
  edit(
      tr("Edit victory conditions"),
      [&](Scenario& s) {
        if (!s.victory) s.victory.emplace();
        const bool changed = assign(s.victory->text, str(text));
        dropEmptyVictory(s);
        return changed;
      },
      "victory/text");
}

// --- Checks ----------------------------------------------------------------------------------

void ScenarioEditor::addLosCheck(int from, int to, const QString& expect) {
  if (!map() || isTable() || from < 0 || to < 0 || from >= map()->grid.size() || to >= map()->grid.size())
    return;
  auto e = parseExpectation(expect, 0).value_or(Expectation{});
  edit(tr("Add LOS check %1-%2").arg(qstr(map()->grid.label(from)), qstr(map()->grid.label(to))),
       [&](Scenario& s) {
         LosCheck c;
         c.from = map()->grid.label(from);
         c.to = map()->grid.label(to);
         c.expect = e.expect;
         c.hindrance = e.hindrance;
         s.losChecks.push_back(std::move(c));
         return true;
       });
}

QString ScenarioEditor::addTableLosCheck(double x1, double y1, double x2, double y2,
                                         const QString& expect) {
  if (!scenario()) return tr("There is no scenario.");
  if (QString error = checkTablePoint(x1, y1); !error.isEmpty()) return error;
  if (QString error = checkTablePoint(x2, y2); !error.isEmpty()) return error;
  // The table's sight models answer clear or blocked; they measure no hindrance.
  const auto e = parseExpectation(expect, 0);
  if (!e || e->expect == LosCheck::Expect::Hindrance)
    return tr("'%1': a sight line on a table is expected clear or blocked.").arg(expect);
  LosCheck c;
  c.fromPoint = TablePoint{x1, y1};
  c.toPoint = TablePoint{x2, y2};
  c.from = tablePointText(*c.fromPoint);
  c.to = tablePointText(*c.toPoint);
  c.expect = e->expect;
  edit(tr("Add LOS check %1-%2").arg(qstr(c.from), qstr(c.to)), [&](Scenario& s) {
    s.losChecks.push_back(c);
    return true;
  });
  return {};
}

QString ScenarioEditor::setLosCheck(int row, const QString& from, const QString& to,
                                    const QString& expect, int hindrance) {
  if (!scenario() || row < 0 || row >= static_cast<int>(scenario()->losChecks.size())) return {};
  std::optional<TablePoint> fromPoint, toPoint;
  if (isTable()) {
    if (QString error = checkTableEnd(from, &fromPoint); !error.isEmpty()) return error;
    if (QString error = checkTableEnd(to, &toPoint); !error.isEmpty()) return error;
  } else {
    if (QString error = checkLabel(from); !error.isEmpty()) return error;
    if (QString error = checkLabel(to); !error.isEmpty()) return error;
  }
  auto e = parseExpectation(expect, hindrance);
  if (!e) return tr("Expect clear, blocked or hindrance.");
  const std::string fromText = fromPoint ? tablePointText(*fromPoint) : str(from.trimmed());
  const std::string toText = toPoint ? tablePointText(*toPoint) : str(to.trimmed());
  edit(tr("Edit LOS check"), [&](Scenario& s) {
    LosCheck& c = s.losChecks[static_cast<std::size_t>(row)];
    const bool a = assign(c.from, fromText), b = assign(c.to, toText);
    const bool g = assign(c.fromPoint, fromPoint), h = assign(c.toPoint, toPoint);
    const bool d = assign(c.expect, e->expect), f = assign(c.hindrance, e->hindrance);
    return a || b || d || f || g || h;
  });
  return {};
}

void ScenarioEditor::removeLosCheck(int row) {
  edit(tr("Remove LOS check"), [&](Scenario& s) {
    if (row < 0 || row >= static_cast<int>(s.losChecks.size())) return false;
    s.losChecks.erase(s.losChecks.begin() + row);
    return true;
  });
}

void ScenarioEditor::addReachCheck() {
  edit(tr("Add reach check"), [&](Scenario& s) {
    ReachCheck c;
    c.side = s.sides.empty() ? std::string() : s.sides.front().id;
    c.mobility = s.rules && !s.rules->mobility.empty() ? s.rules->mobility.front() : std::string();
    if (s.isTable() && s.zones.empty()) {
      // A table has no "A1": start from its centre.
      c.fromPoint = TablePoint{s.map->table.width / 2, s.map->table.height / 2};
      c.from = tablePointText(*c.fromPoint);
    } else {
      c.from = s.zones.empty() ? std::string("A1") : s.zones.front().id;
    }
    c.to = s.objectives.empty() ? c.from : s.objectives.front().id;
    if (s.objectives.empty()) c.toPoint = c.fromPoint;
    s.reachChecks.push_back(std::move(c));
    return true;
  });
}

QString ScenarioEditor::setReachCheck(int row, const QString& side, const QString& mobility,
                                      const QString& from, const QString& to, int withinTurns) {
  const Scenario* sc = scenario();
  if (!sc || row < 0 || row >= static_cast<int>(sc->reachChecks.size())) return {};
  if (withinTurns > kMaxTurns) return tr("Within turns is %1, past the last turn a scenario can have (%2).").arg(withinTurns).arg(kMaxTurns);
  // An end is a zone, an objective or a single location, as the reader accepts (on a table:
  // a zone, objective or point id, or X, Y).
  std::optional<TablePoint> fromPoint, toPoint;
  if (isTable()) {
    if (QString error = checkTableEnd(from, &fromPoint); !error.isEmpty()) return error;
    if (QString error = checkTableEnd(to, &toPoint); !error.isEmpty()) return error;
  } else {
    for (const QString& end : {from, to})
      if (!sc->zone(str(end)) && !sc->objective(str(end)) && !checkLabel(end).isEmpty())
        return tr("'%1' is neither a zone, an objective nor a location").arg(end);
  }
  const std::string fromText = fromPoint ? tablePointText(*fromPoint) : str(from.trimmed());
  const std::string toText = toPoint ? tablePointText(*toPoint) : str(to.trimmed());
  edit(tr("Edit reach check"), [&](Scenario& s) {
    ReachCheck& c = s.reachChecks[static_cast<std::size_t>(row)];
    const std::optional<int> within =
        withinTurns < 0 ? std::nullopt : std::optional<int>(withinTurns);
    const bool a = assign(c.side, str(side)), b = assign(c.mobility, str(mobility));
    const bool d = assign(c.from, fromText), e = assign(c.to, toText);
    const bool g = assign(c.fromPoint, fromPoint), h = assign(c.toPoint, toPoint);
    const bool f = assign(c.withinTurns, within);
    return a || b || d || e || f || g || h;
  });
  return {};
}

void ScenarioEditor::removeReachCheck(int row) {
  edit(tr("Remove reach check"), [&](Scenario& s) {
    if (row < 0 || row >= static_cast<int>(s.reachChecks.size())) return false;
    s.reachChecks.erase(s.reachChecks.begin() + row);
    return true;
  });
}

}  // namespace sandtable::editor
