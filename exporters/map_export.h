// Map pictures as files or bytes: PNG (raster), SVG and PDF (vector, print proof). All three
// come from renderMap(); a QGuiApplication must exist (gui_runtime.h gives the CLI one).
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>
#include <optional>

#include "exporters/render_options.h"
#include "model/map.h"
#include "model/scenario.h"

namespace sandtable {

enum class ImageFormat { Png, Svg, Pdf };
// By the file's extension (case-insensitive); nullopt for anything else.
std::optional<ImageFormat> imageFormatForPath(const QString& path);

// The raster picture; a null image with a message when it would be too large to allocate.
QImage renderMapImage(const Map& map, const Scenario* scenario, const RenderOptions& options,
                      QString* error);

// Encoded bytes of each format; empty with a message on failure. The PDF is deterministic
// (no wall-clock time, fixed document id) and laid out by pdf_pages.h.
QByteArray renderMapPng(const Map& map, const Scenario* scenario, const RenderOptions& options,
                        QString* error);
QByteArray renderMapSvg(const Map& map, const Scenario* scenario, const RenderOptions& options,
                        QString* error);
QByteArray renderMapPdf(const Map& map, const Scenario* scenario, const RenderOptions& options,
                        QString* error);

// Renders into `path` (format from its extension), written atomically.
bool exportMapImage(const Map& map, const Scenario* scenario, const QString& path,
                    const RenderOptions& options, QString* error);
inline bool exportMapImage(const Scenario& scenario, const QString& path,
                           const RenderOptions& options, QString* error) {
  return exportMapImage(*scenario.map, &scenario, path, options, error);
}
inline bool exportMapImage(const Map& map, const QString& path, const RenderOptions& options,
                           QString* error) {
  return exportMapImage(map, nullptr, path, options, error);
}

// Writes `bytes` to `path` so that a crash never leaves half a file; false with a message.
bool saveBytesAtomically(const QString& path, const QByteArray& bytes, QString* error);

}  // namespace sandtable
