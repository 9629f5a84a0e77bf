#include "art/proof_sheet.h"

#include <QFont>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <algorithm>
#include <cmath>

namespace sandtable {

namespace {

// A PNG sheet is at most this wide or high: a 9000-pixel scan is proofed on screen in parts
// anyway, and the full size would be 300 MB of pixels more.
constexpr int kMaxSheetSide = 4000;

QPointF toQt(PointF p) {
  return {p.x, p.y};
}

QPolygonF outline(const Map& map, const ArtTransform& t, Offset at) {
  QPolygonF polygon;
  if (map.isHex()) {
    const PointF centre = artPlace(map, at);
    for (int i = 0; i < 6; ++i)
      polygon << toQt(t.apply(hexCorner(centre, map.grid.layout.orientation, 1.0, i)));
  } else {
    const double x = at.col, y = at.row;
    for (PointF p : {PointF{x, y}, PointF{x + 1, y}, PointF{x + 1, y + 1}, PointF{x, y + 1}})
      polygon << toQt(t.apply(p));
  }
  return polygon;
}

void paintSheet(QPainter& painter, const LoadedArt& art, const Map& map,
                const std::vector<ArtDisagreement>& found) {
  painter.drawImage(QPointF(0, 0), art.image);
  paintArtGrid(painter, map, art.transform, true);
  const double radius = art.transform.scale() * (map.isHex() ? 0.75 : 0.42);
  painter.setPen(QPen(QColor(220, 0, 0), std::max(2.0, radius / 8)));
  painter.setBrush(Qt::NoBrush);
  for (const ArtDisagreement& d : found)
    painter.drawEllipse(toQt(art.transform.apply(artPlace(map, map.grid.offset(d.location)))),
                        radius, radius);
}

}  // namespace

void paintArtGrid(QPainter& painter, const Map& map, const ArtTransform& toImage, bool labels) {
  painter.setRenderHint(QPainter::Antialiasing);
  const double unit = toImage.scale();
  painter.setPen(QPen(QColor(0, 0, 0, 150), std::max(1.0, unit / 30)));
  painter.setBrush(Qt::NoBrush);
  QFont font;
  font.setPixelSize(std::max(6, static_cast<int>(unit * (map.isHex() ? 0.32 : 0.16))));
  painter.setFont(font);
  for (int index = 0; index < map.grid.size(); ++index) {
    const Offset at = map.grid.offset(index);
    painter.drawPolygon(outline(map, toImage, at));
    if (!labels) continue;
    // The id near the top of the location, where printed maps put theirs.
    const PointF place = artPlace(map, at);
    const QPointF top = toQt(toImage.apply({place.x, place.y - (map.isHex() ? 0.62 : 0.36)}));
    const QRectF box(top.x() - unit, top.y() - unit * 0.25, 2 * unit, unit * 0.5);
    painter.drawText(box, Qt::AlignCenter, QString::fromStdString(map.grid.label(index)));
  }
}

bool writeProofSheet(const LoadedArt& art, const Map& map,
                     const std::vector<ArtDisagreement>& found, const std::string& path,
                     std::string* error) {
  const QString file = QString::fromStdString(path);
  const QSize size = art.image.size();
  if (file.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
    QPdfWriter pdf(file);
    // The picture at 150 dpi, on a page of its own size.
    pdf.setResolution(150);
    pdf.setPageSize(QPageSize(QSizeF(size.width() / 150.0 * 25.4, size.height() / 150.0 * 25.4),
                              QPageSize::Millimeter));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setCreator(QStringLiteral("sandtable"));
    QPainter painter;
    if (!painter.begin(&pdf)) {
      *error = "cannot write " + path;
      return false;
    }
    const double scale =
        std::min(pdf.width() / double(size.width()), pdf.height() / double(size.height()));
    painter.scale(scale, scale);
    paintSheet(painter, art, map, found);
    return painter.end();
  }
  if (!file.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) {
    *error = path + " is neither .png nor .pdf";
    return false;
  }
  const double scale = std::min(1.0, kMaxSheetSide / double(std::max(size.width(), size.height())));
  QImage sheet(std::max(1, int(size.width() * scale)), std::max(1, int(size.height() * scale)),
               QImage::Format_RGB32);
  sheet.fill(Qt::white);
  {
    QPainter painter(&sheet);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.scale(scale, scale);
    paintSheet(painter, art, map, found);
  }
  if (!sheet.save(file, "PNG")) {
    *error = "cannot write " + path;
    return false;
  }
  return true;
}

}  // namespace sandtable
