// Reachability costs on tiny maps, one test per clause of docs/rulesets.md, Movement, with the
// expected costs worked out by hand in quarter-MPs (4 = 1 MP).
#include <QTest>
#include <random>

#include "model/ruleset.h"
#include "reach_test_support.h"
#include "validation/reach.h"

using namespace sandtable;

namespace {

constexpr int U = kUnreachable;

int at(const Map& map, const char* label) {
  auto o = map.grid.parseLabel(label);
  if (!o || !map.grid.contains(*o))
    throw std::runtime_error(std::string("bad label in test: ") + label);
  return map.grid.index(*o);
}

// Costs from `from` for `mobility`, in the row-major order of the map's locations.
std::vector<int> costs(const Map& map, const char* mobility, std::vector<const char*> from) {
  std::vector<int> starts;
  for (const char* s : from) starts.push_back(at(map, s));
  const ReachGraph graph = buildReachGraph(map, map.rules->mobilityIndex(mobility));
  return reach(graph, starts).quarters;
}

class TestReach : public QObject {
  Q_OBJECT

  test::Folder folder;
  std::shared_ptr<Map> load(const std::string& text) { return folder.load("m.map.yaml", text).map; }

 private slots:
  void terrainCostOfTheHexEntered() {
    auto map = load(test::hexMap({". r . W L ."}, {}));
    // leg: rough 1.5, open 1, woods 2; the lake is X and cuts the strip.
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, 6, 10, 18, U, U}));
    // track: rough 2.25, then woods is X.
    QCOMPARE(costs(*map, "track", {"A1"}), (std::vector<int>{0, 9, 13, U, U, U}));
  }

  void uphillCostPerLevelClimbedDownhillFree() {
    auto map = load(test::hexMap({". . . . ."}, {"0 1 3 2 2"}));
    // leg: 1+1, +1+2x1, +1 (down), +1.
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, 8, 20, 24, 28}));
    // track: 1+3, +1+2x3, +1, +1.
    QCOMPARE(costs(*map, "track", {"A1"}), (std::vector<int>{0, 16, 44, 48, 52}));
  }

  void steepSlopeIsImpassableUpAndDown() {
    auto map = load(test::hexMap({". . ."}, {"0 3 0"}));
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, U, U}));
    QCOMPARE(costs(*map, "leg", {"B1"}), (std::vector<int>{U, 0, U}));
  }

  void levelChangeBelowSteepSlopeIsOnlyUphill() {
    auto map = load(test::hexMap({". . ."}, {"0 2 4"}));
    // Two levels at a time (steep_slope is 3): leg 1+2, then 1+2 again.
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, 12, 24}));
  }

  void hexsideFeatureAddsToTerrainBothWays() {
    auto map = load(test::hexMap({". r ."}, {}, "hexsides:\n  - {at: A1/B1, feature: stream}\n"));
    // leg: rough 1.5 + stream 2, then open 1. track: 2.25 + 3, then 1.
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, 14, 18}));
    QCOMPARE(costs(*map, "track", {"A1"}), (std::vector<int>{0, 21, 25}));
    // The other way: rough 1.5, then open 1 + stream 2.
    QCOMPARE(costs(*map, "leg", {"C1"}), (std::vector<int>{18, 6, 0}));
  }

  void impassableHexsideFeature() {
    auto map = load(test::hexMap({". . ."}, {}, "hexsides:\n  - {at: A1/B1, feature: wall}\n"));
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, 6, 10}));  // 1 + 0.5
    QCOMPARE(costs(*map, "track", {"A1"}), (std::vector<int>{0, U, U}));
  }

  void featuresOnOneHexsideAddUpButADuplicateCountsOnce() {
    const std::string sides =
        "hexsides:\n  - {at: A1/B1, feature: stream}\n  - {at: B1/A1, feature: stream}\n"
        "  - {at: A1/B1, feature: wall}\n";
    auto map = load(test::hexMap({". ."}, {}, sides));
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, 14}));  // 1 + 2 + 0.5
  }

  void roadCrossesStreamsWallsAndTerrain() {
    const std::string extra =
        "hexsides:\n  - {at: A1/B1, feature: stream}\n  - {at: B1/C1, feature: wall}\n"
        "roads:\n  - [A1, B1, C1]\n";
    auto map = load(test::hexMap({"W W W ."}, {}, extra));
    // track: road 0.5 per hexside although woods and the wall are X for it; off the road, open 1.
    QCOMPARE(costs(*map, "track", {"A1"}), (std::vector<int>{0, 2, 4, 8}));
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, 4, 8, 12}));
    // Entering the road's end hex from off the road pays terrain: woods is X for track.
    QCOMPARE(costs(*map, "track", {"D1"}), (std::vector<int>{U, U, U, 0}));
  }

  void roadAddsUphill() {
    auto map = load(test::hexMap({". . ."}, {"0 1 2"}, "roads:\n  - [A1, B1, C1]\n"));
    QCOMPARE(costs(*map, "track", {"A1"}), (std::vector<int>{0, 14, 28}));  // 0.5 + 3 per level
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, 8, 16}));     // 1 + 1
  }

  void roadDoesNotClimbASteepSlope() {
    auto map = load(test::hexMap({". ."}, {"0 3"}, "roads:\n  - [A1, B1]\n"));
    QCOMPARE(costs(*map, "leg", {"A1"}), (std::vector<int>{0, U}));
  }

  void cheapestOfSeveralStarts() {
    auto map = load(test::hexMap({". r r r ."}, {}));
    QCOMPARE(costs(*map, "leg", {"A1", "E1"}), (std::vector<int>{0, 6, 12, 6, 0}));
  }

  void reinforcementPaysForTheHexItEnters() {
    auto map = load(test::hexMap({"r . W"}, {}));
    const ReachGraph leg = buildReachGraph(*map, 0);
    const int zone[] = {at(*map, "A1")};
    QCOMPARE(reachEntering(leg, zone).quarters, (std::vector<int>{6, 10, 18}));
    // A zone hex the class cannot enter is no way in: track enters at A1 only.
    const ReachGraph track = buildReachGraph(*map, 1);
    const int both[] = {at(*map, "A1"), at(*map, "C1")};
    QCOMPARE(reachEntering(track, both).quarters, (std::vector<int>{9, 13, U}));
  }

  void cardsKingAdjacencyCostsTheCardEntered() {
    auto map = load(test::cardMap({". W .", ". W .", ". . ."}));
    // Row-major A1 B1 C1 / A2 B2 C2 / A3 B3 C3; woods 2 for foot, X for wheeled.
    QCOMPARE(costs(*map, "foot", {"A1"}), (std::vector<int>{0, 8, 12, 4, 8, 12, 8, 8, 12}));
    QCOMPARE(costs(*map, "wheeled", {"A1"}), (std::vector<int>{0, U, 16, 4, U, 12, 8, 8, 12}));
  }

  void cardsOrthogonalAdjacency() {
    auto map = load(test::cardMap({". W .", ". W .", ". . ."}, "cards-orthogonal.ruleset.yaml"));
    QCOMPARE(costs(*map, "foot", {"A1"}), (std::vector<int>{0, 8, 12, 4, 12, 16, 8, 12, 16}));
    QCOMPARE(costs(*map, "wheeled", {"A1"}), (std::vector<int>{0, U, 24, 4, U, 20, 8, 12, 16}));
  }

  void turnsRoundUp() {
    QCOMPARE(turnsFor(0, 5), 0);
    QCOMPARE(turnsFor(1, 5), 1);     // 0.25 MP
    QCOMPARE(turnsFor(20, 5), 1);    // 5 MP exactly
    QCOMPARE(turnsFor(21, 5), 2);    // 5.25 MP
    QCOMPARE(turnsFor(40, 2.5), 4);  // 10 MP at 2.5
    QCOMPARE(turnsFor(U, 5), -1);
    QCOMPARE(turnsFor(4, 0), -1);
  }

  // On a random map with every kind of cost, the result must be the exact shortest-path
  // fixpoint: no step can improve a cost (triangle inequality along every edge), and every
  // reached location other than a start is reached by some step that costs exactly the
  // difference. Steps come from moveCost, not from the graph, so a wrong edge shows up.
  void randomMapCostsAreShortestPaths() {
    std::mt19937 rng(20260101);
    const int columns = 23, rows = 17;
    const char symbols[] = {'.', '.', '.', 'r', 'W', 'L'};
    std::vector<std::string> terrain, levels;
    for (int r = 0; r < rows; ++r) {
      std::string t, l;
      for (int c = 0; c < columns; ++c) {
        t += std::string(c ? " " : "") + symbols[rng() % 6];
        l += std::string(c ? " " : "") + std::to_string(static_cast<int>(rng() % 5) - 1);
      }
      terrain.push_back(t);
      levels.push_back(l);
    }
    auto label = [](int c, int r) {
      return std::string(1, static_cast<char>('A' + c)) + std::to_string(r + 1);
    };
    std::string extra = "hexsides:\n";
    const char* features[] = {"stream", "wall"};
    for (int i = 0; i < 60; ++i) {
      const int c = static_cast<int>(rng() % (columns - 1)), r = static_cast<int>(rng() % rows);
      extra += "  - {at: " + label(c, r) + "/" + label(c + 1, r) +
               ", feature: " + features[rng() % 2] + "}\n";
    }
    extra += "roads:\n  - [";
    for (int c = 0; c < columns; ++c) extra += (c ? ", " : "") + label(c, 5);  // along row 6
    extra += "]\n";
    auto map = load(test::hexMap(terrain, levels, extra));

    for (int mobility = 0; mobility < 2; ++mobility) {
      const ReachGraph graph = buildReachGraph(*map, mobility);
      const int starts[] = {at(*map, "C3"), at(*map, "T14")};
      const ReachResult result = reach(graph, starts);
      const auto& d = result.quarters;
      int reached = 0;
      for (int v = 0; v < map->grid.size(); ++v) {
        bool tight = d[v] == 0;
        for (const StepNeighbour& u : stepNeighbours(*map, v)) {
          const MoveCost w = moveCost(*map, mobility, u.location, v);
          if (!w.passable() || d[u.location] == U) continue;
          QVERIFY2(d[v] <= d[u.location] + w.quarters(),
                   qPrintable(QString::fromStdString(map->grid.label(v))));
          tight = tight || d[v] == d[u.location] + w.quarters();
        }
        QVERIFY2(d[v] == U || tight, qPrintable(QString::fromStdString(map->grid.label(v))));
        reached += d[v] != U;
      }
      QVERIFY(reached > 20);  // the map is not trivially cut up, so the checks above bite
    }
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestReach)
#include "tst_reach.moc"
