#include "editor/map_labels.h"

#include <QFontMetricsF>
#include <QObject>
#include <QStringList>
#include <array>

#include "exporters/label_placer.h"
#include "exporters/map_style.h"

namespace sandtable::editor {

namespace {

const QColor kLabelInk(40, 36, 30);
const QColor kLevelInk = kContour.darker(150);

}  // namespace

bool labelsReadable(const MapLayout& layout, double zoom) { return layout.locationExtent() * zoom >= kMinReadableLabelSize; }

std::vector<QRectF> paintLabels(QPainter& painter, const Map& map, const MapLayout& layout,
                                const QTransform& toDevice, const QRectF& visible, double zoom) {
  std::vector<QRectF> names;
  if (!labelsReadable(layout, zoom)) return names;
  const double extent = layout.locationExtent() * zoom;
  painter.save();
  painter.setRenderHint(QPainter::TextAntialiasing);
  QFont idFont = painter.font();
  idFont.setPixelSize(std::max(8, static_cast<int>(extent * (map.isCards() ? 0.07 : 0.16))));
  QFont nameFont = idFont;
  nameFont.setBold(true);
  painter.setPen(kLabelInk);
  const double margin = layout.locationExtent();
  std::array<PointF, 6> corners{};
  for (int index = 0; index < map.grid.size(); ++index) {
    const PointF c = layout.center(index);
    if (c.x < visible.left() - margin || c.x > visible.right() + margin || c.y < visible.top() - margin ||
        c.y > visible.bottom() + margin)
      continue;
    const QPointF v = toDevice.map(QPointF(c.x, c.y));
    const double half = extent / 2;
    painter.setFont(idFont);
    if (map.isCards()) {
      layout.corners(index, corners);
      const QPointF topLeft = toDevice.map(QPointF(corners[0].x, corners[0].y));
      const CardData& card = map.cards[static_cast<std::size_t>(index)];
      painter.drawText(QRectF(topLeft + QPointF(extent * 0.09, extent * 0.08), QSizeF(extent * 0.82, extent * 0.2)),
                       Qt::AlignLeft | Qt::AlignTop, QString::fromStdString(map.grid.label(index)));
      // The card's title and cover are kept clear of the zones' ids, as a hex's name is (a
      // zone's id covered the title of the card in its middle).
      QRectF drawn;
      painter.setFont(nameFont);
      if (!card.name.empty()) {
        painter.drawText(QRectF(v.x() - half * 0.85, v.y() - extent * 0.3, extent * 0.85, extent * 0.3),
                         Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap, QString::fromStdString(card.name), &drawn);
        names.push_back(drawn);
      }
      QStringList cover;
      for (int value : card.cover) cover << QString::number(value);
      if (!cover.isEmpty()) {
        painter.setFont(idFont);
        painter.drawText(QRectF(v.x() - half, v.y(), extent, extent * 0.15), Qt::AlignCenter,
                         QObject::tr("cover %1").arg(cover.join(" / ")), &drawn);
        names.push_back(drawn);
      }
      continue;
    }
    painter.drawText(QRectF(v.x() - half, v.y() - half * 0.82, extent, half * 0.5), Qt::AlignHCenter | Qt::AlignTop,
                     QString::fromStdString(map.grid.label(index)));
    // Its level at the bottom, as the print numbers the hills (level 0 unmarked), kept clear of
    // the objectives' names and the zones' ids as a name is (an objective's name covered it).
    if (const QString level = hexLevelText(map, index); !level.isEmpty()) {
      painter.setPen(kLevelInk);
      QRectF drawn;
      painter.drawText(QRectF(v.x() - half, v.y() + half * 0.32, extent, half * 0.5), Qt::AlignHCenter | Qt::AlignTop,
                       level, &drawn);
      names.push_back(drawn);
      painter.setPen(kLabelInk);
    }
    if (const LocationInfo* info = map.infoAt(index); info && !info->name.empty()) {
      painter.setFont(nameFont);
      const QString name = QString::fromStdString(info->name);
      const QRectF line(v.x() - extent * 1.5, v.y() - half * 0.2, extent * 3, half * 0.5);
      painter.drawText(line, Qt::AlignCenter, name);
      const QSizeF size = QFontMetricsF(nameFont).size(0, name);
      names.emplace_back(line.center() - QPointF(size.width() / 2, size.height() / 2), size);
    }
  }
  painter.restore();
  return names;
}

void paintObjectiveNames(QPainter& painter, const Map& map, const Scenario& scenario, const MapLayout& layout,
                         const QTransform& toDevice, double zoom, std::vector<QRectF>& keepClear) {
  if (!labelsReadable(layout, zoom)) return;
  const double extent = layout.locationExtent() * zoom;
  QFont font = painter.font();
  font.setPixelSize(std::max(8, static_cast<int>(extent * (map.isCards() ? 0.07 : 0.16))));
  font.setBold(true);
  font.setItalic(true);
  const MapLayout::Box b = layout.bounds();
  const QRectF bounds = toDevice.mapRect(QRectF(b.left, b.top, b.width(), b.height()));
  LabelPlacer placer(painter, bounds, painter.hasClipping() ? painter.clipBoundingRect() : bounds, 1.0 / 3);
  for (const QRectF& box : keepClear) placer.reserve(box);
  for (const Objective& o : scenario.objectives) {
    if (!namesItsLocation(o, map)) continue;
    const PointF c = layout.center(o.location);
    // A line below the middle, where a hex's name goes; moved a line further when it is taken.
    const QPointF at = toDevice.map(QPointF(c.x, c.y)) + QPointF(0, extent * 0.12);
    keepClear.push_back(placer.place({QString::fromStdString(o.name), font, kLabelInk, at, -1, false, true}));
  }
}

}  // namespace sandtable::editor
