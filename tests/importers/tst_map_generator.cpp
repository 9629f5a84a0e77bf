// The map generator: same seed same bytes, different seeds different maps, and maps that
// validate without errors and have what a plausible map has (hills, woods, buildings, roads
// from edge to edge, streams and hexside features the ruleset knows).
#include <QElapsedTimer>
#include <QtTest>
#include <numeric>
#include <set>

#include "../model/test_documents.h"
#include "importers/map_generator.h"
#include "validation/validate.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::shared_ptr<Map> generate(const std::string& ruleset, int columns, int rows, std::uint64_t seed,
                              HexLayout layout = {}) {
  MapGeneratorOptions options;
  options.columns = columns;
  options.rows = rows;
  options.seed = seed;
  options.layout = layout;
  std::string error;
  auto map = generateMap(builtinRuleset(ruleset), options, &error);
  if (!map) qFatal("generateMap failed: %s", error.c_str());
  return map;
}

int countTerrain(const Map& m, const std::string& id) {
  const int t = m.rules->terrainIndex(id);
  return static_cast<int>(std::count(m.terrain.begin(), m.terrain.end(), t));
}

bool onEdge(const Grid& g, Offset o) {
  return o.col == 0 || o.row == 0 || o.col == g.columns - 1 || o.row == g.rows - 1;
}

std::string errorsOf(const Diagnostics& d) {
  std::string out;
  for (const auto& x : d.all())
    if (x.severity == Severity::Error) out += formatDiagnostic(x) + "\n";
  return out;
}

}  // namespace

class TestMapGenerator : public QObject {
  Q_OBJECT
 private slots:
  void sameSeedSameBytes() {
    for (const char* ruleset : {"fighting-formations", "overlay-hexes", "field-of-fire"}) {
      const std::string a = writeMap(*generate(ruleset, 30, 20, 42));
      const std::string b = writeMap(*generate(ruleset, 30, 20, 42));
      QCOMPARE(a, b);
      QVERIFY2(writeMap(*generate(ruleset, 30, 20, 43)) != a, ruleset);
    }
  }

  void knownSeedKeepsItsMap() {
    // A fingerprint of one map: if this changes, every benchmark map changes with it, so a
    // change here must be deliberate (update the numbers).
    const auto m = generate("fighting-formations", 20, 15, 7);
    const std::string fingerprint =
        "woods=" + std::to_string(countTerrain(*m, "woods")) +
        " building=" + std::to_string(countTerrain(*m, "building")) +
        " roads=" + std::to_string(m->roads.size()) +
        " hexsides=" + std::to_string(m->hexsides.size()) +
        " levels=" + std::to_string(std::accumulate(m->levels.begin(), m->levels.end(), 0));
    QCOMPARE(QString::fromStdString(fingerprint),
             QString("woods=79 building=6 roads=2 hexsides=65 levels=141"));
  }

  void generatedMapsValidate_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("seed");
    QTest::addColumn<bool>("pointy");
    QTest::newRow("ff 20x15") << "fighting-formations" << 20 << 15 << 1 << false;
    QTest::newRow("ff 60x40 pointy") << "fighting-formations" << 60 << 40 << 2 << true;
    QTest::newRow("overlay 20x15 pointy") << "overlay-hexes" << 20 << 15 << 3 << true;
    QTest::newRow("overlay 60x40") << "overlay-hexes" << 60 << 40 << 4 << false;
    QTest::newRow("ff tiny 2x2") << "fighting-formations" << 2 << 2 << 5 << false;
    QTest::newRow("fof 5x4") << "field-of-fire" << 5 << 4 << 6 << false;
    QTest::newRow("fof 1x1") << "field-of-fire" << 1 << 1 << 7 << false;
  }
  void generatedMapsValidate() {
    QFETCH(QString, ruleset);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(int, seed);
    QFETCH(bool, pointy);
    const auto map =
        generate(ruleset.toStdString(), columns, rows, static_cast<std::uint64_t>(seed),
                 {pointy ? Orientation::Pointy : Orientation::Flat, Stagger::Odd});
    DocumentFolder folder;
    folder.write("g.map.yaml", writeMap(*map));
    const LoadedDocument doc = folder.load("g.map.yaml");
    QVERIFY2(doc.ok(), errorsOf(doc.diagnostics).c_str());
    const Diagnostics checks = validateDocument(doc);
    QVERIFY2(!checks.hasErrors(), errorsOf(checks).c_str());
  }

  void hexMapsArePlausible_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::newRow("fighting-formations") << "fighting-formations";
    QTest::newRow("overlay-hexes") << "overlay-hexes";
  }
  void hexMapsArePlausible() {
    QFETCH(QString, ruleset);
    const auto m = generate(ruleset.toStdString(), 60, 40, 9);
    const Grid& g = m->grid;
    std::set<int> levels(m->levels.begin(), m->levels.end());
    QVERIFY2(std::count_if(levels.begin(), levels.end(),
                           [&](int l) { return l > m->defaultLevel; }) >= 2,
             "hills of several levels");
    QVERIFY(countTerrain(*m, "woods") > g.size() / 20);
    QVERIFY(countTerrain(*m, ruleset == "overlay-hexes" ? "buildings" : "building") >= 5);
    // Hills rise one level per hexside.
    for (int i = 0; i < g.size(); ++i)
      for (const Offset& n : g.neighbours(g.offset(i)))
        QVERIFY(std::abs(m->levels[static_cast<std::size_t>(i)] -
                         m->levels[static_cast<std::size_t>(g.index(n))]) <= 1);
    // Roads run from map edge to map edge through adjacent hexes.
    QVERIFY(m->roads.size() >= 2);
    for (const Road& road : m->roads) {
      QVERIFY(onEdge(g, road.front()) && onEdge(g, road.back()));
      for (std::size_t k = 0; k + 1 < road.size(); ++k) QVERIFY(g.adjacent(road[k], road[k + 1]));
    }
    // Hexside features: on adjacent hexes, one per hexside, and only streams under roads.
    std::set<std::pair<int, int>> seen, roadSides;
    for (const Road& road : m->roads)
      for (std::size_t k = 0; k + 1 < road.size(); ++k) {
        const int a = g.index(road[k]), b = g.index(road[k + 1]);
        roadSides.insert({std::min(a, b), std::max(a, b)});
      }
    std::set<std::string> features;
    for (const HexsideEntry& h : m->hexsides) {
      QVERIFY(g.adjacent(h.a, h.b));
      const int a = g.index(h.a), b = g.index(h.b);
      QVERIFY2(seen.insert({std::min(a, b), std::max(a, b)}).second, "a hexside has two features");
      const std::string& id = m->rules->hexsides[static_cast<std::size_t>(h.feature)].id;
      features.insert(id);
      if (id != "stream") QVERIFY(!roadSides.count({std::min(a, b), std::max(a, b)}));
    }
    if (ruleset == "fighting-formations") {
      QVERIFY(features.count("stream") && features.count("bocage"));
      QVERIFY(!features.count("wall") && !features.count("crest"));
    } else {
      QVERIFY(features.count("crest") && features.count("wall"));
      QVERIFY(!features.count("stream"));
    }
  }

  void cardMapsArePlausible() {
    const auto m = generate("field-of-fire", 6, 5, 3);
    QVERIFY(m->isCards());
    QCOMPARE(m->staging, std::optional<Edge>(Edge::South));
    int hills = 0, dark = 0;
    for (int i = 0; i < m->grid.size(); ++i) {
      const CardData& c = m->cards[static_cast<std::size_t>(i)];
      QVERIFY(c.present && !c.name.empty());
      QCOMPARE(c.cover.size(), std::size_t(2));
      QVERIFY(c.cover[0] <= c.cover[1]);
      QCOMPARE(m->levels[static_cast<std::size_t>(i)], c.hill ? 1 : 0);
      hills += c.hill ? 1 : 0;
      dark += static_cast<int>(std::count(c.borders.begin(), c.borders.end(), Border::Dark));
    }
    QVERIFY(hills >= 3 && hills < m->grid.size());
    QVERIFY(dark > 0);
    QVERIFY(countTerrain(*m, "road") >= m->grid.rows);  // a road from the staging edge northwards
  }

  void badOptionsAreRefused() {
    MapGeneratorOptions options;
    options.columns = 0;
    std::string error;
    QVERIFY(!generateMap(builtinRuleset("fighting-formations"), options, &error));
    QVERIFY(error.find("1..1000") != std::string::npos);
    options.columns = 5;
    QVERIFY(!generateMap(nullptr, options, &error));
  }

  void benchmarkSizeIsFast() {
    QElapsedTimer timer;
    timer.start();
    const auto m = generate("fighting-formations", 200, 200, 1);
    const std::string text = writeMap(*m);
    const qint64 ms = timer.elapsed();
    qInfo("200x200 generated and written in %lld ms", static_cast<long long>(ms));
    // Well under a second on an idle machine; the bound leaves room for a loaded CI box.
    QVERIFY2(ms < 5000, "200x200 generation got slow");
    QVERIFY(text.size() > 200 * 200 * 2);
  }
};

QTEST_APPLESS_MAIN(TestMapGenerator)
#include "tst_map_generator.moc"
