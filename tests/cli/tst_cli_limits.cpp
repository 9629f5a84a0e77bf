// The commands' own bounds and the messages of hostile inputs (issue 24; cli.md "Limits of the
// commands"): each refused at once, with what is wrong and what to do instead.
#include <zlib.h>

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest>
#include <functional>

#include "cli_run.h"

using namespace sandtable::test;

namespace {

const QString kSamples = QString(SANDTABLE_SOURCE_DIR) + "/samples/";
const QString kTableMap = kSamples + "force-on-force/khoshkab.map.yaml";
const QString kTableScenario = kSamples + "force-on-force/khoshkab.scenario.yaml";

void writeFile(const QString& path, const QByteArray& data) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  QCOMPARE(f.write(data), data.size());
}

void appendLe(QByteArray& out, quint32 value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.append(static_cast<char>((value >> (8 * i)) & 0xff));
}

// A zip of stored entries written byte by byte: libzip will not write two entries of one name.
QByteArray storedZip(const QList<QPair<QByteArray, QByteArray>>& entries) {
  QByteArray out, central;
  for (const auto& [name, data] : entries) {
    const quint32 crc =
        crc32(0, reinterpret_cast<const Bytef*>(data.constData()), static_cast<uInt>(data.size()));
    const auto offset = static_cast<quint32>(out.size());
    auto header = [&](QByteArray& to, bool inCentral) {
      appendLe(to, inCentral ? 0x02014b50 : 0x04034b50, 4);
      if (inCentral) appendLe(to, 20, 2);  // made by
      appendLe(to, 20, 2);                 // needed
      appendLe(to, 0, 2);                  // flags
      appendLe(to, 0, 2);                  // stored
      appendLe(to, 0, 4);                  // time, date
      appendLe(to, crc, 4);
      appendLe(to, static_cast<quint32>(data.size()), 4);
      appendLe(to, static_cast<quint32>(data.size()), 4);
      appendLe(to, static_cast<quint32>(name.size()), 2);
      appendLe(to, 0, 2);  // extra
      if (inCentral) {
        appendLe(to, 0, 2);  // comment
        appendLe(to, 0, 4);  // disk, internal attributes
        appendLe(to, 0100644u << 16, 4);
        appendLe(to, offset, 4);
      }
      to.append(name);
    };
    header(out, false);
    out.append(data);
    header(central, true);
  }
  const auto centralAt = static_cast<quint32>(out.size());
  out.append(central);
  appendLe(out, 0x06054b50, 4);
  appendLe(out, 0, 4);
  appendLe(out, static_cast<quint32>(entries.size()), 2);
  appendLe(out, static_cast<quint32>(entries.size()), 2);
  appendLe(out, static_cast<quint32>(central.size()), 4);
  appendLe(out, centralAt, 4);
  appendLe(out, 0, 2);
  return out;
}

}  // namespace

class TestCliLimits : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QString path(const QString& name) const { return dir_.filePath(name); }

 private slots:
  void renderRefusesAPdfOfTooManySheetsAtOnce() {
    writeFile(path("huge.map.yaml"),
              "sandtable: 1\nkind: map\nid: huge\nname: Huge\nruleset: force-on-force\n"
              "grid: {type: table, width: 10000, height: 10000, unit: in}\nfeatures: []\n");
    QElapsedTimer clock;
    clock.start();
    const Run r = runCli({"render", path("huge.map.yaml"), "--scale", "1", "-o", path("huge.pdf")});
    QVERIFY2(r.exitCode == 2, qPrintable(r.err));
    QVERIFY2(r.err.contains("sheets, over the limit of 500") && r.err.contains("smaller --scale"),
             qPrintable(r.err));
    QVERIFY(clock.elapsed() < 3000);
    QVERIFY(!QFile::exists(path("huge.pdf")));
  }

  void renderRefusesAPictureOfTooManyPixels() {
    const Run r = runCli({"render", kTableMap, "--px-per-unit", "260", "-o", path("big.png")});
    QVERIFY2(r.exitCode == 2, qPrintable(r.err));
    QVERIFY2(r.err.contains("100 million in all") && r.err.contains("--px-per-unit"),
             qPrintable(r.err));
  }

  void renderRefusesAScaleForAPicture() {
    const Run r = runCli({"render", kTableMap, "--scale", "1", "-o", path("scaled.png")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--scale is the printed size of a PDF"), qPrintable(r.err));
  }

  void reachRefusesAbsurdCellsAndSpeeds() {
    Run r = runCli(
        {"reach", kTableScenario, "--mobility", "foot", "--from", "us-setup", "--cell", "1e300"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("larger than a tenth of the table's shorter side"), qPrintable(r.err));
    r = runCli({"viewshed", kTableScenario, "10,10", "--cell", "1e300"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("larger than a tenth"), qPrintable(r.err));
    r = runCli(
        {"reach", kTableScenario, "--mobility", "foot", "--from", "us-setup", "--speed", "1e-300"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--speed must be a number of MP per turn from 0.01"),
             qPrintable(r.err));
  }

  // A negative zero is a coordinate, not an option.
  void losTakesNegativeCoordinates() {
    const Run r = runCli({"los", kTableScenario, "-0,-0", "10,10"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(!r.err.contains("unknown option"));
  }

  void importOobRefusesAHugeTableAtItsLine() {
    QByteArray csv = "name,count\n";
    for (int i = 0; i < 100000; ++i) csv += "u" + QByteArray::number(i) + ",1\n";
    writeFile(path("rows.csv"), csv);
    QElapsedTimer clock;
    clock.start();
    const Run r = runCli({"import", "oob", path("rows.csv"), "--scenario", kTableScenario, "--side",
                          "us", "-o", path("out.scenario.yaml")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("rows.csv:2002:1") && r.err.contains("more than 2000 rows"),
             qPrintable(r.err));
    QVERIFY(clock.elapsed() < 3000);
  }

  void importOobSaysAUtf16TableIsUtf16() {
    const QString text = QString::fromUtf8("name,count\nRifles,2\n");
    QByteArray utf16("\xff\xfe", 2);
    utf16.append(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
    writeFile(path("utf16.csv"), utf16);
    const Run r = runCli({"import", "oob", path("utf16.csv"), "--scenario", kTableScenario,
                          "--side", "us", "-o", path("out.scenario.yaml")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("UTF-16") && r.err.contains("CSV UTF-8"), qPrintable(r.err));
  }

  void importTiledNamesAnAbsurdWidth() {
    writeFile(path("wide.tmj"),
              R"({"type": "map", "orientation": "hexagonal", "width": 1e300, "height": 5,
                  "tilewidth": 32, "tileheight": 32, "hexsidelength": 16, "staggeraxis": "x",
                  "staggerindex": "odd", "layers": [], "tilesets": []})");
    const Run r = runCli({"import", "tiled", path("wide.tmj"), "--ruleset", "fighting-formations",
                          "-o", path("wide.map.yaml")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("width is 1e+300, not a whole number of tiles"), qPrintable(r.err));
    QVERIFY(!r.err.contains("0x5"));
  }

  void generateRefusesWhatTheReaderWouldRefuse() {
    const Run r = runCli({"generate", "--ruleset", "force-on-force", "--width", "1000", "--height",
                          "1000", "-o", path("g.map.yaml")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("25000 features by default") && r.err.contains("--features 4000"),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(path("g.map.yaml")));
  }

  // Checks from one place share one search; thousands of different starts stop at the budget
  // with one error that says how many checks were not verified.
  void reachChecksShareSearchesAndStopAtTheBudget() {
    QFile::copy(kSamples + "force-on-force/khoshkab.map.yaml", path("khoshkab.map.yaml"));
    QFile source(kTableScenario);
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray scenario = source.readAll();
    auto withChecks = [&](const QString& name, const std::function<QByteArray(int)>& check) {
      QByteArray checks;
      for (int i = 0; i < 6000; ++i) checks += "    - " + check(i) + "\n";
      QByteArray text = scenario;
      text.replace("  reach:\n", "  reach:\n" + checks);
      writeFile(path(name), text);
      return path(name);
    };
    const QString shared = withChecks("shared.scenario.yaml", [](int i) {
      return QByteArray("{side: us, mobility: foot, from: us-setup, to: [") +
             QByteArray::number(20 + i % 5) + ", 30]}";
    });
    Run r = runCli({"validate", shared});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    QVERIFY(!r.out.contains("reach-checks-limit"));
    const QString scattered = withChecks("scattered.scenario.yaml", [](int i) {
      return "{side: us, mobility: foot, from: [" + QByteArray::number(1 + i % 46) + ", " +
             QByteArray::number(1 + (i / 46) % 34) + "], to: [20, 30]}";
    });
    r = runCli({"validate", scattered});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out.count("[reach-checks-limit]"), 1);
    QVERIFY2(r.out.contains("after it are not verified"), qPrintable(r.out.left(2000)));
  }

  void verifyNamesDuplicateEntriesAndAbsurdSizes() {
    writeFile(path("dup.stpack"), storedZip({{"a.yaml", "x"}, {"a.yaml", "y"}}));
    Run r = runCli({"verify", path("dup.stpack")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("two entries have the same name"), qPrintable(r.err));
    QVERIFY(!r.err.contains("File already exists"));
    writeFile(path("size.stpack"),
              storedZip({{"a.yaml", "x"},
                         {"manifest.yaml",
                          "sandtable: 1\nkind: manifest\nid: p\nentries:\n"
                          "  - {path: a.yaml, bytes: 99999999999999999999999, sha256: 00}\n"}}));
    r = runCli({"verify", path("size.stpack")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("gives its size as '99999999999999999999999', not a byte count"),
             qPrintable(r.err));
    QVERIFY(!r.err.contains("bad conversion"));
  }
};

QTEST_GUILESS_MAIN(TestCliLimits)
#include "tst_cli_limits.moc"
