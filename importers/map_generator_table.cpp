// Random miniatures tables: hills of several nested steps, woods, buildings with storeys,
// walls and hedges, crates and wrecks, a road from the west edge to the east edge crossing a
// river on a bridge, and a smoke template or two. Terrain is chosen from the ruleset by what
// it is (class, going, storeys), so any table ruleset works.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "importers/map_generator_internal.h"
#include "model/table_geometry.h"

namespace sandtable::generator {

namespace {

double snap(double v) { return std::round(v * 4) / 4; }  // quarters, as a designer measures

struct TablePalette {
  std::vector<int> hills;      // by height, lowest first
  std::vector<int> woods;      // area terrain one can see into
  std::vector<int> buildings;  // terrain with storeys
  std::vector<int> linearObstacles;  // walls, hedges, fences
  std::vector<int> smallObstacles;   // crates, wrecks
  int road = -1;
  int river = -1;
  int bridge = -1;

  explicit TablePalette(const Ruleset& rules) {
    for (int i = 0; i < static_cast<int>(rules.terrain.size()); ++i) {
      const TerrainType& t = rules.terrain[static_cast<std::size_t>(i)];
      if (!t.table) continue;
      const TableTerrain& tt = *t.table;
      const auto all = [&](Going g) { return std::all_of(tt.going.begin(), tt.going.end(), [&](Going x) { return x == g; }); };
      const bool someX = std::any_of(tt.going.begin(), tt.going.end(), [](Going g) { return g == Going::Impassable; });
      const std::string& id = t.id;
      if (tt.cls == TerrainClass::Hill) hills.push_back(i);
      else if (tt.roadIgnores == false && bridge < 0) bridge = i;
      else if (tt.cls == TerrainClass::Linear && all(Going::Road) && (road < 0 || id == "road")) road = i;
      else if (tt.cls == TerrainClass::Linear && someX && river < 0 && id.find("ford") == std::string::npos) river = i;
      else if (tt.cls == TerrainClass::Area && tt.storeyHeight) buildings.push_back(i);
      else if (tt.cls == TerrainClass::Area && tt.seeIn && !someX && tt.cover == CoverClass::Soft) woods.push_back(i);
      else if (tt.cls == TerrainClass::Obstacle && tt.height && *tt.height < 1 && id.find("wall") == std::string::npos &&
               id.find("hedge") == std::string::npos && id.find("fence") == std::string::npos && !someX)
        smallObstacles.push_back(i);
      else if (tt.cls == TerrainClass::Obstacle && !someX) linearObstacles.push_back(i);
    }
    std::stable_sort(hills.begin(), hills.end(), [&](int a, int b) {
      return rules.terrain[static_cast<std::size_t>(a)].table->height.value_or(0) <
             rules.terrain[static_cast<std::size_t>(b)].table->height.value_or(0);
    });
  }
};

class TableBuilder {
 public:
  TableBuilder(Map& map, Rng rng) : map_(map), rng_(rng), palette_(*map.rules) {}

  void build(int featureCount) {
    const int fixed = (palette_.road >= 0) + (palette_.river >= 0) + (palette_.bridge >= 0 && palette_.road >= 0 && palette_.river >= 0);
    int budget = std::max(0, featureCount - fixed);
    roadAndRiver();
    const int hillSteps = std::max<int>(1, static_cast<int>(palette_.hills.size()));
    // Shares of the remaining features: hills (whole clusters of steps), woods, buildings,
    // walls and hedges, crates and wrecks.
    const int hills = palette_.hills.empty() ? 0 : budget * 20 / 100 / hillSteps;
    const int woods = palette_.woods.empty() ? 0 : budget * 20 / 100;
    const int walls = palette_.linearObstacles.empty() ? 0 : budget * 20 / 100;
    const int small = palette_.smallObstacles.empty() ? 0 : budget * 15 / 100;
    for (int i = 0; i < hills; ++i) hill();
    for (int i = 0; i < woods; ++i) blob("wood", palette_.woods[static_cast<std::size_t>(rng_.below(static_cast<int>(palette_.woods.size())))], 2, 5);
    for (int i = 0; i < walls; ++i) wall();
    for (int i = 0; i < small; ++i) smallObstacle();
    budget = featureCount - static_cast<int>(map_.features.size());
    for (int i = 0; i < budget; ++i) {
      if (!palette_.buildings.empty()) building();
      else if (!palette_.woods.empty()) blob("wood", palette_.woods.front(), 2, 5);
    }
    smoke();
  }

 private:
  double w() const { return map_.table.width; }
  double h() const { return map_.table.height; }
  double uniform(double lo, double hi) { return lo + (hi - lo) * rng_.unit(); }

  std::string nextId(const std::string& stem) { return stem + "-" + std::to_string(++counters_[stem]); }

  void add(const std::string& stem, int terrain, Shape shape, std::optional<int> storeys = std::nullopt) {
    TableFeature f;
    f.id = nextId(stem);
    f.terrain = terrain;
    f.shape = std::move(shape);
    f.storeys = storeys;
    if (geo::shapeProblem(f.shape, featureLineWidth(f, *map_.rules))) return;  // snapping broke it: skip
    map_.features.push_back(std::move(f));
  }

  // A star-shaped outline around `c`: simple by construction (angles strictly increase).
  static std::vector<double> radiiJitter(Rng& rng, int n) {
    std::vector<double> r(static_cast<std::size_t>(n));
    for (auto& v : r) v = 0.75 + 0.25 * rng.unit();
    return r;
  }
  static Shape outline(TablePoint c, double radius, const std::vector<double>& jitter, double phase) {
    Shape s;
    s.kind = Shape::Kind::Polygon;
    const int n = static_cast<int>(jitter.size());
    for (int i = 0; i < n; ++i) {
      const double a = phase + 2 * std::numbers::pi * i / n;
      const double r = radius * jitter[static_cast<std::size_t>(i)];
      s.points.push_back({snap(c.x + r * std::cos(a)), snap(c.y + r * std::sin(a))});
    }
    return s;
  }
  TablePoint centreWithin(double margin) {
    return {snap(uniform(margin, std::max(margin, w() - margin))), snap(uniform(margin, std::max(margin, h() - margin)))};
  }

  void hill() {
    const double radius = uniform(4, 9);
    const TablePoint c = centreWithin(radius + 0.5);
    const auto jitter = radiiJitter(rng_, 10 + rng_.below(5));
    const double phase = uniform(0, 1);
    const int steps = static_cast<int>(palette_.hills.size());
    const int top = 1 + rng_.below(steps);  // 1..steps nested steps
    for (int k = 0; k < top; ++k)
      add("hill", palette_.hills[static_cast<std::size_t>(k)], outline(c, radius * (1.0 - 0.3 * k), jitter, phase));
  }

  void blob(const std::string& stem, int terrain, double rmin, double rmax) {
    const double radius = uniform(rmin, rmax);
    add(stem, terrain, outline(centreWithin(radius + 0.5), radius, radiiJitter(rng_, 8 + rng_.below(5)), uniform(0, 1)));
  }

  void building() {
    const double bw = snap(uniform(2, 5)), bh = snap(uniform(2, 4));
    const TablePoint o = centreWithin(5);
    add("building", palette_.buildings[static_cast<std::size_t>(rng_.below(static_cast<int>(palette_.buildings.size())))],
        rectShape(o.x, o.y, bw, bh), 1 + rng_.below(3));
  }

  void wall() {
    const TablePoint a = centreWithin(4);
    const double angle = uniform(0, std::numbers::pi), length = uniform(3, 10);
    Shape s;
    s.kind = Shape::Kind::Polyline;
    s.points = {a, {snap(std::clamp(a.x + length * std::cos(angle), 0.5, w() - 0.5)),
                    snap(std::clamp(a.y + length * std::sin(angle), 0.5, h() - 0.5))}};
    if (rng_.chance(0.5)) {  // an L-shaped field wall
      const TablePoint b = s.points.back();
      s.points.push_back({snap(std::clamp(b.x - length * 0.6 * std::sin(angle), 0.5, w() - 0.5)),
                          snap(std::clamp(b.y + length * 0.6 * std::cos(angle), 0.5, h() - 0.5))});
    }
    add("wall", palette_.linearObstacles[static_cast<std::size_t>(rng_.below(static_cast<int>(palette_.linearObstacles.size())))], s);
  }

  void smallObstacle() {
    // Drawn in this order (arguments would be evaluated in any order): the same seed, the same map.
    const TablePoint o = centreWithin(2);
    const double w = snap(uniform(0.5, 2));
    const double h = snap(uniform(0.5, 1.5));
    const Shape s = rectShape(o.x, o.y, w, h);
    add("obstacle", palette_.smallObstacles[static_cast<std::size_t>(rng_.below(static_cast<int>(palette_.smallObstacles.size())))], s);
  }

  // A road across the table west to east, a river north to south, a bridge where they cross.
  void roadAndRiver() {
    const double roadY = snap(uniform(h() * 0.3, h() * 0.7));
    const double riverX = snap(uniform(w() * 0.3, w() * 0.7));
    if (palette_.river >= 0) {
      Shape river;
      river.kind = Shape::Kind::Polyline;
      const int n = 6;
      for (int i = 0; i <= n; ++i)
        river.points.push_back({snap(riverX + (i == 0 || i == n ? 0 : uniform(-3, 3))), snap(i * h() / n)});
      // The river crosses the road at x = riverX (the bridge's place), and meets the table
      // edges square so that its flat ends do not poke past them.
      river.points[static_cast<std::size_t>(std::lround(roadY / (h() / n)))].x = riverX;
      river.points.insert(river.points.begin() + 1, {river.points.front().x, 1});
      river.points.insert(river.points.end() - 1, {river.points.back().x, h() - 1});
      add("river", palette_.river, river);
    }
    if (palette_.road >= 0) {
      Shape road;
      road.kind = Shape::Kind::Polyline;
      road.points = {{0, roadY}, {2, roadY}, {snap(riverX * 0.5), snap(roadY + uniform(-4, 4))}, {riverX - 3, roadY},
                     {riverX + 3, roadY}, {snap((riverX + w()) / 2), snap(roadY + uniform(-4, 4))}, {w() - 2, roadY}, {w(), roadY}};
      add("road", palette_.road, road);
    }
    if (palette_.bridge >= 0 && palette_.road >= 0 && palette_.river >= 0) {
      add("bridge", palette_.bridge, rectShape(riverX - 2.5, roadY - 1.25, 5, 2.5));
    }
  }

  void smoke() {
    for (int m = 0; m < static_cast<int>(map_.rules->markers.size()); ++m)
      if (map_.rules->markers[static_cast<std::size_t>(m)].templateRadius) {
        PlacedMarker marker;
        marker.id = "smoke-1";
        marker.marker = m;
        marker.at = centreWithin(4);
        map_.placedMarkers.push_back(std::move(marker));
        return;
      }
  }

  Map& map_;
  Rng rng_;
  TablePalette palette_;
  std::map<std::string, int> counters_;
};

}  // namespace

void generateTable(Map& map, Rng rng, int featureCount) { TableBuilder(map, rng).build(featureCount); }

}  // namespace sandtable::generator
