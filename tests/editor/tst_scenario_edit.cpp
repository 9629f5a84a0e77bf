// Scenario edits: every kind applies, undoes and redoes exactly; a zone rename keeps references;
// random sequences undone return the scenario file to its original bytes; saved scenarios read
// back without errors; the OOB table stores bad values and explains them as the reader does, and
// on a table takes and shows the table's places.
#include <QtTest>
#include <random>

#include "editor/oob_table_model.h"
#include "editor/scenario_edit.h"
#include "editor/scenario_editor.h"
#include "editor/validation_scheduler.h"
#include "editor_test_support.h"
#include "model/scenario_limits.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {

struct EditKind {
  const char* name;
  std::function<void(ScenarioEditor&, OobTableModel&, const MapDocument&)> apply;
};

int at(const MapDocument& doc, const char* label) {
  return doc.map()->grid.index(*doc.map()->grid.parseLabel(label));
}

// One of each edit the panels can make, all valid, all changing the small scenario (the test
// checks that each one changes the file, so a refused edit fails it).
std::vector<EditKind> editKinds() {
  return {
      {"title", [](auto& e, auto&, auto&) { e.setTitle("Another fight"); }},
      {"turns", [](auto& e, auto&, auto&) { e.setTurns(7); }},
      {"first", [](auto& e, auto&, auto&) { e.setFirst("de"); }},
      {"briefing", [](auto& e, auto&, auto&) { e.setBriefing("Hold the farm.\nAt all costs."); }},
      {"special rules", [](auto& e, auto&, auto&) { e.setSpecialRules("No air support."); }},
      {"add side", [](auto& e, auto&, auto&) { e.addSide(); }},
      {"rename side", [](auto& e, auto&, auto&) { e.renameSide("de", "axis"); }},
      {"side name", [](auto& e, auto&, auto&) { e.setSideName("us", "US 29th"); }},
      {"side role", [](auto& e, auto&, auto&) { e.setSideRole("de", "meeting"); }},
      {"side briefing", [](auto& e, auto&, auto&) { e.setSideBriefing("de", "Private."); }},
      {"add zone", [](auto& e, auto&, auto&) { e.addZone(); }},
      {"remove zone", [](auto& e, auto&, auto&) { e.removeZone("north"); }},
      {"rename zone", [](auto& e, auto&, auto&) { e.renameZone("north", "north-edge"); }},
      {"zone hexes", [](auto& e, auto&, auto&) { e.setZoneHexes("us-setup", "A4:F4, C3"); }},
      {"zone edge", [](auto& e, auto&, auto&) { e.setZoneEdge("us-setup", "south"); }},
      {"paint zone",
       [](auto& e, auto&, auto& d) {
         e.setZoneLocations("us-setup", {at(d, "A1"), at(d, "B1")});
       }},
      {"add objective", [](auto& e, auto&, auto& d) { e.addObjective(at(d, "E2")); }},
      {"remove objective", [](auto& e, auto&, auto&) { e.removeObjective("farm"); }},
      {"rename objective", [](auto& e, auto&, auto&) { e.renameObjective("farm", "the-farm"); }},
      {"objective at", [](auto& e, auto&, auto&) { e.setObjectiveAt("farm", "D3"); }},
      {"move objective", [](auto& e, auto&, auto& d) { e.moveObjective("farm", at(d, "F1")); }},
      {"objective name", [](auto& e, auto&, auto&) { e.setObjectiveName("farm", "Le Mesnil"); }},
      {"objective vp", [](auto& e, auto&, auto&) { e.setObjectiveVp("farm", "de", 2); }},
      {"objective control", [](auto& e, auto&, auto&) { e.setObjectiveControl("farm", "none"); }},
      {"exit", [](auto& e, auto&, auto&) { e.setExitEnabled(true); }},
      {"sudden death", [](auto& e, auto&, auto&) { e.setSuddenDeath(4); }},
      {"victory text", [](auto& e, auto&, auto&) { e.setVictoryText("Hold the farm."); }},
      {"add los check",
       [](auto& e, auto&, auto& d) { e.addLosCheck(at(d, "A1"), at(d, "F4"), "hindrance 2"); }},
      {"add reach check", [](auto& e, auto&, auto&) { e.addReachCheck(); }},
      {"oob name", [](auto&, auto& m, auto&) { m.setCell(0, OobTableModel::Name, "Rifles"); }},
      {"oob count", [](auto&, auto& m, auto&) { m.setCell(0, OobTableModel::Count, "4"); }},
      {"oob setup", [](auto&, auto& m, auto&) { m.setCell(0, OobTableModel::Setup, "A4:B4"); }},
      {"oob arrival",
       [](auto&, auto& m, auto&) { m.setCell(0, OobTableModel::ArrivalZone, "north"); }},
      {"oob vp", [](auto&, auto& m, auto&) { m.setCell(0, OobTableModel::Vp, "2"); }},
      {"oob stat", [](auto&, auto& m, auto&) { m.setCell(0, OobTableModel::FirstField + 3, "6"); }},
      {"oob add", [](auto&, auto& m, auto&) { m.addRow(); }},
      {"oob duplicate", [](auto&, auto& m, auto&) { m.duplicateRow(0); }},
      {"oob remove", [](auto&, auto& m, auto&) { m.removeRow(0); }},
  };
}

}  // namespace

// The OOB's cells are marked with the background validation's findings, as in the window: a
// check of a cell's problem (or of none) needs the validation run on the edit first.
struct OobFindings {
  ValidationScheduler validation;
  OobFindings(MapDocument& doc, OobTableModel& oob) {
    validation.setDelay(0);
    validation.setDocument(&doc);
    oob.setIssues(validation.issues());
  }
  bool settle() {
    validation.validateNow();
    return QTest::qWaitFor([this] { return !validation.running(); });
  }
};

// The small scenario open with what the panels edit it through: the scenario editor and the
// OOB table of one side.
struct EditedScenario {
  MapDocument doc;
  ScenarioEditor editor;
  OobTableModel oob;
};

class TestScenarioEdit : public QObject {
  Q_OBJECT
  DocumentFolder folder_;

  bool open(MapDocument& doc) {
    folder_.write("small.map.yaml", kSmallMap);
    return openFixture(doc, folder_, "small.scenario.yaml", kSmallScenario);
  }

  // The small scenario opened afresh, the OOB table on `side`; null when it does not open.
  std::unique_ptr<EditedScenario> edit(const char* side) {
    auto edited = std::make_unique<EditedScenario>();
    if (!open(edited->doc)) return nullptr;
    edited->editor.setDocument(&edited->doc);
    edited->oob.setDocument(&edited->doc);
    edited->oob.setSide(side);
    return edited;
  }

 private slots:
  void initTestCase() {
    qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery");
  }

  void everyEditKindAppliesUndoesAndRedoes() {
    for (const EditKind& kind : editKinds()) {
      const auto edited = edit("us");
      QVERIFY(edited);
      auto& [doc, editor, oob] = *edited;
      const std::string original = doc.mapText();
      QSignalSpy changed(&editor, &ScenarioEditor::changed);
      kind.apply(editor, oob, doc);
      const std::string after = doc.mapText();
      QVERIFY2(after != original, kind.name);
      QVERIFY2(changed.count() > 0, kind.name);
      QCOMPARE(doc.undoStack().count(), 1);
      doc.undo();
      QVERIFY2(doc.mapText() == original, kind.name);
      QVERIFY(!doc.modified());
      doc.redo();
      QVERIFY2(doc.mapText() == after, kind.name);
    }
  }

  // What the reader would refuse (found by tst_edit_round_trip) is refused here, changing
  // nothing: a first side or control that is no side, VP and turns past the reader's limits.
  void editsPastTheReadersLimitsAreRefused() {
    const auto edited = edit("us");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    editor.setFirst("nobody");
    editor.setObjectiveControl("farm", "nobody");
    editor.setObjectiveVp("farm", "us", kMaxVp + 1);
    editor.setObjectiveVp("farm", "us", -kMaxVp - 1);
    editor.setSuddenDeath(kMaxTurns + 1);
    editor.setExitEnabled(true);
    const int steps = doc.undoStack().count();
    editor.setExit("us", "north", kMaxVp + 1);
    editor.addReachCheck();
    QVERIFY(!editor.setReachCheck(0, "us", "leg", "A1", "F4", kMaxTurns + 1).isEmpty());
    QCOMPARE(doc.undoStack().count(), steps + 1);  // the reach check added, nothing else
    editor.setFirst("de");  // a side is taken
    editor.setObjectiveControl("farm", "none");
    QCOMPARE(doc.undoStack().count(), steps + 3);
    QVERIFY(loadDocumentFromText(doc.mapText(), doc.filePath().toStdString()).ok());
  }

  void anEditThatChangesNothingIsNotAnUndoStep() {
    const auto edited = edit("us");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    editor.setTitle("Small fight");
    editor.setTurns(5);
    editor.moveObjective("farm", at(doc, "C2"));
    editor.setObjectiveVp("farm", "us", 3);
    QCOMPARE(doc.undoStack().count(), 0);
    QVERIFY(!doc.modified());
  }

  void typingInOneFieldIsOneUndoStep() {
    const auto edited = edit("us");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    editor.setBriefing("H");
    editor.setBriefing("Ho");
    editor.setBriefing("Hold");
    editor.setTitle("T");
    QCOMPARE(doc.undoStack().count(), 2);
    doc.undo();
    QCOMPARE(editor.briefing(), QString("Hold"));
    doc.undo();
    QCOMPARE(editor.briefing(), QString());
  }

  void renamingAZoneUpdatesEveryReference() {
    const auto edited = edit("us");
    QVERIFY(edited);
    auto& [doc, editor, us] = *edited;
    QVERIFY(us.setCell(0, OobTableModel::ArrivalZone, "north"));
    editor.setExitEnabled(true);
    editor.setExit("us", "north", 2);
    editor.addReachCheck();
    QVERIFY(editor.setReachCheck(0, "us", "leg", "us-setup", "north", 3).isEmpty());
    const int before = doc.undoStack().count();

    QCOMPARE(editor.renameZone("north", "north-edge"), QString());
    QCOMPARE(doc.undoStack().count(), before + 1);
    const Scenario& s = *doc.scenario();
    QVERIFY(s.zone("north-edge") && !s.zone("north"));
    QCOMPARE(s.oob[1].entries[0].setup.zone, std::string("north-edge"));
    QCOMPARE(s.oob[0].entries[0].arrives->zone.zone, std::string("north-edge"));
    QCOMPARE(s.victory->exit->zone, std::string("north-edge"));
    QCOMPARE(s.reachChecks[0].to, std::string("north-edge"));
    QCOMPARE(us.cell(0, OobTableModel::ArrivalZone).toString(), QString("north-edge"));
    OobFindings findings(doc, us);
    QVERIFY(findings.settle());
    QCOMPARE(us.cell(0, OobTableModel::ArrivalZone, "problem").toString(), QString());

    doc.undo();
    QVERIFY(doc.scenario()->zone("north"));
    QCOMPARE(doc.scenario()->victory->exit->zone, std::string("north"));
    QCOMPARE(doc.scenario()->oob[1].entries[0].setup.zone, std::string("north"));
  }

  void renamesRefuseBadOrTakenIds() {
    const auto edited = edit("us");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    QVERIFY(editor.renameZone("north", "us-setup").contains("already used"));
    QVERIFY(editor.renameZone("north", "North Edge").contains("not a valid id"));
    QVERIFY(editor.renameSide("us", "de").contains("already used"));
    QVERIFY(!editor.setZoneHexes("north", "A1, Z9").isEmpty());
    QVERIFY(!editor.setObjectiveAt("farm", "A1:B2").isEmpty());
    QVERIFY(editor.removeSide("us").contains("two sides"));
    QCOMPARE(doc.undoStack().count(), 0);
  }

  void paintedZonesAreWrittenAsRectangles() {
    const auto edited = edit("us");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    editor.setZoneLocations(
        "us-setup", {at(doc, "A1"), at(doc, "B1"), at(doc, "A2"), at(doc, "B2"), at(doc, "E3")});
    QCOMPARE(doc.scenario()->zone("us-setup")->hexes.items,
             (std::vector<std::string>{"A1:B2", "E3"}));
    QCOMPARE(editor.zoneLocations("us-setup").size(), 5);
    // Unpainting one hex of an edge zone turns the edge into an explicit list.
    QList<int> north = editor.zoneLocations("north");
    north.removeOne(at(doc, "C1"));
    editor.setZoneLocations("north", north);
    QVERIFY(!doc.scenario()->zone("north")->edge);
    QCOMPARE(editor.zoneLocations("north"), north);
  }

  void randomEditSequencesUndoneReturnTheOriginalBytes() {
    const auto kinds = editKinds();
    for (unsigned seed = 1; seed <= 20; ++seed) {
      const auto edited = edit("us");
      QVERIFY(edited);
      auto& [doc, editor, oob] = *edited;
      const std::string original = doc.mapText();
      std::mt19937 random(seed);
      std::vector<std::string> texts{original};
      for (int step = 0; step < 25; ++step) {
        const EditKind& kind = kinds[random() % kinds.size()];
        // Some edits no longer apply (to a removed zone, say) and push nothing.
        const int count = doc.undoStack().count();
        kind.apply(editor, oob, doc);
        if (doc.undoStack().count() > count) texts.push_back(doc.mapText());
      }
      QVERIFY(texts.size() > 5);  // the sequence really edited
      // Undo walks back through every intermediate text.
      for (auto it = texts.rbegin() + 1; it != texts.rend(); ++it) {
        doc.undo();
        QVERIFY(doc.mapText() == *it);
      }
      QVERIFY(!doc.modified());
    }
  }

  void savedScenarioReadsBackWithoutErrors() {
    const auto edited = edit("de");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    editor.setTitle("Edited: \"quotes\" & colons: yes");
    editor.setBriefing("Line one\nLine two: with colon");
    editor.setSideRole("us", "meeting");
    QCOMPARE(editor.renameZone("north", "north-edge"), QString());
    QCOMPARE(editor.setZoneHexes("us-setup", "A4:F4 C3"), QString());
    editor.addObjective(at(doc, "E2"));
    editor.setObjectiveVp("objective", "de", 5);
    editor.setExitEnabled(true);
    editor.setSuddenDeath(4);
    editor.setVictoryText("Whoever holds the farm wins.");
    editor.addLosCheck(at(doc, "A1"), at(doc, "F4"), "blocked");
    editor.addReachCheck();
    QCOMPARE(oob.duplicateRow(0), 1);
    QVERIFY(oob.setCell(1, OobTableModel::ArrivalTurn, "3"));
    QVERIFY(oob.setCell(1, OobTableModel::ArrivalZone, "north-edge"));
    QVERIFY(oob.setCell(1, OobTableModel::FirstField + 13, "MG 42: true"));  // special (text)
    OobFindings findings(doc, oob);
    QVERIFY(findings.settle());
    QCOMPARE(oob.problemCount(), 0);
    QCOMPARE(doc.save(), QString());

    LoadedDocument again = loadDocument(folder_.path("small.scenario.yaml"));
    for (const auto& d : again.diagnostics.all()) qWarning("%s", d.message.c_str());
    QVERIFY(again.ok());
    QCOMPARE(writeScenario(*again.scenario, again.headerComment), doc.mapText());
  }

  // The header of a ruleset field is its `label:`, else its `name:`, else its id in title
  // case (unitFieldLabel, which the booklets print too); the model's own columns likewise.
  void oobColumnTitlesAreTheRulesetsFieldNames() {
    std::string rules(builtinRulesetText("fighting-formations"));
    auto replace = [&](const std::string& from, const std::string& to) {
      const auto at = rules.find(from);
      QVERIFY2(at != std::string::npos, from.c_str());
      rules.replace(at, from.size(), to);
    };
    replace("\nid: fighting-formations\n", "\nid: named-fields\n");
    // A name without a label heads the column; neither: the id in title case.
    replace("{id: speed, name: Speed, label: Speed, kind: number",
            "{id: speed, name: Movement allowance, kind: number");
    replace("{id: defense_kind, name: Defense type, label: Def. type, kind:", "{id: defense_kind, kind:");
    folder_.write("named.ruleset.yaml", rules);
    auto useRules = [](std::string text) {
      const std::string from = "ruleset: fighting-formations";
      return text.replace(text.find(from), from.size(), "ruleset: named.ruleset.yaml");
    };
    folder_.write("small.map.yaml", useRules(kSmallMap));
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "named.scenario.yaml", useRules(kSmallScenario)));
    OobTableModel oob;
    oob.setDocument(&doc);
    oob.setSide("us");
    QCOMPARE(oob.columnTitle(OobTableModel::FirstField + 3), QString("Movement allowance"));
    // The label, as the booklets print it.
    QCOMPARE(oob.columnTitle(OobTableModel::FirstField + 4), QString("HE FP"));
    QCOMPARE(oob.columnTitle(OobTableModel::FirstField + 9), QString("Defense Kind"));
    QCOMPARE(oob.columnTitle(OobTableModel::ArrivalTurn), QString("Arrives Turn"));
    QCOMPARE(oob.headerData(OobTableModel::FirstField + 3, Qt::Horizontal).toString(), QString("Movement allowance"));
  }

  // What the reader refuses, the table refuses, in the reader's words, and keeps the value it
  // had: stored, a bad value made a file the editor could not open again.
  void oobCellsRefuseWhatTheReaderRefusesInItsWords() {
    const auto edited = edit("us");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    const int speed = OobTableModel::FirstField + 3;
    QCOMPARE(oob.columnTitle(speed), QString("Speed"));
    QCOMPARE(oob.cell(0, speed, "kind").toString(), QString("number"));
    QCOMPARE(oob.cell(0, speed, "minimum").toDouble(), 0.0);
    QCOMPARE(oob.cell(0, OobTableModel::FirstField, "choices").toStringList(),
             (QStringList{"infantry", "gun", "vehicle"}));
    // The side's own zones only: "north" is where the Germans set up.
    QCOMPARE(oob.cell(0, OobTableModel::Setup, "choices").toStringList(), (QStringList{"us-setup"}));

    QVERIFY(!oob.setCell(0, speed, "-2"));
    QCOMPARE(oob.cell(0, speed).toString(), QString("5"));
    const QString outOfRange = oob.refusal();
    QCOMPARE(outOfRange, QString("'speed' of OOB entry 'rifles' is -2, outside the ruleset's range 0.."));
    // The reader says the same of a file that holds it.
    const QString text = doc.documentText();
    QVERIFY(text.contains("speed: 5"));
    folder_.write("bad.scenario.yaml", QString(text).replace("speed: 5", "speed: -2").toStdString());
    LoadedDocument read = loadDocument(folder_.path("bad.scenario.yaml"));
    QVERIFY(std::any_of(read.diagnostics.all().begin(), read.diagnostics.all().end(),
                        [&](const Diagnostic& d) { return QString::fromStdString(d.message) == outOfRange; }));

    QVERIFY(!oob.setCell(0, OobTableModel::FirstField, "infantr"));
    QVERIFY(oob.refusal().contains("did you mean 'infantry'"));
    QVERIFY(!oob.setCell(0, OobTableModel::FirstField, ""));  // required
    QVERIFY(oob.refusal().contains("requires"));
    QVERIFY(!oob.setCell(0, OobTableModel::Setup, "nowhere"));
    QCOMPARE(oob.refusal(), QString("OOB entry 'rifles' setup 'nowhere' is not a zone of this scenario"));
    QVERIFY(!oob.setCell(0, OobTableModel::Id, "Bad Id"));
    QVERIFY(oob.refusal().contains("not a valid id"));
    QVERIFY(!oob.setCell(0, OobTableModel::Count, "two"));  // not a number
    QVERIFY(!oob.setCell(0, OobTableModel::Count, "0"));
    QVERIFY(!doc.canUndo());
    QCOMPARE(oob.cell(0, OobTableModel::FirstField).toString(), QString("infantry"));
    // A value the reader takes clears the refusal.
    QVERIFY(oob.setCell(0, speed, "6"));
    QCOMPARE(oob.refusal(), QString());
    doc.undo();
    QCOMPARE(oob.cell(0, speed).toString(), QString("5"));
    // A refusal goes once an edit is taken, and with another side.
    QVERIFY(!oob.setCell(0, speed, "fast"));
    QVERIFY(!oob.refusal().isEmpty());
    QVERIFY(oob.setCell(0, OobTableModel::Name, "Rifles"));
    QCOMPARE(oob.refusal(), QString());
    QVERIFY(!oob.setCell(0, speed, "fast"));
    oob.setSide("de");
    QCOMPARE(oob.refusal(), QString());
    oob.setSide("us");
    doc.undo();
    // An entry that already has an error the reader gives (a required stat missing, as a row
    // added by an older version had) still takes a new id: its error reads differently, by
    // the id it names, but it is no new error.
    QVERIFY(pushScenarioEdit(doc, "drop type", [](Scenario& sc) {
      for (SideOob& o : sc.oob)
        if (o.side == "us") {
          auto& stats = o.entries.front().stats;
          stats.erase(std::remove_if(stats.begin(), stats.end(), [](const StatValue& v) { return v.field == "type"; }),
                      stats.end());
          return true;
        }
      return false;
    }));
    QCOMPARE(oob.cell(0, OobTableModel::FirstField).toString(), QString());
    QVERIFY2(oob.setCell(0, OobTableModel::Id, "rifles-1"), qPrintable(oob.refusal()));
    QCOMPARE(oob.cell(0, OobTableModel::Id).toString(), QString("rifles-1"));
    doc.undo();
    doc.undo();
    // An id the side has already.
    const int added = oob.addRow();
    QVERIFY(added > 0);
    QVERIFY(!oob.setCell(added, OobTableModel::Id, "rifles"));
    QVERIFY2(oob.refusal().contains("appears twice"), qPrintable(oob.refusal()));
  }


  // On a table the place cells take what a table scenario's file does: a zone id, X, Y, a
  // shape as the file writes it, and for arrivals a scenario point id. Each form is shown as it
  // is typed back, saved in the file's form and undone; a text that names nothing usable is
  // refused, changing nothing, with the reason in `refusal`.
  void oobPlacesOnATableTakeTheTableForms() {
    const QString dir = QString(SANDTABLE_SOURCE_DIR) + "/samples/focused-firepower/";
    auto read = [](const QString& path) {
      QFile f(path);
      return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
    };
    folder_.write("cressonville.map.yaml", read(dir + "cressonville.map.yaml"));
    MapDocument doc;
    QVERIFY(openFixture(doc, folder_, "cressonville.scenario.yaml", read(dir + "cressonville.scenario.yaml")));
    QVERIFY(doc.map()->isTable());
    OobTableModel oob;
    oob.setDocument(&doc);
    oob.setSide("gb");
    const int hq = 0, mortar = 3, sherman = 4;
    // The sample's own places, shown in the forms the cells take.
    QCOMPARE(oob.cell(hq, OobTableModel::Setup).toString(), QString("gb-setup"));
    QCOMPARE(oob.cell(mortar, OobTableModel::Setup).toString(), QString("46, 45"));
    QCOMPARE(oob.cell(sherman, OobTableModel::ArrivalZone).toString(), QString("gb-trp"));
    QVERIFY(oob.cell(sherman, OobTableModel::ArrivalZone, "choices").toStringList().contains("gb-trp"));
    QVERIFY(!oob.cell(hq, OobTableModel::Setup, "choices").toStringList().contains("gb-trp"));
    OobFindings findings(doc, oob);
    QVERIFY(findings.settle());
    QCOMPARE(oob.problemCount(), 0);
    oob.setSide("de");
    QCOMPARE(oob.cell(1, OobTableModel::Setup).toString(), QString("rect: [11, 18.5, 11, 2]"));
    oob.setSide("gb");

    struct Form {
      int row, column;
      QString typed, shown;
      std::string written;  // the entry's key as the saved file has it
    };
    const Form forms[] = {
        {hq, OobTableModel::Setup, " 12.5 ,40 ", "12.5, 40", "setup: {at: [12.5, 40]}"},
        {hq, OobTableModel::Setup, "rect: [0, 42, 20, 6]", "rect: [0, 42, 20, 6]", "setup: {rect: [0, 42, 20, 6]}"},
        {hq, OobTableModel::Setup, "{circle: {center: [10, 44], radius: 3}}", "circle: {center: [10, 44], radius: 3}",
         "setup: {circle: {center: [10, 44], radius: 3}}"},
        {mortar, OobTableModel::Setup, "gb-setup", "gb-setup", "id: mortar-det\n      name: 3-inch Mortar Detachment\n      count: 1\n      setup: gb-setup"},
        {sherman, OobTableModel::ArrivalZone, "60, 48", "60, 48", "arrives: {turn: 4, zone: {at: [60, 48]}}"},
        {sherman, OobTableModel::ArrivalZone, "gb-setup", "gb-setup", "arrives: {turn: 4, zone: gb-setup}"},
        {sherman, OobTableModel::ArrivalZone, "rect: [20, 46, 8, 2]", "rect: [20, 46, 8, 2]",
         "arrives: {turn: 4, zone: {rect: [20, 46, 8, 2]}}"},
        // An entry that set up now arrives: at turn 1 until the designer says otherwise.
        {mortar, OobTableModel::ArrivalZone, "gb-trp", "gb-trp", "arrives: {turn: 1, point: gb-trp}"},
    };
    const std::string original = doc.mapText();
    for (const Form& f : forms) {
      const QByteArray what = f.typed.toUtf8();
      QVERIFY2(oob.setCell(f.row, f.column, f.typed), what);
      QCOMPARE(oob.refusal(), QString());
      QCOMPARE(oob.cell(f.row, f.column).toString(), f.shown);
      // (Whether the rules allow the place, a river or a reserve away from its TRP, is the
      // validation's to say, in the cell's problem; the form itself was taken: no refusal.)
      QCOMPARE(doc.undoStack().count(), 1);
      QVERIFY2(doc.mapText().find(f.written) != std::string::npos, what);
      // What is shown is taken back as the same place: no further step.
      QVERIFY(!oob.setCell(f.row, f.column, f.shown));
      QCOMPARE(doc.undoStack().count(), 1);
      QCOMPARE(doc.save(), QString());
      QVERIFY2(loadDocument(folder_.path("cressonville.scenario.yaml")).ok(), what);
      doc.undo();
      QVERIFY2(doc.mapText() == original, what);
      doc.undoStack().clear();
    }

    struct Bad {
      int row, column;
      QString typed, reason;
    };
    const Bad bad[] = {
        {hq, OobTableModel::Setup, "gb-setpu", "'gb-setpu' is not a zone of this scenario, did you mean 'gb-setup'?"},
        {sherman, OobTableModel::ArrivalZone, "gb-trq", "'gb-trq' is neither a zone nor a point of this scenario, did you mean 'gb-trp'?"},
        {hq, OobTableModel::Setup, "gb-trp", "'gb-trp' is a scenario point: units arrive at points, and set up in"},
        {hq, OobTableModel::Setup, "80, 10", "(80, 10) is off the table, which is 72 x 48 in"},
        {hq, OobTableModel::Setup, "rect: [70, 40, 5, 5]", "(75, 45) is off the table, which is 72 x 48 in"},
        {hq, OobTableModel::Setup, "rect: [1, 2, 3]", "set-up rect must be [x, y, width, height]"},
        {hq, OobTableModel::Setup, "rect: [1, 2, 3, 4], colour: red", "colour"},
        {hq, OobTableModel::Setup, "A1:B4", "'A1:B4' cannot be read: type a zone id, X, Y or a shape such as rect: [x, y, w, h]"},
        {sherman, OobTableModel::ArrivalZone, "12 40", "'12 40' cannot be read: type a zone id, a point id (a TRP, a hot spot), X, Y or a shape"},
    };
    for (const Bad& b : bad) {
      const QByteArray what = b.typed.toUtf8();
      QVERIFY2(!oob.setCell(b.row, b.column, b.typed), what);
      QVERIFY2(oob.refusal().contains(b.reason), qPrintable(oob.refusal()));
      QVERIFY2(doc.mapText() == original, what);
      QCOMPARE(doc.undoStack().count(), 0);
    }
    // The next text taken clears the refusal.
    QSignalSpy refusal(&oob, &OobTableModel::refusalChanged);
    QVERIFY(oob.setCell(hq, OobTableModel::Setup, "1, 47"));
    QCOMPARE(oob.refusal(), QString());
    QCOMPARE(refusal.count(), 1);
  }

  // An edit announces only what it changed: an OOB edit leaves the side list (and so the OOB
  // tab's side box, whose model it is) untouched; a side's new name announces the side list;
  // another document announces everything.
  void anEditAnnouncesOnlyWhatItChanged() {
    const auto edited = edit("de");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    QSignalSpy changed(&editor, &ScenarioEditor::changed);
    QSignalSpy sides(&editor, &ScenarioEditor::sidesChanged);
    QSignalSpy title(&editor, &ScenarioEditor::titleChanged);
    QCOMPARE(oob.addRow(), 1);
    QVERIFY(changed.count() > 0);
    QCOMPARE(sides.count(), 0);
    QCOMPARE(title.count(), 0);
    editor.setSideName("de", "Kampfgruppe");
    QCOMPARE(sides.count(), 1);
    QCOMPARE(title.count(), 0);
    QVERIFY(open(doc));
    QCOMPARE(sides.count(), 2);
    QCOMPARE(title.count(), 1);
  }

  void oobRowsAddDuplicateAndRemoveAsOneStepEach() {
    const auto edited = edit("de");
    QVERIFY(edited);
    auto& [doc, editor, oob] = *edited;
    QSignalSpy reset(&oob, &QAbstractItemModel::modelReset);
    QCOMPARE(oob.duplicateRow(0), 1);
    QCOMPARE(oob.rowCount(), 2);
    QCOMPARE(oob.cell(1, OobTableModel::Id).toString(), QString("gren-2"));
    QCOMPARE(oob.cell(1, OobTableModel::Name).toString(), QString("Grenadiers"));
    QCOMPARE(oob.addRow(), 2);
    QCOMPARE(oob.cell(2, OobTableModel::Id).toString(), QString("unit"));
    // Its required fields start with a value the reader takes (a missing one made a file that
    // could not be opened again): the type the first of its list.
    QCOMPARE(oob.cell(2, OobTableModel::FirstField).toString(), QString("infantry"));
    OobFindings findings(doc, oob);
    QVERIFY(findings.settle());
    // Nothing refused; its speed of 0 is flagged until a speed is typed (the unit never moves).
    const int speed = OobTableModel::FirstField + 3;
    QCOMPARE(oob.columnTitle(speed), QString("Speed"));
    for (int c = OobTableModel::FirstField; c < oob.columnCount(); ++c)
      if (c != speed) QCOMPARE(oob.cell(2, c, "problem").toString(), QString());
    QVERIFY(oob.cell(2, speed, "problem").toString().contains("is 0: the unit can never move"));
    oob.removeRow(0);
    QCOMPARE(oob.rowCount(), 2);
    QCOMPARE(oob.cell(0, OobTableModel::Id).toString(), QString("gren-2"));
    QCOMPARE(reset.count(), 3);
    doc.undo();
    doc.undo();
    doc.undo();
    QCOMPARE(oob.rowCount(), 1);
    QCOMPARE(oob.cell(0, OobTableModel::Id).toString(), QString("gren"));
  }
};

QTEST_MAIN(TestScenarioEdit)
#include "tst_scenario_edit.moc"
