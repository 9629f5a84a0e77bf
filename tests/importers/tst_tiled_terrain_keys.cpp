// Tiled maps as people make them: tiles known by a `type` or `class` attribute, an image of
// an image collection (ids with gaps), a property of another name or only their number,
// turned into terrain by the --terrain mapping; several layers; and the one refusal that
// says what to map when tiles give no terrain. Every map is decoded again here, cell by
// cell, from the fixture's own table of keys.
#include <QtTest>

#include "../model/test_documents.h"
#include "importers/tiled_import.h"
#include "tiled_real_fixtures.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::shared_ptr<const Ruleset> ff() {
  return builtinRuleset("fighting-formations");
}

std::string allMessages(const Diagnostics& d) {
  std::string out;
  for (const auto& x : d.all()) out += formatDiagnostic(x) + "  fix: " + x.fix + "\n";
  return out;
}

std::vector<const Diagnostic*> withCode(const Diagnostics& d, const std::string& code) {
  std::vector<const Diagnostic*> out;
  for (const auto& x : d.all())
    if (x.code == code) out.push_back(&x);
  return out;
}

std::string lowered(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::vector<TerrainMapEntry> entries(const std::map<std::string, std::string>& mapping) {
  std::vector<TerrainMapEntry> out;
  for (const auto& [key, terrain] : mapping) out.push_back({key, terrain, {"--terrain", 0, 0}});
  return out;
}

// The map's terrain ids as the fixture's own table gives them: in each cell the top-most tile
// whose key is mapped (or is a terrain name of the ruleset), else the default.
std::vector<std::string> expectedTerrain(const RealShapedMap& m, const Ruleset& rules,
                                         const std::string& fallback) {
  std::vector<std::string> out;
  for (int i = 0; i < m.width * m.height; ++i) {
    std::string terrain = fallback;
    for (auto layer = m.layers.rbegin(); layer != m.layers.rend(); ++layer) {
      const std::uint32_t gid = (*layer)[static_cast<std::size_t>(i)] & 0x0FFFFFFFu;
      if (gid == 0) continue;
      const std::string key = lowered(m.keyOfGid.at(gid));
      std::string found;
      for (const auto& [k, t] : m.mapping)
        if (lowered(k) == key) found = t;
      for (const auto& t : rules.terrain)
        if (found.empty() && lowered(t.name) == key) found = t.id;
      if (!found.empty()) {
        terrain = found;
        break;
      }
    }
    out.push_back(terrain);
  }
  return out;
}

TiledImportResult importFixture(const RealShapedMap& m, DocumentFolder& folder,
                                const std::vector<TerrainMapEntry>& mapping) {
  for (const auto& [name, text] : m.files) folder.write(name, text);
  TiledImportOptions options;
  options.terrainMap = mapping;
  if (m.name == "meadow.tmj") options.terrainProperty = "kind";
  return importTiledMap(folder.path(m.name), ff(), options);
}

std::vector<RealShapedMap> fixtures() {
  return {typeAttributeMap(), classAttributeMap(), imageCollectionMap(), layeredJsonMap()};
}

// A 2x1 flat map on one embedded tileset whose tile 0 carries `tileXml`, painted twice.
std::string oneTileMap(const std::string& tileXml, const std::string& tilesetName = "ts") {
  return "<?xml version=\"1.0\"?>\n<map version=\"1.10\" orientation=\"hexagonal\" width=\"2\" "
         "height=\"1\" tilewidth=\"64\" tileheight=\"56\" hexsidelength=\"32\" staggeraxis=\"x\" "
         "staggerindex=\"odd\" infinite=\"0\">\n <tileset firstgid=\"1\" name=\"" +
         tilesetName +
         "\" tilewidth=\"64\" tileheight=\"56\" tilecount=\"4\" columns=\"4\">\n  <image "
         "source=\"t.png\" width=\"256\" height=\"56\"/>\n  " +
         tileXml +
         "\n </tileset>\n <layer id=\"1\" name=\"ground\" width=\"2\" height=\"1\">\n  <data "
         "encoding=\"csv\">1,1</data>\n </layer>\n</map>\n";
}

std::string terrainOf(const TiledImportResult& r, int index) {
  return r.map->rules
      ->terrain[static_cast<std::size_t>(r.map->terrain[static_cast<std::size_t>(index)])]
      .id;
}

std::string importOne(const std::string& tileXml, const std::map<std::string, std::string>& map,
                      const std::string& tilesetName = "ts") {
  TiledImportOptions options;
  options.terrainMap = entries(map);
  const auto r = importTiledMapFromText(oneTileMap(tileXml, tilesetName), "one.tmx", ff(), options);
  if (!r.ok()) return "error: " + allMessages(r.diagnostics);
  return terrainOf(r, 0);
}

}  // namespace

class TestTiledTerrainKeys : public QObject {
  Q_OBJECT
 private slots:
  void realShapedMapsImportCellByCell_data() {
    QTest::addColumn<int>("fixture");
    for (std::size_t i = 0; i < fixtures().size(); ++i)
      QTest::addRow("%s", fixtures()[i].name.c_str()) << static_cast<int>(i);
  }
  void realShapedMapsImportCellByCell() {
    QFETCH(int, fixture);
    const RealShapedMap m = fixtures()[static_cast<std::size_t>(fixture)];
    DocumentFolder folder;
    const auto r = importFixture(m, folder, entries(m.mapping));
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(r.map->grid.columns, m.width);
    QCOMPARE(r.map->grid.rows, m.height);
    QCOMPARE(r.map->grid.layout.orientation, m.orientation);
    QCOMPARE(r.map->grid.layout.stagger, m.stagger);
    const auto expected = expectedTerrain(m, *ff(), "none");
    for (int i = 0; i < m.width * m.height; ++i)
      QVERIFY2(terrainOf(r, i) == expected[static_cast<std::size_t>(i)],
               (r.map->grid.label(i) + ": " + terrainOf(r, i) + " instead of " +
                expected[static_cast<std::size_t>(i)])
                   .c_str());
  }

  void keysAreTriedInOrder() {
    const std::string both =
        "<tile id=\"0\" class=\"grass\"><properties><property name=\"terrain\" "
        "value=\"Forest\"/></properties></tile>";
    // The property's value comes before the class...
    QCOMPARE(importOne(both, {{"Forest", "woods"}, {"grass", "open"}}), std::string("woods"));
    // ...but an unmapped value that is no terrain gives way to the class.
    QCOMPARE(importOne(both, {{"grass", "field"}}), std::string("field"));
    // The class comes before the tile's number, which comes before TILESET#N.
    QCOMPARE(importOne(both, {{"#0", "rough"}, {"grass", "field"}}), std::string("field"));
    QCOMPARE(importOne("<tile id=\"0\"/>", {{"#0", "rough"}, {"ts#0", "field"}}),
             std::string("rough"));
    QCOMPARE(importOne("<tile id=\"0\"/>", {{"Hexes#0", "crater"}}, "Hexes"),
             std::string("crater"));
    // Case does not matter, and a terrain name of the ruleset needs no mapping.
    QCOMPARE(importOne(both, {{"FOREST", "Woods"}}), std::string("woods"));
    QCOMPARE(importOne("<tile id=\"0\" type=\"Open GROUND\"/>", {}), std::string("open"));
    QCOMPARE(importOne("<tile id=\"0\" class=\"ROUGH\"/>", {}), std::string("rough"));
  }

  void aTileOfAnUnnamedTilesetStillHasAKey() {
    // The second tileset has no name and no file: its tiles go by its first gid.
    std::string text = replaced(oneTileMap("<tile id=\"0\"/>"), " <layer",
                                " <tileset firstgid=\"101\" tilewidth=\"64\" tileheight=\"56\" "
                                "tilecount=\"4\" columns=\"4\"><image source=\"u.png\" "
                                "width=\"256\" height=\"56\"/></tileset>\n <layer");
    text = replaced(text, "1,1", "1,104");
    auto r = importTiledMapFromText(text, "two.tmx", ff());
    const auto refusal = withCode(r.diagnostics, "tiled-tile-without-terrain");
    QVERIFY2(refusal.size() == 1 &&
                 refusal[0]->message.find("'tileset101#3' on 1 hex (B1)") != std::string::npos,
             allMessages(r.diagnostics).c_str());
    // One kind of tile left is said in the singular.
    TiledImportOptions first;
    first.terrainMap = entries({{"#0", "open"}});
    const auto one = importTiledMapFromText(text, "two.tmx", ff(), first);
    const auto single = withCode(one.diagnostics, "tiled-tile-without-terrain");
    QVERIFY2(
        single.size() == 1 && single[0]->message.rfind("1 kind of tile gives no terrain", 0) == 0,
        allMessages(one.diagnostics).c_str());
    TiledImportOptions options;
    options.terrainMap = entries({{"#0", "open"}, {"tileset101#3", "woods"}});
    r = importTiledMapFromText(text, "two.tmx", ff(), options);
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(terrainOf(r, 1), std::string("woods"));
  }

  void aMappingToNoTerrainIsAnErrorWhereItWasGiven() {
    DocumentFolder folder;
    folder.write("terrain.yaml", "# the farmland project\nForest: woods\nWater: lake\n");
    std::vector<TerrainMapEntry> mapping;
    Diagnostics d;
    QVERIFY(readTerrainMapFile(folder.path("terrain.yaml"), mapping, d));
    QCOMPARE(mapping.size(), std::size_t(2));
    const auto r = importTiledMapFromText(oneTileMap("<tile id=\"0\" type=\"Forest\"/>"), "one.tmx",
                                          ff(), TiledImportOptions{"terrain", mapping});
    const auto bad = withCode(r.diagnostics, "tiled-unknown-terrain");
    QVERIFY2(bad.size() == 1, allMessages(r.diagnostics).c_str());
    QCOMPARE(bad[0]->file, folder.path("terrain.yaml"));
    QCOMPARE(bad[0]->line, 3);
    QCOMPARE(bad[0]->column, 1);
    QVERIFY(bad[0]->message.find("'lake'") != std::string::npos);
    QVERIFY(!r.ok());

    // Not a mapping, a key without a terrain: each named at its line.
    folder.write("list.yaml", "- Forest\n- Water\n");
    QVERIFY(!readTerrainMapFile(folder.path("list.yaml"), mapping, d));
    folder.write("half.yaml", "Forest: woods\nWater:\n");
    Diagnostics half;
    QVERIFY(!readTerrainMapFile(folder.path("half.yaml"), mapping, half));
    QVERIFY2(half.all().size() == 1 && half.all()[0].line == 2 &&
                 half.all()[0].code == "tiled-bad-terrain-map",
             allMessages(half).c_str());
  }

  void aLaterPairOverridesTheFile() {
    auto pair = terrainPairFromText("Forest=field");
    QVERIFY(pair && pair->key == "Forest" && pair->terrain == "field");
    QVERIFY(!terrainPairFromText("Forest"));
    QVERIFY(!terrainPairFromText("=woods"));
    QVERIFY(!terrainPairFromText("Forest="));
    TiledImportOptions options;
    options.terrainMap = {{"Forest", "woods", {"t.yaml", 1, 1}}, *pair};
    const auto r = importTiledMapFromText(oneTileMap("<tile id=\"0\" type=\"Forest\"/>"), "one.tmx",
                                          ff(), options);
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(terrainOf(r, 0), std::string("field"));
  }

  void topMostLayerWithATerrainWinsAndSkippedTilesAreSummedPerLayer() {
    const RealShapedMap m = layeredJsonMap();
    DocumentFolder folder;
    const auto r = importFixture(m, folder, entries(m.mapping));
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(terrainOf(r, 1), std::string("woods"));  // a tree over grass
    QCOMPARE(terrainOf(r, 0), std::string("open"));   // a flower over grass
    QCOMPARE(terrainOf(r, 2), std::string("woods"));  // a flower over a tree over grass
    const auto skipped = withCode(r.diagnostics, "tiled-tiles-skipped");
    QVERIFY2(skipped.size() == 1, allMessages(r.diagnostics).c_str());
    QCOMPARE(skipped[0]->severity, Severity::Warning);
    QVERIFY2(skipped[0]->message.find("layer 'flowers': 3 tiles") != std::string::npos &&
                 skipped[0]->message.find("'flower' on 3 hexes (A1, C1, D3)") != std::string::npos,
             skipped[0]->message.c_str());
    QVERIFY(withCode(r.diagnostics, "tiled-tile-without-terrain").empty());
  }

  void unmappedTilesGiveOneRefusalWithALineToPaste() {
    const RealShapedMap m = typeAttributeMap();
    DocumentFolder folder;
    const auto r = importFixture(m, folder, {});
    QVERIFY(!r.ok());
    QCOMPARE(r.diagnostics.errors(), 1);
    const auto refusal = withCode(r.diagnostics, "tiled-tile-without-terrain");
    QVERIFY2(refusal.size() == 1, allMessages(r.diagnostics).c_str());
    const Diagnostic& d = *refusal[0];
    QCOMPARE(d.line, 2);
    // Each key once, with the number of hexes the fixture paints with it.
    std::string line;
    for (const auto& [gid, key] : m.keyOfGid) {
      const int count = static_cast<int>(std::count(m.layers[0].begin(), m.layers[0].end(), gid));
      const std::string item = "'" + key + "' on " + std::to_string(count) + " hexes";
      QVERIFY2(d.message.find(item) != std::string::npos, (item + " in " + d.message).c_str());
      QVERIFY2(d.fix.find("--terrain " + key + "=?") != std::string::npos, d.fix.c_str());
    }
    QVERIFY2(d.message.find("'Grass' on 7 hexes (A1, B1, A2, C3, A4, B4 and 1 more)") !=
                 std::string::npos,
             d.message.c_str());
    // The most used key leads, and the fix ends with the line itself.
    QVERIFY2(
        d.fix.size() > 20 && d.fix.substr(d.fix.rfind("with: ")) ==
                                 "with: --terrain Grass=? --terrain Forest=? --terrain Mountain=? "
                                 "--terrain Road=? --terrain Water=?",
        d.fix.c_str());
  }

  void theRefusalSuggestsANearTerrainAndQuotesKeysTheShellWouldRead() {
    const std::string text =
        replaced(oneTileMap("<tile id=\"0\" type=\"Wood\"/><tile id=\"1\" type=\"Tall Grass\"/>"),
                 "1,1", "1,3");
    const auto r = importTiledMapFromText(text, "one.tmx", ff());
    const auto refusal = withCode(r.diagnostics, "tiled-tile-without-terrain");
    QVERIFY2(refusal.size() == 1, allMessages(r.diagnostics).c_str());
    QVERIFY2(refusal[0]->fix.find("--terrain '#2=?' --terrain Wood=woods") != std::string::npos,
             refusal[0]->fix.c_str());
    const auto again = importTiledMapFromText(
        replaced(text, "type=\"Wood\"", "class=\"Tall Grass\""), "one.tmx", ff());
    const auto quoted = withCode(again.diagnostics, "tiled-tile-without-terrain");
    QVERIFY2(
        quoted.size() == 1 && quoted[0]->fix.find("--terrain 'Tall Grass=?'") != std::string::npos,
        allMessages(again.diagnostics).c_str());
  }

  void imageCollectionIdsPastTheTileCountAreTiles() {
    const RealShapedMap m = imageCollectionMap();
    DocumentFolder folder;
    auto r = importFixture(m, folder, entries(m.mapping));
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(terrainOf(r, 3), std::string("crater"));  // id 7, tilecount 6
    // The gap in the ids (id 3, gid 4) is no tile.
    RealShapedMap gap = m;
    gap.files[m.name] = replaced(m.files.at(m.name), "2,3,5,8", "2,4,5,8");
    r = importFixture(gap, folder, entries(m.mapping));
    const auto unknown = withCode(r.diagnostics, "tiled-unknown-tile");
    QVERIFY2(unknown.size() == 1 && unknown[0]->message.find("gid 4 in layer") == 0,
             allMessages(r.diagnostics).c_str());
  }

  void aClassTypedTerrainPropertyIsSaid() {
    const std::string tile =
        "<tile id=\"0\" class=\"woods\"><properties>\n   <property name=\"terrain\" "
        "type=\"class\" propertytype=\"Terrain\">\n    <properties><property name=\"kind\" "
        "value=\"forest\"/></properties>\n   </property>\n  </properties></tile>";
    const auto r = importTiledMapFromText(oneTileMap(tile), "one.tmx", ff());
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(terrainOf(r, 0), std::string("woods"));  // from the class
    const auto said = withCode(r.diagnostics, "tiled-class-property");
    QVERIFY2(said.size() == 1 && said[0]->message.find("class-typed") != std::string::npos &&
                 said[0]->line == 6,
             allMessages(r.diagnostics).c_str());
  }

  void namedObjectsNameTheirHexesOrSayWhyNot() {
    // Flat odd, 64x56 tiles: B2's centre is (80,112), A1's (32,28).
    const std::string objects =
        " <objectgroup id=\"3\" name=\"places\">\n"
        "  <object id=\"1\" name=\"Hill 112\" x=\"80\" y=\"112\"><point/></object>\n"
        "  <object id=\"2\" name=\"Le Mesnil\" x=\"16\" y=\"12\" width=\"32\" "
        "height=\"32\"/>\n"
        "  <object id=\"3\" name=\"Bois\" x=\"0\" y=\"0\"><polygon points=\"0,0 60,0 "
        "60,60\"/></object>\n"
        "  <object id=\"4\" name=\"Far\" x=\"1000\" y=\"1000\"><point/></object>\n"
        "  <object id=\"5\" name=\"Other\" x=\"30\" y=\"30\"><point/></object>\n"
        " </objectgroup>\n";
    const std::string text = tmxMap({"x", "odd"}, "csv", "", objects);
    const auto r = importTiledMapFromText(text, "places.tmx", ff());
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    const auto nameAt = [&](const char* label) {
      const LocationInfo* info = r.map->infoAt(r.map->grid.index(*r.map->grid.parseLabel(label)));
      return info ? info->name : std::string();
    };
    QCOMPARE(nameAt("B2"), std::string("Hill 112"));
    QCOMPARE(nameAt("A1"), std::string("Le Mesnil"));
    QVERIFY(!r.map->isObjective(r.map->grid.index(*r.map->grid.parseLabel("B2"))));
    const auto skipped = withCode(r.diagnostics, "tiled-object-ignored");
    QVERIFY2(skipped.size() == 3, allMessages(r.diagnostics).c_str());
    QVERIFY(skipped[0]->message.find("'Bois' is a polygon") != std::string::npos);
    QVERIFY(skipped[1]->message.find("'Far' lies off the map") != std::string::npos);
    QVERIFY(skipped[2]->message.find("'Other' stands on A1, already named 'Le Mesnil'") !=
            std::string::npos);
    QCOMPARE(skipped[2]->line, lineOf(text, "<object id=\"5\""));
    QCOMPARE(skipped[2]->column, 3);
  }

  void imageLayersAreSaid() {
    const std::string layer =
        " <imagelayer id=\"4\" name=\"Scan\">\n  <image source=\"scan.png\" width=\"256\" "
        "height=\"168\"/>\n </imagelayer>\n";
    const std::string text = tmxMap({"x", "odd"}, "csv", "", layer);
    auto r = importTiledMapFromText(text, "scan.tmx", ff());
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    auto said = withCode(r.diagnostics, "tiled-image-layer");
    QVERIFY2(said.size() == 1 && said[0]->severity == Severity::Warning &&
                 said[0]->message.find("image layer 'Scan' (scan.png) is not imported") == 0 &&
                 said[0]->line == lineOf(text, "<imagelayer") && said[0]->column == 2,
             allMessages(r.diagnostics).c_str());
    r = importTiledMapFromText(
        tmjMap({"y", "odd"}, "array", "",
               ",\n  {\"type\": \"imagelayer\", \"name\": \"Paper\", \"image\": \"p.jpg\"}"),
        "scan.tmj", ff());
    said = withCode(r.diagnostics, "tiled-image-layer");
    QVERIFY2(said.size() == 1 && said[0]->message.find("'Paper' (p.jpg)") != std::string::npos,
             allMessages(r.diagnostics).c_str());
  }

  void diagnosticsPointAtTheStartOfTheElement() {
    // A tag spread over two lines, as hand-edited or generated files have them: the reader
    // stands at its end, the message points at its '<'.
    std::string text = tmxMap({"x", "odd"}, "csv", "");
    text = replaced(text, " <layer id=\"2\" name=\"Levels\"",
                    "   <layer id=\"2\"\n      visible=\"0\" name=\"Levels\"");
    const auto r = importTiledMapFromText(text, "hidden.tmx", ff());
    const auto hidden = withCode(r.diagnostics, "tiled-hidden-layer");
    QVERIFY2(hidden.size() == 1, allMessages(r.diagnostics).c_str());
    QCOMPARE(hidden[0]->line, lineOf(text, "<layer id=\"2\""));
    QCOMPARE(hidden[0]->column, 4);
  }
};

QTEST_APPLESS_MAIN(TestTiledTerrainKeys)
#include "tst_tiled_terrain_keys.moc"
