// robustness_save_loop MODE FILE: saves FILE over and over, alternating between two large
// documents, until it is killed; prints "saved N" after each save. tst_crash_safe_save kills
// it with SIGKILL at random moments and checks that FILE always holds one document whole.
//   atomic     model's saveFileAtomically (every Sandtable tool and `sandtable fmt`)
//   qsavefile  QSaveFile, as the editor saves (temp file, commit renames it into place)
//   naive      truncate and write in place, then report "torn-window" halfway and wait:
//              the control that shows the check sees a torn file
#include <QByteArray>
#include <QFile>
#include <QSaveFile>
#include <cstdio>
#include <string>
#include <thread>

#include "model/document_io.h"
#include "robustness/save_documents.h"

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  const std::string mode = argv[1];
  const std::string path = argv[2];
  const std::string docs[2] = {sandtable::test::saveDocument(0), sandtable::test::saveDocument(1)};
  for (long n = 0;; ++n) {
    const std::string& text = docs[n % 2];
    if (mode == "atomic") {
      std::string error;
      if (!sandtable::saveFileAtomically(path, text, &error)) {
        std::fprintf(stderr, "%s\n", error.c_str());
        return 1;
      }
    } else if (mode == "qsavefile") {
      QSaveFile file(QString::fromStdString(path));
      if (!file.open(QIODevice::WriteOnly) ||
          file.write(text.data(), static_cast<qint64>(text.size())) !=
              static_cast<qint64>(text.size()) ||
          !file.commit())
        return 1;
    } else {
      QFile file(QString::fromStdString(path));
      if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 1;
      const auto half = static_cast<qint64>(text.size() / 2);
      file.write(text.data(), half);
      file.flush();
      std::printf("torn-window\n");
      std::fflush(stdout);
      std::this_thread::sleep_for(std::chrono::seconds(60));
      return 1;
    }
    std::printf("saved %ld\n", n + 1);
    std::fflush(stdout);
  }
}
