// Many short thick lines (grid, contours, hexside features, zone edges) drawn in one call.
// QPainter strokes a wide line through its path stroker one line at a time, which dominates
// a 200 x 200 map; filling one path of quads is one rasterisation. Raster lines thinner than
// a pixel and a quarter become antialiased hairlines, the raster engine's fastest path.
#pragma once

#include <QColor>
#include <QLineF>
#include <QPainter>
#include <QVector>

namespace sandtable {

// Each line `width` wide (painter units), its ends extended by half the width like a square
// cap, so that consecutive segments meet without notches.
void drawLineBatch(QPainter& painter, const QVector<QLineF>& lines, const QColor& color,
                   double width);

}  // namespace sandtable
