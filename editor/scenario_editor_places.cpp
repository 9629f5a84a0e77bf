// The ScenarioEditor's Objectives and Points panels: objectives on a hex, card or table point,
// and a table's scenario points (ERP, RSP, TRP, hot spots...); each change one undo step.
#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "editor/scenario_edit.h"
#include "editor/scenario_editor.h"
#include "editor/scenario_editor_internal.h"
#include "editor/table_shapes.h"
#include "model/point_kinds.h"
#include "model/scenario_limits.h"
#include "model/table_geometry.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

using namespace scenario_detail;

namespace {

std::optional<ScenarioPoint::Kind> pointKindOf(const QString& kind) {
  const auto i = pointKindNames().indexOf(kind);
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

}  // namespace

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
  if (QString error = checkNewId("objective id", newId,
                                 [&](const std::string& c) { return idTaken(*scenario(), c); });
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
  if (!scenario() || (!control.isEmpty() && control != "none" && !scenario()->side(str(control))))
    return;
  edit(tr("Set control of objective %1").arg(id), [&](Scenario& s) {
    Objective* o = findById(s.objectives, str(id));
    return o && assign(o->control, str(control));
  });
}

// --- Scenario points (tables) ----------------------------------------------------------------

QString ScenarioEditor::addTablePoint(const QString& kind, const QString& side, double x,
                                      double y) {
  if (!scenario()) return tr("There is no scenario.");
  if (!isTable()) return tr("Scenario points are placed on a table.");
  const auto k = pointKindOf(kind);
  if (!k) return tr("'%1' is not a kind of point: %2").arg(kind, pointKindNames().join(", "));
  if (!side.isEmpty() && !scenario()->side(str(side)))
    return tr("'%1' is not a side of this scenario").arg(side);
  if (QString error = checkTablePoint(x, y); !error.isEmpty()) return error;
  std::string id;
  edit(tr("Add %1").arg(kind), [&](Scenario& s) {
    for (int n = 1;; ++n)
      if (id = str(kind) + "-" + std::to_string(n); !idTaken(s, id)) break;
    ScenarioPoint p;
    p.id = id;
    p.kind = *k;
    // A public kind takes no side, whichever side the palette shows (docs/tables.md 4.4).
    if (!isPublicPointKind(*k)) p.side = str(side);
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
  if (!k) return tr("'%1' is not a kind of point: %2").arg(kind, pointKindNames().join(", "));
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
  if (!side.isEmpty() && !scenario()->side(str(side)))
    return tr("'%1' is not a side of this scenario").arg(side);
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

}  // namespace sandtable::editor
