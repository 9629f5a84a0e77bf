#include "exporters/map_layout.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "exporters/map_style.h"
#include "exporters/table_layout.h"

namespace sandtable {

namespace {

constexpr double kMargin = 70;  // room for edge-zone bars and the frame
constexpr double kPanelGap = 60;
constexpr double kCardWidth = 4.5 * kDesignUnit;
constexpr double kCardHeight = 6.0 * kDesignUnit;
constexpr double kCardGap = 0.3 * kDesignUnit;
constexpr double kStagingDepth = 1.8 * kDesignUnit;

// The playing area of a hex map relative to hex {0,0}'s centre.
QRectF hexBounds(const Map& map, double radius) {
  const Grid& g = map.grid;
  double minX = std::numeric_limits<double>::max(), minY = minX;
  double maxX = std::numeric_limits<double>::lowest(), maxY = maxX;
  // The extreme hexes lie in the first two and last two rows/columns; checking the border
  // ring (and its neighbours for the stagger) is enough and keeps large maps cheap.
  auto visit = [&](int col, int row) {
    const PointF c = hexCenter({col, row}, g.layout, radius);
    minX = std::min(minX, c.x);
    maxX = std::max(maxX, c.x);
    minY = std::min(minY, c.y);
    maxY = std::max(maxY, c.y);
  };
  for (int col = 0; col < g.columns; ++col)
    for (int row : {0, 1, g.rows - 2, g.rows - 1})
      if (row >= 0 && row < g.rows) visit(col, row);
  for (int row = 0; row < g.rows; ++row)
    for (int col : {0, 1, g.columns - 2, g.columns - 1})
      if (col >= 0 && col < g.columns) visit(col, row);
  const double half = kDesignUnit / 2;  // centre to flat side
  const bool flat = g.layout.orientation == Orientation::Flat;
  const double dx = flat ? radius : half;
  const double dy = flat ? half : radius;
  return QRectF(QPointF(minX - dx, minY - dy), QPointF(maxX + dx, maxY + dy));
}

}  // namespace

MapLayout computeMapLayout(const Map& map, bool decorations, double panelHeight) {
  MapLayout l;
  l.map = &map;
  // With decorations, the title band plus room for a zone bar along the north edge.
  const double top = kMargin + (decorations ? kTitleHeight + 40 : 0);
  QSizeF area;
  QPointF mapTopLeft(kMargin, top);
  if (map.isCards()) {
    l.cardWidth = kCardWidth;
    l.cardHeight = kCardHeight;
    l.cardGap = kCardGap;
    const int cols = std::max(1, map.grid.columns), rows = std::max(1, map.grid.rows);
    area = QSizeF(cols * kCardWidth + (cols - 1) * kCardGap,
                  rows * kCardHeight + (rows - 1) * kCardGap);
    if (map.staging == Edge::North) mapTopLeft.ry() += kStagingDepth + kCardGap;
    if (map.staging == Edge::West) mapTopLeft.rx() += kStagingDepth + kCardGap;
    l.mapRect = QRectF(mapTopLeft, area);
    if (map.staging) {
      const QRectF m = l.mapRect;
      const double gap = kCardGap;
      switch (*map.staging) {
        case Edge::North:
          l.stagingRect = QRectF(m.left(), m.top() - gap - kStagingDepth, m.width(), kStagingDepth);
          break;
        case Edge::South:
          l.stagingRect = QRectF(m.left(), m.bottom() + gap, m.width(), kStagingDepth);
          break;
        case Edge::West:
          l.stagingRect =
              QRectF(m.left() - gap - kStagingDepth, m.top(), kStagingDepth, m.height());
          break;
        case Edge::East:
          l.stagingRect = QRectF(m.right() + gap, m.top(), kStagingDepth, m.height());
          break;
      }
    }
  } else if (map.isTable()) {
    layoutTable(l, map, mapTopLeft);
  } else {
    l.radius = kDesignUnit / std::sqrt(3.0);
    const QRectF b = hexBounds(map, l.radius);
    l.mapRect = QRectF(mapTopLeft, b.size());
    l.origin = mapTopLeft - b.topLeft();
  }
  const QRectF content = l.mapRect.united(l.stagingRect.isEmpty() ? l.mapRect : l.stagingRect);
  double right = content.right(), bottom = content.bottom();
  if (decorations) {
    l.panelRect = QRectF(right + kPanelGap, top, kPanelWidth, panelHeight);
    right = l.panelRect.right();
    bottom = std::max(bottom, l.panelRect.bottom());
    l.titleRect = QRectF(kMargin, kMargin * 0.6, right - kMargin, kTitleHeight);
  }
  l.size = QSizeF(right + kMargin, bottom + kMargin);
  return l;
}

QPointF MapLayout::center(int location) const {
  if (map->isCards()) return cardRect(location).center();
  return hexCenterOf(map->grid.offset(location));
}

QPointF MapLayout::hexCenterOf(Offset o) const {
  const PointF c = hexCenter(o, map->grid.layout, radius);
  return origin + QPointF(c.x, c.y);
}

QPolygonF MapLayout::hexPolygonAt(QPointF c, double scale) const {
  const bool flat = map->grid.layout.orientation == Orientation::Flat;
  const double r = radius * scale;
  const double h = r * std::sqrt(3.0) / 2;
  QPolygonF p;
  p.reserve(6);
  if (flat) {
    p << QPointF(c.x() + r, c.y()) << QPointF(c.x() + r / 2, c.y() + h)
      << QPointF(c.x() - r / 2, c.y() + h) << QPointF(c.x() - r, c.y())
      << QPointF(c.x() - r / 2, c.y() - h) << QPointF(c.x() + r / 2, c.y() - h);
  } else {
    p << QPointF(c.x() + h, c.y() - r / 2) << QPointF(c.x() + h, c.y() + r / 2)
      << QPointF(c.x(), c.y() + r) << QPointF(c.x() - h, c.y() + r / 2)
      << QPointF(c.x() - h, c.y() - r / 2) << QPointF(c.x(), c.y() - r);
  }
  return p;
}

QPolygonF MapLayout::hexPolygon(int location) const {
  return hexPolygonAt(center(location));
}

void MapLayout::hexsideEndsBetween(QPointF ca, QPointF cb, QPointF& p, QPointF& q) const {
  // The shared side is perpendicular to the line of centres, through its midpoint, one
  // circumradius long.
  const QPointF mid = (ca + cb) / 2;
  QPointF d = cb - ca;
  const double len = std::hypot(d.x(), d.y());
  if (len <= 0) {
    p = q = mid;
    return;
  }
  const QPointF perp(-d.y() / len * radius / 2, d.x() / len * radius / 2);
  p = mid - perp;
  q = mid + perp;
}

QRectF MapLayout::cardRect(int location) const {
  const Offset o = map->grid.offset(location);
  return QRectF(mapRect.left() + o.col * (cardWidth + cardGap),
                mapRect.top() + o.row * (cardHeight + cardGap), cardWidth, cardHeight);
}

QRectF MapLayout::locationBounds(int location) const {
  if (map->isCards()) return cardRect(location);
  const QPointF c = center(location);
  return QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius);
}

}  // namespace sandtable
