// The geometry of miniatures tables, on Boost.Geometry: the one place that turns shapes into
// areas and answers containment, clipping and measurement questions. Checks, rendering,
// line of sight, reachability and the editor all use it (the hex geometry is hex_geometry.h).
// Coordinates are table units, x right, y down; "inside" includes the boundary.
#pragma once

#include <optional>
#include <string>

#include <boost/geometry/geometries/box.hpp>
#include <boost/geometry/geometries/linestring.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/geometry/geometries/segment.hpp>

#include "model/table.h"

namespace sandtable {

struct Ruleset;

namespace geo {

using Point = boost::geometry::model::d2::point_xy<double>;
using Polygon = boost::geometry::model::polygon<Point>;
using Area = boost::geometry::model::multi_polygon<Polygon>;
using Line = boost::geometry::model::linestring<Point>;
using Box = boost::geometry::model::box<Point>;
using Segment = boost::geometry::model::segment<Point>;

inline Point toGeo(TablePoint p) { return {p.x, p.y}; }
inline TablePoint fromGeo(const Point& p) { return {p.x(), p.y()}; }

// Limits that keep every computation finite and fast. No table is 1,000 feet long, and no
// terrain piece needs more vertices than a traced river.
inline constexpr double kMaxCoordinate = 100000;
inline constexpr std::size_t kMaxShapePoints = 10000;
// Segments of the polygon that stands in for a circle (and for the round joins of bands).
inline constexpr int kCircleSegments = 64;
// Width of a polyline whose document and terrain type give none.
inline constexpr double kDefaultLineWidth = 0.25;

struct ShapeProblem {
  std::string code;  // bad-shape
  std::string message;
  std::string fix;
};
// Why a shape cannot be used (self-crossing, too few distinct points, non-positive radius or
// width, a number out of range), or nullopt when it is sound. `lineWidth` is the polyline's
// effective width.
std::optional<ShapeProblem> shapeProblem(const Shape& shape, double lineWidth);

// The area a sound shape covers: polygons as given, polylines as a band of total width
// `lineWidth` with flat ends, circles as a 64-gon, rects as boxes; points cover nothing.
Area shapeArea(const Shape& shape, double lineWidth);
// The shape's extent (a point's is the point itself).
Box shapeBounds(const Shape& shape, double lineWidth);

Box tableBox(const TableSize& table);
enum class Placement { Inside, Partly, Outside };
// Where a shape lies relative to the table rectangle. A point on the edge is inside. A line
// (road, stream, wall) is placed by its centre line: one drawn to the edge, as roads that run
// off the table are, is inside though its width reaches past the edge where it ends.
Placement placementOnTable(const Shape& shape, double lineWidth, const TableSize& table);
// `area` cut to the table rectangle.
Area clipToTable(const Area& area, const TableSize& table);

bool covers(const Area& area, TablePoint p);
double areaOf(const Area& area);
// Centre of mass of an area; of a point shape, the point.
TablePoint centroid(const Area& area);
TablePoint shapeCentre(const Shape& shape, double lineWidth);
double distance(TablePoint a, TablePoint b);
// Distance from `p` to the nearest point of `area` (0 inside).
double distance(const Area& area, TablePoint p);
// A circle of `radius` around `centre` as a shape.
Shape circleShape(TablePoint centre, double radius);

}  // namespace geo

// What the ruleset says about one feature: its band width (polylines), its height in
// levels (override, else storeys x storey height, else the type's), and its area on the table.
double featureLineWidth(const TableFeature& feature, const Ruleset& rules);
double featureHeight(const TableFeature& feature, const Ruleset& rules);
geo::Area featureArea(const TableFeature& feature, const Ruleset& rules, const TableSize& table);
// A placed marker's shape: its own, or the ruleset's default template centred at `at`.
std::optional<Shape> markerShape(const PlacedMarker& marker, const Ruleset& rules);

}  // namespace sandtable
