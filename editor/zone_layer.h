// Scenario zones on a hex or card map in the editor, as the print shows them: a tint over each
// zone's locations and an outline along its border in the colour of the side that uses it
// (exporters/map_style.h sideColor, zoneSideIndex), and its id over its middle location. Zones
// whose id is in `hidden` (the Zones tab's check boxes) are left out. Tables draw their zones
// in table_mesh_scenario.cpp.
#pragma once

#include <QColor>
#include <QPainter>
#include <QRectF>
#include <QStringList>
#include <QTransform>
#include <vector>

#include "editor/map_layout.h"
#include "editor/map_mesh.h"
#include "model/scenario.h"

namespace sandtable::editor {

// The colour a zone is drawn in: its side's, or the neutral one.
QColor zoneColor(const Scenario& scenario, const Zone& zone);

// The tint and border of every shown zone, and the ring of every scenario objective.
void buildZoneMesh(const Scenario& scenario, const MapLayout& layout, const QStringList& hidden,
                   Mesh& out);

// A band `width` map units wide just inside the border of `locations` (the edges of a
// location whose neighbour across them is not one of them).
void appendZoneBorder(const MapLayout& layout, const std::vector<int>& locations, Rgba color,
                      double width, Mesh& out);

// The ids of the shown zones, each over the location nearest its middle, in a size that is
// readable at every zoom, clear of `keepClear` (the hex names drawn: paintLabels). `toDevice`
// maps map units to the painter's device. Returns the boxes the ids took (device units).
std::vector<QRectF> paintZoneLabels(QPainter& painter, const Scenario& scenario,
                                    const MapLayout& layout, const QStringList& hidden,
                                    const QTransform& toDevice,
                                    const std::vector<QRectF>& keepClear = {});

// The box (map units) around a zone: its locations on a grid, its shape or edge band on a
// table; empty when it has none.
QRectF zoneBounds(const Map& map, const MapLayout& layout, const Zone& zone);

}  // namespace sandtable::editor
