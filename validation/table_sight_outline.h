// The outline of one table piece as a flat list of edges, and the three questions line of
// sight asks of it: does it cover a point, which stretches of a segment lie inside it, does a
// segment meet it. Boost.Geometry answers the same questions, but allocates on every call and
// costs microseconds; a query asks them dozens of times and a viewshed tens of thousands of
// times, so these walk the edges directly and allocate nothing once the caller's vectors have
// grown. The boundary counts as inside (like boost::geometry::covered_by), so a unit standing
// on the edge of a wood is in it.
#pragma once

#include <vector>

#include "model/table.h"
#include "model/table_geometry.h"

namespace sandtable {

// The rings of a multi-polygon (outer rings and holes alike), their points end to end.
struct SightOutline {
  std::vector<TablePoint> points;
  std::vector<unsigned> ringEnds;  // one past each ring's last point
  // Lengths along a segment compare with this slack (table coordinates are at most 1e5).
  static constexpr double kEps = 1e-7;
};

SightOutline sightOutline(const geo::Area& area);

// A stretch of segment PQ, as distances from P.
struct SightInterval {
  double from = 0, to = 0;
};

// True when p is inside the outline or on its boundary.
bool outlineCovers(const SightOutline& outline, TablePoint p);

// The stretches of PQ inside the outline (boundary included), sorted and merged, in `out`;
// `cuts` is scratch. A segment that only touches the outline at a point gives none.
void outlineIntervals(const SightOutline& outline, TablePoint p, TablePoint q,
                      std::vector<double>& cuts, std::vector<SightInterval>& out);

// True when PQ meets the outline anywhere, touching included.
bool outlineMeets(const SightOutline& outline, TablePoint p, TablePoint q);

}  // namespace sandtable
