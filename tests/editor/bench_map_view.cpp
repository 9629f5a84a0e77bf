// Frame time of the map view panning a 200x200 hex map, and the cost of rebuilding its mesh;
// for a 96"x72" table of 500 generated features (`sandtable generate --ruleset
// focused-firepower --width 96 --height 72 --features 500`), the cost of its meshes, of a
// one-feature update, and of painting them on the software path.
// Run: QT_QPA_PLATFORM=offscreen build/release/tests/bench_map_view [meshes] [hex] [table]
// (the names pick parts: the table's meshes, the hex map's pans, the table's pans; all by default)
// (under a real display or Xvfb the GPU path is measured instead of the software one).
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQuickWindow>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

#include "editor/editor_types.h"
#include "editor/map_document.h"
#include "editor/map_tools.h"
#include "editor/map_view.h"
#include "editor/mesh_painter.h"
#include "editor/table_mesh.h"
#include "importers/map_generator.h"
#include "model/document_io.h"

using namespace sandtable;
using namespace sandtable::editor;

namespace {

// A plausible busy map: random terrain in blobs, hills, a few roads and hexsides.
void fillMap(MapDocument& doc) {
  Map& map = *doc.map();
  std::mt19937 rng(7);
  MapEditBuilder edit(map);
  const int types = static_cast<int>(map.rules->terrain.size());
  for (int i = 0; i < 1500; ++i) {
    const int at = std::uniform_int_distribution<int>(0, map.grid.size() - 1)(rng);
    paintTerrain(edit, brushLocations(map.grid, at, 2), std::uniform_int_distribution<int>(0, types - 1)(rng));
  }
  for (int i = 0; i < 600; ++i) {
    const int at = std::uniform_int_distribution<int>(0, map.grid.size() - 1)(rng);
    raiseLevels(edit, *map.rules, brushLocations(map.grid, at, 3), 1);
  }
  for (int i = 0; i < 20; ++i)
    addRoad(edit, map.grid, hexLine(map.grid, map.grid.offset(std::uniform_int_distribution<int>(0, map.grid.size() - 1)(rng)),
                                    map.grid.offset(std::uniform_int_distribution<int>(0, map.grid.size() - 1)(rng))));
  doc.push(edit, "fill");
}

struct Stats {
  double mean = 0, p95 = 0, max = 0;
};
Stats stats(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  Stats s;
  for (double x : v) s.mean += x / static_cast<double>(v.size());
  s.p95 = v[static_cast<std::size_t>(static_cast<double>(v.size() - 1) * 0.95)];
  s.max = v.back();
  return s;
}

// Pans `frames` times and returns the time from each pan to the frame that shows it.
std::vector<double> panFrames(QQuickWindow& window, MapView& view, int frames) {
  std::vector<double> times;
  QElapsedTimer timer;
  bool waiting = false;
  QObject::connect(&window, &QQuickWindow::frameSwapped, &window, [&] {
    if (!waiting) return;
    times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    waiting = false;
  });
  for (int i = 0; i < frames; ++i) {
    timer.start();
    waiting = true;
    view.panBy(i % 40 < 20 ? 9 : -9, i % 60 < 30 ? 4 : -4);
    while (waiting) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
  }
  QObject::disconnect(&window, &QQuickWindow::frameSwapped, &window, nullptr);
  return times;
}

double msSince(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }

// The table's meshes: a full build, a one-feature update (a drag step), and a repaint of the
// whole view on the software path (what a pan costs when it leaves the cached image; the GPU
// path only changes the transform when panning).
std::shared_ptr<Map> benchTable(bool measure) {
  MapGeneratorOptions options;
  options.width = 96;
  options.height = 72;
  options.features = 500;
  std::string error;
  const auto map = generateMap(builtinRuleset("focused-firepower"), options, &error);
  if (!map) {
    std::printf("table: %s\n", error.c_str());
    return nullptr;
  }
  if (!measure) return map;
  TableMeshes meshes;
  QElapsedTimer t;
  std::vector<double> builds;
  for (int i = 0; i < 7; ++i) {
    t.start();
    buildTableMeshes(*map, nullptr, {}, meshes);
    builds.push_back(msSince(t));
  }
  std::sort(builds.begin(), builds.end());
  std::printf("table 96x72, %zu features: mesh build %.1f ms (median of 7), %zu base, %zu feature, %zu scenario triangle vertices\n",
              map->features.size(), builds[builds.size() / 2], meshes.base.triangles.size(), meshes.features.triangles.size(),
              meshes.scenario.triangles.size());
  std::vector<double> updates;
  for (int i = 0; i < 200; ++i) {
    TableFeature& f = map->features[static_cast<std::size_t>(i * 7 % 500)];
    for (TablePoint& p : f.shape.points) p.x += 0.25;
    t.start();
    updateTableFeatures(*map, i * 7 % 500, i * 7 % 500 + 1, i * 7 % 500 + 1, meshes);
    updates.push_back(msSince(t));
  }
  const Stats u = stats(updates);
  std::printf("table one-feature update: mean %.3f ms, p95 %.3f ms, max %.3f ms\n", u.mean, u.p95, u.max);
  QImage image(1400, 900, QImage::Format_ARGB32_Premultiplied);
  const double w = options.width * MapLayout::kTableUnit, h = options.height * MapLayout::kTableUnit;
  for (const double zoom : {std::min(1400 / (w + 40), 900 / (h + 40)), 1.0, 4.0}) {
    std::vector<double> paints;
    for (int i = 0; i < 12; ++i) {
      QTransform toDevice;
      toDevice.translate(20 - i * 9.0, 20 - i * 4.0);
      toDevice.scale(zoom, zoom);
      const QRectF visible = toDevice.inverted().mapRect(QRectF(0, 0, 1400, 900));
      t.start();
      image.fill(Qt::white);
      QPainter p(&image);
      for (const Mesh* m : {&meshes.base, &meshes.features, &meshes.scenario}) paintMesh(p, *m, toDevice, visible);
      p.end();
      paints.push_back(msSince(t));
    }
    const Stats s = stats(paints);
    std::printf("table software repaint at zoom %.2f (%.0f px per inch): mean %.1f ms, p95 %.1f ms\n", zoom,
                zoom * MapLayout::kTableUnit, s.mean, s.p95);
  }
  return map;
}

struct PanCase {
  const char* name;
  double zoom;  // 0: fit the whole map
};

// Each case's pan frames after a few that warm the caches.
void benchPans(QQuickWindow& window, MapView& view, std::initializer_list<PanCase> cases) {
  for (const PanCase& c : cases) {
    view.fitToWindow();
    if (c.zoom > 0) view.zoomBy(c.zoom / view.zoom());
    panFrames(window, view, 5);
    const int paintsBefore = view.cachePaints();
    const Stats s = stats(panFrames(window, view, 150));
    std::printf("%-26s pan frame: mean %.2f ms, p95 %.2f ms, max %.2f ms (%d cache repaints)\n", c.name, s.mean, s.p95,
                s.max, view.cachePaints() - paintsBefore);
  }
}

}  // namespace

int main(int argc, char** argv) {
  QGuiApplication app(argc, argv);
  registerEditorTypes();
  const QStringList parts = app.arguments().mid(1);
  const auto wanted = [&](const char* part) { return parts.isEmpty() || parts.contains(QLatin1String(part)); };
  const auto table = benchTable(wanted("meshes"));

  QQuickWindow window;
  window.resize(1400, 900);
  auto* view = new MapView(window.contentItem());
  view->setSize(window.size());
  const auto show = [&](MapDocument& doc) {
    view->setDocument(&doc);
    window.show();
    while (!window.isExposed()) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 10);
    for (int i = 0; i < 20; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
  };
  MapDocument doc;
  if (wanted("hex")) {
    doc.newMap("fighting-formations", 200, 200, "flat", "odd", "letter-number");
    fillMap(doc);
    Mesh mesh;
    MapLayout layout(doc.map()->grid);
    QElapsedTimer t;
    t.start();
    const int builds = 5;
    for (int i = 0; i < builds; ++i) buildMapMesh(*doc.map(), layout, mesh);
    std::printf("mesh rebuild (200x200): %.1f ms, %zu triangle vertices, %zu line vertices\n",
                static_cast<double>(t.nsecsElapsed()) / 1e6 / builds, mesh.triangles.size(), mesh.lines.size());
    show(doc);
    std::printf("backend: %s, window 1400x900\n", view->softwareRendering() ? "software (offscreen)" : "GPU scene graph");
    benchPans(window, *view,
              {{"whole map in view (fit)", 0}, {"24 px hexes", 24.0 / (2 * MapLayout::kHexSize)},
               {"64 px hexes, labels on", 64.0 / (2 * MapLayout::kHexSize)}});
  }
  if (!wanted("table")) return 0;
  // The same pans over the generated table, opened as the editor opens a file.
  QTemporaryDir dir;
  MapDocument tableDoc;
  const QString path = dir.path() + "/table.map.yaml";
  std::string error;
  if (!table || !saveFileAtomically(path.toStdString(), writeMap(*table), &error) || !tableDoc.open(path).isEmpty()) {
    std::printf("table: cannot open the generated table %s\n", error.c_str());
    return 1;
  }
  show(tableDoc);
  std::printf("backend: %s, window 1400x900\n", view->softwareRendering() ? "software (offscreen)" : "GPU scene graph");
  benchPans(window, *view, {{"table 96x72 (fit)", 0}, {"table, 20 px per inch", 1.0}, {"table, 80 px per inch", 4.0}});
  return 0;
}
