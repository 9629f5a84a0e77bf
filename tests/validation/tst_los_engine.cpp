// Properties of the LOS engine as a whole: reciprocity over every pair of random maps, the
// viewshed and the all-pairs matrix agreeing with single queries, the designers' LOS checks of
// the sample scenarios, and the steps of a result.
#include <QtTest>
#include <random>

#include "los_test_map.h"
#include "validation/los_matrix.h"
#include "validation/viewshed.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

// A random board: terrain from `symbols`, levels in [lo, hi], hexside features, markers and
// roads sprinkled in. Deterministic per seed.
std::shared_ptr<Map> randomHexMap(std::shared_ptr<const Ruleset> rules, HexLayout layout,
                                  unsigned seed, const std::string& symbols,
                                  const std::map<char, std::string>& legend, int lo, int hi) {
  std::mt19937 rng(seed);
  const int columns = 11, rows = 9;
  std::vector<std::string> text;
  for (int r = 0; r < rows; ++r) {
    std::string line;
    for (int c = 0; c < columns; ++c) {
      line += symbols[rng() % symbols.size()];
      line += std::to_string(lo + static_cast<int>(rng() % static_cast<unsigned>(hi - lo + 1)));
      line += ' ';
    }
    text.push_back(line);
  }
  auto map = hexMap(rules, layout, text, legend);
  for (int k = 0; k < 25; ++k) {
    const int a = static_cast<int>(rng() % static_cast<unsigned>(map->grid.size()));
    const auto around = map->grid.neighbours(map->grid.offset(a));
    const Offset b = around[rng() % around.size()];
    HexsideEntry e;
    e.a = map->grid.offset(a);
    e.b = b;
    e.feature = static_cast<int>(rng() % rules->hexsides.size());
    map->hexsides.push_back(e);
  }
  for (int k = 0; k < 6; ++k)
    map->info[static_cast<int>(rng() % static_cast<unsigned>(map->grid.size()))].markers.push_back(
        static_cast<int>(rng() % rules->markers.size()));
  for (int r = 1; r < rows; r += 3) {  // straight roads along some rows and columns
    Road road;
    for (int c = 0; c < columns; ++c) road.push_back({c, r});
    map->roads.push_back(road);
  }
  return map;
}

void verifyReciprocal(const Map& map) {
  LosContext ctx(map);
  for (int a = 0; a < ctx.size(); ++a)
    for (int b = a; b < ctx.size(); ++b) {
      const LosResult x = lineOfSight(ctx, a, b), y = lineOfSight(ctx, b, a);
      const QString where =
          QString::fromStdString(map.grid.label(a) + " <-> " + map.grid.label(b) + ": " +
                                 losSummary(ctx, x) + " / " + losSummary(ctx, y));
      QVERIFY2(x.clear == y.clear, qPrintable(where));
      QVERIFY2(x.hindrance == y.hindrance, qPrintable(where));
      QVERIFY2(x.obscured == y.obscured, qPrintable(where));
    }
}

const HexLayout kLayouts[] = {flatOdd(), flatEven(), pointyOdd(), pointyEven()};

LosResult check(const Map& map, const LosCheck& c) {
  LosContext ctx(map);
  return lineOfSight(ctx, at(map, c.from), at(map, c.to));
}

}  // namespace

class TstLosEngine : public QObject {
  Q_OBJECT

 private slots:
  void rule23_1_crestLevelsIsReciprocalOverEveryPair() {
    auto rs = rulesetCopy("fighting-formations");
    HexsideFeature wall;  // so that obstacle hexsides are exercised too
    wall.id = "wall";
    wall.los.kind = LosEffect::Kind::Obstacle;
    rs->hexsides.push_back(wall);
    for (HexsideRule rule : {HexsideRule::Either, HexsideRule::Both}) {
      rs->los.hexsideRule = rule;
      unsigned seed = 1;
      for (HexLayout layout : kLayouts) {
        auto map = randomHexMap(rs, layout, seed++, "....rfWB", kFightingFormationsLegend, -1, 3);
        verifyReciprocal(*map);
      }
    }
  }

  void sec9_overlayShadowIsReciprocalOverEveryPair() {
    unsigned seed = 11;
    for (HexLayout layout : kLayouts) {
      auto map = randomHexMap(builtinRuleset("overlay-hexes"), layout, seed++, "....hWBb",
                              kOverlayLegend, -1, 3);
      verifyReciprocal(*map);
    }
  }

  void randomMapsAreNotTrivial() {
    // The reciprocity maps must hold both outcomes and several causes, or the test above
    // would prove little.
    auto map = randomHexMap(builtinRuleset("fighting-formations"), flatOdd(), 1, "....rfWB",
                            kFightingFormationsLegend, -1, 3);
    LosContext ctx(*map);
    int clear = 0, blocked = 0, hindered = 0;
    std::set<LosCause> causes;
    for (int a = 0; a < ctx.size(); ++a)
      for (int b = 0; b < ctx.size(); ++b) {
        const LosResult r = lineOfSight(ctx, a, b);
        r.clear ? ++clear : ++blocked;
        if (r.clear && r.hindrance > 1) ++hindered;
        causes.insert(r.blockedBy.cause);
      }
    QVERIFY(clear > 500);
    QVERIFY(blocked > 500);
    QVERIFY(hindered > 50);
    QVERIFY(causes.size() >= 5);
  }

  void quietRegionShortcutAgreesWithWalkingEveryLine() {
    // Sparse boards, so that many lines take the shortcut; every result must equal the walk's.
    unsigned seed = 21;
    for (HexLayout layout : kLayouts) {
      for (int model = 0; model < 2; ++model) {
        auto map =
            model == 0
                ? randomHexMap(builtinRuleset("fighting-formations"), layout, seed++,
                               "..............................rW", kFightingFormationsLegend, 0, 0)
                : randomHexMap(builtinRuleset("overlay-hexes"), layout, seed++,
                               "..............................BW", kOverlayLegend, 0, 0);
        map->hexsides.resize(1);
        map->info.clear();
        addMarker(*map, "E5", model == 0 ? "smoke" : "blaze");
        for (std::size_t i = 0; i < map->levels.size(); ++i)  // a few hills, mostly flat ground
          map->levels[i] = i % 17 == 3 ? 1 : i % 41 == 7 ? 2 : 0;
        const LosContext fast(*map), walked(*map, false);
        int shortcuts = 0;
        for (int a = 0; a < fast.size(); ++a)
          for (int b = 0; b < fast.size(); ++b) {
            const LosResult x = lineOfSight(fast, a, b), y = lineOfSight(walked, a, b);
            const QString where =
                QString::fromStdString(map->grid.label(a) + " -> " + map->grid.label(b));
            QVERIFY2(x.clear == y.clear && x.hindrance == y.hindrance && x.obscured == y.obscured,
                     qPrintable(where));
            QVERIFY2(x.blockedBy.cause == y.blockedBy.cause &&
                         x.blockedBy.location == y.blockedBy.location,
                     qPrintable(where));
            QVERIFY2(x.hindranceLocation == y.hindranceLocation, qPrintable(where));
            const int n = hexDistance(map->grid.offset(a), map->grid.offset(b), map->grid.layout);
            const int threshold = model == 0 ? std::max(fast.cell(a).level, fast.cell(b).level) + 1
                                             : std::min(fast.cell(a).level, fast.cell(b).level) + 1;
            if (n >= 3 && fast.quietCount(a, b, threshold) == 0) ++shortcuts;
          }
        QVERIFY(shortcuts > 30);  // the shortcut was really taken
        QCOMPARE(walked.quietCount(0, 5, 0), -1);
      }
    }
  }

  void viewshedAgreesWithSingleQueries() {
    auto map = randomHexMap(builtinRuleset("fighting-formations"), pointyEven(), 5, "...rfWB",
                            kFightingFormationsLegend, 0, 2);
    LosContext ctx(*map);
    Viewshed v;
    for (int from : {0, 17, 50, ctx.size() - 1}) {
      computeViewshed(ctx, from, v);
      QCOMPARE(v.from, from);
      QCOMPARE(int(v.visible[static_cast<std::size_t>(from)]), 1);
      for (int to = 0; to < ctx.size(); ++to) {
        const LosResult r = lineOfSight(ctx, from, to);
        QCOMPARE(bool(v.visible[static_cast<std::size_t>(to)]), r.clear);
        QCOMPARE(int(v.hindrance[static_cast<std::size_t>(to)]), r.hindrance);
      }
    }
  }

  void matrixAgreesWithSingleQueriesWithAnyThreadCount() {
    auto map = randomHexMap(builtinRuleset("overlay-hexes"), flatEven(), 9, "...hWB",
                            kOverlayLegend, -1, 2);
    LosContext ctx(*map);
    const LosMatrix one = computeLosMatrix(ctx, {1, {}});
    int calls = 0;
    const LosMatrix two = computeLosMatrix(ctx, {2, [&](int done, int total) {
                                                   ++calls;
                                                   QVERIFY(done <= total);
                                                 }});
    QVERIFY(calls > 0);
    long long visible = 0;
    for (int a = 0; a < ctx.size(); ++a)
      for (int b = 0; b < ctx.size(); ++b) {
        const bool clear = lineOfSight(ctx, a, b).clear;
        QCOMPARE(one.sees(a, b), clear);
        QCOMPARE(two.sees(a, b), clear);
        if (a != b && clear) ++visible;
      }
    QCOMPARE(one.visiblePairs(), visible);
    QCOMPARE(one.pairs(), static_cast<long long>(ctx.size()) * (ctx.size() - 1));
  }

  void matrixOfANonReciprocalModelWalksBothWays() {
    auto m = cardMap(builtinRuleset("field-of-fire"), {"llll llll llll"});
    addMarker(*m, "A1", "smoke");
    LosContext ctx(*m);
    const LosMatrix matrix = computeLosMatrix(ctx, {2, {}});
    QVERIFY(!matrix.sees(at(*m, "A1"), at(*m, "C1")));
    QVERIFY(matrix.sees(at(*m, "C1"), at(*m, "A1")));
    QCOMPARE(matrix.seenFrom(at(*m, "B1")), (std::vector<int>{at(*m, "A1"), at(*m, "C1")}));
  }

  void stepsOfABlockedLineStillListTheWholeLine() {
    auto m = hexMap(builtinRuleset("fighting-formations"), pointyOdd(), {". W . .", ". . . ."});
    QCOMPARE(stepLabels(*m, "A1", "D1"),
             (std::vector<std::vector<std::string>>{{"A1"}, {"B1"}, {"C1"}, {"D1"}}));
    QCOMPARE(stepLabels(*m, "A1", "B2"),
             (std::vector<std::vector<std::string>>{{"A1"}, {"A2", "B1"}, {"B2"}}));
  }

  // A table's LOS models answer on points (tableLineOfSight): asked for two grid locations,
  // lineOfSight refuses instead of answering "clear".
  void lineOfSightRefusesATableMap() {
    const LoadedDocument doc = loadDocument(
        SANDTABLE_SOURCE_DIR "/samples/force-on-force/khoshkab.map.yaml");
    QVERIFY(doc.ok() && doc.map && doc.map->isTable());
    const LosContext ctx(*doc.map);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, lineOfSight(ctx, 0, 0));
  }

  // The LOS assertions the sample scenarios' designers wrote (docs/formats.md 4.7, `checks.los`).
  void sampleScenarios_designersLosChecksHold_data() {
    QTest::addColumn<QString>("path");
    QTest::newRow("fighting-formations") << "fighting-formations/croix-fouquet.scenario.yaml";
    QTest::newRow("overlay-hexes") << "overlay-hexes/dolny-jar.scenario.yaml";
    QTest::newRow("field-of-fire") << "field-of-fire/mill-hamlet.scenario.yaml";
  }
  void sampleScenarios_designersLosChecksHold() {
    QFETCH(QString, path);
    const LoadedDocument doc =
        loadDocument((QStringLiteral(SANDTABLE_SOURCE_DIR "/samples/") + path).toStdString());
    QVERIFY(doc.ok());
    QVERIFY(doc.scenario && doc.scenario->map);
    QVERIFY(!doc.scenario->losChecks.empty());
    for (const LosCheck& c : doc.scenario->losChecks) {
      const LosResult r = check(*doc.scenario->map, c);
      const QString what = QString::fromStdString(c.from + " -> " + c.to);
      switch (c.expect) {
        case LosCheck::Expect::Clear:
          QVERIFY2(r.clear, qPrintable(what));
          break;
        case LosCheck::Expect::Blocked:
          QVERIFY2(!r.clear, qPrintable(what));
          break;
        case LosCheck::Expect::Hindrance:
          QVERIFY2(r.clear && r.hindrance == c.hindrance, qPrintable(what));
          break;
      }
    }
  }
};

QTEST_APPLESS_MAIN(TstLosEngine)
#include "tst_los_engine.moc"
