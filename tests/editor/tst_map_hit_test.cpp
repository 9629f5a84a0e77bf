// Map-view hit testing: a view point maps to the right hex and the nearest hexside in all four
// layouts and at several zooms, and card maps to the right card border.
#include <QtTest>

#include "editor/map_layout.h"
#include "editor/map_view.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {
Grid hexGrid(Orientation o, Stagger s) {
  Grid g;
  g.type = GridType::Hex;
  g.columns = 9;
  g.rows = 7;
  g.layout = {o, s};
  return g;
}
const std::pair<Orientation, Stagger> kLayouts[] = {
    {Orientation::Flat, Stagger::Odd}, {Orientation::Flat, Stagger::Even}, {Orientation::Pointy, Stagger::Odd}, {Orientation::Pointy, Stagger::Even}};
}  // namespace

class TestMapHitTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery"); }

  void viewPointsMapToTheirHexAtEveryZoom() {
    for (auto [o, s] : kLayouts) {
      const MapLayout layout(hexGrid(o, s));
      for (double zoom : {0.1, 0.5, 1.0, 3.7}) {
        const QTransform toView(zoom, 0, 0, zoom, 37.5, -12.25);
        const QTransform toMap = toView.inverted();
        for (int index = 0; index < layout.grid().size(); ++index) {
          const PointF c = layout.center(index);
          std::array<PointF, 6> corners{};
          layout.corners(index, corners);
          // The centre and points 85% of the way to each corner, expressed as view points.
          for (int k = -1; k < 6; ++k) {
            const PointF m = k < 0 ? c : PointF{c.x + 0.85 * (corners[static_cast<std::size_t>(k)].x - c.x), c.y + 0.85 * (corners[static_cast<std::size_t>(k)].y - c.y)};
            const QPointF v = toView.map(QPointF(m.x, m.y));
            const QPointF back = toMap.map(v);
            QCOMPARE(layout.locationAt({back.x(), back.y()}), index);
          }
        }
      }
    }
  }

  void pointsOffTheMapHitNothing() {
    const MapLayout layout(hexGrid(Orientation::Flat, Stagger::Odd));
    QCOMPARE(layout.locationAt({-200, -200}), -1);
    QCOMPARE(layout.locationAt({10000, 50}), -1);
    QVERIFY(!layout.nearestHexside({-200, -200}));
  }

  void nearestHexsideFacesTheNeighbourTheCursorLeansTowards() {
    for (auto [o, s] : kLayouts) {
      const MapLayout layout(hexGrid(o, s));
      const Grid& g = layout.grid();
      const Offset centre{4, 3};
      const PointF c = layout.center(centre);
      for (const Offset n : hexNeighbours(centre, g.layout)) {
        const PointF nc = layout.center(n);
        // 40% of the way towards the neighbour: still inside this hex, nearest that hexside.
        const PointF p{c.x + 0.4 * (nc.x - c.x), c.y + 0.4 * (nc.y - c.y)};
        const auto hit = layout.nearestHexside(p);
        QVERIFY(hit);
        QCOMPARE(hit->a, g.index(centre));
        QCOMPARE(hit->bOffset, n);
        // The edge drawn for it lies between the two centres.
        const auto [e1, e2] = layout.hexsideEdge(centre, n);
        const PointF mid{(e1.x + e2.x) / 2, (e1.y + e2.y) / 2};
        QVERIFY(std::abs(mid.x - (c.x + nc.x) / 2) < 1e-9 && std::abs(mid.y - (c.y + nc.y) / 2) < 1e-9);
        QVERIFY(std::abs(std::hypot(e1.x - e2.x, e1.y - e2.y) - MapLayout::kHexSize) < 1e-9);
      }
    }
  }

  void hexsideOnTheMapEdgeHasNoNeighbour() {
    const MapLayout layout(hexGrid(Orientation::Flat, Stagger::Odd));
    const PointF c = layout.center(Offset{0, 0});
    const auto hit = layout.nearestHexside({c.x, c.y - MapLayout::kHexSize * 0.7});
    QVERIFY(hit);
    QCOMPARE(hit->b, -1);
  }

  void cardBordersByNearestEdge() {
    Grid g;
    g.type = GridType::Cards;
    g.columns = 3;
    g.rows = 2;
    const MapLayout layout(g);
    const PointF c = layout.center(Offset{1, 1});
    const double q = MapLayout::kCardSize * 0.4;
    const int card = g.index({1, 1});
    QCOMPARE(layout.nearestCardBorder({c.x, c.y - q})->side, 0);
    QCOMPARE(layout.nearestCardBorder({c.x + q, c.y})->side, 1);
    QCOMPARE(layout.nearestCardBorder({c.x, c.y + q})->side, 2);
    QCOMPARE(layout.nearestCardBorder({c.x - q, c.y})->side, 3);
    QCOMPARE(layout.nearestCardBorder({c.x - q, c.y})->card, card);
  }

  void theMapViewAgreesWithItsLayoutAfterZoomAndPan() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "v.map.yaml", kSmallMap));
    MapView view;
    view.setSize({800, 600});
    view.setDocument(&doc);
    view.fitToWindow();
    for (double factor : {1.0, 1.7, 0.4}) {
      view.zoomBy(factor, 123, 77);
      view.panBy(-31, 12);
      for (int index = 0; index < doc.map()->grid.size(); ++index) {
        const QPointF v = view.viewPointOf(index);
        QCOMPARE(view.locationAtView(v.x(), v.y()), index);
      }
    }
    // Zooming keeps the point under the cursor fixed.
    const QPointF before = view.viewPointOf(7);
    view.zoomBy(2.0, before.x(), before.y());
    const QPointF after = view.viewPointOf(7);
    QVERIFY(std::abs(after.x() - before.x()) < 1e-6 && std::abs(after.y() - before.y()) < 1e-6);
  }
};

QTEST_MAIN(TestMapHitTest)
#include "tst_map_hit_test.moc"
