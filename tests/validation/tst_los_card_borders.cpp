// The `card-borders` model (docs/rulesets.md, card-borders, Field of Fire rules 5.2.1 and 5.2.2),
// one test per rule clause. Boards are rows of cards written as their n/e/s/w borders (l light, d
// dark),
// "/" and the hill card's borders when there is one: "llld/dddd".
#include <QtTest>

#include "los_test_map.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::shared_ptr<const Ruleset> fof() {
  return builtinRuleset("field-of-fire");
}

std::shared_ptr<Map> cards(const std::vector<std::string>& rows) {
  return cardMap(fof(), rows);
}

const std::vector<std::string> kOpen3x3{"llll llll llll", "llll llll llll", "llll llll llll"};

}  // namespace

class TstLosCardBorders : public QObject {
  Q_OBJECT

 private slots:
  void rule5_2_1_sameCardIsClear() {
    auto m = cards({"dddd dddd"});
    addMarker(*m, "A1", "smoke");
    QVERIFY(los(*m, "A1", "A1").clear);
  }

  void rule5_2_1_orthogonalNeighbourIsAlwaysSeen() {
    auto m = cards({"dddd dddd", "dddd dddd"});
    QVERIFY(los(*m, "A1", "B1").clear);
    QVERIFY(los(*m, "A1", "A2").clear);
  }

  void rule5_2_1_diagonalNeighbourIsAlwaysSeen() {
    auto m = cards({"dddd dddd", "dddd dddd"});
    QVERIFY(los(*m, "A1", "B2").clear);
    QVERIFY(los(*m, "B1", "A2").clear);
  }

  void rule5_2_1_beyondThreeCardsIsOutOfRange() {
    auto m = cards({"llll llll llll llll llll"});
    const LosResult r = los(*m, "A1", "E1");
    QCOMPARE(r.blockedBy.cause, LosCause::Range);
    QCOMPARE(summary(*m, "A1", "E1"), std::string("blocked: range 4 > 3 [FoF 5.2.1]"));
    QVERIFY(los(*m, "A1", "D1").clear);
  }

  void rule5_2_1_rangeIsCountedInCardsDiagonallyToo() {
    auto m =
        cards({"llll llll llll llll llll", "llll llll llll llll llll", "llll llll llll llll llll",
               "llll llll llll llll llll", "llll llll llll llll llll"});
    QVERIFY(los(*m, "A1", "D4").clear);
    QCOMPARE(los(*m, "A1", "E4").blockedBy.cause, LosCause::Range);
  }

  void rule5_2_1_reducedVisibilityComesFromTheRuleset() {
    auto rs = rulesetCopy("field-of-fire");
    rs->los.maxRange = 1;
    auto m = cardMap(rs, {"llll llll llll"});
    QVERIFY(los(*m, "A1", "B1").clear);
    QCOMPARE(los(*m, "A1", "C1").blockedBy.cause, LosCause::Range);
  }

  void rule5_2_1_lightBordersLetTheLineThrough() {
    QVERIFY(los(*cards({"dddd llll dddd"}), "A1", "C1").clear);
  }

  void rule5_2_1_darkEntryBorderBlocks() {
    auto m = cards({"llll llld llll"});
    QCOMPARE(los(*m, "A1", "C1").blockedBy.cause, LosCause::DarkBorder);
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: dark w border of B1 (level 0 >= 0) [FoF 5.2.1]"));
  }

  void rule5_2_1_darkExitBorderBlocks() {
    QCOMPARE(los(*cards({"llll ldll llll"}), "A1", "C1").blockedBy.cause, LosCause::DarkBorder);
  }

  void rule5_2_1_darkBordersTheLineDoesNotCrossDoNotBlock() {
    QVERIFY(los(*cards({"llll dldl llll"}), "A1", "C1").clear);
  }

  void rule5_2_1_atACornerBothBordersMeetingThereCount() {
    // A1 -> C3 enters B2 at its north-west corner and leaves at its south-east corner.
    for (const char* b2 : {"dlll", "lldl", "ldll", "llld"}) {
      auto m = cards({"llll llll llll", std::string("llll ") + b2 + " llll", "llll llll llll"});
      QVERIFY2(!los(*m, "A1", "C3").clear, b2);
    }
    QVERIFY(los(*cards(kOpen3x3), "A1", "C3").clear);
  }

  void rule5_2_1_cardsTouchedOnlyAtACornerAreNotIntervening() {
    auto m = cards({"llll dddd llll", "dddd llll dddd", "llll dddd llll"});
    QVERIFY(los(*m, "A1", "C3").clear);
    QCOMPARE(stepLabels(*m, "A1", "C3"),
             (std::vector<std::vector<std::string>>{{"A1"}, {"B2"}, {"C3"}}));
  }

  void rule5_2_1_aShallowLineCountsTheBordersItCrosses() {
    // A1 -> C2 crosses B1 (in by w, out by s) and B2 (in by n, out by e).
    QCOMPARE(stepLabels(*cards(kOpen3x3), "A1", "C2"),
             (std::vector<std::vector<std::string>>{{"A1"}, {"B1"}, {"B2"}, {"C2"}}));
    QVERIFY(!los(*cards({"llll lldl llll", "llll llll llll"}), "A1", "C2").clear);  // B1 south
    QVERIFY(los(*cards({"llll dlll llll", "llll llll llll"}), "A1", "C2").clear);   // B1 north
    QVERIFY(!los(*cards({"llll llll llll", "llll ldll llll"}), "A1", "C2").clear);  // B2 east
    QVERIFY(los(*cards({"llll llll llll", "llll lldl llll"}), "A1", "C2").clear);   // B2 south
  }

  void rule5_2_1_firstBlockingCardFromTheSighterIsNamed() {
    auto m = cards({"llll dddd dddd llll"});
    QCOMPARE(m->grid.label(los(*m, "A1", "D1").blockedBy.location), std::string("B1"));
    QCOMPARE(m->grid.label(los(*m, "D1", "A1").blockedBy.location), std::string("C1"));
  }

  // --- Elevation: hill cards (5.2.1, 5.2.2) -------------------------------------------------
  void rule5_2_1_higherElevationSeesOverLowerBlockingCards() {
    auto m = cards({"llll/llll dddd llll"});
    QVERIFY(los(*m, "A1", "C1").clear);
    QVERIFY(los(*m, "C1", "A1").clear);
  }

  void rule5_2_1_darkHillCardBetweenHillsBlocks() {
    auto m = cards({"llll/llll dddd/llll llll/llll"});
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: dark e/w borders of B1 (level 1 >= 1) [FoF 5.2.1]"));
  }

  void rule5_2_2_A_hillCardDarkBordersSupersedeLightTerrainBorders() {
    auto m = cards({"llll llll/llld llll"});
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: dark w border of B1 (level 1 >= 0) [FoF 5.2.2.A]"));
  }

  void rule5_2_2_hillWithLightBordersDoesNotBlock() {
    QVERIFY(los(*cards({"llll llll/llll llll"}), "A1", "C1").clear);
  }

  // --- Smoke, Incoming!, air strikes (5.2.1) ------------------------------------------------
  void rule5_2_1_smokeBlocksEveryLineOutOfItsCard() {
    auto m = cards({"llll llll llll"});
    addMarker(*m, "A1", "smoke");
    QCOMPARE(summary(*m, "A1", "C1"),
             std::string("blocked: smoke in A1 (no sight out of it) [FoF 5.2.1]"));
    QCOMPARE(los(*m, "A1", "B1").blockedBy.cause, LosCause::MarkerOutOf);  // even to a neighbour
  }

  void rule5_2_1_aLineIntoASmokeCardIsClear() {
    auto m = cards({"llll llll llll"});
    addMarker(*m, "A1", "smoke");
    QVERIFY(los(*m, "C1", "A1").clear);  // this model is not reciprocal
    QVERIFY(los(*m, "B1", "A1").clear);
  }

  void rule5_2_1_smokeBlocksLinesThroughItsCard() {
    auto m = cards({"llll llll llll"});
    addMarker(*m, "B1", "smoke");
    QCOMPARE(summary(*m, "A1", "C1"), std::string("blocked: smoke in B1 [FoF 5.2.1]"));
  }

  void rule5_2_1_incomingAndAirStrikesBlockLikeSmoke() {
    for (const char* marker : {"incoming", "air-strike", "cs-gas"}) {
      auto m = cards({"llll/llll llll/llll llll/llll"});
      addMarker(*m, "B1", marker);
      QVERIFY2(!los(*m, "A1", "C1").clear, marker);
    }
  }

  void rule5_2_1_cardMarkersWithoutLosEffectDoNothing() {
    auto rs = rulesetCopy("field-of-fire");
    MarkerType flag;
    flag.id = "flag";
    rs->markers.push_back(flag);
    auto m = cardMap(rs, {"llll llll llll"});
    addMarker(*m, "B1", "flag");
    QVERIFY(los(*m, "A1", "C1").clear);
  }
};

QTEST_APPLESS_MAIN(TstLosCardBorders)
#include "tst_los_card_borders.moc"
