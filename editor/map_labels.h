// Text over the map (hex ids, names, card names and cover values), painted only when the zoom
// makes it readable. The map view paints it into a cached image that panning just moves.
#pragma once

#include <QPainter>
#include <QRectF>
#include <QTransform>
#include <vector>

#include "editor/map_layout.h"
#include "model/scenario.h"

namespace sandtable::editor {

// Smallest on-screen size of a location (pixels) at which labels are drawn.
inline constexpr double kMinReadableLabelSize = 34.0;
bool labelsReadable(const MapLayout& layout, double zoom);

// Paints the labels of the locations inside `visible` (map units) with `toDevice`. Returns the
// boxes (device units) of the hex names and levels and the card titles and covers drawn, which the
// objectives' names and the zones' ids keep clear of.
std::vector<QRectF> paintLabels(QPainter& painter, const Map& map, const MapLayout& layout, const QTransform& toDevice,
                 const QRectF& visible, double zoom);

// Paints the names of the scenario's objectives on their hexes or cards (a hex's own name
// stays; an objective named as its hex is not named twice), placed clear of `keepClear` and of
// each other, and adds the boxes they took to `keepClear` for the zones' ids.
void paintObjectiveNames(QPainter& painter, const Map& map, const Scenario& scenario, const MapLayout& layout,
                         const QTransform& toDevice, double zoom, std::vector<QRectF>& keepClear);

}  // namespace sandtable::editor
