// Hex maps, bottom to top: terrain with elevation tints, the hex grid, contour lines where the
// level changes, hexside features, roads, objectives, markers, hex ids, levels and place names.
#include <QPainterPath>
#include <QVector>

#include "exporters/line_batch.h"
#include "exporters/map_paint.h"
#include "exporters/map_style.h"
#include "model/ruleset.h"

namespace sandtable {

namespace {

void paintTerrain(const MapPaint& mp) {
  QPainter& p = mp.painter;
  // Without antialiasing neighbouring fills meet exactly; the grid drawn on top hides the
  // staircase of the edges.
  p.setRenderHint(QPainter::Antialiasing, false);
  p.setPen(Qt::NoPen);
  p.setOpacity(mp.options.art ? kTerrainOverArt : 1.0);
  for (int i = 0; i < mp.map.grid.size(); ++i) {
    if (!mp.isVisible(i)) continue;
    p.setBrush(terrainFill(mp.map, i));
    p.drawPolygon(mp.layout.hexPolygon(i));
  }
  p.setOpacity(1.0);
  p.setRenderHint(QPainter::Antialiasing, true);
}

void paintGrid(const MapPaint& mp) {
  // Every hexside once: from the hex with the lower index, or from the hex on the map.
  const Map& map = mp.map;
  QVector<QLineF> lines;
  lines.reserve(map.grid.size() * 3 + map.grid.columns + map.grid.rows);
  for (int i = 0; i < map.grid.size(); ++i) {
    if (!mp.isVisible(i)) continue;
    const QPointF c = mp.layout.center(i);
    for (const Offset n : hexNeighbours(map.grid.offset(i), map.grid.layout)) {
      if (map.grid.contains(n) && map.grid.index(n) < i) continue;
      QPointF a, b;
      mp.layout.hexsideEndsBetween(c, mp.layout.hexCenterOf(n), a, b);
      lines.append(QLineF(a, b));
    }
  }
  drawLineBatch(mp.painter, lines, kGridLine, 1.6);
}

void paintContours(const MapPaint& mp) {
  const Map& map = mp.map;
  if (map.levels.empty()) return;
  QVector<QLineF> steps, cliffs;
  for (int i = 0; i < map.grid.size(); ++i) {
    if (!mp.isVisible(i)) continue;
    const Offset o = map.grid.offset(i);
    for (const Offset n : hexNeighbours(o, map.grid.layout)) {
      if (!map.grid.contains(n)) continue;
      const int j = map.grid.index(n);
      // Each side once: from the lower-numbered hex.
      if (j < i) continue;
      const int diff = std::abs(map.levels[static_cast<std::size_t>(i)] -
                                map.levels[static_cast<std::size_t>(j)]);
      if (diff == 0) continue;
      QPointF a, b;
      mp.layout.hexsideEnds(i, j, a, b);
      (diff > 1 ? cliffs : steps).append(QLineF(a, b));
    }
  }
  drawLineBatch(mp.painter, steps, kContour, 5);
  drawLineBatch(mp.painter, cliffs, kContour.darker(140), 9);
}

void paintHexsides(const MapPaint& mp) {
  if (!mp.map.rules) return;
  const auto& features = mp.map.rules->hexsides;
  std::vector<QVector<QLineF>> byFeature(features.size());
  for (const HexsideEntry& h : mp.map.hexsides) {
    if (!mp.map.grid.contains(h.a) || !mp.map.grid.contains(h.b)) continue;
    if (h.feature < 0 || h.feature >= static_cast<int>(features.size())) continue;
    const int a = mp.map.grid.index(h.a), b = mp.map.grid.index(h.b);
    if (!mp.isVisible(a) && !mp.isVisible(b)) continue;
    QPointF e1, e2;
    mp.layout.hexsideEnds(a, b, e1, e2);
    byFeature[static_cast<std::size_t>(h.feature)].append(QLineF(e1, e2));
  }
  // Casings first, then colours, so a feature's dark edge never covers its neighbour's colour.
  for (std::size_t f = 0; f < features.size(); ++f)
    drawLineBatch(mp.painter, byFeature[f], rulesetColor(features[f].color, kInk).darker(160), 17);
  for (std::size_t f = 0; f < features.size(); ++f)
    drawLineBatch(mp.painter, byFeature[f], rulesetColor(features[f].color, kInk), 11);
}

void paintRoads(const MapPaint& mp) {
  QPainter& p = mp.painter;
  QPainterPath path;
  for (const Road& road : mp.map.roads) {
    bool first = true;
    for (const Offset o : road) {
      if (!mp.map.grid.contains(o)) {
        first = true;
        continue;
      }
      const QPointF c = mp.layout.center(mp.map.grid.index(o));
      if (first)
        path.moveTo(c);
      else
        path.lineTo(c);
      first = false;
    }
  }
  if (path.isEmpty()) return;
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(QColor(0x5b, 0x46, 0x30), 16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.drawPath(path);
  p.setPen(QPen(QColor(0xf6, 0xee, 0xd9), 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.drawPath(path);
}

void paintObjectives(const MapPaint& mp) {
  QPainter& p = mp.painter;
  p.setBrush(Qt::NoBrush);
  for (const int i : mp.objectives()) {
    if (i < 0 || i >= mp.map.grid.size() || !mp.isVisible(i)) continue;
    // A gold ring edged in black, so it reads on light and dark terrain alike.
    p.setPen(QPen(kInk, 13, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    p.drawPolygon(mp.layout.hexPolygonAt(mp.layout.center(i), 0.80));
    p.setPen(QPen(kObjective, 8, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    p.drawPolygon(mp.layout.hexPolygonAt(mp.layout.center(i), 0.80));
  }
}

void paintMarkers(const MapPaint& mp) {
  if (!mp.map.rules) return;
  QPainter& p = mp.painter;
  const QFont font = designFont(15, true);
  for (const auto& [i, info] : mp.map.info) {
    if (info.markers.empty() || !mp.isVisible(i)) continue;
    const QPointF c = mp.layout.center(i);
    double x = c.x() + 6;
    for (const int m : info.markers) {
      if (m < 0 || m >= static_cast<int>(mp.map.rules->markers.size())) continue;
      const MarkerType& type = mp.map.rules->markers[static_cast<std::size_t>(m)];
      const QRectF chip(x, c.y() - 30, 24, 24);
      p.setPen(QPen(kInk, 1.5));
      p.setBrush(rulesetColor(type.color, QColor(0x8a, 0x8a, 0x8a)));
      p.drawRoundedRect(chip, 4, 4);
      p.setFont(font);
      p.setPen(Qt::white);
      const QString name = QString::fromStdString(type.name.empty() ? type.id : type.name);
      p.drawText(chip, Qt::AlignCenter, name.left(1).toUpper());
      x += 27;
    }
  }
}

void paintNames(const MapPaint& mp) {
  const QFont font = designFont(15, false, true);
  for (const auto& [i, info] : mp.map.info) {
    if (info.name.empty() || !mp.isVisible(i)) continue;
    const QPointF c = mp.layout.center(i);
    QString name = QString::fromStdString(info.name);
    if (name.size() > 26) name = name.left(25) + QChar(0x2026);
    drawHaloText(mp.painter, c + QPointF(0, 30), name, font, kInk, 3.5);
  }
  // The scenario's objectives by their names (they were never printed on a hex map): where a
  // hex's name goes, or a line above it when the hex has a name of its own.
  if (!mp.scenario) return;
  const QFont objectiveFont = designFont(15, true, true);
  for (const Objective& o : mp.scenario->objectives) {
    if (!namesItsLocation(o, mp.map) || !mp.isVisible(o.location)) continue;
    const LocationInfo* info = mp.map.infoAt(o.location);
    QString name = QString::fromStdString(o.name);
    if (name.size() > 26) name = name.left(25) + QChar(0x2026);
    const bool named = info && !info->name.empty();
    drawHaloText(mp.painter, mp.layout.center(o.location) + QPointF(0, named ? 12 : 30), name, objectiveFont, kInk, 3.5);
  }
}

// Each hex's level above or below 0 near its bottom edge, in the contours' colour: the hills
// read by their numbers as well as by their tints.
void paintLevels(const MapPaint& mp) {
  QPainter& p = mp.painter;
  p.setFont(designFont(13, true));
  p.setPen(kContour.darker(150));
  for (int i = 0; i < mp.map.grid.size(); ++i) {
    const QString level = hexLevelText(mp.map, i);
    if (level.isEmpty() || !mp.isVisible(i)) continue;
    const QPointF c = mp.layout.center(i);
    p.drawText(QRectF(c.x() - 30, c.y() + 38, 60, 16), Qt::AlignCenter, level);
  }
}

void paintLabels(const MapPaint& mp) {
  QPainter& p = mp.painter;
  p.setFont(designFont(15));
  p.setPen(QColor(0x33, 0x2e, 0x28));
  const bool flat = mp.map.grid.layout.orientation == Orientation::Flat;
  const double up = flat ? 37 : 40;
  for (int i = 0; i < mp.map.grid.size(); ++i) {
    if (!mp.isVisible(i)) continue;
    const QPointF c = mp.layout.center(i);
    p.drawText(QRectF(c.x() - 40, c.y() - up - 9, 80, 18), Qt::AlignCenter,
               QString::fromStdString(mp.map.grid.label(i)));
  }
}

}  // namespace

void paintHexMap(const MapPaint& mp) {
  paintTerrain(mp);
  paintZones(mp);
  paintOverlay(mp);
  paintGrid(mp);
  paintContours(mp);
  paintHexsides(mp);
  paintRoads(mp);
  paintObjectives(mp);
  paintMarkers(mp);
  if (mp.options.labels) paintLabels(mp);
  paintLevels(mp);
  paintNames(mp);
  paintOverlayMarks(mp);
}

}  // namespace sandtable
