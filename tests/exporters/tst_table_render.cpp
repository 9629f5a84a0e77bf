// Rendering miniatures tables: pieces in their terrain colours at true proportions (read back
// from the pixels at known table points), hills darker per step, the public and per-side
// views hiding exactly the private information, the legend, the print proof fitted on one
// page or tiled at full size (1 inch of table = 72 pt, sheets abutting without overlap), and
// the command line's table options and refusals.
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <functional>

#include "exporters/map_decorations.h"
#include "exporters/map_export.h"
#include "exporters/map_renderer.h"
#include "exporters/map_style.h"
#include "exporters/pdf_pages.h"
#include "exporters/scenario_privacy.h"
#include "exporters/table_paint.h"
#include "model/document_io.h"
#include "model/ruleset.h"
#include "pdf_inspect.h"

using namespace sandtable;

namespace {

const char* const kScenario = "tests/fixtures/tables/crossroads.scenario.yaml";
const char* const kMap = "tests/fixtures/tables/crossroads.map.yaml";

QString source(const QString& relative) {
  return QString(SANDTABLE_SOURCE_DIR) + "/" + relative;
}

LoadedDocument load(const QString& relative) {
  LoadedDocument doc = loadDocument(source(relative).toStdString());
  if (!doc.ok()) qFatal("%s does not load", qPrintable(relative));
  return doc;
}

QColor pixelAt(const QImage& image, const Map& map, const Scenario* scenario,
               const RenderOptions& options, TablePoint p) {
  return QColor(image.pixel(tablePointPx(map, scenario, options, p).toPoint()));
}

QColor fillOf(const Map& map, const std::string& featureId) {
  return tableFeatureFill(*map.feature(featureId), *map.rules);
}

// The scenario with what `viewer` may not see taken out, for comparing pictures.
Scenario withoutHidden(const Scenario& s, const Viewer& viewer) {
  Scenario out = s;
  out.objectives.clear();
  for (const Objective& o : s.objectives)
    if (canSee(viewer, o)) out.objectives.push_back(o);
  out.points.clear();
  for (const ScenarioPoint& p : s.points)
    if (canSee(viewer, p)) out.points.push_back(p);
  for (Side& side : out.sides)
    if (!canSeeOrdersOf(viewer, side)) side.fireOrders.clear();
  for (SideOob& oob : out.oob)
    if (!viewer.seesPrivateOf(oob.side)) oob.entries.clear();
  return out;
}

struct Run {
  int exitCode = -1;
  QString err;
};

Run runCli(const QStringList& args) {
  QProcess p;
  p.start(SANDTABLE_CLI_PATH, args);
  if (!p.waitForFinished(120000)) qFatal("sandtable did not finish");
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardError())};
}

// Page `page` (1-based) of `pdf` rasterised by pdftoppm (poppler) at `dpi`; null on failure.
QImage pdfPageImage(const QByteArray& pdf, int page, int dpi) {
  QTemporaryDir dir;
  QFile f(dir.filePath("in.pdf"));
  if (!f.open(QIODevice::WriteOnly) || f.write(pdf) != pdf.size()) return {};
  f.close();
  QProcess p;
  p.start("pdftoppm",
          {"-r", QString::number(dpi), "-f", QString::number(page), "-l", QString::number(page),
           "-singlefile", "-png", f.fileName(), dir.filePath("page")});
  if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
  return QImage(dir.filePath("page.png"));
}

// The most pixels of the sheets' marking colour (dark red) in any one column: a dashed line
// down the page counts its dashes.
int longestRedColumn(const QImage& image) {
  int longest = 0;
  for (int x = 0; x < image.width(); ++x) {
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
      const QColor c = image.pixelColor(x, y);
      count += c.red() > 90 && c.green() < 90 && c.blue() < 100 && c.red() > c.green() + 40;
    }
    longest = std::max(longest, count);
  }
  return longest;
}

double distance(QPointF a, QPointF b) {
  return std::hypot(a.x() - b.x(), a.y() - b.y());
}

}  // namespace

class TestTableRender : public QObject {
  Q_OBJECT

  LoadedDocument scenarioDoc_;
  LoadedDocument mapDoc_;
  QImage plain_;  // the map alone at the default options

  QColor plainAt(TablePoint p) const {
    return pixelAt(plain_, *mapDoc_.map, nullptr, RenderOptions{}, p);
  }

 private slots:
  void initTestCase() {
    scenarioDoc_ = load(kScenario);
    mapDoc_ = load(kMap);
    QVERIFY(mapDoc_.map && mapDoc_.map->isTable());
    QString error;
    plain_ = renderMapImage(*mapDoc_.map, nullptr, RenderOptions{}, &error);
    QVERIFY2(!plain_.isNull(), qPrintable(error));
  }

  void pictureKeepsTheTablesProportions() {
    const Map& map = *mapDoc_.map;
    RenderOptions options;
    QString error;
    const QImage image = renderMapImage(map, nullptr, options, &error);
    QVERIFY2(!image.isNull(), qPrintable(error));
    const QSizeF size = mapPixelSize(map, nullptr, options);
    QCOMPARE(image.width(), static_cast<int>(std::ceil(size.width())));
    // 20 px per inch by default, the same across and down.
    const QPointF corner = tablePointPx(map, nullptr, options, {0, 0});
    QCOMPARE(tablePointPx(map, nullptr, options, {72, 0}) - corner, QPointF(72 * 20, 0));
    QCOMPARE(tablePointPx(map, nullptr, options, {0, 48}) - corner, QPointF(0, 48 * 20));
    options.pxPerUnit = 40;
    QCOMPARE(
        tablePointPx(map, nullptr, options, {72, 48}) - tablePointPx(map, nullptr, options, {0, 0}),
        QPointF(72 * 40, 48 * 40));
    QVERIFY(std::abs(mapPixelSize(map, nullptr, options).width() - 2 * size.width()) < 1e-6);
  }

  void woodShowsItsTerrainColourAndOpenGroundTheTable() {
    const Map& map = *mapDoc_.map;
    // Inside the wood, between its tree dots and off the 6" grid: the ruleset's colour.
    const auto& woods =
        map.rules->terrain[static_cast<std::size_t>(map.rules->terrainIndex("woods"))];
    QCOMPARE(plainAt({8, 9}).name(), QString::fromStdString(woods.color));
    // Open ground, where no piece lies.
    QCOMPARE(plainAt({45, 27}).name(), kTableOpen.name());
    QCOMPARE(plainAt({70, 46}).name(), kTableOpen.name());
  }

  void higherHillStepIsDarker() {
    const Map& map = *mapDoc_.map;
    const QColor lower = plainAt({22, 20});
    const QColor upper = plainAt({27, 16});
    QCOMPARE(lower.name(), fillOf(map, "hill-1").name());
    QCOMPARE(upper.name(), fillOf(map, "hill-2").name());
    QVERIFY(upper.lightness() < lower.lightness());
    // The same terrain type one step higher (a height override) is darker too.
    TableFeature higher = *map.feature("hill-1");
    higher.height = 4;
    QVERIFY(tableFeatureFill(higher, *map.rules).lightness() < lower.lightness());
  }

  void bandsHaveTheirTrueWidth() {
    // The road is 2" wide along y = 18: its colour 0.5" off the centre line, open ground
    // 1.3" off it.
    const Map& map = *mapDoc_.map;
    QCOMPARE(plainAt({10, 18.5}).name(), fillOf(map, "road").name());
    QCOMPARE(plainAt({10, 17.5}).name(), fillOf(map, "road").name());
    QCOMPARE(plainAt({10, 19.3}).name(), kTableOpen.name());
    QCOMPARE(plainAt({10, 16.7}).name(), kTableOpen.name());
  }

  void smokeTemplateIsTranslucent() {
    const Map& map = *mapDoc_.map;
    const QColor smoke = plainAt({8.3, 19.7});
    const QColor solid = rulesetColor(map.rules->markers.front().color);
    QVERIFY(smoke != kTableOpen);
    QVERIFY(smoke != solid);
    // Between the table and the template's colour in every channel.
    QVERIFY(smoke.red() <= std::max(solid.red(), kTableOpen.red()) &&
            smoke.red() >= std::min(solid.red(), kTableOpen.red()));
  }

  // A building's storeys and name keep clear of a hot spot at its middle: the symbol prints the
  // same as with no label there (a name printed over it hid the hot spot's number).
  void labelsKeepClearOfAPointsSymbol() {
    LoadedDocument doc = load("samples/force-on-force/khoshkab.scenario.yaml");
    Scenario& s = *doc.scenario;
    const auto hotSpot = std::find_if(s.points.begin(), s.points.end(),
                                      [](const ScenarioPoint& p) { return p.kind == ScenarioPoint::Kind::HotSpot; });
    QVERIFY(hotSpot != s.points.end());
    auto map = std::make_shared<Map>(*s.map);
    s.map = map;
    const auto found = std::find_if(map->features.begin(), map->features.end(),
                                    [](const TableFeature& f) { return f.id == "compound-house"; });
    QVERIFY(found != map->features.end());
    TableFeature& house = *found;
    QVERIFY(house.storeys && !house.name.empty());
    const TablePoint from = tableLabelPoint(house), to = hotSpot->position();
    for (TablePoint& q : house.shape.points) q = {q.x + to.x - from.x, q.y + to.y - from.y};
    RenderOptions options;
    options.labels = true;
    QString error;
    const QImage labelled = renderMapImage(*map, &s, options, &error);
    QVERIFY2(!labelled.isNull(), qPrintable(error));
    house.name.clear();
    house.storeys.reset();
    const QImage bare = renderMapImage(*map, &s, options, &error);
    const QPoint at = tablePointPx(*map, &s, options, to).toPoint();
    for (int dy = -4; dy <= 4; ++dy)
      for (int dx = -4; dx <= 4; ++dx)
        QVERIFY2(labelled.pixel(at + QPoint(dx, dy)) == bare.pixel(at + QPoint(dx, dy)),
                 qPrintable(QString("a label over the hot spot at %1,%2: %3 %4 (%5x%6)").arg(dx).arg(dy).arg(labelled.pixel(at + QPoint(dx, dy)), 0, 16).arg(bare.pixel(at + QPoint(dx, dy)), 0, 16).arg(labelled.width()).arg(labelled.height())));
  }

  // A unit set up at a typed point is printed as the editor marks it, a square in its side's
  // colour (it was printed nowhere); the public map and the other side's leave it out.
  void unitsSetUpAtTypedPointsArePrinted() {
    LoadedDocument doc = load("samples/force-on-force/khoshkab.scenario.yaml");
    Scenario& s = *doc.scenario;
    QVERIFY(s.oob.size() >= 2 && !s.oob[0].entries.empty());
    const TablePoint at{10, 33};
    s.oob[0].entries[0].setup = PlaceRef{};
    s.oob[0].entries[0].setup.at = at;
    const QColor color = sideColor(sideIndexOf(s, s.oob[0].side));
    auto pixelAt = [&](Audience audience, const std::string& side) {
      RenderOptions options;
      options.audience = audience;
      options.side = side;
      QString error;
      const QImage image = renderMapImage(*s.map, &s, options, &error);
      return QColor(image.pixel(tablePointPx(*s.map, &s, options, at).toPoint()));
    };
    QCOMPARE(pixelAt(Audience::All, {}), color);
    QCOMPARE(pixelAt(Audience::Side, s.oob[0].side), color);
    QVERIFY(pixelAt(Audience::Public, {}) != color);
    QVERIFY(pixelAt(Audience::Side, s.oob[1].side) != color);
    // The legend says what the square is, for the views that show it.
    auto legendSays = [&](Audience audience) {
      RenderOptions options;
      options.audience = audience;
      const QString text = "Unit set up here, " + QString::fromStdString(s.oob[0].side) + " (its id)";
      for (const LegendEntry& e : buildLegend(*s.map, &s, options).entries)
        if (e.text == text) return true;
      return false;
    };
    QVERIFY(legendSays(Audience::All));
    QVERIFY(!legendSays(Audience::Public));
  }

  void publicViewShowsNoPrivateInformation() {
    const Scenario& s = *scenarioDoc_.scenario;
    RenderOptions options;
    options.labels = true;
    options.audience = Audience::Public;
    QString error;
    const QImage publicView = renderMapImage(*s.map, &s, options, &error);
    QVERIFY2(!publicView.isNull(), qPrintable(error));
    // Exactly the picture of the scenario without secret objectives, side points and fire
    // orders.
    const Scenario stripped = withoutHidden(s, Viewer{Audience::Public, {}});
    QVERIFY(stripped.objectives.size() == 1 && stripped.points.size() == 1);
    RenderOptions all = options;
    all.audience = Audience::All;
    QCOMPARE(renderMapImage(*s.map, &stripped, all, &error), publicView);
    QVERIFY(renderMapImage(*s.map, &s, all, &error) != publicView);
  }

  void sideViewAddsOnlyThatSidesSecrets() {
    const Scenario& s = *scenarioDoc_.scenario;
    for (const Side& side : s.sides) {
      RenderOptions options;
      options.audience = Audience::Side;
      options.side = side.id;
      QString error;
      const QImage own = renderMapImage(*s.map, &s, options, &error);
      const Scenario stripped = withoutHidden(s, Viewer::ofSide(side.id));
      for (const Objective& o : stripped.objectives) QVERIFY(!o.isPrivate() || o.side == side.id);
      RenderOptions all = options;
      all.audience = Audience::All;
      QCOMPARE(renderMapImage(*s.map, &stripped, all, &error), own);
    }
  }

  void legendNamesTerrainMarkersAndPointKinds() {
    const Scenario& s = *scenarioDoc_.scenario;
    auto texts = [&s](Audience audience) {
      RenderOptions options;
      options.audience = audience;
      QStringList out;
      for (const LegendEntry& e : buildLegend(*s.map, &s, options).entries) out << e.text;
      return out;
    };
    const QStringList all = texts(Audience::All);
    for (const char* expected :
         {"Trees, woodland (medium)", "Hill, medium (2 steps)", "Road", "Low wall or barricade",
          "Smoke template", "Objective (held within the circle)", "ERP", "TRP",
          "Hot spot (numbered)", "Casevac", "Exit", "Secondary or tertiary objective"})
      QVERIFY2(all.contains(expected), expected);
    const QStringList open = texts(Audience::Public);
    QVERIFY(open.contains("Hot spot (numbered)"));
    for (const char* hidden : {"ERP", "TRP", "Secondary or tertiary objective"})
      QVERIFY2(!open.contains(hidden), hidden);
  }

  void pdfFitsTheTableOnOnePageByDefault() {
    const Scenario& s = *scenarioDoc_.scenario;
    QString error;
    const QByteArray pdf = renderMapPdf(*s.map, &s, RenderOptions{}, &error);
    const PdfFacts facts = inspectPdf(pdf);
    QVERIFY2(facts.wellFormed, qPrintable(facts.problem));
    QCOMPARE(facts.pages, 1);
    QVERIFY(pdfPageTexts(pdf).front().contains("scale 1:"));
    // A small scale that fits is one page too, captioned with it.
    RenderOptions quarter;
    quarter.printScale = 0.05;
    const QByteArray small = renderMapPdf(*s.map, &s, quarter, &error);
    QCOMPARE(inspectPdf(small).pages, 1);
    QVERIFY(pdfPageTexts(small).front().contains("scale 1:20"));
  }

  void fullSizeTilesA72By48TableOnA4() {
    const TableSize table{72, 48, "in"};
    const TableSheetPlan plan = planTableSheets(table, 1, PageSize::A4);
    // Portrait A4 holds 180 x 267 mm inside its margins: sheets up to 7" x 10", cut evenly
    // at whole inches: 11 columns by 5 rows.
    QCOMPARE(plan.columns, 11);
    QCOMPARE(plan.rows, 5);
    QCOMPARE(plan.tiles.size(), std::size_t(55));
    QCOMPARE(plan.pages(), 56);
    double area = 0;
    for (std::size_t i = 0; i < plan.tiles.size(); ++i) {
      const QRectF t = plan.tiles[i];
      area += t.width() * t.height();
      QVERIFY(t.width() * 25.4 <= 180 + 1e-9 && t.height() * 25.4 <= 267 + 1e-9);
      QCOMPARE(t.left(), std::floor(t.left()));  // cut at whole inches
      for (std::size_t j = i + 1; j < plan.tiles.size(); ++j) {
        const QRectF overlap = t.intersected(plan.tiles[j]);
        QVERIFY(overlap.width() <= 0 || overlap.height() <= 0);
      }
    }
    QCOMPARE(area, 72.0 * 48.0);  // the sheets cover the table exactly
    QCOMPARE(tableSheetLabel(0, 0), QString("A1"));
    QCOMPARE(tableSheetLabel(4, 10), QString("E11"));
    QCOMPARE(tableSheetLabel(26, 0), QString("AA1"));

    // Letter paper and centimetres: the sheets still fit their paper.
    const TableSheetPlan letter = planTableSheets(table, 1, PageSize::Letter);
    for (const QRectF& t : letter.tiles)
      QVERIFY(t.width() * 25.4 <= (letter.landscape ? 249.4 : 185.9) + 1e-6);
    const TableSheetPlan cm = planTableSheets({180, 120, "cm"}, 1, PageSize::A4);
    for (const QRectF& t : cm.tiles) QVERIFY(t.width() * 10 <= 267 + 1e-9);
  }

  void fullSizePdfPrintsAnInchAs72Points() {
    const Scenario& s = *scenarioDoc_.scenario;
    RenderOptions options;
    options.printScale = 1;
    options.overlapMm = 0;  // sheets that abut (--overlap 0)
    QString error;
    const QByteArray pdf = renderMapPdf(*s.map, &s, options, &error);
    const PdfFacts facts = inspectPdf(pdf);
    QVERIFY2(facts.wellFormed, qPrintable(facts.problem));
    QCOMPARE(facts.pages, 56);
    QVERIFY(pdf.contains("/MediaBox [0 0 595.000000 842.000000]"));

    // Sheet A1 (page 2) holds the wood's first edge, from [2, 5] to [11, 4]: 9" across and
    // 1" up, so 648 pt and 72 pt on paper.
    const PdfObjects objects = pdfObjects(pdf);
    const std::vector<QByteArray> pages = pdfPageContents(objects);
    QCOMPARE(pages.size(), std::size_t(56));
    const QColor wood = fillOf(*s.map, "wood");
    const PdfPath* edge = nullptr;
    std::vector<PdfPath> paths = pdfPaths(pages[1]);
    for (const PdfPath& p : paths)
      if (p.fill.name() == wood.name() && p.points.size() >= 4 && !edge) edge = &p;
    QVERIFY2(edge, "the wood is not on sheet A1");
    const QPointF a = edge->points[0], b = edge->points[1];
    QVERIFY2(std::abs((b.x() - a.x()) - 9 * 72) < 0.01, qPrintable(QString::number(b.x() - a.x())));
    QVERIFY2(std::abs((b.y() - a.y()) - 1 * 72) < 0.01, qPrintable(QString::number(b.y() - a.y())));
    QVERIFY(std::abs(distance(a, b) - std::hypot(9.0, 1.0) * 72) < 0.01);

    // Each sheet says which it is and where it goes.
    const std::vector<QString> texts = pdfPageTexts(pdf);
    QVERIFY(texts[0].contains("overview, page 1 of 56"));
    QVERIFY(texts[1].contains("sheet A1 (page 2 of 56)"));
    QVERIFY(texts[2].contains("sheet A2 (page 3 of 56)"));
    QVERIFY(texts[55].contains("sheet E11 (page 56 of 56)"));
    QVERIFY(texts[1].contains("full size"));
    QCOMPARE(renderMapPdf(*s.map, &s, options, &error), pdf);  // deterministic
  }

  // --overlap: each sheet goes on past its right and bottom edges into its neighbour's picture
  // (a glue margin), with a dashed line where the neighbour's edge lies and "A1 — glue under
  // A2" in it; the sheets are cut smaller so sheet and margin still fit the paper.
  void theOverlapMarginShowsTheNeighboursEdge() {
    const TableSize table{72, 48, "in"};
    const TableSheetPlan plan = planTableSheets(table, 1, PageSize::A4, 12.7);
    for (const QRectF& t : plan.tiles)
      QVERIFY(t.width() * 25.4 + 12.7 <= (plan.landscape ? 267 : 180) + 1e-9);
    const Scenario& s = *scenarioDoc_.scenario;
    RenderOptions options;
    options.printScale = 1;
    QString error;
    options.overlapMm = 12.7;
    const QByteArray lapped = renderMapPdf(*s.map, &s, options, &error);
    options.overlapMm = 0;
    const QByteArray abutting = renderMapPdf(*s.map, &s, options, &error);
    QVERIFY(pdfPageTexts(lapped)[1].contains("A1 \u2014 glue under A2"));
    QVERIFY(pdfPageTexts(lapped)[1].contains("A1 \u2014 glue under B1"));
    QVERIFY(!pdfPageTexts(abutting)[1].contains("glue under"));
    // Sheet A1 at 50 dpi: the dashed line down the neighbour's edge is a column of dark red
    // as tall as the sheet (over 6 in, 300 px); without an overlap only the label is red.
    const QImage withMargin = pdfPageImage(lapped, 2, 50);
    const QImage without = pdfPageImage(abutting, 2, 50);
    QVERIFY(!withMargin.isNull() && !without.isNull());
    QVERIFY2(longestRedColumn(withMargin) > 150,
             qPrintable(QString::number(longestRedColumn(withMargin))));
    // The command line takes a length with its unit, or 0.
    QTemporaryDir dir;
    const QString out = dir.filePath("sheets.pdf");
    for (const char* good : {"0.5in", "12mm", "1cm", "0"})
      QVERIFY2(runCli({"render", source(kScenario), "--scale", "1", "--overlap", good, "-o", out})
                       .exitCode == 0,
               good);
    for (const char* bad : {"3", "1ft", "-2mm", "6cm"}) {
      const Run r =
          runCli({"render", source(kScenario), "--scale", "1", "--overlap", bad, "-o", out});
      QCOMPARE(r.exitCode, 2);
      QVERIFY2(r.err.contains("--overlap must be a length from 0 to 50 mm"), qPrintable(r.err));
    }
    QVERIFY2(longestRedColumn(without) < 30,
             qPrintable(QString::number(longestRedColumn(without))));
  }

  // --ink low: the cloth white, no piece filled with its colour (the wood and the hill are
  // outlines and hatching), most of the table white paper; the same pieces still drawn.
  void lowInkDrawsOutlinesAndHatchingWithoutFills() {
    const Scenario& s = *scenarioDoc_.scenario;
    RenderOptions options;
    QString error;
    const QImage full = renderMapImage(*s.map, &s, options, &error);
    options.inkLow = true;
    const QImage low = renderMapImage(*s.map, &s, options, &error);
    QVERIFY(!full.isNull() && low.size() == full.size());
    auto count = [](const QImage& image, const std::function<bool(QColor)>& is) {
      int n = 0;
      for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) n += is(image.pixelColor(x, y));
      return n;
    };
    const double pixels = full.width() * full.height();
    for (const char* piece : {"wood", "hill-1", "hill-2"}) {
      const QColor fill = fillOf(*s.map, piece);
      auto isFill = [&](QColor c) { return c.rgb() == fill.rgb(); };
      QVERIFY2(count(full, isFill) > pixels * 0.002, piece);
      QVERIFY2(count(low, isFill) < pixels * 0.0002, piece);
    }
    auto isPaper = [](QColor c) { return c.red() > 250 && c.green() > 250 && c.blue() > 250; };
    QVERIFY2(count(low, isPaper) > count(full, isPaper) + pixels * 0.3,
             qPrintable(QString("%1 vs %2").arg(count(low, isPaper)).arg(count(full, isPaper))));
    // Hatching in the pieces' colours: the low-ink picture is not blank.
    auto isInk = [](QColor c) { return c.saturation() > 40 && c.value() < 235; };
    QVERIFY(count(low, isInk) > pixels * 0.01);
    // The command line: low or full.
    QTemporaryDir dir;
    QCOMPARE(
        runCli({"render", source(kScenario), "--ink", "low", "-o", dir.filePath("a.png")}).exitCode,
        0);
    const Run r =
        runCli({"render", source(kScenario), "--ink", "none", "-o", dir.filePath("b.png")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--ink must be low or full"), qPrintable(r.err));
  }

  void tiledSheetsDrawOnlyTheirPart() {
    // Culling keeps a full-size proof small: far less than 56 whole pictures.
    const Scenario& s = *scenarioDoc_.scenario;
    RenderOptions options;
    QString error;
    const qsizetype one = renderMapPdf(*s.map, &s, options, &error).size();
    options.printScale = 1;
    const qsizetype tiled = renderMapPdf(*s.map, &s, options, &error).size();
    QVERIFY2(tiled < 10 * one, qPrintable(QString("%1 vs %2").arg(tiled).arg(one)));
  }

  void samplesRender_data() {
    QTest::addColumn<QString>("file");
    QTest::newRow("fixture") << QString(kScenario);
    for (const char* sample : {"samples/focused-firepower/cressonville.scenario.yaml",
                               "samples/force-on-force/khoshkab.scenario.yaml"})
      if (QFile::exists(source(sample))) QTest::newRow(sample) << QString(sample);
  }
  void samplesRender() {
    QFETCH(QString, file);
    const LoadedDocument doc = loadDocument(source(file).toStdString());
    if (!doc.ok()) QSKIP("the sample does not load yet");
    QString error;
    for (const char* ext : {"png", "svg", "pdf"}) {
      QTemporaryDir dir;
      const QString out = dir.filePath(QString("table.") + ext);
      QVERIFY2(exportMapImage(*doc.scenario, out, RenderOptions{}, &error), qPrintable(error));
      QVERIFY(QFileInfo(out).size() > 1000);
      if (QString(ext) == "svg") QVERIFY(QSvgRenderer(out).isValid());
      if (QString(ext) == "png") QVERIFY(!QImage(out).isNull());
    }
  }

  void cliRendersTablesWithTheirOptions() {
    QTemporaryDir dir;
    const QString png = dir.filePath("t.png");
    Run r = runCli({"render", source(kScenario), "-o", png, "--px-per-unit", "10", "--view",
                    "public", "--no-grid", "--labels"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QImage image(png);
    const Map& map = *mapDoc_.map;
    RenderOptions options;
    options.pxPerUnit = 10;
    QCOMPARE(image.width(), static_cast<int>(std::ceil(
                                mapPixelSize(map, scenarioDoc_.scenario.get(), options).width())));
    r = runCli({"render", source(kScenario), "-o", dir.filePath("t.pdf"), "--scale", "1:4",
                "--page", "letter"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = runCli({"render", source(kScenario), "-o", png, "--view", "c"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--view must be all, public or a side of the scenario (a, b)"));
  }

  void cliRefusesWhatTablesDoNotHaveYet() {
    QTemporaryDir dir;
    const QString png = dir.filePath("t.png");
    Run r = runCli({"render", source(kScenario), "-o", png, "--overlay", "viewshed:1,1"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("overlays (viewshed, reach) are not available on tables"),
             qPrintable(r.err));
    r = runCli({"render", source(kScenario), "-o", png, "--hex-size", "20"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--px-per-unit"));
    r = runCli({"render", source(kScenario), "-o", png, "--scale", "0"});
    QCOMPARE(r.exitCode, 2);
    r = runCli({"render", source("samples/overlay-hexes/dolny-jar.scenario.yaml"), "-o", png,
                "--scale", "1"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("--scale is for tables"));
    r = runCli({"los-matrix", source(kMap)});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("defined for hex and card maps only"), qPrintable(r.err));
    QVERIFY2(r.err.contains("on a table use sandtable los or viewshed"), qPrintable(r.err));
  }
};

QTEST_MAIN(TestTableRender)
#include "tst_table_render.moc"
