// render --art on a table (docs/cli.md, render): the table drawn over art the test paints
// itself, placed by two `at:` anchors, in a PNG and on full-size PDF sheets.
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "cli_run.h"
#include "exporters/map_renderer.h"
#include "model/document_io.h"
#include "table_art.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

double blueness(QColor c) {
  return c.blue() - (c.red() + c.green()) / 2.0;
}

}  // namespace

class TestArtTable : public QObject {
  Q_OBJECT

 private slots:
  // Where the art has its pond the print shows it blue through the table's translucent
  // ground; beside it, sand. Without --art the table is its own colour everywhere.
  void renderWithArtShowsATablesArtUnderIt() {
    QTemporaryDir dir;
    const QString map = writeArtTable(dir);
    QVERIFY(!map.isEmpty());
    const QString withArt = dir.filePath("with.png"), plain = dir.filePath("plain.png");
    const QStringList print{"--no-legend", "--px-per-unit", "10"};
    Run r = runCli(QStringList{"render", map, "-o", withArt, "--art"} + print);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(runCli(QStringList{"render", map, "-o", plain} + print).exitCode, 0);
    const QImage a(withArt), b(plain);
    QCOMPARE(a.size(), b.size());
    // Where the print puts a table point, asked of the renderer with the same options.
    const LoadedDocument doc = loadDocument(map.toStdString());
    QVERIFY(doc.ok());
    RenderOptions options;
    options.decorations = false;
    options.pxPerUnit = 10;
    const auto at = [&](double x, double y) {
      return tablePointPx(*doc.map, nullptr, options, {x, y}).toPoint();
    };
    QVERIFY2(blueness(a.pixelColor(at(17, 11))) > 40,
             qPrintable("the pond is " + a.pixelColor(at(17, 11)).name()));
    QVERIFY2(blueness(b.pixelColor(at(17, 11))) < 10,
             qPrintable("without art " + b.pixelColor(at(17, 11)).name()));
    for (const QPoint sand : {at(10, 11), at(17, 4), at(21.5, 11)})
      QVERIFY2(blueness(a.pixelColor(sand)) < 10,
               qPrintable("sand is " + a.pixelColor(sand).name()));
  }

  // Full-size sheets draw the art too (earlier versions refused --art on tables).
  void fullSizeSheetsOfATableCarryItsArt() {
    QTemporaryDir dir;
    const QString map = writeArtTable(dir);
    QVERIFY(!map.isEmpty());
    const QString pdf = dir.filePath("sheets.pdf");
    Run r = runCli({"render", map, "-o", pdf, "--art", "--scale", "1", "--page", "a4"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(bytes.count("/Subtype /Image") >= 1, "the sheets carry no picture");
    // The same sheets without --art have no picture at all: the table is drawn, not pasted.
    const QString bare = dir.filePath("bare.pdf");
    QCOMPARE(runCli({"render", map, "-o", bare, "--scale", "1", "--page", "a4"}).exitCode, 0);
    QFile bareFile(bare);
    QVERIFY(bareFile.open(QIODevice::ReadOnly));
    QCOMPARE(bareFile.readAll().count("/Subtype /Image"), 0);
  }

  void aTableWithoutArtIsRefusedWithTheKeyToAdd() {
    QTemporaryDir dir;
    const QString map = dir.filePath("bare.map.yaml");
    std::ofstream(map.toStdString())
        << "sandtable: 1\nkind: map\nid: bare\nname: Bare\nruleset: force-on-force\n"
           "grid: {type: table, width: 24, height: 16, unit: in}\nfeatures: []\n";
    const Run r = runCli({"render", map, "-o", dir.filePath("x.png"), "--art"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("has no art: add `art:`"), qPrintable(r.err));
  }
};

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  TestArtTable test;
  return QTest::qExec(&test, argc, argv);
}

#include "tst_art_table.moc"
