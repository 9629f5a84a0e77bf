// Line of sight on miniatures tables (tables spec 5): one test per rule of the dead-ground
// (Focused Firepower) and blockers (Force on Force) models on tiny tables written here,
// reciprocity on generated tables, the viewshed grid and `sandtable los --json` on a table.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <random>

#include "../model/test_documents.h"
#include "importers/map_generator.h"
#include "model/document_io.h"
#include "reach_test_support.h"
#include "validation/table_los.h"
#include "validation/validate.h"

using namespace sandtable;

namespace {

const std::string kRuleset = R"(sandtable: 1
kind: ruleset
id: sight-table
name: Sight test table
grid: table
table: {unit: in, min_size: [48, 36], preferred_size: [48, 36]}
mobility: [foot]
los: {model: dead-ground, max_range: null}
movement:
  rates: {road: 6, open: 4, difficult: 2}
terrain:
  - {id: hill-low, name: Low hill, class: hill, height: 2, going: {foot: open}}
  - {id: hill-medium, name: Medium hill, class: hill, height: 4, going: {foot: open}}
  - {id: woods, name: Woods, class: area, height: 2, see_in: 2, going: {foot: open}}
  - {id: building, name: Building, class: area, height: 1, see_in: 1, blocks: true, storey_height: 1, going: {foot: difficult}}
  - {id: low-wall, name: Low wall, class: obstacle, height: 0.5, going: {foot: difficult}}
  - {id: crates, name: Crates, class: obstacle, height: 0.25, going: {foot: difficult}}
markers:
  - {id: smoke, name: Smoke, shape: {circle: 1}, los: {smoke: 2}}
  - {id: cloud, name: Cloud, shape: {circle: 3}, los: {blocks: true, see_in: 2}}
units:
  fields:
    - {id: type, kind: enum, values: [infantry], required: true}
    - {id: mobility, kind: mobility, required: true}
    - {id: speed, kind: number, min: 0, required: true}
)";

std::string tableMap(const std::string& features, const std::string& markers = "") {
  return "sandtable: 1\nkind: map\nid: t\nname: Sight\nruleset: t.ruleset.yaml\n"
         "grid: {type: table, width: 48, height: 36, unit: in}\nfeatures:\n" +
         features + (markers.empty() ? "" : "markers:\n" + markers);
}

// A table of `sandtable generate` on a built-in ruleset (null, with a warning, on failure).
std::shared_ptr<Map> generatedTable(const char* ruleset, int width, int height, int features, unsigned seed) {
  MapGeneratorOptions options;
  options.width = width;
  options.height = height;
  options.features = features;
  options.seed = seed;
  std::string error;
  auto map = generateMap(builtinRuleset(ruleset), options, &error);
  if (!map) qWarning("%s", error.c_str());
  return map;
}

struct Table {
  LoadedDocument doc;
  std::unique_ptr<TableLosContext> ctx;
  TableLosResult los(TablePoint p, TablePoint q) const { return tableLineOfSight(*ctx, p, q); }
};

}  // namespace

class TstTableLos : public QObject {
  Q_OBJECT

  test::Folder folder;

  // Loads a map on the dead-ground ruleset, or its blockers copy, with `ruleset` edits.
  Table table(const std::string& features, const std::string& markers = "", bool blockers = false,
              const std::string& maxRange = "null") {
    std::string rules = test::replaced(kRuleset, "max_range: null", "max_range: " + maxRange);
    if (blockers) rules = test::replaced(rules, "model: dead-ground", "model: blockers");
    folder.write("t.ruleset.yaml", rules);
    Table t{folder.load("t.map.yaml", tableMap(features, markers)), nullptr};
    t.ctx = std::make_unique<TableLosContext>(*t.doc.map, nullptr);
    return t;
  }

  static void blocked(const TableLosResult& r, TableLosCause cause, const std::string& reason) {
    QVERIFY2(!r.clear, tableLosSummary(r).c_str());
    QCOMPARE(tableLosCauseName(r.cause), tableLosCauseName(cause));
    QCOMPARE(r.reason, reason);
  }
  static void clear(const TableLosResult& r, int smoke = 0) {
    QVERIFY2(r.clear, tableLosSummary(r).c_str());
    QCOMPARE(r.smoke, smoke);
  }

 private slots:
  // 5.1.1 / 5.2.1
  void range() {
    const Table t = table("  - {id: w, terrain: woods, shape: {rect: [40, 30, 2, 2]}}\n", "", false, "20");
    clear(t.los({2, 2}, {22, 2}));
    blocked(t.los({2, 2}, {30, 2}), TableLosCause::Range,
            "the line is 28\" long, beyond the maximum range of 20\"");
    QCOMPARE(t.los({2, 2}, {30, 2}).rule, std::string("ruleset los.max_range"));
  }

  // 5.1.2: an end inside a wood sees out, and is seen, only within see_in of its edge.
  void seeInIntoWoods() {
    const Table t = table("  - {id: w, terrain: woods, name: Bois, shape: {rect: [20, 10, 10, 10]}}\n");
    clear(t.los({5, 15}, {21.5, 15}));
    const TableLosResult r = t.los({5, 15}, {22.6, 15});
    blocked(r, TableLosCause::SeeIn, "the target is 2.6\" inside Bois (see-in 2\")");
    QCOMPARE(r.featureId, std::string("w"));
    QCOMPARE(r.rule, std::string("FF p.52 Cover & Line of Sight (Area Terrain)"));
  }
  void seeInOutOfWoods() {
    const Table t = table("  - {id: w, terrain: woods, shape: {rect: [20, 10, 10, 10]}}\n");
    clear(t.los({21.5, 15}, {5, 15}));
    blocked(t.los({22.6, 15}, {5, 15}), TableLosCause::SeeIn, "the observer is 2.6\" inside Woods (see-in 2\")");
  }
  void seeInBothEndsInTheSameWood() {
    const Table t = table("  - {id: w, terrain: woods, shape: {rect: [20, 10, 10, 10]}}\n");
    clear(t.los({24, 15}, {25.5, 15}));
    blocked(t.los({21, 15}, {29, 15}), TableLosCause::SeeIn, "the observer is 8\" inside Woods (see-in 2\")");
  }

  // 5.1.3: more than see_in through a wood higher than both ends.
  void throughCover() {
    const Table t = table(
        "  - {id: w, terrain: woods, shape: {rect: [20, 10, 4, 10]}}\n"
        "  - {id: thin, terrain: woods, shape: {rect: [20, 24, 1.5, 10]}}\n"
        "  - {id: hill, terrain: hill-medium, shape: {rect: [0, 0, 8, 8]}}\n");
    const TableLosResult r = t.los({10, 15}, {40, 15});
    blocked(r, TableLosCause::ThroughCover,
            "the line runs 4\" through Woods (see-in 2\"), whose top 2 rises above both ends");
    clear(t.los({10, 29}, {40, 29}));  // 1.5" of wood, the target far behind it
    // From a hill of level 4 the wood (top 2) is no higher than the higher end, and the target
    // lies far beyond its dead ground.
    clear(t.los({4, 4}, {36, 15}));
  }

  // 5.1.4: a hill hides what lies within its height behind it, whichever end looks.
  void deadGroundBehindAHill() {
    const Table t = table("  - {id: h112, terrain: hill-medium, name: Hill 112, shape: {rect: [20, 10, 4, 10]}}\n");
    const TableLosResult r = t.los({5, 15}, {25.5, 15});
    blocked(r, TableLosCause::DeadGround,
            "the target is in the dead ground of Hill 112 (1.5\" behind it, dead ground 4\")");
    QVERIFY(r.deadGround);
    QCOMPARE(r.deadGround->feature, std::string("h112"));
    QCOMPARE(r.deadGround->depth, 4.0);
    QVERIFY(qAbs(r.deadGround->distance - 1.5) < 1e-9);
    QCOMPARE(r.rule, std::string("FF p.52 Dead Ground"));
    clear(t.los({5, 15}, {29, 15}));  // 5" behind: beyond the dead ground
  }
  void deadGroundIsReciprocal() {
    const Table t = table("  - {id: h112, terrain: hill-medium, name: Hill 112, shape: {rect: [20, 10, 4, 10]}}\n");
    blocked(t.los({25.5, 15}, {5, 15}), TableLosCause::DeadGround,
            "the observer is in the dead ground of Hill 112 (1.5\" behind it, dead ground 4\")");
    clear(t.los({29, 15}, {5, 15}));
  }
  void hillNoHigherThanTheLowerEndCastsNone() {
    const Table t = table(
        "  - {id: a, terrain: hill-medium, shape: {rect: [0, 10, 8, 10]}}\n"
        "  - {id: b, terrain: hill-medium, shape: {rect: [28, 10, 8, 10]}}\n"
        "  - {id: low, terrain: hill-low, shape: {rect: [12, 10, 4, 10]}}\n"
        "  - {id: level, terrain: hill-medium, shape: {rect: [18, 10, 4, 10]}}\n");
    clear(t.los({7, 15}, {29, 15}));  // both ends at 4: tops 2 and 4 cast nothing
    // With the target on the ground, the hill of level 4 hides it (and the low one, 7" ahead,
    // does not reach it).
    blocked(t.los({7, 15}, {23, 15}), TableLosCause::DeadGround,
            "the target is in the dead ground of Medium hill (1\" behind it, dead ground 4\")");
  }

  // 5.1.5: obstacle heights add up; 1 blocks.
  void obstaclesSummingToOneBlock() {
    const Table t = table(
        "  - {id: wall, terrain: low-wall, shape: {rect: [10, 0, 0.5, 36]}}\n"
        "  - {id: c1, terrain: crates, shape: {rect: [20, 10, 1, 10]}}\n"
        "  - {id: c2, terrain: crates, shape: {rect: [30, 10, 1, 10]}}\n");
    const TableLosResult r = t.los({2, 15}, {40, 15});
    blocked(r, TableLosCause::Obstacles, "obstacles add up to 1 (Low wall 1/2 + Crates 1/4 + Crates 1/4)");
    QCOMPARE(r.obstacleSum, 1.0);
    QCOMPARE(r.rule, std::string("FF p.53 Obstacles"));
  }
  void obstaclesSummingBelowOneDoNot() {
    const Table t = table(
        "  - {id: wall, terrain: low-wall, shape: {rect: [10, 0, 0.5, 36]}}\n"
        "  - {id: c1, terrain: crates, shape: {rect: [20, 10, 1, 10]}}\n"
        "  - {id: c2, terrain: crates, shape: {rect: [30, 22, 1, 10]}}\n");
    const TableLosResult r = t.los({2, 15}, {40, 15});
    clear(r);
    QCOMPARE(r.obstacleSum, 0.75);
  }

  // 5.1.6: smoke templates are counted, ends inside included; each casts dead ground 2.
  void smokeCount() {
    const Table t = table("  - {id: far, terrain: woods, shape: {rect: [46, 34, 1, 1]}}\n",
                          "  - {id: s1, marker: smoke, at: [20, 15]}\n"
                          "  - {id: s2, marker: smoke, at: [30, 15]}\n");
    clear(t.los({5, 15}, {45, 15}), 2);
    clear(t.los({5, 15}, {30, 15}), 2);  // the target is enveloped in the second
    clear(t.los({5, 5}, {45, 5}), 0);
  }
  void smokeDeadGround() {
    const Table t = table("  - {id: far, terrain: woods, shape: {rect: [46, 34, 1, 1]}}\n",
                          "  - {id: s1, marker: smoke, at: [20, 15]}\n");
    const TableLosResult r = t.los({5, 15}, {22.5, 15});
    blocked(r, TableLosCause::DeadGround,
            "the target is in the dead ground of Smoke s1 (1.5\" behind it, dead ground 2\")");
    QCOMPARE(r.rule, std::string("FF p.59 Smoke and Line of Sight; p.52 Dead Ground"));
  }

  // 5.2.2: a blocking piece blocks unless an end stands above its top.
  void buildingBlocksStreetLevel() {
    const Table t = table("  - {id: house, terrain: building, storeys: 2, name: Town hall, shape: {rect: [20, 10, 4, 10]}}\n",
                          "", true);
    const TableLosResult r = t.los({5, 15}, {40, 15});
    blocked(r, TableLosCause::BlockingPiece, "Town hall blocks the line (top 2, not below the higher end)");
    QCOMPARE(r.rule, std::string("FoF Line of Sight (terrain blocks)"));
    clear(t.los({5, 5}, {40, 5}));
  }
  void buildingDoesNotBlockFromAbove() {
    const Table t = table(
        "  - {id: house, terrain: building, storeys: 2, shape: {rect: [20, 10, 4, 10]}}\n"
        "  - {id: high, terrain: hill-medium, shape: {rect: [0, 10, 8, 10]}}\n"
        "  - {id: level, terrain: hill-low, shape: {rect: [0, 24, 8, 10]}}\n",
        "", true);
    clear(t.los({4, 15}, {40, 15}));  // level 4 over a top of 2
    blocked(t.los({4, 26}, {40, 12}), TableLosCause::BlockingPiece,
            "Building blocks the line (top 2, not below the higher end)");  // level 2: not above
  }

  // 5.2.3: s into a cloud, s out of it, never across; two inside within s.
  void smokeCloudSeeIn() {
    const Table t = table("  - {id: far, terrain: woods, shape: {rect: [46, 34, 1, 1]}}\n",
                          "  - {id: c, marker: cloud, at: [25, 15]}\n", true);
    blocked(t.los({5, 15}, {45, 15}), TableLosCause::SmokeCloud, "the line crosses Cloud c");
    clear(t.los({5, 15}, {23.5, 15}));
    blocked(t.los({5, 15}, {25, 15}), TableLosCause::SmokeCloud, "the target is 3\" inside Cloud c (see-in 2\")");
    clear(t.los({23.5, 15}, {5, 15}));
    blocked(t.los({25, 15}, {5, 15}), TableLosCause::SmokeCloud, "the observer is 3\" inside Cloud c (see-in 2\")");
    clear(t.los({24, 15}, {25.5, 15}));
    blocked(t.los({22.5, 15}, {27.5, 15}), TableLosCause::SmokeCloud,
            "both ends are in Cloud c, 5\" apart (see-in 2\")");
    QCOMPARE(t.los({5, 15}, {45, 15}).rule, std::string("FoF Smoke (fire missions)"));
  }

  // 5.2.4: set-up points within los.lof_corridor of the line, the ends excepted.
  void lineOfFireList() {
    std::string rules = test::replaced(kRuleset, "model: dead-ground", "model: blockers");
    folder.write("t.ruleset.yaml", rules);
    folder.write("t.map.yaml", tableMap("  - {id: far, terrain: woods, shape: {rect: [46, 34, 1, 1]}}\n"));
    const LoadedDocument doc = folder.load("t.scenario.yaml", R"(sandtable: 1
kind: scenario
id: t
ruleset: t.ruleset.yaml
map: t.map.yaml
turns: 6
first: us
sides:
  - {id: us, name: US, role: attacker}
  - {id: ins, name: Insurgents, role: defender}
zones:
  ins-setup: {shape: {rect: [20, 12, 4, 4]}}
oob:
  us:
    - {id: a, name: Fire team A, setup: {at: [5, 15]}, stats: {type: infantry, mobility: foot, speed: 1}}
    - {id: b, name: Fire team B, setup: {at: [15, 16.5]}, stats: {type: infantry, mobility: foot, speed: 1}}
    - {id: c, name: Fire team C, setup: {at: [15, 18]}, stats: {type: infantry, mobility: foot, speed: 1}}
  ins:
    - {id: cell, name: Cell, setup: ins-setup, stats: {type: infantry, mobility: foot, speed: 1}}
)");
    const TableLosContext ctx(*doc.scenario->map, doc.scenario.get());
    const TableLosResult r = tableLineOfSight(ctx, {5, 15}, {40, 15});
    QVERIFY(r.inLineOfFire);
    QCOMPARE(*r.inLineOfFire, (std::vector<std::string>{"us/b", "ins/cell"}));
    const TableLosContext mapOnly(*doc.scenario->map, nullptr);
    QVERIFY(!tableLineOfSight(mapOnly, {5, 15}, {40, 15}).inLineOfFire);
  }

  // LOS(P, Q) and LOS(Q, P) agree on generated tables, both models.
  void reciprocalOnGeneratedTables() {
    for (const char* id : {"focused-firepower", "force-on-force"}) {
      const auto map = generatedTable(id, 72, 48, 120, 7);
      QVERIFY(map);
      const TableLosContext ctx(*map, nullptr);
      std::mt19937 rng(11);
      std::uniform_real_distribution<double> x(0, 72), y(0, 48);
      int blockedPairs = 0;
      for (int i = 0; i < 400; ++i) {
        const TablePoint p{x(rng), y(rng)}, q{x(rng), y(rng)};
        const TableSight pq = tableSight(ctx, p, q), qp = tableSight(ctx, q, p);
        QVERIFY2(pq.clear() == qp.clear(),
                 (std::string(id) + " " + tablePointText(p) + " -> " + tablePointText(q) + ": " +
                  tableLosCauseName(pq.cause) + " / " + tableLosCauseName(qp.cause))
                     .c_str());
        if (pq.clear()) QCOMPARE(pq.smoke, qp.smoke);
        blockedPairs += !pq.clear();
      }
      QVERIFY2(blockedPairs > 20 && blockedPairs < 380, std::to_string(blockedPairs).c_str());
    }
  }

  // 5.3: every cell of a viewshed is what the single query says of its centre, on generated
  // tables of both models from random observers (inside woods, on hills, in the open), at a
  // cell size that puts centres on whole and half inches, where lines graze corners.
  void viewshedAgreesWithTheQueryInEveryCell() {
    for (const char* id : {"focused-firepower", "force-on-force"}) {
      const auto map = generatedTable(id, 48, 36, 80, 23);
      QVERIFY(map);
      const TableLosContext ctx(*map, nullptr);
      std::mt19937 rng(3);
      std::uniform_real_distribution<double> x(0, 48), y(0, 36);
      int blockedCells = 0, cells = 0;
      for (int observer = 0; observer < 6; ++observer) {
        // Half the observers stand on a cell centre's grid, where lines run along edges.
        TablePoint from{x(rng), y(rng)};
        if (observer % 2) from = {std::floor(from.x) + 0.5, std::floor(from.y)};
        const auto v = computeTableViewshed(ctx, from, 1);
        QVERIFY(v);
        for (int j = 0; j < v->rows; ++j)
          for (int i = 0; i < v->columns; ++i) {
            const TableSight r = tableSight(ctx, from, {i + 0.5, j + 0.5});
            const char expected = r.clear() ? (r.smoke > 0 ? 's' : 'c')
                                            : r.cause == TableLosCause::DeadGround ? 'd' : 'b';
            if (v->at(i, j) != expected)
              QFAIL((std::string(id) + " from " + tablePointText(from) + ", cell " + std::to_string(i) +
                     "," + std::to_string(j) + ": viewshed '" + v->at(i, j) + "', query '" + expected + "'")
                        .c_str());
            blockedCells += !r.clear();
            ++cells;
          }
      }
      // The tables must really block, or the comparison shows nothing.
      QVERIFY2(blockedCells > cells / 10 && blockedCells < cells * 9 / 10,
               (std::to_string(blockedCells) + " of " + std::to_string(cells)).c_str());
    }
  }

  // 5.3: the grid's shape, its characters and the visible fraction.
  void viewshedGridShape() {
    const Table t = table("  - {id: h, terrain: hill-medium, shape: {rect: [20, 10, 4, 10]}}\n",
                          "  - {id: s1, marker: smoke, at: [10, 30]}\n");
    const auto v = computeTableViewshed(*t.ctx, {5, 15}, 0.5);
    QVERIFY(v);
    QCOMPARE(v->columns, 96);
    QCOMPARE(v->rows, 72);
    QCOMPARE(v->grid.size(), std::size_t(96 * 72));
    QCOMPARE(v->at(10, 30), 'c');  // the observer's own cell
    QCOMPARE(v->at(51, 30), 'd');  // (25.75, 15.25): just behind the hill
    QCOMPARE(v->at(20, 60), 's');  // (10.25, 30.25): inside the smoke
    QCOMPARE(v->at(41, 30), 'c');  // on the hill's near side
    QVERIFY(v->visibleFraction() > 0.5 && v->visibleFraction() < 1);
    QVERIFY(!computeTableViewshed(*t.ctx, {5, 15}, 0));
    const auto coarse = computeTableViewshed(*t.ctx, {5, 15}, 5);
    QCOMPARE(coarse->columns, 10);
    QCOMPARE(coarse->rows, 8);  // 36 / 5 rounds up
  }

  // `sandtable los FILE FROM TO --json` on a table.
  void cliJson() {
    const Table t = table("  - {id: h112, terrain: hill-medium, name: Hill 112, shape: {rect: [20, 10, 4, 10]}}\n");
    QProcess p;
    p.start(SANDTABLE_CLI_PATH, {"los", QString::fromStdString(folder.path("t.map.yaml")), "5,15", "25.5,15", "--json"});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    QCOMPARE(o["from"].toString(), QString("5,15"));
    QCOMPARE(o["result"].toString(), QString("blocked"));
    QCOMPARE(o["smoke"].toInt(), 0);
    QCOMPARE(o["dead_ground"].toObject()["feature"].toString(), QString("h112"));
    QCOMPARE(o["dead_ground"].toObject()["depth"].toDouble(), 4.0);
    QCOMPARE(o["dead_ground"].toObject()["distance"].toDouble(), 1.5);
    QCOMPARE(o["obstacle_sum"].toDouble(), 0.0);
    QVERIFY(o["in_line_of_fire"].isNull());
    const QJsonObject b = o["blocked_by"].toObject();
    QCOMPARE(b["feature"].toString(), QString("h112"));
    QCOMPARE(b["rule"].toString(), QString("FF p.52 Dead Ground"));
    QVERIFY(b["reason"].toString().contains("1.5\" behind it"));

    QProcess text;
    text.start(SANDTABLE_CLI_PATH, {"los", QString::fromStdString(folder.path("t.map.yaml")), "5,15", "5,30"});
    QVERIFY(text.waitForFinished(60000));
    QCOMPARE(text.readAllStandardOutput(), QByteArray("clear\n"));
    QProcess bad;
    bad.start(SANDTABLE_CLI_PATH, {"los", QString::fromStdString(folder.path("t.map.yaml")), "5,15", "nowhere"});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitCode(), 2);
  }

  // Designer checks: a los check that does not hold is an error with the reason; an ERP seen
  // from the middle of an enemy deployment zone is a warning.
  void designerChecksOnATable() {
    folder.write("t.ruleset.yaml", kRuleset);
    folder.write("t.map.yaml",
                 tableMap("  - {id: ridge, terrain: hill-medium, name: Ridge, shape: {rect: [20, 0, 4, 36]}}\n"));
    const Diagnostics d = validateDocument(folder.load("t.scenario.yaml", R"(sandtable: 1
kind: scenario
id: t
ruleset: t.ruleset.yaml
map: t.map.yaml
turns: 6
first: blue
sides:
  - {id: blue, name: Blue, role: attacker}
  - {id: red, name: Red, role: defender}
zones:
  red-setup: {shape: {rect: [0, 0, 10, 36]}}
points:
  - {id: blue-erp, kind: erp, side: blue, at: [25.5, 18]}
  - {id: blue-erp-2, kind: erp, side: blue, at: [40, 18]}
oob:
  red:
    - {id: sec, name: Section, setup: red-setup, stats: {type: infantry, mobility: foot, speed: 1}}
checks:
  los:
    - {from: red-setup, to: blue-erp, expect: blocked}
    - {from: [5, 18], to: [40, 18], expect: blocked}
    - {from: [5, 18], to: blue-erp, expect: clear}
)"));
    std::vector<const Diagnostic*> failed, visible;
    for (const auto& x : d.all()) {
      if (x.code == "los-assertion-failed") failed.push_back(&x);
      if (x.code == "erp-visible") visible.push_back(&x);
      QVERIFY(x.code != "check-not-verified" || x.message.find("los check") == std::string::npos);
    }
    QCOMPARE(failed.size(), std::size_t(2));
    QCOMPARE(failed[0]->severity, Severity::Error);
    QCOMPARE(QString::fromStdString(failed[0]->message), QString("expected LOS 5,18 -> 40,18 blocked; found clear"));
    QCOMPARE(failed[1]->message,
             std::string("expected LOS 5,18 -> blue-erp clear; found blocked: the target is in the dead "
                         "ground of Ridge (1.5\" behind it, dead ground 4\")"));
    QCOMPARE(failed[1]->rule, std::string("FF p.52 Dead Ground"));
    QCOMPARE(visible.size(), std::size_t(1));
    QCOMPARE(visible[0]->severity, Severity::Warning);
    QVERIFY2(visible[0]->message.find("'blue-erp-2'") != std::string::npos, visible[0]->message.c_str());
  }

  // `sandtable viewshed TABLE X,Y --cell C --json`: one string per row, and --png writes.
  void cliViewshedJson() {
    const Table t = table("  - {id: h, terrain: hill-medium, shape: {rect: [20, 10, 4, 10]}}\n");
    const QString png = QString::fromStdString(folder.path("v.png"));
    QProcess p;
    p.start(SANDTABLE_CLI_PATH, {"viewshed", QString::fromStdString(folder.path("t.map.yaml")), "5,15",
                                 "--cell", "2", "--json", "--png", png});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    QCOMPARE(o["from"].toString(), QString("5,15"));
    QCOMPARE(o["cell"].toDouble(), 2.0);
    QCOMPARE(o["columns"].toInt(), 24);
    QCOMPARE(o["rows"].toInt(), 18);
    const QJsonArray grid = o["grid"].toArray();
    QCOMPARE(grid.size(), 18);
    for (const auto& row : grid) QVERIFY(QRegularExpression("^[csbd]{24}$").match(row.toString()).hasMatch());
    QCOMPARE(grid[7].toString()[12], QChar('d'));  // (25, 15): 1" behind the hill
    const double f = o["visible_fraction"].toDouble();
    QVERIFY(f > 0.5 && f < 1);
    QVERIFY(QFileInfo(png).size() > 1000);
  }

  // The samples' designer checks hold: they validate with no error and no warning.
  void samplesValidateClean() {
    for (const char* path : {"samples/focused-firepower/cressonville.scenario.yaml",
                             "samples/force-on-force/khoshkab.scenario.yaml"}) {
      const Diagnostics d = validateDocument(loadDocument(std::string(SANDTABLE_SOURCE_DIR "/") + path));
      std::string all;
      for (const auto& x : d.all())
        if (x.severity != Severity::Info) all += formatDiagnostic(x) + "\n";
      QVERIFY2(d.errors() == 0 && d.warnings() == 0, (path + std::string(":\n") + all).c_str());
    }
  }
};

QTEST_MAIN(TstTableLos)
#include "tst_table_los.moc"
