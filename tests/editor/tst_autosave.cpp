// Files done right: saving, the unsaved mark, autosave to a recovery file and recovery, and
// clear errors instead of silent failures.
#include <QtTest>
#include <sys/stat.h>

#include "editor/map_tools.h"
#include "editor/recovery_file.h"
#include "editor/scenario_editor.h"
#include "editor/table_shapes.h"
#include "editor_test_support.h"
#include "../model/table_documents.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

class TestAutosave : public QObject {
  Q_OBJECT
  QTemporaryDir recovery_;

  void paint(MapDocument& doc, int index, const char* terrain) {
    MapEditBuilder edit(*doc.map());
    paintTerrain(edit, {index}, doc.map()->rules->terrainIndex(terrain));
    QVERIFY(doc.push(edit, "Paint"));
  }
  // Opens the small map as `name` in `folder`, edits it and autosaves: true when its recovery
  // file was written.
  bool editedAndAutosaved(MapDocument& doc, DocumentFolder& folder, const std::string& name) {
    if (!openFixture(doc, folder, name, kSmallMap)) return false;
    MapEditBuilder edit(*doc.map());
    paintTerrain(edit, {1}, doc.map()->rules->terrainIndex("woods"));
    return doc.push(edit, "Paint") && doc.autosaveNow() && QFile::exists(doc.recoveryFileForCurrent());
  }
  static QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  }

 private slots:
  void init() {
    qputenv("SANDTABLE_RECOVERY_DIR", recovery_.path().toUtf8());
    for (const QString& f : QDir(recovery_.path()).entryList(QDir::Files)) QFile::remove(recovery_.filePath(f));
  }

  void titleMarksUnsavedChanges() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "t.map.yaml", kSmallMap));
    QCOMPARE(doc.title(), QString("t.map.yaml — Sandtable"));
    paint(doc, 0, "woods");
    QCOMPARE(doc.title(), QString("t.map.yaml * — Sandtable"));
    QCOMPARE(doc.save(), QString());
    QCOMPARE(doc.title(), QString("t.map.yaml — Sandtable"));
  }

  void saveReopenFindsTheMapUnchanged() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "s.map.yaml", kSmallMap));
    paint(doc, 5, "building");
    const std::string edited = doc.mapText();
    QCOMPARE(doc.save(), QString());
    MapDocument again;
    QCOMPARE(again.open(QString::fromStdString(folder.path("s.map.yaml"))), QString());
    QCOMPARE(again.mapText(), edited);
    QCOMPARE(fileBytes(QString::fromStdString(folder.path("s.map.yaml"))).toStdString(), edited);
  }

  void autosaveWritesARecoveryFileThatRecovers() {
    DocumentFolder folder;
    std::string edited;
    QString path;
    {
      MapDocument doc;
      QVERIFY(openFixture(doc, folder, "r.map.yaml", kSmallMap));
      path = doc.filePath();
      QVERIFY(!doc.autosaveNow());  // nothing to save while clean
      paint(doc, 0, "woods");  // A1 is open ground
      edited = doc.mapText();
      QVERIFY(doc.autosaveNow());
      QVERIFY(QFile::exists(doc.recoveryFileForCurrent()));
      // The document is destroyed with unsaved changes, as in a crash: the file stays.
    }
    MapDocument next;
    QCOMPARE(next.recoveryFiles().size(), 1);
    QCOMPARE(next.recover(next.recoveryFiles().first()), QString());
    QCOMPARE(next.mapText(), edited);
    QCOMPARE(next.filePath(), path);
    QVERIFY(next.modified());  // recovered work is not on disk until saved
    QVERIFY(next.recoveryFiles().isEmpty());
    // The original file was never touched.
    QCOMPARE(fileBytes(path).toStdString(), std::string(kSmallMap));
  }

  // A scenario with its own map file: the recovery keeps both files' edits (it kept only the
  // map, and a crash lost every scenario edit since the last save).
  void aScenariosRecoveryKeepsTheScenarioAndItsMap() {
    QTemporaryDir dir;
    for (const char* suffix : {".map.yaml", ".scenario.yaml"})
      QVERIFY(QFile::copy(test::sample("field-of-fire/mill-hamlet") + suffix, dir.filePath(QString("mill-hamlet") + suffix)));
    const QString path = dir.filePath("mill-hamlet.scenario.yaml");
    std::string mapEdited;
    {
      MapDocument doc;
      QCOMPARE(doc.open(path), QString());
      ScenarioEditor editor;
      editor.setDocument(&doc);
      editor.setTitle("Recovered title");
      doc.toggleHill(0);
      mapEdited = doc.mapText();
      QVERIFY(doc.autosaveNow());
    }
    MapDocument next;
    QCOMPARE(next.recoveryFiles().size(), 1);
    QCOMPARE(next.recover(next.recoveryFiles().first()), QString());
    QCOMPARE(next.filePath(), path);
    ScenarioEditor editor;
    editor.setDocument(&next);
    QCOMPARE(editor.title(), QString("Recovered title"));
    QCOMPARE(next.unsavedFileNames(), (QStringList{"mill-hamlet.map.yaml", "mill-hamlet.scenario.yaml"}));
    QVERIFY(next.modified());
  }

  // A recovery file cut short (a part's length runs past its end) is refused, not half read.
  void aRecoveryFileCutShortIsRefused() {
    const std::string whole = recoveryText({{"/m/a.map.yaml", "map text\n"}, {"/m/a.scenario.yaml", "scenario\n"}});
    const auto read = readRecoveryText(whole);
    QVERIFY(read);
    QCOMPARE(read->documentPath, std::string("/m/a.scenario.yaml"));
    QCOMPARE(read->others.at("/m/a.map.yaml"), std::string("map text\n"));
    QCOMPARE(read->documentText, std::string("scenario\n"));
    QVERIFY(!readRecoveryText(whole.substr(0, whole.find("map text") + 3)));
  }

  // Two editors at once: neither offers to recover (or discard) the work the other one is
  // still doing. Once the other is gone without saving, as in a crash, its work is offered.
  void aRunningEditorsRecoveryFileIsNotOffered() {
    DocumentFolder folder;
    MapDocument next;
    {
      MapDocument running;
      QVERIFY(openFixture(running, folder, "busy.map.yaml", kSmallMap));
      paint(running, 0, "woods");
      QVERIFY(running.autosaveNow());
      QVERIFY(QFile::exists(running.recoveryFileForCurrent()));
      QVERIFY(next.recoveryFiles().isEmpty());
    }
    QCOMPARE(next.recoveryFiles().size(), 1);
  }

  // A crash leaves the lock of a process that no longer runs: the work is offered.
  void aCrashedEditorsRecoveryFileIsOffered() {
    const QString file = recovery_.filePath("0123456789abcdef.recovery.yaml");
    QFile recoveryFile(file);
    QVERIFY(recoveryFile.open(QIODevice::WriteOnly));
    recoveryFile.write(QByteArray("# sandtable-recovery: /nowhere/x.map.yaml\n") + kSmallMap);
    recoveryFile.close();
    QProcess gone;  // a process that has run and ended: its id is no live editor's
    gone.start("true", {});
    QVERIFY(gone.waitForStarted());
    const qint64 pid = gone.processId();
    QVERIFY(gone.waitForFinished());
    QFile lock(file + ".lock");
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(pid) + "\nsandtable-editor\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    MapDocument next;
    QCOMPARE(next.recoveryFiles(), QStringList{file});
  }

  void autosaveRunsOnItsTimer() {
    DocumentFolder folder;
    MapDocument doc;
    doc.setAutosaveInterval(50);
    QVERIFY(openFixture(doc, folder, "timer.map.yaml", kSmallMap));
    paint(doc, 2, "rough");
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(doc.recoveryFileForCurrent()), 3000);
  }

  void savingRemovesTheRecoveryFile() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(editedAndAutosaved(doc, folder, "c.map.yaml"));
    QCOMPARE(doc.save(), QString());
    QVERIFY(!QFile::exists(doc.recoveryFileForCurrent()));
  }

  // Another document opened in its place (the window asked, and the edits were discarded):
  // the replaced document's recovery file goes too, so a later crash does not offer them.
  void aReplacedDocumentsRecoveryFileGoes() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(editedAndAutosaved(doc, folder, "d.map.yaml"));
    const QString recovery = doc.recoveryFileForCurrent();
    QVERIFY(openFixture(doc, folder, "e.map.yaml", kSmallMap));
    QVERIFY(!QFile::exists(recovery));
  }

  // The prompt names a recovery file by its document and the time it was written.
  void aRecoveryFileIsDescribedByItsDocument() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(editedAndAutosaved(doc, folder, "vaux.map.yaml"));
    const QString description = doc.recoveryDescription(doc.recoveryFileForCurrent());
    QVERIFY2(description.startsWith("vaux.map.yaml in " + QFileInfo(doc.filePath()).absolutePath() + ", autosaved "),
             qPrintable(description));
    MapDocument untitled;
    QCOMPARE(untitled.newMap("fighting-formations", 4, 3, "flat", "odd", "letter-number"), QString());
    paint(untitled, 0, "woods");
    QVERIFY(untitled.autosaveNow());
    QVERIFY(untitled.recoveryDescription(untitled.recoveryFileForCurrent()).startsWith("a new map that was never saved"));
  }

  void anUnwritableTargetGivesAClearErrorAndKeepsTheOldFile() {
    // A folder standing where the file should go cannot be replaced by a file (even by root).
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "w.map.yaml", kSmallMap));
    paint(doc, 1, "woods");
    const QString blocked = QString::fromStdString(folder.path("blocked.map.yaml"));
    QVERIFY(QDir().mkpath(blocked));
    const QString error = doc.saveAs(blocked);
    QVERIFY2(error.contains("blocked.map.yaml"), qPrintable(error));
    QVERIFY(doc.modified());
    QVERIFY(QFileInfo(blocked).isDir());
    QCOMPARE(fileBytes(QString::fromStdString(folder.path("w.map.yaml"))).toStdString(), std::string(kSmallMap));
  }

  // Save writes through a link to a document and keeps the link (the file it points to is
  // replaced), but never replaces a pipe or device the link points to.
  void saveThroughALinkKeepsTheLinkAndRefusesAPipe() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "real.map.yaml", kSmallMap));
    paint(doc, 12, "woods");
    const QString real = QString::fromStdString(folder.path("real.map.yaml"));
    const QString link = QString::fromStdString(folder.path("link.map.yaml"));
    QVERIFY(QFile::link(real, link));
    QCOMPARE(doc.saveAs(link), QString());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(fileBytes(real).toStdString(), doc.mapText());

    const std::string fifo = folder.path("pipe");
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    const QString pipeLink = QString::fromStdString(folder.path("pipe.map.yaml"));
    QVERIFY(QFile::link(QString::fromStdString(fifo), pipeLink));
    paint(doc, 13, "woods");
    const QString error = doc.saveAs(pipeLink);
    QVERIFY2(error.contains("pipe"), qPrintable(error));
    QVERIFY(doc.modified());
    QVERIFY(QFileInfo(QString::fromStdString(fifo)).exists());
    QVERIFY(!QFileInfo(QString::fromStdString(fifo)).isFile());  // still the pipe
  }

  // Saving a scenario rewrites its map's file too; the comment block at the top of that file
  // is kept, as it is when the map is saved on its own.
  void savingAScenarioKeepsItsMapFilesComment() {
    DocumentFolder folder;
    const std::string samples = SANDTABLE_SOURCE_DIR "/samples/field-of-fire/";
    const std::string mapText = fileText(samples + "mill-hamlet.map.yaml");
    QVERIFY(mapText.rfind("# ", 0) == 0);
    folder.write("mill-hamlet.map.yaml", mapText);
    folder.write("mill-hamlet.scenario.yaml", fileText(samples + "mill-hamlet.scenario.yaml"));
    MapDocument doc;
    QCOMPARE(doc.open(QString::fromStdString(folder.path("mill-hamlet.scenario.yaml"))), QString());
    QVERIFY(doc.isCards());
    paint(doc, 0, doc.map()->terrain[0] == doc.map()->rules->terrainIndex("woods") ? "open" : "woods");
    QCOMPARE(doc.save(), QString());
    const std::string saved = fileText(folder.path("mill-hamlet.map.yaml"));
    QVERIFY(saved != mapText);  // the edit reached the map file
    const std::string comment = mapText.substr(0, mapText.find("sandtable:"));
    QVERIFY2(saved.rfind(comment, 0) == 0, saved.substr(0, 200).c_str());
  }

  void aMissingFolderGivesAClearError() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "m.map.yaml", kSmallMap));
    paint(doc, 1, "woods");
    const QString error = doc.saveAs(QString::fromStdString(folder.path("no/such/folder/m.map.yaml")));
    QVERIFY2(error.contains("no/such/folder"), qPrintable(error));
    QVERIFY(doc.modified());
  }

  void aBrokenFileShowsItsDiagnosticsInsteadOfAMap() {
    DocumentFolder folder;
    folder.write("bad.map.yaml", replaced(kSmallMap, "W: woods", "W: wods"));
    MapDocument doc;
    const QString error = doc.open(QString::fromStdString(folder.path("bad.map.yaml")));
    QVERIFY(!doc.hasMap());
    QCOMPARE(doc.loadErrors().size(), 1);
    QVERIFY(doc.loadErrors().first().contains("bad.map.yaml:15:"));
    QVERIFY(doc.loadErrors().first().contains("did you mean 'woods'"));
    QVERIFY(error.contains("wods"));
  }

  // A miniatures table opens as a table: its size, unit and pieces, nothing refused.
  void aTableOpensWithItsSizeAndFeatures() {
    DocumentFolder folder;
    folder.write("farm-table.map.yaml", sandtable::test::kTableMap);
    MapDocument doc;
    QCOMPARE(doc.open(QString::fromStdString(folder.path("farm-table.map.yaml"))), QString());
    QVERIFY(doc.hasMap());
    QVERIFY(doc.isTable());
    QVERIFY(doc.tableWidth() > 0);
    QVERIFY(doc.tableHeight() > 0);
    QVERIFY(!doc.map()->features.empty());
    QVERIFY(!doc.modified());
  }

  // New Map offers every ruleset; a table ruleset asks for a size instead of a grid.
  void newMapOffersTablesWithASize() {
    MapDocument doc;
    QVERIFY(doc.builtinRulesets().contains("focused-firepower"));
    QVERIFY(doc.builtinRulesets().contains("force-on-force"));
    QCOMPARE(doc.rulesetGrid("focused-firepower"), QString("table"));
    QVERIFY(doc.validateNewMap("focused-firepower", 20, 15).contains("width and height"));
    QVERIFY(!doc.validateNewTable("focused-firepower", 0, 48).isEmpty());
    QVERIFY(!doc.validateNewTable("focused-firepower", 72, 20000).isEmpty());
    QVERIFY(!doc.validateNewTable("fighting-formations", 72, 48).isEmpty());
    QCOMPARE(doc.validateNewTable("focused-firepower", 72, 48), QString());
    // The dialog proposes the size the ruleset prefers.
    QCOMPARE(doc.tableDefaults("focused-firepower")["width"].toDouble(), 96.0);
    QCOMPARE(doc.tableDefaults("focused-firepower")["height"].toDouble(), 72.0);
    QCOMPARE(doc.newTable("force-on-force", 96, 72, "cm"), QString());
    QVERIFY(doc.isTable());
    QCOMPARE(doc.tableWidth(), 96.0);
    QCOMPARE(doc.tableUnit(), QString("cm"));
    QVERIFY(!doc.modified());
    // What New Table makes is a document the reader takes back unchanged.
    DocumentFolder folder;
    const QString path = QString::fromStdString(folder.path("new.map.yaml"));
    QCOMPARE(doc.saveAs(path), QString());
    MapDocument reopened;
    QCOMPARE(reopened.open(path), QString());
    QVERIFY(reopened.isTable());
    QCOMPARE(reopened.tableHeight(), 72.0);
    QCOMPARE(reopened.mapText(), doc.mapText());
  }

  // New Scenario on a table made with New Table: the map has no file, so it is saved beside
  // the scenario; both files read back as a scenario on that table, and the document is now
  // the scenario (clean, undo history kept, the map edits in the map file).
  void newScenarioForANewTableSavesBothFiles() {
    DocumentFolder folder;
    MapDocument doc;
    QCOMPARE(doc.newTable("focused-firepower", 96, 72, "in"), QString());
    TableEditBuilder edit(*doc.map());
    const ShapeOrError woods = rectFromCorners({10, 10}, {22, 18});
    QCOMPARE(addFeature(edit, doc.map()->rules->terrainIndex("woods"), woods.shape, "woods"), std::string());
    QVERIFY(doc.pushTable(edit, "Draw"));
    const QString path = QString::fromStdString(folder.path("dawn"));
    QCOMPARE(doc.newScenarioMapPath(path), QString::fromStdString(folder.path("dawn.map.yaml")));
    QCOMPARE(doc.rulesetTurns(), doc.map()->rules->scenarioDefaults && doc.map()->rules->scenarioDefaults->turns ? *doc.map()->rules->scenarioDefaults->turns : 0);
    QCOMPARE(doc.newScenario(path, "Dawn at Cressonville", 10, {"gb", "de"}, {"British", ""}), QString());
    QVERIFY(doc.hasScenario());
    QVERIFY(!doc.modified());
    QVERIFY(doc.canUndo());
    QCOMPARE(doc.filePath(), QString::fromStdString(folder.path("dawn.scenario.yaml")));
    QCOMPARE(doc.sideIds(), QStringList({"gb", "de"}));

    MapDocument reopened;
    QCOMPARE(reopened.open(doc.filePath()), QString());
    QVERIFY(reopened.hasScenario() && reopened.isTable());
    const Scenario& s = *reopened.scenario();
    QCOMPARE(s.id, std::string("dawn"));
    QCOMPARE(s.title, std::string("Dawn at Cressonville"));
    QCOMPARE(s.mapPath, std::string("dawn.map.yaml"));
    QCOMPARE(s.turns, 10);
    QCOMPARE(s.first, std::string("gb"));
    QCOMPARE(s.sides[1].name, std::string("de"));  // a side without a name takes its id
    QCOMPARE(reopened.map()->features.size(), std::size_t{1});
    QCOMPARE(reopened.map()->features[0].id, std::string("woods-1"));
  }

  // A map with its own file keeps it: the scenario names it relative to itself.
  void newScenarioForASavedMapNamesItsFile() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "m.map.yaml", kSmallMap));
    QDir(QString::fromStdString(folder.path(""))).mkpath("scenarios");
    const QString path = QString::fromStdString(folder.path("scenarios/first.scenario.yaml"));
    QCOMPARE(doc.newScenarioMapPath(path), QString::fromStdString(folder.path("m.map.yaml")));
    QCOMPARE(doc.newScenario(path, "", 6, {"us", "de"}, {"US", "German"}), QString());
    MapDocument reopened;
    QCOMPARE(reopened.open(path), QString());
    QCOMPARE(reopened.scenario()->mapPath, std::string("../m.map.yaml"));
    QCOMPARE(reopened.scenario()->title, std::string("first"));
    QVERIFY(!QFileInfo::exists(QString::fromStdString(folder.path("scenarios/first.map.yaml"))));
  }

  // What the dialog refuses, with the reason, before anything is written.
  void newScenarioRefusesBadInput() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(!doc.validateNewScenario("x", 8, {"a", "b"}).isEmpty());  // no map open
    QVERIFY(openFixture(doc, folder, "m.map.yaml", kSmallMap));
    const QString path = QString::fromStdString(folder.path("s.scenario.yaml"));
    QCOMPARE(doc.validateNewScenario(path, 8, {"us", "de"}), QString());
    QVERIFY(doc.validateNewScenario("", 8, {"us", "de"}).contains("file name"));
    QVERIFY(doc.validateNewScenario(path, 8, {"us", "us"}).contains("different"));
    QVERIFY(doc.validateNewScenario(path, 8, {"us", "Bad Id"}).contains("side id 'Bad Id' is not a valid id"));
    QVERIFY(doc.validateNewScenario(path, 8, {"us"}).contains("two sides"));
    QVERIFY(doc.validateNewScenario(path, -1, {"us", "de"}).contains("Turns"));
    QVERIFY(doc.validateNewScenario(path, 0, {"us", "de"}).contains("Turns"));  // would not read back
    QVERIFY(doc.validateNewScenario(QString::fromStdString(folder.path("m.map.yaml")), 8, {"us", "de"}).contains("exists"));
    QVERIFY(doc.validateNewScenario(QString::fromStdString(folder.path("no-such-dir/s")), 8, {"us", "de"}).contains("does not exist"));
    QVERIFY(doc.newScenario(path, "", 8, {"us", "us"}, {}).contains("different"));
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(!doc.hasScenario());
  }

  void newMapDialogValidation() {
    MapDocument doc;
    QVERIFY(!doc.validateNewMap("fighting-formations", 0, 10).isEmpty());
    QVERIFY(!doc.validateNewMap("fighting-formations", 3000, 10).isEmpty());
    QVERIFY(!doc.validateNewMap("no-such-ruleset", 20, 15).isEmpty());
    QVERIFY(doc.validateNewMap("fighting-formations", 20, 15).isEmpty());
    QCOMPARE(doc.newMap("fighting-formations", 20, 15, "pointy", "even", "numeric"), QString());
    QCOMPARE(doc.map()->grid.size(), 300);
    QCOMPARE(doc.labelOf(0), QString("0101"));
    QVERIFY(!doc.modified());
    QCOMPARE(doc.rulesetGrid("field-of-fire"), QString("cards"));
  }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
