// Hexside features of generated maps. A hexside is a node (hex, direction 0..2); two
// hexsides that meet at a hex corner are neighbours, so streams and hedges drawn as paths
// in that graph are continuous lines along hex edges. Streams follow the valleys from one
// map edge to the opposite one; crests trace hill edges, walls hug buildings, hedges and
// obstacles run across the open ground. Roads cross only streams (at bridges).
#include <algorithm>
#include <functional>
#include <queue>

#include "importers/map_generator_internal.h"

namespace sandtable::generator {

namespace {

class Hexsides {
 public:
  explicit Hexsides(HexWork& work)
      : work_(work),
        used_(static_cast<std::size_t>(work.size()) * 3, 0),
        roadSide_(used_.size(), 0) {
    for (const Road& road : work.map.roads)
      for (std::size_t k = 0; k + 1 < road.size(); ++k) {
        const int a = work.map.grid.index(road[k]), b = work.map.grid.index(road[k + 1]);
        for (int d = 0; d < 6; ++d)
          if (work.neighbour(a, d) == b) roadSide_[static_cast<std::size_t>(key(a, d))] = 1;
      }
  }

  // The canonical key of the side of hex i facing direction d; -1 off the map.
  int key(int i, int d) const {
    d = ((d % 6) + 6) % 6;
    const int j = work_.neighbour(i, d);
    if (j < 0) return -1;
    return d < 3 ? i * 3 + d : j * 3 + (d - 3);
  }
  int hexA(int k) const { return k / 3; }
  int hexB(int k) const { return work_.neighbour(k / 3, k % 3); }

  // The four sides that meet this one at its two corners.
  std::array<int, 4> touching(int k) const {
    const int i = hexA(k), d = k % 3, j = hexB(k);
    return {key(i, d + 1), key(j, d + 2), key(i, d - 1), key(j, d - 2)};
  }

  int count() const { return static_cast<int>(used_.size()); }
  bool valid(int k) const { return k >= 0 && hexB(k) >= 0; }
  bool used(int k) const { return used_[static_cast<std::size_t>(k)] != 0; }
  bool crossedByRoad(int k) const { return roadSide_[static_cast<std::size_t>(k)] != 0; }

  void add(int k, int feature) {
    if (used(k)) return;
    used_[static_cast<std::size_t>(k)] = 1;
    const Grid& grid = work_.map.grid;
    // The lower label first, as the Tiled importer writes them, so maps survive a round trip
    // through Tiled byte for byte.
    Offset a = grid.offset(hexA(k)), b = grid.offset(hexB(k));
    if (b < a) std::swap(a, b);
    work_.map.hexsides.push_back({a, b, feature, {}});
  }

  // Cheapest line of sides from any start side to any goal side; cost < 0 = forbidden.
  std::vector<int> cheapestLine(const std::vector<int>& starts,
                                const std::function<bool(int)>& goal,
                                const std::function<double(int)>& cost) const {
    const auto n = used_.size();
    std::vector<double> best(n, 1e300);
    std::vector<int> previous(n, -1);
    using Item = std::pair<double, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    for (int s : starts)
      if (double c = cost(s); c >= 0 && c < best[static_cast<std::size_t>(s)]) {
        best[static_cast<std::size_t>(s)] = c;
        open.push({c, s});
      }
    int reached = -1;
    while (!open.empty()) {
      const auto [c, k] = open.top();
      open.pop();
      if (c > best[static_cast<std::size_t>(k)]) continue;
      if (goal(k)) {
        reached = k;
        break;
      }
      for (int next : touching(k)) {
        if (next < 0) continue;
        const double step = cost(next);
        if (step < 0 || c + step >= best[static_cast<std::size_t>(next)]) continue;
        best[static_cast<std::size_t>(next)] = c + step;
        previous[static_cast<std::size_t>(next)] = k;
        open.push({c + step, next});
      }
    }
    std::vector<int> line;
    for (int k = reached; k >= 0; k = previous[static_cast<std::size_t>(k)]) line.push_back(k);
    std::reverse(line.begin(), line.end());
    return line;
  }

  // `runs` short lines of `feature` over sides accepted by `fits`, each grown side by side
  // from a random start.
  void placeRuns(int feature, int runs, int minLength, int maxLength, Rng& rng,
                 const std::function<bool(int)>& fits) {
    std::vector<int> candidates;
    for (int k = 0; k < count(); ++k)
      if (valid(k) && !used(k) && !crossedByRoad(k) && fits(k)) candidates.push_back(k);
    if (candidates.empty()) return;
    for (int r = 0; r < runs; ++r) {
      int k = candidates[static_cast<std::size_t>(rng.below(static_cast<int>(candidates.size())))];
      if (used(k)) continue;
      const int length = rng.between(minLength, maxLength);
      for (int step = 0; step < length; ++step) {
        add(k, feature);
        std::vector<int> next;
        for (int t : touching(k))
          if (t >= 0 && !used(t) && !crossedByRoad(t) && fits(t)) next.push_back(t);
        if (next.empty()) break;
        k = next[static_cast<std::size_t>(rng.below(static_cast<int>(next.size())))];
      }
    }
  }

 private:
  HexWork& work_;
  std::vector<char> used_;
  std::vector<char> roadSide_;
};

void addStreams(HexWork& work, Hexsides& sides, int stream, Rng& rng) {
  const Grid& grid = work.map.grid;
  if (grid.columns < 3 || grid.rows < 3) return;
  const Noise meander(rng.next());
  const int streams = std::min(4, 1 + work.size() / 3000);
  const int lowest = *std::min_element(work.map.levels.begin(), work.map.levels.end());
  // What running a stream along each side costs: climbing is dear, and noise makes it meander.
  std::vector<double> sideCost(static_cast<std::size_t>(sides.count()), -1.0);
  for (int k = 0; k < sides.count(); ++k) {
    if (!sides.valid(k)) continue;
    const int a = sides.hexA(k), b = sides.hexB(k);
    const int high = std::max(work.map.levels[static_cast<std::size_t>(a)],
                              work.map.levels[static_cast<std::size_t>(b)]);
    const PointF c = hexCenter(grid.offset(a), grid.layout, 1.0);
    sideCost[static_cast<std::size_t>(k)] = 1.0 + 4.0 * (high - lowest) +
                                            3.0 * work.elevation[static_cast<std::size_t>(a)] +
                                            1.5 * meander.at(c.x / 3.0, c.y / 3.0, 2);
  }
  for (int s = 0; s < streams; ++s) {
    const bool southward = rng.chance(0.5);
    // Sides between the first two rows (columns) near a random spot start the stream; sides
    // between the last two end it.
    const int across = southward ? grid.columns : grid.rows;
    const int spot = rng.below(across);
    const auto position = [&](int i) {
      return southward ? grid.offset(i).row : grid.offset(i).col;
    };
    const auto along = [&](int i) { return southward ? grid.offset(i).col : grid.offset(i).row; };
    const int last = (southward ? grid.rows : grid.columns) - 1;
    const auto spans = [&](int k, int p) {
      const int a = position(sides.hexA(k)), b = position(sides.hexB(k));
      return std::min(a, b) == p && std::max(a, b) == p + 1;
    };
    std::vector<int> starts;
    for (int k = 0; k < sides.count(); ++k)
      if (sides.valid(k) && spans(k, 0) && std::abs(along(sides.hexA(k)) - spot) <= 1)
        starts.push_back(k);
    const auto cost = [&](int k) {
      return sides.used(k)
                 ? 0.3
                 : sideCost[static_cast<std::size_t>(k)];  // meeting an earlier stream is cheap
    };
    for (int k : sides.cheapestLine(
             starts, [&](int k) { return spans(k, last - 1); }, cost))
      sides.add(k, stream);
  }
}

}  // namespace

void generateHexsides(HexWork& work, Rng rng) {
  Map& map = work.map;
  if (map.rules->hexsides.empty()) return;
  Hexsides sides(work);
  // Per-hex kinds, looked up once: the run placement asks about every side of the map.
  std::vector<char> kind(static_cast<std::size_t>(work.size()), 0);
  enum : char { kOther = 0, kBuilding = 1, kOpenGround = 2, kWater = 3 };
  for (int i = 0; i < work.size(); ++i) {
    const std::string& id =
        map.rules->terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(i)])].id;
    kind[static_cast<std::size_t>(i)] = id == "building" || id == "buildings" ? kBuilding
                                        : id == "open" || id == "field" || id == "hill"
                                            ? kOpenGround
                                        : id == "water" ? kWater
                                                        : kOther;
  }
  const auto isBuilding = [&](int i) { return kind[static_cast<std::size_t>(i)] == kBuilding; };
  const auto isOpenGround = [&](int i) { return kind[static_cast<std::size_t>(i)] == kOpenGround; };
  const auto isWater = [&](int i) { return kind[static_cast<std::size_t>(i)] == kWater; };
  const auto level = [&](int i) { return map.levels[static_cast<std::size_t>(i)]; };
  const int n = work.size();

  if (int stream = work.hexsideIndex("stream"); stream >= 0) addStreams(work, sides, stream, rng);
  if (int crest = work.hexsideIndex("crest"); crest >= 0)
    sides.placeRuns(crest, std::max(2, n / 150), 3, 8, rng, [&](int k) {
      return std::abs(level(sides.hexA(k)) - level(sides.hexB(k))) == 1;
    });
  if (int wall = work.hexsideIndex("wall"); wall >= 0)
    sides.placeRuns(wall, std::max(1, n / 300), 2, 4, rng, [&](int k) {
      const int a = sides.hexA(k), b = sides.hexB(k);
      return isBuilding(a) != isBuilding(b) && !isWater(a) && !isWater(b);
    });
  if (int bocage = work.hexsideIndex("bocage"); bocage >= 0)
    sides.placeRuns(bocage, std::max(2, n / 120), 4, 10, rng, [&](int k) {
      const int a = sides.hexA(k), b = sides.hexB(k);
      return (isOpenGround(a) || isOpenGround(b)) && !isWater(a) && !isWater(b) && !isBuilding(a) &&
             !isBuilding(b);
    });
  if (int obstacle = work.hexsideIndex("tank-obstacle"); obstacle >= 0)
    sides.placeRuns(obstacle, std::max(1, n / 800), 3, 5, rng, [&](int k) {
      return isOpenGround(sides.hexA(k)) && isOpenGround(sides.hexB(k));
    });
}

}  // namespace sandtable::generator
