// The `overlay-shadow` model (docs/rulesets.md, overlay-shadow, seed 002 sections 8.0 and 9.0), one
// test per rule clause. Boards are rows of a pointy-top map (a row is a hex axis); tokens are the
// terrain symbol and the ground level g: "h1" is a one-overlay hill, "g-1" a gully.
#include <QtTest>

#include "los_test_map.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::shared_ptr<const Ruleset> overlay() {
  return builtinRuleset("overlay-hexes");
}

std::shared_ptr<Map> row(const std::string& hexes) {
  return hexMap(overlay(), pointyOdd(), {hexes}, kOverlayLegend);
}

std::shared_ptr<Map> rows(const std::vector<std::string>& hexes) {
  return hexMap(overlay(), pointyOdd(), hexes, kOverlayLegend);
}

}  // namespace

class TstLosOverlayShadow : public QObject {
  Q_OBJECT

 private slots:
  // --- 9.0 Line of Sight ----------------------------------------------------------------
  void sec9_losIntoAndOutOfObstaclesIsClear() {
    auto m = row("W . B");
    QVERIFY(los(*m, "A1", "C1").clear);
    QVERIFY(los(*m, "A1", "B1").clear);
  }

  void sec9_noHindranceInThisModel() {
    const LosResult r = los(*row(". b ."), "A1", "C1");
    QVERIFY(r.clear);
    QCOMPARE(r.hindrance, -1);
    QVERIFY(!r.obscured);
  }

  // --- 9.0 Obstacles --------------------------------------------------------------------
  void sec9_obstacles_blockWhenBothUnitsAreBelow() {
    auto m = row(". W .");
    QCOMPARE(los(*m, "A1", "C1").blockedBy.cause, LosCause::ObstacleAboveBoth);
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: woods at B1 (top 1 above both levels 0 and 0) [9.0 Obstacles]"));
  }

  void sec9_obstacles_blockWhenOneUnitIsBelowAndTheOtherAtTheirTop() {
    auto m = row(". W h1");
    QCOMPARE(los(*m, "A1", "C1").blockedBy.cause, LosCause::ObstacleAboveOneAtOther);
    QCOMPARE(los(*m, "C1", "A1").blockedBy.cause, LosCause::ObstacleAboveOneAtOther);
  }

  void sec9_obstacles_noEffectWhenBothUnitsAreAtTheirTop() {
    QVERIFY(los(*row("h1 W h1"), "A1", "C1").clear);
  }

  void sec9_obstacles_noEffectWhenOneIsAtTheTopAndTheOtherAbove() {
    QVERIFY(los(*row("h1 W h2"), "A1", "C1").clear);
  }

  void sec9_obstacles_noEffectWhenBothUnitsAreAbove() {
    QVERIFY(los(*row("h2 W h2"), "A1", "C1").clear);
  }

  void sec9_shadow_hidesTheHexDirectlyBehindFromAHigherUnit() {
    auto m = row("h2 . W .");
    QCOMPARE(los(*m, "A1", "D1").blockedBy.cause, LosCause::Shadow);
    QCOMPARE(
        summary(*m, "A1", "D1"),
        std::string(
            "blocked: shadow of woods at C1 on D1 (top 1 between levels 0 and 2) [9.0 Obstacles]"));
    QCOMPARE(los(*m, "D1", "A1").blockedBy.cause, LosCause::Shadow);  // reciprocal
  }

  void sec9_shadow_isOneHexDeep() { QVERIFY(los(*row("h2 . W . ."), "A1", "E1").clear); }

  void sec9_shadow_fallsOnlyBehindTheObstacleFromTheHigherUnit() {
    QVERIFY(los(*row("h2 W . ."), "A1", "D1").clear);
  }

  // --- 9.0 Overlays -----------------------------------------------------------------------
  void sec9_overlays_aHillIsAnObstacle() {
    auto m = row(". h1 .");
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: hill at B1 (top 1 above both levels 0 and 0) [9.0 Obstacles]"));
  }

  void sec9_overlays_stackOnAHill() {
    QVERIFY(!los(*row("h1 B1 h1"), "A1", "C1").clear);  // top 2 above both
    QCOMPARE(los(*row("h2 B1 h1"), "A1", "C1").blockedBy.cause, LosCause::ObstacleAboveOneAtOther);
    QCOMPARE(los(*row("h3 . B1 h1"), "A1", "D1").blockedBy.cause, LosCause::Shadow);
    QVERIFY(los(*row("h3 B1 . h1"), "A1", "D1").clear);
  }

  void sec9_overlays_unitsStandAtTheGroundLevelOfTheirHex() {
    // Units in building hexes on a level-1 hill stand at 1, not on the roof at 2.
    QVERIFY(los(*row("B1 . B1"), "A1", "C1").clear);
    QVERIFY(!los(*row("B1 h2 B1"), "A1", "C1").clear);
  }

  void sec9_overlays_aGullyIsOneLevelBelowTheMapboard() {
    QCOMPARE(los(*row("g-1 . g-1"), "A1", "C1").blockedBy.cause, LosCause::ObstacleAboveBoth);
    QVERIFY(los(*row(". g-1 ."), "A1", "C1").clear);
    QVERIFY(los(*row("g-1 g-1 g-1"), "A1", "C1").clear);
  }

  // --- 9.0 Hexside Obstacles ----------------------------------------------------------------
  void sec9_hexsideObstacles_blockUnitsBelowThem() {
    auto m = row(". . . .");
    addHexside(*m, "B1", "C1", "wall");
    QCOMPARE(los(*m, "A1", "D1").blockedBy.cause, LosCause::HexsideObstacle);
    QCOMPARE(
        summary(*m, "A1", "D1"),
        std::string("blocked: wall hexside B1/C1 (top 1, levels 0 and 0) [9.0 Hexside Obstacles]"));
  }

  void sec9_hexsideObstacles_blockOneBelowAndOneAtTheirTop() {
    auto m = row(". . . h1");
    addHexside(*m, "B1", "C1", "bocage");
    QVERIFY(!los(*m, "A1", "D1").clear);
  }

  void sec9_hexsideObstacles_castNoShadow() {
    auto m = row("h2 . . .");
    addHexside(*m, "B1", "C1", "crest");
    QVERIFY(los(*m, "A1", "D1").clear);
    // A woods overlay in the same place does cast one.
    QCOMPARE(los(*row("h2 . W ."), "A1", "D1").blockedBy.cause, LosCause::Shadow);
  }

  void sec9_hexsideObstacles_standOnTheHigherOfTheirTwoHexes() {
    auto m = row("h1 h1 . h1");
    QVERIFY(los(*m, "A1", "D1").clear);
    addHexside(*m, "B1", "C1", "wall");  // top = max(1, 0) + 1 = 2
    QVERIFY(!los(*m, "A1", "D1").clear);
  }

  void sec9_hexsideObstacles_onTheEndHexesNeverCount() {
    auto m = row(". . .");
    addHexside(*m, "A1", "B1", "wall");
    addHexside(*m, "B1", "C1", "wall");
    QVERIFY(los(*m, "A1", "C1").clear);
  }

  void sec9_alongAHexsideUnlessBothFlankingHexesAreObstacles() {
    auto m = rows({". W", ". ."});  // A1 -> B2 runs along A2|B1
    QVERIFY(los(*m, "A1", "B2").clear);
    m->terrain[static_cast<std::size_t>(at(*m, "A2"))] = overlay()->terrainIndex("buildings");
    QVERIFY(!los(*m, "A1", "B2").clear);
  }

  // --- 9.0 Smoke, 10.0 Blaze, Obscured ----------------------------------------------------
  void sec9_smoke_isAnObstacleAtAnyElevation() {
    auto m = row("h3 . h3");
    addMarker(*m, "B1", "smoke");
    QCOMPARE(summary(*m, "A1", "C1"), std::string("blocked: smoke at B1 [9.0 Smoke]"));
  }

  void sec10_blaze_isAnObstacleAtAnyElevation() {
    auto m = row("h2 . h2");
    addMarker(*m, "B1", "blaze");
    QCOMPARE(summary(*m, "A1", "C1"), std::string("blocked: blaze at B1 [10.0 Blaze]"));
  }

  void sec9_obscured_smokeInTheTargetHexObscuresButDoesNotBlock() {
    auto m = row(". . .");
    addMarker(*m, "C1", "smoke");
    const LosResult r = los(*m, "A1", "C1");
    QVERIFY(r.clear);
    QVERIFY(r.obscured);
    QCOMPARE(summary(*m, "A1", "C1"), std::string("clear (obscured)"));
    QVERIFY(los(*m, "C1", "A1").obscured);  // the spotter's own hex too
    QVERIFY(los(*m, "C1", "C1").obscured);
  }

  void sec9_obscured_alongTheHexsideOfASmokeHex() {
    auto m = rows({". .", ". ."});
    addMarker(*m, "B1", "smoke");
    const LosResult r = los(*m, "A1", "B2");
    QVERIFY(r.clear);
    QVERIFY(r.obscured);
  }

  void sec9_obscured_notWithoutSmoke() { QVERIFY(!los(*row(". . ."), "A1", "C1").obscured); }

  // --- 8.0 Roads ---------------------------------------------------------------------------
  void sec8_roads_straightRoadSeesRegardlessOfObstacles() {
    auto m = row(". W h1 B .");
    addRoad(*m, {"A1", "B1", "C1", "D1", "E1"});
    QVERIFY(los(*m, "A1", "E1").clear);
    QVERIFY(los(*m, "B1", "D1").clear);
  }

  void sec8_roads_everyStepMustBeJoinedByTheRoad() {
    auto m = row(". W W .");
    addRoad(*m, {"A1", "B1"});
    addRoad(*m, {"C1", "D1"});  // a gap between B1 and C1
    QVERIFY(!los(*m, "A1", "D1").clear);
  }

  void sec8_roads_onlyAlongOneHexAxis() {
    auto m = rows({"W W W W", "W W W W"});
    addRoad(*m, {"A1", "B1", "C1", "D1"});
    addRoad(*m, {"A2", "B2", "C2", "D2"});
    QVERIFY(!los(*m, "A1", "D2").clear);
  }

  void sec8_roads_smokeOnTheRoadStillBlocks() {
    auto m = row(". . . .");
    addRoad(*m, {"A1", "B1", "C1", "D1"});
    addMarker(*m, "B1", "smoke");
    QCOMPARE(los(*m, "A1", "D1").blockedBy.cause, LosCause::MarkerObstacle);
  }
};

QTEST_APPLESS_MAIN(TstLosOverlayShadow)
#include "tst_los_overlay_shadow.moc"
