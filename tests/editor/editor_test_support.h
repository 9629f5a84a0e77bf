// Shared by the editor tests: documents opened from the fixture texts.
#pragma once

#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickWindow>
#include <QTemporaryDir>

#include "../model/test_documents.h"
#include "editor/map_document.h"
#include "model/document_io.h"

namespace sandtable::test {

// Writes `text` as NAME into `folder` and opens it in `doc`; fails the test when it does not load.
inline bool openFixture(editor::MapDocument& doc, DocumentFolder& folder, const std::string& name, const std::string& text) {
  folder.write(name, text);
  const QString error = doc.open(QString::fromStdString(folder.path(name)));
  if (!error.isEmpty()) qWarning("%s", qPrintable(error));
  return error.isEmpty() && doc.hasMap();
}

// A file of the project's samples/ folder.
inline QString sample(const char* name) { return QString(SANDTABLE_SOURCE_DIR) + "/samples/" + name; }

// A sample scenario read with its map, or null when it does not load.
inline std::shared_ptr<Scenario> loadSampleScenario(const char* name) {
  LoadedDocument doc = loadDocument(sample(name).toStdString());
  if (!doc.ok() || !doc.scenario || !doc.scenario->map) return nullptr;
  return doc.scenario;
}

// Loads the editor's window (qrc:/Sandtable/Main.qml) on `doc` as the application does, without the
// recovery prompt; null when it does not load.
inline QQuickWindow* loadEditorWindow(QQmlApplicationEngine& engine, editor::MapDocument& doc) {
  engine.rootContext()->setContextProperty("appDocument", &doc);
  engine.rootContext()->setContextProperty("offerRecovery", false);
  engine.load(QUrl("qrc:/Sandtable/Main.qml"));
  return engine.rootObjects().size() == 1 ? qobject_cast<QQuickWindow*>(engine.rootObjects().first()) : nullptr;
}

}  // namespace sandtable::test
