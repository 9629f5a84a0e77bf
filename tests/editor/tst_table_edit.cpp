// Table edits: every operation applies, undoes and redoes exactly; the slices the views are
// told about are exact; a drag stroke is one undo step; refusals change nothing; hundreds of
// random edits on each table sample undo to the file's bytes and redo to the final text.
#include <QUndoStack>
#include <QtTest>

#include "editor/map_document.h"

#include <fstream>
#include <numbers>
#include <random>
#include <sstream>

#include "editor/table_edit.h"
#include "editor/table_shapes.h"
#include "model/document_io.h"
#include "model/scenario_ops.h"
#include "model/yaml_reader.h"
#include "model/table_geometry.h"

using namespace sandtable;
using namespace sandtable::editor;

namespace {

const char* const kFocusedFirepower = "focused-firepower/cressonville.map.yaml";
const char* const kForceOnForce = "force-on-force/khoshkab.map.yaml";

std::string samplePath(const char* name) { return std::string(SANDTABLE_SOURCE_DIR) + "/samples/" + name; }

std::string fileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

bool sameList(const std::vector<TableFeature>& a, const std::vector<TableFeature>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), sameFeature);
}

// A table sample with its own undo stack. Every notification is replayed on `shadow` (the
// list as the view knows it): the slice's new features copied from the map into it. The
// shadow must then equal the map, and the slice must be no wider than the change.
struct Table {
  explicit Table(const char* sample) : doc(loadDocument(samplePath(sample))), map(*doc.map), shadow(map.features) {}

  TableEditBuilder edit() const { return TableEditBuilder(map); }
  bool push(const TableEditBuilder& builder, const QString& text = "Edit", int stroke = -1) {
    auto command = builder.build(map, revision, [this](int f, int o, int n) { changed(f, o, n); }, text, stroke);
    if (!command) return false;
    stack.push(command.release());
    return true;
  }
  std::string text() const { return writeMap(map, doc.headerComment); }
  // Undoes the last step, which must give `before`, and redoes it, which must give `after`.
  bool undoesAndRedoes(const std::string& before, const std::string& after) {
    stack.undo();
    const bool undone = text() == before;
    stack.redo();
    return undone && text() == after && exact;
  }
  int index(std::string_view id) const {
    for (std::size_t i = 0; i < map.features.size(); ++i)
      if (map.features[i].id == id) return static_cast<int>(i);
    return -1;
  }
  const TableFeature& feature(std::string_view id) const { return map.features.at(static_cast<std::size_t>(index(id))); }

  void changed(int first, int oldEnd, int newEnd) {
    last = {first, oldEnd, newEnd};
    const auto f = static_cast<std::size_t>(first), o = static_cast<std::size_t>(oldEnd), n = static_cast<std::size_t>(newEnd);
    if (first < 0 || o < f || n < f || o > shadow.size() || n > map.features.size() ||
        shadow.size() - o != map.features.size() - n) {
      exact = false;
      return;
    }
    const bool wholeList = f == 0 && o == shadow.size() && n == map.features.size();
    // Tight: the first and last features of a slice differ on both sides (unless the whole
    // list is reported, as for marker and size changes).
    if (!wholeList && o > f && n > f && (sameFeature(shadow[f], map.features[f]) || sameFeature(shadow[o - 1], map.features[n - 1])))
      exact = false;
    std::vector<TableFeature> next(shadow.begin(), shadow.begin() + first);
    next.insert(next.end(), map.features.begin() + first, map.features.begin() + newEnd);
    next.insert(next.end(), shadow.begin() + oldEnd, shadow.end());
    shadow = std::move(next);
    if (!sameList(shadow, map.features)) exact = false;
  }

  LoadedDocument doc;
  Map& map;
  Revision revision;
  QUndoStack stack;  // after the revision: its commands refer to it
  std::vector<TableFeature> shadow;
  std::tuple<int, int, int> last{-1, -1, -1};
  bool exact = true;
};

double polygonArea(const Shape& s) { return geo::areaOf(geo::shapeArea(s, 0)); }

}  // namespace

class TestTableEdit : public QObject {
  Q_OBJECT

 private slots:
  void theSamplesAreCanonical() {
    for (const char* sample : {kFocusedFirepower, kForceOnForce}) {
      Table t(sample);
      QVERIFY2(t.doc.ok(), sample);
      QCOMPARE(t.text(), fileBytes(samplePath(sample)));
    }
  }

  void translatingAppliesUndoesAndRedoes() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    const int church = t.index("church");
    auto edit = t.edit();
    QVERIFY(translateFeatures(edit, {church}, 1, -0.5).empty());
    QVERIFY(t.push(edit, "Move"));
    QCOMPARE(t.feature("church").shape.points.front(), (TablePoint{38, 12.5}));
    QCOMPARE(t.last, std::make_tuple(church, church + 1, church + 1));
    QVERIFY(t.undoesAndRedoes(original, t.text()));
  }

  void movingAFeatureWhollyOffTheTableIsRefused() {
    Table t(kFocusedFirepower);
    auto edit = t.edit();
    QVERIFY(!translateFeatures(edit, {t.index("church")}, 100, 0).empty());
    QVERIFY(!t.push(edit));
    // Partly off is allowed (it is clipped with a warning).
    QVERIFY(translateFeatures(edit, {t.index("church")}, 33, 0).empty());
    QVERIFY(t.push(edit));
  }

  void rotatingByQuartersKeepsARectAndOtherwiseMakesAPolygon() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    auto edit = t.edit();
    QVERIFY(rotateFeatures(edit, {t.index("church")}, 6).empty());  // rect [37, 13, 5, 6], centre (39.5, 16)
    QVERIFY(t.push(edit, "Rotate"));
    const Shape& quarter = t.feature("church").shape;
    QCOMPARE(quarter.kind, Shape::Kind::Rect);
    QCOMPARE(quarter.points.front(), (TablePoint{36.5, 13.5}));
    QCOMPARE(quarter.width, 6.0);
    QCOMPARE(quarter.height, 5.0);
    auto again = t.edit();
    QVERIFY(rotateFeatures(again, {t.index("church")}, 1).empty());
    QVERIFY(t.push(again, "Rotate"));
    const Shape& turned = t.feature("church").shape;
    QCOMPARE(turned.kind, Shape::Kind::Polygon);
    QCOMPARE(turned.points.size(), std::size_t(4));
    QVERIFY(std::fabs(polygonArea(turned) - 30) < 0.01);
    const TablePoint centre = shapeCentroid(turned);
    QVERIFY(geo::distance(centre, {39.5, 16}) < 0.002);
    // The first corner: the quarter-turned rect's top-left, the original's bottom-left (37, 19),
    // turned by 105 degrees in all.
    const double a = 105 * std::numbers::pi / 180, x = 37 - 39.5, y = 19 - 16;
    QVERIFY(geo::distance(turned.points.front(), {39.5 + x * std::cos(a) - y * std::sin(a), 16 + x * std::sin(a) + y * std::cos(a)}) < 0.001);
    t.stack.undo();
    t.stack.undo();
    QCOMPARE(t.text(), original);
    QVERIFY(t.exact);
  }

  // The Inspector edits a circle by its centre and radius (it showed one rim handle): one undo
  // step each; a radius of 0 is refused; undo gives the circle back.
  void aCirclesCentreAndRadiusAreTyped() {
    MapDocument doc;
    QCOMPARE(doc.open(QString::fromStdString(samplePath(kFocusedFirepower))), QString());
    int crater = -1;
    for (int i = 0; i < doc.featureCount(); ++i)
      if (doc.featureInfo(i)["id"].toString() == "crater-1") crater = i;
    QVERIFY(crater >= 0);
    const QVariantMap before = doc.featureInfo(crater);
    QVERIFY(before["isCircle"].toBool());
    QCOMPARE(doc.setFeatureCircle(crater, 30, 20, 2.5), QString());
    const QVariantMap after = doc.featureInfo(crater);
    QCOMPARE(after["centreX"].toDouble(), 30.0);
    QCOMPARE(after["centreY"].toDouble(), 20.0);
    QCOMPARE(after["radius"].toDouble(), 2.5);
    QVERIFY(!doc.setFeatureCircle(crater, 30, 20, 0).isEmpty());
    doc.undo();
    QCOMPARE(doc.featureInfo(crater)["centreX"], before["centreX"]);
    QCOMPARE(doc.featureInfo(crater)["radius"], before["radius"]);
    QVERIFY(!doc.setFeatureCircle(0 == crater ? 1 : 0, 1, 1, 1).isEmpty() ||
            doc.featureInfo(0 == crater ? 1 : 0)["isCircle"].toBool());
  }

  void rotatingACircleKeepsItAndAFullTurnChangesNothing() {
    Table t(kFocusedFirepower);
    auto edit = t.edit();
    QVERIFY(rotateFeatures(edit, {t.index("crater-1")}, 5).empty());
    QVERIFY(rotateFeatures(edit, {t.index("mont-brule-1")}, 24).empty());
    QVERIFY(!t.push(edit));
    Shape circle = t.feature("crater-1").shape;
    QVERIFY(rotateShape(circle, 3, {0, 0}).empty());  // about another pivot its centre turns
    QCOMPARE(circle.kind, Shape::Kind::Circle);
    QCOMPARE(circle.radius, 1.5);
    QVERIFY(geo::distance(circle.points.front(), {0, 0}) - geo::distance({21, 32}, {0, 0}) < 0.002);
  }

  void severalFeaturesTurnAboutTheirCommonCentre() {
    Table t(kFocusedFirepower);
    auto edit = t.edit();
    const std::vector<int> hill{t.index("mont-brule-1"), t.index("mont-brule-2"), t.index("mont-brule-3")};
    QVERIFY(rotateFeatures(edit, hill, 12).empty());  // half a turn about the centre of their extent
    // mont-brule-1's extent is [3, 30] x [2, 21], and it holds the others: centre (16.5, 11.5).
    QCOMPARE(edit.features()[static_cast<std::size_t>(hill[2])].shape.points.front(), (TablePoint{21, 15}));
    QVERIFY(t.push(edit));
    QVERIFY(t.exact);
  }

  void vertexEditsApplyAndUndo() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    const int wheat = t.index("wheat-north");  // [[40, 1], [54, 1], [54, 9], [44, 10], [38, 8]]
    auto insert = t.edit();
    QVERIFY(insertVertex(insert.features()[static_cast<std::size_t>(wheat)].shape, 0, {47, 0}).empty());
    QVERIFY(t.push(insert, "Insert corner"));
    QCOMPARE(t.feature("wheat-north").shape.points[1], (TablePoint{47, 0}));
    auto move = t.edit();
    QVERIFY(moveVertex(move.features()[static_cast<std::size_t>(wheat)].shape, 1, {47, 0.5}).empty());
    QVERIFY(t.push(move, "Move corner"));
    auto remove = t.edit();
    QVERIFY(deleteVertex(remove.features()[static_cast<std::size_t>(wheat)].shape, 4).empty());
    QVERIFY(t.push(remove, "Delete corner"));
    QCOMPARE(t.feature("wheat-north").shape.points,
             (std::vector<TablePoint>{{40, 1}, {47, 0.5}, {54, 1}, {54, 9}, {38, 8}}));
    QCOMPARE(t.stack.count(), 3);
    t.stack.setIndex(0);
    QCOMPARE(t.text(), original);
    QVERIFY(t.exact);
  }

  void vertexEditsThatBreakAShapeAreRefusedAndChangeNothing() {
    Table t(kForceOnForce);
    const std::string original = t.text();
    auto edit = t.edit();
    auto& list = edit.features();
    Shape& crest = list[static_cast<std::size_t>(t.index("ridge-top"))].shape;  // [[5, 3.5], [10, 3], [12, 6], [9, 8], [5, 7]]
    QVERIFY(!moveVertex(crest, 0, {11, 9}).empty());            // crosses the edge 2-3: a bow-tie
    QVERIFY(!moveVertex(crest, 0, {10, 3}).empty());            // onto its neighbour
    QVERIFY(!insertVertex(crest, 0, {12, 10}).empty());          // the new edges cross others
    QVERIFY(!moveVertex(crest, 7, {1, 1}).empty());             // no such corner
    Shape triangle = polygonFromPoints({{0, 0}, {4, 0}, {0, 4}}).shape;
    QVERIFY(!deleteVertex(triangle, 0).empty());
    QVERIFY(!moveVertex(triangle, 2, {8, 0}).empty());  // collinear: no area
    QCOMPARE(triangle.points.size(), std::size_t(3));
    Shape& wall = list[static_cast<std::size_t>(t.index("field-wall"))].shape;  // two points
    QVERIFY(!deleteVertex(wall, 0).empty());
    Shape& house = list[static_cast<std::size_t>(t.index("compound-house"))].shape;  // rect [29, 9.5, 6, 3]
    QVERIFY(!moveVertex(house, 0, {36, 9}).empty());  // past the opposite corner
    Shape circle = circleFromCentre({5, 5}, 1).shape;
    QVERIFY(!insertVertex(circle, 0, {6, 5}).empty());
    QVERIFY(!deleteVertex(circle, 0).empty());
    QVERIFY(!moveVertex(circle, 0, {5, 5}).empty());  // radius 0
    QVERIFY(!t.push(edit));
    QCOMPARE(t.text(), original);
    QCOMPARE(t.stack.count(), 0);
  }

  void rectAndCircleHandles() {
    Shape rect = rectFromCorners({4, 6}, {1, 2}).shape;  // normalised: [1, 2, 3, 4]
    QCOMPARE(rect.points.front(), (TablePoint{1, 2}));
    QCOMPARE(shapeVertices(rect), (std::vector<TablePoint>{{1, 2}, {4, 2}, {4, 6}, {1, 6}}));
    QVERIFY(moveVertex(rect, 2, {5, 7}).empty());  // the top-left corner stays
    QCOMPARE(rect.points.front(), (TablePoint{1, 2}));
    QCOMPARE(rect.width, 4.0);
    QCOMPARE(rect.height, 5.0);
    QVERIFY(moveVertex(rect, 0, {0, 3}).empty());  // the bottom-right corner (5, 7) stays
    QCOMPARE(shapeVertices(rect), (std::vector<TablePoint>{{0, 3}, {5, 3}, {5, 7}, {0, 7}}));
    Shape inserted = rect;
    QVERIFY(insertVertex(inserted, 1, {6, 5}).empty());
    QCOMPARE(inserted.kind, Shape::Kind::Polygon);
    QCOMPARE(inserted.points, (std::vector<TablePoint>{{0, 3}, {5, 3}, {6, 5}, {5, 7}, {0, 7}}));
    QVERIFY(deleteVertex(rect, 3).empty());
    QCOMPARE(rect.kind, Shape::Kind::Polygon);
    QCOMPARE(rect.points.size(), std::size_t(3));
    Shape circle = circleFromCentre({5, 5}, 1).shape;
    QCOMPARE(shapeVertices(circle), (std::vector<TablePoint>{{6, 5}}));
    QVERIFY(moveVertex(circle, 0, {5, 8}).empty());
    QCOMPARE(circle.radius, 3.0);
  }

  void shapesFromToolInput() {
    // A closing click on the first corner and a double-click's repeat are dropped.
    const auto polygon = polygonFromPoints({{0, 0}, {4, 0}, {4, 3}, {4, 3}, {0, 0}});
    QVERIFY(polygon.error.empty());
    QCOMPARE(polygon.shape.points, (std::vector<TablePoint>{{0, 0}, {4, 0}, {4, 3}}));
    QVERIFY(!polygonFromPoints({{0, 0}, {4, 0}, {0, 0}}).error.empty());
    QVERIFY(!polygonFromPoints({{0, 0}, {4, 4}, {4, 0}, {0, 4}}).error.empty());  // a bow-tie
    QVERIFY(!polygonFromPoints({{0, 0}, {2, 2}, {4, 4}}).error.empty());          // no area
    const auto line = polylineFromPoints({{0, 0}, {0, 0}, {5, 0}}, 1.5);
    QVERIFY(line.error.empty());
    QCOMPARE(line.shape.points.size(), std::size_t(2));
    QCOMPARE(line.shape.lineWidth, std::optional<double>(1.5));
    QVERIFY(polylineFromPoints({{0, 0}, {5, 0}}, std::nullopt).shape.lineWidth == std::nullopt);
    QVERIFY(!polylineFromPoints({{0, 0}, {5, 0}}, 0.0).error.empty());
    QVERIFY(!polylineFromPoints({{1, 1}, {1, 1}}, 1.0).error.empty());
    QVERIFY(!circleFromCentre({1, 1}, 0).error.empty());
    QVERIFY(!rectFromCorners({1, 1}, {1, 5}).error.empty());
    QCOMPARE(snapPoint({1.13, -0.12}), (TablePoint{1.25, 0}));
    QCOMPARE(snapPoint({2.374, 7.876}), (TablePoint{2.25, 8}));
  }

  void addingAFeatureTakesAFreshIdAndGoesOnTop() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    const int hill = t.map.rules->terrainIndex("hill-low");
    auto edit = t.edit();
    QVERIFY(addFeature(edit, hill, rectFromCorners({1, 40}, {5, 44}).shape, "hill-low").empty());
    QVERIFY(addFeature(edit, hill, circleFromCentre({10, 44}, 2).shape, "hill-low").empty());
    QVERIFY(!addFeature(edit, hill, circleFromCentre({-10, -10}, 2).shape, "hill-low").empty());  // off the table
    QVERIFY(!addFeature(edit, -1, circleFromCentre({10, 10}, 2).shape, "x").empty());
    QVERIFY(!addFeature(edit, hill, Shape{}, "x").empty());  // a point with no position
    QVERIFY(t.push(edit, "Draw"));
    const auto n = t.map.features.size();
    QCOMPARE(t.map.features[n - 2].id, std::string("hill-low-1"));
    QCOMPARE(t.map.features[n - 1].id, std::string("hill-low-2"));
    QVERIFY(t.text().find("{id: hill-low-1, terrain: hill-low, shape: {rect: [1, 40, 4, 4]}}") != std::string::npos);
    t.stack.undo();
    QCOMPARE(t.text(), original);
  }

  // A hill step drawn inside another starts a step up (the two had the type's height, and
  // were one hill to the eye and to the sight lines until the inner one's was typed). One not
  // wholly inside, or not a hill, keeps the type's own.
  void aHillStepDrawnInsideAnotherStartsAStepUp() {
    Table t(kFocusedFirepower);
    const Ruleset& rules = *t.map.rules;
    const int hill = rules.terrainIndex("hill-low");
    QVERIFY(hill >= 0);
    auto edit = t.edit();
    QVERIFY(addFeature(edit, hill, rectFromCorners({20, 10}, {40, 30}).shape, "hill").empty());
    QVERIFY(addFeature(edit, hill, rectFromCorners({25, 15}, {35, 25}).shape, "hill").empty());
    QVERIFY(addFeature(edit, hill, circleFromCentre({30, 20}, 2).shape, "hill").empty());
    QVERIFY(addFeature(edit, hill, rectFromCorners({35, 5}, {45, 12}).shape, "hill").empty());  // partly out
    QVERIFY(addFeature(edit, rules.terrainIndex("woods"), circleFromCentre({28, 18}, 1).shape, "woods").empty());
    const auto& f = edit.currentFeatures();
    const std::size_t n = f.size();
    const double step = featureHeight(f[n - 5], rules);
    QVERIFY(step > 0);
    QVERIFY(!f[n - 5].height);
    QCOMPARE(featureHeight(f[n - 4], rules), 2 * step);
    QCOMPARE(featureHeight(f[n - 3], rules), 3 * step);
    QVERIFY(!f[n - 2].height);
    QVERIFY(!f[n - 1].height);
  }

  void freshIdsAndPrefixes() {
    Table t(kFocusedFirepower);
    QCOMPARE(freshFeatureId(t.map, "mont-brule"), std::string("mont-brule-4"));
    QCOMPARE(freshFeatureId(t.map, "crater"), std::string("crater-4"));
    QCOMPARE(freshFeatureId(t.map, "woods"), std::string("woods-1"));
    QCOMPARE(freshFeatureId(t.map, ""), std::string("feature-1"));
    QCOMPARE(idStem("mont-brule-2"), std::string_view("mont-brule"));
    QCOMPARE(idStem("church"), std::string_view("church"));
    QCOMPARE(idStem("hill-"), std::string_view("hill-"));
    QCOMPARE(idStem("-3"), std::string_view("-3"));
    QCOMPARE(idStem("a-2b"), std::string_view("a-2b"));
  }

  // Duplicate names a copy after its original, numbered from 2 ("church" -> "church-2"; it
  // was "church-1"), and a copy of a copy by the same stem ("church-3", never "church-2-2"):
  // ids the reader takes, as the saved map shows.
  void aCopysIdIsTheOriginalsStemNumberedFromTwo() {
    Table t(kFocusedFirepower);
    auto dup = t.edit();
    const int first = duplicateFeatures(dup, {t.index("church")}).front();
    QVERIFY(t.push(dup, "Duplicate"));
    QCOMPARE(t.map.features[static_cast<std::size_t>(first)].id, std::string("church-2"));
    auto again = t.edit();
    const int second = duplicateFeatures(again, {first, t.index("church")}).front();
    QVERIFY(t.push(again, "Duplicate"));
    QCOMPARE(t.map.features[static_cast<std::size_t>(second)].id, std::string("church-3"));
    QCOMPARE(t.map.features.back().id, std::string("church-4"));
    for (std::size_t i = static_cast<std::size_t>(first); i < t.map.features.size(); ++i)
      QVERIFY2(isValidId(t.map.features[i].id), t.map.features[i].id.c_str());
    const LoadedDocument back = loadDocumentFromText(t.text(), samplePath(kFocusedFirepower));
    QVERIFY(back.ok());
    QCOMPARE(back.map->features.size(), t.map.features.size());
  }

  void duplicatingDeletingAndReordering() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    const int n = static_cast<int>(t.map.features.size());
    const int church = t.index("church"), crater = t.index("crater-2");
    auto dup = t.edit();
    const auto copies = duplicateFeatures(dup, {church, crater, -1, n + 5});
    QCOMPARE(copies, (std::vector<int>{n, n + 1}));  // in file order: crater-2 comes first
    QVERIFY(t.push(dup, "Duplicate"));
    QCOMPARE(t.last, std::make_tuple(n, n, n + 2));
    QCOMPARE(t.map.features[static_cast<std::size_t>(n)].id, std::string("crater-4"));
    QCOMPARE(t.map.features[static_cast<std::size_t>(n + 1)].id, std::string("church-2"));
    QCOMPARE(t.map.features[static_cast<std::size_t>(n + 1)].shape.points.front(), (TablePoint{38, 14}));
    QCOMPARE(t.map.features[static_cast<std::size_t>(n + 1)].storeys, std::optional<int>(3));

    auto back = t.edit();
    QCOMPARE(sendToBack(back, {n + 1, n}), (std::vector<int>{0, 1}));
    QVERIFY(t.push(back, "Send to back"));
    QCOMPARE(t.map.features[0].id, std::string("crater-4"));
    QCOMPARE(t.last, std::make_tuple(0, n + 2, n + 2));
    auto front = t.edit();
    QCOMPARE(bringToFront(front, {0}), (std::vector<int>{n + 1}));
    QVERIFY(t.push(front, "Bring to front"));
    QCOMPARE(t.map.features.back().id, std::string("crater-4"));
    auto again = t.edit();
    bringToFront(again, {n + 1});  // already on top
    QVERIFY(!t.push(again));

    auto del = t.edit();
    deleteFeatures(del, {0, n + 1});
    QVERIFY(t.push(del, "Delete"));
    QCOMPARE(static_cast<int>(t.map.features.size()), n);
    QVERIFY(t.index("church-2") < 0 && t.index("crater-4") < 0);
    t.stack.setIndex(0);
    QCOMPARE(t.text(), original);
    QVERIFY(t.exact);
  }

  void aDuplicateAtTheTableEdgeGoesTheOtherWay() {
    Table t(kFocusedFirepower);
    auto edit = t.edit();
    QVERIFY(addFeature(edit, t.map.rules->terrainIndex("crates"), rectFromCorners({71.5, 47.5}, {72, 48}).shape, "crates").empty());
    const int last = static_cast<int>(edit.features().size()) - 1;
    const auto copy = duplicateFeatures(edit, {last});
    QCOMPARE(edit.features()[static_cast<std::size_t>(copy.front())].shape.points.front(), (TablePoint{70.5, 46.5}));
  }

  void propertiesAndTheirRefusals() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    const int church = t.index("church");
    auto edit = t.edit();
    QVERIFY(setFeatureTerrain(edit, church, t.map.rules->terrainIndex("building-large")).empty());
    QVERIFY(setFeatureHeight(edit, church, 2.25).empty());
    QVERIFY(setFeatureStoreys(edit, church, std::nullopt).empty());
    QVERIFY(setFeatureName(edit, church, "Ruined church").empty());
    QVERIFY(setFeatureNotes(edit, church, "Shelled in June.").empty());
    QVERIFY(!setFeatureHeight(edit, church, 0.3).empty());
    QVERIFY(!setFeatureHeight(edit, church, 101.0).empty());
    QVERIFY(!setFeatureHeight(edit, church, std::nan("")).empty());
    QVERIFY(!setFeatureStoreys(edit, church, 0).empty());
    QVERIFY(!setFeatureTerrain(edit, church, 9999).empty());
    QVERIFY(!setFeatureName(edit, 9999, "x").empty());
    QVERIFY(t.push(edit, "Properties"));
    QCOMPARE(t.stack.count(), 1);
    QVERIFY(t.text().find("{id: church, terrain: building-large, shape: {rect: [37, 13, 5, 6]}, height: 2.25, name: Ruined church, "
                          "notes: Shelled in June.}") != std::string::npos);
    t.stack.undo();
    QCOMPARE(t.text(), original);
  }

  void markersAndTableSizeAreUndoneAndRedrawEverything() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    const int n = static_cast<int>(t.map.features.size());
    auto edit = t.edit();
    edit.table().width = 96;
    edit.placedMarkers().front().shape->points.front() = {30, 30};
    QVERIFY(t.push(edit, "Resize"));
    QCOMPARE(t.last, std::make_tuple(0, n, n));
    QCOMPARE(t.map.table.width, 96.0);
    t.stack.undo();
    QCOMPARE(t.text(), original);
    QCOMPARE(t.last, std::make_tuple(0, n, n));
    auto same = t.edit();
    same.table() = t.map.table;
    same.placedMarkers();
    QVERIFY(!t.push(same));
  }

  void aDragStrokeIsOneUndoStep() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    const int forge = t.index("forge");
    for (int step = 0; step < 8; ++step) {
      auto edit = t.edit();
      QVERIFY(translateFeatures(edit, {forge}, 0.25, 0).empty());
      QVERIFY(t.push(edit, "Move", 1));
    }
    QCOMPARE(t.stack.count(), 1);
    QCOMPARE(t.feature("forge").shape.points.front(), (TablePoint{35, 25.5}));
    t.stack.undo();
    QCOMPARE(t.text(), original);
    t.stack.redo();
    QCOMPARE(t.feature("forge").shape.points.front(), (TablePoint{35, 25.5}));
    // Another stroke is another step; a drag back to its start leaves no step at all.
    for (double dx : {1.0, -1.0}) {
      auto edit = t.edit();
      QVERIFY(translateFeatures(edit, {forge}, dx, 0).empty());
      QVERIFY(t.push(edit, "Move", 2));
    }
    QCOMPARE(t.stack.count(), 1);
    QVERIFY(t.exact);
  }

  void aStrokeThatTouchesFeaturesFarApartMergesExactly() {
    Table t(kFocusedFirepower);
    const std::string original = t.text();
    const int n = static_cast<int>(t.map.features.size());
    // Duplicate, drag the copy, then a far feature, then delete one between: one step.
    auto dup = t.edit();
    duplicateFeatures(dup, {t.index("bakery")});
    QVERIFY(t.push(dup, "Duplicate and drag", 5));
    auto drag = t.edit();
    QVERIFY(translateFeatures(drag, {n}, 2, 2).empty());
    QVERIFY(t.push(drag, "Duplicate and drag", 5));
    auto far = t.edit();
    QVERIFY(translateFeatures(far, {1}, 0.5, 0).empty());
    QVERIFY(t.push(far, "Duplicate and drag", 5));
    auto del = t.edit();
    deleteFeatures(del, {10});
    QVERIFY(t.push(del, "Duplicate and drag", 5));
    const std::string after = t.text();
    QCOMPARE(t.stack.count(), 1);
    const auto* command = dynamic_cast<const TableEdit*>(t.stack.command(0));
    QVERIFY(command);
    QCOMPARE(command->first(), 1);
    QCOMPARE(command->oldFeatures().size(), std::size_t(n - 1));
    QCOMPARE(command->newFeatures().size(), std::size_t(n - 1));  // one deleted, one added
    QVERIFY(t.undoesAndRedoes(original, after));
  }

  void randomEditSequencesUndoToTheOriginalBytes_data() {
    QTest::addColumn<QString>("sample");
    QTest::newRow("focused-firepower") << QString(kFocusedFirepower);
    QTest::newRow("force-on-force") << QString(kForceOnForce);
  }
  void randomEditSequencesUndoToTheOriginalBytes() {
    QFETCH(QString, sample);
    const std::string name = sample.toStdString();
    Table t(name.c_str());
    const std::string original = fileBytes(samplePath(name.c_str()));
    QCOMPARE(t.text(), original);
    std::mt19937 rng(20261124);
    int pushed = 0, refused = 0, stroke = 100;
    for (int step = 0; step < 400; ++step) {
      const std::string before = t.text();
      auto edit = t.edit();
      const bool ok = randomEdit(edit, rng);
      const int strokeId = std::uniform_int_distribution<int>(0, 3)(rng) == 0 ? stroke : ++stroke;
      if (t.push(edit, "Random", strokeId)) {
        ++pushed;
        QVERIFY2(ok, "a refused operation changed the working copy");
      } else {
        ++refused;
        QCOMPARE(t.text(), before);
      }
      QVERIFY2(t.exact, qPrintable(QString("step %1").arg(step)));
    }
    QVERIFY(pushed > 250);  // mostly real edits, some refusals
    QVERIFY(refused > 5);
    const std::string final = t.text();
    QVERIFY(final != original);
    const int steps = t.stack.count();
    QVERIFY(steps < pushed);  // some merged
    t.stack.setIndex(0);
    QCOMPARE(t.text(), original);
    t.stack.setIndex(steps);
    QCOMPARE(t.text(), final);
    QVERIFY(t.exact);
    // The final text loads again as the same document.
    const LoadedDocument reloaded = loadDocumentFromText(final, samplePath(name.c_str()));
    QVERIFY(reloaded.ok());
    QCOMPARE(writeMap(*reloaded.map, reloaded.headerComment), final);
  }

 private:
  // One random operation on `edit`; false when it was refused (then it must change nothing).
  static bool randomEdit(TableEditBuilder& edit, std::mt19937& rng) {
    const auto& list = edit.currentFeatures();
    const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const auto quarter = [&](int range) { return pick(8 * range + 1) * 0.25 - range; };
    const int n = static_cast<int>(list.size());
    const int i = pick(n);
    switch (pick(10)) {
      case 0: return translateFeatures(edit, {i, pick(n)}, quarter(3), quarter(3)).empty();
      case 1: return rotateFeatures(edit, {i}, pick(7) - 3).empty();
      case 2: {
        const int edges = shapeEdgeCount(list[static_cast<std::size_t>(i)].shape);
        if (edges == 0) return insertFeatureVertex(edit, i, 0, {1, 1}).empty();
        const int e = pick(edges);
        const auto v = shapeVertices(list[static_cast<std::size_t>(i)].shape);
        const TablePoint a = v[static_cast<std::size_t>(e)], b = v[(static_cast<std::size_t>(e) + 1) % v.size()];
        return insertFeatureVertex(edit, i, e, {(a.x + b.x) / 2 + quarter(1), (a.y + b.y) / 2 + quarter(1)}).empty();
      }
      case 3: {
        const auto v = shapeVertices(list[static_cast<std::size_t>(i)].shape);
        const int k = pick(static_cast<int>(v.size()));
        const TablePoint p = v[static_cast<std::size_t>(k)];
        return moveFeatureVertex(edit, i, k, {p.x + quarter(2), p.y + quarter(2)}).empty();
      }
      case 4: return deleteFeatureVertex(edit, i, pick(static_cast<int>(shapeVertices(list[static_cast<std::size_t>(i)].shape).size()))).empty();
      case 5: return !duplicateFeatures(edit, {i, pick(n)}).empty();
      case 6:
        if (n > 10) deleteFeatures(edit, {i});
        return n > 10;
      case 7: return (pick(2) ? bringToFront(edit, {i, pick(n)}) : sendToBack(edit, {i})), true;
      case 8:
        return setFeatureName(edit, i, "name " + std::to_string(pick(1000))).empty() &&
               setFeatureHeight(edit, i, pick(3) ? std::optional<double>(quarter(4)) : std::nullopt).empty();
      default: {
        const TablePoint a{quarter(30) + 30, quarter(20) + 22}, b{a.x + quarter(3), a.y + quarter(3)};
        const int terrain = pick(static_cast<int>(edit.map().rules->terrain.size()));
        const ShapeOrError shape = pick(2) ? rectFromCorners(a, b) : polygonFromPoints({a, b, {a.x, b.y + 1}});
        return shape.error.empty() && addFeature(edit, terrain, shape.shape, "random").empty();
      }
    }
  }
};

QTEST_GUILESS_MAIN(TestTableEdit)
#include "tst_table_edit.moc"
