// Paints a Mesh with QPainter: the map view's software path (no GPU scene graph, e.g. the
// offscreen platform used for screenshots) and its overlays there.
#pragma once

#include <QPainter>
#include <QRectF>
#include <QTransform>

#include "editor/map_mesh.h"

namespace sandtable::editor {

// Draws the triangles and lines of `mesh` that fall inside `visible` (map units), with
// `toDevice` mapping map units to the painter's device.
void paintMesh(QPainter& painter, const Mesh& mesh, const QTransform& toDevice, const QRectF& visible);

// The box (map units) around a mesh's vertices; empty for an empty mesh.
QRectF meshBounds(const Mesh& mesh);

}  // namespace sandtable::editor
