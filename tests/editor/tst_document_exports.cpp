// The editor's File-menu exports and imports: a scenario pack that verifies, a map image, and
// an order-of-battle CSV merged as one undoable edit (all or nothing).
#include <QtTest>

#include <QImage>

#include "editor/document_exports.h"
#include "editor/table_shapes.h"
#include "editor_test_support.h"
#include "exporters/pack_verify.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {
int oobSize(const MapDocument& doc, const char* side) {
  for (const auto& s : doc.scenario()->oob)
    if (s.side == side) return static_cast<int>(s.entries.size());
  return -1;
}
}  // namespace

class TestDocumentExports : public QObject {
  Q_OBJECT
  DocumentFolder folder_;
  MapDocument doc_;
  DocumentExports exports_;

 private slots:
  void initTestCase() {
    qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery");
    folder_.write("small.map.yaml", kSmallMap);
    QVERIFY(openFixture(doc_, folder_, "s.scenario.yaml", kSmallScenario));
    exports_.setDocument(&doc_);
  }

  void exportedPackVerifies() {
    const QString pack = QString::fromStdString(folder_.path("s.stpack"));
    QCOMPARE(exports_.exportPack(pack, false), QString());
    const VerifyResult verified = verifyPack(pack);
    QVERIFY(verified.problems.empty());
    QCOMPARE(verified.status, VerifyResult::Status::Intact);
  }

  // A table scenario, edited in the editor (a new wood drawn on it, unsaved), exports a pack
  // that verifies.
  void anEditedTableScenarioExportsAPackThatVerifies() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("focused-firepower/cressonville.scenario.yaml")), QString());
    TableEditBuilder edit(*doc.map());
    Shape wood;
    wood.kind = Shape::Kind::Polygon;
    wood.points = {{60, 40}, {66, 40}, {66, 46}, {60, 46}};
    QCOMPARE(addFeature(edit, doc.map()->rules->terrainIndex("woods"), wood, "woods"), std::string());
    QVERIFY(doc.pushTable(edit, "Draw a wood"));
    DocumentExports exports;
    exports.setDocument(&doc);
    const QString pack = QString::fromStdString(folder_.path("table.stpack"));
    QCOMPARE(exports.exportPack(pack, false), QString());
    const VerifyResult verified = verifyPack(pack);
    QVERIFY(verified.problems.empty());
    QCOMPARE(verified.status, VerifyResult::Status::Intact);
    QVERIFY(QFileInfo(pack).size() > 1000);
  }

  void mapImageIsWritten() {
    const QString png = QString::fromStdString(folder_.path("map.png"));
    QCOMPARE(exports_.exportImage(png), QString());
    QVERIFY(QImage(png).width() > 100);
  }

  void oobTableMergesAsOneUndoStep() {
    folder_.write("de.csv",
                  "Name,Count,Setup,Type,Size,Mobility,Speed,Defense-Kind,Defense\n"
                  "MG Team,2,north,infantry,squad,leg,4,morale,8\n"
                  "Pak 40,1,north,gun,squad,leg,1,morale,7\n");
    const std::string before = doc_.mapText();
    const int entries = oobSize(doc_, "de");
    const int steps = doc_.undoStack().count();
    QCOMPARE(exports_.importOob(QString::fromStdString(folder_.path("de.csv")), "de"), QString());
    QCOMPARE(oobSize(doc_, "de"), entries + 2);
    QCOMPARE(doc_.undoStack().count(), steps + 1);
    doc_.undo();
    QCOMPARE(doc_.mapText(), before);
  }

  void aBrokenTableImportsNothingAndNamesTheCell() {
    folder_.write("bad.csv",
                  "Name,Count,Setup,Type,Size,Mobility,Speed,Defense-Kind,Defense\n"
                  "MG Team,2,north,infantry,squad,leg,4,morale,8\n"
                  "Tank,1,north,tank,squad,leg,4,morale,8\n");
    const std::string before = doc_.mapText();
    const int steps = doc_.undoStack().count();
    const QString error = exports_.importOob(QString::fromStdString(folder_.path("bad.csv")), "de");
    QVERIFY2(error.contains("bad.csv:3:") && error.contains("tank"), qPrintable(error));
    QCOMPARE(doc_.undoStack().count(), steps);
    QCOMPARE(doc_.mapText(), before);
  }
};

QTEST_MAIN(TestDocumentExports)
#include "tst_document_exports.moc"
