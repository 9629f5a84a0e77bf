// Runs the `sandtable` program under test (SANDTABLE_CLI_PATH) and keeps what it printed: exit
// code, standard output (as text and as bytes) and standard error.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace sandtable::test {

struct Run {
  int exitCode = -1;  // -1: crashed or killed
  QString out;
  QString err;
  QByteArray raw;  // stdout as bytes, for checks of the encoding itself
};

// `stdoutFile`: where standard output goes instead of the pipe (e.g. /dev/full).
inline Run runCli(const QStringList& args,
                  const QString& workingDir = QString(SANDTABLE_SOURCE_DIR),
                  const QString& stdoutFile = QString()) {
  QProcess p;
  p.setWorkingDirectory(workingDir);
  if (!stdoutFile.isEmpty()) p.setStandardOutputFile(stdoutFile);
  p.start(SANDTABLE_CLI_PATH, args);
  if (!p.waitForFinished(120000)) qFatal("sandtable did not finish");
  Run r;
  r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.raw = p.readAllStandardOutput();
  r.out = QString::fromUtf8(r.raw);
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}

}  // namespace sandtable::test
