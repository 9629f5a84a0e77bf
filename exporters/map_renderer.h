// The map renderer: ONE drawing routine over a QPainter, used for PNG, SVG and PDF and by the
// editor's "export map image". Hex maps: terrain colours from the ruleset, elevation tints
// with contour lines, hexside features, roads, objectives, markers, scenario zones, overlays,
// optional hex ids. Card maps: cards with names, cover values, light/dark borders, hill
// cards and the staging area. Table maps (table_painter.cpp): terrain pieces at true
// proportions, templates, rulers, grid and the scenario's zones, objectives and points.
// Around the map: title, compass, scale and legend.
#pragma once

#include <QPainter>
#include <QPointF>
#include <QSizeF>

#include "exporters/render_options.h"
#include "model/map.h"
#include "model/scenario.h"

namespace sandtable {

// The size of the whole picture in pixels at options.hexSize (tables: options.pxPerUnit).
// `scenario` may be null; when given, its zones and objectives are drawn (and its map should
// be `map`).
QSizeF mapPixelSize(const Map& map, const Scenario* scenario, const RenderOptions& options);

// Draws the picture with its top-left corner at the painter's origin, one unit of the
// painter's coordinates being one pixel of mapPixelSize(). Honours the painter's clip: only
// the locations inside it are drawn (tiled pages, editor viewports).
void renderMap(QPainter& painter, const Map& map, const Scenario* scenario,
               const RenderOptions& options);

// Where a location's centre lands in that picture (tests, editor hit-testing).
QPointF locationCenterPx(const Map& map, const Scenario* scenario, const RenderOptions& options,
                         int location);
// Table maps: where a point of the table lands in that picture.
QPointF tablePointPx(const Map& map, const Scenario* scenario, const RenderOptions& options,
                     TablePoint point);

}  // namespace sandtable
