// The map renderer: every sample renders at the expected size, shows the ruleset's terrain
// colour at the centres of plain hexes and cards, and its SVG and PDF forms parse back.
#include <QSvgRenderer>
#include <QXmlStreamReader>
#include <QtTest>
#include <set>

#include "exporters/map_export.h"
#include "exporters/map_renderer.h"
#include "exporters/map_style.h"
#include "exporters/overlays.h"
#include "exporters/pdf_pages.h"
#include "model/document_io.h"
#include "model/ruleset.h"
#include "pdf_inspect.h"

using namespace sandtable;

namespace {

const char* const kSamples[] = {
    "samples/fighting-formations/croix-fouquet.scenario.yaml",
    "samples/overlay-hexes/dolny-jar.scenario.yaml",
    "samples/field-of-fire/mill-hamlet.scenario.yaml",
};

LoadedDocument load(const QString& relative) {
  LoadedDocument doc = loadDocument((QString(SANDTABLE_SOURCE_DIR) + "/" + relative).toStdString());
  if (!doc.ok()) qFatal("sample %s does not load", qPrintable(relative));
  return doc;
}

// Locations whose centre shows nothing but terrain: no road through it, no marker, name or
// objective on it.
std::vector<int> plainLocations(const Map& map) {
  std::set<int> busy;
  for (const Road& road : map.roads)
    for (const Offset o : road) busy.insert(map.grid.index(o));
  for (const auto& [i, info] : map.info) busy.insert(i);
  std::vector<int> out;
  for (int i = 0; i < map.grid.size(); ++i)
    if (!busy.count(i) && (!map.isCards() || map.cards[static_cast<std::size_t>(i)].present))
      out.push_back(i);
  return out;
}

}  // namespace

class TestMapRenderer : public QObject {
  Q_OBJECT
 private slots:
  void sampleRendersHaveTheExpectedSize_data() {
    QTest::addColumn<QString>("file");
    for (const char* s : kSamples) QTest::newRow(s) << QString(s);
  }
  void sampleRendersHaveTheExpectedSize() {
    QFETCH(QString, file);
    const LoadedDocument doc = load(file);
    const Scenario& scenario = *doc.scenario;
    for (const bool decorations : {false, true}) {
      RenderOptions options;
      options.decorations = decorations;
      QString error;
      const QImage image = renderMapImage(*scenario.map, &scenario, options, &error);
      QVERIFY2(!image.isNull(), qPrintable(error));
      const QSizeF size = mapPixelSize(*scenario.map, &scenario, options);
      QCOMPARE(image.width(), static_cast<int>(std::ceil(size.width())));
      QCOMPARE(image.height(), static_cast<int>(std::ceil(size.height())));
      // Twice the hex size, twice the picture.
      options.hexSize *= 2;
      const QSizeF twice = mapPixelSize(*scenario.map, &scenario, options);
      QVERIFY(std::abs(twice.width() - 2 * size.width()) < 1e-6);
    }
  }

  void plainLocationsShowTheirTerrainColour_data() { sampleRendersHaveTheExpectedSize_data(); }
  void plainLocationsShowTheirTerrainColour() {
    QFETCH(QString, file);
    const LoadedDocument doc = load(file);
    const Map& map = *doc.scenario->map;
    RenderOptions options;  // the map alone: no zones tinting the terrain
    QString error;
    const QImage image = renderMapImage(map, nullptr, options, &error);
    QVERIFY2(!image.isNull(), qPrintable(error));
    const std::vector<int> plain = plainLocations(map);
    QVERIFY(plain.size() >= 10);
    std::set<QRgb> colours;
    int levelZeroChecked = 0;
    for (const int i : plain) {
      const QPoint at = locationCenterPx(map, nullptr, options, i).toPoint();
      const QColor expected = terrainFill(map, i);
      QCOMPARE(QColor(image.pixel(at)).name(), expected.name());
      colours.insert(expected.rgb());
      const bool levelZero = map.isCards() || map.levels[static_cast<std::size_t>(i)] == 0;
      if (levelZero) {
        // Level 0 is the ruleset's colour itself, untinted.
        const auto& type =
            map.rules->terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(i)])];
        QCOMPARE(QColor(image.pixel(at)).name(), QString::fromStdString(type.color));
        ++levelZeroChecked;
      }
    }
    QVERIFY(levelZeroChecked > 0);
    QVERIFY2(colours.size() >= 4, "a sample map should show several terrain colours");
  }

  void pngDecodesToTheSamePicture() {
    const LoadedDocument doc = load(kSamples[1]);
    RenderOptions options;
    QString error;
    const QImage image = renderMapImage(*doc.scenario->map, doc.scenario.get(), options, &error);
    const QByteArray png = renderMapPng(*doc.scenario->map, doc.scenario.get(), options, &error);
    QVERIFY2(png.startsWith("\x89PNG"), qPrintable(error));
    const QImage decoded = QImage::fromData(png, "PNG");
    QCOMPARE(decoded.size(), image.size());
    QCOMPARE(decoded.convertToFormat(QImage::Format_RGB32), image);
  }

  void elevationTintsDarkenUpwards() {
    const QColor base(0xe8, 0xdc, 0xb5);
    QCOMPARE(elevationTint(base, 0), base);
    QVERIFY(elevationTint(base, 1).lightness() < base.lightness());
    QVERIFY(elevationTint(base, 2).lightness() < elevationTint(base, 1).lightness());
    QVERIFY(elevationTint(base, -1) != base);
  }

  void labelsAndScenarioLayersChangeThePicture() {
    const LoadedDocument doc = load(kSamples[0]);
    const Scenario& scenario = *doc.scenario;
    RenderOptions plain;
    plain.decorations = false;
    RenderOptions labelled = plain;
    labelled.labels = true;
    QString error;
    const QImage a = renderMapImage(*scenario.map, nullptr, plain, &error);
    const QImage b = renderMapImage(*scenario.map, nullptr, labelled, &error);
    const QImage c = renderMapImage(*scenario.map, &scenario, plain, &error);
    QCOMPARE(a.size(), b.size());
    QVERIFY(a != b);
    QVERIFY(a != c);  // zones tinted, objectives outlined
  }

  // A scenario objective's name is printed on its hex (it never was on a hex map).
  void objectiveNamesArePrintedOnTheirHexes() {
    LoadedDocument doc = loadDocument(std::string(SANDTABLE_SOURCE_DIR) + "/samples/fighting-formations/croix-fouquet.scenario.yaml");
    QVERIFY(doc.ok() && doc.scenario && !doc.scenario->objectives.empty());
    Objective& o = doc.scenario->objectives.front();
    QVERIFY(o.location >= 0);
    const Map& map = *doc.scenario->map;
    QString error;
    o.name.clear();
    const QImage unnamed = renderMapImage(map, doc.scenario.get(), RenderOptions{}, &error);
    o.name = "Objective Zulu";
    const QImage named = renderMapImage(map, doc.scenario.get(), RenderOptions{}, &error);
    QVERIFY2(!named.isNull() && named.size() == unnamed.size(), qPrintable(error));
    // Ink on the hex, below its middle, where there was none.
    const QPoint c = locationCenterPx(map, doc.scenario.get(), RenderOptions{}, o.location).toPoint();
    int changed = 0;
    for (int y = c.y(); y < c.y() + 20; ++y)
      for (int x = c.x() - 20; x <= c.x() + 20; ++x) changed += named.pixel(x, y) != unnamed.pixel(x, y);
    QVERIFY2(changed > 20, qPrintable(QString::number(changed)));
  }

  void svgParsesBack_data() { sampleRendersHaveTheExpectedSize_data(); }
  void svgParsesBack() {
    QFETCH(QString, file);
    const LoadedDocument doc = load(file);
    QString error;
    const QByteArray svg =
        renderMapSvg(*doc.scenario->map, doc.scenario.get(), RenderOptions{}, &error);
    QVERIFY2(!svg.isEmpty(), qPrintable(error));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QXmlStreamReader xml(svg);
    QString root;
    int elements = 0;
    while (!xml.atEnd()) {
      if (xml.readNext() == QXmlStreamReader::StartElement) {
        if (root.isEmpty()) root = xml.name().toString();
        ++elements;
      }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(root, QString("svg"));
    QVERIFY(elements > 100);
    QVERIFY(!svg.contains(QDate::currentDate().toString("yyyy-MM-dd").toUtf8()));
  }

  void pdfIsWellFormedTiledAndDeterministic_data() { sampleRendersHaveTheExpectedSize_data(); }
  void pdfIsWellFormedTiledAndDeterministic() {
    QFETCH(QString, file);
    const LoadedDocument doc = load(file);
    const Scenario& scenario = *doc.scenario;
    RenderOptions options;
    options.labels = true;
    QString error;
    const QByteArray pdf = renderMapPdf(*scenario.map, &scenario, options, &error);
    QVERIFY2(!pdf.isEmpty(), qPrintable(error));
    const PdfFacts facts = inspectPdf(pdf);
    QVERIFY2(facts.wellFormed, qPrintable(facts.problem));
    // At print size (16 mm hexes, 63 mm cards) every sample spans several A4 sheets.
    const double unitMm = scenario.map->isCards() ? 14.0 : 16.0;
    const SheetPlan plan = planSheets(
        mapPixelSize(*scenario.map, &scenario, options) * (unitMm / options.hexSize), PageSize::A4);
    QVERIFY(plan.overview());
    QCOMPARE(facts.pages, plan.pages());
    QCOMPARE(renderMapPdf(*scenario.map, &scenario, options, &error), pdf);
    QVERIFY(!facts.hasWallClockDate);
  }

  void smallMapFitsOnePage() {
    const LoadedDocument doc = load(kSamples[1]);
    RenderOptions options;
    options.printUnitMm = 6;  // 20 x 15 hexes of 6 mm fit an A4 sheet
    QString error;
    const PdfFacts facts = inspectPdf(renderMapPdf(*doc.scenario->map, nullptr, options, &error));
    QVERIFY2(facts.wellFormed, qPrintable(facts.problem));
    QCOMPARE(facts.pages, 1);
    options.page = PageSize::A3;
    options.printUnitMm = 16;
    const SheetPlan a3 = planSheets(
        mapPixelSize(*doc.scenario->map, nullptr, options) * (16 / options.hexSize), PageSize::A3);
    options.page = PageSize::A4;
    const SheetPlan a4 = planSheets(
        mapPixelSize(*doc.scenario->map, nullptr, options) * (16 / options.hexSize), PageSize::A4);
    QVERIFY(a3.tiles.size() < a4.tiles.size());
  }

  void viewshedOverlayDarkensUnseenHexes() {
    const LoadedDocument doc = load(kSamples[0]);
    const Scenario& scenario = *doc.scenario;
    const Map& map = *scenario.map;
    std::string why;
    auto overlay = computeOverlay(map, &scenario, "viewshed:K1", &why);
    QVERIFY2(overlay, why.c_str());
    QCOMPARE(overlay->sources, std::vector<int>{map.grid.index(*map.grid.parseLabel("K1"))});
    RenderOptions options;
    options.decorations = false;
    QString error;
    const QImage before = renderMapImage(map, nullptr, options, &error);
    options.overlay = overlay;
    const QImage after = renderMapImage(map, nullptr, options, &error);
    int unseen = 0;
    for (const int i : plainLocations(map)) {
      if (overlay->value[static_cast<std::size_t>(i)] >= 0) continue;
      const QPoint at = locationCenterPx(map, nullptr, options, i).toPoint();
      QVERIFY(QColor(after.pixel(at)).lightness() < QColor(before.pixel(at)).lightness());
      ++unseen;
    }
    QVERIFY(unseen > 0);
  }

  void reachOverlayNamesItsMistakes() {
    const LoadedDocument doc = load(kSamples[0]);
    const Scenario& scenario = *doc.scenario;
    std::string why;
    auto overlay = computeOverlay(*scenario.map, &scenario, "reach:us-setup:track", &why);
    QVERIFY2(overlay, why.c_str());
    QVERIFY(overlay->maxValue > 0);
    QCOMPARE(overlay->value[static_cast<std::size_t>(overlay->sources.front())], 0);
    QVERIFY(!computeOverlay(*scenario.map, &scenario, "reach:us-setup:hover", &why));
    QVERIFY(why.find("leg") != std::string::npos);
    QVERIFY(!computeOverlay(*scenario.map, &scenario, "viewshed:Z99", &why));
    QVERIFY(!computeOverlay(*scenario.map, &scenario, "heat:A1", &why));
    // A range as the zone: the mobility is after the last colon.
    QVERIFY(computeOverlay(*scenario.map, &scenario, "reach:A12:C13:leg", &why));
  }
};

QTEST_MAIN(TestMapRenderer)
#include "tst_map_renderer.moc"
