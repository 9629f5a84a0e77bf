// `sandtable-editor --screenshot OUT.png [--size WxH] FILE`: renders the window once the
// scene has been drawn, saves it and quits.
#pragma once

#include <QSize>
#include <QString>

class QQuickWindow;

namespace sandtable::editor {

struct ScreenshotRequest {
  QString output;
  QSize size{1400, 900};
};

// Arranges for `window` to be captured after its first complete frames; the application exits
// with 0 when the PNG was written, 1 otherwise.
void scheduleScreenshot(QQuickWindow* window, const ScreenshotRequest& request);

}  // namespace sandtable::editor
