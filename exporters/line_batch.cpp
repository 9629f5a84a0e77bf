#include "exporters/line_batch.h"

#include <QPaintDevice>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

namespace sandtable {

void drawLineBatch(QPainter& painter, const QVector<QLineF>& lines, const QColor& color,
                   double width) {
  if (lines.isEmpty()) return;
  const QTransform& device = painter.deviceTransform();
  const double scale = std::sqrt(std::abs(device.determinant()));
  const bool raster = painter.device() && painter.device()->devType() == QInternal::Image;
  if (raster && width * scale <= 1.25) {
    // A hairline carries the thinner line's weight in its alpha.
    QColor c = color;
    c.setAlphaF(c.alphaF() * std::clamp(width * scale, 0.35, 1.0));
    QPen pen(c, 0);
    pen.setCosmetic(true);
    painter.setPen(pen);
    painter.drawLines(lines);
    return;
  }
  QPainterPath path;
  path.setFillRule(Qt::WindingFill);
  const double h = width / 2;
  for (const QLineF& l : lines) {
    const double len = l.length();
    if (len <= 0) continue;
    const QPointF d = (l.p2() - l.p1()) / len * h;  // along the line, half the width
    const QPointF n(-d.y(), d.x());                 // across it
    const QPointF a = l.p1() - d, b = l.p2() + d;
    path.moveTo(a + n);
    path.lineTo(b + n);
    path.lineTo(b - n);
    path.lineTo(a - n);
    path.closeSubpath();
  }
  painter.fillPath(path, color);
}

}  // namespace sandtable
