// The editing operations behind the map tools, as functions that describe their change on a
// MapEditBuilder. No GUI here: the map view calls these, and the tests call them directly.
#pragma once

#include <vector>

#include "editor/map_edit.h"
#include "model/ruleset.h"

namespace sandtable::editor {

// Locations within `radius` of `centre` (hex distance; Chebyshev distance on card grids).
std::vector<int> brushLocations(const Grid& grid, int centre, int radius);
// The connected region of locations sharing `start`'s terrain (flood fill).
std::vector<int> floodRegion(const Map& map, int start);
// The hexes of a straight line from a to b, a and b included (fills fast road drags).
std::vector<Offset> hexLine(const Grid& grid, Offset a, Offset b);

void paintTerrain(MapEditBuilder& edit, const std::vector<int>& locations, int terrain);
// Adds `delta` to each level, clamped to the ruleset's range.
void raiseLevels(MapEditBuilder& edit, const Ruleset& rules, const std::vector<int>& locations, int delta);
void setLevels(MapEditBuilder& edit, const Ruleset& rules, const std::vector<int>& locations, int level);
// Adds the feature on the hexside a/b, or removes it when it is already there.
void toggleHexsideFeature(MapEditBuilder& edit, Offset a, Offset b, int feature);
void toggleObjective(MapEditBuilder& edit, int index);
void toggleMarker(MapEditBuilder& edit, int index, int marker);
// Appends a road (consecutive hexes must be adjacent; repeated hexes are dropped).
void addRoad(MapEditBuilder& edit, const Grid& grid, const std::vector<Offset>& hexes);
// Resets a location to the map's defaults and removes its data, hexside features and road
// steps through it.
void eraseLocation(MapEditBuilder& edit, const Map& map, int index);

// Card maps.
void toggleCardBorder(MapEditBuilder& edit, int card, int side, bool hillBorder);
void toggleHill(MapEditBuilder& edit, int card);

}  // namespace sandtable::editor
