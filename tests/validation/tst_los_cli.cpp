// `sandtable los`, `viewshed` and `los-matrix` end to end: the outputs and JSON shapes of
// docs/cli.md and exit code 2 on bad input.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
  int code = -1;
  QString out;
  QString err;
};

Run sandtable(const QStringList& args) {
  QProcess p;
  p.start(SANDTABLE_CLI_PATH, args);
  if (!p.waitForFinished(120000)) qFatal("sandtable did not finish");
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

QString sample(const char* path) {
  return QStringLiteral(SANDTABLE_SOURCE_DIR "/samples/") + path;
}

const QString kFF = sample("fighting-formations/croix-fouquet.scenario.yaml");
const QString kFFMap = sample("fighting-formations/croix-fouquet.map.yaml");
const QString kOverlay = sample("overlay-hexes/dolny-jar.scenario.yaml");
const QString kCards = sample("field-of-fire/mill-hamlet.scenario.yaml");

QJsonObject json(const Run& r) {
  return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

}  // namespace

class TstLosCli : public QObject {
  Q_OBJECT

 private slots:
  void los_printsClearOrTheHindrance() {
    Run r = sandtable({"los", kFF, "K1", "K4"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QString("clear (hindrance 1)\n"));  // the ruleset's default hindrance
    r = sandtable({"los", kFF, "G1", "G4"});
    QCOMPARE(r.out, QString("clear (hindrance 3)\n"));
  }

  void los_printsTheReasonAndRuleOfABlock() {
    const Run r = sandtable({"los", kFF, "I3", "I8"});
    QCOMPARE(r.code, 0);
    QVERIFY2(QRegularExpression(R"(^blocked: .+ at [A-T]\d+ .*\[FF [\d.]+\]\n$)")
                 .match(r.out)
                 .hasMatch(),
             qPrintable(r.out));
  }

  void los_jsonHasTheShapeOfCliMd() {
    const QJsonObject o = json(sandtable({"los", kFF, "I3", "I8", "--json"}));
    QCOMPARE(o.keys(),
             (QStringList{"blocked_by", "from", "hindrance", "obscured", "result", "steps", "to"}));
    QCOMPARE(o["from"].toString(), QString("I3"));
    QCOMPARE(o["to"].toString(), QString("I8"));
    QCOMPARE(o["result"].toString(), QString("blocked"));
    QVERIFY(o["hindrance"].isNull());
    QCOMPARE(o["obscured"].toBool(), false);
    const QJsonObject by = o["blocked_by"].toObject();
    QVERIFY(by.contains("hex") || by.contains("hexside"));
    QVERIFY(!by["reason"].toString().isEmpty());
    QVERIFY(by["rule"].toString().startsWith("FF "));
    const QJsonArray steps = o["steps"].toArray();
    QCOMPARE(steps.first().toArray(), (QJsonArray{"I3"}));
    QCOMPARE(steps.last().toArray(), (QJsonArray{"I8"}));
    QCOMPARE(steps.size(), 6);  // I3..I8 down one column
  }

  void los_jsonOfAClearLine() {
    QJsonObject o = json(sandtable({"los", kFF, "G1", "G4", "--json"}));
    QCOMPARE(o["result"].toString(), QString("clear"));
    QCOMPARE(o["hindrance"].toInt(), 3);
    QVERIFY(o["blocked_by"].isNull());
    // The overlay model has no hindrance: null.
    o = json(sandtable({"los", kOverlay, "0814", "1214", "--json"}));
    QCOMPARE(o["result"].toString(), QString("clear"));
    QVERIFY(o["hindrance"].isNull());
  }

  void los_cardsAreNamedAsCards() {
    const QJsonObject o = json(sandtable({"los", kCards, "D4", "D1", "--json"}));
    QCOMPARE(o["result"].toString(), QString("blocked"));
    QVERIFY(o["blocked_by"].toObject().contains("card"));
    QVERIFY(o["blocked_by"].toObject()["rule"].toString().startsWith("FoF "));
  }

  void los_worksOnAMapFileToo() {
    const Run r = sandtable({"los", kFFMap, "K1", "K4"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, QString("clear (hindrance 1)\n"));
  }

  void los_badLabelIsExit2() {
    const Run r = sandtable({"los", kFF, "K1", "4K"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("'4K' is not a hex label"), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
  }

  void los_offMapHexIsExit2() {
    const Run r = sandtable({"los", kFF, "Z99", "K4"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("Z99 is off the map"), qPrintable(r.err));
  }

  void los_rangeIsNotALocation() { QCOMPARE(sandtable({"los", kFF, "A1:B2", "K4"}).code, 2); }

  void los_wrongArgumentsAreExit2() {
    QCOMPARE(sandtable({"los", kFF, "K1"}).code, 2);
    QCOMPARE(sandtable({"los", kFF, "K1", "K4", "--bogus"}).code, 2);
  }

  void los_rulesetOrMissingFileIsExit2() {
    Run r = sandtable({"los",
                       QStringLiteral(SANDTABLE_SOURCE_DIR
                                      "/resources/rulesets/fighting-formations.ruleset.yaml"),
                       "A1", "A2"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("needs a map or a scenario"), qPrintable(r.err));
    r = sandtable({"los", "/nonexistent/x.map.yaml", "A1", "A2"});
    QCOMPARE(r.code, 2);
  }

  void los_helpPrintsUsage() {
    const Run r = sandtable({"los", "--help"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("Usage: sandtable los FILE FROM TO"));
  }

  void viewshed_jsonListsEveryHexOnce() {
    const QJsonObject o = json(sandtable({"viewshed", kFF, "P4", "--json"}));
    QCOMPARE(o.keys(), (QStringList{"blocked", "from", "hindrance", "visible"}));
    QCOMPARE(o["from"].toString(), QString("P4"));
    const QJsonArray visible = o["visible"].toArray(), blocked = o["blocked"].toArray();
    QCOMPARE(visible.size() + blocked.size(), 20 * 15);
    QVERIFY(visible.contains(QJsonValue("P4")));
    QVERIFY(visible.size() > 10);
    QVERIFY(blocked.size() > 10);
    QStringList labels;
    for (const auto& v : visible) labels << v.toString();
    QStringList sorted = labels;
    sorted.sort();
    QCOMPARE(labels, sorted);
    const QJsonObject hindrance = o["hindrance"].toObject();
    for (const QString& hex : hindrance.keys()) {
      QVERIFY(labels.contains(hex));
      QVERIFY(hindrance[hex].toInt() > 1);
    }
  }

  void viewshed_agreesWithLos() {
    const QJsonObject o = json(sandtable({"viewshed", kFF, "J6", "--json"}));
    const QString seen = o["visible"].toArray().first().toString();
    const QString hidden = o["blocked"].toArray().last().toString();
    QVERIFY(sandtable({"los", kFF, "J6", seen}).out.startsWith("clear"));
    QVERIFY(sandtable({"los", kFF, "J6", hidden}).out.startsWith("blocked: "));
  }

  void viewshed_text() {
    const Run r = sandtable({"viewshed", kCards, "B2"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith("B2 sees "), qPrintable(r.out));
    QVERIFY(r.out.contains(" of 20 cards\n"));
    QVERIFY(r.out.contains("\nvisible: "));
  }

  void viewshed_pngWritesAHeatMap() {
    const QString out = QDir::temp().filePath("sandtable-viewshed-test.png");
    QFile::remove(out);
    const Run r = sandtable({"viewshed", kFF, "J6", "--png", out});
    QCOMPARE(r.code, 0);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n"));
    QVERIFY(bytes.size() > 10000);
    QVERIFY(r.out.startsWith("J6 sees "));  // the text report still goes to stdout
  }

  void viewshed_offMapHexIsExit2() { QCOMPARE(sandtable({"viewshed", kFF, "A16"}).code, 2); }

  void losMatrix_printsPairsVisiblePairsAndTime() {
    const Run r = sandtable({"los-matrix", kFF, "--threads", "2"});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QString("pairs: %1").arg(300 * 299));
    QVERIFY(lines[1].startsWith("visible pairs: "));
    QVERIFY(lines[2].startsWith("time: "));
    QVERIFY(r.err.isEmpty());  // no progress bar when stderr is not a terminal
  }

  void losMatrix_jsonListsWhatEachLocationSees() {
    const Run r = sandtable({"los-matrix", kCards, "--json", "--threads", "1"});
    QCOMPARE(r.code, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o["pairs"].toInt(), 20 * 19);
    const QJsonObject sees = o["sees"].toObject();
    QCOMPARE(sees.size(), 20);
    int visible = 0;
    for (const QString& card : sees.keys()) {
      QStringList list;
      for (const auto& v : sees[card].toArray()) list << v.toString();
      QVERIFY(!list.contains(card));
      QStringList sorted = list;
      sorted.sort();
      QCOMPARE(list, sorted);
      visible += list.size();
    }
    QCOMPARE(o["visible_pairs"].toInt(), visible);
    // The designer's check A4 -> A2 is clear, D4 -> D1 blocked.
    QVERIFY(sees["A4"].toArray().contains(QJsonValue("A2")));
    QVERIFY(!sees["D4"].toArray().contains(QJsonValue("D1")));
  }

  void losMatrix_badThreadsIsExit2() {
    QCOMPARE(sandtable({"los-matrix", kFF, "--threads", "0"}).code, 2);
    QCOMPARE(sandtable({"los-matrix", kFF, "--threads", "two"}).code, 2);
  }
};

QTEST_GUILESS_MAIN(TstLosCli)
#include "tst_los_cli.moc"
