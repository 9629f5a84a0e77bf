// The Scenario panels' rows (and the victory) as QML reads them: for each kind of row, every
// field the panels name, read from JavaScript as a delegate does (`editor.zones[i].cx`), is
// defined and has the value the editor's typed row holds. A field spelt one way in C++ and another
// in QML was a silent `undefined` in the panel (a blank field) while the rows were string-keyed
// maps.
#include <QJSValue>
#include <QMetaProperty>
#include <QQmlEngine>
#include <QtTest>

#include "editor/editor_types.h"
#include "editor/scenario_editor.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;
using namespace sandtable::test;

namespace {

// Compares what JavaScript reads at `object`.NAME with the C++ row's NAME, for every name.
template <typename Row>
void compareRow(QQmlEngine& engine, const QString& object, const Row& row,
                const QStringList& names) {
  const QMetaObject& meta = Row::staticMetaObject;
  QCOMPARE(names.size(), meta.propertyCount());  // every field of the row is named here
  for (const QString& name : names) {
    const QString expression = object + "." + name;
    const QJSValue read = engine.evaluate(expression);
    QVERIFY2(!read.isUndefined() && !read.isError(), qPrintable(expression + " is undefined"));
    const int index = meta.indexOfProperty(name.toUtf8().constData());
    QVERIFY2(index >= 0, qPrintable(expression + ": the row has no such field"));
    const QVariant held = meta.property(index).readOnGadget(&row);
    QVariant seen = read.toVariant();
    if (seen.metaType() != held.metaType()) seen.convert(held.metaType());
    QVERIFY2(seen == held, qPrintable(expression + " reads " + read.toString() +
                                      ", the row holds " + held.toString()));
  }
}

// The same for each row of `list`.
template <typename Row>
void compareRows(QQmlEngine& engine, const QString& list, const QList<Row>& rows,
                 const QStringList& names) {
  QVERIFY2(!rows.isEmpty(), qPrintable(list + " has no rows to compare"));
  QCOMPARE(engine.evaluate(list + ".length").toInt(), rows.size());
  for (qsizetype i = 0; i < rows.size(); ++i)
    compareRow(engine, QString("%1[%2]").arg(list).arg(i), rows[i], names);
}

template <typename Row>
QList<Row> rowsIn(const QVariantList& variants) {
  QList<Row> out;
  for (const QVariant& v : variants) out << v.value<Row>();
  return out;
}

}  // namespace

class TestScenarioRows : public QObject {
  Q_OBJECT
  QQmlEngine engine_;
  MapDocument doc_;
  ScenarioEditor editor_;

  void openSample(const char* name) {
    QCOMPARE(doc_.open(sample(name)), QString());
    editor_.setDocument(&doc_);
  }

 private slots:
  void initTestCase() {
    registerEditorTypes();
    QQmlEngine::setObjectOwnership(&editor_, QQmlEngine::CppOwnership);
    engine_.globalObject().setProperty("editor", engine_.newQObject(&editor_));
  }

  void sidesReadAsTheyAre() {
    openSample("focused-firepower/cressonville.scenario.yaml");  // a table: fire orders, limits
    compareRows(engine_, "editor.sides", editor_.sideRows(),
                {"id", "name", "role", "briefing", "breakPoint", "pointsLimit", "victory",
                 "fireOrders", "firers"});
    for (int i = 0; i < editor_.sideRows().size(); ++i) {
      const QVariantList orders = editor_.sideRows()[i].fireOrders;
      if (!orders.isEmpty())
        compareRows(engine_, QString("editor.sides[%1].fireOrders").arg(i),
                    rowsIn<FireOrderRow>(orders), {"firer", "turn", "x", "y", "notes"});
    }
  }

  void zonesReadAsTheyAre() {
    for (const char* name :
         {"focused-firepower/cressonville.scenario.yaml", "force-on-force/khoshkab.scenario.yaml",
          "field-of-fire/mill-hamlet.scenario.yaml"}) {
      openSample(name);
      compareRows(engine_, "editor.zones", editor_.zoneRows(),
                  {"id", "hexes", "edge", "size", "first", "shapeKind", "shape", "x", "y", "w", "h",
                   "depth", "hasBounds", "cx", "cy", "bx", "by", "bw", "bh"});
    }
  }

  void objectivesReadAsTheyAre() {
    for (const char* name : {"focused-firepower/cressonville.scenario.yaml",
                             "field-of-fire/mill-hamlet.scenario.yaml"}) {
      openSample(name);
      compareRows(engine_, "editor.objectives", editor_.objectiveRows(),
                  {"id", "at", "location", "name", "control", "vp", "level", "side", "hasPoint",
                   "x", "y", "radius"});
      compareRows(engine_, "editor.objectives[0].vp",
                  rowsIn<ObjectiveVpRow>(editor_.objectiveRows()[0].vp), {"side", "vp"});
    }
  }

  void pointsReadAsTheyAre() {
    openSample("focused-firepower/cressonville.scenario.yaml");
    compareRows(engine_, "editor.points", editor_.pointRows(),
                {"id", "kind", "side", "number", "eta", "name", "x", "y", "area"});
  }

  void losChecksReadAsTheyAre() {
    for (const char* name : {"focused-firepower/cressonville.scenario.yaml",
                             "field-of-fire/mill-hamlet.scenario.yaml"}) {
      openSample(name);
      compareRows(engine_, "editor.losChecks", editor_.losCheckRows(),
                  {"from", "to", "expect", "hindrance"});
    }
  }

  void reachChecksReadAsTheyAre() {
    openSample("field-of-fire/mill-hamlet.scenario.yaml");
    compareRows(engine_, "editor.reachChecks", editor_.reachCheckRows(),
                {"side", "mobility", "from", "to", "withinTurns"});
  }

  void victoryReadsAsItIs() {
    openSample("fighting-formations/croix-fouquet.scenario.yaml");  // exit and sudden death
    QVERIFY(editor_.victory().hasExit);
    QVERIFY(editor_.victory().suddenDeath > 0);
    compareRow(engine_, "editor.victory", editor_.victory(),
               {"hasExit", "exitSide", "exitZone", "exitVp", "suddenDeath", "text"});
  }
};

QTEST_MAIN(TestScenarioRows)
#include "tst_scenario_rows.moc"
