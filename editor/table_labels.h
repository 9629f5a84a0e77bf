// Text over the table view, in the style of map_labels.h's paintLabels (painted with QPainter
// into the view's cached label image): the rulers' numbers every grid step, the letters and
// numbers inside scenario point symbols (E, R, T, hot spot numbers, +, arrow), the names of
// objectives, points (kind and side) and zones at every zoom and those of features when the
// zoom makes them readable, all in one readable size and kept apart as the print keeps them
// (exporters/label_placer.h).
#pragma once

#include <QPainter>
#include <QRectF>
#include <QMarginsF>
#include <QTransform>

#include <vector>

#include "exporters/label_placer.h"
#include "model/scenario.h"

namespace sandtable::editor {

// Where the rulers' numbers reach beyond the table. They keep their size in pixels at every
// zoom, so the view fits and caches `tip` map units (the rulers' longest ticks, left of and
// above the table) plus `text` pixels: left, the widest left number with its gap; top, the
// numbers' height with theirs; right and bottom, the halves of the last numbers that stand
// past the table's right and bottom edges.
struct RulerNumberRoom {
  double tip = 0;
  QMarginsF text;
};
RulerNumberRoom rulerNumberRoom(const Map& map);

// `toDevice` maps map units (table_mesh.h) to the painter's device; `visible` is in map units.
// The labels paintTableLabels places, in device units, in the order it places them: hill steps'
// heights, the names of features (when the zoom makes them readable), objectives, points and
// zones, each in a size readable at every zoom.
std::vector<Label> tableLabels(const Map& map, const Scenario* scenario, const QTransform& toDevice, double zoom);

// The boxes (device units) of the scenario's marks that no label may cover: the points'
// symbols (a hot spot's number is its only label) and the units' set-up marks.
std::vector<QRectF> tableMarkBoxes(const Map& map, const Scenario& scenario, const QTransform& toDevice, double zoom);

// Paints the labels clear of each other and of tableMarkBoxes; returns the boxes they took.
std::vector<QRectF> paintTableLabels(QPainter& painter, const Map& map, const Scenario* scenario,
                                     const QTransform& toDevice, const QRectF& visible, double zoom);

}  // namespace sandtable::editor
