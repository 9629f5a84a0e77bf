// Card maps (Field of Fire style): terrain cards dealt with weights, a road running from the
// staging edge, a stream across the map, and a patch of hill cards. Each card gets the cover
// values and border darkness its terrain would plausibly print.
#include <algorithm>
#include <array>

#include "importers/map_generator_internal.h"

namespace sandtable::generator {

namespace {

struct CardKind {
  const char* terrain;
  double weight;  // how often it is dealt
  int coverLow, coverHigh;
  double darkBorder;  // chance that each border blocks sight
  std::array<const char*, 3> names;
};

constexpr std::array<CardKind, 11> kKinds{{
    {"open", 3.0, 0, 1, 0.05, {"Open ground", "Pasture", "Meadow"}},
    {"field", 3.0, 1, 1, 0.15, {"Wheat field", "Hayfield", "Fields"}},
    {"woods", 2.0, 2, 3, 0.75, {"Woods", "Pine wood", "Copse"}},
    {"brush", 1.5, 1, 2, 0.35, {"Brush", "Scrub", "Thicket"}},
    {"orchard", 1.0, 1, 2, 0.5, {"Orchard", "Olive grove", "Fruit trees"}},
    {"hamlet", 0.8, 2, 4, 0.7, {"Hamlet", "Farmstead", "Cottages"}},
    {"buildings", 0.6, 2, 4, 0.8, {"Village", "Mill", "Chapel"}},
    {"marsh", 0.5, 1, 1, 0.2, {"Marsh", "Reed bed", "Fen"}},
    {"paddy", 0.8, 0, 1, 0.1, {"Paddies", "Rice terraces", "Flooded fields"}},
    {"stream", 0.0, 1, 2, 0.2, {"Stream", "Ford", "Brook"}},
    {"road", 0.0, 0, 1, 0.05, {"Road", "Cart track", "Lane"}},
}};

const CardKind* kindOf(const std::string& id) {
  for (const CardKind& k : kKinds)
    if (id == k.terrain) return &k;
  return nullptr;
}

CardBorders borders(Rng& rng, double dark) {
  CardBorders b{};
  for (auto& side : b) side = rng.chance(dark) ? Border::Dark : Border::Light;
  return b;
}

}  // namespace

void generateCards(Map& map, Rng rng) {
  const Ruleset& rules = *map.rules;
  const Grid& grid = map.grid;
  // Deal from the kinds this ruleset has; any other terrain type gets a small share.
  std::vector<std::pair<int, double>> deck;
  double total = 0;
  for (int t = 0; t < static_cast<int>(rules.terrain.size()); ++t) {
    const CardKind* k = kindOf(rules.terrain[static_cast<std::size_t>(t)].id);
    const double w = k ? k->weight : 0.5;
    if (w <= 0) continue;
    deck.push_back({t, w});
    total += w;
  }
  const auto deal = [&] {
    double x = rng.unit() * total;
    for (const auto& [t, w] : deck) {
      if (x < w) return t;
      x -= w;
    }
    return deck.empty() ? map.defaultTerrain : deck.back().first;
  };
  for (int i = 0; i < grid.size(); ++i) map.terrain[static_cast<std::size_t>(i)] = deal();

  // A road from the staging edge (south) northwards, drifting a column now and then, and a
  // stream across the map further north.
  if (const int road = rules.terrainIndex("road"); road >= 0 && grid.rows >= 2) {
    int col = rng.below(grid.columns);
    for (int row = grid.rows - 1; row >= 0; --row) {
      map.terrain[static_cast<std::size_t>(grid.index({col, row}))] = road;
      if (rng.chance(0.3)) col = std::clamp(col + (rng.chance(0.5) ? 1 : -1), 0, grid.columns - 1);
    }
  }
  if (const int stream = rules.terrainIndex("stream"); stream >= 0 && grid.rows >= 3) {
    const int row = rng.below(std::max(1, grid.rows - 2));
    const int road = rules.terrainIndex("road");
    for (int col = 0; col < grid.columns; ++col) {
      int& t = map.terrain[static_cast<std::size_t>(grid.index({col, row}))];
      if (t != road && rng.chance(0.6)) t = stream;  // the road fords the stream
    }
  }

  // Hill cards: a patch around one card, about a quarter of the map.
  std::vector<char> hill(static_cast<std::size_t>(grid.size()), 0);
  if (rules.levelMax >= 1 && grid.size() >= 2) {
    const Offset centre{rng.below(grid.columns), rng.below(std::max(1, grid.rows - 1))};
    const int wanted = std::max(1, grid.size() / 4);
    int placed = 0;
    for (int radius = 0; placed < wanted && radius < grid.columns + grid.rows; ++radius)
      for (int i = 0; i < grid.size() && placed < wanted; ++i) {
        const Offset o = grid.offset(i);
        if (std::max(std::abs(o.col - centre.col), std::abs(o.row - centre.row)) == radius &&
            (radius == 0 || rng.chance(0.6))) {
          hill[static_cast<std::size_t>(i)] = 1;
          ++placed;
        }
      }
  }

  for (int i = 0; i < grid.size(); ++i) {
    const auto u = static_cast<std::size_t>(i);
    const std::string& id = rules.terrain[static_cast<std::size_t>(map.terrain[u])].id;
    const CardKind* kind = kindOf(id);
    CardData& card = map.cards[u];
    card.present = true;
    const int pick = rng.below(3);
    card.name = (kind ? kind->names[static_cast<std::size_t>(pick)]
                      : rules.terrain[static_cast<std::size_t>(map.terrain[u])].name) +
                std::string(" ") + grid.label(i);
    const int low = kind ? kind->coverLow : 1, high = kind ? kind->coverHigh : 2;
    card.cover = {low, std::max(low, high - (rng.chance(0.3) ? 1 : 0))};
    card.borders = borders(rng, kind ? kind->darkBorder : 0.3);
    if (hill[u]) {
      // Hill crests block sight toward the low ground, not toward the rest of the hill.
      CardBorders b{};
      const std::array<Offset, 4> toward{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
      const Offset o = grid.offset(i);
      for (std::size_t s = 0; s < 4; ++s) {
        const Offset n{o.col + toward[s].col, o.row + toward[s].row};
        const bool uphill = grid.contains(n) && hill[static_cast<std::size_t>(grid.index(n))];
        b[s] = !uphill && rng.chance(0.5) ? Border::Dark : Border::Light;
      }
      card.hill = b;
      map.levels[u] = 1;
    }
  }
  map.staging = Edge::South;
}

}  // namespace sandtable::generator
