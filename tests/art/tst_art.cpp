// Map art (docs/art.md): the anchor fit, trace and proof on art the test paints itself.
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "art/art_trace.h"
#include "art_fixture.h"
#include "cli_run.h"
#include "exporters/map_export.h"
#include "exporters/map_renderer.h"
#include "exporters/pack_verify.h"
#include "exporters/pack_writer.h"
#include "exporters/zip_archive.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

// One sample per terrain, as a designer picks it: the first location of each terrain, row-major,
// on level ground and clear of roads and names (else the first of that terrain at all).
std::vector<std::pair<int, int>> oneSamplePerTerrain(const Map& map) {
  std::vector<std::pair<int, int>> out;
  for (bool plainOnly : {true, false})
    for (int i = 0; i < map.grid.size(); ++i) {
      const int t = map.terrain[static_cast<std::size_t>(i)];
      if (plainOnly && !plainLocation(map, i)) continue;
      if (std::none_of(out.begin(), out.end(), [&](auto& s) { return s.second == t; }))
        out.emplace_back(i, t);
    }
  return out;
}

double traceAccuracy(const ArtFixture& f) {
  Diagnostics problems;
  const auto art = loadMapArt(*f.map, f.mapPath, problems);
  if (!art) throw std::runtime_error("the fixture's art does not load");
  const TraceOutcome outcome = traceArt(*art, *f.map, oneSamplePerTerrain(*f.map));
  int right = 0;
  for (std::size_t i = 0; i < outcome.verdicts.size(); ++i) {
    right += outcome.verdicts[i].terrain == f.map->terrain[i];
    if (qEnvironmentVariableIsSet("ART_DEBUG") && outcome.verdicts[i].terrain != f.map->terrain[i])
      qDebug() << f.map->grid.label(int(i)).c_str() << "is"
               << f.map->rules->terrain[f.map->terrain[i]].id.c_str() << "traced"
               << f.map->rules->terrain[outcome.verdicts[i].terrain].id.c_str()
               << outcome.verdicts[i].confidence << "level" << f.map->levels[i];
  }
  return double(right) / double(outcome.verdicts.size());
}

double worstCentreError(const Map& map, const ArtTransform& fitted, const ArtTransform& truth) {
  double worst = 0;
  for (int i = 0; i < map.grid.size(); ++i) {
    const PointF p = artPlace(map, map.grid.offset(i));
    const PointF a = fitted.apply(p), b = truth.apply(p);
    worst = std::max(worst, std::hypot(a.x - b.x, a.y - b.y));
  }
  return worst;
}

// The fixture's map with the terrain symbol of `hex` (column 0 of `row`) replaced.
void changeFirstHexOfRow(const std::string& mapPath, int row, const std::string& symbol) {
  std::ifstream in(mapPath);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::size_t at = text.find("  rows:\n");
  for (int r = 0; r <= row; ++r) at = text.find("    - \"", at + 1);
  text.replace(at + 7, 1, symbol);
  std::ofstream(mapPath) << text;
}

}  // namespace

class TestArt : public QObject {
  Q_OBJECT

 private slots:
  void twoAnchorsOnARotatedScanLandEveryHexCentreWithinAPixel() {
    QTemporaryDir dir;
    const ArtFixture f =
        paintFixture(dir, 1, hexMap(20, 15, false), {.scale = 31.3, .degrees = -1.7});
    const auto fitted = fitArt(f.map->art->anchors);
    QVERIFY(fitted);
    QVERIFY2(worstCentreError(*f.map, *fitted, f.truth) < 1.0,
             "a hex centre lands more than a pixel off");
  }

  void threeAnchorsFitASkewedStretchedScan() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 2, hexMap(20, 15, true),
                                      {.degrees = 1.2, .stretchY = 1.05, .skew = 0.03}, 3);
    QCOMPARE(f.map->art->anchors.size(), std::size_t(3));
    const auto fitted = fitArt(f.map->art->anchors);
    QVERIFY(fitted);
    QVERIFY2(worstCentreError(*f.map, *fitted, f.truth) < 1.0,
             "a hex centre lands more than a pixel off");
    // Two of the same anchors would not do: a similarity cannot follow the stretch.
    const auto similarity = fitArt({f.map->art->anchors[0], f.map->art->anchors[1]});
    QVERIFY(worstCentreError(*f.map, *similarity, f.truth) > 1.0);
  }

  void traceFromOneSamplePerTerrainOnAFlatTopMap() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 3, hexMap(20, 15, false), {.degrees = 1.5});
    const double accuracy = traceAccuracy(f);
    QVERIFY2(accuracy >= 0.98, qPrintable(QString("accuracy %1").arg(accuracy)));
  }

  void traceFromOneSamplePerTerrainOnAPointyTopMap() {
    QTemporaryDir dir;
    const ArtFixture f =
        paintFixture(dir, 4, hexMap(18, 16, true), {.scale = 22, .degrees = -2.0}, 2, 70);
    const double accuracy = traceAccuracy(f);
    QVERIFY2(accuracy >= 0.98, qPrintable(QString("accuracy %1").arg(accuracy)));
  }

  void traceFromOneSamplePerTerrainOnACardMap() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 5, cardMap(6, 5), {.scale = 90, .degrees = 1.0});
    const double accuracy = traceAccuracy(f);
    QVERIFY2(accuracy >= 0.98, qPrintable(QString("accuracy %1").arg(accuracy)));
  }

  void proofFlagsHexesChangedInTheData() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 6, hexMap(20, 15, false), {.degrees = 1.8});
    Map changed = *f.map;
    std::vector<int> edited;
    for (int i = 7; edited.size() < 8; i += 37) {
      auto& t = changed.terrain[static_cast<std::size_t>(i)];
      t = t == changed.rules->terrainIndex("woods") ? changed.rules->terrainIndex("open")
                                                    : changed.rules->terrainIndex("woods");
      edited.push_back(i);
    }
    Diagnostics problems;
    const auto art = loadMapArt(changed, f.mapPath, problems);
    QVERIFY(art);
    int caught = 0, falseFlags = 0;
    for (const ArtDisagreement& d : proofArt(*art, changed)) {
      if (std::find(edited.begin(), edited.end(), d.location) != edited.end()) {
        ++caught;
        QCOMPARE(d.artTerrain, f.map->terrain[static_cast<std::size_t>(d.location)]);
      } else {
        ++falseFlags;
      }
    }
    QVERIFY2(caught >= 7, qPrintable(QString("caught %1 of 8").arg(caught)));
    QVERIFY2(falseFlags <= 2, qPrintable(QString("%1 false flags").arg(falseFlags)));
  }

  void proofOfAnUnchangedMapFlagsNothing() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 8, hexMap(20, 15, true));
    Diagnostics problems;
    const auto art = loadMapArt(*f.map, f.mapPath, problems);
    QVERIFY(art);
    QCOMPARE(int(proofArt(*art, *f.map).size()), 0);
  }

  void twoAnchorsAtOnePlaceAreAnArtAnchorError() {
    QTemporaryDir dir;
    std::mt19937 rng(9);
    const ArtFixture f = writeFixture(dir.path(), hexMapText(6, 4, false, rng), Placement{});
    std::string text = hexMapText(6, 4, false, rng) +
                       "art:\n  image: art.jpg\n  anchors:\n    - {hex: A1, px: [10, 10]}\n    - "
                       "{hex: A1, px: [200, 150]}\n";
    const LoadedDocument doc = loadDocumentFromText(text, f.mapPath);
    const auto& all = doc.diagnostics.all();
    const auto found = std::find_if(all.begin(), all.end(),
                                    [](const Diagnostic& d) { return d.code == "art-anchor"; });
    QVERIFY(found != all.end());
    QVERIFY2(found->message.find("same place") != std::string::npos, found->message.c_str());
    // At the list of anchors, its first line.
    const auto at = text.find("    - {hex: A1, px: [10, 10]}");
    QCOMPARE(found->line, int(std::count(text.begin(), text.begin() + long(at), '\n')) + 1);
  }

  void anAnchorOutsideThePictureIsAnArtAnchorError() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 10, hexMap(6, 4, false));
    Map moved = *f.map;
    moved.art->anchors[1].px = {5000, 40};
    Diagnostics out;
    checkMapArt(moved, f.mapPath, false, out);
    QCOMPARE(out.all().size(), std::size_t(1));
    QCOMPARE(out.all()[0].code, std::string("art-anchor"));
    QVERIFY2(out.all()[0].message.find("outside the picture") != std::string::npos,
             out.all()[0].message.c_str());
  }

  void aFileThatIsNoPictureIsAnArtImageError() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 11, hexMap(6, 4, false));
    { std::ofstream(f.imagePath) << "not a picture"; }
    Diagnostics out;
    checkMapArt(*f.map, f.mapPath, true, out);
    QCOMPARE(out.all().size(), std::size_t(1));
    QCOMPARE(out.all()[0].code, std::string("art-image"));
  }

  void theArtKeyIsWrittenBackAsRead() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 12, hexMap(6, 4, true), {}, 3);
    const std::string text = writeMap(*f.map);
    QVERIFY2(
        text.find("art:\n  image: art.jpg\n  anchors:\n    - {hex: A1, px: [") != std::string::npos,
        text.c_str());
    const LoadedDocument again = loadDocumentFromText(text, f.mapPath);
    QVERIFY(again.ok());
    QCOMPARE(writeMap(*again.map), text);
    QCOMPARE(again.map->art->anchors.size(), std::size_t(3));
    QCOMPARE(again.map->art->opacity, 0.6);
  }

  // render --art: where the data says open but the art is painted crater (blue), the print
  // shows the art's blue through the translucent terrain.
  void renderWithArtShowsTheArtUnderTheTerrain() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 13, hexMap(10, 8, false));
    const int crater = f.map->rules->terrainIndex("crater");
    const auto at =
        std::find(f.map->terrain.begin(), f.map->terrain.end(), crater) - f.map->terrain.begin();
    Map changed = *f.map;
    changed.terrain[static_cast<std::size_t>(at)] = changed.rules->terrainIndex("open");
    Diagnostics problems;
    auto art = loadMapArt(changed, f.mapPath, problems);
    QVERIFY(art);
    RenderOptions options;
    options.decorations = false;
    const QPointF centre = locationCenterPx(changed, nullptr, options, int(at));
    const QColor plain =
        renderMapImage(changed, nullptr, options, nullptr).pixelColor(centre.toPoint());
    options.art = std::make_shared<const ArtUnderlay>(ArtUnderlay{art->image, art->transform});
    const QColor overArt =
        renderMapImage(changed, nullptr, options, nullptr).pixelColor(centre.toPoint());
    QVERIFY2(overArt.blue() - overArt.red() > plain.blue() - plain.red() + 40,
             qPrintable(QString("%1 over the art, %2 without").arg(overArt.name(), plain.name())));
  }

  // A pack carries the map's art as art.jpg, the packed map names it, and verify checks its
  // hash like every entry's.
  void aPackCarriesTheArtAndVerifyChecksItsHash() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 14, hexMap(6, 4, false));
    for (const char* name : {"croix-fouquet.map.yaml", "croix-fouquet.scenario.yaml"})
      QVERIFY(QFile::copy(QString(SANDTABLE_SOURCE_DIR "/samples/fighting-formations/") + name,
                          dir.filePath(name)));
    QFile::setPermissions(dir.filePath("croix-fouquet.map.yaml"),
                          QFile::ReadOwner | QFile::WriteOwner);
    std::ofstream(dir.filePath("croix-fouquet.map.yaml").toStdString(), std::ios::app)
        << "art:\n  image: art.jpg\n  anchors:\n    - {hex: A1, px: [60, 70]}\n    - {hex: C3, px: "
           "[150, 190]}\n";
    const LoadedDocument doc =
        loadDocument(dir.filePath("croix-fouquet.scenario.yaml").toStdString());
    std::vector<ZipEntry> entries;
    QCOMPARE(buildPack(doc, {}, entries).status, PackResult::Status::Written);
    auto entry = [&](const std::string& name) {
      return std::find_if(entries.begin(), entries.end(),
                          [&](const ZipEntry& e) { return e.name == name; });
    };
    QVERIFY(entry("art.jpg") != entries.end());
    QFile picture(QString::fromStdString(f.imagePath));
    QVERIFY(picture.open(QIODevice::ReadOnly));
    QCOMPARE(entry("art.jpg")->data, picture.readAll());
    QVERIFY(entry("map.yaml")->data.contains("image: art.jpg"));
    const QString good = dir.filePath("good.stpack"), bad = dir.filePath("bad.stpack");
    QString error;
    QVERIFY2(writeZip(good, entries, &error), qPrintable(error));
    QCOMPARE(verifyPack(good).status, VerifyResult::Status::Intact);
    entry("art.jpg")->data[1000] = char(entry("art.jpg")->data[1000] ^ 0x55);
    QVERIFY2(writeZip(bad, entries, &error), qPrintable(error));
    const VerifyResult v = verifyPack(bad);
    QCOMPARE(v.status, VerifyResult::Status::Broken);
    QVERIFY(v.problems.front().contains("art.jpg") && v.problems.front().contains("SHA-256"));
  }

  // The command line: proof's text line and JSON, validate --art, trace --json's doubtful list.
  void theArtCommandsReportAsDocumented() {
    QTemporaryDir dir;
    const ArtFixture f = paintFixture(dir, 15, hexMap(12, 10, false));
    const QString map = QString::fromStdString(f.mapPath);
    Run r = runCli({"art", "proof", map});
    QCOMPARE(r.exitCode, 0);
    const bool woods = f.map->terrain[static_cast<std::size_t>(f.map->grid.index({0, 4}))] ==
                       f.map->rules->terrainIndex("woods");
    changeFirstHexOfRow(f.mapPath, 4, woods ? "C" : "W");
    r = runCli({"art", "proof", map, "--json", "-o", dir.filePath("proof.png")});
    QCOMPARE(r.exitCode, 1);
    const QJsonArray found =
        QJsonDocument::fromJson(r.out.toUtf8()).object()["disagreements"].toArray();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found[0].toObject()["hex"].toString(), QString("A5"));
    QCOMPARE(found[0].toObject()["map"].toString(), QString(woods ? "crater" : "woods"));
    QVERIFY(found[0].toObject()["confidence"].toDouble() >= 0.5);
    QVERIFY(!QImage(dir.filePath("proof.png")).isNull());
    r = runCli({"validate", "--art", map});
    QVERIFY2(r.out.contains("A5 is " + QString(woods ? "crater" : "woods") +
                            " in the map but its art looks like") &&
                 r.out.contains("[art-disagrees]"),
             qPrintable(r.out));
    // The warning is at the hex's terrain row: row 5 of the layer, whose rows start on line 16.
    QVERIFY2(r.out.contains("traced.map.yaml:" + QString::number(15 + 5) + ":7: warning: A5 is"),
             qPrintable(r.out));
    QVERIFY(!runCli({"validate", map}).out.contains("art-disagrees"));
    r = runCli({"art", "trace", map, "--sample",
                "A1=" + QString::fromStdString(f.map->rules->terrain[f.map->terrain[0]].id),
                "--json", "-o", dir.filePath("out.map.yaml")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject trace = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(trace["traced"].toInt(), 120);
    QVERIFY(trace["doubtful"].isArray());
    QVERIFY(loadDocument(dir.filePath("out.map.yaml").toStdString()).ok());
  }
};

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  TestArt test;
  return QTest::qExec(&test, argc, argv);
}

#include "tst_art.moc"
