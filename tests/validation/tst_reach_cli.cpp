// `sandtable reach` end to end: JSON per docs/cli.md, turns, --to, zones, and exit 2 on bad input.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include "reach_test_support.h"

using namespace sandtable;

namespace {

struct Run {
  int code = -1;
  QByteArray out, err;
};

Run sandtable(const QStringList& args) {
  QProcess p;
  p.start(QStringLiteral(SANDTABLE_CLI_PATH), args);
  p.waitForFinished(60000);
  return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QString sample(const char* path) {
  return QStringLiteral(SANDTABLE_SOURCE_DIR "/samples/") + path;
}

class TestReachCli : public QObject {
  Q_OBJECT

  test::Folder folder;
  QString map;

 private slots:
  void initTestCase() {
    folder.load("strip.map.yaml", test::hexMap({". r . W"}, {"0 0 1 1"}));
    map = QString::fromStdString(folder.path("strip.map.yaml"));
  }

  void jsonCostsTurnsAndUnreachable() {
    Run r =
        sandtable({"reach", map, "--mobility", "track", "--from", "A1", "--speed", "2", "--json"});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o["mobility"].toString(), QString("track"));
    QCOMPARE(o["from"].toString(), QString("A1"));
    const QJsonObject costs = o["costs"].toObject();
    QCOMPARE(costs["A1"].toDouble(), 0.0);
    QCOMPARE(costs["B1"].toDouble(), 2.25);  // rough
    QCOMPARE(costs["C1"].toDouble(), 6.25);  // open 1 + uphill 3
    const QJsonObject turns = o["turns"].toObject();
    QCOMPARE(turns["B1"].toInt(), 2);
    QCOMPARE(turns["C1"].toInt(), 4);
    QCOMPARE(o["unreachable"].toArray(), QJsonArray({"D1"}));  // woods is X for track
  }

  void toReportsOneHex() {
    Run r = sandtable({"reach", map, "--mobility", "leg", "--from", "A1:B1", "--to", "D1"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QByteArray("D1 4 MP\n"));  // from B1: open 1 + uphill 1, then woods 2
  }

  void zoneOfAScenarioWithEntryCost() {
    // The Shermans of the sample enter on the south edge (J15 open, 1 MP) and follow the mill
    // road nine hexsides at 0.5 MP to the crossroads.
    Run r =
        sandtable({"reach", sample("fighting-formations/croix-fouquet.scenario.yaml"), "--mobility",
                   "track", "--from", "south-edge", "--enter", "--to", "J6", "--json"});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out).object()["costs"].toObject()["J6"].toDouble(), 5.5);
  }

  void badInputExitsTwoWithAHint() {
    Run r = sandtable({"reach", map, "--mobility", "hover", "--from", "A1"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("leg, track"));
    r = sandtable({"reach", map, "--mobility", "leg", "--from", "Z9"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("off the map"));
    r = sandtable({"reach", map, "--mobility", "leg", "--from", "A1", "--speed", "fast"});
    QCOMPARE(r.code, 2);
    r = sandtable({"reach", map, "--mobility", "leg"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("--from"));
    r = sandtable({"reach", map, "--mobility", "leg", "--from", "north-edge"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("zone ids need a scenario"));
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestReachCli)
#include "tst_reach_cli.moc"
