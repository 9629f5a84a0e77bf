// Runs the Qt Quick tests in tests/editor/qml with the editor's C++ types registered. Local
// files the QML opens "externally" (Qt.openUrlExternally) are recorded in `openedUrls.last`
// instead of being handed to the desktop. The editor's window (qml/Main.qml) can be made as
// the application makes it: `appDocument` is its document, without the recovery prompt.
#include <QDesktopServices>
#include <QQmlContext>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QtQuickTest>

#include "editor/editor_types.h"
#include "editor/map_document.h"

class UrlRecorder : public QObject {
  Q_OBJECT
  Q_PROPERTY(QUrl last READ last NOTIFY opened)
 public:
  QUrl last() const { return last_; }
 public slots:
  void open(const QUrl& url) {
    last_ = url;
    emit opened();
  }
 signals:
  void opened();

 private:
  QUrl last_;
};

class Setup : public QObject {
  Q_OBJECT
 public:
  ~Setup() override { QDesktopServices::unsetUrlHandler("file"); }

 public slots:
  void qmlEngineAvailable(QQmlEngine* engine) {
    sandtable::editor::registerEditorTypes();
    QDesktopServices::setUrlHandler("file", &urls_, "open");
    engine->rootContext()->setContextProperty("openedUrls", &urls_);
    engine->rootContext()->setContextProperty("samplesDir", QStringLiteral(SANDTABLE_SOURCE_DIR "/samples"));
    // Where tests may save documents (removed with the run).
    engine->rootContext()->setContextProperty("tempDir", temp_.path());
    engine->rootContext()->setContextProperty("appDocument", &document_);
    engine->rootContext()->setContextProperty("offerRecovery", false);
  }

 private:
  UrlRecorder urls_;
  QTemporaryDir temp_;
  sandtable::editor::MapDocument document_;
};

QUICK_TEST_MAIN_WITH_SETUP(editor_qml, Setup)
#include "tst_editor_qml.moc"
