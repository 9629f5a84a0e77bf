// Map proofing checks: each code fires on a small broken map and stays silent on the
// corrected one.
#include <QTest>

#include "citations.h"
#include "reach_test_support.h"
#include "validation/validate.h"

using namespace sandtable;

namespace {

int count(const Diagnostics& d, const std::string& code) {
  int n = 0;
  for (const auto& x : d.all()) n += x.code == code;
  return n;
}

const Diagnostic* first(const Diagnostics& d, const std::string& code) {
  for (const auto& x : d.all())
    if (x.code == code) return &x;
  return nullptr;
}

class TestMapChecks : public QObject {
  Q_OBJECT

  test::Folder folder;
  Diagnostics check(const std::string& text) {
    return test::verifyCitations(validateDocument(folder.load("m.map.yaml", text)));
  }

 private slots:
  void levelOutOfRange() {
    const Diagnostics bad = check(test::hexMap({". . . . . ."}, {"0 1 2 3 4 5"}));
    QCOMPARE(count(bad, "level-out-of-range"), 1);
    const Diagnostic* d = first(bad, "level-out-of-range");
    QCOMPARE(d->severity, Severity::Error);
    QCOMPARE(d->locations.at(0).value, std::string("F1"));
    QCOMPARE(d->line, 13);    // the levels row
    QCOMPARE(d->column, 18);  // the sixth token of `    - "0 1 2 3 4 5"`
    QCOMPARE(count(check(test::hexMap({". . . . . ."}, {"0 1 2 3 4 4"})), "level-out-of-range"), 0);
  }

  void levelSpikeAndPitButNotAKnoll() {
    const Diagnostics spike =
        check(test::hexMap({". . .", ". . .", ". . ."}, {"0 0 0", "0 2 0", "0 0 0"}));
    QCOMPARE(count(spike, "level-spike"), 1);
    QCOMPARE(count(spike, "crest-cliff"), 0);  // the spike is reported once, not per hexside
    const Diagnostics pit =
        check(test::hexMap({". . .", ". . .", ". . ."}, {"1 1 1", "1 -1 1", "1 1 1"}));
    QCOMPARE(count(pit, "level-pit"), 1);
    const Diagnostics knoll =
        check(test::hexMap({". . .", ". . .", ". . ."}, {"0 0 0", "0 1 0", "0 0 0"}));
    QCOMPARE(count(knoll, "level-spike"), 0);
  }

  void steepSlopeIsInformation() {
    const Diagnostics steep = check(test::hexMap({". ."}, {"0 3"}));
    QCOMPARE(count(steep, "steep-slope"), 1);
    QCOMPARE(first(steep, "steep-slope")->severity, Severity::Info);
    QCOMPARE(first(steep, "steep-slope")->locations.at(0).value, std::string("A1/B1"));
    QCOMPARE(count(check(test::hexMap({". . ."}, {"0 1 2"})), "steep-slope"), 0);
  }

  void crestCliffOfTwoLevels() {
    const Diagnostics cliff = check(test::hexMap({". . ."}, {"0 2 2"}));
    QCOMPARE(count(cliff, "crest-cliff"), 1);
    QCOMPARE(count(check(test::hexMap({". . ."}, {"0 1 2"})), "crest-cliff"), 0);
  }

  void duplicateHexside() {
    const Diagnostics dup = check(test::hexMap(
        {". ."}, {},
        "hexsides:\n  - {at: A1/B1, feature: stream}\n  - {at: B1/A1, feature: stream}\n"));
    QCOMPARE(count(dup, "duplicate-hexside"), 1);
    const Diagnostics two = check(test::hexMap(
        {". ."}, {},
        "hexsides:\n  - {at: A1/B1, feature: stream}\n  - {at: B1/A1, feature: wall}\n"));
    QCOMPARE(count(two, "duplicate-hexside"), 0);
  }

  void roadAcrossASteepSlope() {
    QCOMPARE(
        count(check(test::hexMap({". ."}, {"0 3"}, "roads:\n  - [A1, B1]\n")), "road-steep-slope"),
        1);
    QCOMPARE(
        count(check(test::hexMap({". ."}, {"0 2"}, "roads:\n  - [A1, B1]\n")), "road-steep-slope"),
        0);
  }

  void roadEndingOnImpassableTerrain() {
    const std::vector<std::string> lake{". . .", ". L .", ". . ."};
    QCOMPARE(count(check(test::hexMap(lake, {}, "roads:\n  - [A2, B2]\n")), "road-impassable"), 1);
    // Through the lake it is a bridge; at the map edge it runs off the map.
    QCOMPARE(count(check(test::hexMap(lake, {}, "roads:\n  - [A2, B2, C2]\n")), "road-impassable"),
             0);
    QCOMPARE(count(check(test::hexMap({". . L"}, {}, "roads:\n  - [B1, C1]\n")), "road-impassable"),
             0);
  }

  void hexNoClassCanEnter() {
    const Diagnostics walled = check(test::hexMap({"L L L . .", "L . L . .", "L L L . ."}, {}));
    QCOMPARE(count(walled, "unenterable-hex"), 1);
    QCOMPARE(first(walled, "unenterable-hex")->locations.at(0).value, std::string("B2"));
    QCOMPARE(count(walled, "trapped-region"), 0);  // the same hex, reported once
    const Diagnostics open = check(test::hexMap({"L L L . .", "L . . . .", "L L L . ."}, {}));
    QCOMPARE(count(open, "unenterable-hex"), 0);
    QCOMPARE(count(open, "trapped-region"), 0);
  }

  void trapAClassCanDriveIntoButNotOutOf() {
    // Track follows the road into the woods at C1 and can drive on into D1, but leaving D1
    // means entering woods off the road: X.
    const Diagnostics trap = check(test::hexMap({". . W ."}, {}, "roads:\n  - [B1, C1]\n"));
    QCOMPARE(count(trap, "trapped-region"), 1);
    const Diagnostic* d = first(trap, "trapped-region");
    QCOMPARE(d->severity, Severity::Warning);
    QVERIFY(d->message.find("track") != std::string::npos);
    QCOMPARE(d->locations.at(0).value, std::string("D1"));
    QCOMPARE(
        count(check(test::hexMap({". . W ."}, {}, "roads:\n  - [B1, C1, D1]\n")), "trapped-region"),
        0);
  }

  void closedPocketIsInformation() {
    const Diagnostics pocket = check(test::hexMap({". . L . . ."}, {}));
    QCOMPARE(count(pocket, "trapped-region"), 2);  // A1-B1, once for each class
    QCOMPARE(first(pocket, "trapped-region")->severity, Severity::Info);
  }

  void hillCardDarkAllRound() {
    auto cards = [](const std::string& hill) {
      return "sandtable: 1\nkind: map\nid: c\nruleset: cards.ruleset.yaml\ngrid: {type: cards, "
             "columns: 2, rows: 1}\n"
             "cards:\n  - {at: A1, terrain: open, borders: {n: light, e: light, s: light, w: "
             "light}, hill: {borders: " +
             hill +
             "}}\n  - {at: B1, terrain: open, borders: {n: light, e: light, s: light, w: light}}\n";
    };
    QCOMPARE(count(check(cards("{n: dark, e: dark, s: dark, w: dark}")), "card-dark-hill"), 1);
    QCOMPARE(count(check(cards("{n: dark, e: dark, s: light, w: dark}")), "card-dark-hill"), 0);
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestMapChecks)
#include "tst_map_checks.moc"
