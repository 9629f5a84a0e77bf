// The per-location layers hex and card maps share: scenario zones (tint and boundary, or a
// bar along the map edge), overlay heat maps and their marks, and small drawing helpers.
#include <QPainterPath>
#include <QVector>
#include <cmath>
#include <set>

#include "exporters/map_paint.h"
#include "exporters/map_style.h"

namespace sandtable {

std::set<int> MapPaint::objectives() const {
  std::set<int> out;
  for (const auto& [i, info] : map.info)
    if (info.objective) out.insert(i);
  if (scenario)
    for (const Objective& o : scenario->objectives)
      if (o.location >= 0) out.insert(o.location);
  return out;
}

QPolygonF locationOutline(const MapLayout& layout, int location) {
  if (layout.map->isCards()) return QPolygonF(layout.cardRect(location));
  return layout.hexPolygon(location);
}

void drawHaloText(QPainter& p, const QPointF& at, const QString& text, const QFont& font,
                  const QColor& ink, double halo) {
  QPainterPath path;
  path.addText(0, 0, font, text);
  const QRectF b = path.boundingRect();
  path.translate(at.x() - b.center().x(), at.y() - b.center().y());
  p.setBrush(Qt::NoBrush);
  p.strokePath(path,
               QPen(QColor(255, 255, 255, 230), halo, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.fillPath(path, ink);
}

namespace {

// A bar just outside one edge of the playing area, for zones given as `edge:`.
void paintEdgeBar(const MapPaint& mp, Edge edge, const QColor& color, const QString& text,
                  int slot) {
  const QRectF m =
      mp.layout.map->isCards() && !mp.layout.stagingRect.isEmpty() && mp.map.staging == edge
          ? mp.layout.stagingRect
          : mp.layout.mapRect;
  const double gap = 14 + slot * 30, depth = 24;
  QRectF bar;
  switch (edge) {
    case Edge::North:
      bar = QRectF(m.left(), m.top() - gap - depth, m.width(), depth);
      break;
    case Edge::South:
      bar = QRectF(m.left(), m.bottom() + gap, m.width(), depth);
      break;
    case Edge::West:
      bar = QRectF(m.left() - gap - depth, m.top(), depth, m.height());
      break;
    case Edge::East:
      bar = QRectF(m.right() + gap, m.top(), depth, m.height());
      break;
  }
  QPainter& p = mp.painter;
  p.setPen(Qt::NoPen);
  p.setBrush(color);
  p.drawRect(bar);
  p.save();
  p.setFont(designFont(17, true));
  p.setPen(Qt::white);
  p.translate(bar.center());
  if (edge == Edge::West || edge == Edge::East) p.rotate(edge == Edge::West ? -90 : 90);
  const double len = (edge == Edge::West || edge == Edge::East) ? bar.height() : bar.width();
  p.drawText(QRectF(-len / 2, -depth / 2, len, depth), Qt::AlignCenter, text);
  p.restore();
}

// The edges of a set of locations: hexsides towards non-members on the map, pulled
// `inset` of the way towards the member's centre; cards: their rectangle inset by `inset`
// of the card's narrow side.
QVector<QLineF> boundaryLines(const MapPaint& mp, const std::set<int>& members, double inset) {
  QVector<QLineF> lines;
  const Map& map = mp.map;
  for (const int i : members) {
    if (!mp.isVisible(i)) continue;
    const QPointF c = mp.layout.center(i);
    if (map.isCards()) {
      const double d = inset * mp.layout.cardWidth / 4;
      const QRectF r = mp.layout.cardRect(i).adjusted(d, d, -d, -d);
      lines << QLineF(r.topLeft(), r.topRight()) << QLineF(r.topRight(), r.bottomRight())
            << QLineF(r.bottomRight(), r.bottomLeft()) << QLineF(r.bottomLeft(), r.topLeft());
      continue;
    }
    for (const Offset n : hexNeighbours(map.grid.offset(i), map.grid.layout)) {
      // The map edge already bounds a zone; only edges towards other hexes are drawn.
      if (!map.grid.contains(n) || members.count(map.grid.index(n))) continue;
      QPointF a, b;
      mp.layout.hexsideEndsBetween(c, mp.layout.hexCenterOf(n), a, b);
      // Shrinking the side towards the centre keeps neighbouring sides meeting at corners.
      lines << QLineF(a + (c - a) * inset, b + (c - b) * inset);
    }
  }
  return lines;
}

// A zone reads like a printed set-up area: a translucent band inside its boundary and a
// solid line on it, so the terrain beneath keeps its colours.
void paintZoneBoundary(const MapPaint& mp, const std::set<int>& members, const QColor& color) {
  QColor band = color;
  band.setAlpha(80);
  mp.painter.setPen(QPen(band, 16, Qt::SolidLine, Qt::FlatCap));
  mp.painter.drawLines(boundaryLines(mp, members, 0.18));
  mp.painter.setPen(QPen(color, 5, Qt::SolidLine, Qt::RoundCap));
  mp.painter.drawLines(boundaryLines(mp, members, 0.05));
}

QColor reachColor(int value, int maxValue) {
  static const QColor near(0x1a, 0x98, 0x50), mid(0xfe, 0xe0, 0x8b), far(0xd7, 0x30, 0x27);
  const double t = maxValue > 0 ? static_cast<double>(value) / maxValue : 0.0;
  return t < 0.5 ? mixColor(near, mid, t * 2) : mixColor(mid, far, (t - 0.5) * 2);
}

QString mpText(int quarters) {
  return QString::number(quarters / 4.0, 'g', 4);
}

}  // namespace

void paintZones(const MapPaint& mp) {
  if (!mp.scenario) return;
  QPainter& p = mp.painter;
  int edgeSlot[4] = {0, 0, 0, 0};
  for (const Zone& zone : mp.scenario->zones) {
    const int side = zoneSideIndex(*mp.scenario, zone.id);
    const QColor color = sideColor(side);
    if (zone.edge) {
      const int e = static_cast<int>(*zone.edge);
      paintEdgeBar(mp, *zone.edge, color, QString::fromStdString(zone.id), edgeSlot[e]++);
      continue;
    }
    const std::set<int> members(zone.resolved.begin(), zone.resolved.end());
    QColor tint = color;
    tint.setAlpha(20);
    p.setPen(Qt::NoPen);
    p.setBrush(tint);
    for (const int i : members)
      if (i >= 0 && i < mp.map.grid.size() && mp.isVisible(i))
        p.drawPolygon(locationOutline(mp.layout, i));
    paintZoneBoundary(mp, members, color);
  }
}

QColor overlayFill(const OverlayData& o, int value) {
  if (o.kind == OverlayData::Kind::Viewshed) {
    if (value < 0) return QColor(0x1c, 0x1c, 0x2c, 135);
    if (value == 0) return QColor(0x3c, 0xb0, 0x4c, 70);
    return QColor(0xf0, 0x9a, 0x1e, std::min(170, 80 + 30 * value));
  }
  if (value < 0) return QColor(0x1c, 0x1c, 0x2c, 150);
  QColor c = reachColor(value, o.maxValue);
  c.setAlpha(150);
  return c;
}

void paintOverlay(const MapPaint& mp) {
  if (!mp.options.overlay) return;
  const OverlayData& o = *mp.options.overlay;
  QPainter& p = mp.painter;
  p.setPen(Qt::NoPen);
  const int n = std::min(mp.map.grid.size(), static_cast<int>(o.value.size()));
  for (int i = 0; i < n; ++i) {
    if (!mp.isVisible(i)) continue;
    p.setBrush(overlayFill(o, o.value[static_cast<std::size_t>(i)]));
    p.drawPolygon(locationOutline(mp.layout, i));
  }
}

void paintOverlayMarks(const MapPaint& mp) {
  if (!mp.options.overlay) return;
  const OverlayData& o = *mp.options.overlay;
  QPainter& p = mp.painter;
  const std::set<int> sources(o.sources.begin(), o.sources.end());
  const bool cards = mp.map.isCards();
  const QFont font = designFont(cards ? 40 : 19, true);
  const int n = std::min(mp.map.grid.size(), static_cast<int>(o.value.size()));
  for (int i = 0; i < n; ++i) {
    const int v = o.value[static_cast<std::size_t>(i)];
    if (!mp.isVisible(i) || sources.count(i)) continue;
    QString text;
    if (o.kind == OverlayData::Kind::Reach && v >= 0) text = mpText(v);
    if (o.kind == OverlayData::Kind::Viewshed && v > 0) text = "h" + QString::number(v);
    if (text.isEmpty()) continue;
    // Below the centre on hexes (the hex id sits above it); mid-card on cards.
    const QPointF at = mp.layout.center(i) + QPointF(0, cards ? 60 : 8);
    drawHaloText(p, at, text, font, kInk, 4);
  }
  if (o.kind == OverlayData::Kind::Viewshed) {
    for (const int s : sources) {
      const QPointF c = mp.layout.center(s);
      const double r = cards ? 70 : 24;
      p.setBrush(Qt::white);
      p.setPen(QPen(kInk, cards ? 10 : 5));
      p.drawEllipse(c, r, r * 0.62);
      p.setBrush(kInk);
      p.setPen(Qt::NoPen);
      p.drawEllipse(c, r * 0.38, r * 0.38);
    }
  } else {
    paintZoneBoundary(mp, sources, kInk);
  }
}

}  // namespace sandtable
