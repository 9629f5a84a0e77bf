// The `sandtable` command: exit codes and output formats of docs/cli.md.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include "../model/test_documents.h"
#include "cli_run.h"

using namespace sandtable::test;

namespace {

QStringList sampleFiles() {
  QStringList out;
  QDirIterator it(QString(SANDTABLE_SOURCE_DIR) + "/samples", {"*.yaml"}, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) out << it.next();
  out.sort();
  return out;
}

}  // namespace

class TestCli : public QObject {
  Q_OBJECT
 private slots:
  void versionAndHelp() {
    Run r = runCli({"--version"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("sandtable "));
    r = runCli({"--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("validate"));
    QVERIFY(r.out.contains("fmt"));
    r = runCli({"validate", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--strict"));
  }

  void badUsageExitsTwo() {
    QCOMPARE(runCli({}).exitCode, 2);
    QCOMPARE(runCli({"frobnicate"}).exitCode, 2);
    const Run r = runCli({"validate", "--bogus", "x.yaml"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("unknown option '--bogus'"));
    QCOMPARE(runCli({"validate"}).exitCode, 2);
    QCOMPARE(runCli({"validate", "a", "--format", "xml"}).exitCode, 2);
  }

  void everySampleValidatesClean() {
    const QStringList files = sampleFiles();
    QVERIFY(files.size() >= 6);
    for (const QString& f : files) {
      const Run r = runCli({"validate", f});
      QVERIFY2(r.exitCode == 0, qPrintable(f + "\n" + r.out + r.err));
      QVERIFY(r.out.contains(QRegularExpression("^0 errors, \\d+ warnings?$", QRegularExpression::MultilineOption)));
    }
  }

  void errorsExitOneWithFileLineColumn() {
    DocumentFolder folder;
    folder.write("bad.map.yaml", replaced(kSmallMap, "at: B2/B3", "at: B2/D3"));
    const Run r = runCli({"validate", QString::fromStdString(folder.path("bad.map.yaml"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QRegularExpression("bad\\.map\\.yaml:30:10: error: hexside B2/D3: B2 and D3 are not adjacent.* \\[not-adjacent\\]")),
             qPrintable(r.out));
    QVERIFY(r.out.trimmed().endsWith("1 error, 0 warnings"));
  }

  void warningsFailOnlyWithStrict() {
    DocumentFolder folder;
    folder.write("w.map.yaml", std::string(kSmallMap) + "colour: red\n");
    const QString path = QString::fromStdString(folder.path("w.map.yaml"));
    Run r = runCli({"validate", path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("warning: unknown key 'colour'"));
    r = runCli({"validate", path, "--strict"});
    QCOMPARE(r.exitCode, 1);
    // The JUnit report agrees with the exit code: the warning is a failing case only with --strict.
    r = runCli({"validate", path, "--format", "junit"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("tests=\"1\" failures=\"0\""), qPrintable(r.out));
    r = runCli({"validate", path, "--format", "junit", "--strict"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("tests=\"1\" failures=\"1\""), qPrintable(r.out));
    QVERIFY2(r.out.contains("unknown key 'colour'"), qPrintable(r.out));
  }

  void missingFileExitsTwo() {
    const Run r = runCli({"validate", "/nonexistent/x.scenario.yaml"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.contains("/nonexistent/x.scenario.yaml: error: cannot read the file: no such file"));
  }

  void notYamlExitsTwoWithPosition() {
    DocumentFolder folder;
    folder.write("junk.yaml", "sandtable: 1\nkind: map\nid: [unclosed\n");
    const Run r = runCli({"validate", QString::fromStdString(folder.path("junk.yaml"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.contains(QRegularExpression("junk\\.yaml:\\d+:\\d+: error: this is not valid YAML")), qPrintable(r.out));
  }

  void jsonReportHasTheDocumentedShape() {
    DocumentFolder folder;
    folder.write("bad.map.yaml", replaced(kSmallMap, "W: woods", "W: wods"));
    const Run r = runCli({"validate", QString::fromStdString(folder.path("bad.map.yaml")), "--format", "json"});
    QCOMPARE(r.exitCode, 1);
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(o["errors"].toInt(), 1);
    QCOMPARE(o["warnings"].toInt(), 0);
    const QJsonObject d = o["diagnostics"].toArray().first().toObject();
    QCOMPARE(d["severity"].toString(), QString("error"));
    QCOMPARE(d["code"].toString(), QString("unknown-id"));
    QCOMPARE(d["line"].toInt(), 15);
    QVERIFY(d.contains("column") && d.contains("rule") && d.contains("locations") && d.contains("fix") && d.contains("file"));
  }

  void sarifAndJunitAreWellFormed() {
    const QString sample = sampleFiles().first();
    Run r = runCli({"validate", sample, "--format", "sarif"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object()["version"].toString(), QString("2.1.0"));
    r = runCli({"validate", sample, "--format", "junit"});
    QCOMPARE(r.exitCode, 0);
    QXmlStreamReader xml(r.out);
    while (!xml.atEnd()) xml.readNext();
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
  }

  // Byte-for-byte reports of a broken fixture in each format (tests/cli/golden). After an
  // intended change of a format, regenerate them with SANDTABLE_UPDATE_GOLDEN=1 and review the diff.
  void reportsMatchTheGoldenFiles_data() {
    QTest::addColumn<QString>("format");
    for (const char* f : {"text", "json", "sarif", "junit"}) QTest::newRow(f) << QString(f);
  }
  void reportsMatchTheGoldenFiles() {
    QFETCH(QString, format);
    Run r = runCli({"validate", "tests/fixtures/golden/broken.map.yaml", "--format", format});
    QCOMPARE(r.exitCode, 1);
    // What depends on the machine and the moment: the folders of the checkout, the timings.
    static const QRegularExpression folder("\"file://[^\"]*\""), seconds("time=\"[0-9.]+\"");
    r.out.replace(folder, "\"file:///FOLDER/\"").replace(seconds, "time=\"T\"");
    const QString golden = QString(SANDTABLE_SOURCE_DIR) + "/tests/cli/golden/broken." + format;
    QFile file(golden);
    if (qEnvironmentVariableIntValue("SANDTABLE_UPDATE_GOLDEN") == 1) {
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write(r.out.toUtf8());
      return;
    }
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(golden + " is missing"));
    QCOMPARE(r.out, QString::fromUtf8(file.readAll()));
  }

  void fmtCheckPassesOnSamples() {
    const Run r = runCli(QStringList{"fmt", "--check"} + sampleFiles());
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
  }

  void fmtRewritesANonCanonicalFileAndCheckSeesIt() {
    DocumentFolder folder;
    std::string messy = replaced(kSmallMap, "default: {terrain: open, level: 0}", "default:\n  terrain: open\n  level: 0");
    folder.write("m.map.yaml", messy);
    const QString path = QString::fromStdString(folder.path("m.map.yaml"));
    Run r = runCli({"fmt", "--check", path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.contains("not in canonical form"));
    r = runCli({"fmt", path});
    QCOMPARE(r.exitCode, 0);
    r = runCli({"fmt", "--check", path});
    QCOMPARE(r.exitCode, 0);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().toStdString(), std::string(kSmallMap));
  }

  void fmtLeavesBrokenFilesAlone() {
    DocumentFolder folder;
    const std::string broken = replaced(kSmallMap, "W: woods", "W: wods");
    folder.write("b.map.yaml", broken);
    const Run r = runCli({"fmt", QString::fromStdString(folder.path("b.map.yaml"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("not formatted: fix its errors first"));
    QFile f(QString::fromStdString(folder.path("b.map.yaml")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll().toStdString(), broken);
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
