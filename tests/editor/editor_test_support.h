// Shared by the editor tests: documents opened from the fixture texts.
#pragma once

#include <QTemporaryDir>

#include "../model/test_documents.h"
#include "editor/map_document.h"

namespace sandtable::test {

// Writes `text` as NAME into `folder` and opens it in `doc`; fails the test when it does not load.
inline bool openFixture(editor::MapDocument& doc, DocumentFolder& folder, const std::string& name, const std::string& text) {
  folder.write(name, text);
  const QString error = doc.open(QString::fromStdString(folder.path(name)));
  if (!error.isEmpty()) qWarning("%s", qPrintable(error));
  return error.isEmpty() && doc.hasMap();
}

}  // namespace sandtable::test
