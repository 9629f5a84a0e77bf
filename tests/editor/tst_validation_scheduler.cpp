// Background validation: results follow the newest document, edits during a run drop that
// run's result and start a new one, and the UI thread keeps running meanwhile.
#include <QtTest>

#include <QElapsedTimer>

#include <sys/stat.h>

#include <algorithm>

#include "editor/map_tools.h"
#include "editor/scenario_edit.h"
#include "editor/scenario_editor.h"
#include "editor/validation_scheduler.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {
bool hasCode(const IssueList& issues, const std::string& code) {
  return std::any_of(issues.items().begin(), issues.items().end(), [&](const Diagnostic& d) { return d.code == code; });
}
void setLevel(MapDocument& doc, int index, int level) {
  MapEditBuilder edit(*doc.map());
  edit.location(index).level = level;  // deliberately outside the ruleset's range, as a bad file could be
  QVERIFY(doc.push(edit, "Set level"));
}
const Diagnostic* firstWithCode(const IssueList& issues, const std::string& code) {
  for (const Diagnostic& d : issues.items())
    if (d.code == code) return &d;
  return nullptr;
}
// The 1-based line of the first occurrence of `text` in `document`.
int lineOf(const std::string& document, const std::string& text) {
  const auto at = document.find(text);
  return at == std::string::npos ? 0 : 1 + static_cast<int>(std::count(document.begin(), document.begin() + static_cast<long>(at), '\n'));
}
// Validates `doc` once (no debounce) and waits for the result.
void validate(ValidationScheduler& scheduler, MapDocument& doc) {
  scheduler.setDelay(0);
  QSignalSpy results(&scheduler, &ValidationScheduler::resultsChanged);
  scheduler.setDocument(&doc);
  scheduler.validateNow();
  QTRY_VERIFY(results.count() >= 1 && !scheduler.running());
}
}  // namespace

class TestValidationScheduler : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery"); }

  void validatesAfterEachEditWithADebounce() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "a.map.yaml", kSmallMap));
    ValidationScheduler scheduler;
    scheduler.setDelay(30);
    QSignalSpy results(&scheduler, &ValidationScheduler::resultsChanged);
    scheduler.setDocument(&doc);
    QTRY_VERIFY(results.count() >= 1);
    QCOMPARE(scheduler.errors(), 0);
    setLevel(doc, 0, 9);  // fighting-formations levels stop at 4
    QTRY_COMPARE(scheduler.errors(), 1);
    QVERIFY(hasCode(*scheduler.issues(), "level-out-of-range"));
    QCOMPARE(scheduler.issues()->locationOf(0), 0);  // the issue points at A1
    doc.undo();
    QTRY_COMPARE(scheduler.errors(), 0);
  }

  // A map open on its own is checked against the scenarios beside it that use it, as edited:
  // a building put on the line of the scenario's "K1 to K4: clear" assertion is listed, led by
  // the scenario's name (it was seen only when the scenario was opened: walk 9). A scenario of
  // another map in the folder is not read.
  void aMapAloneIsCheckedAgainstTheScenariosThatUseIt() {
    DocumentFolder folder;
    folder.write("croix-fouquet.map.yaml", fileText(sample("fighting-formations/croix-fouquet.map.yaml").toStdString()));
    folder.write("croix-fouquet.scenario.yaml",
                 fileText(sample("fighting-formations/croix-fouquet.scenario.yaml").toStdString()));
    // Names the map's file in a comment only: its own map is another.
    folder.write("other.scenario.yaml", replaced(kSmallScenario, "kind: scenario", "kind: scenario\n# not croix-fouquet.map.yaml"));
    folder.write("small.map.yaml", kSmallMap);
    MapDocument doc;
    QCOMPARE(doc.open(QString::fromStdString(folder.path("croix-fouquet.map.yaml"))), QString());
    ValidationScheduler scheduler;
    validate(scheduler, doc);
    QVERIFY(!hasCode(*scheduler.issues(), "los-assertion-failed"));

    std::string error;
    const auto k2 = parseLocationRange(doc.map()->grid, "K2", &error);
    QVERIFY(k2);
    MapEditBuilder edit(*doc.map());
    edit.location(doc.map()->grid.index(k2->first)).terrain = doc.map()->rules->terrainIndex("building");
    QVERIFY(doc.push(edit, "Terrain"));
    scheduler.validateNow();
    QTRY_VERIFY(!scheduler.running() && hasCode(*scheduler.issues(), "los-assertion-failed"));
    const Diagnostic* d = firstWithCode(*scheduler.issues(), "los-assertion-failed");
    QVERIFY2(d->message.starts_with("scenario croix-fouquet.scenario.yaml, which uses this map: "), d->message.c_str());
    QCOMPARE(QFileInfo(QString::fromStdString(d->file)).fileName(), QString("croix-fouquet.scenario.yaml"));
    QVERIFY(d->line > 0);
    for (const Diagnostic& i : scheduler.issues()->items())
      QVERIFY2(i.message.find("other.scenario.yaml") == std::string::npos, i.message.c_str());

    // Hostile neighbours: a folder and a pipe named as scenarios are passed over (a pipe would
    // be read forever), and the scenario that uses the map is still checked.
    QVERIFY(QDir().mkpath(QString::fromStdString(folder.path("a-folder.scenario.yaml"))));
    QCOMPARE(::mkfifo(folder.path("a-pipe.scenario.yaml").c_str(), 0600), 0);
    QElapsedTimer clock;
    clock.start();
    scheduler.validateNow();
    QTRY_VERIFY(!scheduler.running() && hasCode(*scheduler.issues(), "los-assertion-failed"));
    QVERIFY(clock.elapsed() < 10000);
  }

  // Scenario > Zones > Add on a hex map, then Save: the file reads back (the zone is written
  // as an empty list) and the Issues panel says the zone is still empty.
  void aZoneAddedOnAHexMapSavesAFileThatReadsBack() {
    DocumentFolder folder;
    folder.write("small.map.yaml", kSmallMap);
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "small.scenario.yaml", kSmallScenario));
    ScenarioEditor editor;
    editor.setDocument(&doc);
    const QString zone = editor.addZone();
    QVERIFY(!zone.isEmpty());
    ValidationScheduler scheduler;
    validate(scheduler, doc);
    QCOMPARE(doc.save(), QString());
    const LoadedDocument back = folder.load("small.scenario.yaml");
    QVERIFY2(back.ok(), back.diagnostics.all().empty() ? "" : formatDiagnostic(back.diagnostics.all().front()).c_str());
    QVERIFY(back.scenario->zone(zone.toStdString()));
    QCOMPARE(scheduler.errors(), 0);
    QVERIFY(hasCode(*scheduler.issues(), "empty-zone"));
  }

  // The Issues panel shows what the reader would say of the text Save would write, at its line
  // in that text, before anything is written (here an id that only a bad edit could set).
  void theReaderErrorsOfWhatSaveWouldWriteAreIssues() {
    DocumentFolder folder;
    folder.write("small.map.yaml", kSmallMap);
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "small.scenario.yaml", kSmallScenario));
    QVERIFY(pushScenarioEdit(doc, "rename", [](Scenario& s) {
      s.zones[0].id = "Big Wood";
      s.oob[0].entries[0].setup.zone = "Big Wood";
      return true;
    }));
    ValidationScheduler scheduler;
    validate(scheduler, doc);
    const Diagnostic* bad = firstWithCode(*scheduler.issues(), "bad-id");
    QVERIFY(bad);
    QCOMPARE(QString::fromStdString(bad->file), doc.filePath());
    QCOMPARE(bad->line, lineOf(doc.mapText(), "Big Wood"));
    QVERIFY(scheduler.errors() >= 1);
  }

  // A document never saved is validated as the text Save would write, under the name its
  // first Save offers (its id): the reader's and the checks' positions are lines of that text.
  void anUntitledMapIsValidatedWithoutAFile() {
    MapDocument doc;
    QCOMPARE(doc.newMap("fighting-formations", 6, 4, "flat", "odd", "letter-number", {{"id", "millbrook"}}), QString());
    setLevel(doc, 0, 9);
    ValidationScheduler scheduler;
    validate(scheduler, doc);
    const Diagnostic* level = firstWithCode(*scheduler.issues(), "level-out-of-range");
    QVERIFY(level);
    QCOMPARE(level->file, std::string("millbrook.map.yaml"));
    QVERIFY(level->line > 0);
  }

  void anEditDuringARunDropsItsResultAndRunsAgain() {
    // A big generated map makes one validation take long enough to edit during it.
    MapDocument doc;
    QCOMPARE(doc.newMap("fighting-formations", 200, 200, "flat", "odd", "letter-number"), QString());
    {
      MapEditBuilder edit(*doc.map());
      for (int i = 0; i < doc.map()->grid.size(); i += 3) edit.location(i).terrain = doc.map()->rules->terrainIndex("woods");
      QVERIFY(doc.push(edit, "woods"));
    }
    ValidationScheduler scheduler;
    scheduler.setDelay(0);
    scheduler.setDocument(&doc);
    scheduler.validateNow();
    QVERIFY(scheduler.job().running());
    setLevel(doc, 5, 9);  // edit while the first run is going
    scheduler.validateNow();
    QTRY_VERIFY_WITH_TIMEOUT(!scheduler.running(), 30000);
    QVERIFY(scheduler.job().discardedRuns() >= 1);
    // What is shown describes the document after the edit.
    QVERIFY(hasCode(*scheduler.issues(), "level-out-of-range"));
  }

  void theUiThreadIsNeverBlocked() {
    MapDocument doc;
    QCOMPARE(doc.newMap("fighting-formations", 200, 200, "flat", "odd", "letter-number"), QString());
    ValidationScheduler scheduler;
    scheduler.setDelay(0);
    scheduler.setDocument(&doc);
    QElapsedTimer call;
    call.start();
    scheduler.validateNow();
    const qint64 requestMs = call.elapsed();
    // While validation runs, a 10 ms UI timer keeps firing.
    int ticks = 0;
    QTimer ui;
    connect(&ui, &QTimer::timeout, [&] { ++ticks; });
    ui.start(10);
    QElapsedTimer wall;
    wall.start();
    QTRY_VERIFY_WITH_TIMEOUT(!scheduler.running(), 30000);
    const qint64 runMs = wall.elapsed();
    qInfo("request took %lld ms; validation took %lld ms; UI ticks meanwhile: %d", requestMs, runMs, ticks);
    QVERIFY2(requestMs < 100, "requesting a validation must not do the work on the UI thread");
    QVERIFY(ticks >= static_cast<int>(runMs / 10) / 3);
  }
};

QTEST_MAIN(TestValidationScheduler)
#include "tst_validation_scheduler.moc"
