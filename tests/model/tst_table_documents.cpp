// Table (miniatures) documents in the model: every shape kind reads into the model, the
// canonical writer is byte-stable, unknown keys survive, and every kind of bad shape is
// reported with its line. Tables spec sections 1-4.
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <fstream>

#include "importers/map_generator.h"
#include "model/document_io.h"
#include "model/table_geometry.h"
#include "table_documents.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::string allMessages(const LoadedDocument& doc) {
  std::string out;
  for (const auto& d : doc.diagnostics.all()) out += formatDiagnostic(d) + "\n";
  return out;
}

const Diagnostic* findCode(const LoadedDocument& doc, const std::string& code) {
  for (const auto& d : doc.diagnostics.all())
    if (d.code == code) return &d;
  return nullptr;
}

LoadedDocument loadMapText(const std::string& text) { return loadDocumentFromText(text, "/virtual/table.map.yaml"); }

// The 1-based line of `fragment` in `text`.
int lineOf(const std::string& text, const std::string& fragment) {
  const auto at = text.find(fragment);
  if (at == std::string::npos) qFatal("fixture text not found: %s", fragment.c_str());
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) qFatal("fixture text not found: %s", from.c_str());
  return text.replace(at, from.size(), to);
}

// `scenario` beside the fixture map in a temporary folder, loaded. `path` receives its file.
LoadedDocument loadScenarioText(const QTemporaryDir& dir, const std::string& scenario, std::string* path = nullptr) {
  std::ofstream(dir.filePath("farm-table.map.yaml").toStdString()) << kTableMap;
  const std::string file = dir.filePath("farm.scenario.yaml").toStdString();
  std::ofstream(file, std::ios::trunc) << scenario;
  if (path) *path = file;
  return loadDocument(file);
}

// A map whose only feature has `shape`, on line 7.
std::string mapWithShape(const std::string& shape, const std::string& terrain = "orchard") {
  return "sandtable: 1\nkind: map\nid: t\nruleset: focused-firepower\n"
         "grid: {type: table, width: 72, height: 48, unit: in}\nfeatures:\n"
         "  - {id: f, terrain: " + terrain + ", shape: " + shape + "}\n";
}

#define EXPECT_SHAPE_ERROR(shape, code_, severity_, fragment)                                          \
  do {                                                                                                  \
    const LoadedDocument doc = loadMapText(mapWithShape(shape));                                        \
    const Diagnostic* d = findCode(doc, code_);                                                         \
    QVERIFY2(d, ("no '" + std::string(code_) + "' in:\n" + allMessages(doc)).c_str());                  \
    QCOMPARE(d->severity, severity_);                                                                   \
    QCOMPARE(d->line, 7);                                                                               \
    QVERIFY2(d->message.find(fragment) != std::string::npos, d->message.c_str());                       \
  } while (0)

}  // namespace

class TestTableDocuments : public QObject {
  Q_OBJECT
 private slots:
  void everyShapeKindReadsIntoTheModel() {
    const LoadedDocument doc = loadMapText(kTableMap);
    QVERIFY2(doc.diagnostics.empty(), allMessages(doc).c_str());
    const Map& map = *doc.map;
    QVERIFY(map.isTable());
    QCOMPARE(map.table.width, 72.0);
    QCOMPARE(map.table.unit, std::string("in"));
    QCOMPARE(map.features.size(), std::size_t(7));
    QCOMPARE(map.features[0].shape.kind, Shape::Kind::Polygon);
    QCOMPARE(map.features[2].shape.kind, Shape::Kind::Circle);
    QCOMPARE(map.features[2].shape.radius, 4.0);
    QCOMPARE(map.features[3].shape.kind, Shape::Kind::Rect);
    QCOMPARE(map.features[4].shape.lineWidth.value_or(0), 0.75);
    QVERIFY(!map.features[5].shape.lineWidth);  // the road's width comes from its type
    QCOMPARE(map.features[6].shape.kind, Shape::Kind::Rect);  // a feature covers ground: no point
    QCOMPARE(map.placedMarkers.size(), std::size_t(2));
  }

  void featureHeightsFollowOverridesStoreysAndTypes() {
    const LoadedDocument doc = loadMapText(kTableMap);
    const Map& map = *doc.map;
    QCOMPARE(featureHeight(map.features[0], *map.rules), 2.0);  // hill-low
    QCOMPARE(featureHeight(map.features[1], *map.rules), 4.0);  // hill-medium
    QCOMPARE(featureHeight(map.features[3], *map.rules), 2.0);  // 2 storeys x 1
    TableFeature tall = map.features[3];
    tall.height = 3.5;
    QCOMPARE(featureHeight(tall, *map.rules), 3.5);
  }

  void areasComeFromBoostGeometry() {
    const LoadedDocument doc = loadMapText(kTableMap);
    const Map& map = *doc.map;
    const auto farm = featureArea(map.features[3], *map.rules, map.table);
    QCOMPARE(geo::areaOf(farm), 24.0);
    QVERIFY(geo::covers(farm, {50, 20}));  // a corner is inside
    QVERIFY(!geo::covers(farm, {49.9, 20}));
    const auto wood = featureArea(map.features[2], *map.rules, map.table);
    QVERIFY(std::abs(geo::areaOf(wood) - 3.14159265 * 16) < 0.1);  // the 64-gon is within 0.2%
    const auto wall = featureArea(map.features[4], *map.rules, map.table);
    QVERIFY(std::abs(geo::areaOf(wall) - 10 * 0.75) < 1e-9);  // a flat-ended band
    const auto road = featureArea(map.features[5], *map.rules, map.table);
    QVERIFY(geo::covers(road, {36, 40.9}));  // the road type is 2" wide
    QVERIFY(!geo::covers(road, {36, 41.1}));
  }

  void canonicalTextIsByteStable() {
    const LoadedDocument first = loadMapText(kTableMap);
    const std::string canonical = writeDocument(first);
    const LoadedDocument second = loadMapText(canonical);
    QVERIFY2(second.diagnostics.empty(), allMessages(second).c_str());
    QCOMPARE(writeDocument(second), canonical);
    QVERIFY(canonical.find("polyline: [[30, 5], [30, 15]], width: 0.75") != std::string::npos);
    QVERIFY(canonical.find("circle: {center: [40, 30], radius: 4}") != std::string::npos);
  }

  void unknownKeysAreWarnedAndKept() {
    const LoadedDocument doc = loadMapText(replaced(kTableMap, "storeys: 2,", "storeys: 2, roof: tiles,"));
    const Diagnostic* d = findCode(doc, "unknown-key");
    QVERIFY2(d, allMessages(doc).c_str());
    QCOMPARE(d->severity, Severity::Warning);
    QVERIFY(writeDocument(doc).find("roof: tiles") != std::string::npos);
  }

  void selfCrossingPolygonIsAnError() {
    EXPECT_SHAPE_ERROR("{polygon: [[0, 0], [10, 10], [10, 0], [0, 10]]}", "bad-shape", Severity::Error, "crosses itself");
  }
  void polygonNeedsThreeDistinctPoints() {
    EXPECT_SHAPE_ERROR("{polygon: [[1, 1], [1, 1], [2, 2]]}", "bad-shape", Severity::Error, "at least 3 distinct points");
  }
  void zeroRadiusIsAnError() {
    EXPECT_SHAPE_ERROR("{circle: {center: [5, 5], radius: 0}}", "bad-shape", Severity::Error, "radius 0");
  }
  void negativeWidthIsAnError() {
    EXPECT_SHAPE_ERROR("{polyline: [[1, 1], [5, 5]], width: -1}", "bad-shape", Severity::Error, "width -1");
  }
  void nanCoordinateIsAnError() {
    EXPECT_SHAPE_ERROR("{point: [5, .nan]}", "wrong-type", Severity::Error, "must be a number");
  }
  void hugeCoordinateIsAnError() {
    EXPECT_SHAPE_ERROR("{rect: [1e308, 5, 2, 2]}", "bad-shape", Severity::Error, "not a finite number within");
  }
  void hugeRadiusIsAnError() {
    EXPECT_SHAPE_ERROR("{circle: {center: [5, 5], radius: 1e300}}", "bad-shape", Severity::Error, "radius");
  }
  void featureWhollyOffTheTableIsAnError() {
    EXPECT_SHAPE_ERROR("{rect: [100, 100, 5, 5]}", "off-table", Severity::Error, "wholly off the 72x48 table");
  }
  void featurePartlyOffTheTableIsAWarningAndClipped() {
    EXPECT_SHAPE_ERROR("{rect: [70, 40, 4, 4]}", "partly-off-table", Severity::Warning, "reaches past the edge");
    const LoadedDocument doc = loadMapText(mapWithShape("{rect: [70, 40, 4, 4]}"));
    QCOMPARE(doc.map->features.size(), std::size_t(1));
    QCOMPARE(geo::areaOf(featureArea(doc.map->features[0], *doc.map->rules, doc.map->table)), 2.0 * 4.0);
  }
  // A road drawn from edge to edge runs off the table as roads do: its centre line is on the
  // table, so its width past the edge at the ends is no warning (it was "reaches past the edge").
  void aLineDrawnToTheEdgeIsOnTheTable() {
    const LoadedDocument doc = loadMapText(mapWithShape("{polyline: [[0, 30], [72, 27]], width: 2}"));
    QVERIFY2(!findCode(doc, "partly-off-table"), allMessages(doc).c_str());
    EXPECT_SHAPE_ERROR("{polyline: [[-3, 30], [72, 27]], width: 2}", "partly-off-table", Severity::Warning,
                       "reaches past the edge");
  }
  void twoShapesInOneIsAnError() {
    EXPECT_SHAPE_ERROR("{point: [1, 1], rect: [1, 1, 2, 2]}", "bad-value", Severity::Error, "more than one shape");
  }
  void tooManyPointsIsRefused() {
    std::string points = "{polyline: [";
    for (std::size_t i = 0; i <= geo::kMaxShapePoints; ++i) points += (i ? ", [" : "[") + std::to_string(i % 70) + ", 1]";
    EXPECT_SHAPE_ERROR(points + "]}", "too-large", Severity::Error, "at most 10000");
  }
  void unknownTerrainIsAnError() {
    const LoadedDocument doc = loadMapText(mapWithShape("{point: [1, 1]}", "wods"));
    const Diagnostic* d = findCode(doc, "unknown-id");
    QVERIFY2(d, allMessages(doc).c_str());
    QCOMPARE(d->line, 7);
    QVERIFY(d->message.find("did you mean 'woods'") != std::string::npos);
  }
  void duplicateFeatureIdsAreAnError() {
    const LoadedDocument doc = loadMapText(replaced(kTableMap, "id: wood,", "id: hill-1,"));
    const Diagnostic* d = findCode(doc, "duplicate-id");
    QVERIFY2(d, allMessages(doc).c_str());
    QCOMPARE(d->line, lineOf(kTableMap, "id: wood,"));
  }
  void unknownMarkerIsAnError() {
    const LoadedDocument doc = loadMapText(replaced(kTableMap, "marker: smoke, at", "marker: smok, at"));
    const Diagnostic* d = findCode(doc, "unknown-id");
    QVERIFY2(d && d->message.find("did you mean 'smoke'") != std::string::npos, allMessages(doc).c_str());
  }
  void aHexRulesetCannotHoldATable() {
    const LoadedDocument doc = loadMapText(replaced(kTableMap, "ruleset: focused-firepower", "ruleset: fighting-formations"));
    QVERIFY2(findCode(doc, "grid-mismatch"), allMessages(doc).c_str());
  }

  void tableScenarioReadsAndRoundTrips() {
    QTemporaryDir dir;
    std::string path;
    const LoadedDocument doc = loadScenarioText(dir, kTableScenario, &path);
    QVERIFY2(doc.diagnostics.empty(), allMessages(doc).c_str());
    const Scenario& s = *doc.scenario;
    QVERIFY(s.isTable());
    QCOMPARE(s.sides[0].breakPoint.value_or(0), 33);
    QCOMPARE(s.sides[0].pointsLimit.value_or(0), 100);
    QCOMPARE(s.sides[0].fireOrders.size(), std::size_t(1));
    QCOMPARE(s.sides[0].fireOrders[0].target, (TablePoint{52, 22}));
    QCOMPARE(s.sides[1].victory, std::string("Hold the farm.\n"));
    QVERIFY(s.zone("us-setup")->shape);
    QCOMPARE(s.zone("de-setup")->depth.value_or(0), 8.0);
    QCOMPARE(s.oob[0].entries[1].setup.at.value_or(TablePoint{}), (TablePoint{12, 45}));
    QCOMPARE(s.oob[1].entries[0].setup.shape->kind, Shape::Kind::Rect);
    QCOMPARE(s.oob[1].entries[1].arrives->zone.point, std::string("de-trp"));
    QVERIFY(s.objective("us-hill")->isPrivate());
    QCOMPARE(s.objective("farm")->radius.value_or(0), 3.0);
    QCOMPARE(s.point("de-trp")->kind, ScenarioPoint::Kind::Trp);
    QCOMPARE(s.point("de-trp")->eta.value_or(0), 5);
    QVERIFY(!s.point("us-erp")->eta);
    QCOMPARE(s.losChecks[0].fromPoint.value_or(TablePoint{}), (TablePoint{12, 45}));
    QCOMPARE(s.losChecks[0].to, std::string("farm"));

    const std::string canonical = writeDocument(doc);
    std::ofstream(path, std::ios::trunc) << canonical;
    const LoadedDocument again = loadDocument(path);
    QVERIFY2(again.diagnostics.empty(), allMessages(again).c_str());
    QCOMPARE(writeDocument(again), canonical);
    QVERIFY2(canonical.find("{id: de-trp, kind: trp, side: de, at: [72, 10], eta: 5}") != std::string::npos,
             canonical.c_str());
  }

  // An ETA is a turn number: the reader reports anything else at the value, with its line and
  // column, and keeps no ETA.
  void etaMustBeATurnNumber_data() {
    QTest::addColumn<QString>("eta");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("fraction") << "2.5" << "wrong-type" << "point 'de-trp' eta must be a whole number";
    QTest::newRow("word") << "soon" << "wrong-type" << "point 'de-trp' eta must be a whole number";
    QTest::newRow("list") << "[4]" << "wrong-type" << "point 'de-trp' eta must be a whole number";
    QTest::newRow("zero") << "0" << "out-of-range" << "point 'de-trp' eta is 0, outside 1..10000";
    QTest::newRow("negative") << "-3" << "out-of-range" << "point 'de-trp' eta is -3, outside 1..10000";
  }
  void etaMustBeATurnNumber() {
    QFETCH(QString, eta);
    QFETCH(QString, code);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const std::string text = replaced(kTableScenario, "eta: 5}", "eta: " + eta.toStdString() + "}");
    const LoadedDocument doc = loadScenarioText(dir, text);
    const Diagnostic* d = findCode(doc, code.toStdString());
    QVERIFY2(d, allMessages(doc).c_str());
    QVERIFY2(d->message.find(fragment.toStdString()) != std::string::npos, d->message.c_str());
    QCOMPARE(d->severity, Severity::Error);
    const std::string line = "  - {id: de-trp";
    QCOMPARE(d->line, lineOf(text, line));
    const std::string trp = text.substr(text.find(line));
    QCOMPARE(d->column, 1 + static_cast<int>(trp.find("eta: ") + 5));  // at the value
    QVERIFY(doc.scenario->point("de-trp"));
    QVERIFY(!doc.scenario->point("de-trp")->eta);
  }

  void scenarioDefaultsComeFromTheRuleset() {
    QTemporaryDir dir;
    const LoadedDocument doc = loadScenarioText(dir, replaced(kTableScenario, "turns: 12\n", ""));
    QVERIFY2(doc.diagnostics.empty(), allMessages(doc).c_str());
    QCOMPARE(doc.scenario->turns, 16);
  }

  void privateObjectiveNeedsItsSide() {
    QTemporaryDir dir;
    const LoadedDocument doc = loadScenarioText(dir, replaced(kTableScenario, "level: secondary, side: us}", "level: secondary}"));
    const Diagnostic* d = findCode(doc, "missing-key");
    QVERIFY2(d && d->message.find("private to one side") != std::string::npos, allMessages(doc).c_str());
  }

  void arrivalAtAnUnknownPointIsAnError() {
    QTemporaryDir dir;
    const LoadedDocument doc = loadScenarioText(dir, replaced(kTableScenario, "point: de-trp}", "point: de-trpp}"));
    const Diagnostic* d = findCode(doc, "unknown-id");
    QVERIFY2(d && d->message.find("did you mean 'de-trp'") != std::string::npos, allMessages(doc).c_str());
    QCOMPARE(d->line, lineOf(kTableScenario, "id: puma"));
  }

  void objectiveOffTheTableIsAnError() {
    QTemporaryDir dir;
    const LoadedDocument doc = loadScenarioText(dir, replaced(kTableScenario, "at: [53, 22]", "at: [153, 22]"));
    const Diagnostic* d = findCode(doc, "off-table");
    QVERIFY2(d && d->line == lineOf(kTableScenario, "id: farm, at"), allMessages(doc).c_str());
  }

  void generatedTablesAreCleanAndStable() {
    auto rules = builtinRuleset("focused-firepower");
    QVERIFY(rules);
    MapGeneratorOptions options;
    options.width = 96;
    options.height = 72;
    options.features = 300;
    options.seed = 7;
    std::string error;
    auto map = generateMap(rules, options, &error);
    QVERIFY2(map, error.c_str());
    QVERIFY(map->features.size() >= 280);
    const std::string text = writeMap(*map);
    QCOMPARE(writeMap(*generateMap(rules, options, &error)), text);  // same seed, same bytes
    const LoadedDocument doc = loadMapText(text);
    QVERIFY2(doc.diagnostics.empty(), allMessages(doc).c_str());
    QCOMPARE(writeDocument(doc), text);
    std::set<TerrainClass> classes;
    for (const auto& f : doc.map->features) classes.insert(rules->terrain[static_cast<std::size_t>(f.terrain)].table->cls);
    QCOMPARE(classes.size(), std::size_t(4));  // hills, area terrain, linear features, obstacles
  }
};

QTEST_APPLESS_MAIN(TestTableDocuments)
#include "tst_table_documents.moc"
