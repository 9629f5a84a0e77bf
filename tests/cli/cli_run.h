// Runs the `sandtable` program for the CLI tests: exit code, standard output and error.
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
};

// `stdoutFile`: where standard output goes instead of the pipe (e.g. /dev/full).
inline Run runCli(const QStringList& args,
                  const QString& workingDir = QString(SANDTABLE_SOURCE_DIR),
                  const QString& stdoutFile = QString()) {
  QProcess p;
  p.setWorkingDirectory(workingDir);
  if (!stdoutFile.isEmpty()) p.setStandardOutputFile(stdoutFile);
  p.start(SANDTABLE_CLI_PATH, args);
  if (!p.waitForFinished(60000)) qFatal("sandtable did not finish");
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace sandtable::test
