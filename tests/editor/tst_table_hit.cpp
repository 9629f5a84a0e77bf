// Hit testing on a table: areas by containment (boundary included), points within the pick
// tolerance, bands on their band or within the tolerance of their line, the topmost feature first, handles before edges, the rubber band by
// whole extent; at several zooms (the tolerance being a fixed number of pixels).
#include <QtTest>

#include "editor/table_hit.h"
#include "model/document_io.h"

using namespace sandtable;
using namespace sandtable::editor;

namespace {

// Focused Firepower: a road is 2" wide, a low wall 0.5" (this one says 1).
const char* const kHitTable = R"(sandtable: 1
kind: map
id: hits
name: Hit test table
ruleset: focused-firepower
grid: {type: table, width: 48, height: 48, unit: in}
features:
  - {id: field, terrain: crops, shape: {polygon: [[0, 0], [20, 0], [20, 20], [0, 20]]}}
  - {id: house, terrain: building-small, shape: {rect: [5, 5, 4, 3]}, storeys: 1}
  - {id: lane, terrain: road, shape: {polyline: [[0, 10], [40, 10]]}}
  - {id: wall, terrain: wall-low, shape: {polyline: [[30, 0], [30, 20]], width: 1}}
  - {id: crater, terrain: crater-shallow, shape: {circle: {center: [30, 30], radius: 2}}}
  - {id: wedge, terrain: woods, shape: {polygon: [[25, 40], [35, 40], [30, 45]]}}
)";
enum { kField, kHouse, kLane, kWall, kCrater, kWedge, kPost };

// The view's pick radius in pixels, and zooms (pixels per table unit) from a whole table on a
// laptop screen to a close look at one building.
constexpr double kPickPixels = 6;
constexpr double kZooms[] = {2, 10, 50};

}  // namespace

class TestTableHit : public QObject {
  Q_OBJECT
  LoadedDocument doc_;
  Map* map_ = nullptr;

 private slots:
  void initTestCase() {
    doc_ = loadDocumentFromText(kHitTable, "hits.map.yaml");
    QVERIFY(doc_.ok());
    map_ = doc_.map.get();
    QCOMPARE(map_->features.size(), std::size_t(6));
    // A point feature, as a marker-like piece: hit within the tolerance.
    TableFeature post;
    post.id = "post";
    post.terrain = map_->features.front().terrain;
    post.shape = Shape{Shape::Kind::Point, {{45, 5}}, 0, 0, 0, std::nullopt, {}};
    map_->features.push_back(post);
  }

  void areasContainTheirInsideAndBoundaryWhateverTheTolerance() {
    for (double zoom : kZooms) {
      const double tol = kPickPixels / zoom;
      QCOMPARE(featureAt(*map_, {1, 1}, tol), int(kField));
      QCOMPARE(featureAt(*map_, {0, 0}, tol), int(kField));  // a corner
      QCOMPARE(featureAt(*map_, {7, 6}, tol), int(kHouse));
      QCOMPARE(featureAt(*map_, {5, 5}, tol), int(kHouse));  // its corner, on top of the field
      QCOMPARE(featureAt(*map_, {9.01, 6}, tol), int(kField));  // areas take no tolerance
      QCOMPARE(featureAt(*map_, {31.9, 30}, tol), int(kCrater));
      QCOMPARE(featureAt(*map_, {32, 30}, tol), int(kCrater));  // on the rim
      QCOMPARE(featureAt(*map_, {32.1, 30}, tol), -1);
      QCOMPARE(featureAt(*map_, {30, 42}, tol), int(kWedge));
      QCOMPARE(featureAt(*map_, {30, 39.9}, tol), -1);
      QCOMPARE(featureAt(*map_, {45, 45}, tol), -1);
      QCOMPARE(featureAt(*map_, {-30, 100}, tol), -1);
    }
  }

  void theTopmostFeatureWins() {
    const double tol = 0.1;
    QCOMPARE(featureAt(*map_, {10, 10}, tol), int(kLane));   // lane over field
    QCOMPARE(featureAt(*map_, {7, 9.5}, tol), int(kLane));   // lane over field, below the house
    QCOMPARE(featureAt(*map_, {30, 10}, tol), int(kWall));   // wall over lane
    QCOMPARE(featureAt(*map_, {30, 5}, tol), int(kWall));
  }

  void polylinesAreHitOnTheirBandOrWithinTheToleranceOfTheirLine() {
    // The lane's band (the ruleset's 2") spans y 9..11 with flat ends at x 0 and 40.
    QCOMPARE(featureAt(*map_, {10, 10.9}, 0), int(kLane));
    QCOMPARE(featureAt(*map_, {10, 11.1}, 0), int(kField));
    QCOMPARE(featureAt(*map_, {10, 11.1}, 0.2), int(kField));  // the band is wider than the pick radius
    QCOMPARE(featureAt(*map_, {10, 11.1}, 1.2), int(kLane));   // the line is within it
    // Beside a band, off the field: a hit when the pick radius reaches past the band's half
    // width by the gap. {point, gap to the band, half width}.
    struct Near {
      TablePoint p;
      double gap, half;
      int feature;
    };
    const Near cases[] = {{{35, 11.3}, 0.3, 1, kLane}, {{40.5, 10}, 0.5, 1, kLane}, {{30.58, 15}, 0.08, 0.5, kWall}};
    for (const Near& c : cases)
      for (double zoom : kZooms) {
        const double tol = kPickPixels / zoom;
        QCOMPARE(featureAt(*map_, c.p, tol), tol - c.half >= c.gap ? c.feature : -1);
      }
    // The wall's own width (1") beats its type's 0.5".
    QCOMPARE(featureAt(*map_, {30.45, 15}, 0), int(kWall));
  }

  void pointsAreHitWithinTheTolerance() {
    QCOMPARE(featureAt(*map_, {45.3, 5}, 0.5), int(kPost));
    QCOMPARE(featureAt(*map_, {45.3, 5}, 0.2), -1);
    QCOMPARE(featureAt(*map_, {45, 5}, 0), int(kPost));
  }

  void theNearestHandleWithinTheTolerance() {
    auto v = vertexAt(*map_, kWedge, {25.1, 40.1}, 0.3);
    QVERIFY(v);
    QCOMPARE(v->vertex, 0);
    QCOMPARE(v->at, (TablePoint{25, 40}));
    QVERIFY(!vertexAt(*map_, kWedge, {25.1, 40.1}, 0.1));
    QCOMPARE(vertexAt(*map_, kWedge, {26, 40}, 10)->vertex, 0);  // the nearest, not the first
    QCOMPARE(vertexAt(*map_, kWedge, {34, 41}, 10)->vertex, 1);
    QCOMPARE(vertexAt(*map_, kHouse, {9, 8}, 0.1)->vertex, 2);    // a rect's bottom-right corner
    QCOMPARE(vertexAt(*map_, kCrater, {32, 30.1}, 0.2)->vertex, 0);  // the circle's rim handle
    QCOMPARE(vertexAt(*map_, kLane, {40, 10.2}, 0.3)->vertex, 1);
    QVERIFY(!vertexAt(*map_, kPost + 1, {0, 0}, 100));
    QVERIFY(!vertexAt(*map_, -1, {0, 0}, 100));
  }

  void edgesGiveTheSegmentAndTheProjectedPoint() {
    auto e = edgeAt(*map_, kWedge, {30, 40.2}, 0.3);
    QVERIFY(e);
    QCOMPARE(e->edge, 0);
    QCOMPARE(e->at, (TablePoint{30, 40}));
    e = edgeAt(*map_, kWedge, {27.4, 42.6}, 0.3);  // the closing edge, from (30, 45) back to (25, 40)
    QVERIFY(e);
    QCOMPARE(e->edge, 2);
    QVERIFY(std::hypot(e->at.x - 27.5, e->at.y - 42.5) < 1e-9);
    e = edgeAt(*map_, kLane, {20, 10.5}, 0.6);
    QVERIFY(e);
    QCOMPARE(e->edge, 0);
    QCOMPARE(e->at, (TablePoint{20, 10}));
    QCOMPARE(edgeAt(*map_, kHouse, {9.1, 6}, 0.2)->edge, 1);
    QVERIFY(!edgeAt(*map_, kCrater, {32, 30}, 1));  // circles have no edges
    QVERIFY(!edgeAt(*map_, kPost, {45, 5}, 1));
  }

  void edgesAtSeveralZooms() {
    // 0.3 from the wedge's base: within 6 px at 2 and 10 px/unit, not at 50.
    for (double zoom : kZooms) {
      const double tol = kPickPixels / zoom;
      QCOMPARE(edgeAt(*map_, kWedge, {31, 39.7}, tol).has_value(), tol >= 0.3);
      QCOMPARE(vertexAt(*map_, kWedge, {35.2, 39.9}, tol).has_value(), tol >= std::hypot(0.2, 0.1));
    }
  }

  void handlesWinOverEdges() {
    // Near a corner: a handle, never an edge (so a click there drags it).
    QVERIFY(vertexAt(*map_, kWedge, {25.2, 40.1}, 0.5));
    QVERIFY(!edgeAt(*map_, kWedge, {25.2, 40.1}, 0.5));
    // Along the edge, beyond the handle's reach: the edge.
    QVERIFY(!vertexAt(*map_, kWedge, {25.6, 40.1}, 0.5));
    const auto e = edgeAt(*map_, kWedge, {25.6, 40.1}, 0.5);
    QVERIFY(e && e->edge == 0);
    QVERIFY(std::hypot(e->at.x - 25.6, e->at.y - 40) < 1e-9);
  }

  void theRubberBandTakesWhatLiesWhollyInside() {
    QCOMPARE(featuresInRect(*map_, {4, 4}, {10, 9}), (std::vector<int>{kHouse}));
    QCOMPARE(featuresInRect(*map_, {10, 9}, {4, 4}), (std::vector<int>{kHouse}));  // corners in any order
    QCOMPARE(featuresInRect(*map_, {-1, -1}, {41, 21}), (std::vector<int>{kField, kHouse, kLane, kWall}));
    QCOMPARE(featuresInRect(*map_, {-1, -1}, {39.9, 21}), (std::vector<int>{kField, kHouse, kWall}));
    // The lane's band has flat ends: its extent is x 0..40, y 9..11, not a box grown by
    // half its width all round.
    QCOMPARE(featuresInRect(*map_, {-0.01, 8.99}, {40.01, 11.01}), (std::vector<int>{kLane}));
    QCOMPARE(featuresInRect(*map_, {27.9, 27.9}, {32.1, 32.1}), (std::vector<int>{kCrater}));
    QCOMPARE(featuresInRect(*map_, {28.1, 27.9}, {32.1, 32.1}), std::vector<int>{});  // crosses the crater
    QCOMPARE(featuresInRect(*map_, {44, 4}, {46, 6}), (std::vector<int>{kPost}));
  }
};

QTEST_GUILESS_MAIN(TestTableHit)
#include "tst_table_hit.moc"
