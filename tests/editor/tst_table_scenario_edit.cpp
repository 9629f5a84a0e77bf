// Scenario edits on miniatures tables (the two table samples): zones as rects and polygons,
// edge bands, objectives and scenario points (with a TRP's ETA) at table coordinates, sight-line
// assertions between two points. Every edit applies, undoes
// and redoes exactly; refused input changes nothing and says why (off-table points name the
// table's size); the grid-only edits leave a table alone; random sequences undone return the
// file to its original bytes; a scenario edited and saved validates with no new errors.
#include <QtTest>
#include <random>
#include <set>

#include "editor/scenario_edit.h"
#include "editor/scenario_editor.h"
#include "editor_test_support.h"
#include "validation/validate.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {

struct Sample {
  const char* folder;
  const char* scenario;
  const char* map;
};
const Sample kSamples[] = {
    {"focused-firepower", "cressonville.scenario.yaml", "cressonville.map.yaml"},
    {"force-on-force", "khoshkab.scenario.yaml", "khoshkab.map.yaml"},
};

std::string readText(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return f.readAll().toStdString();
}

// What the tests name in the open scenario: its first side, zone, objective and point.
struct Names {
  QString side0, side1, zone0, objective0, point0, edgeZone;
  double width = 0, height = 0;
};

Names namesOf(const MapDocument& doc) {
  const Scenario& s = *doc.scenario();
  Names n;
  n.side0 = QString::fromStdString(s.sides.at(0).id);
  n.side1 = QString::fromStdString(s.sides.at(1).id);
  n.zone0 = QString::fromStdString(s.zones.at(0).id);
  n.objective0 = QString::fromStdString(s.objectives.at(0).id);
  n.point0 = QString::fromStdString(s.points.at(0).id);
  for (const Zone& z : s.zones)
    if (z.edge) n.edgeZone = QString::fromStdString(z.id);
  n.width = doc.map()->table.width;
  n.height = doc.map()->table.height;
  return n;
}

QVariantList corners(std::initializer_list<std::pair<double, double>> points, bool asLists) {
  QVariantList out;
  for (auto [x, y] : points)
    out << (asLists ? QVariant(QVariantList{x, y}) : QVariant(QVariantMap{{"x", x}, {"y", y}}));
  return out;
}

struct EditKind {
  const char* name;
  // Returns what the invokable returned ("" for those that return nothing).
  std::function<QString(ScenarioEditor&, const Names&)> apply;
};

// One of each table edit, all valid and all changing either sample.
std::vector<EditKind> editKinds() {
  return {
      {"zone rect", [](auto& e, auto& n) { return e.setZoneRect(n.zone0, 1, 2, 10.5, 5); }},
      {"zone polygon {x, y}",
       [](auto& e, auto& n) {
         return e.setZonePolygon(n.zone0, corners({{1, 1}, {10, 1}, {5, 8.5}}, false));
       }},
      {"zone polygon [x, y]",
       [](auto& e, auto& n) {
         return e.setZonePolygon(n.zone0, corners({{2, 2}, {12, 2}, {12, 9}, {2, 9}}, true));
       }},
      {"zone polygon Qt.point",
       [](auto& e, auto& n) {
         return e.setZonePolygon(n.zone0, {QPointF(3, 3), QPointF(9, 3), QPointF(6, 7)});
       }},
      {"zone to an edge band", [](auto& e, auto& n) { return e.setZoneEdge(n.zone0, "west"); }},
      {"add zone", [](auto& e, auto&) { return e.addZone().isEmpty() ? QString("no id") : QString(); }},
      {"rename zone", [](auto& e, auto& n) { return e.renameZone(n.zone0, "renamed-zone"); }},
      {"remove zone", [](auto& e, auto& n) { e.removeZone(n.zone0); return QString(); }},
      {"add objective", [](auto& e, auto&) { return e.addObjectiveAt(10, 10.25); }},
      {"move objective", [](auto& e, auto& n) { return e.moveObjectiveTo(n.objective0, 5.5, 6.25); }},
      {"objective at text", [](auto& e, auto& n) { return e.setObjectiveAt(n.objective0, "7, 8"); }},
      {"objective radius", [](auto& e, auto& n) { return e.setObjectiveRadius(n.objective0, 2.5); }},
      {"objective without radius", [](auto& e, auto& n) { return e.setObjectiveRadius(n.objective0, -1); }},
      {"rename objective", [](auto& e, auto& n) { return e.renameObjective(n.objective0, "renamed-objective"); }},
      {"add erp", [](auto& e, auto& n) { return e.addTablePoint("erp", n.side0, 3, 4); }},
      {"add hot spot", [](auto& e, auto&) { return e.addTablePoint("hot-spot", "", 30, 20); }},
      {"move point", [](auto& e, auto& n) { return e.moveTablePoint(n.point0, 2, 3); }},
      {"remove point", [](auto& e, auto& n) { e.removeTablePoint(n.point0); return QString(); }},
      {"point kind", [](auto& e, auto& n) { return e.setTablePointKind(n.point0, "casevac"); }},
      {"point side", [](auto& e, auto& n) { return e.setTablePointSide(n.point0, n.side1); }},
      {"point number", [](auto& e, auto& n) { return e.setTablePointNumber(n.point0, 7); }},
      {"point name", [](auto& e, auto& n) { return e.setTablePointName(n.point0, "Renamed: point"); }},
      {"rename side", [](auto& e, auto& n) { return e.renameSide(n.side0, "blue"); }},
      {"los check", [](auto& e, auto& n) { return e.setLosCheck(0, "1.5, 2", n.objective0, "blocked", 0); }},
      {"reach check",
       [](auto& e, auto& n) { return e.setReachCheck(0, n.side0, "foot", n.point0, "20,20", 5); }},
      {"add reach check", [](auto& e, auto&) { e.addReachCheck(); return QString(); }},
  };
}

// Invalid input: each must return a reason and change nothing.
std::vector<EditKind> refusals() {
  return {
      {"rect off the left", [](auto& e, auto& n) { return e.setZoneRect(n.zone0, -1, 0, 5, 5); }},
      {"rect past the right", [](auto& e, auto& n) { return e.setZoneRect(n.zone0, n.width - 4, 0, 5, 5); }},
      {"rect past the bottom", [](auto& e, auto& n) { return e.setZoneRect(n.zone0, 0, n.height - 1, 5, 5); }},
      {"rect of no width", [](auto& e, auto& n) { return e.setZoneRect(n.zone0, 0, 0, 0, 5); }},
      {"rect of NaN", [](auto& e, auto& n) { return e.setZoneRect(n.zone0, qQNaN(), 0, 3, 5); }},
      {"rect of an unknown zone", [](auto& e, auto&) { return e.setZoneRect("no-such-zone", 0, 0, 3, 5); }},
      {"polygon of 2 points",
       [](auto& e, auto& n) { return e.setZonePolygon(n.zone0, corners({{1, 1}, {10, 1}}, false)); }},
      {"self-crossing polygon",
       [](auto& e, auto& n) {
         return e.setZonePolygon(n.zone0, corners({{1, 1}, {10, 10}, {10, 1}, {1, 10}}, true));
       }},
      {"polygon off the table",
       [](auto& e, auto& n) {
         return e.setZonePolygon(n.zone0, corners({{1, 1}, {n.width + 1, 1}, {5, 8}}, false));
       }},
      {"polygon of bad corners",
       [](auto& e, auto& n) {
         return e.setZonePolygon(n.zone0, {QVariantMap{{"a", 1}}, QVariantMap{{"x", 2}}, QString("3")});
       }},
      {"hexes on a table", [](auto& e, auto& n) { return e.setZoneHexes(n.zone0, "A1:B2"); }},
      {"not an edge", [](auto& e, auto& n) { return e.setZoneEdge(n.zone0, "up"); }},
      {"depth of a shape", [](auto& e, auto& n) { return e.setZoneDepth(n.zone0, 3); }},
      {"objective off the table", [](auto& e, auto& n) { return e.addObjectiveAt(n.width + 0.5, 1); }},
      {"objective above the table", [](auto& e, auto&) { return e.addObjectiveAt(1, -0.25); }},
      {"move an unknown objective", [](auto& e, auto&) { return e.moveObjectiveTo("nothing", 1, 1); }},
      {"move an objective off", [](auto& e, auto& n) { return e.moveObjectiveTo(n.objective0, 1, n.height + 1); }},
      {"objective at a hex", [](auto& e, auto& n) { return e.setObjectiveAt(n.objective0, "A1"); }},
      {"radius NaN", [](auto& e, auto& n) { return e.setObjectiveRadius(n.objective0, qQNaN()); }},
      {"point of no kind", [](auto& e, auto& n) { return e.addTablePoint("bunker", n.side0, 1, 1); }},
      {"point of no side", [](auto& e, auto&) { return e.addTablePoint("erp", "martians", 1, 1); }},
      {"point off the table", [](auto& e, auto& n) { return e.addTablePoint("trp", n.side0, -3, 1); }},
      {"move an unknown point", [](auto& e, auto&) { return e.moveTablePoint("nothing", 1, 1); }},
      {"move a point off", [](auto& e, auto& n) { return e.moveTablePoint(n.point0, n.width * 2, 1); }},
      {"point kind unknown", [](auto& e, auto& n) { return e.setTablePointKind(n.point0, "bunker"); }},
      {"point side unknown", [](auto& e, auto& n) { return e.setTablePointSide(n.point0, "martians"); }},
      {"point number too big", [](auto& e, auto& n) { return e.setTablePointNumber(n.point0, 5000); }},
      {"eta of an unknown point", [](auto& e, auto&) { return e.setTablePointEta("nothing", 3); }},
      {"los assertion off the table",
       [](auto& e, auto& n) { return e.addTableLosCheck(1, 1, n.width + 1, 2, "clear"); }},
      {"los assertion with a hindrance", [](auto& e, auto&) { return e.addTableLosCheck(1, 1, 5, 5, "hindrance 2"); }},
      {"zone renamed as a point", [](auto& e, auto& n) { return e.renameZone(n.zone0, n.point0); }},
      {"objective renamed as a zone", [](auto& e, auto& n) { return e.renameObjective(n.objective0, n.zone0); }},
      {"los check from a hex", [](auto& e, auto& n) { return e.setLosCheck(0, "A1", n.objective0, "clear", 0); }},
      {"reach check to off the table",
       [](auto& e, auto& n) { return e.setReachCheck(0, n.side0, "foot", n.zone0, "500, 1", 5); }},
  };
}

// Grid-only edits: on a table they push nothing.
std::vector<EditKind> gridOnly() {
  return {
      {"add objective at a location", [](auto& e, auto&) { e.addObjective(0); return QString(); }},
      {"move objective to a location", [](auto& e, auto& n) { e.moveObjective(n.objective0, 3); return QString(); }},
      {"paint zone", [](auto& e, auto& n) { e.paintZone(n.zone0, {0, 1, 2}, false); return QString(); }},
      {"zone locations", [](auto& e, auto& n) { e.setZoneLocations(n.zone0, {0, 1}); return QString(); }},
      {"los check between locations", [](auto& e, auto&) { e.addLosCheck(0, 5, "clear"); return QString(); }},
  };
}

std::multiset<std::string> errorsOf(const LoadedDocument& loaded) {
  std::multiset<std::string> out;
  for (const auto& d : loaded.diagnostics.all())
    if (d.severity == Severity::Error) out.insert(d.code + ": " + d.message);
  if (!loaded.ok()) return out;
  const Diagnostics validation = validateDocument(loaded);
  for (const auto& d : validation.all())
    if (d.severity == Severity::Error) out.insert(d.code + ": " + d.message);
  return out;
}

}  // namespace

class TestTableScenarioEdit : public QObject {
  Q_OBJECT
  DocumentFolder folder_;

  // Opens a copy of the sample (so that saving does not touch samples/).
  bool open(MapDocument& doc, const Sample& sample) {
    const QString dir = QString(SANDTABLE_SOURCE_DIR) + "/samples/" + sample.folder + "/";
    folder_.write(sample.map, readText(dir + sample.map));
    return openFixture(doc, folder_, sample.scenario, readText(dir + sample.scenario)) && doc.map()->isTable();
  }

 private slots:
  void initTestCase() {
    qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery");
  }

  void samplesOpenAsTables() {
    for (const Sample& sample : kSamples) {
      MapDocument doc;
      QVERIFY2(open(doc, sample), sample.scenario);
      // The writer gives back the sample's own bytes, so "the original bytes" below are the file's.
      QCOMPARE(doc.mapText(), readText(QString::fromStdString(folder_.path(sample.scenario))));
      ScenarioEditor editor;
      editor.setDocument(&doc);
      QVERIFY(editor.isTable());
      QVERIFY(!editor.points().isEmpty());
    }
  }

  void everyTableEditAppliesUndoesAndRedoes() {
    for (const Sample& sample : kSamples)
      for (const EditKind& kind : editKinds()) {
        const QByteArray what = QByteArray(sample.scenario) + ": " + kind.name;
        MapDocument doc;
        QVERIFY(open(doc, sample));
        ScenarioEditor editor;
        editor.setDocument(&doc);
        const Names names = namesOf(doc);
        const std::string original = doc.mapText();
        QSignalSpy changed(&editor, &ScenarioEditor::changed);
        const QString result = kind.apply(editor, names);
        QVERIFY2(result.isEmpty(), qPrintable(what + ": " + result));
        const std::string after = doc.mapText();
        QVERIFY2(after != original, what);
        QVERIFY2(changed.count() > 0, what);
        QCOMPARE(doc.undoStack().count(), 1);
        doc.undo();
        QVERIFY2(doc.mapText() == original, what);
        QVERIFY(!doc.modified());
        doc.redo();
        QVERIFY2(doc.mapText() == after, what);
        // What was written reads back with no error of the reader's (a removal leaves the
        // references to what it removed for validation to list, as on a grid).
        if (QByteArray(kind.name).startsWith("remove")) continue;
        QCOMPARE(doc.save(), QString());
        LoadedDocument again = loadDocument(folder_.path(sample.scenario));
        for (const auto& d : again.diagnostics.all())
          if (d.severity == Severity::Error) qWarning("%s: %s", what.constData(), d.message.c_str());
        QVERIFY2(again.ok(), what);
      }
  }

  void refusalsChangeNothingAndSayWhy() {
    for (const Sample& sample : kSamples) {
      MapDocument doc;
      QVERIFY(open(doc, sample));
      ScenarioEditor editor;
      editor.setDocument(&doc);
      const Names names = namesOf(doc);
      const std::string original = doc.mapText();
      for (const EditKind& kind : refusals()) {
        const QByteArray what = QByteArray(sample.scenario) + ": " + kind.name;
        QVERIFY2(!kind.apply(editor, names).isEmpty(), what);
        QVERIFY2(doc.undoStack().count() == 0, what);
        QVERIFY2(doc.mapText() == original, what);
      }
      for (const EditKind& kind : gridOnly()) {
        kind.apply(editor, names);
        QVERIFY2(doc.undoStack().count() == 0 && doc.mapText() == original,
                 QByteArray(sample.scenario) + ": " + kind.name);
      }
      // An off-table point names the table's size.
      const QString size = editor.tableSize();
      QVERIFY(size.endsWith(" in"));
      QVERIFY2(editor.addObjectiveAt(-1, 0).contains(size), qPrintable(size));
      QVERIFY(editor.addTablePoint("erp", names.side0, 1, names.height + 1).contains(size));
      QVERIFY(!doc.modified());
    }
  }

  void newIdsAreFreshAndHotSpotsNumbered() {
    MapDocument doc;
    QVERIFY(open(doc, kSamples[1]));  // Force on Force: hot spots 1 to 5
    ScenarioEditor editor;
    editor.setDocument(&doc);
    QCOMPARE(editor.addTablePoint("hot-spot", "", 30, 30), QString());
    QCOMPARE(editor.lastAddedId(), QString("hot-spot-1"));
    const ScenarioPoint* spot = doc.scenario()->point("hot-spot-1");
    QVERIFY(spot && spot->number == 6 && spot->side.empty());
    QCOMPARE(spot->at, std::optional<TablePoint>(TablePoint{30, 30}));
    QCOMPARE(editor.addTablePoint("hot-spot", "", 10, 30), QString());
    QCOMPARE(editor.lastAddedId(), QString("hot-spot-2"));
    QCOMPARE(doc.scenario()->point("hot-spot-2")->number, std::optional<int>(7));
    QCOMPARE(editor.addTablePoint("erp", "us", 1, 35), QString());
    QCOMPARE(editor.lastAddedId(), QString("erp-1"));
    QCOMPARE(doc.scenario()->point("erp-1")->side, std::string("us"));
    // An objective's fresh id is free among points and zones too.
    QCOMPARE(editor.renameZone("us-setup", "objective"), QString());
    QCOMPARE(editor.addObjectiveAt(12, 12), QString());
    QCOMPARE(editor.lastAddedId(), QString("objective-2"));
    QCOMPARE(doc.scenario()->objective("objective-2")->point, std::optional<TablePoint>(TablePoint{12, 12}));
    // A hot spot made an ERP gets a side and loses its number; back again it gets the next one.
    QCOMPARE(editor.setTablePointKind("hs1", "erp"), QString());
    QCOMPARE(doc.scenario()->point("hs1")->side, std::string("us"));
    QVERIFY(!doc.scenario()->point("hs1")->number);
    QCOMPARE(editor.setTablePointKind("hs1", "hot-spot"), QString());
    QCOMPARE(doc.scenario()->point("hs1")->number, std::optional<int>(8));
    QVERIFY(doc.scenario()->point("hs1")->side.empty());
    QCOMPARE(editor.setTablePointNumber("hs1", 0), QString());
    QVERIFY(!doc.scenario()->point("hs1")->number);
  }

  // A TRP's ETA (the sample's British TRP has turn 4): set, cleared, each one undo step;
  // refused on other kinds and past the reader's bound; dropped when the TRP becomes another kind.
  void trpEtaIsSetAndClearedInOneUndoStep() {
    MapDocument doc;
    QVERIFY(open(doc, kSamples[0]));
    ScenarioEditor editor;
    editor.setDocument(&doc);
    auto eta = [&](const char* id) { return doc.scenario()->point(id)->eta; };
    auto shownEta = [&](const QString& id) {
      for (const PointRow& p : editor.pointRows())
        if (p.id == id) return p.eta;
      return -1;
    };
    const std::string original = doc.mapText();
    QCOMPARE(eta("gb-trp"), std::optional<int>(4));
    QCOMPARE(shownEta("gb-trp"), 4);
    QCOMPARE(shownEta("gb-erp"), 0);

    QCOMPARE(editor.setTablePointEta("gb-trp", 5), QString());
    QCOMPARE(eta("gb-trp"), std::optional<int>(5));
    QCOMPARE(shownEta("gb-trp"), 5);
    QCOMPARE(doc.undoStack().count(), 1);
    QVERIFY(doc.mapText().find("{id: gb-trp, kind: trp, side: gb, at: [24, 48], eta: 5,") != std::string::npos);
    doc.undo();
    QVERIFY(doc.mapText() == original);
    doc.redo();
    QCOMPARE(eta("gb-trp"), std::optional<int>(5));
    // The same value again is no step; 0 (an emptied field) removes it.
    QCOMPARE(editor.setTablePointEta("gb-trp", 5), QString());
    QCOMPARE(doc.undoStack().count(), 1);
    QCOMPARE(editor.setTablePointEta("gb-trp", 0), QString());
    QVERIFY(!eta("gb-trp"));
    QCOMPARE(doc.undoStack().count(), 2);
    QVERIFY(doc.mapText().find("{id: gb-trp, kind: trp, side: gb, at: [24, 48], name:") != std::string::npos);
    doc.undo();
    QCOMPARE(eta("gb-trp"), std::optional<int>(5));
    doc.undo();
    QVERIFY(doc.mapText() == original);

    // Refused: an ERP has no ETA; a turn past what a file may hold.
    QVERIFY(editor.setTablePointEta("gb-erp", 3).contains("Only a TRP"));
    QVERIFY(!editor.setTablePointEta("gb-trp", 10001).isEmpty());
    QVERIFY(!eta("gb-erp"));
    QCOMPARE(eta("gb-trp"), std::optional<int>(4));
    // A TRP made an RSP loses its ETA with it, in the same step.
    QCOMPARE(doc.undoStack().index(), 0);
    QCOMPARE(editor.setTablePointKind("gb-trp", "rsp"), QString());
    QVERIFY(!eta("gb-trp"));
    QCOMPARE(doc.undoStack().index(), 1);
    doc.undo();
    QCOMPARE(eta("gb-trp"), std::optional<int>(4));
    QVERIFY(doc.mapText() == original);
  }

  // "Add as assertion" of the LOS panel on a table: the tool's two ends and its verdict, one
  // undo step, written in the file's table form.
  void tableLosAssertionIsAddedSavedAndUndone() {
    MapDocument doc;
    QVERIFY(open(doc, kSamples[0]));
    ScenarioEditor editor;
    editor.setDocument(&doc);
    const std::string original = doc.mapText();
    const int before = editor.losChecks().size();
    QCOMPARE(editor.addTableLosCheck(12.5, 40, 36.25, 20, "blocked"), QString());
    QCOMPARE(editor.losChecks().size(), before + 1);
    const LosCheckRow added = editor.losCheckRows().last();
    QCOMPARE(added.from, QString("12.5,40"));
    QCOMPARE(added.to, QString("36.25,20"));
    QCOMPARE(added.expect, QString("blocked"));
    QCOMPARE(doc.undoStack().count(), 1);
    QCOMPARE(doc.save(), QString());
    const std::string saved = readText(QString::fromStdString(folder_.path(kSamples[0].scenario)));
    const std::string line = "    - {from: [12.5, 40], to: [36.25, 20], expect: blocked}\n";
    QVERIFY2(saved.find(line) != std::string::npos, saved.c_str());
    // The file reads back with the check's ends as points.
    const LoadedDocument again = loadDocument(folder_.path(kSamples[0].scenario));
    QVERIFY(again.ok());
    QCOMPARE(again.scenario->losChecks.back().fromPoint, std::optional<TablePoint>(TablePoint{12.5, 40}));
    QCOMPARE(again.scenario->losChecks.back().toPoint, std::optional<TablePoint>(TablePoint{36.25, 20}));
    doc.undo();
    QCOMPARE(editor.losChecks().size(), before);
    QVERIFY(doc.mapText() == original);
    QVERIFY(doc.mapText().find("to: [36.25, 20]") == std::string::npos);
    QCOMPARE(editor.addTableLosCheck(1, 1, 2, 2, "clear"), QString());
    QCOMPARE(editor.losCheckRows().last().expect, QString("clear"));
  }

  void zonesShowTheirShapes() {
    MapDocument doc;
    QVERIFY(open(doc, kSamples[1]));
    ScenarioEditor editor;
    editor.setDocument(&doc);
    auto zone = [&](const QString& id) {
      for (const ZoneRow& z : editor.zoneRows())
        if (z.id == id) return z;
      return ZoneRow();
    };
    QCOMPARE(zone("us-setup").shapeKind, QString("rect"));
    QCOMPARE(zone("us-setup").shape, QString("rect 0, 30, 48 x 6"));
    QCOMPARE(zone("us-setup").h, 6.0);
    QCOMPARE(zone("south-edge").shapeKind, QString("edge"));
    QCOMPARE(zone("south-edge").shape, QString("south edge band, depth 4"));
    // A band made a plain shape becomes the rect it covered; its depth is its own.
    QCOMPARE(editor.setZoneDepth("south-edge", 5), QString());
    QCOMPARE(zone("south-edge").depth, 5.0);
    QCOMPARE(editor.setZoneEdge("south-edge", ""), QString());
    QCOMPARE(zone("south-edge").shape, QString("rect 0, 31, 48 x 5"));
    QVERIFY(!editor.setZoneDepth("south-edge", 3).isEmpty());  // no longer a band
    QCOMPARE(editor.setZonePolygon("us-setup", corners({{0, 30}, {48, 30}, {24, 36}}, false)), QString());
    QCOMPARE(zone("us-setup").shape, QString("polygon of 3 points"));
    // New zones on a table have a shape, so the file reads back.
    const QString added = editor.addZone();
    QCOMPARE(zone(added).shapeKind, QString("rect"));
    QCOMPARE(doc.save(), QString());
    QVERIFY(loadDocument(folder_.path(kSamples[1].scenario)).ok());
  }

  void renamesReachTableReferences() {
    MapDocument doc;
    QVERIFY(open(doc, kSamples[0]));  // Focused Firepower: LOS checks name objectives and points
    ScenarioEditor editor;
    editor.setDocument(&doc);
    QCOMPARE(editor.renameObjective("church-square", "church"), QString());
    QCOMPARE(doc.scenario()->losChecks[1].from, std::string("church"));
    QCOMPARE(editor.renameSide("gb", "uk"), QString());
    QCOMPARE(doc.scenario()->point("gb-erp")->side, std::string("uk"));
    QCOMPARE(doc.scenario()->objective("gb-so-bridge")->side, std::string("uk"));
    QCOMPARE(doc.save(), QString());
    QVERIFY(loadDocument(folder_.path(kSamples[0].scenario)).ok());
  }

  void randomEditSequencesUndoneReturnTheOriginalBytes() {
    auto kinds = editKinds();
    for (const EditKind& k : refusals()) kinds.push_back(k);
    for (const Sample& sample : kSamples)
      for (unsigned seed = 1; seed <= 10; ++seed) {
        MapDocument doc;
        QVERIFY(open(doc, sample));
        ScenarioEditor editor;
        editor.setDocument(&doc);
        const std::string original = doc.mapText();
        std::mt19937 random(seed);
        std::uniform_real_distribution<double> coordinate(-5, 80);
        std::vector<std::string> texts{original};
        for (int step = 0; step < 30; ++step) {
          const int count = doc.undoStack().count();
          // The names are those of the scenario as it is now (an earlier step may have
          // renamed or removed the first zone or point; the edit then refuses or does nothing).
          if (doc.scenario()->zones.empty() || doc.scenario()->objectives.empty() || doc.scenario()->points.empty())
            break;
          const Names names = namesOf(doc);
          const char* chosen = "move point";  // named in a failure
          switch (random() % 4) {
            case 0:
              editor.moveTablePoint(names.point0, coordinate(random), coordinate(random));
              break;
            case 1:
              chosen = "zone rect";
              editor.setZoneRect(names.zone0, coordinate(random), coordinate(random), coordinate(random) / 4,
                                 coordinate(random) / 4);
              break;
            default: {
              const EditKind& kind = kinds[random() % kinds.size()];
              chosen = kind.name;
              kind.apply(editor, names);
            }
          }
          if (doc.undoStack().count() > count) {
            texts.push_back(doc.mapText());
          } else if (doc.mapText() != texts.back()) {
            // Typing into one field again (a radius, then none) merges into its last step.
            QVERIFY2(count > 0 && doc.undoStack().command(count - 1)->id() == ScenarioEdit::kMergeId, chosen);
            texts.back() = doc.mapText();
          }
        }
        QVERIFY(texts.size() > 5);
        for (auto it = texts.rbegin() + 1; it != texts.rend(); ++it) {
          doc.undo();
          QVERIFY(doc.mapText() == *it);
        }
        QVERIFY(!doc.modified());
        QCOMPARE(doc.save(), QString());
        QVERIFY(readText(QString::fromStdString(folder_.path(sample.scenario))) == original);
      }
  }

  void anEditedScenarioValidatesWithNoNewErrors() {
    for (const Sample& sample : kSamples) {
      MapDocument doc;
      QVERIFY(open(doc, sample));
      const std::multiset<std::string> before = errorsOf(loadDocument(folder_.path(sample.scenario)));
      ScenarioEditor editor;
      editor.setDocument(&doc);
      const Names n = namesOf(doc);
      const QString zone = editor.addZone();
      QCOMPARE(editor.setZoneRect(zone, 0, 0, 12, 6), QString());
      QCOMPARE(editor.setZonePolygon(n.zone0, corners({{0, n.height - 8}, {30, n.height - 8}, {30, n.height}, {0, n.height}}, true)),
               QString());
      QCOMPARE(editor.addObjectiveAt(n.width / 2, n.height / 2), QString());
      const QString objective = editor.lastAddedId();
      QCOMPARE(editor.setObjectiveRadius(objective, 3), QString());
      editor.setObjectiveName(objective, "Crossroads");
      editor.setObjectiveVp(objective, n.side0, 2);
      // (The samples' own objectives stay put: their designer's checks depend on where they are.)
      QCOMPARE(editor.moveObjectiveTo(objective, n.width / 2 + 0.5, n.height / 2 - 6), QString());
      QCOMPARE(editor.addTablePoint("casevac", n.side0, 2, n.height - 2), QString());
      QCOMPARE(editor.setTablePointName(editor.lastAddedId(), "Aid post"), QString());
      QCOMPARE(editor.moveTablePoint(n.point0, doc.scenario()->points[0].position().x + 1,
                                     doc.scenario()->points[0].position().y),
               QString());
      QCOMPARE(editor.renameZone(n.zone0, "setup-renamed"), QString());
      QVERIFY(doc.undoStack().count() >= 10);
      QCOMPARE(doc.save(), QString());
      const LoadedDocument again = loadDocument(folder_.path(sample.scenario));
      QVERIFY(again.ok());
      const std::multiset<std::string> after = errorsOf(again);
      std::vector<std::string> added;
      std::set_difference(after.begin(), after.end(), before.begin(), before.end(), std::back_inserter(added));
      for (const auto& e : added) qWarning("%s: new error %s", sample.scenario, e.c_str());
      QVERIFY(added.empty());
    }
  }
};

QTEST_MAIN(TestTableScenarioEdit)
#include "tst_table_scenario_edit.moc"
