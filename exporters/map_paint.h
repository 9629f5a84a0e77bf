// What every painter of one render shares: the painter, the layout, the documents, the
// options and the part of the picture that can be seen (so tiled PDF pages and big maps only
// draw the locations on them). Internal to the exporters.
#pragma once

#include <QPainter>
#include <QRectF>
#include <set>

#include "exporters/map_layout.h"
#include "exporters/render_options.h"
#include "model/scenario.h"

namespace sandtable {

struct MapPaint {
  QPainter& painter;
  const MapLayout& layout;
  const Map& map;
  const Scenario* scenario;  // null when rendering a map document
  const RenderOptions& options;
  QRectF visible;  // design units

  bool isVisible(int location) const { return visible.intersects(layout.locationBounds(location)); }
  // Objective locations: flagged in the map or named by the scenario's objectives.
  std::set<int> objectives() const;
};

// The hex-map and card-map painters (hex_painter.cpp, card_painter.cpp) and the per-location
// layers they share (location_layers.cpp: zones and overlays).
void paintHexMap(const MapPaint& mp);
void paintCardMap(const MapPaint& mp);
void paintZones(const MapPaint& mp);
void paintOverlay(const MapPaint& mp);       // the heat map fills, under the grid
void paintOverlayMarks(const MapPaint& mp);  // source outline and values, on top
// The overlay colour of a value (also the legend's swatches).
QColor overlayFill(const OverlayData& overlay, int value);
// render --art: the art under a hex or card map, and how opaque the terrain is drawn over it.
void paintArtUnderlay(const MapPaint& mp);
inline constexpr double kTerrainOverArt = 0.35;
// A location's outline: its hex polygon or its card rectangle.
QPolygonF locationOutline(const MapLayout& layout, int location);
// White-haloed text centred on `at` (legible over any terrain colour).
void drawHaloText(QPainter& p, const QPointF& at, const QString& text, const QFont& font,
                  const QColor& ink, double halo);

}  // namespace sandtable
