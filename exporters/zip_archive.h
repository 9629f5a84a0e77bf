// Zip files through libzip, for scenario packs. Writing is deterministic (entries in the
// order given, fixed DOS timestamps, fixed attributes, no extra fields). Reading never trusts
// the archive: sizes, entry counts, names and compression ratios are checked against limits
// before anything is inflated, so a hostile file gets a message, not a crash or an OOM.
#pragma once

#include <QByteArray>
#include <QString>
#include <string>
#include <vector>

namespace sandtable {

struct ZipEntry {
  std::string name;
  QByteArray data;
};

// Writes `entries` to `path` (libzip writes a temporary file and renames it into place).
bool writeZip(const QString& path, const std::vector<ZipEntry>& entries, QString* error);

struct ZipLimits {
  qint64 maxEntryBytes = 256ll << 20;  // a 200x200 map.png is ~10 MB; 256 MB is absurd
  qint64 maxTotalBytes = 1ll << 30;
  int maxEntries = 4096;
  qint64 maxRatio = 200;  // uncompressed / compressed beyond this is a zip bomb's signature
};

struct ZipReadResult {
  enum class Status { Ok, Unreadable, Corrupt };
  Status status = Status::Ok;
  QString error;  // Unreadable / Corrupt: what is wrong, naming the file and the entry
  std::vector<ZipEntry> entries;  // in the archive's order
};

ZipReadResult readZip(const QString& path, const ZipLimits& limits = {});

}  // namespace sandtable
