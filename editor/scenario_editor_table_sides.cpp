// The ScenarioEditor's table-only fields of sides and objectives: a side's break point, points
// limit, private victory conditions and planned fire (Focused Firepower's fire orders), and an
// objective's level and owning side. Each change is one undo step, refused (with the reason)
// where the reader would refuse what it saves.
#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "editor/scenario_editor.h"
#include "editor/scenario_editor_internal.h"
#include "model/scenario_limits.h"

namespace sandtable::editor {

using namespace scenario_detail;

namespace {

const QStringList kObjectiveLevels{"primary", "secondary", "tertiary"};

const SideOob* oobOf(const Scenario& s, const std::string& side) {
  auto it =
      std::find_if(s.oob.begin(), s.oob.end(), [&](const SideOob& o) { return o.side == side; });
  return it == s.oob.end() ? nullptr : &*it;
}

FireOrder* fireOrderOf(Scenario& s, const std::string& side, int index) {
  Side* sd = findById(s.sides, side);
  if (!sd || index < 0 || index >= static_cast<int>(sd->fireOrders.size())) return nullptr;
  return &sd->fireOrders[static_cast<std::size_t>(index)];
}

}  // namespace

void scenario_detail::fillTableSideFields(const Scenario& s, const Side& side, SideRow& row) {
  row.breakPoint = side.breakPoint.value_or(-1);
  row.pointsLimit = side.pointsLimit.value_or(-1);
  row.victory = qstr(side.victory);
  for (const FireOrder& f : side.fireOrders)
    row.fireOrders << QVariant::fromValue(
        FireOrderRow{qstr(f.firer), f.turn, f.target.x, f.target.y, qstr(f.notes)});
  if (const SideOob* oob = oobOf(s, side.id))
    for (const OobEntry& e : oob->entries) row.firers << qstr(e.id);
}

QStringList ScenarioEditor::objectiveLevels() const {
  return kObjectiveLevels;
}

QString ScenarioEditor::setSideBreakPoint(const QString& id, int percent) {
  if (!scenario() || !scenario()->side(str(id))) return tr("There is no side '%1'.").arg(id);
  if (percent > kMaxBreakPoint)
    return tr("A break point is a percentage: 0 to %1.").arg(kMaxBreakPoint);
  edit(tr("Set break point of side %1").arg(id), [&](Scenario& s) {
    Side* side = findById(s.sides, str(id));
    return side && assign(side->breakPoint,
                          percent < 0 ? std::optional<int>() : std::optional<int>(percent));
  });
  return {};
}

QString ScenarioEditor::setSidePointsLimit(const QString& id, int points) {
  if (!scenario() || !scenario()->side(str(id))) return tr("There is no side '%1'.").arg(id);
  if (points > kMaxPointsLimit) return tr("A points limit is at most %1.").arg(kMaxPointsLimit);
  edit(tr("Set points limit of side %1").arg(id), [&](Scenario& s) {
    Side* side = findById(s.sides, str(id));
    return side && assign(side->pointsLimit,
                          points < 0 ? std::optional<int>() : std::optional<int>(points));
  });
  return {};
}

void ScenarioEditor::setSideVictory(const QString& id, const QString& text) {
  edit(
      tr("Edit victory conditions of side %1").arg(id),
      [&](Scenario& s) {
        Side* side = findById(s.sides, str(id));
        return side && assign(side->victory, str(text));
      },
      "side/" + id + "/victory");
}

QString ScenarioEditor::addFireOrder(const QString& side) {
  const Side* sd = scenario() ? scenario()->side(str(side)) : nullptr;
  if (!sd || !map() || !map()->isTable()) return tr("There is no side '%1' on a table.").arg(side);
  const SideOob* oob = oobOf(*scenario(), sd->id);
  if (!oob || oob->entries.empty())
    return tr("Side %1 has no unit to fire: add one to its order of battle first.").arg(side);
  // The first unit of the side fires on turn 1 at the table's centre; the row shows all three.
  FireOrder order;
  order.firer = oob->entries.front().id;
  order.turn = 1;
  order.target = {map()->table.width / 2, map()->table.height / 2};
  edit(tr("Add fire order for %1").arg(side), [&](Scenario& s) {
    Side* target = findById(s.sides, str(side));
    if (!target) return false;
    target->fireOrders.push_back(order);
    return true;
  });
  return {};
}

QString ScenarioEditor::setFireOrder(const QString& side, int index, const QString& firer, int turn,
                                     double x, double y, const QString& notes) {
  if (!scenario()) return tr("There is no scenario.");
  const SideOob* oob = oobOf(*scenario(), str(side));
  const bool known = oob && std::any_of(oob->entries.begin(), oob->entries.end(),
                                        [&](const OobEntry& e) { return e.id == str(firer); });
  if (!known) return tr("'%1' is not a unit of side %2.").arg(firer, side);
  if (turn < 1 || turn > kMaxTurns) return tr("A fire order's turn is 1 to %1.").arg(kMaxTurns);
  if (QString error = checkTablePoint(x, y); !error.isEmpty()) return error;
  bool found = false;
  edit(
      tr("Edit fire order of %1").arg(side),
      [&](Scenario& s) {
        FireOrder* f = fireOrderOf(s, str(side), index);
        found = f != nullptr;
        if (!f) return false;
        const FireOrder before = *f;
        f->firer = str(firer);
        f->turn = turn;
        f->target = {x, y};
        f->notes = str(notes);
        return f->firer != before.firer || f->turn != before.turn ||
               f->target.x != before.target.x || f->target.y != before.target.y ||
               f->notes != before.notes;
      },
      QStringLiteral("side/%1/fire/%2").arg(side).arg(index));
  return found ? QString() : tr("Side %1 has no fire order %2.").arg(side).arg(index + 1);
}

void ScenarioEditor::removeFireOrder(const QString& side, int index) {
  edit(tr("Remove fire order of %1").arg(side), [&](Scenario& s) {
    Side* sd = findById(s.sides, str(side));
    if (!sd || !fireOrderOf(s, str(side), index)) return false;
    sd->fireOrders.erase(sd->fireOrders.begin() + index);
    return true;
  });
}

QString ScenarioEditor::setObjectiveLevel(const QString& id, const QString& level) {
  if (!scenario() || !scenario()->objective(str(id)))
    return tr("There is no objective '%1'.").arg(id);
  const auto i = kObjectiveLevels.indexOf(level);
  if (!level.isEmpty() && i < 0)
    return tr("'%1' is not a level: primary, secondary or tertiary.").arg(level);
  edit(tr("Set level of objective %1").arg(id), [&](Scenario& s) {
    Objective* o = findById(s.objectives, str(id));
    if (!o) return false;
    const auto newLevel =
        i < 0 ? std::optional<ObjectiveLevel>() : std::optional(static_cast<ObjectiveLevel>(i));
    bool changed = assign(o->level, newLevel);
    // A secondary or tertiary objective is private to one side and the reader requires it: it
    // takes the first side, shown in the Side list beside the level for the designer to change.
    if (o->isPrivate() && o->side.empty() && !s.sides.empty())
      changed |= assign(o->side, s.sides.front().id);
    return changed;
  });
  return {};
}

QString ScenarioEditor::setObjectiveSide(const QString& id, const QString& side) {
  const Objective* o = scenario() ? scenario()->objective(str(id)) : nullptr;
  if (!o) return tr("There is no objective '%1'.").arg(id);
  if (!side.isEmpty() && !scenario()->side(str(side)))
    return tr("'%1' is not a side of this scenario").arg(side);
  if (side.isEmpty() && o->isPrivate())
    return tr("A %1 objective belongs to one side: choose which, or make it primary.")
        .arg(QString::fromUtf8(objectiveLevelName(*o->level)));
  edit(tr("Set side of objective %1").arg(id), [&](Scenario& s) {
    Objective* target = findById(s.objectives, str(id));
    return target && assign(target->side, str(side));
  });
  return {};
}

}  // namespace sandtable::editor
