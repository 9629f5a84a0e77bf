// The `crest-levels` model (docs/rulesets.md, crest-levels, Fighting Formations rules 23-24), one
// test per rule clause. Most boards are one row of a pointy-top map, where a row is a hex axis, so
// the intervening hexes are exactly the ones written between the two ends.
#include <QtTest>

#include "los_test_map.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::shared_ptr<const Ruleset> ff() {
  return builtinRuleset("fighting-formations");
}

std::shared_ptr<Map> row(const std::string& hexes) {
  return hexMap(ff(), pointyOdd(), {hexes});
}

// Fighting Formations plus what the chart lacks but a crest-levels ruleset may have: an
// obstacle hexside and an obstacle marker. `rule` sets hexside_rule.
std::shared_ptr<const Ruleset> ffExtended(HexsideRule rule = HexsideRule::Either) {
  auto rs = rulesetCopy("fighting-formations");
  rs->los.hexsideRule = rule;
  HexsideFeature wall;
  wall.id = "wall";
  wall.los.kind = LosEffect::Kind::Obstacle;
  rs->hexsides.push_back(wall);
  MarkerType blaze;
  blaze.id = "blaze";
  blaze.los.kind = LosEffect::Kind::Obstacle;
  blaze.rule = "FF 23.2";
  rs->markers.push_back(blaze);
  return rs;
}

}  // namespace

class TstLosCrestLevels : public QObject {
  Q_OBJECT

 private slots:
  // --- 23.1 LOS checks -------------------------------------------------------------------
  void rule23_1_hexSeesItself() {
    auto m = row("W2 . .");
    const LosResult r = los(*m, "A1", "A1");
    QVERIFY(r.clear);
    QCOMPARE(r.hindrance, 1);
  }

  void rule23_1_neighboursAlwaysSeeEachOther() {
    auto m = row("W2 B0 .");
    QVERIFY(los(*m, "A1", "B1").clear);
    QVERIFY(los(*m, "B1", "A1").clear);
  }

  void rule23_1_obstacleInSightingOrTargetHexDoesNotBlock() {
    auto m = row("W . B");
    const LosResult r = los(*m, "A1", "C1");
    QVERIFY(r.clear);
    QCOMPARE(r.hindrance, 1);
  }

  void rule23_1_hindranceInSightingOrTargetHexDoesNotHinder() {
    auto m = row("f . r");
    QCOMPARE(los(*m, "A1", "C1").hindrance, 1);
  }

  // --- 23.2 Obstacles, 24.4 ----------------------------------------------------------------
  void rule23_2_sameLevelObstacleBlocks() {
    auto m = row(". . W . .");
    const LosResult r = los(*m, "A1", "E1");
    QVERIFY(!r.clear);
    QCOMPARE(r.blockedBy.cause, LosCause::SameLevelObstacle);
    QCOMPARE(summary(*m, "A1", "E1"), std::string("blocked: woods at C1 (same level 0) [FF 24.4]"));
    QCOMPARE(r.hindrance, -1);
  }

  void rule23_2_firstBlockingStepIsNamedFromTheSighter() {
    auto m = row(". W . B .");
    QCOMPARE(m->grid.label(los(*m, "A1", "E1").blockedBy.location), std::string("B1"));
    QCOMPARE(m->grid.label(los(*m, "E1", "A1").blockedBy.location), std::string("D1"));
  }

  // --- 23.3 Hindrances ------------------------------------------------------------------
  void rule23_31_defaultHindranceIsOne() {
    auto m = row(". . . .");
    const LosResult r = los(*m, "A1", "D1");
    QCOMPARE(r.hindrance, 1);
    QCOMPARE(summary(*m, "A1", "D1"), std::string("clear (hindrance 1)"));  // the default is said too
  }

  void rule23_31_hindranceTerrainRaisesTheDefault() {
    auto m = row(". r .");
    QCOMPARE(los(*m, "A1", "C1").hindrance, 2);
    QCOMPARE(summary(*m, "A1", "C1"), std::string("clear (hindrance 2)"));
  }

  void rule23_32_hindrancesAreNotCumulative() {
    auto m = row(". r f r .");
    QCOMPARE(los(*m, "A1", "E1").hindrance, 3);
  }

  // The worked example of 23.32 and its continuation in 23.33.
  void rule23_32_example_twoRoughHexesHinderTwoNotFour() {
    auto m = row(". r r .");
    QCOMPARE(los(*m, "A1", "D1").hindrance, 2);
    addMarker(*m, "C1", "smoke");
    QCOMPARE(los(*m, "A1", "D1").hindrance, 5);
  }

  void rule23_33_example_smokeInTheFiringHexRaisesHindranceToFive() {
    auto m = row(". r r .");
    addMarker(*m, "A1", "smoke");
    QCOMPARE(los(*m, "A1", "D1").hindrance, 5);
  }

  void rule23_33_smokeHindersIntoItsHex() {
    auto m = row(". . .");
    addMarker(*m, "C1", "smoke-depleted");
    const LosResult r = los(*m, "A1", "C1");
    QCOMPARE(r.hindrance, 2);
    QCOMPARE(r.hindranceFrom, HindranceSource::Marker);
  }

  void rule23_33_smokeHindersBetweenNeighbours() {
    auto m = row(". .");
    addMarker(*m, "B1", "smoke");
    QCOMPARE(los(*m, "A1", "B1").hindrance, 5);
    QCOMPARE(los(*m, "A1", "A1").hindrance, 1);
    QCOMPARE(los(*m, "B1", "B1").hindrance, 5);  // within its hex
  }

  void rule23_33_smokeHindersALineAlongItsHexside() {
    // Pointy odd-r: A1 -> B2 runs along the hexside between A2 and B1.
    auto m = hexMap(ff(), pointyOdd(), {". .", ". ."});
    addMarker(*m, "B1", "smoke");
    QCOMPARE(los(*m, "A1", "B2").hindrance, 5);
    // ... whatever the hexside rule says about terrain.
    auto both = hexMap(ffExtended(HexsideRule::Both), pointyOdd(), {". .", ". ."});
    addMarker(*both, "A2", "smoke");
    QCOMPARE(los(*both, "A1", "B2").hindrance, 5);
  }

  // --- 24.51 Crests ---------------------------------------------------------------------
  void rule24_512_seesTheInitialCrestHexAbove() {
    auto m = row(". . .1");
    QVERIFY(los(*m, "A1", "C1").clear);
  }

  void rule24_512_cannotSeePastTheInitialCrestHexAbove() {
    auto m = row(". .1 .1");
    const LosResult r = los(*m, "A1", "C1");
    QVERIFY(!r.clear);
    QCOMPARE(r.blockedBy.cause, LosCause::CrestRim);
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: crest at B1 (level 1 >= 1) [FF 24.512]"));
  }

  void rule24_512_lookingDownYouMustStandOnTheRim() {
    auto m = row(".2 .2 . .");
    QCOMPARE(los(*m, "A1", "D1").blockedBy.cause, LosCause::CrestRim);
  }

  void rule24_512_fromTheRimYouSeeTheLowGround() {
    auto m = row(".2 .1 . .");
    QVERIFY(los(*m, "A1", "D1").clear);
  }

  void rule24_512_example_pastALevel2HillOnlyToLevel2OrHigher() {
    QVERIFY(los(*row(".2 .2 .2"), "A1", "C1").clear);
    QVERIFY(los(*row(".2 .2 .3"), "A1", "C1").clear);
    QVERIFY(!los(*row(".2 .2 .1"), "A1", "C1").clear);
  }

  void rule24_512_example_pastALevel3HillOnlyToLevel4() {
    QVERIFY(!los(*row(".2 .3 .3"), "A1", "C1").clear);
    QVERIFY(los(*row(".2 .3 .4"), "A1", "C1").clear);
  }

  void rule24_512_losMdExample_crestAtE6() {
    auto m = hexMap(ff(), pointyOdd(),
                    {". . . . . . .", ". . . . . . .", ". . . . . . .", ". . . . . . .",
                     ". . . . . . .", ". . . .1 .2 .1 .2"});
    LosContext ctx(*m);
    const LosResult r = lineOfSight(ctx, at(*m, "A6"), at(*m, "G6"));
    QCOMPARE(losExplanation(ctx, r),
             std::string("blocked by crest at E6 (level 2 >= 2) [FF 24.512]"));
    QCOMPARE(losRule(ctx, r), std::string("FF 24.512"));
  }

  void rule24_513_example_higherHillBetweenTwoLevel1Hexes() {
    auto m = row(".1 .2 .1");
    const LosResult r = los(*m, "A1", "C1");
    QCOMPARE(r.blockedBy.cause, LosCause::CrestAbove);
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: crest at B1 (level 2 > 1) [FF 24.513]"));
  }

  void rule24_513_hillBetweenGroundHexes() {
    QCOMPARE(los(*row(". .1 ."), "A1", "C1").blockedBy.cause, LosCause::CrestAbove);
    QVERIFY(los(*row(". .-1 ."), "A1", "C1").clear);  // a depression between is no crest
  }

  // --- 24.52 Crests & obstacles ----------------------------------------------------------
  void rule24_52_example_hillSeesOverALevel0Building() {
    QVERIFY(los(*row(".1 B .1"), "A1", "C1").clear);
  }

  void rule24_52_example_buildingOnTheHillBlocks() {
    auto m = row(".1 B1 .1");
    const LosResult r = los(*m, "A1", "C1");
    QCOMPARE(r.blockedBy.cause, LosCause::SameLevelObstacle);
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: building at B1 (same level 1) [FF 24.52]"));
  }

  void rule24_52_obstacleBelowBothEndsHasNoEffect() {
    QVERIFY(los(*row(".1 W .2"), "A1", "C1").clear);
  }

  // --- 24.53 Blind hexes ------------------------------------------------------------------
  void rule24_53_blindHexDirectlyBehindALowerObstacle() {
    auto m = row(".1 . B .");
    const LosResult r = los(*m, "A1", "D1");
    QCOMPARE(r.blockedBy.cause, LosCause::BlindHex);
    QCOMPARE(
        summary(*m, "A1", "D1"),
        std::string("blocked: blind hex D1 behind building at C1 (levels 0 <= 0 < 1) [FF 24.53]"));
    QCOMPARE(los(*m, "D1", "A1").blockedBy.cause, LosCause::BlindHex);  // reciprocal
  }

  void rule24_53_blindZoneIsOneHexDeep() { QVERIFY(los(*row(".1 . B . ."), "A1", "E1").clear); }

  void rule24_53_higherObserverSeesIntoTheObstacleHex() {
    QVERIFY(los(*row(".1 . B"), "A1", "C1").clear);
  }

  void rule24_53_example_depressionBuildingHidesOnlyTheDepressionBehindIt() {
    QCOMPARE(los(*row(". B-1 .-1"), "A1", "C1").blockedBy.cause, LosCause::BlindHex);
    QVERIFY(los(*row(". B-1 ."), "A1", "C1").clear);
    QVERIFY(los(*row(". B-1 .-1 .-1"), "A1", "D1").clear);
  }

  void rule24_53_example_level1BuildingInTheFirstInterveningHex() {
    // A unit on a level 1 hill sees past a level 1 building to level 2 unless the building is
    // the first intervening hex along the line.
    QCOMPARE(los(*row(".1 B1 .1 .2"), "A1", "D1").blockedBy.cause, LosCause::BlindHex);
    QVERIFY(los(*row(".1 .1 B1 .2"), "A1", "D1").clear);
  }

  // --- 24.54 Crests & hindrances ----------------------------------------------------------
  void rule24_54_lowerHindranceDoesNotHinderHillToHill() {
    QCOMPARE(los(*row(".1 r .1"), "A1", "C1").hindrance, 1);
  }

  void rule24_54_hindranceOnAHillHindersThatLevel() {
    auto m = row(".1 f1 .1");
    LosContext ctx(*m);
    const LosResult r = lineOfSight(ctx, at(*m, "A1"), at(*m, "C1"));
    QCOMPARE(r.hindrance, 3);
    QCOMPARE(losExplanation(ctx, r), std::string("clear, hindrance 3 from field at B1 [FF 24.54]"));
  }

  void rule24_54_hindranceDoesNotCountBetweenDifferentLevels() {
    QCOMPARE(los(*row(". r .1"), "A1", "C1").hindrance, 1);
    QCOMPARE(los(*row(".1 r1 .2"), "A1", "C1").hindrance, 1);
  }

  void rule24_54_smokeHindersWhateverTheLevels() {
    auto m = row(".2 . .2");
    addMarker(*m, "B1", "smoke");
    QCOMPARE(los(*m, "A1", "C1").hindrance, 5);
  }

  // --- 24.8 Roads -----------------------------------------------------------------------
  void rule24_8_straightRoadIgnoresTheTerrainOfItsHexes() {
    auto m = row(". W f W .");
    addRoad(*m, {"A1", "B1", "C1", "D1", "E1"});
    const LosResult r = los(*m, "A1", "E1");
    QVERIFY(r.clear);
    QCOMPARE(r.hindrance, 1);
  }

  void rule24_8_roadMustEnterAndLeaveTheHex() {
    // The road turns away at B1 (to B2 below it): B1's woods still block.
    auto m = hexMap(ff(), pointyOdd(), {". W . .", ". . . ."});
    addRoad(*m, {"A1", "B1", "B2"});
    QVERIFY(!los(*m, "A1", "D1").clear);
    addRoad(*m, {"B1", "C1"});
    QVERIFY(los(*m, "A1", "D1").clear);
  }

  void rule24_8_roadOnlyHelpsALineAlongOneHexAxis() {
    // Pointy odd-r: A1 -> C2 is not on an axis; it passes B1/B2 and the road there.
    auto m = hexMap(ff(), pointyOdd(), {"W W W W", "W W W W"});
    addRoad(*m, {"A1", "B1", "C1", "D1"});
    addRoad(*m, {"A2", "B2", "C2", "D2"});
    QVERIFY(!los(*m, "A1", "D2").clear);
    QVERIFY(los(*m, "A1", "D1").clear);
  }

  void rule24_8_roadDoesNotLowerACrest() {
    auto m = row(". .1 .");
    addRoad(*m, {"A1", "B1", "C1"});
    QCOMPARE(los(*m, "A1", "C1").blockedBy.cause, LosCause::CrestAbove);
  }

  // --- Hexside features (docs/rulesets.md, crest-levels)
  // ------------------------------------------------------
  void hexside_bocageHindersASameLevelLine() {
    auto m = row(". . . .");
    addHexside(*m, "B1", "C1", "bocage");
    LosContext ctx(*m);
    const LosResult r = lineOfSight(ctx, at(*m, "A1"), at(*m, "D1"));
    QCOMPARE(r.hindrance, 5);
    QCOMPARE(r.hindranceFrom, HindranceSource::Hexside);
    QCOMPARE(losExplanation(ctx, r),
             std::string("clear, hindrance 5 from bocage hexside B1/C1 [29th ID TC, 42.11]"));
  }

  void hexside_featureOnTheSightingOrTargetHexNeverCounts() {
    auto m = row(". . .");
    addHexside(*m, "A1", "B1", "bocage");
    addHexside(*m, "B1", "C1", "tank-obstacle");
    QCOMPARE(los(*m, "A1", "C1").hindrance, 1);
  }

  void hexside_hindranceBelowTheEndsDoesNotCount() {
    auto m = row(".1 . . .1");
    addHexside(*m, "B1", "C1", "bocage");
    QCOMPARE(los(*m, "A1", "D1").hindrance, 1);
  }

  void hexside_obstacleAtTheHigherEndsLevelBlocks() {
    // Between hexes at levels 0 and 1 the wall stands at level 1, the level of both ends.
    auto m = hexMap(ffExtended(), pointyOdd(), {".1 . .1 .1"});
    addHexside(*m, "B1", "C1", "wall");
    const LosResult r = los(*m, "A1", "D1");
    QCOMPARE(r.blockedBy.cause, LosCause::HexsideObstacle);
    QCOMPARE(summary(*m, "A1", "D1"),
             std::string("blocked: wall hexside B1/C1 (level 1 >= 1) [FF 23.2]"));
    auto flat = hexMap(ffExtended(), pointyOdd(), {". . . ."});
    addHexside(*flat, "C1", "B1", "wall");
    QVERIFY(!los(*flat, "A1", "D1").clear);
  }

  void hexside_obstacleBelowTheHigherEndDoesNotBlock() {
    auto m = hexMap(ffExtended(), pointyOdd(), {".1 . . ."});
    addHexside(*m, "B1", "C1", "wall");
    QVERIFY(los(*m, "A1", "D1").clear);
  }

  void hexside_streamHasNoEffectOnSight() {
    auto m = row(". . . .");
    addHexside(*m, "B1", "C1", "stream");
    QCOMPARE(los(*m, "A1", "D1").hindrance, 1);
  }

  // --- Pair steps: hexside_rule (docs/rulesets.md, Line of sight)
  // ------------------------------------------
  void hexsideRuleEither_alongAHexsideBlocksIfEitherHexWould() {
    auto m = hexMap(ff(), pointyOdd(), {". W", ". ."});  // A1 -> B2 along A2|B1
    QCOMPARE(los(*m, "A1", "B2").blockedBy.cause, LosCause::SameLevelObstacle);
    QCOMPARE(m->grid.label(los(*m, "A1", "B2").blockedBy.location), std::string("B1"));
  }

  void hexsideRuleEither_hindersWithTheLargerValue() {
    auto m = hexMap(ff(), pointyOdd(), {". f", "r ."});
    QCOMPARE(los(*m, "A1", "B2").hindrance, 3);
  }

  void hexsideRuleBoth_blocksOnlyIfBothHexesWould() {
    auto m = hexMap(ffExtended(HexsideRule::Both), pointyOdd(), {". W", ". ."});
    QVERIFY(los(*m, "A1", "B2").clear);
    m->terrain[static_cast<std::size_t>(at(*m, "A2"))] = m->rules->terrainIndex("building");
    QVERIFY(!los(*m, "A1", "B2").clear);
  }

  void hexsideRuleBoth_hindersWithTheSmallerValue() {
    auto m = hexMap(ffExtended(HexsideRule::Both), pointyOdd(), {". f", "r ."});
    QCOMPARE(los(*m, "A1", "B2").hindrance, 2);
    // An outvoted obstacle does not lower the other hex's hindrance.
    auto w = hexMap(ffExtended(HexsideRule::Both), pointyOdd(), {". W", "f ."});
    QCOMPARE(los(*w, "A1", "B2").hindrance, 3);
  }

  void alongAHexside_inEveryOffsetLayout() {
    // The lines of the traversal tests that run along a hexside, in each layout, with woods on
    // one flank: blocked under `either`, clear under `both`.
    struct Case {
      HexLayout layout;
      const char* from;
      const char* to;
      const char* flank;
    };
    const Case cases[] = {{flatOdd(), "A2", "B3", "B2"},
                          {flatEven(), "A2", "B4", "B3"},
                          {pointyOdd(), "A1", "B2", "B1"},
                          {pointyEven(), "A1", "C2", "B2"}};
    const std::vector<std::string> board{". . . .", ". . . .", ". . . .", ". . . ."};
    for (const Case& c : cases) {
      auto either = hexMap(ff(), c.layout, board);
      either->terrain[static_cast<std::size_t>(at(*either, c.flank))] = ff()->terrainIndex("woods");
      QVERIFY2(!los(*either, c.from, c.to).clear, c.from);
      auto both = hexMap(ffExtended(HexsideRule::Both), c.layout, board);
      both->terrain[static_cast<std::size_t>(at(*both, c.flank))] = ff()->terrainIndex("woods");
      QVERIFY2(los(*both, c.from, c.to).clear, c.from);
    }
  }

  void pairWithAnOffMapHexIsItsOnMapHexAlone() {
    // Flat odd-q, along the top edge: A1 -> C1 passes between B1 and the hex above the map.
    auto m = hexMap(ffExtended(HexsideRule::Both), flatOdd(), {". W .", ". . ."});
    QCOMPARE(los(*m, "A1", "C1").blockedBy.cause, LosCause::SameLevelObstacle);
  }

  // --- Markers that are obstacles (a crest-levels ruleset may define them) ---------------
  void markerObstacle_blocksAnInterveningHexAtAnyLevel() {
    auto m = hexMap(ffExtended(), pointyOdd(), {".2 . .2"});
    addMarker(*m, "B1", "blaze");
    QCOMPARE(summary(*m, "A1", "C1"), std::string("blocked: blaze at B1 [FF 23.2]"));
    addMarker(*m, "A1", "blaze");
    QVERIFY(los(*m, "A1", "B1").clear);  // into and out of its hex: no block
  }
};

QTEST_APPLESS_MAIN(TstLosCrestLevels)
#include "tst_los_crest_levels.moc"
