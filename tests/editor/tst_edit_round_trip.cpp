// Every kind of edit the editor offers (the scenario panels' invokables, the inspectors' setters
// on MapDocument), each with edge inputs (empty, spaces, 0, the largest value, text the reader
// would refuse), on a copy of a sample: whatever the edit returns, the saved files either read
// back clean through the reader (as `sandtable validate` reads them) or the Issues panel shows
// an error. An edit the reader would refuse is best refused at the field; where the editor
// takes it, the Issues panel must at least say so before the designer closes the file.
#include <QtTest>
#include <climits>
#include <cmath>
#include <functional>
#include <limits>

#include "editor/scenario_editor.h"
#include "editor/validation_scheduler.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {

using Edit = std::function<void(MapDocument&, ScenarioEditor&)>;

struct Case {
  std::string name;
  const char* sample;  // "kind/name" under samples/, its .scenario.yaml (or .map.yaml with `map`)
  bool map;            // open the map file, not the scenario
  Edit edit;
};

const double kNaN = std::numeric_limits<double>::quiet_NaN();
const double kHuge = std::numeric_limits<double>::max();
const QString kLong = QString("x").repeated(5000);
const QString kYamlish = "key: value\n- item\n# not a comment\n'\"{[&*!|>%@`";
const QStringList kTexts{"", " ", "  \n  ", kYamlish, kLong, QString::fromUtf8("Ça, überall — 戦")};
const QStringList kIds{"", " ", "Big Wood", "-lead", "ok-id", "x" + QString("y").repeated(300)};
const QList<int> kInts{0, -1, 1, 10000, INT_MAX, INT_MIN};
const QList<double> kReals{0, -1, 0.25, 1e9, kHuge, kNaN};

const char* const kHex = "fighting-formations/croix-fouquet";
const char* const kCards = "field-of-fire/mill-hamlet";
const char* const kTable = "force-on-force/khoshkab";

std::vector<Case> cases() {
  std::vector<Case> out;
  auto add = [&](const std::string& name, const char* sample, bool map, Edit edit) {
    out.push_back({name, sample, map, std::move(edit)});
  };
  // Each input of a list gives a case; the name says which.
  auto texts = [&](const std::string& name, const char* sample, bool map,
                   std::function<void(MapDocument&, ScenarioEditor&, const QString&)> f,
                   const QStringList& inputs) {
    for (int i = 0; i < inputs.size(); ++i)
      add(QString("%1 #%2").arg(QString::fromStdString(name)).arg(i).toStdString(), sample, map,
          [f, input = inputs[i]](MapDocument& d, ScenarioEditor& e) { f(d, e, input); });
  };
  auto ints = [&](const char* name, const char* sample, bool map,
                  std::function<void(MapDocument&, ScenarioEditor&, int)> f) {
    for (int v : kInts)
      add(QString("%1 %2").arg(QString::fromStdString(name)).arg(v).toStdString(), sample, map,
          [f, v](MapDocument& d, ScenarioEditor& e) { f(d, e, v); });
  };
  auto reals = [&](const char* name, std::function<void(MapDocument&, ScenarioEditor&, double)> f) {
    for (double v : kReals)
      add(QString("%1 %2").arg(QString::fromStdString(name)).arg(v).toStdString(), kTable, false,
          [f, v](MapDocument& d, ScenarioEditor& e) { f(d, e, v); });
  };
  using S = ScenarioEditor;
  for (const char* sample : {kHex, kCards, kTable}) {
    texts(
        "title", sample, false, [](MapDocument&, S& e, const QString& t) { e.setTitle(t); },
        kTexts);
    texts(
        "briefing", sample, false, [](MapDocument&, S& e, const QString& t) { e.setBriefing(t); },
        kTexts);
    texts(
        "special rules", sample, false,
        [](MapDocument&, S& e, const QString& t) { e.setSpecialRules(t); }, kTexts);
    texts(
        "victory text", sample, false,
        [](MapDocument&, S& e, const QString& t) { e.setVictoryText(t); }, kTexts);
    texts(
        "first", sample, false, [](MapDocument&, S& e, const QString& t) { e.setFirst(t); }, kIds);
    ints("turns", sample, false, [](MapDocument&, S& e, int v) { e.setTurns(v); });
    ints("sudden death", sample, false, [](MapDocument&, S& e, int v) { e.setSuddenDeath(v); });
    add("add side", sample, false, [](MapDocument&, S& e) { e.addSide(); });
    add("remove first side", sample, false,
        [](MapDocument&, S& e) { e.removeSide(e.sideIds().value(0)); });
    texts(
        "rename side", sample, false,
        [](MapDocument&, S& e, const QString& t) { e.renameSide(e.sideIds().value(0), t); }, kIds);
    texts(
        "side name", sample, false,
        [](MapDocument&, S& e, const QString& t) { e.setSideName(e.sideIds().value(0), t); },
        kTexts);
    texts("side role", sample, false,
          [](MapDocument&, S& e, const QString& t) { e.setSideRole(e.sideIds().value(0), t); },
          {"", "attacker", "meeting", "bogus"});
    texts(
        "side briefing", sample, false,
        [](MapDocument&, S& e, const QString& t) { e.setSideBriefing(e.sideIds().value(0), t); },
        kTexts);
    add("add zone", sample, false, [](MapDocument&, S& e) { e.addZone(); });
    add("remove first zone", sample, false,
        [](MapDocument&, S& e) { e.removeZone(e.zoneIds().value(0)); });
    texts(
        "rename zone", sample, false,
        [](MapDocument&, S& e, const QString& t) { e.renameZone(e.zoneIds().value(0), t); }, kIds);
    texts("zone edge", sample, false,
          [](MapDocument&, S& e, const QString& t) { e.setZoneEdge(e.zoneIds().value(0), t); },
          {"", "north", "up"});
    texts(
        "rename objective", sample, false,
        [](MapDocument&, S& e, const QString& t) {
          e.renameObjective(e.objectiveRows().value(0).id, t);
        },
        kIds);
    texts(
        "objective name", sample, false,
        [](MapDocument&, S& e, const QString& t) {
          e.setObjectiveName(e.objectiveRows().value(0).id, t);
        },
        kTexts);
    ints("objective vp", sample, false, [](MapDocument&, S& e, int v) {
      e.setObjectiveVp(e.objectiveRows().value(0).id, e.sideIds().value(0), v);
    });
    texts("objective control", sample, false,
          [](MapDocument&, S& e, const QString& t) {
            e.setObjectiveControl(e.objectiveRows().value(0).id, t);
          },
          {"", "none", "nobody"});
    add("remove objective", sample, false,
        [](MapDocument&, S& e) { e.removeObjective(e.objectiveRows().value(0).id); });
    add("exit on", sample, false, [](MapDocument&, S& e) { e.setExitEnabled(true); });
    ints("exit vp", sample, false, [](MapDocument&, S& e, int v) {
      e.setExit(e.sideIds().value(0), e.zoneIds().value(0), v);
    });
    add("exit to no zone", sample, false,
        [](MapDocument&, S& e) { e.setExit(e.sideIds().value(0), "", 1); });
    add("add los check", sample, false, [](MapDocument&, S& e) { e.addLosCheck(0, 0, "clear"); });
    texts("los check from", sample, false,
          [](MapDocument&, S& e, const QString& t) {
            e.addLosCheck(0, 1, "clear");
            e.setLosCheck(e.losChecks().size() - 1, t, e.losCheckRows().last().to, "clear", 0);
          },
          {"", " ", "Z99", "A1", "10, 10", "-5, 3"});
    ints("los hindrance", sample, false, [](MapDocument&, S& e, int v) {
      e.addLosCheck(0, 1, "hindrance 1");
      const LosCheckRow c = e.losCheckRows().last();
      e.setLosCheck(e.losChecks().size() - 1, c.from, c.to, "hindrance", v);
    });
    add("add reach check", sample, false, [](MapDocument&, S& e) { e.addReachCheck(); });
    ints("reach within", sample, false, [](MapDocument&, S& e, int v) {
      e.addReachCheck();
      const ReachCheckRow c = e.reachCheckRows().last();
      e.setReachCheck(e.reachChecks().size() - 1, c.side, c.mobility, c.from, c.to, v);
    });
    texts("reach to", sample, false,
          [](MapDocument&, S& e, const QString& t) {
            e.addReachCheck();
            const ReachCheckRow c = e.reachCheckRows().last();
            e.setReachCheck(e.reachChecks().size() - 1, c.side, c.mobility, c.from, t, 2);
          },
          {"", " ", "Z99", "A1", "nowhere"});
  }
  // Grids: hexes and cards by label; the inspector.
  for (const char* sample : {kHex, kCards}) {
    texts("zone hexes", sample, false,
          [](MapDocument&, S& e, const QString& t) { e.setZoneHexes(e.zoneIds().value(0), t); },
          {"", " ", "A1", "Z99", "A1:B2, , C3", "A1 A1"});
    add("zone painted empty", sample, false,
        [](MapDocument&, S& e) { e.setZoneLocations(e.zoneIds().value(0), {}); });
    for (int at : {0, -1, INT_MAX})
      add(QString("add objective at %1").arg(at).toStdString(), sample, false,
          [at](MapDocument&, S& e) { e.addObjective(at); });
    texts("objective at", sample, false,
          [](MapDocument&, S& e, const QString& t) {
            e.setObjectiveAt(e.objectiveRows().value(0).id, t);
          },
          {"", " ", "Z99", "A1", "A1:B2"});
    for (bool onMap : {true, false}) {
      texts(
          onMap ? "location name (map)" : "location name", sample, onMap,
          [](MapDocument& d, S&, const QString& t) { d.setName(0, t); }, kTexts);
      ints(onMap ? "terrain (map)" : "terrain", sample, onMap,
           [](MapDocument& d, S&, int v) { d.setTerrain(0, v); });
      ints(onMap ? "level (map)" : "level", sample, onMap,
           [](MapDocument& d, S&, int v) { d.setLevel(0, v); });
      ints(onMap ? "marker (map)" : "marker", sample, onMap,
           [](MapDocument& d, S&, int v) { d.toggleMarker(0, v); });
      add(onMap ? "objective mark (map)" : "objective mark", sample, onMap,
          [](MapDocument& d, S&) { d.setObjective(0, true); });
      texts(onMap ? "cover (map)" : "cover", sample, onMap,
            [](MapDocument& d, S&, const QString& t) { d.setCover(0, t); },
            {"", " ", "1, 2", "x", "100", "101", "1,,2"});
      add(onMap ? "hill (map)" : "hill", sample, onMap,
          [](MapDocument& d, S&) { d.toggleHill(0); });
      ints(onMap ? "border (map)" : "border", sample, onMap,
           [](MapDocument& d, S&, int v) { d.toggleBorder(0, v, v == 1); });
    }
  }
  // Tables: places in table units, and the feature inspector.
  reals("objective at x", [](MapDocument&, S& e, double v) { e.addObjectiveAt(v, 10); });
  reals("objective radius", [](MapDocument&, S& e, double v) {
    e.setObjectiveRadius(e.objectiveRows().value(0).id, v);
  });
  reals("zone rect",
        [](MapDocument&, S& e, double v) { e.setZoneRect(e.zoneIds().value(0), v, v, v, v); });
  reals("zone depth", [](MapDocument&, S& e, double v) {
    e.setZoneEdge(e.zoneIds().value(0), "south");
    e.setZoneDepth(e.zoneIds().value(0), v);
  });
  reals("zone polygon", [](MapDocument&, S& e, double v) {
    e.setZonePolygon(e.zoneIds().value(0),
                     {QVariantList{0, 0}, QVariantList{v, 0}, QVariantList{v, v}});
  });
  reals("table los check",
        [](MapDocument&, S& e, double v) { e.addTableLosCheck(1, 1, v, v, "clear"); });
  for (const char* kind : {"erp", "rsp", "trp", "hot-spot", "casevac", "exit", "bogus"})
    texts(QString("add point %1 side").arg(kind).toStdString(), kTable, false,
          [kind](MapDocument&, S& e, const QString& side) { e.addTablePoint(kind, side, 5, 5); },
          {"", "nobody", "us"});
  reals("point at", [](MapDocument&, S& e, double v) {
    e.addTablePoint("erp", e.sideIds().value(0), 5, 5);
    e.moveTablePoint(e.lastAddedId(), v, v);
  });
  ints("point number", kTable, false, [](MapDocument&, S& e, int v) {
    e.addTablePoint("hot-spot", "", 5, 5);
    e.setTablePointNumber(e.lastAddedId(), v);
  });
  ints("point eta", kTable, false, [](MapDocument&, S& e, int v) {
    e.addTablePoint("trp", e.sideIds().value(0), 5, 5);
    e.setTablePointEta(e.lastAddedId(), v);
  });
  texts(
      "point name", kTable, false,
      [](MapDocument&, S& e, const QString& t) {
        e.addTablePoint("erp", e.sideIds().value(0), 5, 5);
        e.setTablePointName(e.lastAddedId(), t);
      },
      kTexts);
  texts("point kind", kTable, false,
        [](MapDocument&, S& e, const QString& t) {
          e.addTablePoint("trp", e.sideIds().value(0), 5, 5);
          e.setTablePointEta(e.lastAddedId(), 3);
          e.setTablePointKind(e.lastAddedId(), t);
        },
        {"", "erp", "hot-spot", "bogus"});
  for (bool onMap : {true, false}) {
    texts(
        onMap ? "feature id (map)" : "feature id", kTable, onMap,
        [](MapDocument& d, S&, const QString& t) { d.setFeatureId(0, t); }, kIds);
    texts(
        onMap ? "feature name (map)" : "feature name", kTable, onMap,
        [](MapDocument& d, S&, const QString& t) { d.setFeatureName(0, t); }, kTexts);
    texts(
        onMap ? "feature notes (map)" : "feature notes", kTable, onMap,
        [](MapDocument& d, S&, const QString& t) { d.setFeatureNotes(0, t); }, kTexts);
    texts(onMap ? "feature height (map)" : "feature height", kTable, onMap,
          [](MapDocument& d, S&, const QString& t) { d.setFeatureHeight(0, t); },
          {"", " ", "0", "-1", "0.25", "1e9", "1e400", "nan"});
    ints(onMap ? "feature storeys (map)" : "feature storeys", kTable, onMap,
         [](MapDocument& d, S&, int v) { d.setFeatureStoreys(0, v); });
    ints(onMap ? "feature terrain (map)" : "feature terrain", kTable, onMap,
         [](MapDocument& d, S&, int v) { d.setFeatureTerrain(0, v); });
  }
  return out;
}

// Copies a sample's scenario and map into `dir`; the path of the one to open.
QString copySample(const QTemporaryDir& dir, const QString& sample, bool map) {
  const QString name = sample.section('/', 1);
  for (const QString& suffix : {QString(".map.yaml"), QString(".scenario.yaml")})
    QFile::copy(QString(SANDTABLE_SOURCE_DIR) + "/samples/" + sample + suffix,
                dir.filePath(name + suffix));
  return dir.filePath(name + (map ? ".map.yaml" : ".scenario.yaml"));
}

}  // namespace

class TestEditRoundTrip : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    qputenv("SANDTABLE_RECOVERY_DIR", QDir::tempPath().toUtf8() + "/sandtable-test-recovery");
  }

  void everyEditSavesAFileThatReadsBackOrAnError_data() {
    QTest::addColumn<int>("index");
    const auto all = cases();
    for (int i = 0; i < static_cast<int>(all.size()); ++i)
      QTest::newRow(qPrintable(QString("%1 (%2)").arg(QString::fromStdString(all[static_cast<std::size_t>(i)].name),
                                                      all[static_cast<std::size_t>(i)].sample)))
          << i;
  }

  void everyEditSavesAFileThatReadsBackOrAnError() {
    QFETCH(int, index);
    static const std::vector<Case> all = cases();
    const Case& c = all[static_cast<std::size_t>(index)];
    QTemporaryDir dir;
    MapDocument doc;
    QCOMPARE(doc.open(copySample(dir, c.sample, c.map)), QString());
    ScenarioEditor editor;
    editor.setDocument(&doc);
    c.edit(doc, editor);
    QCOMPARE(doc.save(), QString());
    const LoadedDocument back = loadDocument(doc.filePath().toStdString());
    if (back.ok()) return;
    // It does not read back: the Issues panel must have said so. (Listed: each is an edit the
    // editor took that its field might refuse instead.)
    qInfo("does not read back: %s", formatDiagnostic(back.diagnostics.all().front()).c_str());
    ValidationScheduler scheduler;
    scheduler.setDelay(0);
    QSignalSpy results(&scheduler, &ValidationScheduler::resultsChanged);
    scheduler.setDocument(&doc);
    QTRY_VERIFY(results.count() >= 1 && !scheduler.running());
    QVERIFY2(scheduler.errors() > 0, formatDiagnostic(back.diagnostics.all().front()).c_str());
  }

  // The unsaved-changes question names the files Save would change: a card edited in a
  // scenario with its own map file is a change of the map file, not of the scenario's.
  void theFilesWithUnsavedChangesAreNamed() {
    QTemporaryDir dir;
    MapDocument doc;
    QCOMPARE(doc.open(copySample(dir, "field-of-fire/mill-hamlet", false)), QString());
    QCOMPARE(doc.unsavedFileNames(), QStringList());
    doc.toggleHill(0);
    QCOMPARE(doc.unsavedFileNames(), QStringList{"mill-hamlet.map.yaml"});
    QCOMPARE(doc.save(), QString());
    QCOMPARE(doc.unsavedFileNames(), QStringList());
  }
};

QTEST_MAIN(TestEditRoundTrip)
#include "tst_edit_round_trip.moc"
