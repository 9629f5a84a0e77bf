#include "exporters/gui_runtime.h"

#include <QGuiApplication>
#include <memory>

namespace sandtable {

namespace {

QtMessageHandler previousHandler = nullptr;

// Headless machines rarely set XDG_RUNTIME_DIR and Qt warns about it on every start; the
// warning says nothing about the user's files, so the CLI keeps stderr for what does.
void quietHandler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (type == QtWarningMsg &&
      message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
    return;
  if (previousHandler) previousHandler(type, context, message);
}

}  // namespace

void ensureGuiApplication() {
  if (QCoreApplication::instance()) return;
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  previousHandler = qInstallMessageHandler(quietHandler);
  // QGuiApplication keeps references to argc/argv for its whole life.
  static int argc = 1;
  static char name[] = "sandtable";
  static char* argv[] = {name, nullptr};
  static std::unique_ptr<QGuiApplication> app = std::make_unique<QGuiApplication>(argc, argv);
}

}  // namespace sandtable
