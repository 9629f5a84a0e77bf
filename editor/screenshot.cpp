#include "editor/screenshot.h"

#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

namespace sandtable::editor {

void scheduleScreenshot(QQuickWindow* window, const ScreenshotRequest& request) {
  window->resize(request.size);
  // Let a few frames pass so layouts, the map fit and the label layer have settled.
  auto frames = std::make_shared<int>(0);
  QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, request, frames] {
    if (++*frames != 3) return;
    QTimer::singleShot(0, window, [window, request] {
      const QImage image = window->grabWindow();
      const bool ok = !image.isNull() && image.save(request.output, "PNG");
      std::fprintf(stderr, ok ? "sandtable-editor: wrote %s\n" : "sandtable-editor: cannot write %s\n", qPrintable(request.output));
      QGuiApplication::exit(ok ? 0 : 1);
    });
  });
  // Keep frames coming even when nothing changes.
  auto* ticker = new QTimer(window);
  QObject::connect(ticker, &QTimer::timeout, window, &QQuickWindow::update);
  ticker->start(50);
}

}  // namespace sandtable::editor
