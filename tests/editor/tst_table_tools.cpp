// The table tools as the map view drives them (pointer and keys in table units), the table
// inspector's entry points on the document, and the table analysis (sight line, overlays):
// each drawing tool adds exactly the shape it was given, each edit is one undo step, and the
// analysis says what the validation layer says.
#include <QtTest>

#include "editor/analysis_overlay.h"
#include "editor/map_document.h"
#include "editor/table_analysis.h"
#include "editor/table_tools.h"
#include "editor_test_support.h"
#include "validation/table_los.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {

constexpr double kTol = 0.1;  // pick tolerance in table units
const TableInput kPlain{};

int terrainIndex(const MapDocument& doc, const char* id) { return doc.map()->rules->terrainIndex(id); }

// An empty 72x48 Focused Firepower table and the tools on it.
struct NewTable {
  MapDocument doc;
  TableToolController tools{doc};
  NewTable() { QTest::qVerify(doc.newTable("focused-firepower", 72, 48, "in").isEmpty(), "newTable", "", __FILE__, __LINE__); }
};

// A rectangle dragged from a to b with the rectangle tool.
void dragRect(TableToolController& tools, TablePoint a, TablePoint b) {
  tools.setTool(TableTool::Rect);
  tools.press(a, {}, kTol);
  tools.release(b, {});
}

}  // namespace

class TestTableTools : public QObject {
  Q_OBJECT

 private slots:
  void aPolygonOfClicksClosedWithEnterIsOneFeatureAndOneUndoStep() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTool(TableTool::Polygon);
    tools.setTerrain(terrainIndex(doc, "woods"));
    // Off-grid clicks snap to quarters; a repeated click adds nothing.
    for (TablePoint p : {TablePoint{10.1, 10.05}, TablePoint{20, 10}, TablePoint{20, 10}, TablePoint{20.2, 19.9}, TablePoint{10, 20}})
      tools.press(p, kPlain, kTol), tools.release(p, kPlain);
    QVERIFY(doc.map()->features.empty());
    QVERIFY(tools.status().contains("4 points"));
    QVERIFY(tools.key(Qt::Key_Return, false, false));
    QCOMPARE(doc.map()->features.size(), std::size_t(1));
    const TableFeature& f = doc.map()->features.front();
    QCOMPARE(f.shape.kind, Shape::Kind::Polygon);
    const std::vector<TablePoint> expected{{10, 10}, {20, 10}, {20.25, 20}, {10, 20}};
    QVERIFY(f.shape.points == expected);
    QCOMPARE(f.terrain, terrainIndex(doc, "woods"));
    QCOMPARE(f.id, std::string("woods-1"));
    QCOMPARE(tools.selection(), std::vector<int>{0});
    QCOMPARE(doc.undoStack().count(), 1);
    doc.undo();
    QVERIFY(doc.map()->features.empty());
  }

  void escapeCancelsAndAltDrawsWithoutSnapping() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTool(TableTool::Polyline);
    tools.press({5, 5}, kPlain, kTol);
    tools.press({9, 5}, kPlain, kTol);
    QVERIFY(tools.key(Qt::Key_Escape, false, false));
    QVERIFY(!tools.key(Qt::Key_Return, false, false));  // nothing left to close
    QVERIFY(doc.map()->features.empty());
    const TableInput alt{false, true};
    tools.press({5.1, 5.1}, alt, kTol);
    tools.doubleClick({9.1, 5.1}, alt);
    QCOMPARE(doc.map()->features.size(), std::size_t(1));
    const std::vector<TablePoint> expected{{5.1, 5.1}, {9.1, 5.1}};
    QVERIFY(doc.map()->features.front().shape.points == expected);
  }

  void anInvalidPolygonIsRefusedWithItsReason() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTool(TableTool::Polygon);
    // A bow tie crosses itself.
    for (TablePoint p : {TablePoint{0, 0}, TablePoint{10, 10}, TablePoint{10, 0}, TablePoint{0, 10}}) tools.press(p, kPlain, kTol);
    tools.key(Qt::Key_Enter, false, false);
    QVERIFY(doc.map()->features.empty());
    QVERIFY2(!tools.problem().isEmpty(), "the refusal says why");
    QVERIFY(tools.status().startsWith("Refused"));
    QCOMPARE(doc.undoStack().count(), 0);
  }

  // The zone tools hand their shape to the scenario (the map is not edited), and stop at the
  // table's edges: a zone dragged or clicked past one takes the edge.
  void zonesAreDrawnAsRectsOrPolygonsUpToTheEdges() {
    NewTable table;
    auto& [doc, tools] = table;
    std::vector<double> rect;
    std::vector<TablePoint> outline;
    tools.onAreaDrawn = [&](double x, double y, double w, double h) { rect = {x, y, w, h}; };
    tools.onZoneOutlined = [&](const std::vector<TablePoint>& corners) { outline = corners; };
    tools.setTool(TableTool::Zone);
    tools.press({-0.3, 40.1}, kPlain, kTol);
    tools.release({30, 49}, kPlain);
    QCOMPARE(rect, (std::vector<double>{0, 40, 30, 8}));
    tools.setTool(TableTool::ZoneOutline);
    QCOMPARE(tools.tool(), TableTool::ZoneOutline);
    for (TablePoint p : {TablePoint{40, -2}, TablePoint{54.1, 0}, TablePoint{54, 14}, TablePoint{46, 10}}) tools.press(p, kPlain, kTol);
    QVERIFY(outline.empty());
    QVERIFY(tools.key(Qt::Key_Return, false, false));
    QVERIFY(outline == (std::vector<TablePoint>{{40, 0}, {54, 0}, {54, 14}, {46, 10}}));
    // A crossing outline is refused with its reason and handed to no one.
    outline.clear();
    for (TablePoint p : {TablePoint{0, 0}, TablePoint{10, 10}, TablePoint{10, 0}, TablePoint{0, 10}}) tools.press(p, kPlain, kTol);
    tools.doubleClick({0, 10}, kPlain);
    QVERIFY(outline.empty());
    QVERIFY(!tools.problem().isEmpty());
    QVERIFY(doc.map()->features.empty());
    QCOMPARE(doc.undoStack().count(), 0);
    // Only the zone tools stop at the edges: a rectangle feature may start past one.
    dragRect(tools, {-2, 10}, {4, 14});
    QCOMPARE(doc.map()->features.size(), std::size_t(1));
    QCOMPARE(doc.map()->features.front().shape.points.front().x, -2.0);
  }

  void circleAndRectangleAreDrawnByDragging() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTool(TableTool::Circle);
    tools.press({30, 30}, kPlain, kTol);
    tools.move({33, 34}, kPlain, kTol);
    tools.release({33, 34}, kPlain);
    tools.setTool(TableTool::Rect);
    tools.press({50, 10}, kPlain, kTol);
    tools.release({40, 4}, kPlain);
    QCOMPARE(doc.map()->features.size(), std::size_t(2));
    const Shape& circle = doc.map()->features[0].shape;
    QCOMPARE(circle.kind, Shape::Kind::Circle);
    QCOMPARE(circle.radius, 5.0);
    const Shape& rect = doc.map()->features[1].shape;
    QCOMPARE(rect.kind, Shape::Kind::Rect);
    QVERIFY((rect.points.front() == TablePoint{40, 4}));
    QCOMPARE(rect.width, 10.0);
    QCOMPARE(rect.height, 6.0);
    // A click without a drag draws nothing.
    tools.press({60, 40}, kPlain, kTol);
    tools.release({60, 40}, kPlain);
    QCOMPARE(doc.map()->features.size(), std::size_t(2));
  }

  void aDragMovesTheSelectionInSnappedStepsAsOneUndoStep() {
    NewTable table;
    auto& [doc, tools] = table;
    dragRect(tools, {10, 10}, {14, 12});
    const int before = doc.undoStack().count();
    tools.setTool(TableTool::Select);
    tools.press({12, 11}, kPlain, kTol);
    for (double x = 12.1; x <= 15.05; x += 0.3) tools.move({x, 11.5}, kPlain, kTol);
    tools.release({15, 11.5}, kPlain);
    QCOMPARE(doc.undoStack().count(), before + 1);
    QVERIFY((doc.map()->features.front().shape.points.front() == TablePoint{13, 10.5}));
    // Arrow keys nudge by a quarter (Shift: one unit).
    QVERIFY(tools.key(Qt::Key_Right, false, false));
    QVERIFY(tools.key(Qt::Key_Down, false, true));
    QVERIFY((doc.map()->features.front().shape.points.front() == TablePoint{13.25, 11.5}));
    doc.undo();
    doc.undo();
    doc.undo();
    QVERIFY((doc.map()->features.front().shape.points.front() == TablePoint{10, 10}));
  }

  void shiftClickAndTheRubberBandSelect() {
    NewTable table;
    auto& [doc, tools] = table;
    for (double x : {2.0, 10.0, 20.0}) dragRect(tools, {x, 2}, {x + 4, 6});
    tools.setTool(TableTool::Select);
    tools.press({4, 4}, kPlain, kTol);
    tools.release({4, 4}, kPlain);
    QCOMPARE(tools.selection(), std::vector<int>{0});
    tools.press({22, 4}, {true, false}, kTol);
    tools.release({22, 4}, {true, false});
    QCOMPARE(tools.selection(), (std::vector<int>{0, 2}));
    // A band from empty table around the first two.
    tools.press({1, 1}, kPlain, kTol);
    tools.move({15, 7}, kPlain, kTol);
    tools.release({15, 7}, kPlain);
    QCOMPARE(tools.selection(), (std::vector<int>{0, 1}));
    // A click on empty table clears it.
    tools.press({40, 40}, kPlain, kTol);
    tools.release({40, 40}, kPlain);
    QVERIFY(tools.selection().empty());
  }

  void keysDuplicateRotateReorderAndDelete() {
    NewTable table;
    auto& [doc, tools] = table;
    dragRect(tools, {10, 10}, {14, 12});
    dragRect(tools, {30, 10}, {34, 12});
    tools.setSelection({0});
    QVERIFY(tools.key(Qt::Key_D, true, false));
    QCOMPARE(doc.map()->features.size(), std::size_t(3));
    QCOMPARE(tools.selection(), std::vector<int>{2});
    QVERIFY(doc.map()->features[2].id != doc.map()->features[0].id);
    QVERIFY(tools.key(Qt::Key_BracketRight, false, false));  // 15 degrees: a rect becomes a polygon
    QCOMPARE(doc.map()->features[2].shape.kind, Shape::Kind::Polygon);
    const std::string copy = doc.map()->features[2].id;
    QVERIFY(tools.key(Qt::Key_PageDown, false, false));  // send to back: first in file order
    QCOMPARE(doc.map()->features[0].id, copy);
    QCOMPARE(tools.selection(), std::vector<int>{0});
    QVERIFY(tools.key(Qt::Key_Delete, false, false));
    QCOMPARE(doc.map()->features.size(), std::size_t(2));
    QVERIFY(tools.selection().empty());
    QVERIFY(!doc.map()->feature(copy));
  }

  void theVertexToolInsertsMovesAndRemovesCorners() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTool(TableTool::Polygon);
    for (TablePoint p : {TablePoint{10, 10}, TablePoint{20, 10}, TablePoint{20, 20}}) tools.press(p, kPlain, kTol);
    tools.key(Qt::Key_Return, false, false);
    tools.setTool(TableTool::Vertex);
    tools.setSelection({});
    tools.press({17, 12}, kPlain, kTol);  // inside: picks the feature
    tools.release({17, 12}, kPlain);
    QCOMPARE(tools.selection(), std::vector<int>{0});
    tools.press({15, 10}, kPlain, kTol);  // on the first edge: a new corner, grabbed
    tools.move({15, 8}, kPlain, kTol);
    tools.release({15, 8}, kPlain);
    const std::vector<TablePoint> grown{{10, 10}, {15, 8}, {20, 10}, {20, 20}};
    QVERIFY(doc.map()->features[0].shape.points == grown);
    QVERIFY(tools.key(Qt::Key_Delete, false, false));  // the chosen corner goes
    QCOMPARE(doc.map()->features[0].shape.points.size(), std::size_t(3));
    // A triangle keeps its last three corners: the refusal leaves it whole.
    tools.press({10, 10}, kPlain, kTol);
    tools.release({10, 10}, kPlain);
    tools.key(Qt::Key_Delete, false, false);
    QCOMPARE(doc.map()->features[0].shape.points.size(), std::size_t(3));
    QVERIFY(!tools.problem().isEmpty());
  }

  void theTapeMeasuresAndNamesTheGoing() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTerrain(terrainIndex(doc, "forest"));  // difficult going on foot
    dragRect(tools, {10, 0}, {20, 10});
    tools.setTool(TableTool::Tape);
    tools.press({0, 5}, kPlain, kTol);
    tools.move({30, 5}, kPlain, kTol);
    const QString status = tools.status();
    QVERIFY2(status.startsWith("30\""), qPrintable(status));
    // For the first mobility (foot): open, 10" of the forest's difficult going, open again.
    QVERIFY2(status.contains("(foot: open 10\", difficult 10\", open 10\")"), qPrintable(status));
  }

  // The tools keep the table's going between reads of the status: an edit of the terrain under
  // the tape (in place, so the same feature), its undo and a change of mobility each give the
  // going of the table as it is now.
  void theTapesGoingFollowsEditsUnderIt() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTerrain(terrainIndex(doc, "forest"));
    dragRect(tools, {10, 0}, {20, 10});
    tools.setTool(TableTool::Tape);
    tools.press({0, 5}, kPlain, kTol);
    tools.move({30, 5}, kPlain, kTol);
    const QString difficult = "30\" (foot: open 10\", difficult 10\", open 10\")";
    QCOMPARE(tools.status(), difficult);
    doc.setFeatureTerrain(0, terrainIndex(doc, "woods"));  // open going on foot, difficult wheeled
    QCOMPARE(tools.status(), QString("30\" (foot: open 30\")"));
    tools.setMobility(doc.map()->rules->mobilityIndex("wheeled"));
    QCOMPARE(tools.status(), QString("30\" (wheeled: open 10\", difficult 10\", open 10\")"));
    tools.setMobility(0);
    doc.undo();
    QCOMPARE(tools.status(), difficult);
  }

  // Clicks lay a chain of legs; the going is read along all of them, in the order met.
  void aTapeOfLegsMeasuresTheirSumAndTheGoingAlongThem() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTerrain(terrainIndex(doc, "forest"));
    dragRect(tools, {10, 0}, {20, 10});
    tools.setTool(TableTool::Tape);
    for (TablePoint p : {TablePoint{0, 5}, TablePoint{15, 5}, TablePoint{15, 25}}) {
      tools.press(p, kPlain, kTol);
      tools.release(p, kPlain);
    }
    tools.move({30, 25}, kPlain, kTol);  // the open end follows the mouse
    QCOMPARE(tools.tape().legs(), 3);
    QVERIFY(tools.key(Qt::Key_Return, false, false));  // ends at the last click
    QCOMPARE(tools.tape().legs(), 2);
    QCOMPARE(tools.tapeLength(), QString("35\""));
    QCOMPARE(tools.status(), QString("35\" in 2 legs (foot: open 10\", difficult 10\", open 15\")"));
    QVERIFY(tools.key(Qt::Key_Escape, false, false));
    QVERIFY(tools.tape().empty());
  }

  // The marker tool puts the chosen marker down at a click (one undo step, the next free id);
  // one wholly off the table is refused as the reader would refuse it.
  void theMarkerToolPlacesMarkersWithFreshIds() {
    NewTable table;
    auto& [doc, tools] = table;
    tools.setTool(TableTool::Marker);
    tools.setMarker(doc.map()->rules->markerIndex("smoke"));
    tools.press({10, 10}, kPlain, kTol);
    tools.press({12, 10}, kPlain, kTol);
    QCOMPARE(doc.map()->placedMarkers.size(), std::size_t(2));
    QCOMPARE(doc.map()->placedMarkers[1].id, std::string("smoke-2"));
    QCOMPARE(doc.undoStack().count(), 2);
    tools.press({-5, 10}, kPlain, kTol);
    QVERIFY2(tools.status().contains("on the table"), qPrintable(tools.status()));
    QCOMPARE(doc.map()->placedMarkers.size(), std::size_t(2));
    doc.undo();
    QCOMPARE(doc.map()->placedMarkers.size(), std::size_t(1));
    // The Select tool picks it (a click inside its template) and the arrows nudge it.
    tools.setTool(TableTool::Select);
    tools.press({10.5, 10}, kPlain, kTol);
    tools.release({10.5, 10}, kPlain);
    QCOMPARE(tools.selectedMarker(), 0);
    QVERIFY(tools.key(Qt::Key_Right, false, false));
    QVERIFY(tools.key(Qt::Key_Down, false, true));
    QVERIFY(doc.map()->placedMarkers[0].at == (TablePoint{10.25, 11}));
  }

  // A marker placed while a feature is picked replaces that pick: the Inspector shows the new
  // marker alone (it showed the road's fields under the marker's line).
  void aPlacedMarkerReplacesTheFeaturePicked() {
    NewTable table;
    auto& [doc, tools] = table;
    dragRect(tools, {2, 2}, {8, 6});
    tools.setSelection({0});
    QCOMPARE(tools.selection(), std::vector<int>{0});
    tools.setTool(TableTool::Marker);
    tools.setMarker(doc.map()->rules->markerIndex("smoke"));
    tools.press({20, 10}, kPlain, kTol);
    QCOMPARE(tools.selectedMarker(), 0);
    QVERIFY(tools.selection().empty());
  }

  void theSelectionFollowsEditsAndUndo() {
    NewTable table;
    auto& [doc, tools] = table;
    QObject::connect(&doc, &MapDocument::tableChanged, [&](int f, int o, int n) { tools.featuresReplaced(f, o, n); });
    for (double x : {2.0, 10.0}) dragRect(tools, {x, 2}, {x + 4, 6});
    tools.setSelection({1});
    doc.undoStack().setIndex(1);  // the second rectangle goes: so does its selection
    QVERIFY(tools.selection().empty());
    doc.redo();
    tools.setSelection({1});
    doc.setFeatureName(0, "Barn");  // an edit in place keeps it
    QCOMPARE(tools.selection(), std::vector<int>{1});
  }

  void theInspectorEditsEachFieldAsOneUndoStep() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("focused-firepower/cressonville.map.yaml")), QString());
    const std::string before = doc.mapText();
    const int i = 2;
    const QVariantMap info = doc.featureInfo(i);
    QCOMPARE(info["id"].toString(), QString::fromStdString(doc.map()->features[i].id));
    doc.setFeatureName(i, "Hill 112");
    QCOMPARE(doc.setFeatureHeight(i, "2.5"), QString());
    QVERIFY(!doc.setFeatureHeight(i, "2.3").isEmpty());  // not a quarter
    QVERIFY(!doc.setFeatureHeight(i, "high").isEmpty());
    doc.setFeatureTerrain(i, terrainIndex(doc, "woods"));
    doc.setFeatureNotes(i, "Observation post");
    QVERIFY(!doc.setFeatureId(i, QString::fromStdString(doc.map()->features[0].id)).isEmpty());  // taken
    // The reader's refusal, with its message: the saved table would not read back.
    QVERIFY(doc.setFeatureId(i, "Big Wood").contains("feature id 'Big Wood' is not a valid id"));
    QCOMPARE(doc.setFeatureId(i, "hill-112"), QString());
    QCOMPARE(doc.undoStack().count(), 5);
    const QVariantMap after = doc.featureInfo(i);
    QCOMPARE(after["name"].toString(), QString("Hill 112"));
    QCOMPARE(after["heightText"].toString(), QString("2.5"));
    QCOMPARE(after["id"].toString(), QString("hill-112"));
    while (doc.canUndo()) doc.undo();
    QCOMPARE(doc.mapText(), before);
  }

  void theSightLineSaysWhatTheValidationLayerSays() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("focused-firepower/cressonville.scenario.yaml")), QString());
    const TablePoint a{10, 40}, b{45, 20};
    TableSightTool tool;
    tool.setFrom(a);
    QVERIFY(tool.setTo(*doc.map(), doc.scenario(), doc.revision(), b));
    QVERIFY(!tool.setTo(*doc.map(), doc.scenario(), doc.revision(), b));  // unchanged
    const TableLosContext ctx(*doc.map(), doc.scenario());
    const TableLosResult expected = tableLineOfSight(ctx, a, b);
    QVERIFY(tool.text().endsWith(QString::fromStdString(tableLosSummary(expected))));
    QVERIFY(tool.text().startsWith("10,40 → 45,20"));
    QVERIFY(tool.reverseText().startsWith("reverse 45,20 → 10,40"));
    Mesh mesh;
    tool.appendOverlay(1, mesh);
    QVERIFY(!mesh.triangles.empty());
  }

  // On a hex map the reach overlay's start hexes read blue over every terrain: at the bands'
  // opacity their blue over a yellow field mixed to the grey of "unreachable" (walk 12).
  void theReachStartReadsBlueOverAField() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("fighting-formations/croix-fouquet.scenario.yaml")), QString());
    const Map& map = *doc.map();
    const int field = map.rules->terrainIndex("field");
    QVERIFY(field >= 0);
    const Rgba ground = parseColor(map.rules->terrain[static_cast<std::size_t>(field)].color);
    QVERIFY(ground.r > ground.b + 40);  // a yellow
    OverlayRequest request;
    request.mode = OverlayRequest::Mode::Reach;
    request.starts = {0, 1, 2};
    request.mobility = 0;
    const OverlayResult reach = computeOverlay(map, doc.scenario(), request);
    const Rgba start = reach.tints[0];
    const double a = start.a / 255.0;
    const auto over = [&](std::uint8_t tint, std::uint8_t under) { return a * tint + (1 - a) * under; };
    QVERIFY2(over(start.b, ground.b) > over(start.r, ground.r) + 30,
             qPrintable(QString("blue %1, red %2").arg(over(start.b, ground.b)).arg(over(start.r, ground.r))));
  }

  void theOverlaysAreTheCommandsFields() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("focused-firepower/cressonville.scenario.yaml")), QString());
    OverlayRequest request;
    request.mode = OverlayRequest::Mode::Viewshed;
    request.point = TablePoint{17, 11};
    const OverlayResult sight = computeOverlay(*doc.map(), doc.scenario(), request);
    const TableLosContext ctx(*doc.map(), doc.scenario());
    const auto field = computeTableViewshed(ctx, {17, 11}, 0.5);
    QVERIFY(field.has_value());
    QCOMPARE(sight.columns, field->columns);
    QCOMPARE(sight.rows, field->rows);
    QCOMPARE(sight.tints.size(), field->grid.size());
    // Every blocked cell is tinted alike, and differently from every clear one.
    const auto same = [](Rgba x, Rgba y) { return x.r == y.r && x.g == y.g && x.b == y.b && x.a == y.a; };
    std::optional<Rgba> blocked, clear;
    for (std::size_t k = 0; k < field->grid.size(); ++k) {
      std::optional<Rgba>& slot = field->grid[k] == 'b' ? blocked : field->grid[k] == 'c' ? clear : blocked;
      if (field->grid[k] != 'b' && field->grid[k] != 'c') continue;
      if (!slot) slot = sight.tints[k];
      QVERIFY(same(*slot, sight.tints[k]));
    }
    QVERIFY(blocked && clear && !same(*blocked, *clear));
    QCOMPARE(sight.legend.size(), 4);
    QVERIFY(sight.summary.contains("17,11"));

    request.mode = OverlayRequest::Mode::Reach;
    request.place = doc.zoneIds().first().toStdString();
    request.mobility = 0;
    const OverlayResult reach = computeOverlay(*doc.map(), doc.scenario(), request);
    QVERIFY2(reach.columns > 0 && !reach.tints.empty(), qPrintable(reach.summary));
    QVERIFY(reach.summary.contains(doc.zoneIds().first()));
    request.place = "no-such-zone";
    const OverlayResult none = computeOverlay(*doc.map(), doc.scenario(), request);
    QVERIFY(none.tints.empty());
    QVERIFY(!none.summary.isEmpty());  // says why
  }
};

QTEST_MAIN(TestTableTools)
#include "tst_table_tools.moc"
