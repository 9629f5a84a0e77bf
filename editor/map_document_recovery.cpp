// MapDocument's recovery files: autosave writes every file Save would write to a recovery file
// of the open document (recovery_file.h), a crashed editor's files are offered at the next
// start, and a document saved, closed or replaced takes its own with it.
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QStandardPaths>

#include "editor/map_document.h"
#include "editor/recovery_file.h"
#include "editor/saved_files.h"

namespace sandtable::editor {

QString MapDocument::recoveryDir() const {
  const QString env = qEnvironmentVariable("SANDTABLE_RECOVERY_DIR");
  if (!env.isEmpty()) return env;
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/recovery";
}

QString MapDocument::recoveryFileForCurrent() const {
  const QString key = filePath_.isEmpty()
                          ? untitledKey_
                          : QString::fromLatin1(QCryptographicHash::hash(filePath_.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
  return recoveryDir() + "/" + key + ".recovery.yaml";
}

bool MapDocument::autosaveNow() {
  if (!map_ || !modified()) return false;
  // Text still in a field goes in too (a crash lost a briefing typed for minutes): the field
  // commits it as Save has it commit, and keeps the keyboard and what it shows.
  emit commitFieldRequested();
  QDir().mkpath(recoveryDir());
  // The recovery file holds every file Save would write (a scenario and its own map file too:
  // keeping only the map lost every scenario edit), with the path each belongs to.
  const std::string text =
      filePath_.isEmpty() ? recoveryText({{std::string(), mapText()}})
                          : recoveryText(savedFiles(doc_, filePath_.toStdString()));
  const QString target = recoveryFileForCurrent();
  if (!recoveryLock_ || recoveryLock_->fileName() != target + ".lock") {
    recoveryLock_ = std::make_unique<QLockFile>(target + ".lock");
    recoveryLock_->setStaleLockTime(0);  // stale only when its process is gone
    recoveryLock_->tryLock(0);  // held by another live editor on the same file: both save it
  }
  const bool ok = writeFile(target, text).isEmpty();
  emit recoveryFilesChanged();
  return ok;
}

void MapDocument::removeOwnRecoveryFile() {
  const bool existed = QFile::exists(recoveryFileForCurrent());
  if (existed) QFile::remove(recoveryFileForCurrent());
  recoveryLock_.reset();  // unlocks, removing the lock file
  if (existed) emit recoveryFilesChanged();
}

namespace {
// True when a live editor (this one or another) holds the recovery file's lock.
bool recoveryFileInUse(const QString& file) {
  QLockFile probe(file + ".lock");
  probe.setStaleLockTime(0);
  if (!probe.tryLock(0)) return true;
  probe.unlock();
  return false;
}
}  // namespace

QStringList MapDocument::recoveryFiles() const {
  QStringList out;
  const QDir dir(recoveryDir());
  for (const QFileInfo& f : dir.entryInfoList({"*.recovery.yaml"}, QDir::Files, QDir::Time))
    if (f.absoluteFilePath() != recoveryFileForCurrent() && !recoveryFileInUse(f.absoluteFilePath()))
      out << f.absoluteFilePath();
  return out;
}

QString MapDocument::recover(const QString& recoveryFile) {
  QFile file(recoveryFile);
  if (!file.open(QIODevice::ReadOnly)) return tr("Cannot read the recovery file %1.").arg(recoveryFile);
  const std::optional<RecoveredFiles> parts = readRecoveryText(file.readAll().toStdString());
  if (!parts) return tr("The recovery file %1 is cut short: it cannot be recovered.").arg(recoveryFile);
  const QString original = QString::fromStdString(parts->documentPath);
  // Read it as if it were the original file, so that relative references resolve (to the
  // recovered texts of the files it refers to, where it has them).
  const QString readAs = original.isEmpty() ? recoveryFile : original;
  LoadedDocument doc = loadDocumentFromText(parts->documentText, readAs.toStdString(), ReadPath::Fast, parts->others);
  adopt(std::move(doc), original);
  if (!map_) return loadErrors_.join('\n');
  recovered_ = true;  // the recovered work is not on disk yet
  file.close();
  QFile::remove(recoveryFile);
  emit recoveryFilesChanged();
  emit modifiedChanged();
  emit titleChanged();
  return {};
}

void MapDocument::discardRecovery(const QString& recoveryFile) {
  QFile::remove(recoveryFile);
  emit recoveryFilesChanged();
}

QString MapDocument::recoveryDescription(const QString& recoveryFile) const {
  const QFileInfo info(recoveryFile);
  const QString when = QLocale().toString(info.lastModified(), QLocale::ShortFormat);
  QFile file(recoveryFile);
  std::optional<RecoveredFiles> parts;
  if (file.open(QIODevice::ReadOnly)) parts = readRecoveryText(file.readAll().toStdString());
  if (!parts) return tr("%1 (cut short: it cannot be recovered)").arg(info.fileName());
  if (parts->documentPath.empty()) return tr("a new map that was never saved, autosaved %1").arg(when);
  const QFileInfo document(QString::fromStdString(parts->documentPath));
  return tr("%1 in %2, autosaved %3").arg(document.fileName(), document.absolutePath(), when);
}

}  // namespace sandtable::editor
