// Checks of miniatures tables: each code fires on a broken table or scenario, at the line of
// the element at fault, and stays silent on the base documents; the samples pass them all.
#include <QDir>
#include <QTest>
#include <set>

#include "../model/test_documents.h"
#include "citations.h"
#include "citations.h"
#include "reach_test_support.h"
#include "validation/validate.h"

using namespace sandtable;

namespace {

// A dead-ground (Focused Firepower style) ruleset; `model` and `id` are swapped for a
// blockers (Force on Force style) copy. A road lifts the lake's going under it, except where
// the bridge (road_ignores: false) keeps its own: closed to tracked vehicles.
const std::string kRuleset = R"(sandtable: 1
kind: ruleset
id: test-table
name: Test table
grid: table
table: {unit: in, min_size: [48, 36], preferred_size: [60, 40]}
mobility: [foot, tracked]
los: {model: dead-ground, max_range: null}
movement:
  rates: {road: 6, open: 4, difficult: 2}
terrain:
  - {id: woods, name: Woods, class: area, height: 2, see_in: 2, going: {foot: open, tracked: X}}
  - {id: lake, name: Lake, class: area, height: 0, going: {foot: X, tracked: X}, rule: Test p.1 Water}
  - {id: road, name: Road, class: linear, width: 2, going: {foot: road, tracked: road}}
  - {id: bridge, name: Bridge, class: linear, width: 3, road_ignores: false, going: {foot: road, tracked: X}}
units:
  fields:
    - {id: type, kind: enum, values: [infantry, vehicle], required: true}
    - {id: mobility, kind: mobility, required: true}
    - {id: speed, kind: number, min: 0, required: true}
    - {id: points, kind: integer, min: 0}
)";

// 48x36: a lake with a road and a bridge across it (y 12.5 to 15.5), a wood, a mere, and a
// copse around each ERP that hides it from the enemy.
const std::string kMap = R"(sandtable: 1
kind: map
id: t
name: Test table
ruleset: t.ruleset.yaml
grid: {type: table, width: 48, height: 36, unit: in}
features:
  - {id: lake, terrain: lake, shape: {rect: [20, 10, 8, 8]}}
  - {id: wood, terrain: woods, shape: {circle: {center: [40, 8], radius: 4}}}
  - {id: road, terrain: road, shape: {polyline: [[0, 14], [48, 14]]}}
  - {id: bridge, terrain: bridge, shape: {polyline: [[19, 14], [29, 14]]}}
  - {id: mere, terrain: lake, shape: {rect: [30, 18, 10, 9]}}
  - {id: blue-copse, terrain: woods, shape: {circle: {center: [10, 26], radius: 3}}}
  - {id: red-copse, terrain: woods, shape: {circle: {center: [10, 8], radius: 3}}}
)";

// A table with nothing on it, for the size checks.
std::string bareMap(const std::string& grid) {
  return "sandtable: 1\nkind: map\nid: t\nname: Bare\nruleset: t.ruleset.yaml\ngrid: {type: "
         "table, " +
         grid + "}\n";
}

const std::string kScenario = R"(sandtable: 1
kind: scenario
id: t
ruleset: t.ruleset.yaml
map: t.map.yaml
turns: 8
first: blue
sides:
  - {id: blue, name: Blue, role: attacker, points_limit: 200}
  - id: red
    name: Red
    role: defender
    fire_orders:
      - {firer: mortar, turn: 2, target: [24, 30]}
zones:
  blue-setup: {shape: {rect: [0, 28, 48, 8]}}
  red-setup: {edge: north, depth: 6}
  pond: {shape: {rect: [21, 10.5, 6, 1.5]}}
points:
  - {id: blue-erp, kind: erp, side: blue, at: [10, 26]}
  - {id: red-erp, kind: erp, side: red, at: [10, 8]}
  - {id: blue-trp, kind: trp, side: blue, at: [0, 30], eta: 3}
  - {id: red-trp, kind: trp, side: red, at: [48, 4]}
oob:
  blue:
    - {id: inf, count: 2, setup: blue-setup, stats: {type: infantry, mobility: foot, speed: 1, points: 50}}
    - {id: scout, count: 1, setup: {at: [24, 14]}, stats: {type: infantry, mobility: foot, speed: 1, points: 40}}
    - {id: tank, count: 1, arrives: {turn: 3, point: blue-trp}, stats: {type: vehicle, mobility: tracked, speed: 4, points: 60}}
  red:
    - {id: guard, count: 1, setup: red-setup, stats: {type: infantry, mobility: foot, speed: 1}}
    - {id: mortar, count: 1, setup: {at: [30, 2]}, stats: {type: infantry, mobility: foot, speed: 1}}
    - {id: halftrack, count: 1, arrives: {turn: 4, point: red-trp}, stats: {type: vehicle, mobility: tracked, speed: 4}}
)";

// Force on Force style: no Command Map, reinforcements at numbered hot spots.
const std::string kHotSpotScenario = R"(sandtable: 1
kind: scenario
id: h
ruleset: b.ruleset.yaml
map: b.map.yaml
turns: 6
first: blue
sides:
  - {id: blue, name: Blue}
  - {id: red, name: Red}
zones:
  blue-setup: {shape: {rect: [0, 28, 48, 8]}}
points:
  - {id: hs1, kind: hot-spot, number: 1, at: [6, 6]}
  - {id: hs2, kind: hot-spot, number: 2, at: [14, 24]}
  - {id: hs3, kind: hot-spot, number: 3, at: [42, 30]}
oob:
  blue:
    - {id: inf, count: 2, setup: blue-setup, stats: {type: infantry, mobility: foot, speed: 1}}
  red:
    - {id: militia, count: 1, arrives: {turn: 2, point: hs2}, stats: {type: infantry, mobility: foot, speed: 1}}
)";

using test::replaced;

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

// The 1-based line of the first occurrence of `needle` in a fixture.
int lineOf(const std::string& text, const std::string& needle) {
  const auto pos = text.find(needle);
  if (pos == std::string::npos) throw std::runtime_error("fixture has no '" + needle + "'");
  return 1 +
         static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(pos), '\n'));
}

bool hasLocation(const Diagnostic& d, DiagnosticLocation::Kind kind, const std::string& value) {
  return std::any_of(d.locations.begin(), d.locations.end(), [&](const DiagnosticLocation& l) {
    return l.kind == kind && l.value == value;
  });
}

std::string listed(const Diagnostics& d, bool withInfo = false) {
  std::string all;
  for (const auto& x : d.all())
    if (withInfo || x.severity != Severity::Info) all += formatDiagnostic(x) + "\n";
  return all;
}

// The codes of table_checks.h.
const std::set<std::string> kTableCodes{"table-too-small",      "table-below-preferred-size",
                                        "table-unit-mismatch",  "side-without-units",
                                        "arrival-after-end",    "edge-zone-too-deep",
                                        "setup-impassable",     "arrival-impassable",
                                        "points-over-limit",    "fire-order-unknown-firer",
                                        "fire-order-after-end", "fire-order-off-table",
                                        "hot-spot-numbering",   "hot-spots-too-close",
                                        "hot-spot-off-table",   "hot-spot-impassable",
                                        "erp-missing",          "erp-too-far",
                                        "reserve-not-at-trp",   "trp-not-on-edge",
                                        "eta-not-on-trp",       "eta-after-end",
                                        "unit-not-placed",      "public-point-side"};

class TestTableChecks : public QObject {
  Q_OBJECT

  test::Folder folder;

  void writeRulesets(const std::string& map) {
    folder.write("t.ruleset.yaml", kRuleset);
    folder.write("b.ruleset.yaml",
                 replaced(replaced(kRuleset, "model: dead-ground", "model: blockers"),
                          "id: test-table", "id: test-blockers"));
    folder.write("t.map.yaml", map);
    folder.write("b.map.yaml", replaced(map, "t.ruleset.yaml", "b.ruleset.yaml"));
  }
  Diagnostics check(const std::string& scenario, const std::string& map = kMap) {
    writeRulesets(map);
    return test::verifyCitations(validateDocument(folder.load("t.scenario.yaml", scenario)));
  }
  Diagnostics checkMap(const std::string& map) {
    writeRulesets(map);
    return test::verifyCitations(validateDocument(folder.load("t.map.yaml", map)));
  }

 private slots:
  void baseDocumentsAreClean() {
    for (const Diagnostics& d : {checkMap(kMap), check(kScenario), check(kHotSpotScenario)})
      QVERIFY2(d.errors() == 0 && d.warnings() == 0, listed(d).c_str());
  }

  // Table size and unit.

  void tableSmallerThanTheMinimum() {
    const std::string small = bareMap("width: 40, height: 36, unit: in");
    const Diagnostics d = checkMap(small);
    QCOMPARE(count(d, "table-too-small"), 1);
    QCOMPARE(first(d, "table-too-small")->line, lineOf(small, "grid:"));
    QCOMPARE(first(d, "table-too-small")->severity, Severity::Warning);
    // The same table turned round is big enough.
    QCOMPARE(count(checkMap(bareMap("width: 36, height: 48, unit: in")), "table-too-small"), 0);
  }

  void tableBelowThePreferredSizeIsOnlyInformation() {
    const Diagnostics d = checkMap(kMap);
    QCOMPARE(count(d, "table-below-preferred-size"), 1);
    QCOMPARE(first(d, "table-below-preferred-size")->severity, Severity::Info);
    QCOMPARE(
        count(checkMap(bareMap("width: 40, height: 60, unit: in")), "table-below-preferred-size"),
        0);
  }

  void tableInAnotherUnitIsComparedAfterConverting() {
    // 122 x 92 cm is 48.03 x 36.2 in: big enough, but measured in the wrong unit.
    const std::string cm = bareMap("width: 122, height: 92, unit: cm");
    const Diagnostics d = checkMap(cm);
    QCOMPARE(count(d, "table-unit-mismatch"), 1);
    QCOMPARE(first(d, "table-unit-mismatch")->line, lineOf(cm, "grid:"));
    QCOMPARE(count(d, "table-too-small"), 0);
    const Diagnostics small = checkMap(bareMap("width: 100, height: 92, unit: cm"));
    QCOMPARE(count(small, "table-too-small"), 1);
  }

  void edgeZoneDeeperThanTheTable() {
    const std::string s =
        replaced(kScenario, "{edge: north, depth: 6}", "{edge: north, depth: 40}");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "edge-zone-too-deep"), 1);
    QCOMPARE(first(d, "edge-zone-too-deep")->line, lineOf(s, "red-setup: {edge"));
    QVERIFY(
        hasLocation(*first(d, "edge-zone-too-deep"), DiagnosticLocation::Kind::Zone, "red-setup"));
  }

  // Units, turns, points.

  // A unit with neither a set-up nor an arrival is an error at its entry; one that arrives
  // needs no set-up.
  void aUnitThatNeitherSetsUpNorArrivesIsAnError() {
    const std::string s = replaced(kScenario, "{id: scout, count: 1, setup: {at: [24, 14]}, ",
                                   "{id: scout, count: 1, ");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "unit-not-placed"), 1);
    QCOMPARE(first(d, "unit-not-placed")->line, lineOf(s, "{id: scout"));
    QCOMPARE(first(d, "unit-not-placed")->severity, Severity::Error);
    QCOMPARE(count(check(kScenario), "unit-not-placed"), 0);
  }

  void sideWithoutUnits() {
    const std::string s =
        replaced(kScenario, "  - id: red\n", "  - {id: green, name: Green}\n  - id: red\n");
    const Diagnostics d = check(
        replaced(s, "  - {id: red-trp",
                 "  - {id: green-erp, kind: erp, side: green, at: [1, 1]}\n  - {id: red-trp"));
    QCOMPARE(count(d, "side-without-units"), 1);
    QCOMPARE(first(d, "side-without-units")->line, lineOf(s, "{id: green"));
  }

  void reserveEtaAfterTheLastTurn() {
    const std::string s = replaced(kScenario, "arrives: {turn: 3", "arrives: {turn: 9");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "arrival-after-end"), 1);
    QCOMPARE(first(d, "arrival-after-end")->line, lineOf(s, "{id: tank"));
    QVERIFY(first(d, "arrival-after-end")->rule.find("FF p.9") == 0);
  }

  void pointsOverTheLimit() {
    const std::string s = replaced(kScenario, "points_limit: 200", "points_limit: 150");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "points-over-limit"), 1);
    QCOMPARE(first(d, "points-over-limit")->line, lineOf(s, "{id: blue, name"));
    QVERIFY2(first(d, "points-over-limit")->message.find("costs 200 points") != std::string::npos,
             first(d, "points-over-limit")->message.c_str());
    // count x points: two more infantry make 300.
    QCOMPARE(count(check(replaced(kScenario, "{id: inf, count: 2", "{id: inf, count: 4")),
                   "points-over-limit"),
             1);
  }

  // Time-bound fire orders.

  void fireOrderByAnElementNotInTheOob() {
    const std::string s = replaced(kScenario, "firer: mortar", "firer: mortr");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "fire-order-unknown-firer"), 1);
    QCOMPARE(first(d, "fire-order-unknown-firer")->line, lineOf(s, "{firer: mortr"));
    // Another side's element is not this side's firer either.
    QCOMPARE(count(check(replaced(kScenario, "firer: mortar", "firer: scout")),
                   "fire-order-unknown-firer"),
             1);
  }

  void fireOrderAfterTheLastTurn() {
    const std::string s = replaced(kScenario, "turn: 2, target", "turn: 9, target");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "fire-order-after-end"), 1);
    QCOMPARE(first(d, "fire-order-after-end")->line, lineOf(s, "{firer: mortar"));
  }

  void fireOrderTargetOffTheTable() {
    const Diagnostics d = check(replaced(kScenario, "target: [24, 30]", "target: [50, 30]"));
    QCOMPARE(count(d, "fire-order-off-table"), 1);
    QVERIFY(
        hasLocation(*first(d, "fire-order-off-table"), DiagnosticLocation::Kind::Point, "50,30"));
  }

  // Going of set-ups and arrivals.

  void setupPointInImpassableTerrain() {
    // [24, 11] is in the lake, north of the bridge.
    const std::string s = replaced(kScenario, "setup: {at: [24, 14]}", "setup: {at: [24, 11]}");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "setup-impassable"), 1);
    const Diagnostic* x = first(d, "setup-impassable");
    QCOMPARE(x->line, lineOf(s, "{id: scout"));
    QVERIFY(hasLocation(*x, DiagnosticLocation::Kind::Feature, "lake"));
    QVERIFY(hasLocation(*x, DiagnosticLocation::Kind::Point, "24,11"));
    QCOMPARE(x->rule, std::string("Test p.1 Water"));
  }

  void roadOverWaterIsPassableButTheBridgeKeepsItsGoing() {
    // The scout stands on the bridge over the lake (base: clean); a tank may not: tracked
    // vehicles cannot cross this bridge, road or not.
    const std::string s =
        replaced(kScenario, "arrives: {turn: 3, point: blue-trp}", "setup: {at: [24, 14]}");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "setup-impassable"), 1);
    QVERIFY(
        hasLocation(*first(d, "setup-impassable"), DiagnosticLocation::Kind::Feature, "bridge"));
  }

  void setupZoneWithNowhereToStand() {
    const std::string s = replaced(kScenario, "setup: blue-setup", "setup: pond");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "setup-impassable"), 1);
    QCOMPARE(first(d, "setup-impassable")->line, lineOf(s, "{id: inf"));
    // A zone partly in the mere still has room.
    QCOMPARE(count(check(replaced(kScenario, "{rect: [21, 10.5, 6, 1.5]}",
                                  "{rect: [18, 10.5, 6, 1.5]}")),
                   "setup-impassable"),
             0);
  }

  void setupShapeWithNowhereToStand() {
    QCOMPARE(count(check(replaced(kScenario, "setup: {at: [24, 14]}",
                                  "setup: {circle: {center: [35, 22], radius: 2}}")),
                   "setup-impassable"),
             1);
  }

  void arrivalInImpassableTerrain() {
    const std::string s = replaced(kHotSpotScenario, "arrives: {turn: 2, point: hs2}",
                                   "arrives: {turn: 2, zone: {at: [35, 22]}}");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "arrival-impassable"), 1);
    QCOMPARE(first(d, "arrival-impassable")->line, lineOf(s, "{id: militia"));
  }

  // Focused Firepower: ERP and TRP.

  void sideWithoutAnErp() {
    const Diagnostics d =
        check(replaced(kScenario, "  - {id: red-erp, kind: erp, side: red, at: [10, 8]}\n", ""));
    QCOMPARE(count(d, "erp-missing"), 1);
    QCOMPARE(first(d, "erp-missing")->line, lineOf(kScenario, "  - id: red"));
    QVERIFY(first(d, "erp-missing")->rule.find("FF p.9") == 0);
    // Force on Force has no ERP.
    QCOMPARE(count(check(kHotSpotScenario), "erp-missing"), 0);
  }

  void erpTooFarFromTheDeploymentZone() {
    // Blue deploys in blue-setup (from y 28) and at the scout's point [24, 14]: [10, 10] is
    // 14.6" from the point, [10, 16] exactly 12" from the zone.
    const std::string s =
        replaced(kScenario, "side: blue, at: [10, 26]", "side: blue, at: [10, 10]");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "erp-too-far"), 1);
    QCOMPARE(first(d, "erp-too-far")->line, lineOf(s, "{id: blue-erp"));
    const std::string& message = first(d, "erp-too-far")->message;
    QVERIFY2(message.find("14.6\" from its deployment (nearest: [24, 14])") != std::string::npos,
             message.c_str());
    QCOMPARE(
        count(check(replaced(kScenario, "side: blue, at: [10, 26]", "side: blue, at: [10, 16]")),
              "erp-too-far"),
        0);
  }

  void erpInAMeetingEngagementIsMeasuredFromTheFriendlyEdge() {
    // Blue's reserves enter at its TRP on the west edge; [20, 30] is in its set-up zone but
    // 20" from that edge.
    std::string s = replaced(kScenario, "role: attacker", "role: meeting");
    QCOMPARE(count(check(s), "erp-too-far"), 0);
    s = replaced(s, "side: blue, at: [10, 26]", "side: blue, at: [20, 30]");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "erp-too-far"), 1);
    QVERIFY(first(d, "erp-too-far")->message.find("west table edge") != std::string::npos);
  }

  void reserveThatDoesNotArriveAtATrp() {
    const std::string s = replaced(kScenario, "arrives: {turn: 3, point: blue-trp}",
                                   "arrives: {turn: 3, zone: blue-setup}");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "reserve-not-at-trp"), 1);
    QCOMPARE(first(d, "reserve-not-at-trp")->line, lineOf(s, "{id: tank"));
    // Another side's TRP is not its own.
    QCOMPARE(count(check(replaced(kScenario, "point: blue-trp", "point: red-trp")),
                   "reserve-not-at-trp"),
             1);
    // Force on Force reinforcements arrive at hot spots or edges.
    QCOMPARE(count(check(kHotSpotScenario), "reserve-not-at-trp"), 0);
  }

  void trpAwayFromTheTableEdge() {
    const std::string s = replaced(kScenario, "side: blue, at: [0, 30]", "side: blue, at: [2, 30]");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "trp-not-on-edge"), 1);
    QCOMPARE(first(d, "trp-not-on-edge")->line, lineOf(s, "{id: blue-trp"));
    QCOMPARE(
        count(check(replaced(kScenario, "side: blue, at: [0, 30]", "side: blue, at: [0.5, 30]")),
              "trp-not-on-edge"),
        0);
  }

  void trpEtaAfterTheLastTurn() {
    const std::string s = replaced(kScenario, "eta: 3}", "eta: 9}");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "eta-after-end"), 1);
    const Diagnostic* e = first(d, "eta-after-end");
    QCOMPARE(e->severity, Severity::Error);
    QCOMPARE(e->line, lineOf(s, "{id: blue-trp"));
    // At the point's `eta` value, not merely at its line.
    const std::string trp = s.substr(s.find("  - {id: blue-trp"));
    QCOMPARE(e->column, 1 + static_cast<int>(trp.find("eta: ") + 5));
    QVERIFY(e->message.find("turn 9") != std::string::npos && e->message.find("after turn 8") != std::string::npos);
    QVERIFY(e->rule.find("FF p.9 Reserves (ETA)") == 0);
    QVERIFY(hasLocation(*e, DiagnosticLocation::Kind::Point, "0,30"));
    // The last turn itself is in time.
    QCOMPARE(count(check(replaced(kScenario, "eta: 3}", "eta: 8}")), "eta-after-end"), 0);
  }

  void etaOnAPointThatIsNotATrp() {
    const std::string s =
        replaced(kScenario, "side: blue, at: [10, 26]}", "side: blue, at: [10, 26], eta: 20}");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "eta-not-on-trp"), 1);
    QCOMPARE(first(d, "eta-not-on-trp")->severity, Severity::Warning);
    QCOMPARE(first(d, "eta-not-on-trp")->line, lineOf(s, "{id: blue-erp"));
    QVERIFY(first(d, "eta-not-on-trp")->message.find("erp 'blue-erp'") == 0);
    // An ETA that is ignored is not also reported as late.
    QCOMPARE(count(d, "eta-after-end"), 0);
    // Not only on Focused Firepower tables: a hot spot has no ETA either.
    QCOMPARE(count(check(replaced(kHotSpotScenario, "number: 2, at: [14, 24]}",
                                  "number: 2, at: [14, 24], eta: 2}")),
                   "eta-not-on-trp"),
             1);
  }

  // Force on Force: hot spots.

  void hotSpotsNumberedTwiceOrOutOfRange() {
    const std::string twice = replaced(kHotSpotScenario, "number: 3", "number: 2");
    const Diagnostics d = check(twice);
    QCOMPARE(count(d, "hot-spot-numbering"), 1);
    QCOMPARE(first(d, "hot-spot-numbering")->line, lineOf(twice, "{id: hs3"));
    QVERIFY(first(d, "hot-spot-numbering")->fix.find("3 unused") != std::string::npos);
    QCOMPARE(
        count(check(replaced(kHotSpotScenario, "number: 3", "number: 7")), "hot-spot-numbering"),
        1);
    QCOMPARE(count(check(replaced(kHotSpotScenario, "number: 3, ", "")), "hot-spot-numbering"), 1);
  }

  // A hot spot belongs to no side: one that names a side is an error at its `side:`.
  void aHotSpotWithASideIsAnError() {
    const std::string s = replaced(kHotSpotScenario, "{id: hs2, kind: hot-spot, number: 2, ",
                                   "{id: hs2, kind: hot-spot, number: 2, side: blue, ");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "public-point-side"), 1);
    QCOMPARE(first(d, "public-point-side")->line, lineOf(s, "{id: hs2"));
    QCOMPARE(first(d, "public-point-side")->severity, Severity::Error);
    QVERIFY(first(d, "public-point-side")->message.find("'hs2'") != std::string::npos);
    QCOMPARE(count(check(kHotSpotScenario), "public-point-side"), 0);
  }

  void hotSpotsTooClose() {
    const std::string s =
        replaced(kHotSpotScenario, "number: 3, at: [42, 30]", "number: 3, at: [18, 26]");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "hot-spots-too-close"), 1);
    QCOMPARE(first(d, "hot-spots-too-close")->line, lineOf(s, "{id: hs3"));
    QVERIFY(
        hasLocation(*first(d, "hot-spots-too-close"), DiagnosticLocation::Kind::Point, "14,24"));
    // Exactly 6" apart is allowed.
    QCOMPARE(count(check(replaced(kHotSpotScenario, "number: 3, at: [42, 30]",
                                  "number: 3, at: [20, 24]")),
                   "hot-spots-too-close"),
             0);
  }

  void hotSpotCircleOffTheTable() {
    const std::string s =
        replaced(kHotSpotScenario, "number: 1, at: [6, 6]", "number: 1, at: [6, 2]");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "hot-spot-off-table"), 1);
    QCOMPARE(first(d, "hot-spot-off-table")->line, lineOf(s, "{id: hs1"));
    QVERIFY(first(d, "hot-spot-off-table")->message.find("2\" past the north edge") !=
            std::string::npos);
  }

  void hotSpotWhereNoOneCanStand() {
    // The mere is 10 x 9: a 4" circle around [35, 22.5] lies wholly in it.
    const std::string s =
        replaced(kHotSpotScenario, "number: 3, at: [42, 30]", "number: 3, at: [35, 22.5]");
    const Diagnostics d = check(s);
    QCOMPARE(count(d, "hot-spot-impassable"), 1);
    QCOMPARE(first(d, "hot-spot-impassable")->line, lineOf(s, "{id: hs3"));
    QVERIFY(
        hasLocation(*first(d, "hot-spot-impassable"), DiagnosticLocation::Kind::Feature, "mere"));
    // In the lake by the bridge, foot can still stand on the bridge.
    QCOMPARE(count(check(replaced(kHotSpotScenario, "number: 3, at: [42, 30]",
                                  "number: 3, at: [24, 14]")),
                   "hot-spot-impassable"),
             0);
  }

  void newLocationKindsHaveNames() {
    QCOMPARE(std::string(locationKindName(DiagnosticLocation::Kind::Feature)),
             std::string("feature"));
    QCOMPARE(std::string(locationKindName(DiagnosticLocation::Kind::Point)), std::string("point"));
  }

  // The samples of the table systems pass every table check.
  void samplesPassTheTableChecks() {
    for (const char* system : {"focused-firepower", "force-on-force"}) {
      const QDir dir(QString(SANDTABLE_SOURCE_DIR "/samples/") + system);
      const QStringList files = dir.entryList({"*.map.yaml", "*.scenario.yaml"}, QDir::Files);
      QVERIFY2(files.size() >= 2, system);
      for (const QString& name : files) {
        const Diagnostics d = validateDocument(loadDocument(dir.filePath(name).toStdString()));
        std::string found;
        for (const auto& x : d.all())
          if (x.severity != Severity::Info && kTableCodes.count(x.code))
            found += formatDiagnostic(x) + "\n";
        QVERIFY2(found.empty(), found.c_str());
      }
    }
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestTableChecks)
#include "tst_table_checks.moc"
