// Ear-clipping triangulation of a simple polygon without holes, for the table view's fills
// (terrain pieces, zones): the GPU draws triangles only, and table shapes are often concave.
// Robust to what documents and clipping produce: either winding, repeated points, collinear
// runs and zero-area spikes. O(n^2) in the worst case; convex outlines (circles, rects, most
// clipped pieces) take a fan in O(n).
#pragma once

#include <cstdint>
#include <vector>

#include "model/hex_geometry.h"

namespace sandtable::editor {

// Appends to `out` the vertex indices into `ring` (3 per triangle, each counter-clockwise in
// the x-right/y-up sense, i.e. of positive signed area) of triangles that exactly cover the
// polygon. The ring is open (its last point is not the first again; a repeated closing point
// is ignored). Returns false, appending nothing, when the polygon has no area.
bool triangulatePolygon(const std::vector<PointF>& ring, std::vector<std::uint32_t>& out);

// Twice the signed area of a ring (positive when counter-clockwise with y up).
double signedArea2(const std::vector<PointF>& ring);

}  // namespace sandtable::editor
