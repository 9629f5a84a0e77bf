// Runs the Qt Quick tests in tests/editor/qml with the editor's C++ types registered.
#include <QQmlContext>
#include <QQmlEngine>
#include <QtQuickTest>

#include "editor/editor_types.h"

class Setup : public QObject {
  Q_OBJECT
 public slots:
  void qmlEngineAvailable(QQmlEngine* engine) {
    sandtable::editor::registerEditorTypes();
    engine->rootContext()->setContextProperty("samplesDir", QStringLiteral(SANDTABLE_SOURCE_DIR "/samples"));
  }
};

QUICK_TEST_MAIN_WITH_SETUP(editor_qml, Setup)
#include "tst_editor_qml.moc"
