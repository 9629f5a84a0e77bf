// Tiled import: every layer encoding and both stagger axes and indexes, TMX and TMJ, compared
// hex by hex with what the tiles say; objects placed by hand-computed Tiled pixel positions;
// and every kind of bad input reported with a file, a line and a fix instead of a crash.
#include <QtTest>

#include "../model/test_documents.h"
#include "importers/tiled_document.h"
#include "importers/tiled_import.h"
#include "tiled_fixtures.h"
#include "tiled_messages.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::shared_ptr<const Ruleset> ff() {
  return builtinRuleset("fighting-formations");
}

TiledImportResult importText(const std::string& text, const std::string& name = "test.tmx",
                             TiledImportOptions options = {}) {
  return importTiledMapFromText(text, name, ff(), options);
}

void compareHexByHex(const Map& map) {
  QCOMPARE(map.grid.columns, 4);
  QCOMPARE(map.grid.rows, 3);
  for (int i = 0; i < map.grid.size(); ++i) {
    const std::string label = map.grid.label(i);
    QVERIFY2(
        map.rules->terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(i)])].id ==
            kExpectedTerrain[static_cast<std::size_t>(i)],
        ("terrain of " + label).c_str());
    QVERIFY2(
        map.levels[static_cast<std::size_t>(i)] == kExpectedLevels[static_cast<std::size_t>(i)],
        ("level of " + label).c_str());
  }
}

// A road object through Tiled pixel centres. The points are worked out by hand from Tiled's
// hexagonal layout (64x56 flat tiles, 56x64 pointy ones, hexsidelength 32) and zigzag so
// that they are adjacent hexes only when staggeraxis/staggerindex map to the right layout.
std::string roadObject(const std::string& points) {
  return " <objectgroup id=\"3\" name=\"features\">\n  <object id=\"1\" type=\"road\" x=\"0\" "
         "y=\"0\">\n"
         "   <polyline points=\"" +
         points + "\"/>\n  </object>\n </objectgroup>\n";
}

struct LayoutCase {
  TmxLayout tiled;
  Orientation orientation;
  Stagger stagger;
  const char* roadPoints;
  std::vector<std::string> road;
};

const std::vector<LayoutCase>& layouts() {
  static const std::vector<LayoutCase> cases{
      // Flat odd: odd columns drawn half a hex lower; B2 touches A3 and C3.
      {{"x", "odd"}, Orientation::Flat, Stagger::Odd, "32,140 80,112 128,140", {"A3", "B2", "C3"}},
      // Flat even: even columns lower; B2 touches A1 and C1.
      {{"x", "even"}, Orientation::Flat, Stagger::Even, "32,56 80,84 128,56", {"A1", "B2", "C1"}},
      // Pointy odd: odd rows drawn half a hex right; A2 touches A1 and B1.
      {{"y", "odd"}, Orientation::Pointy, Stagger::Odd, "28,32 56,80 84,32", {"A1", "A2", "B1"}},
      // Pointy even: even rows right; A1 touches A2 and B2.
      {{"y", "even"}, Orientation::Pointy, Stagger::Even, "28,80 56,32 84,80", {"A2", "A1", "B2"}},
  };
  return cases;
}

std::vector<std::string> roadLabels(const Map& map) {
  std::vector<std::string> out;
  if (map.roads.size() == 1)
    for (const Offset& o : map.roads[0]) out.push_back(map.grid.label(o));
  return out;
}

}  // namespace

class TestTiledImport : public QObject {
  Q_OBJECT
 private slots:
  void tmxEveryEncodingAndLayout_data() {
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("compression");
    QTest::addColumn<int>("layout");
    const std::vector<std::pair<QString, QString>> encodings{
        {"xml", ""},        {"csv", ""},        {"base64", ""},
        {"base64", "zlib"}, {"base64", "gzip"}, {"base64", "zstd"}};
    for (const auto& [encoding, compression] : encodings)
      for (int l = 0; l < 4; ++l)
        QTest::addRow("%s%s%s/%s-%s", qPrintable(encoding), compression.isEmpty() ? "" : "+",
                      qPrintable(compression), layouts()[static_cast<std::size_t>(l)].tiled.axis,
                      layouts()[static_cast<std::size_t>(l)].tiled.index)
            << encoding << compression << l;
  }
  void tmxEveryEncodingAndLayout() {
    QFETCH(QString, encoding);
    QFETCH(QString, compression);
    QFETCH(int, layout);
    if (compression == "zstd")
      QVERIFY2(tiled::zstdSupported(), "built without libzstd: run scripts/install-deps");
    const LayoutCase& c = layouts()[static_cast<std::size_t>(layout)];
    const auto r = importText(tmxMap(c.tiled, encoding.toStdString(), compression.toStdString(),
                                     roadObject(c.roadPoints)));
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(r.map->grid.layout.orientation, c.orientation);
    QCOMPARE(r.map->grid.layout.stagger, c.stagger);
    compareHexByHex(*r.map);
    QCOMPARE(roadLabels(*r.map), c.road);
  }

  void tmjEveryEncodingAndLayout_data() {
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("compression");
    QTest::addColumn<int>("layout");
    const std::vector<std::pair<QString, QString>> encodings{
        {"array", ""}, {"base64", ""}, {"base64", "zlib"}, {"base64", "gzip"}, {"base64", "zstd"}};
    for (const auto& [encoding, compression] : encodings)
      for (int l = 0; l < 4; ++l)
        QTest::addRow("%s%s%s/%s-%s", qPrintable(encoding), compression.isEmpty() ? "" : "+",
                      qPrintable(compression), layouts()[static_cast<std::size_t>(l)].tiled.axis,
                      layouts()[static_cast<std::size_t>(l)].tiled.index)
            << encoding << compression << l;
  }
  void tmjEveryEncodingAndLayout() {
    QFETCH(QString, encoding);
    QFETCH(QString, compression);
    QFETCH(int, layout);
    if (compression == "zstd")
      QVERIFY2(tiled::zstdSupported(), "built without libzstd: run scripts/install-deps");
    const LayoutCase& c = layouts()[static_cast<std::size_t>(layout)];
    std::string points;
    for (const QString& pair : QString(c.roadPoints).split(' ')) {
      const QStringList xy = pair.split(',');
      points += std::string(points.empty() ? "" : ", ") + "{\"x\": " + xy[0].toStdString() +
                ", \"y\": " + xy[1].toStdString() + "}";
    }
    const std::string objects =
        ",\n  {\"type\": \"objectgroup\", \"name\": \"features\", \"objects\": [{\"id\": 1, "
        "\"class\": \"road\", "
        "\"x\": 0, \"y\": 0, \"polyline\": [" +
        points + "]}]}";
    const auto r = importText(
        tmjMap(c.tiled, encoding.toStdString(), compression.toStdString(), objects), "test.tmj");
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(r.map->grid.layout.orientation, c.orientation);
    QCOMPARE(r.map->grid.layout.stagger, c.stagger);
    compareHexByHex(*r.map);
    QCOMPARE(roadLabels(*r.map), c.road);
  }

  void wrongStaggerIndexChangesTheRoad() {
    // Each road above is right for its own layout only: proof that the test would catch a
    // swapped stagger mapping.
    for (std::size_t l = 0; l < layouts().size(); ++l) {
      const LayoutCase& c = layouts()[l];
      const TmxLayout swapped{c.tiled.axis, std::string(c.tiled.index) == "odd" ? "even" : "odd"};
      const auto r = importText(tmxMap(swapped, "csv", "", roadObject(c.roadPoints)));
      QVERIFY2(!r.ok() || roadLabels(*r.map) != c.road, c.roadPoints);
    }
  }

  void flipAndRotationFlagsAreIgnored() {
    std::vector<std::uint32_t> flipped = kTerrainGids;
    flipped[1] |= 0x80000000u;  // woods, flipped horizontally
    flipped[2] |= 0x20000000u;  // building, rotated 60 degrees
    flipped[3] |= 0x10000000u;  // field, rotated 120 degrees
    const std::string text =
        tmxHeader({"x", "odd"}) + tmxTileset() +
        " <layer id=\"1\" name=\"ground\" width=\"4\" height=\"3\">\n" +
        tmxData(flipped, "csv", "", 4) +
        " </layer>\n <layer id=\"2\" name=\"levels\" width=\"4\" height=\"3\">\n" +
        tmxData(kLevelGids, "csv", "", 4) + " </layer>\n</map>\n";
    const auto r = importText(text);
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    compareHexByHex(*r.map);
  }

  void hexsidesAndObjectivesFromObjects() {
    // Flat odd: A1 and B1 share the edge (64,28)-(48,56); A3 and B2 face each other across
    // the line between their centres (32,140)-(80,112).
    const std::string objects =
        " <objectgroup id=\"3\" name=\"features\">\n"
        "  <object id=\"1\" type=\"hexside\" x=\"64\" y=\"28\"><properties><property "
        "name=\"feature\" value=\"stream\"/></properties>"
        "<polyline points=\"0,0 -16,28\"/></object>\n"
        "  <object id=\"2\" class=\"hexside\" x=\"32\" y=\"140\"><properties><property "
        "name=\"feature\" value=\"bocage\"/></properties>"
        "<polyline points=\"0,0 48,-28\"/></object>\n"
        "  <object id=\"3\" name=\"Hill 112\" type=\"objective\" x=\"80\" "
        "y=\"112\"><point/></object>\n"
        "  <object id=\"4\" name=\"spawn\" type=\"spawn\" x=\"10\" y=\"10\"><point/></object>\n"
        " </objectgroup>\n";
    const auto r = importText(tmxMap({"x", "odd"}, "csv", "", objects));
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    const Map& m = *r.map;
    QCOMPARE(m.hexsides.size(), std::size_t(2));
    QCOMPARE(m.grid.label(m.hexsides[0].a) + "/" + m.grid.label(m.hexsides[0].b),
             std::string("A1/B1"));
    QCOMPARE(m.rules->hexsides[static_cast<std::size_t>(m.hexsides[0].feature)].id,
             std::string("stream"));
    QCOMPARE(m.grid.label(m.hexsides[1].a) + "/" + m.grid.label(m.hexsides[1].b),
             std::string("A3/B2"));
    QCOMPARE(m.rules->hexsides[static_cast<std::size_t>(m.hexsides[1].feature)].id,
             std::string("bocage"));
    QVERIFY(m.isObjective(m.grid.index(*m.grid.parseLabel("B2"))));
    QCOMPARE(m.infoAt(m.grid.index(*m.grid.parseLabel("B2")))->name, std::string("Hill 112"));
    const Diagnostic* ignored = find(r.diagnostics, "tiled-object-ignored");
    QVERIFY(ignored && ignored->severity == Severity::Warning &&
            ignored->message.find("spawn") != std::string::npos);
  }

  void hexsideOffTheGridIsReported() {
    const std::string objects =
        " <objectgroup id=\"3\" name=\"features\">\n"
        "  <object id=\"7\" type=\"hexside\" x=\"30\" y=\"30\"><properties><property "
        "name=\"feature\" value=\"wall\"/></properties>"
        "<point/></object>\n"
        "  <object id=\"8\" type=\"hexside\" x=\"32\" y=\"28\"><properties><property "
        "name=\"feature\" value=\"stream\"/></properties>"
        "<point/></object>\n"
        " </objectgroup>\n";
    const std::string text = tmxMap({"x", "odd"}, "csv", "", objects);
    const auto r = importText(text);
    const Diagnostic* unknown = find(r.diagnostics, "tiled-unknown-feature");
    QVERIFY2(unknown, allMessages(r.diagnostics).c_str());
    QVERIFY(unknown->message.find("'wall'") != std::string::npos);
    QCOMPARE(unknown->line, lineOf(text, "<object id=\"7\""));
    const Diagnostic* off = find(r.diagnostics, "tiled-bad-object");
    QVERIFY2(off && off->message.find("does not lie on a hexside") != std::string::npos,
             allMessages(r.diagnostics).c_str());
  }

  void tilesetPropertyAndCustomPropertyName() {
    // One tileset whose own property says every tile is woods, under the name `kind`.
    const std::string text =
        tmxHeader({"y", "odd"}, 2, 2) +
        " <tileset firstgid=\"1\" name=\"forest\" tilewidth=\"56\" tileheight=\"64\" "
        "tilecount=\"2\" columns=\"2\">\n"
        "  <properties><property name=\"kind\" value=\"woods\"/></properties>\n"
        "  <image source=\"f.png\" width=\"112\" height=\"64\"/>\n"
        "  <tile id=\"1\"><properties><property name=\"kind\" "
        "value=\"rough\"/></properties></tile>\n"
        " </tileset>\n <layer id=\"1\" name=\"t\" width=\"2\" height=\"2\"><data "
        "encoding=\"csv\">1,2,2,1</data></layer>\n</map>\n";
    TiledImportOptions options;
    options.terrainProperty = "kind";
    const auto r = importText(text, "forest.tmx", options);
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    const auto id = [&](int i) {
      return r.map->rules
          ->terrain[static_cast<std::size_t>(r.map->terrain[static_cast<std::size_t>(i)])]
          .id;
    };
    QCOMPARE(id(0), std::string("woods"));
    QCOMPARE(id(1), std::string("rough"));
    QCOMPARE(id(2), std::string("rough"));
    QCOMPARE(r.map->id, std::string("forest"));
  }

  void externalTilesetsTsxAndTsj() {
    DocumentFolder folder;
    folder.write("ff.tsx", std::string("<?xml version=\"1.0\"?>\n<tileset version=\"1.8\" "
                                       "name=\"ff\" tilewidth=\"64\" tileheight=\"64\" "
                                       "tilecount=\"6\" columns=\"6\">\n <image source=\"ff.png\" "
                                       "width=\"384\" height=\"64\"/>\n") +
                               kTilesetBody + "</tileset>\n");
    std::string tmx = tmxMap({"x", "odd"}, "csv", "");
    const auto start = tmx.find(" <tileset"), end = tmx.find("</tileset>\n") + 11;
    tmx.replace(start, end - start, " <tileset firstgid=\"1\" source=\"ff.tsx\"/>\n");
    folder.write("map.tmx", tmx);
    auto r = importTiledMap(folder.path("map.tmx"), ff());
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    compareHexByHex(*r.map);

    folder.write(
        "ff.tsj",
        "{\"name\": \"ff\", \"tilecount\": 6, \"tiles\": [{\"id\": 0, \"properties\": [{\"name\": "
        "\"terrain\", \"value\": \"open\"}]},"
        "{\"id\": 1, \"properties\": [{\"name\": \"terrain\", \"value\": \"woods\"}]},"
        "{\"id\": 2, \"properties\": [{\"name\": \"terrain\", \"value\": \"building\"}]},"
        "{\"id\": 3, \"properties\": [{\"name\": \"terrain\", \"value\": \"field\"}]},"
        "{\"id\": 4, \"properties\": [{\"name\": \"level\", \"type\": \"int\", \"value\": 1}]},"
        "{\"id\": 5, \"properties\": [{\"name\": \"level\", \"type\": \"int\", \"value\": 2}]}]}");
    std::string tmj = tmjMap({"y", "even"}, "array", "");
    const auto ts = tmj.find("{\"firstgid\": 1"), tsEnd = tmj.find("]}],", ts) + 2;
    tmj.replace(ts, tsEnd - ts, "{\"firstgid\": 1, \"source\": \"ff.tsj\"}");
    folder.write("map.tmj", tmj);
    r = importTiledMap(folder.path("map.tmj"), ff());
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    compareHexByHex(*r.map);
  }

  void missingTilesetNamesFileAndLine() {
    std::string tmx = tmxMap({"x", "odd"}, "csv", "");
    const auto start = tmx.find(" <tileset"), end = tmx.find("</tileset>\n") + 11;
    tmx.replace(start, end - start, " <tileset firstgid=\"1\" source=\"gone.tsx\"/>\n");
    const auto r = importText(tmx, "/tmp/nowhere/map.tmx");
    const Diagnostic* d = find(r.diagnostics, "tiled-missing-tileset");
    QVERIFY2(d, allMessages(r.diagnostics).c_str());
    QCOMPARE(d->line, 3);
    QCOMPARE(d->file, std::string("/tmp/nowhere/map.tmx"));
    QVERIFY(d->message.find("gone.tsx") != std::string::npos);
    QVERIFY(!d->fix.empty());
    QVERIFY(!r.ok());
    // Its tiles are not reported again one by one.
    QVERIFY(!find(r.diagnostics, "tiled-unknown-tile"));
  }

  // A JSON map's messages give the line and column where the JSON value of the element
  // begins, as a TMX map's give its tag's.
  void tmjDiagnosticsCarryALineAndColumn() {
    const std::string objects =
        ",\n  {\"type\": \"objectgroup\", \"name\": \"features\", \"objects\": [\n"
        "    {\"id\": 7, \"class\": \"hexside\", \"x\": 30, \"y\": 30, \"point\": true, "
        "\"properties\": [{\"name\": \"feature\", \"value\": \"wall\"}]}]},\n"
        "  {\"type\": \"tilelayer\", \"name\": \"broken\", \"width\": 4, \"height\": 3,\n"
        "   \"data\": [1, 1, -1, 1, 1, 1, 1, 1, 1, 1, 1, 1]}";
    const std::string text = tmjMap({"x", "odd"}, "array", "", objects);
    const auto r = importText(text, "test.tmj");
    const auto columnOf = [&](const std::string& needle) {
      const auto pos = text.find(needle);
      return static_cast<int>(pos - text.rfind('\n', pos));
    };
    const Diagnostic* unknown = find(r.diagnostics, "tiled-unknown-feature");
    QVERIFY2(unknown, allMessages(r.diagnostics).c_str());
    QCOMPARE(unknown->line, lineOf(text, "{\"id\": 7"));
    QCOMPARE(unknown->column, columnOf("{\"id\": 7"));
    const Diagnostic* data = find(r.diagnostics, "tiled-bad-data");
    QVERIFY2(data, allMessages(r.diagnostics).c_str());
    QCOMPARE(data->line, lineOf(text, "[1, 1, -1"));
    QCOMPARE(data->column, columnOf("[1, 1, -1"));
  }

  void notHexagonal() {
    std::string tmx = tmxMap({"x", "odd"}, "csv", "");
    tmx.replace(tmx.find("hexagonal"), 9, "orthogonal");
    const auto r = importText(tmx);
    const Diagnostic* d = find(r.diagnostics, "tiled-not-hexagonal");
    QVERIFY(d && d->line == 2 && d->message.find("orthogonal") != std::string::npos);
    QVERIFY(!r.map);
  }

  void brokenXmlAndJsonGivePositions() {
    std::string tmx = tmxMap({"x", "odd"}, "csv", "");
    tmx.replace(tmx.find("</layer>"), 8, "</layr>");
    auto r = importText(tmx);
    QVERIFY(r.unreadable);
    const Diagnostic* d = find(r.diagnostics, "tiled-bad-xml");
    QVERIFY2(d && d->line > 10, allMessages(r.diagnostics).c_str());

    std::string tmj = tmjMap({"x", "odd"}, "array", "");
    tmj.replace(tmj.find("\"width\": 4,"), 11, "\"width\": 4");
    r = importText(tmj, "broken.tmj");
    QVERIFY(r.unreadable);
    d = find(r.diagnostics, "tiled-bad-json");
    QVERIFY2(d && d->line == 3 && d->column > 1, allMessages(r.diagnostics).c_str());

    r = importText("", "empty.tmx");
    QVERIFY(r.unreadable && find(r.diagnostics, "tiled-bad-xml"));
  }

  void badEncodingsAndSizes_data() {
    QTest::addColumn<QString>("data");
    QTest::addColumn<QString>("expected");
    QTest::newRow("csv too short") << "<data encoding=\"csv\">1,2,3</data>"
                                   << "holds 3 tiles but the map has 12";
    QTest::newRow("csv not a number") << "<data encoding=\"csv\">1,2,x,4,1,2,3,4,1,2,3,4</data>"
                                      << "CSV tile 3 is 'x'";
    QTest::newRow("bad base64") << "<data encoding=\"base64\">@@@@</data>"
                                << "not valid base64";
    QTest::newRow("corrupt zlib")
        << "<data encoding=\"base64\" compression=\"zlib\">AAAAAAAAAAAA</data>"
        << "cannot be decompressed";
    QTest::newRow("unknown compression")
        << "<data encoding=\"base64\" compression=\"lzma\">AAAA</data>"
        << "unknown tile data compression 'lzma'";
    QTest::newRow("unknown encoding") << "<data encoding=\"hex\">00</data>"
                                      << "unknown tile data encoding 'hex'";
    QTest::newRow("raw bytes short") << "<data encoding=\"base64\">AQAAAAIAAAA=</data>"
                                     << "holds 2 tiles but the map has 12";
    QTest::newRow("xml too few") << "<data><tile gid=\"1\"/></data>"
                                 << "has 1 <tile> elements";
  }
  void badEncodingsAndSizes() {
    QFETCH(QString, data);
    QFETCH(QString, expected);
    const std::string text = tmxHeader({"x", "odd"}) + tmxTileset() +
                             " <layer id=\"1\" name=\"ground\" width=\"4\" height=\"3\">\n  " +
                             data.toStdString() + "\n </layer>\n</map>\n";
    const auto r = importText(text);
    QVERIFY(!r.ok());
    const Diagnostic* d = find(r.diagnostics, "tiled-bad-data");
    if (!d) d = find(r.diagnostics, "tiled-bad-size");
    QVERIFY2(d, allMessages(r.diagnostics).c_str());
    QVERIFY2(d->message.find(expected.toStdString()) != std::string::npos, d->message.c_str());
    QVERIFY2(d->message.find("layer 'ground'") != std::string::npos ||
                 d->message.find("ground") != std::string::npos,
             d->message.c_str());
    QCOMPARE(d->line, 13);
    QVERIFY(!d->fix.empty());
  }

  void unknownTilesAndTerrainsAreNamedOnce() {
    std::vector<std::uint32_t> gids = kTerrainGids;
    gids[0] = 9;  // beyond the tileset's 6 tiles
    gids[5] = 9;
    const std::string text =
        tmxHeader({"x", "odd"}) +
        " <tileset firstgid=\"1\" name=\"ff\" tilewidth=\"64\" tileheight=\"64\" tilecount=\"6\" "
        "columns=\"6\">\n"
        "  <tile id=\"0\"><properties><property name=\"terrain\" "
        "value=\"forest\"/></properties></tile>\n"
        "  <tile id=\"1\"><properties><property name=\"terrain\" "
        "value=\"woods\"/></properties></tile>\n"
        "  <tile id=\"2\"><properties><property name=\"level\" type=\"int\" "
        "value=\"9\"/></properties></tile>\n"
        " </tileset>\n <layer id=\"1\" name=\"ground\" width=\"4\" height=\"3\">\n" +
        tmxData(gids, "csv", "", 4) + " </layer>\n</map>\n";
    const auto r = importText(text);
    QVERIFY(!r.ok());
    const Diagnostic* unknown = find(r.diagnostics, "tiled-unknown-tile");
    QVERIFY2(unknown, allMessages(r.diagnostics).c_str());
    // A gid, said to be one (a tile id is local to its tileset).
    QVERIFY(unknown->message.find("gid 9") != std::string::npos &&
            unknown->message.find("A1, B2") != std::string::npos);
    const Diagnostic* range = find(r.diagnostics, "tiled-level-out-of-range");
    QVERIFY(range && range->message.find("-1..4") != std::string::npos);
    // 'forest' names no terrain, and gid 4 (tile 3) has no entry at all: one refusal for both.
    const Diagnostic* noTerrain = find(r.diagnostics, "tiled-tile-without-terrain");
    QVERIFY2(noTerrain && noTerrain->severity == Severity::Error &&
                 noTerrain->message.find("'forest' on 3 hexes") != std::string::npos &&
                 noTerrain->message.find("'#3' on 2 hexes") != std::string::npos,
             allMessages(r.diagnostics).c_str());
    int unknownCount = 0, refusals = 0;
    for (const auto& d : r.diagnostics.all()) {
      unknownCount += d.code == "tiled-unknown-tile";
      refusals += d.code == "tiled-tile-without-terrain";
    }
    QCOMPARE(unknownCount, 1);
    QCOMPARE(refusals, 1);
  }

  void levelsLayerTileWithoutLevel() {
    std::vector<std::uint32_t> levels = kLevelGids;
    levels[0] = 2;  // a woods tile in the levels layer
    const std::string text =
        tmxHeader({"x", "odd"}) + tmxTileset() +
        " <layer id=\"1\" name=\"ground\" width=\"4\" height=\"3\">\n" +
        tmxData(kTerrainGids, "csv", "", 4) +
        " </layer>\n <layer id=\"2\" name=\"levels\" width=\"4\" height=\"3\">\n" +
        tmxData(levels, "csv", "", 4) + " </layer>\n</map>\n";
    const auto r = importText(text);
    const Diagnostic* d = find(r.diagnostics, "tiled-tile-without-level");
    QVERIFY2(d && d->message.find("A1") != std::string::npos, allMessages(r.diagnostics).c_str());
  }

  void infiniteMapsAreRefused() {
    std::string tmx = tmxMap({"x", "odd"}, "csv", "");
    tmx.replace(tmx.find("infinite=\"0\""), 12, "infinite=\"1\"");
    const auto r = importText(tmx);
    const Diagnostic* d = find(r.diagnostics, "tiled-infinite");
    QVERIFY(d && d->fix.find("Infinite") != std::string::npos);
    QVERIFY(!r.map);
  }

  void emptyHexesGetTheDefaultWithAWarning() {
    std::vector<std::uint32_t> gids = kTerrainGids;
    gids[11] = 0;
    const std::string text = tmxHeader({"x", "odd"}) + tmxTileset() +
                             " <layer id=\"1\" name=\"ground\" width=\"4\" height=\"3\">\n" +
                             tmxData(gids, "csv", "", 4) + " </layer>\n</map>\n";
    const auto r = importText(text);
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    const Diagnostic* d = find(r.diagnostics, "tiled-empty-hexes");
    QVERIFY(d && d->message.find("D3") != std::string::npos && d->severity == Severity::Warning);
    QCOMPARE(r.map->terrain[11], r.map->defaultTerrain);
  }

  void importedMapWritesAndReadsBackCleanly() {
    const auto r = importText(
        tmxMap({"y", "even"}, "base64", "zlib", roadObject(layouts()[3].roadPoints)), "valley.tmx");
    QVERIFY(r.ok());
    const LoadedDocument doc = loadDocumentFromText(writeMap(*r.map), "valley.map.yaml");
    QVERIFY2(doc.ok(), allMessages(doc.diagnostics).c_str());
    QCOMPARE(doc.map->terrain, r.map->terrain);
    QCOMPARE(doc.map->levels, r.map->levels);
  }
};

QTEST_APPLESS_MAIN(TestTiledImport)
#include "tst_tiled_import.moc"
