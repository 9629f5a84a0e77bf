// Scenario checks and designer assertions: each code fires on a broken scenario and stays
// silent on the base one; the samples validate without errors.
#include <QTest>

#include "citations.h"
#include "reach_test_support.h"
#include "validation/source_marks.h"
#include "validation/validate.h"

using namespace sandtable;

namespace {

// 6x3 open map; C1 is a lake. A2 -> D2 is 3 hexes (3 MP for leg).
const std::string kMap = test::hexMap({". . L . . .", ". . . . . .", ". . . . . ."}, {});

const std::string kScenario = R"(sandtable: 1
kind: scenario
id: test
ruleset: moves.ruleset.yaml
map: s.map.yaml
turns: 5
first: blue
sides:
  - {id: blue, name: Blue}
  - {id: red, name: Red}
zones:
  blue-setup: {hexes: ["A1:A3"]}
  red-setup: {hexes: ["F1:F3"]}
  west: {edge: west}
  lakes: {hexes: [C1]}
oob:
  blue:
    - {id: inf, count: 2, setup: blue-setup, stats: {type: infantry, mobility: leg, speed: 2}}
    - {id: tank, count: 1, arrives: {turn: 2, zone: west}, stats: {type: vehicle, mobility: track, speed: 4}}
  red:
    - {id: guard, count: 1, setup: red-setup, stats: {type: infantry, mobility: leg, speed: 2}}
objectives:
  - {id: hill, at: D2, vp: {blue: 3, red: 1}, control: red}
checks:
  reach:
    - {side: blue, mobility: leg, from: blue-setup, to: hill, within_turns: 2}
  los:
    - {from: A2, to: F2, expect: clear}
)";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto pos = text.find(from);
  if (pos == std::string::npos) throw std::runtime_error("fixture has no '" + from + "'");
  return text.replace(pos, from.size(), to);
}

int count(const Diagnostics& d, const std::string& code) {
  int n = 0;
  for (const auto& x : d.all()) n += x.code == code;
  return n;
}

const Diagnostic* first(const Diagnostics& d, const std::string& code) {
  for (const auto& x : d.all())
    if (x.code == code) return &x;
  return nullptr;
}

class TestScenarioChecks : public QObject {
  Q_OBJECT

  test::Folder folder;
  Diagnostics check(const std::string& scenario) {
    folder.write("s.map.yaml", kMap);
    return test::verifyCitations(validateDocument(folder.load("s.scenario.yaml", scenario)));
  }

 private slots:
  void baseScenarioIsClean() {
    const Diagnostics d = check(kScenario);
    std::string all;
    for (const auto& x : d.all()) all += formatDiagnostic(x) + "\n";
    QVERIFY2(d.empty(), all.c_str());
  }

  void arrivalAfterTheLastTurn() {
    const Diagnostics d = check(replaced(kScenario, "turn: 2", "turn: 6"));
    QCOMPARE(count(d, "arrival-after-end"), 1);
    QCOMPARE(first(d, "arrival-after-end")->line, 19);  // the tank's line
  }

  // As on tables, a unit that neither sets up nor arrives is an error at its entry.
  void aUnitThatNeitherSetsUpNorArrivesIsAnError() {
    const Diagnostics d = check(replaced(kScenario, "{id: guard, count: 1, setup: red-setup, ", "{id: guard, count: 1, "));
    QCOMPARE(count(d, "unit-not-placed"), 1);
    QCOMPARE(first(d, "unit-not-placed")->line, 21);  // the guard's line
    QCOMPARE(first(d, "unit-not-placed")->severity, Severity::Error);
  }

  void suddenDeathAfterTheLastTurn() {
    QCOMPARE(
        count(check(replaced(kScenario, "checks:", "victory: {sudden_death: {turn: 9}}\nchecks:")),
              "sudden-death-after-end"),
        1);
    QCOMPARE(
        count(check(replaced(kScenario, "checks:", "victory: {sudden_death: {turn: 5}}\nchecks:")),
              "sudden-death-after-end"),
        0);
  }

  void sideWithoutUnits() {
    QCOMPARE(count(check(replaced(kScenario, "  - {id: red, name: Red}",
                                  "  - {id: red, name: Red}\n  - {id: green, name: Green}")),
                   "side-without-units"),
             1);
  }

  void emptyZone() {
    QCOMPARE(count(check(replaced(kScenario, "  lakes: {hexes: [C1]}",
                                  "  lakes: {hexes: [C1]}\n  nowhere: {hexes: []}")),
                   "empty-zone"),
             1);
  }

  void setupWhereTheUnitCannotStand() {
    const Diagnostics all = check(replaced(kScenario, "setup: red-setup", "setup: [C1]"));
    QCOMPARE(count(all, "setup-impassable"), 1);
    const Diagnostics some = check(replaced(kScenario, "setup: red-setup", "setup: [C1, D1]"));
    QCOMPARE(count(some, "setup-impassable"), 0);
    QCOMPARE(count(some, "setup-hex-impassable"), 1);
    QCOMPARE(first(some, "setup-hex-impassable")->locations.at(0).value, std::string("C1"));
  }

  void arrivalZoneNoUnitCanEnter() {
    QCOMPARE(count(check(replaced(kScenario, "zone: west", "zone: lakes")), "arrival-impassable"),
             1);
  }

  void objectiveNoScoringUnitCanReach() {
    const Diagnostics d =
        check(replaced(kScenario, "at: D2, vp: {blue: 3, red: 1}", "at: C1, vp: {blue: 3}"));
    QCOMPARE(count(d, "objective-unreachable"), 1);
    QCOMPARE(first(d, "objective-unreachable")->locations.at(0).value, std::string("C1"));
  }

  void objectiveTooFarForTheTurnsLeft() {
    // Infantry at speed 1 needs 3 turns for the 3 MP to D2; the tank arrives too late.
    std::string s = replaced(kScenario, "turns: 5", "turns: 2");
    s = replaced(s, "mobility: leg, speed: 2}}\n    - {id: tank",
                 "mobility: leg, speed: 1}}\n    - {id: tank");
    s = replaced(s, "speed: 4", "speed: 0.5");
    s = replaced(s, "within_turns: 2", "within_turns: 3");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "objective-too-far"), 1);
    QVERIFY(first(d, "objective-too-far")->message.find("3 turns") != std::string::npos);
  }

  // Units of speed 0 never get there, and the warning says so (it said "= 1048576 turns").
  void objectiveTooFarAtSpeedZeroSaysNever() {
    std::string s = replaced(kScenario, "mobility: leg, speed: 2}}\n    - {id: tank",
                             "mobility: leg, speed: 0}}\n    - {id: tank");
    s = replaced(s, "speed: 4", "speed: 0");
    const Diagnostics d = check(s);
    const Diagnostic* f = first(d, "objective-too-far");
    QVERIFY(f);
    QVERIFY2(f->message.find(", never at speed 0, with ") != std::string::npos, f->message.c_str());
    QVERIFY2(f->message.find("1048576") == std::string::npos, f->message.c_str());
  }

  void exitZoneUnreachable() {
    QCOMPARE(count(check(replaced(kScenario, "checks:",
                                  "victory: {exit: {side: blue, zone: lakes, vp: 1}}\nchecks:")),
                   "exit-unreachable"),
             1);
    QCOMPARE(
        count(check(replaced(kScenario, "checks:",
                             "victory: {exit: {side: blue, zone: red-setup, vp: 1}}\nchecks:")),
              "exit-unreachable"),
        0);
  }

  void reachAssertionSaysWhatItFound() {
    const Diagnostics d = check(replaced(kScenario, "within_turns: 2", "within_turns: 1"));
    QCOMPARE(count(d, "reach-assertion-failed"), 1);
    const Diagnostic* x = first(d, "reach-assertion-failed");
    QVERIFY2(x->message.find("found 2 turns") != std::string::npos, x->message.c_str());
    QVERIFY2(x->message.find("costs 3 MP") != std::string::npos, x->message.c_str());
    QCOMPARE(x->line, 26);
    const Diagnostics unreachable = check(replaced(kScenario, "to: hill", "to: C1"));
    QCOMPARE(count(unreachable, "reach-assertion-failed"), 1);
  }

  void reachAssertionFromAnArrivalZonePaysEntry() {
    // The tank enters at A2 (1 MP) and drives 3 MP to D2: 4 MP at speed 4 is one turn.
    QCOMPARE(count(check(replaced(
                       kScenario,
                       "{side: blue, mobility: leg, from: blue-setup, to: hill, within_turns: 2}",
                       "{side: blue, mobility: track, from: west, to: hill, within_turns: 1}")),
                   "reach-assertion-failed"),
             0);
  }

  // The rule that blocks the line is the diagnostic's rule; the message gives the reason only
  // (the report prints the rule once, beside it).
  void blockedLosAssertionCitesItsRuleOnce() {
    // Woods (an obstacle) at C2, on the line A2 -> F2.
    folder.write("w.map.yaml", test::hexMap({". . L . . .", ". . W . . .", ". . . . . ."}, {}));
    const Diagnostics d = check(replaced(kScenario, "map: s.map.yaml", "map: w.map.yaml"));
    QCOMPARE(count(d, "los-assertion-failed"), 1);
    const Diagnostic* failed = first(d, "los-assertion-failed");
    QVERIFY2(failed->message.find("found blocked by ") != std::string::npos, failed->message.c_str());
    QVERIFY2(failed->message.find('[') == std::string::npos, failed->message.c_str());
    QVERIFY2(failed->rule.rfind("FF 24", 0) == 0, failed->rule.c_str());
  }

  void losAssertionSaysWhy() {
    const Diagnostics d = check(replaced(kScenario, "expect: clear", "expect: blocked"));
    QCOMPARE(count(d, "los-assertion-failed"), 1);
    QVERIFY(first(d, "los-assertion-failed")->message.find("found clear") != std::string::npos);
    QCOMPARE(count(check(replaced(kScenario, "expect: clear", "expect: {hindrance: 1}")),
                   "los-assertion-failed"),
             0);
    QCOMPARE(count(check(replaced(kScenario, "expect: clear", "expect: {hindrance: 2}")),
                   "los-assertion-failed"),
             1);
  }

  // A lookup must not change the document: yaml-cpp's Node::operator= writes through, and an
  // early version lost every objective after the first that way.
  void sourceMarksFindEveryItemAndChangeNothing() {
    const SourceMarks marks =
        SourceMarks::parse("a: 1\nobjectives:\n  - {id: x}\n  - {id: y}\n  - {id: z}\n", "f.yaml");
    for (int round = 0; round < 2; ++round) {
      QCOMPARE(marks.item({"objectives"}, "id", "x").line, 3);
      QCOMPARE(marks.item({"objectives"}, "id", "z").line, 5);
      QCOMPARE(marks.at({"objectives", 1}).line, 4);
      QCOMPARE(marks.at({"a"}).line, 1);
    }
  }

  void stackingLimitOnCards() {
    const std::string map = test::cardMap({". . .", ". . ."});
    const std::string scenario = R"(sandtable: 1
kind: scenario
id: cards
ruleset: cards.ruleset.yaml
map: c.map.yaml
turns: 3
first: blue
sides:
  - {id: blue, name: Blue}
  - {id: red, name: Red}
oob:
  blue:
    - {id: jeep, count: 2, setup: [A1], stats: {type: vehicle, mobility: wheeled, speed: 1, steps: 1}}
    - {id: sqd, count: 2, setup: [B1], stats: {type: squad, mobility: foot, speed: 1, steps: 3}}
  red:
    - {id: sqd, count: 1, setup: [C2], stats: {type: squad, mobility: foot, speed: 1, steps: 3}}
)";
    folder.write("c.map.yaml", map);
    const Diagnostics over = validateDocument(folder.load("c.scenario.yaml", scenario));
    QCOMPARE(count(over, "stacking-limit"),
             1);  // 2 vehicles on A1, limit 1; 6 steps on B1 is the limit
    const Diagnostics fine = validateDocument(
        folder.load("c.scenario.yaml", replaced(scenario, "setup: [A1]", "setup: [A1, A2]")));
    QCOMPARE(count(fine, "stacking-limit"), 0);
    const Diagnostics steps = validateDocument(folder.load(
        "c.scenario.yaml", replaced(scenario, "steps: 3}}\n  red", "steps: 4}}\n  red")));
    QCOMPARE(count(steps, "stacking-limit"), 2);
  }

  void samplesValidateWithoutErrors() {
    for (const char* sample : {"field-of-fire/mill-hamlet", "fighting-formations/croix-fouquet",
                               "overlay-hexes/dolny-jar"})
      for (const char* kind : {".map.yaml", ".scenario.yaml"}) {
        const std::string path = std::string(SANDTABLE_SOURCE_DIR "/samples/") + sample + kind;
        const Diagnostics d = validateDocument(loadDocument(path));
        std::string warnings;
        for (const auto& x : d.all())
          if (x.severity != Severity::Info &&
              !(x.code == "trapped-region" && x.locations.size() == 1 &&
                x.locations[0].value == "I6"))
            warnings += formatDiagnostic(x) + "\n";
        // Known and reported: the courtyard I6 of the FF sample, which vehicles can enter
        // from the road but not leave (buildings are X for them off the road).
        QVERIFY2(warnings.empty(), warnings.c_str());
      }
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestScenarioChecks)
#include "tst_scenario_checks.moc"
