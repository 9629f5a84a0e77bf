// One meaning everywhere (issue 26): `sandtable reach --to` an objective, `reach` over the
// scenario's objectives and validate's reach checks measure to the same cells (the objective's
// circle); `validate` refuses a hot spot that names a side.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_run.h"

using namespace sandtable::test;

namespace {

const QString kSamples = QString(SANDTABLE_SOURCE_DIR) + "/samples/";
const QString kCressonville = kSamples + "focused-firepower/cressonville.scenario.yaml";

double jsonCost(const Run& r, const QString& key) {
  return QJsonDocument::fromJson(r.out.toUtf8()).object()["costs"].toObject()[key].toDouble(-1);
}

// The sample scenario with `from` replaced by `to`, next to its map in `dir`.
QString editedSample(const QTemporaryDir& dir, const QString& folder, const QString& stem,
                     const QByteArray& from, const QByteArray& to) {
  QFile::copy(kSamples + folder + "/" + stem + ".map.yaml", dir.filePath(stem + ".map.yaml"));
  QFile in(kSamples + folder + "/" + stem + ".scenario.yaml");
  if (!in.open(QIODevice::ReadOnly)) qFatal("cannot read the sample");
  QByteArray text = in.readAll();
  if (!text.contains(from)) qFatal("the sample no longer holds the text to replace");
  text.replace(from, to);
  QFile out(dir.filePath(stem + ".scenario.yaml"));
  if (!out.open(QIODevice::WriteOnly) || out.write(text) != text.size())
    qFatal("cannot write the copy");
  return out.fileName();
}

}  // namespace

class TestCliMeaning : public QObject {
  Q_OBJECT
 private slots:
  // --to an objective id reaches it on its circle, as `reach` without --to does (it measured to
  // the objective's centre: 22.41 MP against 15.5 to the same objective).
  void reachToAnObjectiveMeasuresToItsCircle() {
    const QStringList common{"reach",  kCressonville, "--mobility", "foot",
                             "--from", "gb-setup",    "--json"};
    const Run all = runCli(common);
    QVERIFY2(all.exitCode == 0, qPrintable(all.err));
    const Run to = runCli(common + QStringList{"--to", "church-square"});
    QVERIFY2(to.exitCode == 0, qPrintable(to.err));
    const double viaObjectives = jsonCost(all, "church-square");
    QVERIFY2(viaObjectives > 0, qPrintable(all.out));
    QCOMPARE(jsonCost(to, "church-square"), viaObjectives);
    // The centre's own cell costs more: the circle is what makes the difference.
    const Run centre = runCli(common + QStringList{"--to", "39.5,20.5"});
    QVERIFY(jsonCost(centre, "39.5,20.5") > viaObjectives);
  }

  // A designer reach check to an objective id measures to its circle too: validate reports the
  // cost `reach --to` prints.
  void aReachCheckToAnObjectiveMeasuresWhatReachPrints() {
    QTemporaryDir dir;
    const QString scenario = editedSample(
        dir, "focused-firepower", "cressonville",
        "{side: gb, mobility: foot, from: gb-setup, to: church-square, within_turns: 6}",
        "{side: gb, mobility: foot, from: gb-setup, to: church-square, within_turns: 1}");
    const Run v = runCli({"validate", scenario});
    QCOMPARE(v.exitCode, 1);
    const Run to = runCli({"reach", kCressonville, "--mobility", "foot", "--from", "gb-setup",
                           "--to", "church-square"});
    QVERIFY2(to.exitCode == 0, qPrintable(to.err));
    const QRegularExpression cost("church-square ([0-9.]+) MP");
    const auto printed = cost.match(to.out);
    QVERIFY2(printed.hasMatch(), qPrintable(to.out));
    const QString expected = "the cheapest path costs " + printed.captured(1) + " MP";
    QVERIFY2(v.out.contains(expected) || v.err.contains(expected),
             qPrintable(expected + "\n" + v.out + v.err));
  }

  // A hot spot with a side is an error, at its line.
  void aHotSpotWithASideFailsValidation() {
    QTemporaryDir dir;
    const QString scenario = editedSample(dir, "force-on-force", "khoshkab", "kind: hot-spot, ",
                                          "kind: hot-spot, side: ins, ");
    const Run v = runCli({"validate", scenario});
    QCOMPARE(v.exitCode, 1);
    QVERIFY2((v.out + v.err).contains("public-point-side"), qPrintable(v.out + v.err));
    const Run clean = runCli({"validate", kSamples + "force-on-force/khoshkab.scenario.yaml"});
    QVERIFY2(!(clean.out + clean.err).contains("public-point-side"), qPrintable(clean.out));
  }
};

QTEST_GUILESS_MAIN(TestCliMeaning)
#include "tst_cli_meaning.moc"
