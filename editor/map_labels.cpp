#include "editor/map_label_layer.h"

#include <QPainter>

#include "editor/map_view.h"
#include "editor/mesh_painter.h"

namespace sandtable::editor {

MapLabelLayer::MapLabelLayer(MapView* view) : QQuickPaintedItem(view), view_(view) {
  setAcceptedMouseButtons(Qt::NoButton);
  setAntialiasing(true);
}

void MapLabelLayer::paint(QPainter* painter) {
  const MapDocument* doc = view_->document();
  const MapLayout* layout = view_->layout();
  if (!doc || !doc->map() || !layout) return;
  const Map& map = *doc->map();
  const QTransform toView = view_->mapToViewTransform();
  const QTransform toMap = toView.inverted();
  const QRectF visible = toMap.mapRect(QRectF(0, 0, width(), height()));

  if (view_->softwareRendering()) paintMesh(*painter, view_->overlay(), toView, visible);

  const double extent = layout->locationExtent() * view_->zoom();
  if (extent < kMinReadableSize) return;
  painter->setRenderHint(QPainter::TextAntialiasing);
  QFont idFont = painter->font();
  idFont.setPixelSize(std::max(8, static_cast<int>(extent * (map.isCards() ? 0.07 : 0.16))));
  QFont nameFont = idFont;
  nameFont.setBold(true);
  const QColor ink(40, 36, 30);

  std::array<PointF, 6> corners{};
  for (int index = 0; index < map.grid.size(); ++index) {
    const PointF c = layout->center(index);
    if (c.x < visible.left() - layout->locationExtent() || c.x > visible.right() + layout->locationExtent() ||
        c.y < visible.top() - layout->locationExtent() || c.y > visible.bottom() + layout->locationExtent())
      continue;
    const QPointF v = toView.map(QPointF(c.x, c.y));
    const double half = extent / 2;
    painter->setPen(ink);
    painter->setFont(idFont);
    if (map.isCards()) {
      layout->corners(index, corners);
      const QPointF topLeft = toView.map(QPointF(corners[0].x, corners[0].y));
      const CardData& card = map.cards[static_cast<std::size_t>(index)];
      QRectF box(topLeft + QPointF(extent * 0.09, extent * 0.08), QSizeF(extent * 0.82, extent * 0.2));
      painter->drawText(box, Qt::AlignLeft | Qt::AlignTop, QString::fromStdString(map.grid.label(index)));
      painter->setFont(nameFont);
      painter->drawText(QRectF(v.x() - half, v.y() - extent * 0.2, extent, extent * 0.2), Qt::AlignCenter,
                        QString::fromStdString(card.name));
      QStringList cover;
      for (int value : card.cover) cover << QString::number(value);
      if (!cover.isEmpty()) {
        painter->setFont(idFont);
        painter->drawText(QRectF(v.x() - half, v.y(), extent, extent * 0.15), Qt::AlignCenter, QObject::tr("cover %1").arg(cover.join(" / ")));
      }
      continue;
    }
    painter->drawText(QRectF(v.x() - half, v.y() - half * 0.82, extent, half * 0.5), Qt::AlignHCenter | Qt::AlignTop,
                      QString::fromStdString(map.grid.label(index)));
    if (const LocationInfo* info = map.infoAt(index); info && !info->name.empty()) {
      painter->setFont(nameFont);
      painter->drawText(QRectF(v.x() - extent * 1.5, v.y() - half * 0.2, extent * 3, half * 0.5), Qt::AlignCenter,
                        QString::fromStdString(info->name));
    }
  }
}

}  // namespace sandtable::editor
