#include "editor/scenario_editor.h"

#include <QRegularExpression>
#include <algorithm>

#include "editor/map_document.h"
#include "editor/scenario_edit.h"
#include "editor/qt_convert.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

namespace {

template <typename T>
T* findById(std::vector<T>& items, const std::string& id) {
  auto it = std::find_if(items.begin(), items.end(), [&](const T& item) { return item.id == id; });
  return it == items.end() ? nullptr : &*it;
}

template <typename T>
bool eraseById(std::vector<T>& items, const std::string& id) {
  const auto before = items.size();
  std::erase_if(items, [&](const T& item) { return item.id == id; });
  return items.size() != before;
}

// Sets `field` to `value`; false when it already had it.
template <typename T>
bool assign(T& field, const T& value) {
  if (field == value) return false;
  field = value;
  return true;
}

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

QString ScenarioEditor::checkNewId(const QString& newId,
                                   const std::function<bool(const std::string&)>& taken) const {
  if (!isValidId(str(newId)))
    return tr("'%1' is not a valid id: use a-z, 0-9, '-' and '_', starting with a letter or digit")
        .arg(newId);
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
  for (const Side& side : scenario()->sides)
    out << QVariantMap{
        {"id", qstr(side.id)},
        {"name", qstr(side.name)},
        {"role", side.role ? QString::fromUtf8(sideRoleName(*side.role)) : QString()},
        {"briefing", qstr(side.briefing)}};
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
  for (const Zone& z : scenario()->zones)
    out << QVariantMap{{"id", qstr(z.id)},
                       {"hexes", qstr(locationListText(z.hexes))},
                       {"edge", z.edge ? QString::fromUtf8(edgeName(*z.edge)) : QString()},
                       {"size", static_cast<int>(z.resolved.size())},
                       {"first", z.resolved.empty() ? -1 : z.resolved.front()}};
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
    out << QVariantMap{{"id", qstr(o.id)},           {"at", qstr(o.at)},
                       {"location", o.location},     {"name", qstr(o.name)},
                       {"control", qstr(o.control)}, {"vp", vp}};
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
  if (turns < 1 || turns > 10000) return;
  edit(
      tr("Set turns to %1").arg(turns), [&](Scenario& s) { return assign(s.turns, turns); },
      "turns");
}

void ScenarioEditor::setFirst(const QString& side) {
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
          checkNewId(newId, [&](const std::string& c) { return scenario()->side(c) != nullptr; });
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
    id = uniqueId("zone", [&](const std::string& c) { return s.zone(c) != nullptr; });
    Zone z;
    z.id = id;
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
  if (QString error =
          checkNewId(newId, [&](const std::string& c) { return scenario()->zone(c) != nullptr; });
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

void ScenarioEditor::setZoneEdge(const QString& id, const QString& edge) {
  if (!map()) return;
  edit(tr("Set edge of zone %1").arg(id), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(id));
    if (!z || !assign(z->edge, parseEdge(str(edge)))) return false;
    resolveZone(*map(), *z);
    return true;
  });
}

void ScenarioEditor::paintZone(const QString& zone, const QList<int>& locations, bool erase) {
  QList<int> painted = zoneLocations(zone);
  for (int i : locations) {
    if (erase) painted.removeAll(i);
    else if (!painted.contains(i)) painted.append(i);
  }
  setZoneLocations(zone, painted);
}

void ScenarioEditor::setZoneLocations(const QString& zone, const QList<int>& locations) {
  if (!map()) return;
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
  if (!map() || !scenario()) return {};
  if (location < 0 || location >= map()->grid.size()) location = 0;
  std::string id;
  edit(tr("Add objective"), [&](Scenario& s) {
    id = uniqueId("objective", [&](const std::string& c) { return s.objective(c) != nullptr; });
    Objective o;
    o.id = id;
    o.location = location;
    o.at = map()->grid.label(location);
    s.objectives.push_back(std::move(o));
    return true;
  });
  return qstr(id);
}

void ScenarioEditor::removeObjective(const QString& id) {
  edit(tr("Remove objective %1").arg(id),
       [&](Scenario& s) { return eraseById(s.objectives, str(id)); });
}

QString ScenarioEditor::renameObjective(const QString& id, const QString& newId) {
  if (!scenario() || id == newId || !scenario()->objective(str(id))) return {};
  if (QString error = checkNewId(
          newId, [&](const std::string& c) { return scenario()->objective(c) != nullptr; });
      !error.isEmpty())
    return error;
  edit(tr("Rename objective %1 to %2").arg(id, newId), [&](Scenario& s) {
    renameObjectiveReferences(s, str(id), str(newId));
    return true;
  });
  return {};
}

QString ScenarioEditor::setObjectiveAt(const QString& id, const QString& label) {
  if (QString error = checkLabel(label); !error.isEmpty()) return error;
  auto range = parseLocationRange(map()->grid, str(label.trimmed()), nullptr);
  moveObjective(id, map()->grid.index(range->first));
  return {};
}

void ScenarioEditor::moveObjective(const QString& id, int location) {
  if (!map() || location < 0 || location >= map()->grid.size()) return;
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
  edit(tr("Set control of objective %1").arg(id), [&](Scenario& s) {
    Objective* o = findById(s.objectives, str(id));
    return o && assign(o->control, str(control));
  });
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
  edit(tr("Edit exit victory"), [&](Scenario& s) {
    if (!s.victory || !s.victory->exit) return false;
    Victory::Exit& e = *s.victory->exit;
    const bool a = assign(e.side, str(side)), b = assign(e.zone, str(zone)), c = assign(e.vp, vp);
    return a || b || c;
  });
}

void ScenarioEditor::setSuddenDeath(int turn) {
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
  if (!map() || from < 0 || to < 0 || from >= map()->grid.size() || to >= map()->grid.size())
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

QString ScenarioEditor::setLosCheck(int row, const QString& from, const QString& to,
                                    const QString& expect, int hindrance) {
  if (!scenario() || row < 0 || row >= static_cast<int>(scenario()->losChecks.size())) return {};
  if (QString error = checkLabel(from); !error.isEmpty()) return error;
  if (QString error = checkLabel(to); !error.isEmpty()) return error;
  auto e = parseExpectation(expect, hindrance);
  if (!e) return tr("Expect clear, blocked or hindrance.");
  edit(tr("Edit LOS check"), [&](Scenario& s) {
    LosCheck& c = s.losChecks[static_cast<std::size_t>(row)];
    const bool a = assign(c.from, str(from.trimmed())), b = assign(c.to, str(to.trimmed()));
    const bool d = assign(c.expect, e->expect), f = assign(c.hindrance, e->hindrance);
    return a || b || d || f;
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
    c.from = s.zones.empty() ? std::string("A1") : s.zones.front().id;
    c.to = s.objectives.empty() ? c.from : s.objectives.front().id;
    s.reachChecks.push_back(std::move(c));
    return true;
  });
}

QString ScenarioEditor::setReachCheck(int row, const QString& side, const QString& mobility,
                                      const QString& from, const QString& to, int withinTurns) {
  const Scenario* sc = scenario();
  if (!sc || row < 0 || row >= static_cast<int>(sc->reachChecks.size())) return {};
  // An end is a zone, an objective or a single location, as the reader accepts.
  for (const QString& end : {from, to})
    if (!sc->zone(str(end)) && !sc->objective(str(end)) && !checkLabel(end).isEmpty())
      return tr("'%1' is neither a zone, an objective nor a location").arg(end);
  edit(tr("Edit reach check"), [&](Scenario& s) {
    ReachCheck& c = s.reachChecks[static_cast<std::size_t>(row)];
    const std::optional<int> within =
        withinTurns < 0 ? std::nullopt : std::optional<int>(withinTurns);
    const bool a = assign(c.side, str(side)), b = assign(c.mobility, str(mobility));
    const bool d = assign(c.from, str(from.trimmed())), e = assign(c.to, str(to.trimmed()));
    const bool f = assign(c.withinTurns, within);
    return a || b || d || e || f;
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
