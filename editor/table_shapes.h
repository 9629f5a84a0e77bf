// The editing operations behind the table tools, as pure functions on a Shape, a feature or a
// TableEditBuilder's working copy. No GUI: the map view's tools call them and push the
// builder; the tests call them directly. An operation that would leave an unusable shape
// (tables spec section 1) refuses: it returns the reason and changes nothing.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "editor/table_edit.h"
#include "model/scenario.h"

namespace sandtable::editor {

// Tool grid: points snap to multiples of this (in table units) unless snapping is off.
inline constexpr double kTableSnap = 0.25;
// Duplicates land this far right and down of their original.
inline constexpr double kDuplicateOffset = 1;
// Rotated coordinates are rounded to this, so files keep short numbers after a rotation.
inline constexpr double kRotationPrecision = 0.001;

TablePoint snapPoint(TablePoint p, double step = kTableSnap);

// The reason a shape cannot be used (the model's check, plus a polygon's zero area), or an
// empty string. Polylines are checked with their own width, else the default one.
std::string shapeError(const Shape& shape);

// --- Building shapes from tool input (they refuse, with a reason, a shape that is unusable).
struct ShapeOrError {
  Shape shape;
  std::string error;  // empty: `shape` is usable
};
// The clicked corners; a last click on the first corner (closing) and repeated clicks (a
// double-click) are dropped.
ShapeOrError polygonFromPoints(std::vector<TablePoint> points);
// `width`: the band's total width; none keeps the terrain type's.
ShapeOrError polylineFromPoints(std::vector<TablePoint> points, std::optional<double> width);
ShapeOrError circleFromCentre(TablePoint centre, double radius);
// The rectangle between two opposite corners, whichever two they are.
ShapeOrError rectFromCorners(TablePoint a, TablePoint b);

// --- Vertex handles. Polygons and polylines: their points; rects: the corners clockwise from
// the top-left; circles: one handle on the rim, east of the centre (drag it to resize);
// points: the point. Edges join consecutive handles (a polygon's and rect's also the last to
// the first); circles and points have none.
std::vector<TablePoint> shapeVertices(const Shape& shape);
int shapeEdgeCount(const Shape& shape);

// Moves handle `vertex` to `to`. A rect's corner resizes it with the opposite corner fixed
// (and may not reach it, so a handle keeps its corner through a drag); a circle's rim handle
// sets the radius. Refuses a corner onto its neighbour.
std::string moveVertex(Shape& shape, int vertex, TablePoint to);
// Inserts a corner at `at` after the start of edge `edge`, so it becomes vertex edge + 1. A
// rect becomes a polygon. Circles and points refuse.
std::string insertVertex(Shape& shape, int edge, TablePoint at);
// Removes a corner; a rect becomes a triangle. Refuses below 3 corners (polygon) or 2
// (polyline), and circles and points.
std::string deleteVertex(Shape& shape, int vertex);

// --- Moving and turning.
void translateShape(Shape& shape, double dx, double dy);
// The shape's centroid (a polyline's with its own width, else the default one).
TablePoint shapeCentroid(const Shape& shape);
// Turns the shape by `steps` x 15 degrees (positive: clockwise on screen, y being down)
// about `pivot`. A rect stays a rect when turned by a multiple of 90 degrees and becomes a
// polygon otherwise; a circle keeps its shape (its centre turns about the pivot).
std::string rotateShape(Shape& shape, int steps, TablePoint pivot);

// --- Operations on a builder's features, by index into its working copy. Indices may come in
// any order; invalid ones are ignored. Those that reorder return where the features went.
// Moves that would leave a feature wholly off the table refuse (the reader rejects such a
// feature, so the file would not load).
std::string translateFeatures(TableEditBuilder& edit, const std::vector<int>& indices, double dx, double dy);
// One feature turns about its centroid; several about the centre of their combined extent,
// so that a hill's nested steps turn together.
std::string rotateFeatures(TableEditBuilder& edit, const std::vector<int>& indices, int steps);
// The vertex edits above on one feature of the builder, refusing also to leave it wholly off
// the table.
std::string moveFeatureVertex(TableEditBuilder& edit, int feature, int vertex, TablePoint to);
std::string insertFeatureVertex(TableEditBuilder& edit, int feature, int edge, TablePoint at);
std::string deleteFeatureVertex(TableEditBuilder& edit, int feature, int vertex);
// Copies with fresh ids ("church" -> "church-1"), kDuplicateOffset right and down (left and
// up where that would be off the table), appended on top in file order; returns the copies'
// indices.
std::vector<int> duplicateFeatures(TableEditBuilder& edit, const std::vector<int>& indices);
void deleteFeatures(TableEditBuilder& edit, const std::vector<int>& indices);
// File order is drawing order: the features go to the end (front) or the start (back),
// keeping their own order; returns their new indices.
std::vector<int> bringToFront(TableEditBuilder& edit, const std::vector<int>& indices);
std::vector<int> sendToBack(TableEditBuilder& edit, const std::vector<int>& indices);
// A new feature on top (the last index), with a fresh id "PREFIX-N". Refuses an unusable
// shape, one wholly off the table and an unknown terrain.
std::string addFeature(TableEditBuilder& edit, int terrain, Shape shape, std::string_view idPrefix);
// A hill step `f` drawn within other hill steps starts one step up: its height is the highest
// of theirs plus its type's own (addFeature does this for a piece drawn).
void stepUpWithin(const TableEditBuilder& edit, TableFeature& f);

// --- Properties (the inspector). Each refuses a value the format does not allow.
std::string setFeatureTerrain(TableEditBuilder& edit, int feature, int terrain);  // a ruleset terrain index
// Levels in quarters (0.25) between -100 and 100, as the reader takes them; none: the type's.
std::string setFeatureHeight(TableEditBuilder& edit, int feature, std::optional<double> height);
std::string setFeatureStoreys(TableEditBuilder& edit, int feature, std::optional<int> storeys);  // 1-100
std::string setFeatureName(TableEditBuilder& edit, int feature, std::string name);
std::string setFeatureNotes(TableEditBuilder& edit, int feature, std::string notes);

}  // namespace sandtable::editor
