// Reachability on a miniatures table (tables spec 6): costs along straight lines at any angle,
// roads, detours round impassable ground, the warning for barriers one cell wide, turns,
// `sandtable reach` on a table, and the scenario checks built on it.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "../model/test_documents.h"
#include "reach_test_support.h"
#include "validation/table_reach.h"
#include "validation/table_reach_query.h"
#include "validation/validate.h"

using namespace sandtable;

namespace {

// Rates as Focused Firepower's: road 6, open 4, difficult 2 units per move point.
const std::string kRuleset = R"(sandtable: 1
kind: ruleset
id: test-table
name: Test table
grid: table
table: {unit: in, min_size: [48, 36]}
mobility: [foot, tracked]
los: {model: dead-ground, max_range: null}
movement:
  rates: {road: 6, open: 4, difficult: 2}
terrain:
  - {id: woods, name: Woods, class: area, height: 2, see_in: 2, going: {foot: difficult, tracked: X}}
  - {id: lake, name: Lake, class: area, height: 0, going: {foot: X, tracked: X}}
  - {id: road, name: Road, class: linear, width: 2, going: {foot: road, tracked: road}}
units:
  fields:
    - {id: type, kind: enum, values: [infantry, vehicle], required: true}
    - {id: mobility, kind: mobility, required: true}
    - {id: speed, kind: number, min: 0, required: true}
)";

std::string tableMap(const std::string& features) {
  return "sandtable: 1\nkind: map\nid: t\nname: Test table\nruleset: t.ruleset.yaml\n"
         "grid: {type: table, width: 96, height: 72, unit: in}\n" +
         (features.empty() ? std::string() : "features:\n" + features);
}

// A road along y = 20, a wall of lake from the top edge down to y = 60 at x 40..44, a lake
// band one cell (0.5) wide along x = 70, and a wood.
const std::string kFeatures =
    "  - {id: road, terrain: road, shape: {polyline: [[0, 20], [36, 20]]}}\n"
    "  - {id: wall, terrain: lake, shape: {rect: [40, 0, 4, 60]}}\n"
    "  - {id: thin, terrain: lake, shape: {rect: [70, 0, 0.5, 72]}}\n"
    "  - {id: wood, terrain: woods, shape: {rect: [0, 64, 20, 8]}}\n";

struct Run {
  int code = -1;
  QByteArray out, err;
};

// A scenario on the terrain map: blue attacks from the south-west, red holds the north-east;
// blue's tank comes on at a TRP on the west edge, red's exit point is on the east edge. Every
// claim holds: the fixtures below break one thing each.
const std::string kScenario = R"(sandtable: 1
kind: scenario
id: s
ruleset: t.ruleset.yaml
map: t.map.yaml
turns: 10
first: blue
sides:
  - {id: blue, name: Blue, role: attacker}
  - {id: red, name: Red, role: defender}
zones:
  blue-setup: {shape: {rect: [0, 62, 36, 10]}}
  red-setup: {shape: {rect: [50, 0, 18, 20]}}
points:
  - {id: blue-trp, kind: trp, side: blue, at: [0, 40]}
  - {id: red-exit, kind: exit, side: red, at: [96, 30]}
  - {id: blue-erp, kind: erp, side: blue, at: [10, 68]}
  - {id: red-erp, kind: erp, side: red, at: [60, 4]}
oob:
  blue:
    - {id: inf, count: 2, setup: blue-setup, stats: {type: infantry, mobility: foot, speed: 4}}
    - {id: tank, count: 1, arrives: {turn: 2, point: blue-trp}, stats: {type: vehicle, mobility: tracked, speed: 6}}
  red:
    - {id: guard, count: 1, setup: red-setup, stats: {type: infantry, mobility: foot, speed: 2}}
objectives:
  - {id: farm, at: [60, 40], radius: 3, name: Farm, vp: {blue: 5, red: 2}}
checks:
  reach:
    - {side: blue, mobility: foot, from: blue-setup, to: farm, within_turns: 4}
    - {side: blue, mobility: tracked, from: blue-trp, to: [30, 40], within_turns: 2}
)";

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

std::string listed(const Diagnostics& d) {
  std::string all;
  for (const auto& x : d.all()) all += formatDiagnostic(x) + "\n";
  return all;
}

using test::replaced;

Run runCli(const QStringList& args) {
  QProcess p;
  p.start(QStringLiteral(SANDTABLE_CLI_PATH), args);
  p.waitForFinished(60000);
  return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

}  // namespace

class TestTableReach : public QObject {
  Q_OBJECT

  test::Folder folder;
  LoadedDocument bare, terrain;

  const Map& mapOf(const LoadedDocument& d) { return *d.map; }

  double cost(const LoadedDocument& doc, const char* mobility, TablePoint from, TablePoint to,
              double cell = kDefaultReachCell) {
    const Map& map = mapOf(doc);
    const TableGoing going(map, *map.rules);
    const auto g = buildTableReachGraph(map, going, map.rules->mobilityIndex(mobility), cell);
    const int start = g.cellAt(from);
    return tableReach(g, std::span<const int>(&start, 1)).at(g.cellAt(to));
  }

 private slots:
  void initTestCase() {
    folder.write("t.ruleset.yaml", kRuleset);
    bare = folder.load("bare.map.yaml", tableMap(""));
    terrain = folder.load("t.map.yaml", tableMap(kFeatures));
  }

  // Open ground: length / open rate within 3%, whatever the angle.
  void straightLinesAtAnyAngle_data() {
    QTest::addColumn<double>("degrees");
    for (double d : {0.0, 22.5, 30.0, 45.0, 60.0}) QTest::newRow(std::to_string(d).c_str()) << d;
  }
  void straightLinesAtAnyAngle() {
    QFETCH(double, degrees);
    const double a = degrees * std::numbers::pi / 180, length = 50;
    const TablePoint from{10.25, 10.25};
    // The target's cell centre, so that the exact length is known.
    const TablePoint aim{from.x + length * std::cos(a), from.y + length * std::sin(a)};
    const TablePoint to{(std::floor(aim.x / 0.5) + 0.5) * 0.5, (std::floor(aim.y / 0.5) + 0.5) * 0.5};
    const double exact = geo::distance(from, to) / 4;
    const double mp = cost(bare, "foot", from, to);
    QVERIFY2(std::abs(mp - exact) / exact < 0.03,
             (std::to_string(mp) + " MP against " + std::to_string(exact)).c_str());
    QVERIFY(mp >= exact - 1e-9);  // a path on the grid is never shorter than the line
  }

  void roadIsFaster() {
    const double road = cost(terrain, "foot", {2.25, 20.25}, {34.25, 20.25});
    const double open = cost(terrain, "foot", {2.25, 30.25}, {34.25, 30.25});
    QCOMPARE(std::round(open * 100) / 100, 8.0);           // 32 / 4
    QVERIFY2(std::abs(road - 32.0 / 6) < 0.01, std::to_string(road).c_str());  // 32 / 6
  }

  void difficultGoingIsSlower() {
    // 8 units inside the wood at difficult going; leaving it and coming back costs more.
    const double wood = cost(terrain, "foot", {2.25, 68.25}, {10.25, 68.25});
    QVERIFY2(std::abs(wood - 4) < 0.01, std::to_string(wood).c_str());  // 8 / 2
    // Tracked vehicles cannot enter the wood at all.
    QCOMPARE(cost(terrain, "tracked", {2.25, 50.25}, {10.25, 68.25}), kTableUnreachable);
  }

  void wallForcesADetour() {
    const TablePoint from{20.25, 10.25}, to{60.25, 10.25}, low{40, 60}, high{44, 60};
    const double mp = cost(terrain, "foot", from, to);
    QVERIFY(mp != kTableUnreachable);
    // Round the bottom of the wall (y = 60): the two corners, and 4 across below it.
    const double detour =
        (geo::distance(from, low) + 4 + geo::distance(high, to)) / 4;  // 27.6
    QVERIFY2(mp >= detour * 0.99 && mp <= detour * 1.03,
             (std::to_string(mp) + " against " + std::to_string(detour)).c_str());
    QVERIFY(mp > 2.5 * (40.0 / 4));  // the straight line would be 10
  }

  void oneCellBandIsFlaggedAsUnreliable() {
    const Map& map = mapOf(terrain);
    const TableGoing going(map, *map.rules);
    const auto g = buildTableReachGraph(map, going, map.rules->mobilityIndex("foot"));
    // A knight move jumps the band, which a real move could not cross.
    const int start = g.cellAt({69.75, 30.25});
    const auto r = tableReach(g, std::span<const int>(&start, 1));
    QVERIFY(r.reached(g.cellAt({71.25, 30.25})));
    const auto b = leakyBarrierNear(g, going, std::span<const int>(&start, 1));
    QVERIFY(b.has_value());
    QVERIFY(b->feature && b->feature->id == "thin");
    QVERIFY(leakyBarrierText(g, *map.rules, *b).find("may not be a reliable barrier") !=
            std::string::npos);
    // The wall, four units wide, holds at this cell size and is not flagged.
    const int byWall = g.cellAt({39.75, 30.25});
    QVERIFY(!leakyBarrierNear(g, going, std::span<const int>(&byWall, 1)));
    QCOMPARE(r.at(g.cellAt({44.25, 30.25})) < 2, false);
    // At cell 0.25 the band is two cells wide and holds: the far side is reached only round
    // its ends, and it is no longer flagged.
    const auto fine = buildTableReachGraph(map, going, map.rules->mobilityIndex("foot"), 0.25);
    const int s2 = fine.cellAt({69.75, 30.25});
    QCOMPARE(tableReach(fine, std::span<const int>(&s2, 1)).at(fine.cellAt({71.25, 30.25})),
             kTableUnreachable);
    QVERIFY(!leakyBarrierNear(fine, going, std::span<const int>(&s2, 1)));
  }

  void turnsFromSpeed() {
    QCOMPARE(tableTurns(14.75, 4), 4);
    QCOMPARE(tableTurns(8, 4), 2);
    QCOMPARE(tableTurns(8.01, 4), 3);
    QCOMPARE(tableTurns(0, 4), 0);
    QCOMPARE(tableTurns(3, 0), -1);
    QCOMPARE(tableTurns(kTableUnreachable, 4), -1);
    QCOMPARE(tableMpText(14.749), std::string("14.75"));
    QCOMPARE(tableMpText(3), std::string("3"));
  }

  void zoneStartSetIsItsCells() {
    const Map& map = mapOf(terrain);
    const TableGoing going(map, *map.rules);
    const auto g = buildTableReachGraph(map, going, 0);
    Zone band;
    band.id = "south";
    band.edge = Edge::South;
    band.depth = 2;
    const auto cells = cellsIn(g, zoneArea(band, map.table));
    QCOMPARE(static_cast<int>(cells.size()), g.columns * 4);
  }

  // sandtable reach on a table.

  void cliJsonKeysCostsByTheToText() {
    const QString map = QString::fromStdString(folder.path("t.map.yaml"));
    Run r = runCli({"reach", map, "--mobility", "foot", "--from", "10,30", "--to", "30,30",
                       "--to", "42,30", "--to=60, 30", "--speed", "2", "--cell", "1", "--json"});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["mobility"].toString(), QString("foot"));
    QCOMPARE(o["from"].toString(), QString("10,30"));
    QCOMPARE(o["cell"].toDouble(), 1.0);
    const QJsonObject costs = o["costs"].toObject();
    QCOMPARE(costs["30,30"].toDouble(), 5.0);  // 20 / 4
    QVERIFY(costs.contains("42,30") && costs["42,30"].isNull());  // in the wall
    QVERIFY(costs["60, 30"].toDouble() > 12);
    const QJsonObject turns = o["turns"].toObject();
    QCOMPARE(turns["30,30"].toInt(), 3);
    QCOMPARE(o["unreachable"].toArray(), QJsonArray({"42,30"}));
    QVERIFY(o["note"].toString().contains("lower bound"));
    QVERIFY(o["warnings"].toArray().isEmpty());
  }

  void cliTextSaysTheLowerBoundAndTheUnreliableBarrier() {
    const QString map = QString::fromStdString(folder.path("t.map.yaml"));
    Run r = runCli({"reach", map, "--mobility", "foot", "--from", "69.75,30", "--to", "72,30"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("72,30 0.") || r.out.contains("72,30 1"), r.out.constData());
    QVERIFY(r.out.contains("may not be a reliable barrier"));
    QVERIFY(r.out.contains("note: costs are the lower bound"));
  }

  // Scenario checks.

  Diagnostics check(const std::string& scenario) {
    return validateDocument(folder.load("s.scenario.yaml", scenario));
  }

  void baseScenarioIsClean() {
    const Diagnostics d = check(kScenario);
    QVERIFY2(d.errors() == 0 && d.warnings() == 0, listed(d).c_str());
    QCOMPARE(count(d, "check-not-verified"), 0);  // reach checks are verified now
  }

  void samplesPassEveryReachCheck() {
    for (const char* path : {"/samples/focused-firepower/cressonville.scenario.yaml",
                             "/samples/force-on-force/khoshkab.scenario.yaml"}) {
      const Diagnostics d = validateDocument(loadDocument(std::string(SANDTABLE_SOURCE_DIR) + path));
      QVERIFY2(d.errors() == 0 && d.warnings() == 0, listed(d).c_str());
    }
  }

  void reachAssertionFailsInTooFewTurns() {
    const std::string text =
        replaced(kScenario, "to: farm, within_turns: 4", "to: farm, within_turns: 1");
    const Diagnostics d = check(text);
    QCOMPARE(count(d, "reach-assertion-failed"), 1);
    const Diagnostic* f = first(d, "reach-assertion-failed");
    // The farm is reached at its 3" circle (docs/tables.md 4.6), not at its centre's cell.
    QVERIFY2(f->message.find("expected blue foot units to reach farm from blue-setup within 1 "
                             "turn; found 2 turns: the cheapest path costs") == 0,
             f->message.c_str());
    QVERIFY(f->message.find("at speed 4") != std::string::npos);
    const auto pos = text.find("- {side: blue, mobility: foot");
    QCOMPARE(f->line, 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(pos), '\n')));
  }

  void reachAssertionFailsWithNoPath() {
    // The tank cannot enter the wood.
    const Diagnostics d = check(replaced(kScenario, "to: [30, 40], within_turns: 2",
                                         "to: [10, 68], within_turns: 1"));
    QCOMPARE(count(d, "reach-assertion-failed"), 1);
    QVERIFY(first(d, "reach-assertion-failed")->message.find("found no path") != std::string::npos);
  }

  void objectiveUnreachable() {
    // The farm moved inside the wall, 4 wide: nobody gets within its radius of 1.
    const Diagnostics d = check(replaced(kScenario, "at: [60, 40], radius: 3", "at: [42, 30], radius: 1"));
    QCOMPARE(count(d, "objective-unreachable"), 2);  // blue and red both score it
  }

  void objectiveTooFar() {
    // Red's guard, 17 units from the farm's circle at 2 MP (8 units) a turn, needs 3 turns.
    const Diagnostics d = check(replaced(kScenario, "turns: 10", "turns: 2"));
    QCOMPARE(count(d, "objective-too-far"), 1);
    QVERIFY(first(d, "objective-too-far")->message.find("side 'red' cannot reach objective 'farm' in time: the fastest, 'guard' needs") == 0);
    QVERIFY(first(d, "objective-too-far")->message.find("lower bound") != std::string::npos);
  }

  // A unit of speed 0 never gets there, and the warning says so (it said "= 1048576 turns").
  void objectiveTooFarAtSpeedZeroSaysNever() {
    const Diagnostics d = check(replaced(kScenario, "mobility: foot, speed: 2}", "mobility: foot, speed: 0}"));
    const Diagnostic* f = first(d, "objective-too-far");
    QVERIFY(f);
    QVERIFY2(f->message.find("'guard' needs") != std::string::npos, f->message.c_str());
    QVERIFY2(f->message.find(", never at speed 0, with 10 turns left") != std::string::npos, f->message.c_str());
    QVERIFY2(f->message.find("1048576") == std::string::npos, f->message.c_str());
  }

  void arrivalCutOff() {
    // A pen of lake round the TRP, open on the table edge only.
    const std::string pen =
        "  - {id: pen-n, terrain: lake, shape: {rect: [0, 36, 4, 2]}}\n"
        "  - {id: pen-s, terrain: lake, shape: {rect: [0, 42, 4, 2]}}\n"
        "  - {id: pen-e, terrain: lake, shape: {rect: [2, 36, 2, 8]}}\n";
    folder.write("t.map.yaml", tableMap(kFeatures + pen));
    const Diagnostics d = check(replaced(kScenario, "to: [30, 40], within_turns: 2",
                                         "to: [1, 40]"));
    folder.write("t.map.yaml", tableMap(kFeatures));
    QCOMPARE(count(d, "arrival-cut-off"), 1);
    QVERIFY(first(d, "arrival-cut-off")->message.find("'tank' (tracked) arrives at point 'blue-trp'") == 0);
  }

  void exitUnreachable() {
    // The exit point behind the wall's line, closed in on the east edge by a lake.
    const std::string moat = "  - {id: moat, terrain: lake, shape: {rect: [88, 20, 8, 20]}}\n";
    folder.write("t.map.yaml", tableMap(kFeatures + moat));
    const Diagnostics d = check(kScenario);
    folder.write("t.map.yaml", tableMap(kFeatures));
    QCOMPARE(count(d, "exit-unreachable"), 1);
    QVERIFY(first(d, "exit-unreachable")->message.find("exit point 'red-exit'") != std::string::npos);
  }

  void cliRefusesBadTableInput() {
    const QString map = QString::fromStdString(folder.path("t.map.yaml"));
    QCOMPARE(runCli({"reach", map, "--mobility", "foot", "--from", "200,1"}).code, 2);
    QCOMPARE(runCli({"reach", map, "--mobility", "hover", "--from", "1,1"}).code, 2);
    QCOMPARE(runCli({"reach", map, "--mobility", "foot", "--from", "1,1", "--cell", "0"}).code, 2);
    QCOMPARE(
        runCli({"reach", map, "--mobility", "foot", "--from", "1,1", "--cell", "0.001"}).code, 2);
    QCOMPARE(runCli({"reach", map, "--mobility", "foot", "--from", "1,1", "--enter"}).code, 2);
  }
};

QTEST_GUILESS_MAIN(TestTableReach)
#include "tst_table_reach.moc"
