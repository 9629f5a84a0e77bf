// Miniatures tables: a free, measured table with vector terrain pieces instead of a grid
// (Focused Firepower, Force on Force). These are the plain data types of table documents;
// the geometry over them (areas, containment, clipping) is in table_geometry.h.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/yaml_extras.h"

namespace sandtable {

// A position on a table in table units from the top-left corner, x right, y down.
struct TablePoint {
  double x = 0;
  double y = 0;
  friend bool operator==(const TablePoint&, const TablePoint&) = default;
};

// A shape as written in a document. Polylines keep their width only when the document gives
// one; otherwise the terrain type's width applies (TableTerrain::width).
struct Shape {
  enum class Kind { Polygon, Polyline, Circle, Rect, Point };
  Kind kind = Kind::Point;
  std::vector<TablePoint> points;  // polygon / polyline vertices; circle: centre; rect: top-left; point
  double radius = 0;               // circle
  double width = 0;                // rect
  double height = 0;               // rect
  std::optional<double> lineWidth;  // polyline, as written
  ExtraKeys extras;                 // unknown keys of the shape mapping

  bool hasArea() const { return kind != Kind::Point; }
  friend bool operator==(const Shape& a, const Shape& b) {
    return a.kind == b.kind && a.points == b.points && a.radius == b.radius && a.width == b.width &&
           a.height == b.height && a.lineWidth == b.lineWidth;
  }
};
const char* shapeKindName(Shape::Kind k);
// The rect with top-left corner (x, y) and that size, as a file writes `rect: [x, y, w, h]`.
Shape rectShape(double x, double y, double w, double h);

struct TableSize {
  double width = 0;
  double height = 0;
  std::string unit = "in";  // in | cm
};

// One terrain piece on a table map.
struct TableFeature {
  std::string id;
  int terrain = -1;  // terrain type index
  Shape shape;
  std::optional<double> height;  // overrides the type's height
  std::optional<int> storeys;    // buildings
  std::string name;
  std::string notes;
  ExtraKeys extras;
};

// A marker (smoke template, cloud, fire) placed on a table: its own shape, or the ruleset's
// default template centred at `at`.
struct PlacedMarker {
  std::string id;
  int marker = -1;  // marker type index
  std::optional<Shape> shape;
  std::optional<TablePoint> at;
  ExtraKeys extras;
};

// Formats a number as the writer does: integers without a decimal point, others with up to
// ten significant digits ("2.5", "0.25").
std::string tableNumberText(double value);
// "12.5,30": the command-line form of a point.
std::string tablePointText(const TablePoint& p);
// Parses one finite number ("12.5", " 3 "); nullopt for anything else.
std::optional<double> parseTableNumber(std::string_view text);
// Parses "X,Y" (spaces allowed); nullopt unless both are finite numbers.
std::optional<TablePoint> parseTablePoint(std::string_view text);

}  // namespace sandtable
