// libFuzzer target: scenario packs as `sandtable verify` reads them. The first byte picks what
// the rest is: even, a whole pack file (libzip, limits, manifest, hashes, packed documents);
// odd, a manifest.yaml on its own, which a fuzzer could not reach through a zip's CRCs.
#include <unistd.h>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <cstdint>
#include <cstdlib>

#include "exporters/pack_manifest.h"
#include "exporters/pack_verify.h"

namespace {

// One file per fuzzer process, in memory when /dev/shm is there.
QString packPath() {
  static const QString path = (QDir("/dev/shm").exists() ? QString("/dev/shm") : QDir::tempPath()) +
                              QString("/sandtable-fuzz-%1.stpack").arg(::getpid());
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return -1;
  const QByteArray rest(reinterpret_cast<const char*>(data + 1), static_cast<qsizetype>(size - 1));
  if (data[0] % 2 == 1) {
    QString error;
    (void)sandtable::parseManifest(rest, &error);
    return 0;
  }
  QFile file(packPath());
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(rest) != rest.size())
    std::abort();
  file.close();
  (void)sandtable::verifyPack(packPath());
  return 0;
}
