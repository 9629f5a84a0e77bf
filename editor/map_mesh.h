// Turns a map into batched, vertex-coloured geometry: every hex/card, contour, hexside
// feature, road, objective and marker as triangles, and the grid as lines. The GPU path of the
// map view uploads these arrays as they are (their layout is QSGGeometry's ColoredPoint2D);
// the software path paints the same triangles, so both show exactly the same map.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "editor/map_layout.h"

namespace sandtable::editor {

// Premultiplied RGBA, as the scene graph's vertex colour material expects.
struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
};
Rgba parseColor(std::string_view hex, Rgba fallback = {200, 200, 200, 255});
Rgba withAlpha(Rgba c, double alpha);  // premultiplies
Rgba mix(Rgba a, Rgba b, double t);

struct Vertex {
  float x = 0, y = 0;
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
};
static_assert(sizeof(Vertex) == 12, "must match QSGGeometry::ColoredPoint2D");

struct Mesh {
  std::vector<Vertex> triangles;  // every 3 vertices one triangle
  std::vector<Vertex> lines;      // every 2 vertices one line (1 device pixel wide)

  void clear() {
    triangles.clear();
    lines.clear();
  }
  void triangle(PointF a, PointF b, PointF c, Rgba color);
  void polygon(const PointF* points, int count, Rgba color);  // convex, fanned from points[0]
  // A band of `width` map units along a segment (a thick line that scales with the zoom).
  void band(PointF a, PointF b, double width, Rgba color);
  void line(PointF a, PointF b, Rgba color);
  // A ring around a convex outline, `width` wide, inside it.
  void ring(const PointF* points, int count, PointF centre, double width, Rgba color);
};

// Colour of a location: its terrain colour, shaded by its level (higher ground darker and
// warmer, low ground cooler) so that elevation reads at a glance.
Rgba shadedTerrainColor(const Map& map, int index);

// The picture of a map in two layers. `base` holds the location fills, exactly
// kBaseVerticesPerLocation vertices per location in index order (so an edit recolours only the
// locations it touched), and the grid lines; `features` holds everything drawn on top
// (contours, roads, hexside features, card borders, objectives, markers), rebuilt per edit.
struct MapMeshes {
  Mesh base;
  Mesh features;
};
inline constexpr int kBaseVerticesPerLocation = 12;

void buildMapMeshes(const Map& map, const MapLayout& layout, MapMeshes& out);
void rebuildFeatures(const Map& map, const MapLayout& layout, Mesh& features);
// Recolours the fills of `locations` in an existing base layer.
void updateBaseColors(const Map& map, const std::vector<int>& locations, Mesh& base);
// Both layers in one mesh (for painting and tests).
void buildMapMesh(const Map& map, const MapLayout& layout, Mesh& out);

// The objective ring inside a location: the map's objective flags and the scenario's objectives
// (the zone layer draws those) look the same, as in the print.
void appendObjectiveRing(const MapLayout& layout, int index, Mesh& out);

// Location outlines, e.g. the brush preview or the selection.
void buildOutlineMesh(const MapLayout& layout, const std::vector<int>& locations, Rgba color, double width, Mesh& out);

}  // namespace sandtable::editor
