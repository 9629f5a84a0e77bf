#include "editor/map_tools.h"

#include <algorithm>
#include <cstdlib>
#include <deque>

namespace sandtable::editor {

std::vector<int> brushLocations(const Grid& grid, int centre, int radius) {
  std::vector<int> out;
  if (centre < 0 || centre >= grid.size()) return out;
  const Offset c = grid.offset(centre);
  // Only the bounding square can be in range; radius is small (0-3).
  const int span = radius + 1;
  for (int row = c.row - span; row <= c.row + span; ++row)
    for (int col = c.col - span; col <= c.col + span; ++col) {
      const Offset o{col, row};
      if (!grid.contains(o)) continue;
      const int d = grid.type == GridType::Hex ? hexDistance(c, o, grid.layout)
                                               : std::max(std::abs(o.col - c.col), std::abs(o.row - c.row));
      if (d <= radius) out.push_back(grid.index(o));
    }
  return out;
}

std::vector<int> floodRegion(const Map& map, int start) {
  std::vector<int> out;
  if (start < 0 || start >= map.grid.size()) return out;
  const int terrain = map.terrain[static_cast<std::size_t>(start)];
  std::vector<bool> seen(static_cast<std::size_t>(map.grid.size()), false);
  std::deque<int> queue{start};
  seen[static_cast<std::size_t>(start)] = true;
  while (!queue.empty()) {
    const int index = queue.front();
    queue.pop_front();
    out.push_back(index);
    for (const Offset n : map.grid.neighbours(map.grid.offset(index))) {
      const int ni = map.grid.index(n);
      if (seen[static_cast<std::size_t>(ni)] || map.terrain[static_cast<std::size_t>(ni)] != terrain) continue;
      seen[static_cast<std::size_t>(ni)] = true;
      queue.push_back(ni);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Offset> hexLine(const Grid& grid, Offset a, Offset b) {
  const Axial aa = toAxial(a, grid.layout), bb = toAxial(b, grid.layout);
  const int n = hexDistance(aa, bb);
  std::vector<Offset> out;
  for (int i = 0; i <= n; ++i) {
    const double t = n == 0 ? 0.0 : static_cast<double>(i) / n;
    // A tiny nudge keeps the rounding off exact hexside ties, so every step is adjacent.
    const double q = aa.q + (bb.q - aa.q) * t + 1e-6, r = aa.r + (bb.r - aa.r) * t + 1e-6;
    out.push_back(toOffset(cubeRound({q, r, -q - r}), grid.layout));
  }
  return out;
}

void paintTerrain(MapEditBuilder& edit, const std::vector<int>& locations, int terrain) {
  for (int index : locations) edit.location(index).terrain = terrain;
}

void raiseLevels(MapEditBuilder& edit, const Ruleset& rules, const std::vector<int>& locations, int delta) {
  for (int index : locations) {
    LocationState& s = edit.location(index);
    s.level = std::clamp(s.level + delta, rules.levelMin, rules.levelMax);
  }
}

void setLevels(MapEditBuilder& edit, const Ruleset& rules, const std::vector<int>& locations, int level) {
  for (int index : locations) edit.location(index).level = std::clamp(level, rules.levelMin, rules.levelMax);
}

void toggleHexsideFeature(MapEditBuilder& edit, Offset a, Offset b, int feature) {
  auto& sides = edit.hexsides();
  auto same = [&](const HexsideEntry& h) {
    return h.feature == feature && ((h.a == a && h.b == b) || (h.a == b && h.b == a));
  };
  auto it = std::find_if(sides.begin(), sides.end(), same);
  if (it != sides.end()) sides.erase(it);
  else sides.push_back(HexsideEntry{a, b, feature, {}});
}

void toggleObjective(MapEditBuilder& edit, int index) {
  LocationInfo& info = edit.location(index).info;
  info.objective = !info.objective;
}

void toggleMarker(MapEditBuilder& edit, int index, int marker) {
  auto& markers = edit.location(index).info.markers;
  auto it = std::find(markers.begin(), markers.end(), marker);
  if (it != markers.end()) markers.erase(it);
  else markers.push_back(marker);
}

void addRoad(MapEditBuilder& edit, const Grid& grid, const std::vector<Offset>& hexes) {
  Road road;
  for (const Offset o : hexes) {
    if (!grid.contains(o) || (!road.empty() && road.back() == o)) continue;
    if (!road.empty() && !grid.adjacent(road.back(), o)) continue;  // callers fill gaps with hexLine
    road.push_back(o);
  }
  if (road.size() >= 2) edit.roads().push_back(std::move(road));
}

void eraseLocation(MapEditBuilder& edit, const Map& map, int index) {
  LocationState& s = edit.location(index);
  s.terrain = map.defaultTerrain;
  s.level = map.isCards() ? 0 : map.defaultLevel;
  s.info = LocationInfo{};
  if (map.isCards()) {
    s.card.hill.reset();
    s.card.borders = CardBorders{};
    return;
  }
  const Offset o = map.grid.offset(index);
  auto& sides = edit.hexsides();
  sides.erase(std::remove_if(sides.begin(), sides.end(), [&](const HexsideEntry& h) { return h.a == o || h.b == o; }),
              sides.end());
  // A road through the erased hex is cut in two there.
  std::vector<Road> kept;
  for (const Road& road : edit.roads()) {
    Road part;
    for (const Offset step : road) {
      if (step == o) {
        if (part.size() >= 2) kept.push_back(part);
        part.clear();
      } else {
        part.push_back(step);
      }
    }
    if (part.size() >= 2) kept.push_back(part);
  }
  edit.roads() = std::move(kept);
}

void toggleCardBorder(MapEditBuilder& edit, int card, int side, bool hillBorder) {
  CardData& data = edit.location(card).card;
  auto flip = [](Border& b) { b = b == Border::Dark ? Border::Light : Border::Dark; };
  if (hillBorder) {
    if (data.hill) flip((*data.hill)[static_cast<std::size_t>(side)]);
  } else {
    flip(data.borders[static_cast<std::size_t>(side)]);
  }
}

void toggleHill(MapEditBuilder& edit, int card) {
  LocationState& s = edit.location(card);
  if (s.card.hill) s.card.hill.reset();
  else s.card.hill = CardBorders{};
  s.level = s.card.hill ? 1 : 0;
}

}  // namespace sandtable::editor
