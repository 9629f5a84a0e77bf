// The ear-clipping triangulator of the table view: on random concave outlines (with collinear
// runs, repeated points, either winding, snapped to a quarter inch as designers draw) the
// triangles cover exactly the polygon's area and none reaches outside it.
#include <QtTest>

#include <cmath>
#include <numbers>
#include <random>

#include "editor/polygon_triangulate.h"
#include "model/table_geometry.h"

using namespace sandtable;
using namespace sandtable::editor;

namespace {

double cross(PointF a, PointF b, PointF c) { return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x); }

// Whether segments ab and cd cross at a point inside both (touching ends do not count).
bool properlyCross(PointF a, PointF b, PointF c, PointF d) {
  const double d1 = cross(a, b, c), d2 = cross(a, b, d), d3 = cross(c, d, a), d4 = cross(c, d, b);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

// The polygon's area by Boost.Geometry (not by the code under test).
double boostArea(const std::vector<PointF>& ring) {
  Shape s;
  s.kind = Shape::Kind::Polygon;
  for (const PointF p : ring) s.points.push_back({p.x, p.y});
  return geo::areaOf(geo::shapeArea(s, 0));
}

bool covered(const std::vector<PointF>& ring, PointF p) {
  Shape s;
  s.kind = Shape::Kind::Polygon;
  for (const PointF q : ring) s.points.push_back({q.x, q.y});
  return geo::covers(geo::shapeArea(s, 0), {p.x, p.y});
}

// Checks the triangulation of `ring`: every triangle of positive area, inside the polygon (its
// centroid inside and no edge crossing the outline), and their areas summing to the polygon's.
void checkTriangulation(const std::vector<PointF>& ring) {
  std::vector<std::uint32_t> tris;
  QVERIFY(triangulatePolygon(ring, tris));
  QCOMPARE(tris.size() % 3, std::size_t{0});
  double sum = 0;
  for (std::size_t i = 0; i < tris.size(); i += 3) {
    for (std::size_t k = 0; k < 3; ++k) QVERIFY(tris[i + k] < ring.size());
    const PointF a = ring[tris[i]], b = ring[tris[i + 1]], c = ring[tris[i + 2]];
    const double area2 = cross(a, b, c);
    QVERIFY2(area2 > 0, "a triangle with no area or the wrong winding");
    sum += area2 / 2;
    QVERIFY2(covered(ring, {(a.x + b.x + c.x) / 3, (a.y + b.y + c.y) / 3}), "a triangle outside the polygon");
    const PointF t[3] = {a, b, c};
    for (std::size_t e = 0; e < 3; ++e)
      for (std::size_t j = 0; j < ring.size(); ++j)
        QVERIFY2(!properlyCross(t[e], t[(e + 1) % 3], ring[j], ring[(j + 1) % ring.size()]),
                 "a triangle edge crosses the outline");
  }
  const double area = boostArea(ring);
  QVERIFY2(std::fabs(sum - area) <= 1e-9 * std::max(1.0, area), qPrintable(QString("triangles %1, polygon %2").arg(sum).arg(area)));
}

// A star-shaped outline around (50, 50): simple, and concave wherever a radius dips.
std::vector<PointF> randomStar(std::mt19937& rng, int n, bool snap) {
  std::uniform_real_distribution<double> angle(0, 2 * std::numbers::pi), radius(4, 40);
  std::vector<double> angles(static_cast<std::size_t>(n));
  for (double& a : angles) a = angle(rng);
  std::sort(angles.begin(), angles.end());
  std::vector<PointF> ring;
  for (double a : angles) {
    const double r = radius(rng);
    PointF p{50 + r * std::cos(a), 50 + r * std::sin(a)};
    if (snap) p = {std::round(p.x * 4) / 4, std::round(p.y * 4) / 4};
    ring.push_back(p);
  }
  return ring;
}

bool isSimple(const std::vector<PointF>& ring) {
  Shape s;
  s.kind = Shape::Kind::Polygon;
  for (const PointF p : ring) s.points.push_back({p.x, p.y});
  return !geo::shapeProblem(s, 0);
}

}  // namespace

class TestPolygonTriangulate : public QObject {
  Q_OBJECT
 private slots:
  void randomConcavePolygonsAreCoveredExactly() {
    std::mt19937 rng(16);
    int checked = 0;
    for (int round = 0; round < 400; ++round) {
      std::vector<PointF> ring = randomStar(rng, 5 + round % 60, round % 2 == 0);
      // Midpoints (collinear corners), repeated points and a repeated closing point.
      if (round % 3 == 0)
        for (std::size_t i = ring.size(); i-- > 0;) {
          const PointF a = ring[i], b = ring[(i + 1) % ring.size()];
          ring.insert(ring.begin() + static_cast<std::ptrdiff_t>(i) + 1, PointF{(a.x + b.x) / 2, (a.y + b.y) / 2});
        }
      if (round % 5 == 0) ring.insert(ring.begin() + 2, ring[2]);
      if (round % 7 == 0) ring.push_back(ring.front());
      if (round % 4 == 1) std::reverse(ring.begin(), ring.end());
      if (!isSimple(ring)) continue;  // snapping can fold a thin spike over itself
      checkTriangulation(ring);
      if (QTest::currentTestFailed()) {
        qWarning("round %d", round);
        return;
      }
      ++checked;
    }
    QVERIFY(checked > 300);
  }

  void combsAndSpiralsWithManyReflexCorners() {
    // A comb of 30 teeth, every tooth's base corner reflex.
    std::vector<PointF> comb{{0, 0}, {60, 0}};
    for (int i = 29; i >= 0; --i) {
      const double x = i * 2.0;
      comb.insert(comb.end(), {{x + 2, 10}, {x + 1.5, 10}, {x + 1.5, 1}, {x + 0.5, 1}, {x + 0.5, 10}, {x, 10}});
    }
    checkTriangulation(comb);
    // A square spiral corridor one unit wide, as the model's band around a spiral line (round
    // joins: many nearly collinear corners between long reflex runs).
    Shape line;
    line.kind = Shape::Kind::Polyline;
    for (double a = 0, b = 40; a < 15; a += 3, b -= 3)
      line.points.insert(line.points.end(), {{a, a}, {b, a}, {b, b}, {a + 3, b}});
    const geo::Area band = geo::shapeArea(line, 1);
    QCOMPARE(band.size(), std::size_t{1});
    QVERIFY(band.front().inners().empty());
    std::vector<PointF> spiral;
    for (const geo::Point& p : band.front().outer()) spiral.push_back({p.x(), p.y()});
    QVERIFY(spiral.size() > 100);
    checkTriangulation(spiral);
  }

  void collinearRunsMakeNoSlivers() {
    // A square with nine points on each side, and an L with collinear points on its inner edges.
    std::vector<PointF> square;
    for (int side = 0; side < 4; ++side)
      for (int k = 0; k < 9; ++k) {
        const double t = k / 9.0 * 10;
        const PointF p = side == 0 ? PointF{t, 0} : side == 1 ? PointF{10, t} : side == 2 ? PointF{10 - t, 10} : PointF{0, 10 - t};
        square.push_back(p);
      }
    std::vector<std::uint32_t> tris;
    QVERIFY(triangulatePolygon(square, tris));
    checkTriangulation(square);
    const std::vector<PointF> ell{{0, 0}, {2, 0}, {4, 0}, {4, 2}, {2, 2}, {1, 2}, {1, 4}, {1, 6}, {0, 6}, {0, 3}};
    checkTriangulation(ell);
  }

  void outlinesWithoutAreaGiveNothing() {
    std::vector<std::uint32_t> tris;
    QVERIFY(!triangulatePolygon({}, tris));
    QVERIFY(!triangulatePolygon({{0, 0}, {1, 1}}, tris));
    QVERIFY(!triangulatePolygon({{0, 0}, {1, 1}, {2, 2}, {3, 3}}, tris));
    QVERIFY(!triangulatePolygon({{0, 0}, {1, 1}, {1, 1}, {0, 0}}, tris));
    QVERIFY(tris.empty());
  }
};

QTEST_GUILESS_MAIN(TestPolygonTriangulate)
#include "tst_polygon_triangulate.moc"
