// Building a LosContext: every per-location effect of the ruleset resolved once, so that the
// queries read small flat arrays instead of walking the map's structures.
#include <algorithm>

#include "validation/los.h"

namespace sandtable {

namespace {

std::int8_t clampLevel(int v) {
  return static_cast<std::int8_t>(std::clamp(v, -128, 127));
}
std::uint8_t clampHindrance(int v) {
  return static_cast<std::uint8_t>(std::clamp(v, 0, 255));
}

}  // namespace

LosContext::LosContext(const Map& map, bool quietShortcut)
    : map_(&map),
      model_(map.rules->los.model),
      hexsideRule_(map.rules->los.hexsideRule),
      defaultHindrance_(map.rules->los.defaultHindrance),
      maxRange_(map.rules->los.maxRange.value_or(-1)) {
  const auto size = static_cast<std::size_t>(map.grid.size());
  cells_.assign(size, Cell{});
  markerSource_.assign(size, -1);

  // Markers (placed by the map or its scenario): obstacles win over hindrances.
  for (const auto& [location, info] : map.info) {
    if (location < 0 || location >= map.grid.size()) continue;
    Cell& c = cells_[static_cast<std::size_t>(location)];
    for (int m : info.markers) {
      if (m < 0 || m >= static_cast<int>(map.rules->markers.size())) continue;
      const LosEffect& fx = map.rules->markers[static_cast<std::size_t>(m)].los;
      auto& source = markerSource_[static_cast<std::size_t>(location)];
      if (fx.blocks()) {
        if (!(c.flags & kMarkerObstacle)) source = static_cast<std::int16_t>(m);
        c.flags |= kMarkerObstacle;
      } else if (fx.kind == LosEffect::Kind::Hindrance && fx.hindrance > c.markerHindrance) {
        c.markerHindrance = clampHindrance(fx.hindrance);
        if (!(c.flags & kMarkerObstacle)) source = static_cast<std::int16_t>(m);
      }
    }
  }

  if (map.isCards()) {
    buildCards();
  } else {
    buildHexCells();
    if (quietShortcut) buildQuietCounts();
  }
}

void LosContext::buildQuietCounts() {
  const int w = map_->grid.columns, h = map_->grid.rows;
  const bool crest = model_ == LosModel::CrestLevels;
  auto height = [&](const Cell& c) { return crest ? int{c.level} : int{c.top}; };
  special_.assign(cells_.size(), 0);
  heightMin_ = 127;
  heightMax_ = -128;
  for (std::size_t i = 0; i < cells_.size(); ++i) {
    const Cell& c = cells_[i];
    // Crest-levels: an obstacle or hindrance anywhere may count at some level; overlay-shadow
    // obstacles show in their top already.
    const bool terrain =
        crest && ((c.flags & kObstacleTerrain) || c.terrainHindrance > defaultHindrance_);
    special_[i] = terrain || (c.flags & kMarkerObstacle) || c.markerHindrance > defaultHindrance_ ||
                  c.hexsideMask != 0;
    heightMin_ = std::min(heightMin_, height(c));
    heightMax_ = std::max(heightMax_, height(c));
  }
  auto prefix = [&](auto&& counted) {
    std::vector<int> p(static_cast<std::size_t>((w + 1) * (h + 1)), 0);
    for (int r = 0; r < h; ++r)
      for (int c = 0; c < w; ++c) {
        const auto at = [&](int rr, int cc) -> int& {
          return p[static_cast<std::size_t>(rr * (w + 1) + cc)];
        };
        at(r + 1, c + 1) = at(r, c + 1) + at(r + 1, c) - at(r, c) + (counted(r * w + c) ? 1 : 0);
      }
    return p;
  };
  specialPrefix_ = prefix([&](int i) { return special_[static_cast<std::size_t>(i)] != 0; });
  heightPrefix_.clear();
  for (int v = heightMin_; v <= heightMax_; ++v)
    heightPrefix_.push_back(
        prefix([&](int i) { return height(cells_[static_cast<std::size_t>(i)]) >= v; }));
  quiet_ = true;
}

int LosContext::boxCount(const std::vector<int>& p, int c0, int r0, int c1, int r1) const {
  const int w = map_->grid.columns + 1;
  auto at = [&](int r, int c) { return p[static_cast<std::size_t>(r * w + c)]; };
  return at(r1 + 1, c1 + 1) - at(r0, c1 + 1) - at(r1 + 1, c0) + at(r0, c0);
}

int LosContext::quietCount(int from, int to, int threshold) const {
  if (!quiet_) return -1;
  const Grid& g = map_->grid;
  const Offset a = g.offset(from), b = g.offset(to);
  // Every hex either walk touches lies within one row and column of the ends' rectangle.
  const int c0 = std::max(0, std::min(a.col, b.col) - 1),
            c1 = std::min(g.columns - 1, std::max(a.col, b.col) + 1);
  const int r0 = std::max(0, std::min(a.row, b.row) - 1),
            r1 = std::min(g.rows - 1, std::max(a.row, b.row) + 1);
  int count = boxCount(specialPrefix_, c0, r0, c1, r1) - special_[static_cast<std::size_t>(from)] -
              special_[static_cast<std::size_t>(to)];
  if (threshold <= heightMax_) {
    const auto level = static_cast<std::size_t>(std::max(threshold, heightMin_) - heightMin_);
    count += boxCount(heightPrefix_[level], c0, r0, c1, r1);
    const bool crest = model_ == LosModel::CrestLevels;
    for (int end : {from, to}) {
      const Cell& c = cells_[static_cast<std::size_t>(end)];
      if ((crest ? c.level : c.top) >= threshold) --count;
    }
  }
  return count;
}

void LosContext::buildHexCells() {
  const Map& map = *map_;
  const Ruleset& rules = *map.rules;
  for (std::size_t i = 0; i < cells_.size(); ++i) {
    Cell& c = cells_[i];
    const int level = i < map.levels.size() ? map.levels[i] : map.defaultLevel;
    const int t = i < map.terrain.size() ? map.terrain[i] : map.defaultTerrain;
    c.level = clampLevel(level);
    c.top = c.level;
    if (t < 0 || t >= static_cast<int>(rules.terrain.size())) continue;
    const TerrainType& terrain = rules.terrain[static_cast<std::size_t>(t)];
    if (terrain.los.blocks()) c.flags |= kObstacleTerrain;
    if (terrain.los.kind == LosEffect::Kind::Hindrance)
      c.terrainHindrance = clampHindrance(terrain.los.hindrance);
    c.top = clampLevel(level + terrain.obstacleHeight());
  }

  const Grid& grid = map.grid;
  auto direction = [&](Offset a, Offset b) {
    return axialDirectionIndex(toAxial(b, grid.layout) - toAxial(a, grid.layout));
  };

  hexsides_.assign(cells_.size() * 6, HexsideFx{});
  for (const HexsideEntry& h : map.hexsides) {
    if (!grid.contains(h.a) || !grid.contains(h.b)) continue;
    if (h.feature < 0 || h.feature >= static_cast<int>(rules.hexsides.size())) continue;
    const int dir = direction(h.a, h.b);
    if (dir < 0) continue;
    const HexsideFeature& f = rules.hexsides[static_cast<std::size_t>(h.feature)];
    const bool blocks = f.los.blocks();
    const int hindrance = f.los.kind == LosEffect::Kind::Hindrance ? f.los.hindrance : 0;
    if (!blocks && hindrance <= 0) continue;  // e.g. a stream: no effect on sight
    const int a = grid.index(h.a), b = grid.index(h.b);
    for (auto [loc, d] : {std::pair{a, dir}, std::pair{b, (dir + 3) % 6}}) {
      HexsideFx& fx = hexsides_[static_cast<std::size_t>(loc) * 6 + static_cast<std::size_t>(d)];
      // Several features on one hexside: an obstacle decides over hindrances, the tallest
      // obstacle or the largest hindrance names it.
      if (blocks && (!fx.blocks || f.obstacleHeight() > fx.height)) {
        fx.feature = static_cast<std::int16_t>(h.feature);
        fx.height = clampLevel(f.obstacleHeight());
      } else if (!blocks && !fx.blocks && hindrance > fx.hindrance) {
        fx.feature = static_cast<std::int16_t>(h.feature);
      }
      fx.blocks = fx.blocks || blocks;
      fx.hindrance = std::max(fx.hindrance, clampHindrance(hindrance));
      cells_[static_cast<std::size_t>(loc)].hexsideMask |= static_cast<std::uint8_t>(1u << d);
      hasHexsideFeatures_ = true;
    }
  }

  for (const Road& road : map.roads) {
    for (std::size_t k = 1; k < road.size(); ++k) {
      const Offset a = road[k - 1], b = road[k];
      if (!grid.contains(a) || !grid.contains(b)) continue;
      const int dir = direction(a, b);
      if (dir < 0) continue;
      cells_[static_cast<std::size_t>(grid.index(a))].roadMask |=
          static_cast<std::uint8_t>(1u << dir);
      cells_[static_cast<std::size_t>(grid.index(b))].roadMask |=
          static_cast<std::uint8_t>(1u << ((dir + 3) % 6));
    }
  }
}

void LosContext::buildCards() {
  const Map& map = *map_;
  for (std::size_t i = 0; i < cells_.size(); ++i) {
    Cell& c = cells_[i];
    const bool hasCard = i < map.cards.size() && map.cards[i].present;
    const bool hill = hasCard && map.cards[i].hill.has_value();
    // A card's level is 1 with a hill card beneath it (docs/rulesets.md, card-borders); the map's
    // levels layer says the same for card maps, the card data decides.
    c.level = static_cast<std::int8_t>(hill ? 1 : 0);
    c.top = c.level;
    if (!hasCard) continue;
    const CardData& card = map.cards[i];
    for (std::size_t b = 0; b < 4; ++b) {
      const bool dark =
          card.borders[b] == Border::Dark || (hill && (*card.hill)[b] == Border::Dark);
      if (dark) c.darkBorders |= static_cast<std::uint8_t>(1u << b);
    }
  }
}

}  // namespace sandtable
