// Undo commands: every edit applies, undoes and redoes exactly; a brush stroke is one undo
// step; random edit sequences undone return the map to its original bytes.
#include <QtTest>

#include <random>

#include "editor/map_tools.h"
#include "editor/tool_controller.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

class TestMapEdit : public QObject {
  Q_OBJECT
  DocumentFolder folder_;

  int index(const MapDocument& doc, const char* label) {
    return doc.map()->grid.index(*doc.map()->grid.parseLabel(label));
  }

 private slots:
  void initTestCase() { qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery"); }

  void paintAppliesUndoesAndRedoes() {
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "a.map.yaml", kSmallMap));
    const std::string original = doc.mapText();
    const int e3 = index(doc, "E3");
    const int woods = doc.map()->rules->terrainIndex("woods");
    MapEditBuilder edit(*doc.map());
    paintTerrain(edit, {e3}, woods);
    QVERIFY(doc.push(edit, "Paint"));
    QCOMPARE(doc.map()->terrain[static_cast<std::size_t>(e3)], woods);
    QVERIFY(doc.modified());
    doc.undo();
    QCOMPARE(doc.mapText(), original);
    QVERIFY(!doc.modified());
    doc.redo();
    QCOMPARE(doc.map()->terrain[static_cast<std::size_t>(e3)], woods);
  }

  void anEditThatChangesNothingIsNotPushed() {
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "b.map.yaml", kSmallMap));
    MapEditBuilder edit(*doc.map());
    paintTerrain(edit, {index(doc, "A1")}, doc.map()->terrain[0]);
    QVERIFY(!doc.push(edit, "Nothing"));
    QCOMPARE(doc.undoStack().count(), 0);
  }

  void aBrushStrokeIsOneUndoStep() {
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "c.map.yaml", kSmallMap));
    const std::string original = doc.mapText();
    ToolController tools(doc);
    tools.settings().tool = Tool::Terrain;
    tools.settings().terrain = doc.map()->rules->terrainIndex("rough");
    MapLayout layout(doc.map()->grid);
    // Drag across a whole row.
    tools.press(layout.center(index(doc, "A3")));
    for (const char* label : {"B3", "C3", "D3", "E3"}) tools.move(layout.center(index(doc, label)));
    tools.release(layout.center(index(doc, "F3")));
    QCOMPARE(doc.undoStack().count(), 1);
    for (int col = 0; col < 6; ++col) QCOMPARE(doc.map()->terrain[static_cast<std::size_t>(2 * 6 + col)], tools.settings().terrain);
    doc.undo();
    QCOMPARE(doc.mapText(), original);
    // Two strokes are two steps.
    tools.press(layout.center(index(doc, "A1")));
    tools.release(layout.center(index(doc, "A1")));
    tools.press(layout.center(index(doc, "B1")));
    tools.release(layout.center(index(doc, "B1")));
    QCOMPARE(doc.undoStack().count(), 2);
  }

  // The card brush changes a card's terrain and clears nothing the designer wrote: name and
  // cover stay, as do its borders, hill card and markers (a walk lost names and covers to the
  // brush without a word). Brushing a card's own terrain changes nothing; undo restores it.
  void aBrushedCardKeepsItsNameCoverBordersAndHillAndUndoRestoresIt() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("field-of-fire/mill-hamlet.map.yaml")), QString());
    const std::string original = doc.mapText();
    const int a1 = index(doc, "A1");
    const CardData before = doc.map()->cards[static_cast<std::size_t>(a1)];
    QVERIFY(!before.name.empty() && !before.cover.empty() && before.hill);
    ToolController tools(doc);
    tools.settings().tool = Tool::Terrain;
    MapLayout layout(doc.map()->grid);
    const PointF at = layout.center(a1);
    // Its own terrain: nothing to do.
    tools.settings().terrain = doc.map()->terrain[static_cast<std::size_t>(a1)];
    tools.press(at);
    tools.release(at);
    QCOMPARE(doc.undoStack().count(), 0);

    tools.settings().terrain = doc.map()->rules->terrainIndex("open");
    tools.press(at);
    tools.release(at);
    QCOMPARE(doc.undoStack().count(), 1);
    const CardData& after = doc.map()->cards[static_cast<std::size_t>(a1)];
    QCOMPARE(doc.map()->terrain[static_cast<std::size_t>(a1)], tools.settings().terrain);
    QCOMPARE(after.name, before.name);  // nothing the designer wrote is cleared by the brush
    QVERIFY(after.cover == before.cover);
    QVERIFY(after.borders == before.borders);
    QVERIFY(after.hill == before.hill);
    QCOMPARE(doc.map()->levels[static_cast<std::size_t>(a1)], 1);  // still on its hill card
    QVERIFY(doc.mapText().find("Pine Knob, west shoulder") != std::string::npos);
    doc.undo();
    QCOMPARE(doc.mapText(), original);
    QCOMPARE(doc.map()->cards[static_cast<std::size_t>(a1)].name, before.name);
    QVERIFY(doc.map()->cards[static_cast<std::size_t>(a1)].cover == before.cover);
  }

  void raisingAStrokeRaisesEachHexOnceAndClampsToTheRuleset() {
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "d.map.yaml", kSmallMap));
    ToolController tools(doc);
    tools.settings().tool = Tool::Raise;
    MapLayout layout(doc.map()->grid);
    const int d2 = index(doc, "D2");  // level 2
    tools.press(layout.center(d2));
    tools.move(layout.center(index(doc, "E2")));
    tools.move(layout.center(d2));  // crossing again does not raise again
    tools.release(layout.center(d2));
    QCOMPARE(doc.map()->levels[static_cast<std::size_t>(d2)], 3);
    for (int i = 0; i < 5; ++i) {
      tools.press(layout.center(d2));
      tools.release(layout.center(d2));
    }
    QCOMPARE(doc.map()->levels[static_cast<std::size_t>(d2)], doc.map()->rules->levelMax);
  }

  void hexsideToolTogglesTheFeatureOnTheNearestHexside() {
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "e.map.yaml", kSmallMap));
    ToolController tools(doc);
    tools.settings().tool = Tool::Hexside;
    tools.settings().feature = doc.map()->rules->hexsideIndex("stream");
    MapLayout layout(doc.map()->grid);
    const PointF c3 = layout.center(index(doc, "C3")), c4 = layout.center(index(doc, "C4"));
    const PointF nearEdge{c3.x + (c4.x - c3.x) * 0.4, c3.y + (c4.y - c3.y) * 0.4};
    const std::size_t before = doc.map()->hexsides.size();
    tools.press(nearEdge);
    tools.release(nearEdge);
    QCOMPARE(doc.map()->hexsides.size(), before + 1);
    const HexsideEntry& h = doc.map()->hexsides.back();
    QCOMPARE(doc.map()->grid.label(h.a) + "/" + doc.map()->grid.label(h.b), std::string("C3/C4"));
    tools.press(nearEdge);
    tools.release(nearEdge);
    QCOMPARE(doc.map()->hexsides.size(), before);
  }

  void roadToolFillsSkippedHexesWithAdjacentSteps() {
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "f.map.yaml", kSmallMap));
    ToolController tools(doc);
    tools.settings().tool = Tool::Road;
    MapLayout layout(doc.map()->grid);
    tools.press(layout.center(index(doc, "A4")));
    tools.move(layout.center(index(doc, "E4")));  // a fast drag skipping B..D
    tools.release(layout.center(index(doc, "F4")));
    QCOMPARE(doc.map()->roads.size(), std::size_t(2));
    const Road& road = doc.map()->roads.back();
    QVERIFY(road.size() >= 6);
    for (std::size_t i = 1; i < road.size(); ++i) QVERIFY(doc.map()->grid.adjacent(road[i - 1], road[i]));
    // The saved map reads back without errors (roads must be adjacent).
    const LoadedDocument back = loadDocumentFromText(doc.mapText(), folder_.path("f.map.yaml"));
    QVERIFY(back.ok());
  }

  void eraserResetsAHexAndCutsItsRoadsAndHexsides() {
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "g.map.yaml", kSmallMap));
    MapEditBuilder edit(*doc.map());
    eraseLocation(edit, *doc.map(), index(doc, "B1"));  // on the road A1-B1-C2-D2
    eraseLocation(edit, *doc.map(), index(doc, "B2"));  // bocage B2/B3, building
    QVERIFY(doc.push(edit, "Erase"));
    QVERIFY(doc.map()->hexsides.empty());
    QCOMPARE(doc.map()->roads.size(), std::size_t(1));
    QCOMPARE(doc.map()->roads[0].size(), std::size_t(2));  // C2-D2 is left
    QCOMPARE(doc.map()->terrain[static_cast<std::size_t>(index(doc, "B2"))], doc.map()->defaultTerrain);
  }

  void cardToolsToggleBordersAndHills() {
    DocumentFolder folder;
    MapDocument doc;
    QCOMPARE(doc.newMap("field-of-fire", 3, 2, "flat", "odd", "letter-number"), QString());
    QVERIFY(doc.isCards());
    MapEditBuilder edit(*doc.map());
    toggleCardBorder(edit, 0, 1, false);
    editor::toggleHill(edit, 4);
    QVERIFY(doc.push(edit, "Cards"));
    QCOMPARE(doc.map()->cards[0].borders[1], Border::Dark);
    QVERIFY(doc.map()->cards[4].hill.has_value());
    QCOMPARE(doc.map()->levels[4], 1);
    doc.undo();
    QCOMPARE(doc.map()->levels[4], 0);
    QVERIFY(!doc.map()->cards[4].hill.has_value());
  }

  // The palette shows no brush radius on a card map: a radius left from a hex map paints one
  // card, not its neighbours.
  void cardTerrainPaintsOneCardWhateverTheBrushRadius() {
    MapDocument doc;
    QCOMPARE(doc.newMap("field-of-fire", 3, 3, "flat", "odd", "letter-number"), QString());
    QVERIFY(doc.isCards());
    const std::vector<int> before = doc.map()->terrain;
    ToolController tools(doc);
    tools.settings().tool = Tool::Terrain;
    tools.settings().brushRadius = 1;
    tools.settings().terrain = doc.map()->rules->terrainIndex("woods");
    QVERIFY(tools.settings().terrain >= 0);
    MapLayout layout(doc.map()->grid);
    const int centre = 4;  // B2, with a card on every side
    QCOMPARE(tools.preview(layout.center(centre)), std::vector<int>{centre});
    tools.press(layout.center(centre));
    tools.release(layout.center(centre));
    for (int i = 0; i < doc.map()->grid.size(); ++i)
      QCOMPARE(doc.map()->terrain[static_cast<std::size_t>(i)],
               i == centre ? tools.settings().terrain : before[static_cast<std::size_t>(i)]);
  }

  void randomEditSequencesUndoToTheOriginalBytes() {
    std::mt19937 rng(20261122);
    for (int round = 0; round < 10; ++round) {
      MapDocument doc;
      QVERIFY(openFixture(doc, folder_, "r.map.yaml", kSmallMap));
      const std::string original = doc.mapText();
      const Map& map = *doc.map();
      const Ruleset& rules = *map.rules;
      auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
      std::vector<std::string> states{original};
      for (int step = 0; step < 25; ++step) {
        MapEditBuilder edit(map);
        const int at = pick(map.grid.size());
        switch (pick(7)) {
          case 0: paintTerrain(edit, brushLocations(map.grid, at, pick(4)), pick(static_cast<int>(rules.terrain.size()))); break;
          case 1: raiseLevels(edit, rules, brushLocations(map.grid, at, pick(3)), pick(2) ? 1 : -1); break;
          case 2: {
            const auto n = map.grid.neighbours(map.grid.offset(at));
            toggleHexsideFeature(edit, map.grid.offset(at), n[static_cast<std::size_t>(pick(static_cast<int>(n.size())))], pick(static_cast<int>(rules.hexsides.size())));
            break;
          }
          case 3: toggleObjective(edit, at); break;
          case 4: editor::toggleMarker(edit, at, pick(static_cast<int>(rules.markers.size()))); break;
          case 5: eraseLocation(edit, map, at); break;
          case 6: addRoad(edit, map.grid, hexLine(map.grid, map.grid.offset(at), map.grid.offset(pick(map.grid.size())))); break;
        }
        if (doc.push(edit, "random")) states.push_back(doc.mapText());
      }
      // Walk all the way back, checking every intermediate state, then all the way forward.
      for (int i = static_cast<int>(states.size()) - 2; i >= 0; --i) {
        doc.undo();
        QCOMPARE(doc.mapText(), states[static_cast<std::size_t>(i)]);
      }
      QVERIFY(!doc.modified());
      for (std::size_t i = 1; i < states.size(); ++i) {
        doc.redo();
        QCOMPARE(doc.mapText(), states[i]);
      }
      // Whatever the edits did, the result is a valid, canonical map.
      const LoadedDocument back = loadDocumentFromText(doc.mapText(), folder_.path("r.map.yaml"));
      QVERIFY2(back.ok(), back.diagnostics.empty() ? "" : formatDiagnostic(back.diagnostics.all().front()).c_str());
      QCOMPARE(writeDocument(back), doc.mapText());
    }
  }
};

QTEST_MAIN(TestMapEdit)
#include "tst_map_edit.moc"
