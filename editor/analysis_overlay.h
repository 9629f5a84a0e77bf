// The viewshed and reach overlays: per-location tints computed on a pool thread from a copy of
// the map (LOS and reachability come from the validation layer), with their legend.
#pragma once

#include <QString>
#include <QVariantList>

#include <optional>
#include <string>
#include <vector>

#include "editor/map_mesh.h"
#include "model/scenario.h"

namespace sandtable::editor {

struct OverlayRequest {
  enum class Mode { None, Viewshed, Reach };
  Mode mode = Mode::None;
  int from = -1;              // viewshed: the observing location
  std::vector<int> starts;    // reach: the start locations (a zone)
  int mobility = -1;          // reach: the mobility class
  // Tables: the observer (viewshed), and where reach starts (a zone or scenario point id,
  // or "X,Y"); the cell size of both fields in table units.
  std::optional<TablePoint> point;
  std::string place;
  double cell = 0.5;
};

struct OverlayResult {
  std::vector<Rgba> tints;  // per location (per cell on a table); alpha 0 = untinted
  QVariantList legend;      // [{color: "#rrggbb", label: "..."}]
  QString summary;          // e.g. "C4 sees 143 of 300 hexes"
  // Tables: the tints are cells of `cell` units, `columns` x `rows` from the top-left corner.
  double cell = 0;
  int columns = 0, rows = 0;
  double tableWidth = 0, tableHeight = 0;  // the last row and column are cut at the edge
  std::optional<TablePoint> mark;          // the observer of a viewshed
};

// Pure computation (runs on a worker thread): seen / hindered / blind / not seen for a
// viewshed; MP-cost bands and unreachable for reach.
// On a table, the scenario (may be null) gives zones, points and placed markers.
OverlayResult computeOverlay(const Map& map, const Scenario* scenario, const OverlayRequest& request);

void appendTints(const MapLayout& layout, const OverlayResult& result, Mesh& out);

}  // namespace sandtable::editor
