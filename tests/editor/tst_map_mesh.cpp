// The map view's mesh: one fill per location at a fixed stride, grid edges drawn once, and a
// partial update after an edit that equals a full rebuild.
#include <QtTest>

#include <cstring>

#include "editor/map_mesh.h"
#include "editor/map_tools.h"
#include "editor/zone_layer.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {
bool sameVertices(const std::vector<Vertex>& a, const std::vector<Vertex>& b) {
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(Vertex)) == 0);
}
}  // namespace

class TestMapMesh : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery"); }

  void fillsHaveAFixedStrideAndTheTerrainColour() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "m.map.yaml", kSmallMap));
    const Map& map = *doc.map();
    MapMeshes meshes;
    buildMapMeshes(map, MapLayout(map.grid), meshes);
    QCOMPARE(meshes.base.triangles.size(), static_cast<std::size_t>(map.grid.size() * kBaseVerticesPerLocation));
    const int b2 = map.grid.index({1, 1});  // building at level 0
    const Rgba building = parseColor(map.rules->terrain[static_cast<std::size_t>(map.rules->terrainIndex("building"))].color);
    const Vertex& v = meshes.base.triangles[static_cast<std::size_t>(b2 * kBaseVerticesPerLocation)];
    QCOMPARE(int(v.r), int(building.r));
    QCOMPARE(int(v.g), int(building.g));
    QCOMPARE(int(v.b), int(building.b));
  }

  // A scenario's objective is drawn on its hex, as the print draws it: the ring the map's own
  // objective flag gets, in the scenario layer (it was not drawn at all).
  void aScenarioObjectiveIsRingedOnItsHex() {
    const auto scenario = loadSampleScenario("fighting-formations/croix-fouquet.scenario.yaml");
    QVERIFY(scenario && scenario->map && !scenario->objectives.empty());
    Scenario bare = *scenario;
    bare.zones.clear();
    const MapLayout layout(scenario->map->grid);
    Mesh objectives;
    buildZoneMesh(bare, layout, {}, objectives);
    for (const Objective& o : bare.objectives) {
      Mesh ring;
      appendObjectiveRing(layout, o.location, ring);
      QVERIFY(!ring.triangles.empty());
      // Every vertex of the ring lies within its hex.
      const PointF c = layout.center(o.location);
      for (const Vertex& v : ring.triangles)
        QVERIFY(std::hypot(v.x - c.x, v.y - c.y) <= MapLayout::kHexSize + 0.01);
      const auto found = std::search(objectives.triangles.begin(), objectives.triangles.end(), ring.triangles.begin(),
                                     ring.triangles.end(), [](const Vertex& a, const Vertex& b) {
                                       return std::memcmp(&a, &b, sizeof(Vertex)) == 0;
                                     });
      QVERIFY2(found != objectives.triangles.end(), o.id.c_str());
    }
  }

  void everyGridEdgeIsDrawnOnce() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "g.map.yaml", kSmallMap));
    MapMeshes meshes;
    buildMapMeshes(*doc.map(), MapLayout(doc.map()->grid), meshes);
    // A 6x4 hex grid has 6*4*6 hex edges, of which the shared ones count once.
    int shared = 0;
    const Grid& g = doc.map()->grid;
    for (int i = 0; i < g.size(); ++i) shared += static_cast<int>(g.neighbours(g.offset(i)).size());
    const int distinct = g.size() * 6 - shared / 2;
    QCOMPARE(static_cast<int>(meshes.base.lines.size()) / 2, distinct);
  }

  void partialUpdateEqualsAFullRebuild() {
    DocumentFolder folder;
    MapDocument doc;
    QVERIFY(openFixture(doc, folder, "p.map.yaml", kSmallMap));
    Map& map = *doc.map();
    const MapLayout layout(map.grid);
    MapMeshes incremental;
    buildMapMeshes(map, layout, incremental);
    std::vector<int> changed;
    QObject::connect(&doc, &MapDocument::mapChanged, [&](const QList<int>& l) { changed.assign(l.begin(), l.end()); });
    MapEditBuilder edit(map);
    paintTerrain(edit, brushLocations(map.grid, 9, 1), map.rules->terrainIndex("rough"));
    raiseLevels(edit, *map.rules, {15, 16}, 1);
    toggleObjective(edit, 20);
    QVERIFY(doc.push(edit, "edit"));
    QVERIFY(!changed.empty() && static_cast<int>(changed.size()) < map.grid.size());
    updateBaseColors(map, changed, incremental.base);
    rebuildFeatures(map, layout, incremental.features);
    MapMeshes full;
    buildMapMeshes(map, layout, full);
    QVERIFY(sameVertices(incremental.base.triangles, full.base.triangles));
    QVERIFY(sameVertices(incremental.features.triangles, full.features.triangles));
  }

  void partialUpdateOfCardsWithHills() {
    MapDocument doc;
    QCOMPARE(doc.newMap("field-of-fire", 4, 3, "flat", "odd", "letter-number"), QString());
    Map& map = *doc.map();
    const MapLayout layout(map.grid);
    MapMeshes incremental;
    buildMapMeshes(map, layout, incremental);
    QCOMPARE(incremental.base.triangles.size(), static_cast<std::size_t>(12 * kBaseVerticesPerLocation));
    std::vector<int> changed;
    QObject::connect(&doc, &MapDocument::mapChanged, [&](const QList<int>& l) { changed.assign(l.begin(), l.end()); });
    MapEditBuilder edit(map);
    editor::toggleHill(edit, 5);
    paintTerrain(edit, {6}, 0);
    QVERIFY(doc.push(edit, "cards"));
    updateBaseColors(map, changed, incremental.base);
    MapMeshes full;
    buildMapMeshes(map, layout, full);
    QVERIFY(sameVertices(incremental.base.triangles, full.base.triangles));
  }
};

QTEST_MAIN(TestMapMesh)
#include "tst_map_mesh.moc"
