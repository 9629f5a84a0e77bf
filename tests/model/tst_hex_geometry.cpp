// Hex geometry: the four offset layouts of docs/formats.md 3.1, labels, distances, neighbours,
// ranges.
#include <QtTest>

#include <algorithm>
#include <set>

#include "model/grid.h"
#include "model/hex_geometry.h"

using namespace sandtable;

namespace {
const HexLayout kFlatOdd{Orientation::Flat, Stagger::Odd};
const HexLayout kFlatEven{Orientation::Flat, Stagger::Even};
const HexLayout kPointyOdd{Orientation::Pointy, Stagger::Odd};
const HexLayout kPointyEven{Orientation::Pointy, Stagger::Even};

std::set<Offset> neighbourSet(Offset o, HexLayout layout) {
  auto n = hexNeighbours(o, layout);
  return {n.begin(), n.end()};
}

Grid hexGrid(int columns, int rows, HexLayout layout, LabelStyle labels = LabelStyle::LetterNumber) {
  Grid g;
  g.type = GridType::Hex;
  g.columns = columns;
  g.rows = rows;
  g.layout = layout;
  g.labels = labels;
  return g;
}
}  // namespace

class TestHexGeometry : public QObject {
  Q_OBJECT
 private slots:
  void offsetAxialRoundTripInAllLayouts() {
    for (HexLayout layout : {kFlatOdd, kFlatEven, kPointyOdd, kPointyEven})
      for (int col = -7; col <= 7; ++col)
        for (int row = -7; row <= 7; ++row) {
          const Offset o{col, row};
          QCOMPARE(toOffset(toAxial(o, layout), layout), o);
        }
  }

  // Flat odd-q: odd columns are shifted down half a hex.
  void flatOddNeighbours() {
    QCOMPARE(neighbourSet({2, 2}, kFlatOdd), (std::set<Offset>{{3, 1}, {3, 2}, {1, 1}, {1, 2}, {2, 1}, {2, 3}}));
    QCOMPARE(neighbourSet({3, 2}, kFlatOdd), (std::set<Offset>{{4, 2}, {4, 3}, {2, 2}, {2, 3}, {3, 1}, {3, 3}}));
  }
  // Flat even-q: even columns are shifted down half a hex.
  void flatEvenNeighbours() {
    QCOMPARE(neighbourSet({2, 2}, kFlatEven), (std::set<Offset>{{1, 2}, {1, 3}, {3, 2}, {3, 3}, {2, 1}, {2, 3}}));
    QCOMPARE(neighbourSet({3, 2}, kFlatEven), (std::set<Offset>{{2, 1}, {2, 2}, {4, 1}, {4, 2}, {3, 1}, {3, 3}}));
  }
  // Pointy odd-r: odd rows are shifted right half a hex.
  void pointyOddNeighbours() {
    QCOMPARE(neighbourSet({2, 2}, kPointyOdd), (std::set<Offset>{{1, 2}, {3, 2}, {1, 1}, {2, 1}, {1, 3}, {2, 3}}));
    QCOMPARE(neighbourSet({2, 3}, kPointyOdd), (std::set<Offset>{{1, 3}, {3, 3}, {2, 2}, {3, 2}, {2, 4}, {3, 4}}));
  }
  // Pointy even-r: even rows are shifted right half a hex.
  void pointyEvenNeighbours() {
    QCOMPARE(neighbourSet({2, 2}, kPointyEven), (std::set<Offset>{{1, 2}, {3, 2}, {2, 1}, {3, 1}, {2, 3}, {3, 3}}));
    QCOMPARE(neighbourSet({2, 3}, kPointyEven), (std::set<Offset>{{1, 3}, {3, 3}, {1, 2}, {2, 2}, {1, 4}, {2, 4}}));
  }

  void neighboursAreAtDistanceOneAndSymmetric() {
    for (HexLayout layout : {kFlatOdd, kFlatEven, kPointyOdd, kPointyEven})
      for (int col = 0; col < 6; ++col)
        for (int row = 0; row < 6; ++row)
          for (Offset n : hexNeighbours({col, row}, layout)) {
            QCOMPARE(hexDistance(Offset{col, row}, n, layout), 1);
            QVERIFY(neighbourSet(n, layout).count(Offset{col, row}));
          }
  }

  void distancesAlongAndAcrossColumns() {
    // Flat odd-q: straight down a column counts rows; across columns zig-zags.
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{0, 5}, kFlatOdd), 5);
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{4, 0}, kFlatOdd), 4);
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{4, 2}, kFlatOdd), 4);
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{4, 3}, kFlatOdd), 5);
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{3, 2}, kFlatOdd), 4);
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{3, 2}, kFlatEven), 3);
    // Pointy odd-r: along a row counts columns.
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{6, 0}, kPointyOdd), 6);
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{0, 4}, kPointyOdd), 4);
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{2, 4}, kPointyOdd), 4);
    QCOMPARE(hexDistance(Offset{0, 0}, Offset{3, 4}, kPointyOdd), 5);
  }

  void neighboursAtMapEdgesStayOnTheMap() {
    // Corner A1 of a flat odd-q map: column 0 is not shifted, so only 2 neighbours lie on the map.
    QCOMPARE(hexGrid(5, 5, kFlatOdd).neighbours({0, 0}).size(), std::size_t(2));
    // In even-q column 0 is shifted down, so A1 touches B1 and B2 too.
    QCOMPARE(hexGrid(5, 5, kFlatEven).neighbours({0, 0}).size(), std::size_t(3));
    QCOMPARE(hexGrid(5, 5, kFlatOdd).neighbours({4, 4}).size(), std::size_t(3));
    QCOMPARE(hexGrid(5, 5, kFlatOdd).neighbours({4, 0}).size(), std::size_t(2));  // top-right corner, unshifted
    QCOMPARE(hexGrid(5, 5, kFlatOdd).neighbours({2, 2}).size(), std::size_t(6));
    QCOMPARE(hexGrid(5, 5, kPointyOdd).neighbours({0, 1}).size(), std::size_t(5));
    QCOMPARE(hexGrid(5, 5, kPointyEven).neighbours({0, 1}).size(), std::size_t(3));
  }

  void columnLettersAreBijectiveBase26() {
    QCOMPARE(columnLetters(0), std::string("A"));
    QCOMPARE(columnLetters(25), std::string("Z"));
    QCOMPARE(columnLetters(26), std::string("AA"));
    QCOMPARE(columnLetters(51), std::string("AZ"));
    QCOMPARE(columnLetters(52), std::string("BA"));
    QCOMPARE(columnLetters(701), std::string("ZZ"));
    QCOMPARE(columnLetters(702), std::string("AAA"));
    for (int c = 0; c < 1000; ++c) QCOMPARE(parseColumnLetters(columnLetters(c)), std::optional<int>(c));
    QCOMPARE(parseColumnLetters("a"), std::optional<int>(0));
    QVERIFY(!parseColumnLetters("A1"));
    QVERIFY(!parseColumnLetters(""));
  }

  void letterNumberLabels() {
    const Grid g = hexGrid(30, 20, kFlatOdd);
    QCOMPARE(g.label(Offset{0, 0}), std::string("A1"));
    QCOMPARE(g.label(Offset{9, 16}), std::string("J17"));
    QCOMPARE(g.label(Offset{27, 19}), std::string("AB20"));
    QCOMPARE(g.parseLabel("J17"), std::optional<Offset>(Offset{9, 16}));
    QVERIFY(!g.parseLabel("J0"));
    QVERIFY(!g.parseLabel("17"));
    QVERIFY(!g.parseLabel("J17x"));
  }

  void numericLabelsPadToTwoOrThreeDigits() {
    const Grid g = hexGrid(30, 20, kFlatOdd, LabelStyle::Numeric);
    QCOMPARE(g.label(Offset{0, 0}), std::string("0101"));
    QCOMPARE(g.label(Offset{9, 16}), std::string("1017"));
    QCOMPARE(g.parseLabel("1017"), std::optional<Offset>(Offset{9, 16}));
    QVERIFY(!g.parseLabel("101"));
    // Over 99 columns: the column gets three digits, the row keeps two.
    const Grid wide = hexGrid(120, 20, kFlatOdd, LabelStyle::Numeric);
    QCOMPARE(wide.label(Offset{0, 0}), std::string("00101"));
    QCOMPARE(wide.label(Offset{109, 4}), std::string("11005"));
    QCOMPARE(wide.parseLabel("11005"), std::optional<Offset>(Offset{109, 4}));
  }

  void labelsRoundTripOnEveryHex() {
    for (LabelStyle style : {LabelStyle::LetterNumber, LabelStyle::Numeric})
      for (auto [columns, rows] : {std::pair{12, 10}, std::pair{120, 5}, std::pair{5, 130}}) {
        const Grid g = hexGrid(columns, rows, kPointyEven, style);
        for (int i = 0; i < g.size(); ++i) QCOMPARE(g.parseLabel(g.label(i)), std::optional<Offset>(g.offset(i)));
      }
  }

  void rangesAreRectanglesInAnyCornerOrder() {
    const Grid g = hexGrid(12, 10, kFlatOdd);
    std::string error;
    auto r = parseLocationRange(g, "A1:C4", &error);
    QVERIFY(r);
    QCOMPARE(expandRange(g, *r).size(), std::size_t(12));
    auto reversed = parseLocationRange(g, "C4:A1", &error);
    QVERIFY(reversed);
    QCOMPARE(expandRange(g, *reversed), expandRange(g, *r));
    auto single = parseLocationRange(g, "F5", &error);
    QVERIFY(single);
    QCOMPARE(expandRange(g, *single), std::vector<int>{g.index({5, 4})});
  }

  void rangesOffTheMapAreRefused() {
    const Grid g = hexGrid(12, 10, kFlatOdd);
    std::string error;
    QVERIFY(!parseLocationRange(g, "A1:M4", &error));
    QVERIFY(error.find("M4 is off the map") != std::string::npos);
    QVERIFY(error.find("A1 to L10") != std::string::npos);
    QVERIFY(!parseLocationRange(g, "A1:??", &error));
    QVERIFY(error.find("not a hex label") != std::string::npos);
  }

  void cubeRoundPicksTheNearestHex() {
    QCOMPARE(cubeRound({0.1, -0.05, -0.05}), (Axial{0, 0}));
    QCOMPARE(cubeRound({0.6, -0.3, -0.3}), (Axial{0, 0}));  // nearer the origin than (1,0)
    QCOMPARE(cubeRound({0.7, -0.2, -0.5}), (Axial{1, 0}));
    QCOMPARE(cubeRound({1.4, -1.6, 0.2}), (Axial{1, -1}));
  }

  void pixelToHexInvertsHexCenterInAllLayouts() {
    for (HexLayout layout : {kFlatOdd, kFlatEven, kPointyOdd, kPointyEven})
      for (int col = -3; col < 9; ++col)
        for (int row = -3; row < 9; ++row) {
          const PointF c = hexCenter({col, row}, layout, 17.0);
          QCOMPARE(pixelToOffset(c, layout, 17.0), (Offset{col, row}));
          // Points well inside the hex (80% of the way to each corner) belong to it too.
          for (int i = 0; i < 6; ++i) {
            const PointF k = hexCorner(c, layout.orientation, 17.0, i);
            const PointF inside{c.x + 0.8 * (k.x - c.x), c.y + 0.8 * (k.y - c.y)};
            QCOMPARE(pixelToOffset(inside, layout, 17.0), (Offset{col, row}));
          }
        }
  }

  void hexCentresFollowTheStagger() {
    // Odd-q: column 1 sits half a hex lower than column 0.
    const double size = 10;
    QVERIFY(hexCenter({1, 0}, kFlatOdd, size).y > hexCenter({0, 0}, kFlatOdd, size).y);
    QVERIFY(hexCenter({1, 0}, kFlatEven, size).y < hexCenter({0, 0}, kFlatEven, size).y);
    QVERIFY(hexCenter({0, 1}, kPointyOdd, size).x > hexCenter({0, 0}, kPointyOdd, size).x);
    QVERIFY(hexCenter({0, 1}, kPointyEven, size).x < hexCenter({0, 0}, kPointyEven, size).x);
  }
};

QTEST_APPLESS_MAIN(TestHexGeometry)
#include "tst_hex_geometry.moc"
