// Document revisions: every undo command's redo and undo moves the revision of what it changes
// on, a replaced document starts at a revision no earlier document had, and each cache of data
// derived from the document (the table sight context, the tape's going) gives the answer of the
// document as it is now even when the change signal that used to drop it never came.
#include <QtTest>
#include <set>

#include "editor/map_document.h"
#include "editor/map_tools.h"
#include "editor/scenario_edit.h"
#include "editor/sight_line_tool.h"
#include "editor/table_analysis.h"
#include "editor/table_tools.h"
#include "editor_test_support.h"
#include "validation/los.h"
#include "validation/table_los.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {

constexpr double kTol = 0.1;
int terrainIndex(const MapDocument& doc, const char* id) {
  return doc.map()->rules->terrainIndex(id);
}

// A rectangle of `terrain` dragged from a to b with the rectangle tool.
void drawRect(TableToolController& tools, int terrain, TablePoint a, TablePoint b) {
  tools.setTerrain(terrain);
  tools.setTool(TableTool::Rect);
  tools.press(a, {}, kTol);
  tools.release(b, {});
}

// What a sight context built now says of the line from a to b.
QString freshSight(const MapDocument& doc, TablePoint a, TablePoint b) {
  const TableLosContext ctx(*doc.map(), doc.scenario());
  return QString::fromStdString(tableLosSummary(tableLineOfSight(ctx, a, b)));
}

}  // namespace

class TestDocumentRevision : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery");
  }

  // A map edit, its undo and its redo (by undo(), redo() and setIndex alike) each move the
  // map's revision on and leave the scenario's alone; a scenario edit the other way round.
  void undoAndRedoEachMoveTheRevisionOfWhatTheyChange() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("focused-firepower/cressonville.scenario.yaml")), QString());
    std::set<std::uint64_t> seen{doc.revision().map};
    auto movedOn = [&](std::uint64_t now) { return seen.insert(now).second; };

    const DocumentRevision opened = doc.revision();
    QCOMPARE(doc.setFeatureName(0, "Renamed"), QString());
    QVERIFY(movedOn(doc.revision().map));
    QCOMPARE(doc.revision().scenario, opened.scenario);
    doc.undo();
    QVERIFY(movedOn(doc.revision().map));
    doc.redo();
    QVERIFY(movedOn(doc.revision().map));
    doc.undoTo(0);
    QVERIFY(movedOn(doc.revision().map));

    const std::uint64_t map = doc.revision().map;
    QVERIFY(pushScenarioEdit(doc, "Title", [](Scenario& s) {
      s.title += " (edited)";
      return true;
    }));
    QVERIFY(doc.revision().scenario != opened.scenario);
    QCOMPARE(doc.revision().map, map);
    const std::uint64_t edited = doc.revision().scenario;
    doc.undo();
    QVERIFY(doc.revision().scenario != edited && doc.revision().scenario != opened.scenario);
    const std::uint64_t undone = doc.revision().scenario;
    doc.redo();
    QVERIFY(doc.revision().scenario != undone && doc.revision().scenario != edited);
    QCOMPARE(doc.revision().map, map);

    QCOMPARE(doc.setMapProperties("renamed", "Renamed", ""), QString());
    QVERIFY(movedOn(doc.revision().map));
  }

  // Open, new and close each give both revisions values that no document before had.
  void aReplacedDocumentStartsAtARevisionNoEarlierOneHad() {
    MapDocument doc;
    std::set<std::uint64_t> seen;
    auto fresh = [&] {
      const DocumentRevision r = doc.revision();
      return seen.insert(r.map).second && seen.insert(r.scenario).second;
    };
    QVERIFY(fresh());
    QCOMPARE(doc.open(sample("focused-firepower/cressonville.scenario.yaml")), QString());
    QVERIFY(fresh());
    QCOMPARE(doc.newTable("focused-firepower", 72, 48, "in"), QString());
    QVERIFY(fresh());
    MapDocument other;  // another document in the same process takes none of them either
    QCOMPARE(other.newTable("focused-firepower", 72, 48, "in"), QString());
    QVERIFY(!seen.count(other.revision().map));
    doc.close();
    QVERIFY(fresh());
    QCOMPARE(doc.open(sample("focused-firepower/cressonville.scenario.yaml")), QString());
    QVERIFY(fresh());
  }

  // The sight tool keeps its context between moves of the line. With the document's signals
  // blocked (so nothing tells the tool), a building drawn across the line, its undo and the
  // opening of another document each give the line on the table as it is now.
  void theSightLineFollowsEditsWithoutTheChangeSignal() {
    MapDocument doc;
    QCOMPARE(doc.newTable("focused-firepower", 72, 48, "in"), QString());
    TableToolController tools(doc);
    const TablePoint a{10, 24}, b{60, 24};
    TableSightTool sight;
    sight.setFrom(a);
    QVERIFY(sight.setTo(*doc.map(), doc.scenario(), doc.revision(), b));
    const QString clear = freshSight(doc, a, b);
    QVERIFY(sight.text().endsWith(clear));

    doc.blockSignals(true);
    drawRect(tools, terrainIndex(doc, "building-large"), {30, 14}, {40, 34});
    QCOMPARE(doc.featureCount(), 1);
    QVERIFY(freshSight(doc, a, b) != clear);
    QVERIFY(sight.setTo(*doc.map(), doc.scenario(), doc.revision(), b));
    QVERIFY2(sight.text().endsWith(freshSight(doc, a, b)), qPrintable(sight.text()));

    doc.undo();  // the building's feature is gone from the list the context pointed into
    QVERIFY(sight.setTo(*doc.map(), doc.scenario(), doc.revision(), b));
    QVERIFY2(sight.text().endsWith(clear), qPrintable(sight.text()));

    QCOMPARE(doc.open(sample("focused-firepower/cressonville.scenario.yaml")), QString());
    QVERIFY(sight.setTo(*doc.map(), doc.scenario(), doc.revision(), b));
    QVERIFY2(sight.text().endsWith(freshSight(doc, a, b)), qPrintable(sight.text()));
    doc.blockSignals(false);
  }

  // The hex sight tool keeps its context too: with the document's signals blocked, raising
  // every hex between the ends gives the blocked line, and its undo the clear one again.
  void theHexSightLineFollowsEditsWithoutTheChangeSignal() {
    MapDocument doc;
    QCOMPARE(doc.newMap("fighting-formations", 10, 8, "flat", "odd", "letter-number"), QString());
    const int from = 0, to = doc.map()->grid.size() - 1;
    SightLineTool sight;
    sight.setFrom(from);
    QVERIFY(sight.setTo(*doc.map(), doc.revision().map, to));
    QVERIFY(sight.result().clear);

    doc.blockSignals(true);
    MapEditBuilder edit(*doc.map());
    std::vector<int> between;
    for (int i = from + 1; i < to; ++i) between.push_back(i);
    setLevels(edit, *doc.map()->rules, between, doc.levelMax());
    QVERIFY(doc.push(edit, "Raise"));
    QVERIFY(sight.setTo(*doc.map(), doc.revision().map, to));
    const LosContext raised(*doc.map());
    QVERIFY(!lineOfSight(raised, from, to).clear);
    QVERIFY(!sight.result().clear);
    QVERIFY2(sight.text(*doc.map())
                 .endsWith(QString::fromStdString(losExplanation(raised, sight.result()))),
             qPrintable(sight.text(*doc.map())));

    doc.undo();
    QVERIFY(sight.setTo(*doc.map(), doc.revision().map, to));
    QVERIFY(sight.result().clear);
    doc.blockSignals(false);
  }

  // The tape's going is kept between reads of the status. With the document's signals
  // blocked, a change of the terrain under the tape and the undo of the feature itself each
  // give the going of the table as it is now (the kept going pointed into the features).
  void theTapesGoingFollowsEditsWithoutTheChangeSignal() {
    MapDocument doc;
    QCOMPARE(doc.newTable("focused-firepower", 72, 48, "in"), QString());
    TableToolController tools(doc);
    drawRect(tools, terrainIndex(doc, "forest"), {10, 0}, {20, 10});
    tools.setTool(TableTool::Tape);
    tools.press({0, 5}, {}, kTol);
    tools.move({30, 5}, {}, kTol);
    QCOMPARE(tools.status(), QString("30\" (foot: open 10\", difficult 10\", open 10\")"));

    doc.blockSignals(true);
    QCOMPARE(doc.setFeatureTerrain(0, terrainIndex(doc, "woods")), QString());  // open on foot
    QCOMPARE(tools.status(), QString("30\" (foot: open 30\")"));
    doc.undo();
    QCOMPARE(tools.status(), QString("30\" (foot: open 10\", difficult 10\", open 10\")"));
    doc.undoTo(0);  // the forest is gone
    QCOMPARE(doc.featureCount(), 0);
    QCOMPARE(tools.status(), QString("30\" (foot: open 30\")"));
    doc.blockSignals(false);
  }
};

QTEST_MAIN(TestDocumentRevision)
#include "tst_document_revision.moc"
