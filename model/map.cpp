#include "model/map.h"

#include <algorithm>

namespace sandtable {

const char* edgeName(Edge e) {
  switch (e) {
    case Edge::North: return "north";
    case Edge::East: return "east";
    case Edge::South: return "south";
    case Edge::West: return "west";
  }
  return "north";
}

std::optional<Edge> parseEdge(std::string_view text) {
  if (text == "north" || text == "n") return Edge::North;
  if (text == "east" || text == "e") return Edge::East;
  if (text == "south" || text == "s") return Edge::South;
  if (text == "west" || text == "w") return Edge::West;
  return std::nullopt;
}

void Map::resize() {
  const auto n = static_cast<std::size_t>(std::max(0, grid.size()));
  terrain.assign(n, defaultTerrain);
  levels.assign(n, defaultLevel);
  if (isCards()) cards.assign(n, CardData{});
}

const TableFeature* Map::feature(std::string_view id) const {
  for (const auto& f : features)
    if (f.id == id) return &f;
  return nullptr;
}

const LocationInfo* Map::infoAt(int index) const {
  auto it = info.find(index);
  return it == info.end() ? nullptr : &it->second;
}

std::vector<int> Map::markersAt(int index) const {
  const LocationInfo* i = infoAt(index);
  return i ? i->markers : std::vector<int>{};
}

bool Map::isObjective(int index) const {
  const LocationInfo* i = infoAt(index);
  return i && i->objective;
}

std::vector<int> Map::edgeLocations(Edge e) const {
  std::vector<int> out;
  for (int index = 0; index < grid.size(); ++index) {
    const Offset o = grid.offset(index);
    const bool on = (e == Edge::North && o.row == 0) || (e == Edge::South && o.row == grid.rows - 1) ||
                    (e == Edge::West && o.col == 0) || (e == Edge::East && o.col == grid.columns - 1);
    if (on) out.push_back(index);
  }
  return out;
}

}  // namespace sandtable
