// A map document (docs/formats.md section 3): a hex map or a card map over one rectangular grid.
// Per-location data lives in flat arrays indexed row-major, so the LOS and reachability
// engines read it without lookups.
#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/grid.h"
#include "model/map_art.h"
#include "model/table.h"
#include "model/yaml_extras.h"

namespace sandtable {

struct Ruleset;

enum class Edge { North, East, South, West };
const char* edgeName(Edge e);
std::optional<Edge> parseEdge(std::string_view text);  // "north"/"n", ...

enum class Direction { Up, Down, Left, Right };

// Sparse per-location data that is not a layer: names, objective flags, markers, unknown keys.
struct LocationInfo {
  std::string name;
  bool objective = false;
  std::vector<int> markers;  // marker type indices
  ExtraKeys extras;
  bool empty() const { return name.empty() && !objective && markers.empty() && extras.empty(); }
};

struct HexsideEntry {
  Offset a;
  Offset b;
  int feature = -1;  // hexside feature index
  ExtraKeys extras;
};

using Road = std::vector<Offset>;

enum class Border : std::uint8_t { Light, Dark };
// Borders in n, e, s, w order.
using CardBorders = std::array<Border, 4>;

struct CardData {
  bool present = false;
  std::string name;
  std::vector<int> cover;
  CardBorders borders{};
  std::optional<CardBorders> hill;  // a hill card beneath: +1 level
  ExtraKeys extras;
  ExtraKeys hillExtras;
};

struct Map {
  std::string id;
  std::string name;
  std::string notes;  // free text: sources, and choices made where the rules are silent
  // The comment block at the top of the map's own file, when a scenario read it from there:
  // saving the scenario rewrites that file and keeps it (a map opened on its own keeps its
  // comment in LoadedDocument::headerComment, as every document does).
  std::string fileComment;
  std::string ruleset;  // id of a built-in ruleset or a relative path, as written
  std::shared_ptr<const Ruleset> rules;  // the loaded ruleset
  Grid grid;
  std::optional<Direction> north;

  // Layers (hex maps) or per-card values (card maps), one entry per location.
  int defaultTerrain = 0;
  int defaultLevel = 0;
  std::vector<int> terrain;  // terrain type index
  std::vector<int> levels;   // card maps: 1 with a hill card, else 0
  // The symbols of the terrain layer, in the file's order (symbol -> terrain index).
  std::vector<std::pair<std::string, int>> legend;

  std::map<int, LocationInfo> info;  // keyed by location index

  // Hex maps.
  std::vector<HexsideEntry> hexsides;
  std::vector<Road> roads;

  // Card maps.
  std::vector<CardData> cards;  // one per location
  std::optional<Edge> staging;

  // Table maps (miniatures): the table, its terrain pieces in drawing order, placed markers.
  TableSize table;
  std::vector<TableFeature> features;
  std::vector<PlacedMarker> placedMarkers;

  // The published picture the map was drawn from, when it has one (docs/art.md).
  std::optional<MapArt> art;
  // Where each location's terrain is written, for messages about it (art proof): hex maps
  // one (line, column) per terrain row, card maps one per card entry; empty when unknown.
  std::vector<std::pair<int, int>> terrainSource;

  ExtraKeys extras;
  ExtraKeys gridExtras;
  ExtraKeys defaultExtras;

  bool isHex() const { return grid.type == GridType::Hex; }
  bool isCards() const { return grid.type == GridType::Cards; }
  bool isTable() const { return grid.type == GridType::Table; }
  const TableFeature* feature(std::string_view id) const;

  // Allocates the per-location arrays for the grid, filled with the defaults.
  void resize();
  const LocationInfo* infoAt(int index) const;
  std::vector<int> markersAt(int index) const;
  bool isObjective(int index) const;

  // Locations on one edge of the map, row-major.
  std::vector<int> edgeLocations(Edge e) const;
};

}  // namespace sandtable
