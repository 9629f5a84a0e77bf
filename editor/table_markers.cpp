#include "editor/table_markers.h"

#include <algorithm>
#include <set>

#include "editor/table_shapes.h"
#include "model/ruleset.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

namespace {

// The reader's check: a placed marker lies at least partly on the table.
std::string placementError(const Map& map, const PlacedMarker& marker) {
  const auto shape = markerShape(marker, *map.rules);
  if (!shape) return "this marker has no shape";
  if (geo::placementOnTable(*shape, geo::kDefaultLineWidth, map.table) == geo::Placement::Outside)
    return "a marker must lie at least partly on the table";
  return {};
}

bool validIndex(const std::vector<PlacedMarker>& markers, int index) {
  return index >= 0 && index < static_cast<int>(markers.size());
}

}  // namespace

std::string addMarker(TableEditBuilder& edit, int type, TablePoint at) {
  const Map& map = edit.map();
  if (type < 0 || type >= static_cast<int>(map.rules->markers.size()))
    return "the ruleset has no such marker";
  PlacedMarker marker;
  marker.marker = type;
  marker.at = at;
  if (std::string error = placementError(map, marker); !error.empty()) return error;
  std::vector<PlacedMarker>& markers = edit.placedMarkers();
  std::set<std::string> used;
  for (const PlacedMarker& m : markers) used.insert(m.id);
  const std::string& stem = map.rules->markers[static_cast<std::size_t>(type)].id;
  for (std::size_t n = 1; marker.id.empty(); ++n)
    if (std::string id = stem + "-" + std::to_string(n); !used.contains(id)) marker.id = id;
  markers.push_back(std::move(marker));
  return {};
}

int markerAt(const Map& map, TablePoint p, double tol) {
  for (int i = static_cast<int>(map.placedMarkers.size()) - 1; i >= 0; --i) {
    const auto shape = markerShape(map.placedMarkers[static_cast<std::size_t>(i)], *map.rules);
    if (!shape) continue;
    if (geo::distance(geo::shapeArea(*shape, geo::kDefaultLineWidth), p) <= tol) return i;
    if (shape->kind == Shape::Kind::Point &&
        geo::distance(shape->points.front(), p) <= std::max(tol, 0.3))
      return i;
  }
  return -1;
}

std::string moveMarker(TableEditBuilder& edit, int index, double dx, double dy) {
  std::vector<PlacedMarker>& markers = edit.placedMarkers();
  if (!validIndex(markers, index)) return "no such marker";
  PlacedMarker moved = markers[static_cast<std::size_t>(index)];
  if (moved.at) moved.at = TablePoint{moved.at->x + dx, moved.at->y + dy};
  if (moved.shape) translateShape(*moved.shape, dx, dy);
  if (std::string error = placementError(edit.map(), moved); !error.empty()) return error;
  markers[static_cast<std::size_t>(index)] = std::move(moved);
  return {};
}

std::string deleteMarker(TableEditBuilder& edit, int index) {
  std::vector<PlacedMarker>& markers = edit.placedMarkers();
  if (!validIndex(markers, index)) return "no such marker";
  markers.erase(markers.begin() + index);
  return {};
}

}  // namespace sandtable::editor
