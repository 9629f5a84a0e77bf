// Tiled export: the TMX and tileset image it writes, and the round trip export -> import that
// must give back the same terrain, levels, hexsides, roads and objectives on every layout.
#include <QImage>
#include <QtTest>

#include "../model/test_documents.h"
#include "importers/map_generator.h"
#include "importers/tiled_export.h"
#include "importers/tiled_import.h"
#include "model/document_io.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::string allMessages(const Diagnostics& d) {
  std::string out;
  for (const auto& x : d.all()) out += formatDiagnostic(x) + "\n";
  return out;
}

std::set<std::string> hexsideSet(const Map& m) {
  std::set<std::string> out;
  for (const auto& h : m.hexsides) {
    std::string a = m.grid.label(h.a), b = m.grid.label(h.b);
    if (b < a) std::swap(a, b);
    out.insert(a + "/" + b + ":" + m.rules->hexsides[static_cast<std::size_t>(h.feature)].id);
  }
  return out;
}

std::vector<std::vector<std::string>> roadLabels(const Map& m) {
  std::vector<std::vector<std::string>> out;
  for (const auto& road : m.roads) {
    out.emplace_back();
    for (const Offset& o : road) out.back().push_back(m.grid.label(o));
  }
  return out;
}

}  // namespace

class TestTiledExport : public QObject {
  Q_OBJECT
 private slots:
  void roundTripKeepsTheMap_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("orientation");
    QTest::addColumn<int>("stagger");
    QTest::newRow("ff flat odd") << "fighting-formations" << 0 << 0;
    QTest::newRow("ff flat even") << "fighting-formations" << 0 << 1;
    QTest::newRow("overlay pointy odd") << "overlay-hexes" << 1 << 0;
    QTest::newRow("overlay pointy even") << "overlay-hexes" << 1 << 1;
  }
  void roundTripKeepsTheMap() {
    QFETCH(QString, ruleset);
    QFETCH(int, orientation);
    QFETCH(int, stagger);
    auto rules = builtinRuleset(ruleset.toStdString());
    MapGeneratorOptions options;
    options.columns = 17;
    options.rows = 13;
    options.seed = 11;
    options.layout = {orientation ? Orientation::Pointy : Orientation::Flat,
                      stagger ? Stagger::Even : Stagger::Odd};
    options.id = "round-trip";
    std::string error;
    auto original = generateMap(rules, options, &error);
    QVERIFY2(original, error.c_str());
    original->info[5].objective = true;
    original->info[5].name = "Chapel & \"Mill\"";
    original->info[40].name = "Hill 112";  // a named hex that is no objective
    QVERIFY(!original->hexsides.empty() && !original->roads.empty());

    QTemporaryDir dir;
    const std::filesystem::path tmx = dir.filePath("round trip.tmx").toStdString();
    std::vector<std::string> notes;
    QVERIFY2(exportTiledMap(*original, tmx, &notes, &error), error.c_str());
    QVERIFY(QFile::exists(dir.filePath("round trip-tileset.png")));

    const auto back = importTiledMap(tmx, rules);
    QVERIFY2(back.ok(), allMessages(back.diagnostics).c_str());
    const Map& m = *back.map;
    QCOMPARE(m.grid.layout, original->grid.layout);
    QCOMPARE(m.grid.columns, original->grid.columns);
    QCOMPARE(m.grid.rows, original->grid.rows);
    QCOMPARE(m.terrain, original->terrain);
    QCOMPARE(m.levels, original->levels);
    QCOMPARE(hexsideSet(m), hexsideSet(*original));
    QCOMPARE(roadLabels(m), roadLabels(*original));
    QVERIFY(m.isObjective(5));
    QCOMPARE(m.infoAt(5)->name, std::string("Chapel & \"Mill\""));
    QVERIFY(m.infoAt(40) && !m.isObjective(40));
    QCOMPARE(m.infoAt(40)->name, std::string("Hill 112"));
    for (const std::string& note : notes)
      QVERIFY2(note.find("Hill 112") == std::string::npos, note.c_str());
    QCOMPARE(m.id, std::string("round-trip"));
    QCOMPARE(m.name, original->name);
    QVERIFY(back.diagnostics.empty());
  }

  void tilesetImageHasTheRulesetColours() {
    auto rules = builtinRuleset("fighting-formations");
    MapGeneratorOptions options;
    options.columns = 4;
    options.rows = 3;
    std::string error;
    auto map = generateMap(rules, options, &error);
    TiledExport out;
    QVERIFY2(buildTiledExport(*map, "t.png", out, &error), error.c_str());
    QImage image;
    QVERIFY(image.loadFromData(QByteArray::fromStdString(out.png), "PNG"));
    // Flat hexes: 64x56 tiles, 8 per row; 7 terrain types + 5 non-zero levels (-1..4).
    QCOMPARE(image.width(), 8 * 64);
    QCOMPARE(image.height(), 2 * 56);
    for (std::size_t t = 0; t < rules->terrain.size(); ++t) {
      const QColor centre =
          image.pixelColor(static_cast<int>(t % 8) * 64 + 32, static_cast<int>(t / 8) * 56 + 28);
      QCOMPARE(centre.name().toStdString(), rules->terrain[t].color);
    }
    // The corner of a tile lies outside its hexagon: transparent, so neighbours show.
    QCOMPARE(image.pixelColor(1, 1).alpha(), 0);
    QVERIFY(out.tmx.find("<property name=\"terrain\" value=\"woods\"/>") != std::string::npos);
    QVERIFY(out.tmx.find("<property name=\"level\" type=\"int\" value=\"-1\"/>") !=
            std::string::npos);
    QVERIFY(out.tmx.find("staggeraxis=\"x\" staggerindex=\"odd\"") != std::string::npos);
    QVERIFY(out.tmx.find("name=\"levels\"") != std::string::npos);
  }

  // Export then import gives the same document after `fmt`: every card's terrain, name,
  // cover, borders, hill and markers, the staging edge and the map's id and name.
  void cardMapRoundTripGivesTheSameDocument() {
    const std::string sample =
        std::string(SANDTABLE_SOURCE_DIR) + "/samples/field-of-fire/mill-hamlet.map.yaml";
    const LoadedDocument doc = loadDocument(sample);
    QVERIFY2(doc.ok() && doc.map, allMessages(doc.diagnostics).c_str());
    QTemporaryDir dir;
    const std::filesystem::path tmx = dir.filePath("cards.tmx").toStdString();
    std::vector<std::string> notes;
    std::string error;
    QVERIFY2(exportTiledMap(*doc.map, tmx, &notes, &error), error.c_str());
    QVERIFY(notes.empty());
    QVERIFY(QFile::exists(dir.filePath("cards-tileset.png")));
    const auto back = importTiledMap(tmx, doc.map->rules);
    QVERIFY2(back.ok(), allMessages(back.diagnostics).c_str());
    QVERIFY(back.diagnostics.empty());
    QCOMPARE(writeMap(*back.map), writeMap(*doc.map));
  }

  void badCardPropertiesAreReportedWhereTheyStand() {
    const std::string sample =
        std::string(SANDTABLE_SOURCE_DIR) + "/samples/field-of-fire/mill-hamlet.map.yaml";
    const LoadedDocument doc = loadDocument(sample);
    QVERIFY(doc.ok() && doc.map);
    TiledExport out;
    std::string error;
    QVERIFY2(buildTiledExport(*doc.map, "t.png", out, &error), error.c_str());
    const std::string borders = "<property name=\"borders\" value=\"";
    const auto at = out.tmx.find(borders);
    QVERIFY(at != std::string::npos);
    out.tmx.insert(at + borders.size(), "grey,");
    const auto back = importTiledMapFromText(out.tmx, "cards.tmx", doc.map->rules);
    QVERIFY(!back.ok());
    const std::string messages = allMessages(back.diagnostics);
    QVERIFY2(messages.find("tiled-bad-card") != std::string::npos, messages.c_str());
    QVERIFY2(messages.find("card A1: borders 'grey,") != std::string::npos, messages.c_str());
    const int line = static_cast<int>(std::count(out.tmx.begin(), out.tmx.begin() + at, '\n')) + 1;
    QVERIFY2(messages.find("cards.tmx:" + std::to_string(line) + ":") != std::string::npos,
             messages.c_str());
  }

  // Export then import gives the same document after `fmt`, for every sample map: hex maps
  // (their legend, labels, north and defaults too), card maps and tables.
  void everySampleComesBackTheSame_data() {
    QTest::addColumn<QString>("path");
    const QDir samples(QStringLiteral(SANDTABLE_SOURCE_DIR "/samples"));
    int count = 0;
    for (const QString& folder : samples.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
      for (const QString& file : QDir(samples.filePath(folder)).entryList({"*.map.yaml"})) {
        QTest::newRow(file.toUtf8().constData()) << samples.filePath(folder + "/" + file);
        ++count;
      }
    QVERIFY(count >= 5);
  }
  void everySampleComesBackTheSame() {
    QFETCH(QString, path);
    const LoadedDocument doc = loadDocument(path.toStdString());
    QVERIFY2(doc.ok() && doc.map, allMessages(doc.diagnostics).c_str());
    QTemporaryDir dir;
    const std::filesystem::path tmx = dir.filePath("out.tmx").toStdString();
    std::vector<std::string> notes;
    std::string error;
    QVERIFY2(exportTiledMap(*doc.map, tmx, &notes, &error), error.c_str());
    const auto back = importTiledMap(tmx, doc.map->rules);
    QVERIFY2(back.ok(), allMessages(back.diagnostics).c_str());
    QVERIFY2(back.diagnostics.empty(), allMessages(back.diagnostics).c_str());
    const std::string written = writeMap(*back.map);
    QCOMPARE(written, writeMap(*doc.map));
    // And the text reads back as a document without errors.
    const LoadedDocument reread =
        loadDocumentFromText(written, dir.filePath("back.map.yaml").toStdString());
    QVERIFY2(reread.ok(), allMessages(reread.diagnostics).c_str());
  }

  void aTableIsAnOrthogonalMapOfShapes() {
    const LoadedDocument doc = loadDocument(std::string(SANDTABLE_SOURCE_DIR) +
                                            "/samples/focused-firepower/cressonville.map.yaml");
    QVERIFY(doc.ok() && doc.map);
    TiledExport out;
    std::string error;
    QVERIFY2(buildTiledExport(*doc.map, "t.png", out, &error), error.c_str());
    QVERIFY(out.png.empty());  // no tiles, no tileset picture
    for (const char* expected :
         {"orientation=\"orthogonal\"", "<property name=\"kind\" value=\"table\"/>",
          "<property name=\"width\" type=\"float\" value=\"72\"/>",
          "<property name=\"unit\" value=\"in\"/>", "<polygon points=\"0,0 224,0", "<ellipse/>",
          "<polyline points=", "<property name=\"storeys\" value=\"3\"/>",
          "<property name=\"width\" type=\"float\" value=\"3\"/>", "type=\"marker\"",
          "<property name=\"marker\" value=\"smoke\"/>"})
      QVERIFY2(out.tmx.find(expected) != std::string::npos, expected);
  }
};

QTEST_MAIN(TestTiledExport)
#include "tst_tiled_export.moc"
