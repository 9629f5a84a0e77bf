// `sandtable generate`, `export tiled` and `import tiled|oob` end to end, and (where Tiled's
// own tmxrasterizer is installed) that an exported map renders in Tiled.
#include <QImage>
#include <QStandardPaths>
#include <QtTest>

#include "../model/test_documents.h"
#include "tiled_real_fixtures.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

struct Run {
  int exitCode = -1;
  QString out;
  QString err;
};

Run run(const QString& program, const QStringList& args, const QString& dir) {
  QProcess p;
  p.setWorkingDirectory(dir);
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("QT_QPA_PLATFORM", "offscreen");
  p.setProcessEnvironment(env);
  p.start(program, args);
  if (!p.waitForFinished(120000)) qFatal("%s did not finish", qPrintable(program));
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

Run cli(const QStringList& args, const QString& dir) {
  return run(SANDTABLE_CLI_PATH, args, dir);
}

QByteArray readAll(const QString& path) {
  QFile f(path);
  f.open(QIODevice::ReadOnly);
  return f.readAll();
}

}  // namespace

class TestImportersCli : public QObject {
  Q_OBJECT
 private slots:
  void generateIsDeterministicAndValid() {
    QTemporaryDir dir;
    const QStringList args{"generate",  "--ruleset", "fighting-formations",
                           "--columns", "60",        "--rows",
                           "40",        "--seed",    "5"};
    Run r = cli(args + QStringList{"-o", "a.map.yaml"}, dir.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.err.contains("generated 60x40 hex map"));
    QCOMPARE(cli(args + QStringList{"-o", "b.map.yaml"}, dir.path()).exitCode, 0);
    QByteArray a = readAll(dir.filePath("a.map.yaml")), b = readAll(dir.filePath("b.map.yaml"));
    QVERIFY(a.startsWith("sandtable: 1\nkind: map\nid: a\n"));
    QCOMPARE(a.mid(a.indexOf("\nname:")), b.mid(b.indexOf("\nname:")));  // only the ids differ
    r = cli({"validate", "a.map.yaml"}, dir.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QCOMPARE(cli({"generate", "--ruleset", "nope", "--columns", "5", "--rows", "5", "-o", "x.yaml"},
                 dir.path())
                 .exitCode,
             2);
    QCOMPARE(cli({"generate", "--ruleset", "fighting-formations", "--columns", "x", "--rows", "5",
                  "-o", "x.yaml"},
                 dir.path())
                 .exitCode,
             2);
  }

  void exportThenImportGivesTheSameFile() {
    QTemporaryDir dir;
    QCOMPARE(
        cli({"generate", "--ruleset", "overlay-hexes", "--columns", "24", "--rows", "18", "--seed",
             "3", "--orientation", "pointy", "--stagger", "even", "-o", "valley.map.yaml"},
            dir.path())
            .exitCode,
        0);
    Run r = cli({"export", "tiled", "valley.map.yaml", "-o", "valley.tmx"}, dir.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFile::exists(dir.filePath("valley-tileset.png")));
    r = cli({"import", "tiled", "valley.tmx", "--ruleset", "overlay-hexes", "-o", "back.map.yaml"},
            dir.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(readAll(dir.filePath("back.map.yaml")), readAll(dir.filePath("valley.map.yaml")));
  }

  void importReportsBadTiledMaps() {
    QTemporaryDir dir;
    QFile f(dir.filePath("bad.tmx"));
    f.open(QIODevice::WriteOnly);
    f.write(
        "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"2\" height=\"2\"/>\n");
    f.close();
    Run r = cli(
        {"import", "tiled", "bad.tmx", "--ruleset", "fighting-formations", "-o", "out.map.yaml"},
        dir.path());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("bad.tmx:2:") && r.err.contains("hexagonal") && r.err.contains("fix:"),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(dir.filePath("out.map.yaml")));
    r = cli({"import", "tiled", "missing.tmx", "--ruleset", "fighting-formations", "-o",
             "out.map.yaml"},
            dir.path());
    QCOMPARE(r.exitCode, 2);
    r = cli({"import", "tiled", "bad.tmx", "-o", "out.map.yaml"}, dir.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--ruleset"));
  }

  void importRefusesUnmappedTilesOnceThenTakesTheAdvice() {
    const RealShapedMap m = typeAttributeMap();
    DocumentFolder folder;
    for (const auto& [name, text] : m.files) folder.write(name, text);
    const QString dir = QFileInfo(QString::fromStdString(folder.path(m.name))).absolutePath();
    const QStringList import{"import",    "tiled", QString::fromStdString(m.name),
                             "--ruleset", "fighting-formations", "-o", "out.map.yaml"};
    Run r = cli(import, dir);
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.err.count("error:"), 1);
    const QString advice = r.err.mid(r.err.indexOf("with: ") + 6).section('\n', 0, 0);
    QCOMPARE(advice, QString("--terrain Grass=? --terrain Forest=? --terrain Mountain=? "
                             "--terrain Road=? --terrain Water=?"));
    QVERIFY(!QFile::exists(dir + "/out.map.yaml"));

    // The advice, with each ? answered: part in a --terrain-map file, part on the command line.
    folder.write("terrain.yaml", "Grass: open\nForest: woods\nMountain: field\n");
    QStringList args = import + QStringList{"--terrain-map", "terrain.yaml"};
    for (const char* pair : {"Mountain=rough", "Road=open", "Water=crater"})
      args << "--terrain" << pair;
    r = cli(args, dir);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QByteArray written = readAll(dir + "/out.map.yaml");
    QVERIFY2(written.contains("rough") && !written.contains("field"), written.constData());

    r = cli(import + QStringList{"--terrain", "Grass"}, dir);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("KEY=TERRAIN"), qPrintable(r.err));
    r = cli(import + QStringList{"--terrain-map", "missing.yaml"}, dir);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("missing.yaml") && r.err.contains("tiled-bad-terrain-map"),
             qPrintable(r.err));
  }

  void importOobMergesOrReportsCells() {
    QTemporaryDir dir;
    DocumentFolder folder;
    const QString base = QFileInfo(QString::fromStdString(folder.path("x"))).path();
    folder.write("small.map.yaml", kSmallMap);
    folder.write("small.scenario.yaml", kSmallScenario);
    folder.write("good.csv",
                 "name,count,setup,type,size,mobility,speed,defense_kind,defense\n"
                 "\"Mortar, 60mm\",1,us-setup,gun,squad,leg,2,morale,7\n");
    folder.write("bad.csv",
                 "name,count,setup,type,size,mobility,speed,defense_kind,defense\n"
                 "Mortar,1,us-setup,gun,squad,leg,2,morale,7\n"
                 "Tank,lots,us-setup,vehicle,squad,track,6,armor,7\n");
    const QByteArray before = readAll(base + "/small.scenario.yaml");
    Run r = cli({"import", "oob", "bad.csv", "--scenario", "small.scenario.yaml", "--side", "us"},
                base);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains("bad.csv:3:2: error: row 3, column B (count): 'lots' is not a whole number"),
        qPrintable(r.err));
    QCOMPARE(readAll(base + "/small.scenario.yaml"), before);

    r = cli({"import", "oob", "good.csv", "--scenario", "small.scenario.yaml", "--side", "us", "-o",
             dir.filePath("merged.scenario.yaml")},
            base);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.err.contains("1 units added"));
    const QByteArray merged = readAll(dir.filePath("merged.scenario.yaml"));
    QVERIFY(merged.contains("id: mortar-60mm"));
    QVERIFY(merged.contains("name: \"Mortar, 60mm\""));
    // Saved elsewhere, the scenario still finds its map.
    r = cli({"validate", dir.filePath("merged.scenario.yaml")}, base);
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));

    r = cli({"import", "oob", "good.csv", "--scenario", "small.scenario.yaml", "--side", "ussr"},
            base);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("side 'ussr'"));
  }

  void exportedMapRendersInTiled() {
    const QString rasterizer = QStandardPaths::findExecutable("tmxrasterizer");
    if (rasterizer.isEmpty())
      QFAIL("Tiled's tmxrasterizer is not installed: run scripts/install-deps (it installs Debian's tiled)");
    QTemporaryDir dir;
    QCOMPARE(cli({"generate", "--ruleset", "fighting-formations", "--columns", "12", "--rows", "9",
                  "--seed", "8", "-o", "m.map.yaml"},
                 dir.path())
                 .exitCode,
             0);
    QCOMPARE(cli({"export", "tiled", "m.map.yaml", "-o", "m.tmx"}, dir.path()).exitCode, 0);
    const Run r = run(rasterizer, {"m.tmx", "m.png"}, dir.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QImage image(dir.filePath("m.png"));
    QVERIFY(!image.isNull());
    // 12 flat columns 48 px apart plus the last tile's overhang; 9 rows of 56 plus the stagger.
    QCOMPARE(image.width(), 11 * 48 + 64);
    QCOMPARE(image.height(), 9 * 56 + 28);
    // The centre of A1 shows the colour of its terrain tile (or that tile under a level wash).
    QVERIFY(image.pixelColor(32, 28).alpha() == 255);
  }
};

QTEST_MAIN(TestImportersCli)
#include "tst_importers_cli.moc"
