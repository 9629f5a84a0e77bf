#include "exporters/map_export.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>

#include "exporters/map_renderer.h"
#include "exporters/pdf_pages.h"
#include "exporters/png_encoder.h"
#include "exporters/table_layout.h"
#include "model/document_io.h"

namespace sandtable {

namespace {

// QPainter's raster engine works in 16.16 fixed point and QImage needs one allocation:
// beyond this the picture cannot be drawn reliably, and a smaller hex size is the answer.
constexpr double kMaxSide = 30000;
// Drawing and encoding take about 7.5 bytes a pixel at the peak (a 75-million-pixel table
// picture: 545 MB, 2.4 s), so this keeps any PNG under about 750 MB and a few seconds. A
// 200x200 hex map at the default hex size is 86 million.
constexpr double kMaxPixels = 100e6;

QString mapTitle(const Map& map, const Scenario* scenario) {
  if (scenario && !scenario->title.empty()) return QString::fromStdString(scenario->title);
  return QString::fromStdString(map.name.empty() ? map.id : map.name);
}

}  // namespace

std::optional<ImageFormat> imageFormatForPath(const QString& path) {
  const QString ext = QFileInfo(path).suffix().toLower();
  if (ext == "png") return ImageFormat::Png;
  if (ext == "svg") return ImageFormat::Svg;
  if (ext == "pdf") return ImageFormat::Pdf;
  return std::nullopt;
}

QImage renderMapImage(const Map& map, const Scenario* scenario, const RenderOptions& options,
                      QString* error) {
  const QSizeF size = mapPixelSize(map, scenario, options);
  const double w = std::ceil(size.width()), h = std::ceil(size.height());
  if (w > kMaxSide || h > kMaxSide || w * h > kMaxPixels) {
    const QString option =
        map.isTable() ? QStringLiteral("--px-per-unit") : QStringLiteral("--hex-size");
    const double now = map.isTable() ? tablePixelsPerUnit(map.table, options) : options.hexSize;
    // The size that fits both bounds, rounded down to a hundredth.
    const double fit =
        now * std::min({1.0, kMaxSide / w, kMaxSide / h, std::sqrt(kMaxPixels / (w * h))});
    *error = QString(
                 "the picture would be %1 x %2 pixels, over the limit of %3 pixels a side and "
                 "%4 million in all; use %5 %6 or less (now %7), or SVG/PDF output")
                 .arg(w)
                 .arg(h)
                 .arg(kMaxSide)
                 .arg(kMaxPixels / 1e6)
                 .arg(option)
                 .arg(std::floor(fit * 100) / 100)
                 .arg(now);
    return {};
  }
  QImage image(static_cast<int>(w), static_cast<int>(h), QImage::Format_RGB32);
  if (image.isNull()) {
    *error = "not enough memory for a picture of " + QString::number(w) + " x " +
             QString::number(h) + " pixels";
    return {};
  }
  image.fill(Qt::white);
  QPainter painter(&image);
  renderMap(painter, map, scenario, options);
  painter.end();
  return image;
}

QByteArray renderMapPng(const Map& map, const Scenario* scenario, const RenderOptions& options,
                        QString* error) {
  const QImage image = renderMapImage(map, scenario, options, error);
  if (image.isNull()) return {};
  return encodeMapPng(image, error);
}

QByteArray renderMapSvg(const Map& map, const Scenario* scenario, const RenderOptions& options,
                        QString* error) {
  const QSizeF size = mapPixelSize(map, scenario, options);
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator svg;
  svg.setOutputDevice(&buffer);
  svg.setSize(
      QSize(static_cast<int>(std::ceil(size.width())), static_cast<int>(std::ceil(size.height()))));
  svg.setViewBox(QRectF(QPointF(0, 0), size));
  svg.setTitle(mapTitle(map, scenario));
  svg.setDescription(QStringLiteral("Map rendered by Sandtable"));
  QPainter painter;
  if (!painter.begin(&svg)) {
    *error = QStringLiteral("could not start the SVG writer");
    return {};
  }
  renderMap(painter, map, scenario, options);
  painter.end();
  return bytes;
}

QByteArray renderMapPdf(const Map& map, const Scenario* scenario, const RenderOptions& options,
                        QString* error) {
  return renderMapPdfPages(map, scenario, options, mapTitle(map, scenario), error);
}

bool exportMapImage(const Map& map, const Scenario* scenario, const QString& path,
                    const RenderOptions& options, QString* error) {
  const auto format = imageFormatForPath(path);
  if (!format) {
    *error = path + ": unknown picture format; use .png, .svg or .pdf";
    return false;
  }
  QByteArray bytes;
  switch (*format) {
    case ImageFormat::Png:
      bytes = renderMapPng(map, scenario, options, error);
      break;
    case ImageFormat::Svg:
      bytes = renderMapSvg(map, scenario, options, error);
      break;
    case ImageFormat::Pdf:
      bytes = renderMapPdf(map, scenario, options, error);
      break;
  }
  return !bytes.isEmpty() && saveBytesAtomically(path, bytes, error);
}

bool saveBytesAtomically(const QString& path, const QByteArray& bytes, QString* error) {
  std::string failure;
  if (!saveFileAtomically(
          QFile::encodeName(path).toStdString(),
          std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), &failure)) {
    *error = QString::fromStdString(failure);
    return false;
  }
  return true;
}

}  // namespace sandtable
