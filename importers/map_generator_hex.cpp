// Hex map generation: ground levels from noise, terrain patches, roads between map edges
// (cheapest paths that avoid climbs and woods and like to share existing road), and
// building clusters strung along the roads.
#include <algorithm>
#include <functional>
#include <queue>

#include "importers/map_generator_internal.h"

namespace sandtable::generator {

namespace {

PointF centreOf(const HexWork& work, int index) {
  return hexCenter(work.map.grid.offset(index), work.map.grid.layout, 1.0);
}

void rescale(std::vector<double>& values) {
  if (values.empty()) return;
  const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
  const double min = *lo, span = std::max(1e-9, *hi - *lo);
  for (double& v : values) v = (v - min) / span;
}

}  // namespace

void generateLevels(HexWork& work, Rng rng) {
  const Ruleset& rules = *work.map.rules;
  const Noise noise(rng.next());
  for (int i = 0; i < work.size(); ++i) {
    const PointF c = centreOf(work, i);
    work.elevation[static_cast<std::size_t>(i)] = noise.at(c.x / 7.0, c.y / 7.0, 3);
  }
  rescale(work.elevation);
  const int base = work.map.defaultLevel;
  const int top =
      std::min(rules.levelMax, base + 3);  // more than three hill levels looks like a mountain
  std::vector<int>& levels = work.map.levels;
  for (int i = 0; i < work.size(); ++i) {
    const double e = work.elevation[static_cast<std::size_t>(i)];
    int level = base;
    for (int k = base + 1; k <= top; ++k)
      if (e > 0.55 + 0.13 * (k - base - 1)) level = k;
    if (e < 0.06 && rules.levelMin < base) level = base - 1;
    levels[static_cast<std::size_t>(i)] = level;
  }
  // Hills rise one level per hex: lower any hex that stands two or more above a neighbour,
  // until none does (a ruleset's steep_slope would make such sides impassable).
  for (bool changed = true; changed;) {
    changed = false;
    for (int i = 0; i < work.size(); ++i)
      for (int d = 0; d < 6; ++d) {
        const int j = work.neighbour(i, d);
        auto& li = levels[static_cast<std::size_t>(i)];
        if (j >= 0 && li > levels[static_cast<std::size_t>(j)] + 1) {
          li = levels[static_cast<std::size_t>(j)] + 1;
          changed = true;
        }
      }
  }
}

void generateTerrain(HexWork& work, Rng rng) {
  Map& map = work.map;
  const int woods = work.terrainIndex({"woods", "forest"});
  const int field = work.terrainIndex({"field", "fields"});
  const int rough = work.terrainIndex({"rough", "brush"});
  const int hill = work.terrainIndex({"hill"});
  const int gully = work.terrainIndex({"gully"});
  const int water = work.terrainIndex({"water"});
  const int mud = work.terrainIndex({"mud"});
  const Noise woodsNoise(rng.next()), fieldNoise(rng.next()), roughNoise(rng.next());
  for (int i = 0; i < work.size(); ++i) {
    const auto u = static_cast<std::size_t>(i);
    const PointF c = centreOf(work, i);
    const int level = map.levels[u];
    int& t = map.terrain[u];
    if (gully >= 0 && level < map.defaultLevel)
      t = gully;
    else if (water >= 0 && work.elevation[u] < 0.035)
      t = water;
    else if (woods >= 0 && woodsNoise.at(c.x / 5.5, c.y / 5.5) > 0.6)
      t = woods;
    else if (field >= 0 && fieldNoise.at(c.x / 3.5, c.y / 3.5) > 0.58)
      t = field;
    else if (rough >= 0 && roughNoise.at(c.x / 3.0, c.y / 3.0) > 0.66)
      t = rough;
    else if (hill >= 0 && level > map.defaultLevel)
      t = hill;
  }
  if (water >= 0 && mud >= 0)
    for (int i = 0; i < work.size(); ++i) {
      int& t = map.terrain[static_cast<std::size_t>(i)];
      if (t == water) continue;
      for (int d = 0; d < 6; ++d)
        if (int j = work.neighbour(i, d);
            j >= 0 && map.terrain[static_cast<std::size_t>(j)] == water && rng.chance(0.4)) {
          t = mud;
          break;
        }
    }
}

namespace {

// Cheapest path from `from` to `to` over hexes; `enterCost` < 0 means impassable.
std::vector<int> cheapestPath(const HexWork& work, int from, int to,
                              const std::function<double(int, int)>& enterCost) {
  const auto n = static_cast<std::size_t>(work.size());
  std::vector<double> cost(n, 1e300);
  std::vector<int> previous(n, -1);
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  cost[static_cast<std::size_t>(from)] = 0;
  open.push({0, from});
  while (!open.empty()) {
    const auto [c, i] = open.top();
    open.pop();
    if (c > cost[static_cast<std::size_t>(i)]) continue;
    if (i == to) break;
    for (int d = 0; d < 6; ++d) {
      const int j = work.neighbour(i, d);
      if (j < 0) continue;
      const double step = enterCost(i, j);
      if (step < 0) continue;
      if (c + step < cost[static_cast<std::size_t>(j)]) {
        cost[static_cast<std::size_t>(j)] = c + step;
        previous[static_cast<std::size_t>(j)] = i;
        open.push({c + step, j});
      }
    }
  }
  std::vector<int> path;
  if (previous[static_cast<std::size_t>(to)] < 0 && to != from) return path;
  for (int i = to; i >= 0; i = previous[static_cast<std::size_t>(i)]) path.push_back(i);
  std::reverse(path.begin(), path.end());
  return path;
}

// A hex on `edge`, away from the corners.
int edgeHex(const Grid& grid, Edge edge, Rng& rng) {
  const auto pick = [&](int length) {
    return length <= 2 ? rng.below(length) : length / 5 + rng.below(std::max(1, length * 3 / 5));
  };
  switch (edge) {
    case Edge::North:
      return grid.index({pick(grid.columns), 0});
    case Edge::South:
      return grid.index({pick(grid.columns), grid.rows - 1});
    case Edge::West:
      return grid.index({0, pick(grid.rows)});
    case Edge::East:
      return grid.index({grid.columns - 1, pick(grid.rows)});
  }
  return 0;
}

}  // namespace

void generateRoadsAndBuildings(HexWork& work, Rng rng) {
  Map& map = work.map;
  const Grid& grid = map.grid;
  const int water = work.terrainIndex({"water"});
  const int building = work.terrainIndex({"building", "buildings"});
  const int open = map.defaultTerrain;
  const auto isWater = [&](int i) {
    return water >= 0 && map.terrain[static_cast<std::size_t>(i)] == water;
  };
  const Noise wobble(rng.next());

  // What entering each hex costs a road builder, before climbing: rough ground and woods
  // are avoided, and low-frequency noise makes the roads wander a little.
  std::vector<double> baseCost(static_cast<std::size_t>(work.size()));
  for (int j = 0; j < work.size(); ++j) {
    const std::string& id =
        map.rules->terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(j)])].id;
    const double penalty = id == "woods"                                   ? 2.5
                           : id == "rough" || id == "brush" || id == "mud" ? 1.5
                           : id == "gully"                                 ? 1.0
                                                                           : 0.0;
    const PointF c = centreOf(work, j);
    baseCost[static_cast<std::size_t>(j)] = 1 + penalty + 1.2 * wobble.at(c.x / 2.0, c.y / 2.0, 2);
  }
  const auto enterCost = [&](int i, int j) {
    if (isWater(j)) return -1.0;
    double cost = baseCost[static_cast<std::size_t>(j)] +
                  2.5 * std::abs(map.levels[static_cast<std::size_t>(j)] -
                                 map.levels[static_cast<std::size_t>(i)]);
    if (work.road[static_cast<std::size_t>(j)])
      cost *= 0.35;  // join the network rather than run beside it
    return cost;
  };

  if (grid.columns >= 3 || grid.rows >= 3) {
    std::vector<std::pair<Edge, Edge>> routes;
    if (grid.columns >= 3) routes.push_back({Edge::West, Edge::East});
    if (grid.rows >= 3) routes.push_back({Edge::North, Edge::South});
    if (grid.size() > 2500)
      routes.push_back({Edge::South, rng.chance(0.5) ? Edge::East : Edge::West});
    if (grid.size() > 12000)
      routes.push_back({Edge::North, rng.chance(0.5) ? Edge::East : Edge::West});
    for (const auto& [fromEdge, toEdge] : routes) {
      const int from = edgeHex(grid, fromEdge, rng), to = edgeHex(grid, toEdge, rng);
      for (int end : {from, to})
        if (isWater(end)) map.terrain[static_cast<std::size_t>(end)] = open;
      const std::vector<int> path = cheapestPath(work, from, to, enterCost);
      if (path.size() < 2) continue;
      Road road;
      for (int i : path) {
        road.push_back(grid.offset(i));
        work.road[static_cast<std::size_t>(i)] = 1;
      }
      map.roads.push_back(std::move(road));
    }
  }

  if (building < 0) return;
  std::vector<int> roadHexes;
  for (int i = 0; i < work.size(); ++i)
    if (work.road[static_cast<std::size_t>(i)]) roadHexes.push_back(i);
  const int clusters = std::max(1, work.size() / 160);
  for (int k = 0; k < clusters; ++k) {
    int centre = -1;
    for (int attempt = 0; attempt < 20 && centre < 0; ++attempt) {
      const int i =
          !roadHexes.empty() && rng.chance(0.7)
              ? roadHexes[static_cast<std::size_t>(rng.below(static_cast<int>(roadHexes.size())))]
              : rng.below(work.size());
      if (!isWater(i) && map.levels[static_cast<std::size_t>(i)] <= map.defaultLevel + 1)
        centre = i;
    }
    if (centre < 0) continue;
    std::vector<int> cluster{centre};
    const int size = rng.between(2, 6);
    for (int tries = 0; static_cast<int>(cluster.size()) < size && tries < 30; ++tries) {
      const int from =
          cluster[static_cast<std::size_t>(rng.below(static_cast<int>(cluster.size())))];
      const int j = work.neighbour(from, rng.below(6));
      if (j >= 0 && !isWater(j) && std::find(cluster.begin(), cluster.end(), j) == cluster.end())
        cluster.push_back(j);
    }
    for (int i : cluster) map.terrain[static_cast<std::size_t>(i)] = building;
  }
}

}  // namespace sandtable::generator
