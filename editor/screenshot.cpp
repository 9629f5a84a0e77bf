#include "editor/screenshot.h"

#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>

#include "editor/map_view.h"
#include "editor/validation_scheduler.h"

namespace sandtable::editor {

namespace {
// True while validation or an overlay is still being computed in the background: the picture
// should show their results.
bool backgroundWorkPending(QQuickWindow* window) {
  for (auto* scheduler : window->findChildren<ValidationScheduler*>())
    if (scheduler->running()) return true;
  for (auto* view : window->findChildren<MapView*>())
    if (view->overlayBusy()) return true;
  return false;
}
}  // namespace

void scheduleScreenshot(QQuickWindow* window, const ScreenshotRequest& request) {
  window->resize(request.size);
  // Let a few frames pass so layouts, the map fit and the label layer have settled.
  auto frames = std::make_shared<int>(0);
  auto started = std::make_shared<QElapsedTimer>();
  started->start();
  QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, request, frames, started] {
    // Give background work up to 30 s; a stuck job must not hang a headless run.
    if (backgroundWorkPending(window) && started->elapsed() < 30000) {
      *frames = 0;
      return;
    }
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
