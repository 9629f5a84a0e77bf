// Shared state of the map generator's steps.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "importers/generator_random.h"
#include "importers/map_generator.h"

namespace sandtable::generator {

// A hex map being generated, with what later steps need from earlier ones.
struct HexWork {
  Map& map;
  std::vector<int> neighbours;    // 6 per hex in kAxialDirections order; -1 off the map
  std::vector<double> elevation;  // noise in [0, 1], before quantising to levels
  std::vector<char> road;         // 1 where a road runs

  explicit HexWork(Map& m);
  int size() const { return map.grid.size(); }
  int neighbour(int index, int dir) const {
    return neighbours[static_cast<std::size_t>(index * 6 + ((dir % 6) + 6) % 6)];
  }
  int terrainIndex(
      std::initializer_list<const char*> ids) const;  // first id the ruleset has, or -1
  int hexsideIndex(const char* id) const { return map.rules->hexsideIndex(id); }
};

void generateLevels(HexWork& work, Rng rng);
void generateTerrain(HexWork& work, Rng rng);
void generateRoadsAndBuildings(HexWork& work, Rng rng);
void generateHexsides(HexWork& work, Rng rng);
void generateCards(Map& map, Rng rng);
// Fills a table map (its size set) with about `featureCount` features.
void generateTable(Map& map, Rng rng, int featureCount);

}  // namespace sandtable::generator
