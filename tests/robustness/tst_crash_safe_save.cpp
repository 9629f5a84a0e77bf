// Issue 9, crash-safe files: a process killed in the middle of saving leaves the old file or
// the new one, never a torn one; a folder that is missing, a file or not writable gives a
// clear error and leaves the old file alone. (Recovery files and an unwritable target in the
// editor: tests/editor/tst_autosave.cpp.)
#include <signal.h>

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <string>

#include "model/document_io.h"
#include "robustness/save_documents.h"

using namespace sandtable;

namespace {

std::string contents(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return f.readAll().toStdString();
}

enum class Found { VersionA, VersionB, Torn };
Found classify(const std::string& text) {
  static const std::string a = test::saveDocument(0), b = test::saveDocument(1);
  return text == a ? Found::VersionA : text == b ? Found::VersionB : Found::Torn;
}

// Reads the helper's output until a line starting with `prefix` arrives.
bool waitForLine(QProcess& p, const QByteArray& prefix, int timeoutMs) {
  QElapsedTimer timer;
  timer.start();
  while (timer.elapsed() < timeoutMs) {
    while (p.canReadLine())
      if (p.readLine().startsWith(prefix)) return true;
    p.waitForReadyRead(100);
  }
  return false;
}

}  // namespace

class TestCrashSafeSave : public QObject {
  Q_OBJECT

  // Starts the helper, lets it save at least once, kills it after a random delay and
  // returns what the file holds. The delays spread the kills over every phase of a save.
  Found killMidSave(const QString& mode, const QString& file, int delayMs) {
    QProcess p;
    p.start(SANDTABLE_SAVE_LOOP_PATH, {mode, file});
    if (!p.waitForStarted() || !waitForLine(p, mode == "naive" ? "torn-window" : "saved", 30000))
      qFatal("robustness_save_loop did not save");
    QTest::qWait(delayMs);
    ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
    p.waitForFinished();
    return classify(contents(file));
  }

 private slots:
  void killedSavesLeaveOneWholeVersion_data() {
    QTest::addColumn<QString>("mode");
    QTest::newRow("saveFileAtomically") << "atomic";
    QTest::newRow("QSaveFile (the editor's saves)") << "qsavefile";
  }
  void killedSavesLeaveOneWholeVersion() {
    QFETCH(QString, mode);
    QTemporaryDir dir;
    const QString file = dir.filePath("board.map.yaml");
    int a = 0, b = 0;
    for (int i = 0; i < 12; ++i) {
      const Found found = killMidSave(mode, file, QRandomGenerator::global()->bounded(0, 40));
      QVERIFY2(found != Found::Torn, qPrintable(QString("kill %1 left a torn file").arg(i)));
      (found == Found::VersionA ? a : b)++;
    }
    // Whichever version survived, it is a document that loads.
    const LoadedDocument doc = loadDocument(file.toStdString());
    QVERIFY(doc.ok());
    QCOMPARE(doc.map->grid.columns, 1000);
    qInfo("%d kills left version A, %d version B", a, b);
  }

  // The control: killed in the middle of writing in place, the file is torn and the check
  // above says so. Without it the test above could pass by never looking.
  void aKilledInPlaceWriteIsSeenAsTorn() {
    QTemporaryDir dir;
    QCOMPARE(killMidSave("naive", dir.filePath("board.map.yaml"), 0), Found::Torn);
  }

  // Root ignores permissions, so these use failures that stop root too.
  void missingFolderGivesAClearError() {
    QTemporaryDir dir;
    std::string error;
    QVERIFY(!saveFileAtomically(dir.filePath("gone/board.map.yaml").toStdString(), "x", &error));
    QVERIFY2(error.find("does not exist") != std::string::npos, error.c_str());
  }
  void folderThatIsAFileGivesAClearError() {
    QTemporaryDir dir;
    QVERIFY(saveFileAtomically(dir.filePath("notes").toStdString(), "text\n", nullptr));
    std::string error;
    QVERIFY(!saveFileAtomically(dir.filePath("notes/board.map.yaml").toStdString(), "x", &error));
    QVERIFY2(error.find("notes") != std::string::npos, error.c_str());
    QCOMPARE(contents(dir.filePath("notes")), std::string("text\n"));
  }
  void unwritableFolderGivesAClearError() {
    // /proc refuses new files to everyone, root included.
    std::string error;
    QVERIFY(!saveFileAtomically("/proc/sandtable-test.map.yaml", "x", &error));
    QVERIFY2(error.find("cannot write in /proc") != std::string::npos, error.c_str());
  }
  void targetThatIsAFolderKeepsItAndSaysSo() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("board.map.yaml"));
    std::string error;
    QVERIFY(!saveFileAtomically(dir.filePath("board.map.yaml").toStdString(), "x", &error));
    QVERIFY2(error.find("board.map.yaml") != std::string::npos, error.c_str());
    QVERIFY(QFileInfo(dir.filePath("board.map.yaml")).isDir());
    // No temporary file is left beside it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 1);
  }

  // A save killed before its rename leaves its temporary file; the next save removes the ones
  // whose process is gone and keeps one whose process still runs (it may be saving now).
  void nextSaveRemovesTempFilesOfKilledSaves() {
    QTemporaryDir dir;
    const QString file = dir.filePath("board.map.yaml");
    QProcess finished;
    finished.start("true");
    QVERIFY(finished.waitForStarted());
    const qint64 deadPid = finished.processId();
    QVERIFY(finished.waitForFinished());
    const QString dead = file + ".sandtable-tmp-" + QString::number(deadPid);
    const QString live = file + ".sandtable-tmp-1";  // init runs as long as the machine does
    for (const QString& temp : {dead, live}) {
      QFile f(temp);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("half a docu");
    }
    std::string error;
    QVERIFY2(saveFileAtomically(file.toStdString(), "whole\n", &error), error.c_str());
    QVERIFY(!QFileInfo::exists(dead));
    QVERIFY(QFileInfo::exists(live));
    QCOMPARE(contents(file), std::string("whole\n"));
  }
  void replacementKeepsThePermissionsOfTheOldFile() {
    QTemporaryDir dir;
    const QString file = dir.filePath("board.map.yaml");
    QVERIFY(saveFileAtomically(file.toStdString(), "one\n", nullptr));
    const auto mode = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup;
    QVERIFY(QFile::setPermissions(file, mode));
    QVERIFY(saveFileAtomically(file.toStdString(), "two\n", nullptr));
    QCOMPARE(QFile::permissions(file) & ~(QFile::ReadUser | QFile::WriteUser), mode);
    QCOMPARE(contents(file), std::string("two\n"));
  }
  void savingThroughALinkReplacesItsTargetAndKeepsTheLink() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("real"));
    const QString target = dir.filePath("real/board.map.yaml");
    const QString link = dir.filePath("board.map.yaml");
    QVERIFY(saveFileAtomically(target.toStdString(), "one\n", nullptr));
    QVERIFY(QFile::link("real/board.map.yaml", link));
    std::string error;
    QVERIFY2(saveFileAtomically(link.toStdString(), "two\n", &error), error.c_str());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(contents(target), std::string("two\n"));
  }
};

QTEST_GUILESS_MAIN(TestCrashSafeSave)
#include "tst_crash_safe_save.moc"
