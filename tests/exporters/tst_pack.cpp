// Scenario packs: every sample packs and verifies clean; the same inputs give the same bytes
// in separate processes and time zones; verify catches tampered, truncated, renamed and
// non-zip packs and zip bombs; booklets hold nothing of the enemy's (on tables: secret
// objectives, points, fire orders, victory conditions), and the public map shows none of
// either side's; the CLI's exit codes.
#include <zip.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "exporters/booklet.h"
#include "exporters/map_export.h"
#include "exporters/pack_verify.h"
#include "exporters/pack_writer.h"
#include "exporters/scenario_privacy.h"
#include "exporters/zip_archive.h"
#include "model/document_io.h"
#include "pdf_inspect.h"

using namespace sandtable;

namespace {

const char* const kSamples[] = {
    "samples/fighting-formations/croix-fouquet.scenario.yaml",
    "samples/overlay-hexes/dolny-jar.scenario.yaml",
    "samples/field-of-fire/mill-hamlet.scenario.yaml",
    "tests/fixtures/tables/crossroads.scenario.yaml",  // a miniatures table
};
const char* const kTableScenario = "tests/fixtures/tables/crossroads.scenario.yaml";

QString source(const QString& relative) {
  return QString(SANDTABLE_SOURCE_DIR) + "/" + relative;
}

struct Run {
  int exitCode = -1;
  QString out, err;
};

Run runCli(const QStringList& args, const QStringList& extraEnv = {}, const QString& cwd = {}) {
  QProcess p;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const QString& kv : extraEnv) env.insert(kv.section('=', 0, 0), kv.section('=', 1));
  p.setProcessEnvironment(env);
  if (!cwd.isEmpty()) p.setWorkingDirectory(cwd);
  p.start(SANDTABLE_CLI_PATH, args);
  if (!p.waitForFinished(120000)) qFatal("sandtable did not finish");
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString& path, const QByteArray& data) {
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly));
  QCOMPARE(f.write(data), data.size());
}

}  // namespace

class TestPack : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QString good_;  // a pack of the first sample, made once
  std::vector<ZipEntry> goodEntries_;

  QString path(const QString& name) const { return dir_.filePath(name); }

  // The good pack with its entries changed by `edit`, rewritten as a consistent zip.
  QString variant(const QString& name, const std::function<void(std::vector<ZipEntry>&)>& edit) {
    std::vector<ZipEntry> entries = goodEntries_;
    edit(entries);
    QString error;
    if (!writeZip(path(name), entries, &error)) qFatal("%s", qPrintable(error));
    return path(name);
  }

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    good_ = path("good.stpack");
    const LoadedDocument doc = loadDocument(source(kSamples[0]).toStdString());
    const PackResult r = buildPack(doc, {}, goodEntries_);
    QCOMPARE(r.status, PackResult::Status::Written);
    QString error;
    QVERIFY2(writeZip(good_, goodEntries_, &error), qPrintable(error));
  }

  void everySamplePacksAndVerifiesClean_data() {
    QTest::addColumn<QString>("file");
    for (const char* s : kSamples) QTest::newRow(s) << QString(s);
  }
  void everySamplePacksAndVerifiesClean() {
    QFETCH(QString, file);
    const LoadedDocument doc = loadDocument(source(file).toStdString());
    const QString out = path(QFileInfo(file).baseName() + ".stpack");
    const PackResult r = writePack(doc, out, {});
    QVERIFY2(r.status == PackResult::Status::Written, qPrintable(r.error));
    QCOMPARE(r.manifest.errors, 0);
    QVERIFY(!r.manifest.forced);
    const VerifyResult v = verifyPack(out);
    QVERIFY2(v.problems.empty(), v.problems.empty() ? "" : qPrintable(v.problems.front()));
    QCOMPARE(v.status, VerifyResult::Status::Intact);
    QCOMPARE(v.diagnostics.errors(), 0);
    QCOMPARE(v.entriesChecked, static_cast<int>(r.manifest.entries.size()));

    // docs/formats.md section 5: the documents, the pictures, the report and one booklet per side,
    // sorted.
    const ZipReadResult zip = readZip(out);
    QCOMPARE(zip.status, ZipReadResult::Status::Ok);
    std::vector<std::string> names;
    for (const ZipEntry& e : zip.entries) names.push_back(e.name);
    QVERIFY(std::is_sorted(names.begin(), names.end()));
    for (const char* required : {"manifest.yaml", "scenario.yaml", "map.yaml", "ruleset.yaml",
                                 "map.png", "map.pdf", "card.pdf", "report.json"})
      QVERIFY2(std::count(names.begin(), names.end(), required) == 1, required);
    for (const Side& side : doc.scenario->sides)
      QVERIFY(std::count(names.begin(), names.end(), "briefings/" + side.id + ".pdf") == 1);
    for (const ZipEntry& e : zip.entries) {
      if (e.name == "report.json") {
        const QJsonObject report = QJsonDocument::fromJson(e.data).object();
        QCOMPARE(report.value("errors").toInt(-1), 0);
        QCOMPARE(report.value("file").toString(), QString("scenario.yaml"));
        // No trace of where the pack was made.
        QVERIFY(!e.data.contains(dir_.path().toUtf8()));
        QVERIFY(!e.data.contains(QByteArray(SANDTABLE_SOURCE_DIR)));
      }
      if (e.name == "scenario.yaml") {
        QVERIFY(e.data.contains("\nmap: map.yaml\n"));
        QVERIFY(e.data.contains("\nruleset: ruleset.yaml\n"));
      }
      if (e.name == "manifest.yaml") QVERIFY(e.data.contains("kind: manifest"));
    }
  }

  void sameInputsGiveTheSameBytes_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("cards") << QString(kSamples[2]);
    QTest::newRow("table") << QString(kTableScenario);
  }
  void sameInputsGiveTheSameBytes() {
    // Separate processes (fresh hash seeds), different folders and time zones.
    QFETCH(QString, file);
    const QString a = path("det-a.stpack"), b = path("det-b.stpack");
    QCOMPARE(runCli({"pack", source(file), "-o", a}).exitCode, 0);
    QCOMPARE(runCli({"pack", QFileInfo(source(file)).fileName(), "-o", b}, {"TZ=Asia/Tokyo"},
                    QFileInfo(source(file)).absolutePath())
                 .exitCode,
             0);
    const QByteArray first = readAll(a);
    QVERIFY(!first.isEmpty());
    QVERIFY(first == readAll(b));
  }

  void verifyAcceptsTheGoodPack() {
    const Run r = runCli({"verify", good_});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("ok"));
  }

  void verifyRejectsAModifiedEntry() {
    const QString pack = variant("modified.stpack", [](std::vector<ZipEntry>& entries) {
      for (ZipEntry& e : entries)
        if (e.name == "scenario.yaml") e.data.replace("turns: 7", "turns: 9");  // same size
    });
    const VerifyResult v = verifyPack(pack);
    QCOMPARE(v.status, VerifyResult::Status::Broken);
    QVERIFY(v.problems.front().contains("scenario.yaml") && v.problems.front().contains("SHA-256"));
    const Run r = runCli({"verify", pack});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("SHA-256"));
  }

  void verifyRejectsARenamedEntry() {
    const QString pack = variant("renamed.stpack", [](std::vector<ZipEntry>& entries) {
      for (ZipEntry& e : entries)
        if (e.name == "briefings/de.pdf") e.name = "briefings/xx.pdf";
    });
    const VerifyResult v = verifyPack(pack);
    QCOMPARE(v.status, VerifyResult::Status::Broken);
    QStringList all;
    for (const QString& p : v.problems) all << p;
    QVERIFY(all.join('\n').contains("briefings/de.pdf is listed in the manifest but missing"));
    QVERIFY(all.join('\n').contains("briefings/xx.pdf is in the pack but not in the manifest"));
  }

  // The scenario card is hashed like every entry, and a pack without it is incomplete.
  void verifyKnowsTheScenarioCard() {
    const QString changed = variant("card-changed.stpack", [](std::vector<ZipEntry>& entries) {
      for (ZipEntry& e : entries)
        if (e.name == "card.pdf") e.data[e.data.size() / 2] = 'x';
    });
    VerifyResult v = verifyPack(changed);
    QCOMPARE(v.status, VerifyResult::Status::Broken);
    QVERIFY(v.problems.front().contains("card.pdf") && v.problems.front().contains("SHA-256"));
    const QString dropped = variant("card-dropped.stpack", [](std::vector<ZipEntry>& entries) {
      std::erase_if(entries, [](const ZipEntry& e) { return e.name == "card.pdf"; });
      for (ZipEntry& e : entries)
        if (e.name == "manifest.yaml") {
          QList<QByteArray> lines = e.data.split('\n');
          lines.removeIf([](const QByteArray& line) { return line.contains("path: card.pdf"); });
          e.data = lines.join('\n');
        }
    });
    v = verifyPack(dropped);
    QCOMPARE(v.status, VerifyResult::Status::Broken);
    QStringList all;
    for (const QString& p : v.problems) all << p;
    QVERIFY2(all.join('\n').contains("card.pdf is missing: every pack holds it"),
             qPrintable(all.join('\n')));
  }

  void verifyRejectsAPackThatReachesOutside() {
    const QString pack = variant("outside.stpack", [](std::vector<ZipEntry>& entries) {
      for (ZipEntry& e : entries)
        if (e.name == "scenario.yaml") e.data.replace("map: map.yaml", "map: /etc/hosts");
    });
    const VerifyResult v = verifyPack(pack);
    QCOMPARE(v.status, VerifyResult::Status::Broken);
    QVERIFY(v.diagnostics.empty());  // never opened
  }

  void verifyRejectsTruncatedCorruptAndForeignFiles() {
    const QByteArray good = readAll(good_);
    writeAll(path("truncated.stpack"), good.left(good.size() / 2));
    writeAll(path("cut-tail.stpack"), good.left(good.size() - 10));
    writeAll(path("text.stpack"), "sandtable: 1\nkind: manifest\n");
    writeAll(path("empty.stpack"), QByteArray());
    QByteArray flipped = good;
    flipped[flipped.indexOf("IHDR") + 40] =
        static_cast<char>(flipped[flipped.indexOf("IHDR") + 40] ^ 0x5a);
    writeAll(path("flipped.stpack"), flipped);
    for (const char* name :
         {"truncated.stpack", "cut-tail.stpack", "text.stpack", "empty.stpack", "flipped.stpack"}) {
      const VerifyResult v = verifyPack(path(name));
      QVERIFY2(v.status == VerifyResult::Status::Broken, name);
      QVERIFY2(!v.problems.empty() && !v.problems.front().isEmpty(), name);
      const Run r = runCli({"verify", path(name)});
      QVERIFY2(r.exitCode == 1, qPrintable(QString(name) + ": " + r.err));
      QVERIFY(r.err.contains(name));
    }
    QVERIFY(verifyPack(path("truncated.stpack")).problems.front().contains("truncated"));
    QVERIFY(verifyPack(path("text.stpack")).problems.front().contains("not a zip"));
  }

  // A pack holds regular files only: a symbolic link entry (unpacked by another tool it would
  // point anywhere) and a zip inside the pack (files the manifest does not see) are refused.
  void verifyRefusesSymlinkEntriesAndNestedZips() {
    const QString linked = variant("symlink.stpack", [](std::vector<ZipEntry>&) {});
    {
      int code = 0;
      zip_t* z = zip_open(QFile::encodeName(linked).constData(), 0, &code);
      QVERIFY(z);
      static const char target[] = "/tmp";
      zip_source_t* src = zip_source_buffer(z, target, 4, 0);
      const zip_int64_t i = zip_file_add(z, "lnk", src, 0);
      QVERIFY(i >= 0);
      QCOMPARE(zip_file_set_external_attributes(z, static_cast<zip_uint64_t>(i), 0, ZIP_OPSYS_UNIX,
                                                0120777u << 16),
               0);
      QCOMPARE(zip_close(z), 0);
    }
    VerifyResult v = verifyPack(linked);
    QCOMPARE(v.status, VerifyResult::Status::Broken);
    QVERIFY2(
        v.problems.front().contains("'lnk' is a symbolic link; a pack holds regular files only"),
        qPrintable(v.problems.front()));
    QVERIFY(runCli({"verify", linked}).err.contains("'lnk' is a symbolic link"));

    QString error;
    QVERIFY(writeZip(path("inner.zip"), {{"a.txt", "a"}}, &error));
    const QByteArray inner = readAll(path("inner.zip"));
    const QString nested = variant("nested.stpack", [&](std::vector<ZipEntry>& entries) {
      entries.push_back({"extra/inner.zip", inner});
    });
    v = verifyPack(nested);
    QCOMPARE(v.status, VerifyResult::Status::Broken);
    QVERIFY2(v.problems.front().contains("'extra/inner.zip' is itself a zip archive"),
             qPrintable(v.problems.front()));
    const Run r = runCli({"verify", nested});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("zip archive"));
  }

  void verifyCannotReadMissingFiles() {
    QCOMPARE(verifyPack(path("nowhere.stpack")).status, VerifyResult::Status::Unreadable);
    QCOMPARE(runCli({"verify", path("nowhere.stpack")}).exitCode, 2);
    QCOMPARE(runCli({"verify", dir_.path()}).exitCode, 2);  // a folder
  }

  void zipBombsAreRefusedBeforeInflating() {
    QString error;
    // 8 MB of zeros deflates over 1000:1.
    QVERIFY(writeZip(path("bomb.stpack"), {{"manifest.yaml", QByteArray(8 << 20, '\0')}}, &error));
    const ZipReadResult bomb = readZip(path("bomb.stpack"));
    QCOMPARE(bomb.status, ZipReadResult::Status::Corrupt);
    QVERIFY(bomb.error.contains("zip bomb"));
    ZipLimits small;
    small.maxEntryBytes = 1000;
    const ZipReadResult big = readZip(good_, small);
    QCOMPARE(big.status, ZipReadResult::Status::Corrupt);
    QVERIFY(big.error.contains("over the limit"));
    QVERIFY(writeZip(path("slip.stpack"), {{"../escape.yaml", "x"}}, &error) || true);
    if (QFile::exists(path("slip.stpack")))
      QCOMPARE(readZip(path("slip.stpack")).status, ZipReadResult::Status::Corrupt);
  }

  void packRefusesErrorsUnlessForced() {
    // A copy of a sample whose designer assertion fails: an error validation reports.
    QTemporaryDir work;
    const QString from = QFileInfo(source(kSamples[0])).absolutePath();
    for (const QString& f : QDir(from).entryList({"*.yaml"}, QDir::Files))
      QFile::copy(from + "/" + f, work.filePath(f));
    const QString scenario = work.filePath(QFileInfo(kSamples[0]).fileName());
    QByteArray text = readAll(scenario);
    QVERIFY(text.contains("{from: K1, to: K4, expect: clear}"));
    text.replace("{from: K1, to: K4, expect: clear}", "{from: K1, to: K4, expect: blocked}");
    QFile::remove(scenario);
    writeAll(scenario, text);

    const QString out = work.filePath("bad.stpack");
    Run r = runCli({"pack", scenario, "-o", out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains("--force"));
    QVERIFY(!QFile::exists(out));
    r = runCli({"pack", scenario, "-o", out, "--force"});
    QCOMPARE(r.exitCode, 0);
    const VerifyResult v = verifyPack(out);
    QVERIFY(v.manifest.forced);
    QCOMPARE(v.manifest.errors, 1);
    QCOMPARE(v.status, VerifyResult::Status::Invalid);  // intact, but not valid
    QCOMPARE(runCli({"verify", out}).exitCode, 1);
    QCOMPARE(
        runCli({"pack", source("samples/fighting-formations/croix-fouquet.map.yaml"), "-o", out})
            .exitCode,
        2);
    QCOMPARE(runCli({"pack", scenario}).exitCode, 2);  // no -o
  }

  // Packing drops the second `turns:`, so the packed copy has no error; the manifest must
  // still record the one `validate` reported and --force went past.
  void aForcedPackRecordsTheErrorsItWasForcedPast() {
    QTemporaryDir work;
    const QString from = QFileInfo(source(kTableScenario)).absolutePath();
    for (const QString& f : QDir(from).entryList({"*.yaml"}, QDir::Files))
      QFile::copy(from + "/" + f, work.filePath(f));
    const QString scenario = work.filePath(QFileInfo(kTableScenario).fileName());
    QByteArray text = readAll(scenario);
    const qsizetype at = text.indexOf("\nturns: ");
    QVERIFY(at > 0);
    text.insert(at + 1, "turns: 3\n");
    QFile::remove(scenario);
    writeAll(scenario, text);
    Run r = runCli({"validate", scenario});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("1 error,"), qPrintable(r.out));
    const QString out = work.filePath("forced.stpack");
    r = runCli({"pack", scenario, "-o", out, "--force"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const VerifyResult v = verifyPack(out);
    QVERIFY(v.manifest.forced);
    QCOMPARE(v.manifest.errors, 1);
  }

  void bookletsHoldNothingOfTheEnemys_data() { everySamplePacksAndVerifiesClean_data(); }
  void bookletsHoldNothingOfTheEnemys() {
    QFETCH(QString, file);
    const LoadedDocument doc = loadDocument(source(file).toStdString());
    const Scenario& s = *doc.scenario;
    QVERIFY(s.sides.size() >= 2);
    for (const Side& side : s.sides) {
      const BookletInputs in = bookletInputs(s, side.id);
      QCOMPARE(in.side, &side);
      QVERIFY(in.oob && in.oob->side == side.id);
      const QString html = bookletHtml(in);
      QVERIFY(html.contains(QString::fromStdString(side.briefing.substr(0, 40)).toHtmlEscaped()));
      std::set<std::string> own;
      for (const OobEntry& e : in.oob->entries) {
        own.insert(e.name);
        QVERIFY(html.contains(QString::fromStdString(e.name).toHtmlEscaped()));
      }
      for (const Side& enemy : s.sides) {
        if (enemy.id == side.id) continue;
        // Every line of the enemy's private briefing stays out.
        for (const QString& line : QString::fromStdString(enemy.briefing).split('\n'))
          if (line.trimmed().size() > 20)
            QVERIFY2(!html.contains(line.trimmed().toHtmlEscaped()), qPrintable(line));
        for (const SideOob& oob : s.oob)
          if (oob.side == enemy.id)
            for (const OobEntry& e : oob.entries)
              if (!own.count(e.name))
                QVERIFY2(!html.contains(QString::fromStdString(e.name).toHtmlEscaped()),
                         e.name.c_str());
      }
    }
    QVERIFY(!bookletInputs(s, "nobody").side);
  }

  void tableBookletsKeepEachSidesSecrets() {
    const LoadedDocument doc = loadDocument(source(kTableScenario).toStdString());
    QVERIFY(doc.ok() && doc.scenario->isTable());
    const QString out = path("table.stpack");
    const Run packed = runCli({"pack", source(kTableScenario), "-o", out});
    QVERIFY2(packed.exitCode == 0, qPrintable(packed.err));
    const Run verified = runCli({"verify", out});
    QVERIFY2(verified.exitCode == 0, qPrintable(verified.err));
    const ZipReadResult zip = readZip(out);
    QCOMPARE(zip.status, ZipReadResult::Status::Ok);
    std::map<std::string, QByteArray> entries;
    for (const ZipEntry& e : zip.entries) entries[e.name] = e.data;

    // What each side's booklet must hold, and what only the other side's may.
    const std::map<std::string, QStringList> secrets{
        {"a",
         {"Alpha secret cache", "Alpha wins holding the farmhouse", "Alpha rally", "Alpha aid post",
          "smoke on the farmhouse"}},
        {"b",
         {"Bravo secret bunker", "Bravo wins holding the farmhouse", "Bravo rally",
          "Bravo withdrawal", "fire on the road"}}};
    for (const auto& [side, own] : secrets) {
      QVERIFY(entries.count("briefings/" + side + ".pdf"));
      QString text;
      for (const QString& page : pdfPageTexts(entries["briefings/" + side + ".pdf"])) text += page;
      text = text.simplified();
      QVERIFY2(text.contains("Farmhouse") && text.contains("Two patrols meet"),
               "the public parts are missing");
      QVERIFY(text.contains(side == "a" ? "Alpha Light Mortar" : "Bravo MG Team"));
      const QString reader = QString::fromStdString(side);
      for (const QString& mine : own)
        QVERIFY2(text.contains(mine), qPrintable(reader + ": " + mine));
      for (const auto& [other, theirs] : secrets)
        if (other != side)
          for (const QString& hidden : theirs)
            QVERIFY2(!text.contains(hidden), qPrintable(reader + " sees " + hidden));
    }

    // map.png is the public map: the picture of the scenario without either side's secrets.
    const Scenario& s = *doc.scenario;
    Scenario open = s;
    open.objectives.clear();
    for (const Objective& o : s.objectives)
      if (!o.isPrivate()) open.objectives.push_back(o);
    open.points.clear();
    for (const ScenarioPoint& p : s.points)
      if (!isPrivatePoint(p)) open.points.push_back(p);
    for (Side& side : open.sides) side.fireOrders.clear();
    for (SideOob& oob : open.oob) oob.entries.clear();  // where each side's units set up
    RenderOptions options;
    options.labels = true;
    QString error;
    const QImage expected = renderMapImage(*s.map, &open, options, &error);
    QCOMPARE(QImage::fromData(entries["map.png"], "PNG").convertToFormat(QImage::Format_RGB32),
             expected);
  }
};

QTEST_MAIN(TestPack)
#include "tst_pack.moc"
