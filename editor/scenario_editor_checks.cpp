// The ScenarioEditor's Victory and Checks panels: exit victory, sudden death and the victory
// text; the designer's line-of-sight and reach assertions. Each change one undo step.
#include <QRegularExpression>

#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "editor/scenario_edit.h"
#include "editor/scenario_editor.h"
#include "editor/scenario_editor_internal.h"
#include "model/scenario_limits.h"
#include "model/table_geometry.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

using namespace scenario_detail;

namespace {

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
  if (!map() || isTable() || from < 0 || to < 0 || from >= map()->grid.size() ||
      to >= map()->grid.size())
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
  if (withinTurns > kMaxTurns)
    return tr("Within turns is %1, past the last turn a scenario can have (%2).")
        .arg(withinTurns)
        .arg(kMaxTurns);
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
