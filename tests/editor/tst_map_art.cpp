// Map > Map Art (docs/editor.md): calibration by clicks on art the test paints itself
// (tests/art/paint_art.h, never Sandtable's renderer), Trace from Art as one undo step with its
// doubtful hexes in the Issues panel, Proof's findings each going to its hex and naming the
// lines Save writes, a table's art calibrated by two points, and the opacity saved and read
// back.
#include <QtTest>

#include "art/art_trace.h"
#include "art_fixture.h"
#include "editor/map_art_controller.h"
#include "editor/map_layout.h"
#include "editor/validation_scheduler.h"
#include "table_art.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {

// The art's map written again without `art:`, as a designer starts: the picture beside it.
QString withoutArt(const QTemporaryDir& dir, const ArtFixture& f) {
  std::ifstream in(f.mapPath);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  text.erase(text.find("art:\n"));
  const QString path = dir.filePath("bare.map.yaml");
  std::ofstream(path.toStdString()) << text;
  return path;
}

// A designer's click on pixel `painted` of the art, named `place`: the point of the map where
// the picture shows that pixel now, read back as the picture's pixel the click lands on.
QString clickAt(MapArtController& art, QPointF painted, const QString& place) {
  const QPointF onMap = art.imageToMap().map(painted);
  const QPointF px = art.imagePointAt(onMap.x(), onMap.y());
  return art.addAnchor(place, px.x(), px.y());
}

// The click on the painted centre of hex (card) `label`.
QString click(MapArtController& art, const Map& map, const ArtFixture& f, const char* label) {
  const PointF painted = f.truth.apply(artPlace(map, *map.grid.parseLabel(label)));
  return clickAt(art, QPointF(painted.x, painted.y), label);
}

// How far (in the view's map units) the art's pixel showing table point (x, y) is put from
// that point.
double tableMiss(const MapArtController& art, double x, double y) {
  const QPointF shown = art.imageToMap().map(tableArtPixel(x, y));
  const PointF want = MapLayout::tableToMap({x, y});
  return std::hypot(shown.x() - want.x, shown.y() - want.y);
}

// How far (in pixels of the picture) the editor's grid puts a hex centre from the painted one,
// at worst over the map.
double worstCentreError(const MapArtController& art, const Map& map, const ArtFixture& f) {
  const MapLayout layout(map.grid);
  const QTransform mapToImage = art.imageToMap().inverted();
  double worst = 0;
  for (int i = 0; i < map.grid.size(); ++i) {
    const QPointF shown = mapToImage.map(QPointF(layout.center(i).x, layout.center(i).y));
    const PointF painted = f.truth.apply(artPlace(map, map.grid.offset(i)));
    worst = std::max(worst, std::hypot(shown.x() - painted.x, shown.y() - painted.y));
  }
  return worst;
}

int rowWithCode(const IssueList& issues, const std::string& code, int from = 0) {
  for (int i = from; i < int(issues.items().size()); ++i)
    if (issues.items()[std::size_t(i)].code == code) return i;
  return -1;
}

// The fixture's map open in the editor with its art, the Issues panel's scheduler and the art's
// controller tied together, as the window ties them.
struct OpenArt {
  MapDocument doc;
  ValidationScheduler scheduler;
  MapArtController art;
  explicit OpenArt(const QString& mapPath) {
    if (!doc.open(mapPath).isEmpty()) qFatal("the fixture does not open");
    scheduler.setDocument(&doc);
    art.setDocument(&doc);
    art.setProperty("scheduler", QVariant::fromValue(&scheduler));
  }
  explicit OpenArt(const ArtFixture& f) : OpenArt(QString::fromStdString(f.mapPath)) {}
};

void waitForResults(ValidationScheduler& scheduler) {
  scheduler.setDelay(0);
  scheduler.validateNow();
  QTRY_VERIFY(!scheduler.running());
}

// Gives `label` a terrain its art does not show (woods, or crater where it is woods), runs
// Proof and then the validation: the Issues panel's row of the first art-disagrees, or -1.
int proveOneWrongHex(OpenArt& open, const char* label) {
  MapDocument& doc = open.doc;
  const int at = doc.map()->grid.index(*doc.map()->grid.parseLabel(label));
  const Ruleset& rules = *doc.map()->rules;
  const int woods = rules.terrainIndex("woods"), crater = rules.terrainIndex("crater");
  MapEditBuilder wrong(*doc.map());
  wrong.location(at).terrain = doc.map()->terrain[std::size_t(at)] == woods ? crater : woods;
  if (!doc.push(wrong, "Wrong") || !open.art.proof().isEmpty()) return -1;
  open.art.waitForIdle();
  if (!QTest::qWaitFor([&] { return open.art.status().startsWith("Proof:"); })) return -1;
  waitForResults(open.scheduler);
  return rowWithCode(*open.scheduler.issues(), "art-disagrees");
}

}  // namespace

class TestMapArt : public QObject {
  Q_OBJECT

 private slots:
  // Map Art… then two clicks: the grid snaps onto a picture turned 1.7 degrees.
  void calibrationWithTwoClicksLandsEveryHexCentreWithinAPixel() {
    QTemporaryDir dir;
    const ArtFixture f =
        paintFixture(dir, 21, hexMap(16, 12, false), {.scale = 29.5, .degrees = -1.7});
    MapDocument doc;
    QCOMPARE(doc.open(withoutArt(dir, f)), QString());
    MapArtController art;
    art.setDocument(&doc);
    QVERIFY(!art.hasArt());
    QCOMPARE(art.chooseImage(QString::fromStdString(f.imagePath)), QString());
    QVERIFY(art.hasArt() && doc.modified());
    QCOMPARE(art.image(), QString("art.jpg"));  // relative to the map file
    QVERIFY(!art.fitted());
    QCOMPARE(click(art, *doc.map(), f, "A1"), QString());
    QVERIFY(!art.fitted());
    QCOMPARE(click(art, *doc.map(), f, "P12"), QString());
    QVERIFY(art.fitted());
    QVERIFY2(worstCentreError(art, *doc.map(), f) < 1.0,
             qPrintable(QString("%1 px off").arg(worstCentreError(art, *doc.map(), f))));
    // Each click was one undo step; undoing the art's choice takes the art away.
    QCOMPARE(doc.undoStack().count(), 3);
    doc.undoTo(0);
    QVERIFY(!art.hasArt());
  }

  // A skewed, stretched scan needs the third click; two leave the grid off by pixels.
  void calibrationWithThreeClicksFitsASkewedScan() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 22, hexMap(16, 12, true),
                                      {.degrees = 1.2, .stretchY = 1.05, .skew = 0.03});
    MapDocument doc;
    QCOMPARE(doc.open(withoutArt(dir, f)), QString());
    MapArtController art;
    art.setDocument(&doc);
    QCOMPARE(art.chooseImage(QString::fromStdString(f.imagePath)), QString());
    QCOMPARE(click(art, *doc.map(), f, "A1"), QString());
    QCOMPARE(click(art, *doc.map(), f, "P12"), QString());
    QVERIFY(worstCentreError(art, *doc.map(), f) > 1.0);
    QCOMPARE(click(art, *doc.map(), f, "A12"), QString());
    QVERIFY2(worstCentreError(art, *doc.map(), f) < 1.0,
             qPrintable(QString("%1 px off").arg(worstCentreError(art, *doc.map(), f))));
    // A nudge moves the anchor (and the grid with it); undoing it puts it back.
    art.nudgeAnchor(2, 3, 0);
    art.nudgeAnchor(2, 2, 0);
    QVERIFY(worstCentreError(art, *doc.map(), f) > 1.0);
    doc.undo();  // both nudges are one step
    QVERIFY(worstCentreError(art, *doc.map(), f) < 1.0);
    QVERIFY(art.addAnchor("Z40", 10, 10).contains("no hex"));
    // Pixels are kept to a hundredth, so the file does not carry a click's float noise.
    QCOMPARE(art.addAnchor("A12", 58.50784929, 70.49136578), QString());
    QCOMPARE(art.anchors()[2].toMap()["x"].toDouble(), 58.51);
    QCOMPARE(art.anchors()[2].toMap()["y"].toDouble(), 70.49);
  }

  // Trace from Art on a map painted all open: one undo step gives back the art's terrain, and
  // the doubtful hexes are the Issues panel's art-doubtful notes.
  void traceIsOneUndoStepAndListsTheDoubtfulHexes() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 23, hexMap(14, 10, false));
    OpenArt open(f);
    auto& [doc, scheduler, art] = open;
    QVERIFY(art.fitted());
    const QString samples = art.suggestedSamples();
    MapEditBuilder blank(*doc.map());
    for (int i = 0; i < doc.map()->grid.size(); ++i) blank.location(i).terrain = 0;
    QVERIFY(doc.push(blank, "Blank"));
    const int steps = doc.undoStack().count();
    QCOMPARE(art.trace(samples), QString());
    art.waitForIdle();
    QTRY_COMPARE(doc.undoStack().count(), steps + 1);
    int right = 0;
    for (int i = 0; i < doc.map()->grid.size(); ++i)
      right += doc.map()->terrain[std::size_t(i)] == f.map->terrain[std::size_t(i)];
    QVERIFY2(right >= 0.98 * doc.map()->grid.size(), qPrintable(QString::number(right)));
    waitForResults(scheduler);
    std::vector<std::pair<int, int>> parsed;
    for (const QString& s : samples.split(' ')) {
      const auto at = doc.map()->grid.parseLabel(s.section('=', 0, 0).toStdString());
      parsed.emplace_back(doc.map()->grid.index(*at),
                          doc.map()->rules->terrainIndex(s.section('=', 1).toStdString()));
    }
    Diagnostics problems;
    const auto loaded = loadMapArt(*f.map, f.mapPath, problems);
    const TraceOutcome direct = traceArt(*loaded, *f.map, parsed);
    int listed = 0;
    for (int row = rowWithCode(*scheduler.issues(), "art-doubtful"); row >= 0;
         row = rowWithCode(*scheduler.issues(), "art-doubtful", row + 1)) {
      QVERIFY(scheduler.issues()->locationOf(row) >= 0);
      ++listed;
    }
    QCOMPARE(listed, int(direct.doubtful.size()));
    doc.undo();
    QVERIFY(std::all_of(doc.map()->terrain.begin(), doc.map()->terrain.end(),
                        [](int t) { return t == 0; }));
  }

  // Proof lists the one hex changed in the data, and its row goes to that hex.
  void proofFindingsAreListedAndGoToTheirHex() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 24, hexMap(12, 10, false));
    OpenArt open(f);
    auto& [doc, scheduler, art] = open;
    const int e5 = doc.map()->grid.index(*doc.map()->grid.parseLabel("E5"));
    const int row = proveOneWrongHex(open, "E5");
    QVERIFY(row >= 0);
    QCOMPARE(scheduler.issues()->locationOf(row), e5);
    QCOMPARE(rowWithCode(*scheduler.issues(), "art-disagrees", row + 1), -1);
  }

  // Art given in the editor and not yet saved: `art:` goes before the terrain rows in what
  // Save writes, so each row moves down from where the file on disk has it. Proof's finding
  // names the row of the text Save writes (it named the row on disk, some lines off), and
  // Trace's notes the `art:` key of that text (line 0 before: the disk's file had none).
  void artFindingsOfUnsavedArtNameTheLinesSaveWrites() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 26, hexMap(12, 10, false));
    OpenArt open(withoutArt(dir, f));
    auto& [doc, scheduler, art] = open;
    QCOMPARE(art.chooseImage(QString::fromStdString(f.imagePath)), QString());
    QCOMPARE(click(art, *doc.map(), f, "A1"), QString());
    QCOMPARE(click(art, *doc.map(), f, "L10"), QString());
    const int e5 = doc.map()->grid.index(*doc.map()->grid.parseLabel("E5"));
    const int row = proveOneWrongHex(open, "E5");
    QVERIFY(row >= 0);
    const Diagnostic finding = scheduler.issues()->items()[std::size_t(row)];
    // Trace's doubtful hexes are notes at the `art:` key, which Save writes after the grid.
    const int steps = doc.undoStack().count();
    QCOMPARE(art.trace(art.suggestedSamples()), QString());
    art.waitForIdle();
    QTRY_COMPARE(doc.undoStack().count(), steps + 1);
    waitForResults(scheduler);
    const int doubtful = rowWithCode(*scheduler.issues(), "art-doubtful");
    QVERIFY(doubtful >= 0);
    const Diagnostic note = scheduler.issues()->items()[std::size_t(doubtful)];

    QCOMPARE(doc.save(), QString());
    const auto saved = loadMap(doc.filePath().toStdString());
    const auto e5Row = std::size_t(e5 / saved->grid.columns);
    QCOMPARE(finding.file, doc.filePath().toStdString());
    QCOMPARE(finding.line, saved->terrainSource[e5Row].first);
    QCOMPARE(finding.column, saved->terrainSource[e5Row].second);
    QCOMPARE(note.file, doc.filePath().toStdString());
    QCOMPARE(note.line, saved->art->line);
    QCOMPARE(note.column, saved->art->column);
  }

  // A table's art calibrated by two clicks, each named by the table point (x, y) it shows:
  // the art then shows those points where they are on the table, and the pond's corner
  // between them too; the saved map reads back with the same anchors and the same placing.
  void tableArtCalibratedByTwoPointsPutsThemWhereTheyAre() {
    QTemporaryDir dir;
    const QString path = writeArtTable(dir, false);
    QVERIFY(!path.isEmpty());
    MapDocument doc;
    QCOMPARE(doc.open(path), QString());
    QVERIFY(doc.isTable());
    MapArtController art;
    art.setDocument(&doc);
    QCOMPARE(art.chooseImage(dir.filePath("table-art.png")), QString());
    QCOMPARE(clickAt(art, tableArtPixel(2, 1.5), "2, 1.5"), QString());
    QVERIFY(!art.fitted());
    QCOMPARE(clickAt(art, tableArtPixel(22.25, 14), "22.25, 14"), QString());
    QVERIFY(art.fitted());
    const double unit = MapLayout::tableToMap({1, 0}).x;  // one table unit in map units
    for (const QPointF at : {QPointF(2, 1.5), QPointF(22.25, 14), QPointF(14, 8)})
      QVERIFY2(tableMiss(art, at.x(), at.y()) < 0.01 * unit,
               qPrintable(QString("(%1, %2) is put %3 map units off")
                              .arg(at.x())
                              .arg(at.y())
                              .arg(tableMiss(art, at.x(), at.y()))));
    QCOMPARE(doc.save(), QString());
    QVERIFY(doc.documentText().contains("{at: [2, 1.5], px: ["));
    MapDocument again;
    QCOMPARE(again.open(path), QString());
    MapArtController reread;
    reread.setDocument(&again);
    QVERIFY(reread.fitted());
    QCOMPARE(reread.anchors(), art.anchors());
    QCOMPARE(reread.anchors()[1].toMap()["label"].toString(), QString("22.25, 14"));
    for (const QPointF px : {QPointF(0, 0), QPointF(600, 420)})
      QVERIFY(QLineF(reread.imageToMap().map(px), art.imageToMap().map(px)).length() < 1e-9);
  }

  // The slider's moves are one undo step; the opacity is saved in `art.opacity` and read back.
  void opacityIsSavedAndReread() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 25, hexMap(6, 5, false));
    MapDocument doc;
    QCOMPARE(doc.open(QString::fromStdString(f.mapPath)), QString());
    MapArtController art;
    art.setDocument(&doc);
    QCOMPARE(art.opacity(), 0.6);
    art.setOpacity(0.7);
    art.setOpacity(0.85);
    QCOMPARE(doc.undoStack().count(), 1);
    QVERIFY(doc.modified());
    QCOMPARE(doc.save(), QString());
    QVERIFY(doc.documentText().contains("opacity: 0.85"));
    MapDocument again;
    QCOMPARE(again.open(QString::fromStdString(f.mapPath)), QString());
    MapArtController reread;
    reread.setDocument(&again);
    QCOMPARE(reread.opacity(), 0.85);
    QVERIFY(reread.fitted());
    doc.undo();
    QCOMPARE(art.opacity(), 0.6);
  }
};

QTEST_MAIN(TestMapArt)
#include "tst_map_art.moc"
