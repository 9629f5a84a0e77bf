// Where the `sandtable` commands write (cli.md "Where the output goes"): through links to
// regular files only, never over one of their own inputs, and never reporting success when
// standard output could not be written; JSON numbers at full precision.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>
#include <chrono>
#include <ostream>
#include <thread>

#include "../../cli/output_stream.h"
#include "cli_run.h"

using namespace sandtable::test;

namespace {

const QString kSamples = QString(SANDTABLE_SOURCE_DIR) + "/samples/";
const QString kHexMap = kSamples + "fighting-formations/croix-fouquet.map.yaml";
const QString kTableScenario = kSamples + "force-on-force/khoshkab.scenario.yaml";

bool isFifo(const QString& path) {
  struct stat st {};
  return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

// Copies a sample scenario and its map into `dir`; returns the scenario's path there.
QString copySample(const QTemporaryDir& dir, const QString& folder, const QString& stem) {
  for (const QString kind : {".scenario.yaml", ".map.yaml"})
    QFile::copy(kSamples + folder + "/" + stem + kind, dir.filePath(stem + kind));
  return dir.filePath(stem + ".scenario.yaml");
}

}  // namespace

class TestCliOutputs : public QObject {
  Q_OBJECT
 private slots:
  // pack and verify count alike: pack names the manifest and the files it lists, verify the
  // files the manifest checks ("10 entries" against "9 entries match" read as a lost file).
  void packAndVerifyCountTheSameFiles() {
    QTemporaryDir dir;
    const QString scenario = copySample(dir, "force-on-force", "khoshkab");
    const QString pack = dir.filePath("k.stpack");
    const Run wrote = runCli({"pack", scenario, "-o", pack});
    QCOMPARE(wrote.exitCode, 0);
    static const QRegularExpression packed(": (\\d+) entries \\(the manifest and the (\\d+) files it lists\\)");
    const auto m = packed.match(wrote.err);
    QVERIFY2(m.hasMatch(), qPrintable(wrote.err));
    QCOMPARE(m.captured(1).toInt(), m.captured(2).toInt() + 1);
    const Run verified = runCli({"verify", pack});
    QCOMPARE(verified.exitCode, 0);
    QVERIFY2(verified.out.contains("ok: " + m.captured(2) + " entries match the manifest"), qPrintable(verified.out));
  }

  // A save renames a new file over its target: through a link to a pipe (or a device, or a
  // folder) that would replace the pipe with a plain file.
  void everyWriterRefusesALinkToSomethingNotAFile() {
    QTemporaryDir dir;
    const QString fifo = dir.filePath("pipe");
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString scenario = copySample(dir, "force-on-force", "khoshkab");
    const QList<QPair<QString, QStringList>> writers = {
        {"out.map.yaml",
         {"generate", "--ruleset", "fighting-formations", "--columns", "5", "--rows", "5"}},
        {"out.png", {"render", kHexMap}},
        {"out.stpack", {"pack", scenario}},
        {"out.tmx", {"export", "tiled", kHexMap}},
    };
    for (const auto& [name, args] : writers) {
      const QString link = dir.filePath(name);
      QVERIFY(QFile::link(fifo, link));
      const Run r = runCli(QStringList(args) << "-o" << link);
      QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + "\n" + r.err));
      QVERIFY2(r.err.contains("a pipe (FIFO)") && r.err.contains("never replaces"),
               qPrintable(r.err));
      QVERIFY2(isFifo(fifo), qPrintable(args.join(' ') + " replaced the pipe"));
      QFile::remove(link);
    }
    // A folder given directly is refused the same way.
    QDir(dir.path()).mkdir("folder.png");
    const Run r = runCli({"render", kHexMap, "-o", dir.filePath("folder.png")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("it is a folder"), qPrintable(r.err));
  }

  void aLinkToAFileWritesTheFileAndStaysALink() {
    QTemporaryDir dir;
    QDir(dir.path()).mkdir("real");
    const QString target = dir.filePath("real/map.png");
    QFile f(target);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("old");
    f.close();
    const QString link = dir.filePath("link.png");
    QVERIFY(QFile::link(target, link));
    const Run r = runCli({"render", kHexMap, "-o", link});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(QFileInfo(target).size() > 1000);
    QCOMPARE(QDir(dir.filePath("real")).entryList(QDir::Files), QStringList{"map.png"});
  }

  void anOutputThatIsAnInputIsRefused() {
    QTemporaryDir dir;
    const QString scenario = copySample(dir, "force-on-force", "khoshkab");
    const QString map = dir.filePath("khoshkab.map.yaml");
    QFile csv(dir.filePath("oob.csv"));
    QVERIFY(csv.open(QIODevice::WriteOnly));
    csv.write("id,name,count,type\n");
    csv.close();
    QVERIFY(QFile::link(scenario, dir.filePath("alias.yaml")));
    const QList<QStringList> cases = {
        {"pack", scenario, "-o", scenario},
        {"pack", scenario, "-o", map},
        {"pack", scenario, "-o", dir.filePath("alias.yaml")},
        {"pack", scenario, "-o", dir.path() + "/./khoshkab.scenario.yaml"},
        {"export", "tiled", kHexMap, "-o", kHexMap},
        {"import", "oob", csv.fileName(), "--scenario", scenario, "--side", "red", "-o",
         csv.fileName()},
        {"import", "oob", csv.fileName(), "--scenario", scenario, "--side", "red", "-o", map},
    };
    for (const QStringList& args : cases) {
      QFile in(args.last());
      const QByteArray before = in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
      in.close();
      const Run r = runCli(args);
      QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + "\n" + r.err));
      QVERIFY2(r.err.contains("is one of the command's inputs"), qPrintable(r.err));
      QVERIFY(in.open(QIODevice::ReadOnly));
      QVERIFY2(in.readAll() == before, qPrintable(args.last() + " was changed"));
      in.close();
    }
    // import tiled: the .tmx it reads.
    const QString tmx = dir.filePath("cf.tmx");
    QCOMPARE(runCli({"export", "tiled", kHexMap, "-o", tmx}).exitCode, 0);
    const Run r = runCli({"import", "tiled", tmx, "--ruleset", "fighting-formations", "-o", tmx});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("is one of the command's inputs"), qPrintable(r.err));
  }

  // Standard output on a full device: the command must fail, not exit 0.
  void aFullStandardOutputExitsTwo() {
    const QList<QStringList> cases = {
        {"validate", kHexMap, "--format", "json"},
        {"validate", kHexMap},
        {"generate", "--ruleset", "fighting-formations", "--columns", "5", "--rows", "5", "-o",
         "-"},
        {"reach", kTableScenario, "--mobility", "foot", "--from", "10,10", "--json"},
        {"viewshed", kTableScenario, "10,10", "--cell", "2", "--json"},
        {"los", kTableScenario, "10,10", "30,20", "--json"},
    };
    for (const QStringList& args : cases) {
      const Run r = runCli(args, QString(SANDTABLE_SOURCE_DIR), "/dev/full");
      QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + " exited " +
                                           QString::number(r.exitCode) + "\n" + r.err));
      QVERIFY2(r.err.contains("cannot write the output: No space left on device"),
               qPrintable(r.err));
    }
  }

  // A reader that made its pipe non-blocking and small (as benchmark harnesses do) gets all
  // of the output: a full pipe is waited for, not taken for a failed write.
  void aSlowNonBlockingPipeGetsEveryByte() {
    int fds[2];
    QCOMPARE(::pipe(fds), 0);
    ::fcntl(fds[1], F_SETPIPE_SZ, 4096);
    ::fcntl(fds[1], F_SETFL, ::fcntl(fds[1], F_GETFL) | O_NONBLOCK);
    QByteArray got;
    std::thread reader([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(200));  // the pipe stays full
      char buffer[8192];
      for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) != 0;)
        if (n > 0)
          got.append(buffer, n);
        else if (errno != EINTR)
          break;
    });
    const std::string line(99, 'x');
    int error = 0;
    {
      sandtable::cli::FdOutputBuffer buffer(fds[1]);
      std::ostream out(&buffer);
      for (int i = 0; i < 2000; ++i) out << line << '\n';
      out.flush();
      error = buffer.error();
    }
    ::close(fds[1]);
    reader.join();
    ::close(fds[0]);
    QCOMPARE(error, 0);
    QCOMPARE(got.size(), qsizetype(200000));
  }

  // A failed file write names its cause: the old message was Qt's "Unknown error".
  void aFailedFileWriteSaysWhy() {
    QTemporaryDir dir;
    QProcess p;
    // A file-size limit of 4 KB stands in for a full disk (SIGXFSZ ignored: write fails).
    p.start("/bin/sh", {"-c", "trap '' XFSZ; ulimit -f 4; exec \"$0\" \"$@\"", SANDTABLE_CLI_PATH,
                        "render", kHexMap, "-o", dir.filePath("big.png")});
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.contains("writing failed: File too large"), qPrintable(err));
    QVERIFY(!err.contains("Unknown error"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
  }

  // Machine output keeps every digit of a cost; the text output may round.
  void jsonNumbersKeepFullPrecision() {
    const Run r = runCli({"reach", kTableScenario, "--mobility", "foot", "--from", "10,10", "--to",
                          "31.3,17.9", "--cell", "0.7", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const double cost = QJsonDocument::fromJson(r.out.toUtf8())
                            .object()["costs"]
                            .toObject()["31.3,17.9"]
                            .toDouble();
    QVERIFY2(cost != std::round(cost * 100) / 100, qPrintable(r.out));
  }
};

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_cli_outputs.moc"
