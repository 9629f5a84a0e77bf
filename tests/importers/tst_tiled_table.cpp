// Tables from Tiled maps drawn by hand: an orthogonal map whose objects are terrain pieces,
// each shape compared with the table units worked out here from Tiled's pixels (32 px tiles,
// one per inch); objects without a terrain refused once with a line to paste; and the words
// said when the map's orientation and the ruleset's grid do not go together.
#include <QtTest>

#include "importers/tiled_import.h"
#include "model/document_io.h"
#include "tiled_messages.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

// Line 1 is the XML declaration; each object's line is given in the comment beside it.
const std::string kTable = R"(<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="20" height="10" tilewidth="32" tileheight="32" infinite="0" nextlayerid="3" nextobjectid="9">
 <objectgroup id="1" name="Terrain">
  <object id="1" name="Big wood" class="Woods" x="32" y="64" width="128" height="96"/>
  <object id="2" name="Mill" x="320" y="64" width="64" height="32" rotation="90">
   <properties>
    <property name="terrain" value="building-small"/>
    <property name="storeys" type="int" value="2"/>
   </properties>
  </object>
  <object id="3" class="crater-shallow" x="448" y="160" width="64" height="64">
   <ellipse/>
  </object>
  <object id="4" name="Oats" x="0" y="256" width="128" height="64">
   <properties>
    <property name="terrain" value="crops"/>
   </properties>
   <ellipse/>
  </object>
  <object id="5" name="Lane" x="0" y="288">
   <properties>
    <property name="terrain" value="road"/>
    <property name="width" type="float" value="2"/>
   </properties>
   <polyline points="0,0 320,0 640,16"/>
  </object>
  <object id="6" class="Pond" x="500" y="20" width="40" height="30"/>
  <object id="7" name="Tree line" x="100" y="20">
   <polyline points="0,0 64,0"/>
  </object>
 </objectgroup>
 <objectgroup id="2" name="Smoke">
  <object id="8" class="marker" x="160" y="160">
   <properties>
    <property name="marker" value="smoke"/>
   </properties>
   <point/>
  </object>
 </objectgroup>
</map>
)";

TiledImportResult importTable(const std::vector<TerrainMapEntry>& mapping = {}) {
  TiledImportOptions options;
  options.terrainMap = mapping;
  return importTiledMapFromText(kTable, "farm.tmx", builtinRuleset("focused-firepower"), options);
}

}  // namespace

class TestTiledTable : public QObject {
  Q_OBJECT
 private slots:
  void objectsWithoutTerrainAreRefusedOnceWithALineToPaste() {
    const auto r = importTable();
    QVERIFY(!r.ok());
    const Diagnostic* d = find(r.diagnostics, "tiled-object-without-terrain");
    QVERIFY2(d, allMessages(r.diagnostics).c_str());
    QCOMPARE(d->line, 2);
    QVERIFY2(d->message.find("'Pond' on 1 object (object 6)") != std::string::npos,
             d->message.c_str());
    QVERIFY2(d->message.find("'Tree line' on 1 object (object 7 'Tree line')") != std::string::npos,
             d->message.c_str());
    QVERIFY2(d->fix.find("--terrain Pond=") != std::string::npos, d->fix.c_str());
    QVERIFY2(d->fix.find("--terrain 'Tree line=") != std::string::npos, d->fix.c_str());
    int errors = 0;
    for (const auto& x : r.diagnostics.all()) errors += x.severity == Severity::Error;
    QCOMPARE(errors, 1);
  }

  void oneKindOfObjectIsSaidInTheSingular() {
    const auto r = importTable({{"Pond", "open-water", {}}});
    const Diagnostic* d = find(r.diagnostics, "tiled-object-without-terrain");
    QVERIFY2(d && d->message.rfind("1 kind of object gives no terrain", 0) == 0,
             allMessages(r.diagnostics).c_str());
  }

  void eachObjectIsAPieceOfItsShape() {
    const auto r = importTable({{"Pond", "open-water", {}}, {"tree line", "hedge", {}}});
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    const Map& m = *r.map;
    QVERIFY(m.isTable());
    QCOMPARE(m.table.width, 20.0);
    QCOMPARE(m.table.height, 10.0);
    QCOMPARE(m.table.unit, std::string("in"));
    QCOMPARE(m.id, std::string("farm"));
    QCOMPARE(m.features.size(), std::size_t(7));
    const auto terrain = [&](std::size_t i) {
      return m.rules->terrain[static_cast<std::size_t>(m.features[i].terrain)].id;
    };
    // The class names the terrain; the rectangle is 4x3 inches at (1, 2).
    QCOMPARE(terrain(0), std::string("woods"));
    QCOMPARE(m.features[0].id, std::string("big-wood"));
    QCOMPARE(m.features[0].name, std::string("Big wood"));
    QCOMPARE(m.features[0].shape, rectShape(1, 2, 4, 3));
    // Turned 90 degrees clockwise about its corner (320, 64): a polygon.
    QCOMPARE(terrain(1), std::string("building-small"));
    QCOMPARE(m.features[1].shape.kind, Shape::Kind::Polygon);
    const std::vector<TablePoint> mill{{10, 2}, {10, 4}, {9, 4}, {9, 2}};
    QCOMPARE(m.features[1].shape.points, mill);
    QCOMPARE(m.features[1].storeys, std::optional<int>(2));
    // A round ellipse is a circle about its box's centre.
    QCOMPARE(terrain(2), std::string("crater-shallow"));
    QCOMPARE(m.features[2].shape.kind, Shape::Kind::Circle);
    QCOMPARE(m.features[2].shape.points.front(), (TablePoint{15, 6}));
    QCOMPARE(m.features[2].shape.radius, 1.0);
    QCOMPARE(m.features[2].id, std::string("crater-shallow"));  // no id or name: its terrain
    // A long ellipse becomes a polygon, with a warning at its line.
    QCOMPARE(m.features[3].shape.kind, Shape::Kind::Polygon);
    QCOMPARE(m.features[3].shape.points.size(), std::size_t(32));
    QCOMPARE(m.features[3].shape.points.front(), (TablePoint{4, 9}));
    const Diagnostic* ellipse = find(r.diagnostics, "tiled-ellipse-as-polygon");
    QVERIFY(ellipse && ellipse->line == 14 && ellipse->column > 0);
    // A polyline keeps its width.
    const std::vector<TablePoint> lane{{0, 9}, {10, 9}, {20, 9.5}};
    QCOMPARE(m.features[4].shape.points, lane);
    QCOMPARE(m.features[4].shape.lineWidth, std::optional<double>(2));
    QCOMPARE(terrain(5), std::string("open-water"));
    QCOMPARE(terrain(6), std::string("hedge"));
    QCOMPARE(m.features[6].id, std::string("tree-line"));
    // The marker stands at its point.
    QCOMPARE(m.placedMarkers.size(), std::size_t(1));
    QCOMPARE(m.placedMarkers[0].at, std::optional<TablePoint>(TablePoint{5, 5}));
    QCOMPARE(m.rules->markers[static_cast<std::size_t>(m.placedMarkers[0].marker)].id,
             std::string("smoke"));
    // What it wrote reads back as a table without errors.
    const LoadedDocument back = loadDocumentFromText(writeMap(m), "farm.map.yaml");
    QVERIFY2(back.ok(), allMessages(back.diagnostics).c_str());
  }

  // A table larger than a document may hold is refused at the import, not by the read-back.
  void aTableTooLargeIsRefusedWithItsSize() {
    std::string tmx = kTable;
    tmx.replace(tmx.find("width=\"20\""), 10, "width=\"20000\"");
    const auto r = importTiledMapFromText(tmx, "farm.tmx", builtinRuleset("focused-firepower"));
    const Diagnostic* d = find(r.diagnostics, "tiled-bad-size");
    QVERIFY2(d && d->message.find("20000x10") != std::string::npos &&
                 d->message.find("at most 10000") != std::string::npos,
             allMessages(r.diagnostics).c_str());
    QVERIFY(!r.map);
  }

  void anOrthogonalMapWithAHexRulesetSaysWhatToDo() {
    const auto r =
        importTiledMapFromText(kTable, "farm.tmx", builtinRuleset("fighting-formations"));
    const Diagnostic* d = find(r.diagnostics, "tiled-not-hexagonal");
    QVERIFY2(d, allMessages(r.diagnostics).c_str());
    QVERIFY2(d->message.find("card map or a table") != std::string::npos, d->message.c_str());
    QVERIFY2(d->fix.find("card ruleset (field-of-fire") != std::string::npos, d->fix.c_str());
    QVERIFY2(d->fix.find("table ruleset (") != std::string::npos, d->fix.c_str());
    QVERIFY2(d->fix.find("focused-firepower") != std::string::npos, d->fix.c_str());
    QVERIFY(!r.map);
  }

  void aHexMapWithATableRulesetSaysWhatToDo() {
    std::string tmx = kTable;
    tmx.replace(tmx.find("orthogonal"), 10, "hexagonal");
    const auto r = importTiledMapFromText(tmx, "farm.tmx", builtinRuleset("focused-firepower"));
    const Diagnostic* d = find(r.diagnostics, "tiled-not-hex-ruleset");
    QVERIFY2(d, allMessages(r.diagnostics).c_str());
    QVERIFY2(d->message.find("is for tables") != std::string::npos, d->message.c_str());
    QVERIFY2(d->fix.find("fighting-formations") != std::string::npos, d->fix.c_str());
  }
};

QTEST_MAIN(TestTiledTable)
#include "tst_tiled_table.moc"
