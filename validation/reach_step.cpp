#include "validation/reach_step.h"

#include <algorithm>
#include <cstdlib>

#include "model/ruleset.h"

namespace sandtable {

namespace {

constexpr int kHexDirections = 6;
// Card steps in compass order from north; the even ones are the orthogonal steps.
constexpr std::array<Offset, kMaxDirections> kCardSteps{
    {{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}};

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

MoveCost tableCost(const MoveTable& table, int mobility) {
  if (mobility < 0 || at(mobility) >= table.size()) return MoveCost::impassable();
  return table[at(mobility)];
}

MoveCost terrainCost(const Map& map, int mobility, int location) {
  const int t = map.terrain[at(location)];
  if (t < 0 || at(t) >= map.rules->terrain.size()) return MoveCost::impassable();
  return tableCost(map.rules->terrain[at(t)].move, mobility);
}

MoveCost add(MoveCost a, MoveCost b) {
  if (!a.passable() || !b.passable()) return MoveCost::impassable();
  return MoveCost::quarters(a.quarters() + b.quarters());
}

// movement.uphill[m] per level climbed; no uphill table means climbing is free.
MoveCost uphillCost(const Map& map, int mobility, int from, int to) {
  const int climb = std::max(0, map.levels[at(to)] - map.levels[at(from)]);
  if (climb == 0 || map.rules->movement.uphill.empty()) return MoveCost::quarters(0);
  const MoveCost perLevel = tableCost(map.rules->movement.uphill, mobility);
  if (!perLevel.passable()) return perLevel;
  return MoveCost::quarters(perLevel.quarters() * climb);
}

}  // namespace

StepNeighbours stepNeighbours(const Map& map, int location) {
  StepNeighbours out;
  const Grid& grid = map.grid;
  const Offset o = grid.offset(location);
  if (map.isHex()) {
    const auto around = hexNeighbours(o, grid.layout);
    for (int d = 0; d < kHexDirections; ++d)
      if (grid.contains(around[at(d)])) out.items[at(out.count++)] = {grid.index(around[at(d)]), d};
    return out;
  }
  // A card ruleset that says `hex` has no diagonal rule to apply: orthogonal steps only.
  const bool king = map.rules && map.rules->movement.adjacency == Adjacency::King;
  for (int d = 0; d < kMaxDirections; ++d) {
    if (!king && d % 2 != 0) continue;
    const Offset n{o.col + kCardSteps[at(d)].col, o.row + kCardSteps[at(d)].row};
    if (grid.contains(n)) out.items[at(out.count++)] = {grid.index(n), d};
  }
  return out;
}

int stepDirection(const Map& map, int from, int to) {
  for (const StepNeighbour& n : stepNeighbours(map, from))
    if (n.location == to) return n.direction;
  return -1;
}

HexsideIndex indexHexsides(const Map& map) {
  HexsideIndex index;
  if (!map.isHex()) return index;
  const Grid& grid = map.grid;
  index.roads.assign(at(grid.size()), 0);
  index.featured.assign(at(grid.size()), 0);
  auto both = [&](Offset a, Offset b, auto&& visit) {
    if (!grid.contains(a) || !grid.contains(b)) return;
    const int ia = grid.index(a), ib = grid.index(b);
    const int dab = stepDirection(map, ia, ib), dba = stepDirection(map, ib, ia);
    if (dab < 0 || dba < 0) return;  // the reader already reported a non-adjacent pair
    visit(ia, dab);
    visit(ib, dba);
  };
  for (const Road& road : map.roads)
    for (std::size_t i = 1; i < road.size(); ++i)
      both(road[i - 1], road[i],
           [&](int loc, int dir) { index.roads[at(loc)] |= std::uint8_t(1U << dir); });
  for (const HexsideEntry& side : map.hexsides)
    both(side.a, side.b, [&](int loc, int dir) {
      index.features.emplace_back(loc * kHexDirections + dir, side.feature);
      index.featured[at(loc)] |= std::uint8_t(1U << dir);
    });
  std::sort(index.features.begin(), index.features.end());
  index.features.erase(std::unique(index.features.begin(), index.features.end()),
                       index.features.end());
  return index;
}

MoveCost stepCost(const Map& map, const HexsideIndex& sides, int mobility, int from, int direction,
                  int to) {
  if (!map.isHex()) return terrainCost(map, mobility, to);  // cards: the card entered, nothing else
  const Ruleset::Movement& movement = map.rules->movement;
  if (movement.steepSlope &&
      std::abs(map.levels[at(to)] - map.levels[at(from)]) >= *movement.steepSlope)
    return MoveCost::impassable();
  const MoveCost uphill = uphillCost(map, mobility, from, to);
  // The road crosses the hexside and the terrain: only its own cost and the climb count.
  if (!movement.road.empty() && sides.road(from, direction))
    return add(tableCost(movement.road, mobility), uphill);
  MoveCost cost = add(terrainCost(map, mobility, to), uphill);
  if (sides.featured.empty() || ((sides.featured[at(from)] >> direction) & 1U) == 0) return cost;
  const int key = from * kHexDirections + direction;
  auto it =
      std::lower_bound(sides.features.begin(), sides.features.end(), std::pair<int, int>(key, -1));
  for (; cost.passable() && it != sides.features.end() && it->first == key; ++it) {
    const auto& feature = map.rules->hexsides;
    cost = at(it->second) < feature.size()
               ? add(cost, tableCost(feature[at(it->second)].move, mobility))
               : MoveCost::impassable();
  }
  return cost;
}

MoveCost moveCost(const Map& map, int mobility, int from, int to) {
  const int direction = stepDirection(map, from, to);
  if (direction < 0) return MoveCost::impassable();
  return stepCost(map, indexHexsides(map), mobility, from, direction, to);
}

MoveCost entryCost(const Map& map, int mobility, int location) {
  return terrainCost(map, mobility, location);
}

}  // namespace sandtable
