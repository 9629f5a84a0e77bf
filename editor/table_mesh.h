// The picture of a miniatures table as batched vertex-coloured meshes (map_mesh.h), in map
// units (MapLayout::tableToMap: the table is [0, width] x [0, height] table units times
// MapLayout::kTableUnit). Pure functions over the model; the map view uploads the arrays as
// they are (GPU) or paints them with mesh_painter (software). Colours and looks are the
// renderer's (exporters/table_paint.h: tableLook, tableFeatureFill, map_style.h inks), so the
// editor and `sandtable render` show a table alike.
//
// Drawing order: base.triangles, features.triangles, base.lines (the grid lies over the
// terrain, as in the renderer), scenario.triangles. Every feature's vertices depend on that
// feature, the table's size and the ruleset only, which is what lets an edit rebuild a slice.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "editor/map_mesh.h"
#include "model/scenario.h"

namespace sandtable::editor {

// The frame's width outside the table's edge and the rulers' longest tick beyond it, in inches
// on the cloth (the rulers' numbers go past both).
inline constexpr double kTableFrameInches = 0.08, kTableMajorTickInches = 0.6;

struct TableMeshOptions {
  bool grid = true;  // a line every 6 in, or every 10 cm when table.unit is "cm"
};

struct TableMeshes {
  // Triangles: the open table and its frame (just outside the edge). Lines: the grid (first,
  // translucent), then the rulers along the top and left edges, outside the table: a line
  // along each edge and a tick at every whole unit, longer at half and whole grid steps.
  Mesh base;
  // The features in file order (a later one is drawn over an earlier one). Triangles only.
  Mesh features;
  // Per feature: its [first, end) in features.triangles.
  std::vector<std::pair<std::size_t, std::size_t>> featureRanges;
  // Placed markers (the map's, then the scenario's), zones, objectives and scenario points.
  Mesh scenario;
};

void buildTableMeshes(const Map& map, const Scenario* scenario, const TableMeshOptions& options, TableMeshes& out);
void buildTableBase(const Map& map, const TableMeshOptions& options, Mesh& out);
// The features [first, oldEnd) of the list `out` was built from were replaced by the map's
// features [first, newEnd) (TableChanged's slice): updates out.features and featureRanges in
// place so that they equal a full rebuild.
void updateTableFeatures(const Map& map, int first, int oldEnd, int newEnd, TableMeshes& out);
void rebuildTableScenario(const Map& map, const Scenario* scenario, Mesh& out);

// Selection: the outline of a feature (`width` map units, centred on its edge; a polyline's
// band outline) and square handles `handleSize` map units wide at its editable points: the
// points the vertex edits number (shapeVertices in table_shapes.h): the vertices of polygons
// and polylines, a rect's four corners, the point on a circle's rim to the right of its centre
// (dragging it sets the radius), a point's position.
void appendFeatureOutline(const Map& map, int feature, Rgba color, double width, Mesh& out);
// The selection's outline round a placed marker (its template, or a ring round its chip).
void appendMarkerOutline(const Map& map, int marker, Rgba color, double width, Mesh& out);
void appendVertexHandles(const Map& map, int feature, double handleSize, Rgba color, Mesh& out);

// The handle points of appendVertexHandles in table units, in that order (hit testing).
std::vector<TablePoint> featureHandlePoints(const Map& map, int feature);

}  // namespace sandtable::editor
