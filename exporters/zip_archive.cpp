#include "exporters/zip_archive.h"

#include <zip.h>

#include <QFileInfo>
#include <memory>
#include <set>

#include "model/output_file.h"

namespace sandtable {

namespace {

// 2000-01-01 00:00:00 in MS-DOS form. zip_file_set_mtime() would convert through the local
// time zone, so the bytes would depend on where the pack was made.
constexpr zip_uint16_t kDosTime = 0;
constexpr zip_uint16_t kDosDate = ((2000 - 1980) << 9) | (1 << 5) | 1;
constexpr zip_uint32_t kUnixFileMode = 0100644;

QString zipMessage(zip_error_t* error) {
  return QString::fromUtf8(zip_error_strerror(error));
}

struct ArchiveCloser {
  void operator()(zip_t* z) const {
    if (z) zip_discard(z);
  }
};
using Archive = std::unique_ptr<zip_t, ArchiveCloser>;

// Names a pack may hold: relative, forward slashes, no "..", nothing hidden in control chars.
bool safeEntryName(const std::string& name) {
  if (name.empty() || name.size() > 255 || name.front() == '/' ||
      name.find('\\') != std::string::npos)
    return false;
  if (name == ".." || name.rfind("../", 0) == 0 || name.find("/../") != std::string::npos ||
      (name.size() >= 3 && name.compare(name.size() - 3, 3, "/..") == 0))
    return false;
  for (const unsigned char c : name)
    if (c < 0x20 || c == 0x7f || c == ':') return false;
  return true;
}

// Why the entry at `index` is not a plain file a pack may hold, or "". A symbolic link
// (`lnk -> /tmp`) or a folder would be recreated as such by whoever unpacks the pack with
// another tool; a zip inside a pack hides files from the manifest's checks.
QString notAPlainFile(zip_t* zip, zip_uint64_t index, const std::string& name) {
  zip_uint8_t system = 0;
  zip_uint32_t attributes = 0;
  if (zip_file_get_external_attributes(zip, index, 0, &system, &attributes) == 0 &&
      system == ZIP_OPSYS_UNIX) {
    const zip_uint32_t type = (attributes >> 16) & 0170000;
    if (type == 0120000) return "is a symbolic link";
    if (type == 0040000) return "is a folder";
    if (type != 0 && type != 0100000) return "is not a regular file";
  }
  if (!name.empty() && name.back() == '/') return "is a folder";
  return {};
}

bool isZipData(const QByteArray& data) {
  return data.startsWith(QByteArray("PK\x03\x04", 4)) ||
         data.startsWith(QByteArray("PK\x05\x06", 4));
}

}  // namespace

bool writeZip(const QString& path, const std::vector<ZipEntry>& entries, QString* error) {
  // libzip renames its temporary file over the target: through a link that is the link's
  // target, which must be a regular file (never a device or a pipe).
  std::string refused;
  const auto target = resolveOutputFile(QFile::encodeName(path).toStdString(), &refused);
  if (!target) {
    *error = QString::fromStdString(refused);
    return false;
  }
  int code = 0;
  zip_t* raw = zip_open(target->c_str(), ZIP_CREATE | ZIP_TRUNCATE, &code);
  if (!raw) {
    zip_error_t e;
    zip_error_init_with_code(&e, code);
    *error = path + ": cannot create: " + zipMessage(&e);
    zip_error_fini(&e);
    return false;
  }
  Archive zip(raw);
  for (const ZipEntry& entry : entries) {
    // The data must outlive zip_close(): the entries vector does.
    zip_source_t* source = zip_source_buffer(zip.get(), entry.data.constData(),
                                             static_cast<zip_uint64_t>(entry.data.size()), 0);
    const zip_int64_t index =
        source ? zip_file_add(zip.get(), entry.name.c_str(), source, ZIP_FL_ENC_UTF_8) : -1;
    if (index < 0) {
      if (source) zip_source_free(source);
      *error = path + ": cannot add " + QString::fromStdString(entry.name) + ": " +
               zipMessage(zip_get_error(zip.get()));
      return false;
    }
    const auto i = static_cast<zip_uint64_t>(index);
    // PNG data is already deflated; storing it saves time and nothing else.
    const bool stored =
        entry.name.size() > 4 && entry.name.compare(entry.name.size() - 4, 4, ".png") == 0;
    if (zip_set_file_compression(zip.get(), i, stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE,
                                 stored ? 0 : 9) != 0 ||
        zip_file_set_dostime(zip.get(), i, kDosTime, kDosDate, 0) != 0 ||
        zip_file_set_external_attributes(zip.get(), i, 0, ZIP_OPSYS_UNIX, kUnixFileMode << 16) !=
            0) {
      *error = path + ": cannot set up " + QString::fromStdString(entry.name) + ": " +
               zipMessage(zip_get_error(zip.get()));
      return false;
    }
  }
  if (zip_close(zip.get()) != 0) {
    *error = path + ": cannot write: " + zipMessage(zip_get_error(zip.get()));
    return false;
  }
  zip.release();  // closed
  return true;
}

ZipReadResult readZip(const QString& path, const ZipLimits& limits) {
  ZipReadResult out;
  auto fail = [&out](ZipReadResult::Status status, const QString& why) {
    out.status = status;
    out.error = why;
    out.entries.clear();
    return out;
  };
  const QFileInfo info(path);
  if (!info.exists()) return fail(ZipReadResult::Status::Unreadable, "no such file");
  if (!info.isFile() || !info.isReadable())
    return fail(ZipReadResult::Status::Unreadable, "cannot read it (not a readable file)");

  int code = 0;
  zip_t* raw = zip_open(QFile::encodeName(path).constData(), ZIP_RDONLY | ZIP_CHECKCONS, &code);
  if (!raw) {
    zip_error_t e;
    zip_error_init_with_code(&e, code);
    QString why = zipMessage(&e);
    zip_error_fini(&e);
    if (code == ZIP_ER_OPEN || code == ZIP_ER_READ)
      return fail(ZipReadResult::Status::Unreadable, "cannot read it: " + why);
    if (code == ZIP_ER_NOZIP) {
      // A zip's directory sits at its end: a file that starts like one but has none was cut.
      QFile file(path);
      const bool zipStart =
          file.open(QIODevice::ReadOnly) && file.read(4) == QByteArray("PK\x03\x04", 4);
      why = zipStart ? "truncated or damaged: it starts like a zip file but its central directory "
                       "is missing"
                     : "not a zip archive (a pack is a zip file)";
    } else if (code == ZIP_ER_EXISTS) {
      // libzip's own words are "File already exists", which reads like a problem on disk.
      why =
          "two entries have the same name (or names that differ only after a NUL byte); "
          "a pack made by sandtable pack never has: make the pack again";
    } else if (code == ZIP_ER_INCONS) {
      why = "the zip structure is inconsistent (truncated or tampered): " + why;
    }
    return fail(ZipReadResult::Status::Corrupt, why);
  }
  Archive zip(raw);
  const zip_int64_t count = zip_get_num_entries(zip.get(), 0);
  if (count < 0 || count > limits.maxEntries)
    return fail(ZipReadResult::Status::Corrupt,
                QString("%1 entries, over the limit of %2").arg(count).arg(limits.maxEntries));
  qint64 total = 0;
  std::set<std::string> names;
  for (zip_int64_t i = 0; i < count; ++i) {
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat_index(zip.get(), static_cast<zip_uint64_t>(i), 0, &st) != 0 ||
        !(st.valid & ZIP_STAT_NAME))
      return fail(ZipReadResult::Status::Corrupt, QString("entry %1 cannot be read: ").arg(i) +
                                                      zipMessage(zip_get_error(zip.get())));
    const std::string name = st.name;
    const QString qname = QString::fromStdString(name);
    if (!safeEntryName(name))
      return fail(ZipReadResult::Status::Corrupt, "unsafe entry name '" + qname + "'");
    if (!names.insert(name).second)
      return fail(ZipReadResult::Status::Corrupt, "entry '" + qname + "' appears twice");
    if (const QString what = notAPlainFile(zip.get(), static_cast<zip_uint64_t>(i), name);
        !what.isEmpty())
      return fail(ZipReadResult::Status::Corrupt,
                  "entry '" + qname + "' " + what + "; a pack holds regular files only");
    const auto size = static_cast<qint64>(st.size);
    const auto packed = static_cast<qint64>(st.comp_size);
    if (st.size > static_cast<zip_uint64_t>(limits.maxEntryBytes))
      return fail(ZipReadResult::Status::Corrupt,
                  QString("entry '%1' claims %2 bytes, over the limit of %3 bytes; refusing to "
                          "inflate it (zip bomb?)")
                      .arg(qname)
                      .arg(st.size)
                      .arg(limits.maxEntryBytes));
    if (size > (1 << 20) && size / std::max<qint64>(packed, 1) > limits.maxRatio)
      return fail(
          ZipReadResult::Status::Corrupt,
          QString("entry '%1' would inflate %2 bytes to %3 (over %4:1); refusing it (zip bomb?)")
              .arg(qname)
              .arg(packed)
              .arg(size)
              .arg(limits.maxRatio));
    total += size;
    if (total > limits.maxTotalBytes)
      return fail(ZipReadResult::Status::Corrupt,
                  QString("the entries add up to over %1 bytes; refusing the archive (zip bomb?)")
                      .arg(limits.maxTotalBytes));
    zip_file_t* file = zip_fopen_index(zip.get(), static_cast<zip_uint64_t>(i), 0);
    if (!file)
      return fail(ZipReadResult::Status::Corrupt, "entry '" + qname + "' cannot be opened: " +
                                                      zipMessage(zip_get_error(zip.get())));
    QByteArray data;
    data.resize(size);
    const zip_int64_t got =
        size > 0 ? zip_fread(file, data.data(), static_cast<zip_uint64_t>(size)) : 0;
    // One byte more must not be there: a size in the header that lies is tampering too.
    char extra = 0;
    const zip_int64_t more = got == size ? zip_fread(file, &extra, 1) : 0;
    const QString readError =
        got < 0 || more < 0 ? QString::fromUtf8(zip_file_strerror(file)) : QString();
    zip_fclose(file);
    if (got < 0 || more < 0)
      return fail(ZipReadResult::Status::Corrupt, "entry '" + qname + "' is damaged: " + readError);
    if (got != size || more != 0)
      return fail(
          ZipReadResult::Status::Corrupt,
          "entry '" + qname + "' does not hold the size its header gives (truncated or tampered)");
    if (isZipData(data))
      return fail(ZipReadResult::Status::Corrupt,
                  "entry '" + qname +
                      "' is itself a zip archive; a pack holds regular files only, no archives");
    out.entries.push_back({name, data});
  }
  return out;
}

}  // namespace sandtable
