// Text over the table view, in the style of map_labels.h's paintLabels (painted with QPainter
// into the view's cached label image): the rulers' numbers every grid step, the letters and
// numbers inside scenario point symbols (E, R, T, hot spot numbers, +, arrow), and, when the
// zoom makes them readable, the names of features, objectives, points and zones.
#pragma once

#include <QPainter>
#include <QRectF>
#include <QTransform>

#include "model/scenario.h"

namespace sandtable::editor {

// `toDevice` maps map units (table_mesh.h) to the painter's device; `visible` is in map units.
void paintTableLabels(QPainter& painter, const Map& map, const Scenario* scenario, const QTransform& toDevice,
                      const QRectF& visible, double zoom);

}  // namespace sandtable::editor
