// The point and segment tests that table line of sight runs against a piece's outline,
// against answers worked out by hand on small squares: the boundary counts as inside, a hole
// is outside, a segment along an edge lies in the piece, a touch at a corner is not a stretch.
#include <QTest>
#include <cmath>

#include "validation/table_sight_outline.h"

using namespace sandtable;

namespace {

// The square [x0, x0 + side] x [y0, y0 + side], with a square hole when `hole` > 0 (centred,
// `hole` wide).
geo::Area square(double x0, double y0, double side, double hole = 0) {
  geo::Polygon poly{{{x0, y0}, {x0, y0 + side}, {x0 + side, y0 + side}, {x0 + side, y0}, {x0, y0}}};
  if (hole > 0) {
    const double h0x = x0 + (side - hole) / 2, h0y = y0 + (side - hole) / 2;
    poly.inners().push_back(
        {{h0x, h0y}, {h0x + hole, h0y}, {h0x + hole, h0y + hole}, {h0x, h0y + hole}, {h0x, h0y}});
  }
  return {poly};
}

std::vector<SightInterval> stretches(const SightOutline& o, TablePoint p, TablePoint q) {
  std::vector<double> cuts;
  std::vector<SightInterval> out;
  outlineIntervals(o, p, q, cuts, out);
  return out;
}

}  // namespace

class TstTableSightOutline : public QObject {
  Q_OBJECT

 private slots:
  void ringsKeepOneCopyOfTheClosingPoint() {
    const SightOutline o = sightOutline(square(0, 0, 4, 2));
    QCOMPARE(o.ringEnds, (std::vector<unsigned>{4, 8}));
  }

  void coversInsideAndBoundaryButNotHoleOrOutside() {
    const SightOutline o = sightOutline(square(0, 0, 6, 2));
    QVERIFY(outlineCovers(o, {0.5, 0.5}));
    QVERIFY(outlineCovers(o, {0, 3}));      // on the outer edge
    QVERIFY(outlineCovers(o, {6, 6}));      // a corner
    QVERIFY(outlineCovers(o, {2, 3}));      // on the hole's edge
    QVERIFY(!outlineCovers(o, {3, 3}));     // in the hole
    QVERIFY(!outlineCovers(o, {6.01, 3}));  // just outside
  }

  // A line from (-2, 1) to (8, 1) enters the square [0, 4] at 2 and leaves it at 6.
  void stretchAcrossASquare() {
    const auto iv = stretches(sightOutline(square(0, 0, 4)), {-2, 1}, {8, 1});
    QCOMPARE(iv.size(), std::size_t(1));
    QCOMPARE(iv[0].from, 2.0);
    QCOMPARE(iv[0].to, 6.0);
  }

  // Through a 6-wide square with a 2-wide hole along y = 3: in 0..2, out 2..4, in 4..6,
  // measured from x = -1.
  void stretchesEitherSideOfAHole() {
    const auto iv = stretches(sightOutline(square(0, 0, 6, 2)), {-1, 3}, {7, 3});
    QCOMPARE(iv.size(), std::size_t(2));
    QCOMPARE(iv[0].from, 1.0);
    QCOMPARE(iv[0].to, 3.0);
    QCOMPARE(iv[1].from, 5.0);
    QCOMPARE(iv[1].to, 7.0);
  }

  void stretchFromInside() {
    const auto iv = stretches(sightOutline(square(0, 0, 4)), {1, 1}, {1, 10});
    QCOMPARE(iv.size(), std::size_t(1));
    QCOMPARE(iv[0].from, 0.0);
    QCOMPARE(iv[0].to, 3.0);
  }

  // Running along the square's bottom edge counts as inside (boundary included).
  void stretchAlongAnEdge() {
    const auto iv = stretches(sightOutline(square(0, 0, 4)), {-1, 0}, {3, 0});
    QCOMPARE(iv.size(), std::size_t(1));
    QCOMPARE(iv[0].from, 1.0);
    QCOMPARE(iv[0].to, 4.0);
  }

  // The diagonal x + y = 4 from (-2, 6) runs inside from (0, 4) to (4, 0): from 2*sqrt(2) to
  // 6*sqrt(2). The line x + y = 8 only touches the corner (4, 4): no stretch, but it meets.
  void touchingACornerIsNoStretchButMeets() {
    const SightOutline o = sightOutline(square(0, 0, 4));
    const auto diagonal = stretches(o, {-2, 6}, {6, -2});
    QCOMPARE(diagonal.size(), std::size_t(1));
    QVERIFY(std::abs(diagonal[0].from - 2 * std::sqrt(2.0)) < 1e-9);
    QVERIFY(std::abs(diagonal[0].to - 6 * std::sqrt(2.0)) < 1e-9);
    QVERIFY(stretches(o, {3, 5}, {5, 3}).empty());
    QVERIFY(outlineMeets(o, {3, 5}, {5, 3}));
  }

  // The square [0, 4] with the hole [1, 3].
  void meets() {
    const SightOutline o = sightOutline(square(0, 0, 4, 2));
    QVERIFY(outlineMeets(o, {-1, 0.5}, {5, 0.5}));  // crosses the ring
    QVERIFY(outlineMeets(o, {1, 1}, {1, 1}));       // a point on the hole's corner
    QVERIFY(!outlineMeets(o, {2, 2}, {2, 2}));      // a point in the hole
    QVERIFY(!outlineMeets(o, {1.5, 2}, {2.5, 2}));  // wholly in the hole
    QVERIFY(outlineMeets(o, {0.5, 0.5}, {2, 2}));   // from the ring into the hole
    QVERIFY(!outlineMeets(o, {5, 0}, {5, 4}));      // beside it
    QVERIFY(!outlineMeets(o, {5, 0}, {7, 0}));      // on an edge's line, beyond it
    QVERIFY(outlineMeets(o, {-2, 0}, {0, 0}));      // on an edge's line, ending at its corner
  }
};

QTEST_APPLESS_MAIN(TstTableSightOutline)
#include "tst_table_sight_outline.moc"
