// Geometry pieces of the table view's meshes (table_mesh.h), in map units: filled outlines
// (ear-clipped), strokes along closed outlines, bands along polylines with the model's round
// joins and flat ends, dashes and discs, every triangle cut to the table's rectangle when the
// piece reaches past it (as the renderer clips its painter to the table).
#pragma once

#include <QColor>
#include <vector>

#include "editor/map_mesh.h"
#include "model/map.h"

namespace sandtable::editor::table {

// Where triangles go: `mesh`, cut to [0, right] x [0, bottom] when `clip`.
struct Sink {
  Mesh& mesh;
  double right = 0, bottom = 0;
  bool clip = false;
  void triangle(PointF a, PointF b, PointF c, Rgba color);
};

// A sink for `mesh` that cuts to the table of `map` when `clip`.
Sink tableSink(const Map& map, Mesh& mesh, bool clip = false);
// Whether every point, grown by `margin` map units, lies on the table (no cutting needed).
bool onTable(const Map& map, const std::vector<PointF>& points, double margin);
// The renderer's colours (QColor, e.g. darker()) as premultiplied vertex colours.
Rgba rgba(const QColor& c);
// Map units of a physical length in inches: marks and outlines keep their size on the cloth
// whether the table is measured in inches or centimetres.
double inches(const Map& map, double in);
std::vector<PointF> toMap(const std::vector<TablePoint>& points);
// The outline of a shape with an area in map units, as the model makes it (geo::shapeArea:
// circles as its 64-gon), without the repeated closing point; empty for points and lines.
std::vector<PointF> shapeRing(const Shape& shape);

// An open ring (no repeated closing point) filled; any winding, concave allowed.
void fillRing(Sink& sink, const std::vector<PointF>& ring, Rgba color);
// A stroke of `width` centred on the closed ring, mitred at its corners (long spikes capped).
void strokeRing(Sink& sink, const std::vector<PointF>& ring, double width, Rgba color);
// A band of `width` along the polyline: flat ends, round joins of the model's segment count
// (geo::kCircleSegments per turn), so it covers exactly the model's featureArea of the line.
void bandLine(Sink& sink, const std::vector<PointF>& line, double width, Rgba color);
// Dashes `dash` long with gaps as long, along a polyline or (closed) around a ring, as bands.
void dashLine(Sink& sink, const std::vector<PointF>& line, bool closed, double width, double dash, Rgba color);
void disc(Sink& sink, PointF centre, double radius, Rgba color, int segments = 16);
std::vector<PointF> circleRing(PointF centre, double radius, int segments);

// Even-odd containment, and the distance to the ring's boundary.
bool ringContains(const std::vector<PointF>& ring, PointF p);
double ringDistance(const std::vector<PointF>& ring, PointF p);
// The parts of the line through `p` along `dir` that lie inside the ring, as segments.
std::vector<std::pair<PointF, PointF>> lineInside(const std::vector<PointF>& ring, PointF p, PointF dir);

}  // namespace sandtable::editor::table
