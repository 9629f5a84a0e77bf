#include "exporters/table_overlay.h"

#include <QImage>
#include <array>

#include "exporters/table_overlay_palette.h"

namespace sandtable {

void drawTableCells(const MapPaint& mp, const QImage& image, double cell) {
  const double unit = mp.layout.tableUnit;
  const QRectF table = mp.layout.mapRect;
  const QRectF target(table.topLeft(), QSizeF(image.width() * cell * unit, image.height() * cell * unit));
  QPainter& p = mp.painter;
  p.save();
  p.setClipRect(table, Qt::IntersectClip);
  p.setRenderHint(QPainter::SmoothPixmapTransform, false);
  p.drawImage(target, image);
  p.restore();
}

void paintTableSightField(const MapPaint& mp) {
  const auto& field = mp.options.tableSight;
  if (!field || field->columns <= 0 || field->rows <= 0 ||
      field->grid.size() != static_cast<std::size_t>(field->columns) * static_cast<std::size_t>(field->rows))
    return;
  QImage image(field->columns, field->rows, QImage::Format_ARGB32);
  for (int j = 0; j < field->rows; ++j)
    for (int i = 0; i < field->columns; ++i)
      image.setPixelColor(i, j, tableSightColour(field->grid[static_cast<std::size_t>(j * field->columns + i)]));
  drawTableCells(mp, image, field->cell);
}

void paintTableSightLegend(const MapPaint& mp) {
  const auto& field = mp.options.tableSight;
  if (!field) return;
  const double unit = mp.layout.tableUnit;
  const QRectF table = mp.layout.mapRect;
  const double ms = mp.options.markScale;
  QPainter& p = mp.painter;
  p.save();
  // The observer: a white ring with a dark centre.
  const QPointF eye = table.topLeft() + QPointF(field->fromX * unit, field->fromY * unit);
  p.setPen(QPen(Qt::white, 3 * ms));
  p.setBrush(QColor(20, 20, 20));
  p.drawEllipse(eye, 8 * ms, 8 * ms);
  // The legend: one swatch per result, on a white card in the top-left corner.
  QFont font = p.font();
  font.setPixelSize(std::max(9, static_cast<int>(16 * ms)));
  p.setFont(font);
  const QFontMetricsF metrics(font);
  const double line = metrics.height() + 4 * ms, pad = 6 * ms, swatch = metrics.height();
  double width = 0;
  const std::vector<TableSightKey> keys = mp.map.rules ? tableSightKeys(*mp.map.rules) : std::vector<TableSightKey>();
  for (const TableSightKey& k : keys) width = std::max(width, metrics.horizontalAdvance(k.label));
  const QRectF card(table.topLeft() + QPointF(8 * ms, 8 * ms),
                    QSizeF(width + swatch + 3 * pad, keys.size() * line + pad));
  p.setPen(QPen(QColor(60, 60, 60), ms));
  p.setBrush(QColor(255, 255, 255, 230));
  p.drawRect(card);
  double y = card.top() + pad / 2;
  for (const TableSightKey& k : keys) {
    const QRectF box(card.left() + pad, y + (line - swatch) / 2, swatch, swatch);
    p.setBrush(Qt::white);
    p.drawRect(box);
    p.setBrush(k.colour);
    p.drawRect(box);
    p.setPen(Qt::black);
    p.drawText(QRectF(box.right() + pad, y, width + pad, line), Qt::AlignVCenter | Qt::AlignLeft, k.label);
    p.setPen(QPen(QColor(60, 60, 60), ms));
    y += line;
  }
  p.restore();
}

}  // namespace sandtable
