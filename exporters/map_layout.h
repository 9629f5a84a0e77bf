// Where everything goes on a rendered map, in design units (map_style.h): the playing area,
// each hex or card, the title band and the legend panel. Computed once per render; the
// painters and the pixel-position helpers of map_renderer.h share it.
#pragma once

#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>
#include <vector>

#include "model/map.h"

namespace sandtable {

struct MapLayout {
  const Map* map = nullptr;
  // Hex maps: circumradius and the centre of hex {0, 0}.
  double radius = 0;
  QPointF origin;
  // Card maps: one card's cell and the space between cards.
  double cardWidth = 0;
  double cardHeight = 0;
  double cardGap = 0;
  // Table maps: design units per table unit; the table's top-left corner is mapRect's.
  double tableUnit = 0;

  QRectF mapRect;      // the hexes or cards (without the staging area)
  QRectF stagingRect;  // card maps with a staging edge; empty otherwise
  QRectF titleRect;    // empty without decorations
  QRectF panelRect;    // compass, scale and legend; empty without decorations
  QSizeF size;         // the whole picture

  QPointF center(int location) const;
  // Hex maps: the centre of any offset, on the map or just off it.
  QPointF hexCenterOf(Offset o) const;
  // The six corners of a hex, clockwise from the east (flat) or north-east (pointy) corner.
  QPolygonF hexPolygon(int location) const;
  QPolygonF hexPolygonAt(QPointF center, double scale = 1.0) const;
  // The hexside between two adjacent hexes, as a line between two corners.
  void hexsideEnds(int a, int b, QPointF& p, QPointF& q) const {
    hexsideEndsBetween(center(a), center(b), p, q);
  }
  void hexsideEndsBetween(QPointF ca, QPointF cb, QPointF& p, QPointF& q) const;
  QRectF cardRect(int location) const;
  // Bounding box of one location (hex or card).
  QRectF locationBounds(int location) const;
  // Table maps: where a point of the table lands.
  QPointF tablePoint(TablePoint p) const {
    return mapRect.topLeft() + QPointF(p.x * tableUnit, p.y * tableUnit);
  }
};

// `panelHeight` is the legend panel's height (0 without decorations); the panel is as wide as
// kPanelWidth.
MapLayout computeMapLayout(const Map& map, bool decorations, double panelHeight);

inline constexpr double kPanelWidth = 760;
inline constexpr double kTitleHeight = 130;

}  // namespace sandtable
