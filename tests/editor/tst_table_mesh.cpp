// The table view's meshes: both table samples build, the colour at known points of their
// features is the terrain's, pieces reaching off the table are cut to it, the grid and rulers
// have the lines they should, and a partial update after random edits equals a full rebuild.
#include <QtTest>

#include <cstring>
#include <random>

#include <QQuickWindow>

#include "editor/map_document.h"
#include "editor/map_view.h"
#include "editor/mesh_painter.h"
#include "editor/table_labels.h"
#include "editor/table_mesh.h"
#include "exporters/map_style.h"
#include "exporters/table_paint.h"
#include "model/document_io.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;

namespace {

std::shared_ptr<Scenario> loadSample(const char* path) { return test::loadSampleScenario(path); }

double side(PointF a, PointF b, PointF p) { return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x); }

// The colour the mesh shows at a point in table units: its last triangle there (later
// triangles are drawn over earlier ones); alpha 0 when none covers it.
Rgba colourAt(const Mesh& mesh, TablePoint t) {
  const PointF p = editor::MapLayout::tableToMap(t);
  const auto& v = mesh.triangles;
  for (std::size_t i = v.size(); i >= 3; i -= 3) {
    const PointF a{v[i - 3].x, v[i - 3].y}, b{v[i - 2].x, v[i - 2].y}, c{v[i - 1].x, v[i - 1].y};
    const double s1 = side(a, b, p), s2 = side(b, c, p), s3 = side(c, a, p);
    if ((s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0))
      return {v[i - 3].r, v[i - 3].g, v[i - 3].b, v[i - 3].a};
  }
  return {0, 0, 0, 0};
}

Rgba rgbaOf(const QColor& c) {
  return {static_cast<std::uint8_t>(c.red()), static_cast<std::uint8_t>(c.green()), static_cast<std::uint8_t>(c.blue()), 255};
}

QString text(Rgba c) { return QString("#%1%2%3/%4").arg(c.r, 2, 16, QChar('0')).arg(c.g, 2, 16, QChar('0')).arg(c.b, 2, 16, QChar('0')).arg(c.a); }

bool sameVertices(const std::vector<Vertex>& a, const std::vector<Vertex>& b) {
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(Vertex)) == 0);
}

const TableFeature& featureNamed(const Map& map, const char* id) { return *map.feature(id); }

Rgba terrainColour(const Map& map, const char* id) {
  const TableFeature& f = featureNamed(map, id);
  return parseColor(map.rules->terrain[static_cast<std::size_t>(f.terrain)].color);
}

// Lines of the base layer that run from one edge of the table to the opposite one.
int gridLines(const Map& map, const Mesh& base) {
  const float w = static_cast<float>(map.table.width * editor::MapLayout::kTableUnit), h = static_cast<float>(map.table.height * editor::MapLayout::kTableUnit);
  int n = 0;
  for (std::size_t i = 0; i + 1 < base.lines.size(); i += 2) {
    const Vertex a = base.lines[i], b = base.lines[i + 1];
    const bool vertical = a.x == b.x && a.x > 0 && a.x < w && std::min(a.y, b.y) == 0 && std::max(a.y, b.y) == h;
    const bool horizontal = a.y == b.y && a.y > 0 && a.y < h && std::min(a.x, b.x) == 0 && std::max(a.x, b.x) == w;
    n += vertical || horizontal;
  }
  return n;
}

Map blankTable(double width, double height, const char* unit) {
  Map map;
  map.grid.type = GridType::Table;
  map.table = {width, height, unit};
  map.rules = builtinRuleset("focused-firepower");
  return map;
}

TableFeature makeFeature(const Map& map, const char* terrain, Shape::Kind kind, std::vector<TablePoint> points) {
  TableFeature f;
  f.id = terrain;
  f.terrain = map.rules->terrainIndex(terrain);
  f.shape.kind = kind;
  f.shape.points = std::move(points);
  return f;
}

// A map view filling a window (800x600 unless told) on `doc`, shown (the offscreen platform:
// the software scene graph, which paints the map into a cached picture).
struct ShownView {
  QQuickWindow window;
  editor::MapView* view = new editor::MapView(window.contentItem());
  explicit ShownView(editor::MapDocument& doc, QSize size = {800, 600}) {
    window.resize(size);
    view->setSize(window.size());
    view->setDocument(&doc);
    window.show();
  }
  bool frameDrawn() {
    QSignalSpy frames(&window, &QQuickWindow::frameSwapped);
    view->update();
    return frames.wait(5000);
  }
};

}  // namespace

class TestTableMesh : public QObject {
  Q_OBJECT
 private slots:
  void bothSamplesBuild() {
    for (const char* path : {"focused-firepower/cressonville.scenario.yaml", "force-on-force/khoshkab.scenario.yaml"}) {
      const auto scenario = loadSample(path);
      QVERIFY2(scenario, path);
      const Map& map = *scenario->map;
      TableMeshes meshes;
      buildTableMeshes(map, scenario.get(), {}, meshes);
      QVERIFY(!meshes.base.triangles.empty() && !meshes.base.lines.empty());
      QVERIFY(!meshes.scenario.triangles.empty());
      QCOMPARE(meshes.featureRanges.size(), map.features.size());
      // The ranges tile the features' triangles in file order, and every piece drew something.
      std::size_t at = 0;
      for (const auto& [first, end] : meshes.featureRanges) {
        QCOMPARE(first, at);
        QVERIFY(end > first && (end - first) % 3 == 0);
        at = end;
      }
      QCOMPARE(at, meshes.features.triangles.size());
      QVERIFY(meshes.features.lines.empty());
    }
  }

  void knownPointsShowTheirTerrainColour() {
    const auto ff = loadSample("focused-firepower/cressonville.scenario.yaml");
    QVERIFY(ff);
    TableMeshes m;
    buildTableMeshes(*ff->map, ff.get(), {}, m);
    const Map& map = *ff->map;
    struct Probe {
      const char* feature;
      TablePoint at;
    };
    // Plain colours: a building (between its storey outlines), a road's middle, a wood between
    // two rows of dots, the ford.
    for (const Probe p : {Probe{"church", {39.5, 16}}, Probe{"road", {20, 25.64}}, Probe{"bois-carre", {8, 33}},
                          Probe{"gue-orvette", {59, 38}}}) {
      const Rgba got = colourAt(m.features, p.at), want = terrainColour(map, p.feature);
      QVERIFY2(got.r == want.r && got.g == want.g && got.b == want.b && got.a == 255,
               qPrintable(QString("%1: %2, not %3").arg(p.feature).arg(text(got)).arg(text(want))));
    }
    // Hill steps: the renderer's shading, darker per step of height.
    Rgba previous{255, 255, 255, 255};
    for (const Probe p : {Probe{"mont-brule-1", {5, 12}}, Probe{"mont-brule-2", {9, 8}}, Probe{"mont-brule-3", {16.5, 11}}}) {
      const Rgba got = colourAt(m.features, p.at), want = rgbaOf(tableFeatureFill(featureNamed(map, p.feature), *map.rules));
      QVERIFY2(got.r == want.r && got.g == want.g && got.b == want.b, qPrintable(QString(p.feature) + ": " + text(got)));
      QVERIFY2(got.r + got.g + got.b < previous.r + previous.g + previous.b, "a higher step is darker");
      previous = got;
    }
    // Open table where no piece lies; an ERP's symbol in its side's colour.
    const Rgba open = colourAt(m.base, {66, 45}), cloth = rgbaOf(kTableOpen);
    QVERIFY(open.r == cloth.r && open.g == cloth.g && open.b == cloth.b);
    QCOMPARE(colourAt(m.features, {66, 45}).a, std::uint8_t{0});
    const Rgba erp = colourAt(m.scenario, {36, 41.5}), gb = rgbaOf(sideColor(sideIndexOf(*ff, "gb")));
    QVERIFY2(erp.r == gb.r && erp.g == gb.g && erp.b == gb.b, qPrintable(text(erp)));

    const auto fof = loadSample("force-on-force/khoshkab.scenario.yaml");
    QVERIFY(fof);
    buildTableMeshes(*fof->map, fof.get(), {}, m);
    for (const Probe p : {Probe{"compound-house", {32, 11}}, Probe{"canal", {30, 24}}, Probe{"caravanserai", {11, 16}}}) {
      const Rgba got = colourAt(m.features, p.at), want = terrainColour(*fof->map, p.feature);
      QVERIFY2(got.r == want.r && got.g == want.g && got.b == want.b,
               qPrintable(QString("%1: %2, not %3").arg(p.feature).arg(text(got)).arg(text(want))));
    }
    const Rgba hot = colourAt(m.scenario, {6, 13});
    QVERIFY2(hot.r == 0xc8 && hot.g == 0x28 && hot.b == 0x28, qPrintable(text(hot)));
  }

  void piecesReachingOffTheTableAreCutToIt() {
    Map map = blankTable(72, 48, "in");
    map.features = {makeFeature(map, "woods", Shape::Kind::Polygon, {{-5, 10}, {10, -4}, {20, 12}, {8, 6}, {2, 25}}),
                    makeFeature(map, "road", Shape::Kind::Polyline, {{60, 20}, {80, 30}, {70, 60}})};
    TableMeshes m;
    buildTableMeshes(map, nullptr, {}, m);
    QVERIFY(!m.features.triangles.empty());
    const float w = 72 * editor::MapLayout::kTableUnit, h = 48 * editor::MapLayout::kTableUnit;
    for (const Vertex& v : m.features.triangles)
      QVERIFY2(v.x >= -1e-3f && v.y >= -1e-3f && v.x <= w + 1e-3f && v.y <= h + 1e-3f,
               qPrintable(QString("%1,%2").arg(v.x).arg(v.y)));
    // Inside the table the pieces still show (a concave notch stays open ground).
    QCOMPARE(colourAt(m.features, {3, 8}).a, std::uint8_t{255});
    QCOMPARE(colourAt(m.features, {10, 8}).a, std::uint8_t{0});
    QCOMPARE(colourAt(m.features, {71, 25.5}).a, std::uint8_t{255});
  }

  void gridAndRulersOfA72By48Table() {
    const Map map = blankTable(72, 48, "in");
    Mesh base;
    buildTableBase(map, {}, base);
    // Every 6": x = 6..66 (11 lines) and y = 6..42 (7 lines).
    QCOMPARE(gridLines(map, base), 18);
    // Then the two rulers: a line each and a tick at every inch, 0..72 and 0..48.
    QCOMPARE(static_cast<int>(base.lines.size()) / 2, 18 + 2 + 73 + 49);
    for (std::size_t i = 18 * 2; i < base.lines.size(); ++i) QVERIFY(base.lines[i].x <= 0 || base.lines[i].y <= 0);
    buildTableBase(map, {.grid = false}, base);
    QCOMPARE(gridLines(map, base), 0);
    QCOMPARE(static_cast<int>(base.lines.size()) / 2, 2 + 73 + 49);
    // A metric table: every 10 cm.
    const Map metric = blankTable(180, 120, "cm");
    buildTableBase(metric, {}, base);
    QCOMPARE(gridLines(metric, base), 17 + 11);
  }

  void partialUpdatesEqualAFullRebuild() {
    const auto scenario = loadSample("focused-firepower/cressonville.scenario.yaml");
    QVERIFY(scenario);
    Map map = *scenario->map;
    TableMeshes incremental;
    buildTableMeshes(map, nullptr, {}, incremental);
    std::mt19937 rng(16);
    auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
    const int terrains = static_cast<int>(map.rules->terrain.size());
    for (int step = 0; step < 300; ++step) {
      auto& features = map.features;
      const int n = static_cast<int>(features.size());
      int first = 0, oldEnd = 0, newEnd = 0;
      const int op = n < 3 ? 2 : pick(5);
      if (op == 0) {  // move a feature
        first = pick(n), oldEnd = newEnd = first + 1;
        const double dx = pick(9) - 4, dy = pick(9) - 4;
        for (TablePoint& p : features[static_cast<std::size_t>(first)].shape.points) p = {p.x + dx, p.y + dy};
      } else if (op == 1) {  // change its terrain
        first = pick(n), oldEnd = newEnd = first + 1;
        features[static_cast<std::size_t>(first)].terrain = pick(terrains);
      } else if (op == 2) {  // insert a copy of another
        first = pick(n + 1), oldEnd = first, newEnd = first + 1;
        TableFeature copy = features[static_cast<std::size_t>(pick(std::max(n, 1)))];
        for (TablePoint& p : copy.shape.points) p = {p.x + 3, p.y - 2};
        features.insert(features.begin() + first, copy);
      } else if (op == 3) {  // delete
        first = pick(n), oldEnd = first + 1, newEnd = first;
        features.erase(features.begin() + first);
      } else {  // bring to front / send to back: the slice between the two places
        const int a = pick(n), b = pick(n);
        first = std::min(a, b), oldEnd = newEnd = std::max(a, b) + 1;
        if (a < b) std::rotate(features.begin() + a, features.begin() + a + 1, features.begin() + b + 1);
        else std::rotate(features.begin() + b, features.begin() + a, features.begin() + a + 1);
      }
      updateTableFeatures(map, first, oldEnd, newEnd, incremental);
      TableMeshes full;
      buildTableMeshes(map, nullptr, {}, full);
      QVERIFY2(sameVertices(incremental.features.triangles, full.features.triangles), qPrintable(QString("step %1, op %2").arg(step).arg(op)));
      QVERIFY(incremental.featureRanges == full.featureRanges);
    }
    // A slice that does not fit the mesh (a missed notification) rebuilds it all.
    map.features.pop_back();
    updateTableFeatures(map, 0, 1, 1, incremental);
    TableMeshes full;
    buildTableMeshes(map, nullptr, {}, full);
    QVERIFY(sameVertices(incremental.features.triangles, full.features.triangles));
  }

  // A unit set up at a typed X, Y is drawn there in its side's colour (it was drawn nowhere);
  // one set up at a shape has the shape outlined.
  void unitsAtTypedPlacesAreDrawnThere() {
    auto fof = loadSample("force-on-force/khoshkab.scenario.yaml");
    QVERIFY(fof && !fof->oob.empty() && !fof->oob.front().entries.empty());
    TableMeshes before;
    buildTableMeshes(*fof->map, fof.get(), {}, before);
    // A place where nothing of the scenario is drawn yet.
    std::optional<TablePoint> clear;
    for (double x = 2; x < 46 && !clear; x += 4)
      for (double y = 2; y < 34 && !clear; y += 4)
        if (colourAt(before.scenario, {x, y}).a == 0) clear = TablePoint{x, y};
    QVERIFY(clear);
    const TablePoint at = *clear;
    SideOob& oob = fof->oob.front();
    oob.entries.front().setup = PlaceRef{};
    oob.entries.front().setup.at = at;
    TableMeshes m;
    buildTableMeshes(*fof->map, fof.get(), {}, m);
    const Rgba got = colourAt(m.scenario, at), side = rgbaOf(sideColor(sideIndexOf(*fof, oob.side)));
    QVERIFY2(got.r == side.r && got.g == side.g && got.b == side.b && got.a == 255, qPrintable(text(got)));
  }

  // A unit set up in a typed shape is outlined all round, its side's dashes over a light halo,
  // so that the outline shows over dark terrain (a set-up circle over a wood was mostly lost:
  // between the dashes there was only the faint tint).
  void aUnitsSetUpShapeIsOutlinedAllRound() {
    auto fof = loadSample("force-on-force/khoshkab.scenario.yaml");
    QVERIFY(fof && !fof->oob.empty() && !fof->oob.front().entries.empty());
    OobEntry& unit = fof->oob.front().entries.front();
    unit.setup = PlaceRef{};
    Shape circle;
    circle.kind = Shape::Kind::Circle;
    circle.points = {{24, 18}};
    circle.radius = 3;
    unit.setup.shape = circle;
    TableMeshes m;
    buildTableMeshes(*fof->map, fof.get(), {}, m);
    for (int step = 0; step < 72; ++step) {
      const double a = step * 3.14159265358979 / 36;
      const Rgba got = colourAt(m.scenario, {24 + 3 * std::cos(a), 18 + 3 * std::sin(a)});
      QVERIFY2(got.a >= 200, qPrintable(QString("at %1 degrees: %2").arg(step * 5).arg(text(got))));
    }
  }

  void labelsPaintRulerNumbersAndPointMarks() {
    const auto scenario = loadSample("focused-firepower/cressonville.scenario.yaml");
    QVERIFY(scenario);
    const Map& map = *scenario->map;
    // At 1 px per map unit, with 40 px of room above and left of the table.
    QImage image(1600, 1100, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QTransform toDevice;
    toDevice.translate(40, 40);
    TableMeshes meshes;
    buildTableMeshes(map, scenario.get(), {}, meshes);
    {
      QPainter p(&image);
      paintMesh(p, meshes.scenario, toDevice, QRectF(-40, -40, 1600, 1100));
      paintTableLabels(p, map, scenario.get(), toDevice, QRectF(-40, -40, 1600, 1100), 1.0);
    }
    auto inked = [&](QRect r) {
      int n = 0;
      for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) n += qGray(image.pixel(x, y)) < 160;
      return n;
    };
    // "12" over the top ruler at 12" (x = 40 + 240), nothing over it between two numbers.
    QVERIFY(inked(QRect(270, 0, 20, 26)) > 5);
    QVERIFY(inked(QRect(320, 0, 20, 26)) == 0);
    // An ERP's "E" in white on its symbol, which the mesh fills in its side's colour.
    const QPoint erp = toDevice.map(QPointF(36 * editor::MapLayout::kTableUnit, 41.5 * editor::MapLayout::kTableUnit)).toPoint();
    int white = 0;
    for (int y = erp.y() - 4; y <= erp.y() + 4; ++y)
      for (int x = erp.x() - 4; x <= erp.x() + 4; ++x) white += qGray(image.pixel(x, y)) > 230;
    QVERIFY2(white >= 4, qPrintable(QString::number(white)));
  }

  // A pan moves the picture: nothing is painted again until the map changes. (Every pan used
  // to repaint it: the software path read the other map kind's "not built yet" flags too.)
  void panningRepaintsNoCachedPictureUntilAnEdit() {
    for (const char* path : {"focused-firepower/cressonville.map.yaml", "fighting-formations/croix-fouquet.map.yaml"}) {
      editor::MapDocument doc;
      QCOMPARE(doc.open(QString(SANDTABLE_SOURCE_DIR) + "/samples/" + path), QString());
      ShownView shown(doc);
      QVERIFY(shown.frameDrawn());
      QVERIFY(shown.view->softwareRendering());
      const int painted = shown.view->cachePaints();
      QVERIFY(painted > 0);
      const QImage before = shown.window.grabWindow();
      for (int i = 0; i < 5; ++i) {
        shown.view->panBy(6, 4);
        QVERIFY(shown.frameDrawn());
      }
      QCOMPARE(shown.view->cachePaints(), painted);
      // The picture did move: what was at the view's centre is 30, 20 pixels further on.
      const QImage after = shown.window.grabWindow();
      QCOMPARE(after.pixel(430, 320), before.pixel(400, 300));
      QCOMPARE(after.pixel(330, 220), before.pixel(300, 200));
      if (!doc.map()->isTable()) continue;
      doc.setFeatureName(0, "Renamed");
      QCOMPARE(doc.map()->features[0].name, std::string("Renamed"));
      QVERIFY(shown.frameDrawn());
      QCOMPARE(shown.view->cachePaints(), painted + 1);
    }
  }

  // A piece dragged partly off the table is drawn on every frame of the drag: the part on the
  // table shows at each step, whatever its shape.
  void aPieceDraggedPartlyOffTheTableIsDrawnAtEveryStep_data() {
    QTest::addColumn<QString>("tool");
    QTest::addColumn<QString>("terrain");
    QTest::newRow("rectangle") << "rect"
                               << "woods";
    QTest::newRow("circle") << "circle"
                            << "woods";
    QTest::newRow("line") << "polyline"
                          << "road";
  }
  void aPieceDraggedPartlyOffTheTableIsDrawnAtEveryStep() {
    QFETCH(QString, tool);
    QFETCH(QString, terrain);
    editor::MapDocument doc;
    QCOMPARE(doc.newTable("focused-firepower", 72, 48, "in"), QString());
    ShownView shown(doc);
    QVERIFY(shown.frameDrawn());
    auto* view = shown.view;
    view->fitToWindow();
    auto at = [&](double x, double y) {
      return view->mapToScene(view->viewPointOfTable(x, y)).toPoint();
    };
    view->setTool(tool);
    view->setTerrain(doc.map()->rules->terrainIndex(terrain.toStdString()));
    // Each piece spans x 4 .. 14 on the row y = 15.
    if (tool == "polyline") {
      QTest::mouseClick(&shown.window, Qt::LeftButton, {}, at(4, 15));
      QTest::mouseDClick(&shown.window, Qt::LeftButton, {}, at(14, 15));
    } else {
      const QPoint from = tool == "circle" ? at(9, 15) : at(4, 10);
      QTest::mousePress(&shown.window, Qt::LeftButton, {}, from);
      QTest::mouseMove(&shown.window, at(8, 15));
      QTest::mouseRelease(&shown.window, Qt::LeftButton, {},
                          tool == "circle" ? at(14, 15) : at(14, 20));
    }
    QCOMPARE(doc.featureCount(), 1);
    view->setTool("select");
    QVERIFY(shown.frameDrawn());
    const QRgb empty = shown.window.grabWindow().pixel(at(40, 40));
    QTest::mousePress(&shown.window, Qt::LeftButton, {}, at(9, 15));
    QStringList missing;
    // It covers x = 0.25 from a drag of 3.75 to one of 13.5 (and off the left edge on).
    for (double dx = 0.25; dx <= 13.5; dx += 0.25) {
      QTest::mouseMove(&shown.window, at(9 - dx, 15));
      QVERIFY(shown.frameDrawn());
      if (dx >= 3.75 && shown.window.grabWindow().pixel(at(0.25, 15)) == empty)
        missing << QString::number(dx);
    }
    QTest::mouseRelease(&shown.window, Qt::LeftButton, {}, at(-4.5, 15));
    QVERIFY2(missing.isEmpty(), qPrintable("not drawn after a drag of " + missing.join(", ")));
  }

  // In a small view the left ruler's numbers are drawn whole: as many of their pixels show as
  // when they are painted alone, all inside the view. (The picture used to end 2.5" left of the
  // table, narrower than the numbers at a small zoom, and cut them.)
  void theLeftRulersNumbersAreWholeInASmallView() {
    editor::MapDocument doc;
    QCOMPARE(doc.open(QString(SANDTABLE_SOURCE_DIR) + "/samples/focused-firepower/cressonville.map.yaml"), QString());
    ShownView shown(doc, {380, 420});
    QVERIFY(shown.frameDrawn());
    const QImage view = shown.window.grabWindow();
    QImage alone(view.size(), QImage::Format_ARGB32_Premultiplied);
    alone.fill(Qt::white);
    {
      QPainter p(&alone);
      paintTableLabels(p, *doc.map(), nullptr, shown.view->mapToViewTransform(), QRectF(-1e4, -1e4, 2e4, 2e4), shown.view->zoom());
    }
    // Left of the rulers' ticks only the left ruler's numbers are drawn.
    const QPointF corner = shown.view->viewPointOfTable(0, 0), bottom = shown.view->viewPointOfTable(0, 48);
    const int right = static_cast<int>(corner.x() - rulerNumberRoom(*doc.map()).tip * shown.view->zoom()) - 2;
    int inView = 0, inAlone = 0, leftmost = view.width();
    for (int y = std::max(0, static_cast<int>(corner.y()) - 10); y < std::min(view.height(), static_cast<int>(bottom.y()) + 10); ++y)
      for (int x = 0; x < right; ++x) {
        inView += qGray(view.pixel(x, y)) < 160;
        if (qGray(alone.pixel(x, y)) < 160) {
          ++inAlone;
          leftmost = std::min(leftmost, x);
        }
      }
    QVERIFY2(inAlone > 40, qPrintable(QString::number(inAlone)));
    QVERIFY2(leftmost > 0, "the numbers reach the view's edge");
    QVERIFY2(inView >= inAlone * 9 / 10, qPrintable(QString("%1 of %2 pixels").arg(inView).arg(inAlone)));
  }

  void selectionOutlineAndHandles() {
    Map map = blankTable(72, 48, "in");
    TableFeature house = makeFeature(map, "building-small", Shape::Kind::Rect, {{10, 10}});
    house.shape.width = 4;
    house.shape.height = 2;
    map.features = {house};
    const std::vector<TablePoint> handles = featureHandlePoints(map, 0);
    QCOMPARE(handles.size(), std::size_t{4});
    QVERIFY((handles[2] == TablePoint{14, 12}));
    Mesh m;
    appendVertexHandles(map, 0, 6, {255, 0, 0, 255}, m);
    QCOMPARE(m.triangles.size(), std::size_t{4 * 6});
    QCOMPARE(colourAt(m, {14, 12}).r, std::uint8_t{255});
    m.clear();
    appendFeatureOutline(map, 0, {0, 0, 255, 255}, 2, m);
    QCOMPARE(colourAt(m, {12, 10}).b, std::uint8_t{255});  // on the edge
    QCOMPARE(colourAt(m, {12, 11}).a, std::uint8_t{0});    // not inside
    appendFeatureOutline(map, 5, {0, 0, 255, 255}, 2, m);   // no such feature: nothing
    QCOMPARE(m.triangles.size() % 3, std::size_t{0});
  }
};

QTEST_MAIN(TestTableMesh)
#include "tst_table_mesh.moc"
