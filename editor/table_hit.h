// Hit testing on a miniatures table for the table tools: which feature, corner or edge lies
// under the cursor. Everything is in table units; the view passes its pick tolerance in
// table units too (pixels / zoom), so a handle is as easy to hit at every zoom. Shapes are
// tested whole, not clipped to the table, so a piece hanging off the edge can still be picked
// and dragged back. A linear scan: 500 features cost well under a millisecond, because
// features far from the point are rejected on their extent before any area is built.
#pragma once

#include <optional>
#include <vector>

#include "model/map.h"

namespace sandtable::editor {

struct VertexHit {
  int vertex = -1;  // index into shapeVertices() (table_shapes.h)
  TablePoint at;    // the handle's position
};
struct EdgeHit {
  int edge = -1;  // edge from handle `edge` to the next: insertVertex(shape, edge, at)
  TablePoint at;  // the point of the edge nearest to the cursor
};

// The topmost (last in file order) feature under `p`; -1 for none. Areas (polygon, rect,
// circle) must contain `p` (boundary included); points are hit within `tol`; polylines on
// their band or within `tol` of their centre line, whichever reaches further (so a thin wall
// is as easy to hit as a point, and a wide road takes no clicks beside its drawn band).
int featureAt(const Map& map, TablePoint p, double tol);
// The feature's handle nearest to `p` within `tol`.
std::optional<VertexHit> vertexAt(const Map& map, int feature, TablePoint p, double tol);
// The feature's edge nearest to `p` within `tol`, unless `p` is within `tol` of a handle:
// handles win, so a click near a corner drags it rather than inserting beside it.
std::optional<EdgeHit> edgeAt(const Map& map, int feature, TablePoint p, double tol);
// The rubber band: features whose whole extent lies inside the rectangle with corners `a`
// and `b` (in any order), ascending. Features that merely cross it are left out, so that
// banding a village does not pick the large hill under it.
std::vector<int> featuresInRect(const Map& map, TablePoint a, TablePoint b);

}  // namespace sandtable::editor
