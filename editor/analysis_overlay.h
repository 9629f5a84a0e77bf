// The viewshed and reach overlays: per-location tints computed on a pool thread from a copy of
// the map (LOS and reachability come from the validation layer), with their legend.
#pragma once

#include <QString>
#include <QVariantList>

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
};

struct OverlayResult {
  std::vector<Rgba> tints;  // per location; alpha 0 = untinted
  QVariantList legend;      // [{color: "#rrggbb", label: "..."}]
  QString summary;          // e.g. "C4 sees 143 of 300 hexes"
};

// Pure computation (runs on a worker thread): seen / hindered / blind / not seen for a
// viewshed; MP-cost bands and unreachable for reach.
OverlayResult computeOverlay(const Map& map, const OverlayRequest& request);

void appendTints(const MapLayout& layout, const std::vector<Rgba>& tints, Mesh& out);

}  // namespace sandtable::editor
