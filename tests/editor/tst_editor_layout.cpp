// The window's side panels at the sizes users have (1280x800 and 1920x1080) on each sample:
// every scenario tab fits its panel, nothing runs past the panel's right edge or the window's,
// and no label's text is cut off. Items inside a table view (the OOB table scrolls sideways)
// or below the fold of a scrolling view are not held to the edge: the user can scroll to them.
#include <QtTest>

#include <QQuickItem>
#include <QQuickStyle>

#include "editor/editor_types.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;
using test::sample;

namespace {

// "Points" is shown on tables only (the last tab, so the others keep their indices).
const QStringList kScenarioTabs = {"Scenario", "Sides", "OOB", "Zones", "Objectives", "Victory", "Checks", "Points"};

QString describe(const QQuickItem* item) {
  QString name = item->objectName();
  if (name.isEmpty()) name = item->property("text").toString().left(30);
  return QStringLiteral("%1 '%2'").arg(QString::fromUtf8(item->metaObject()->className()), name);
}

// Where `item` and its visible descendants stray outside `frame` (scene coordinates): the
// outermost offender of each branch, with its extent. A table view's content scrolls sideways, any flickable's
// content scrolls down; a text that neither wraps nor elides must fit its own width.
void collectOverflow(const QQuickItem* item, const QRectF& frame, bool scrollsSideways, bool scrollsDown,
                     QStringList& out) {
  if (!item->isVisible() || item->opacity() == 0) return;
  const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
  if (r.width() > 0 && r.height() > 0) {
    if (!scrollsSideways && (r.right() > frame.right() + 0.5 || r.left() < frame.left() - 0.5)) {
      out << QStringLiteral("%1 spans x %2..%3, the panel %4..%5")
                 .arg(describe(item)).arg(r.left()).arg(r.right()).arg(frame.left()).arg(frame.right());
      return;
    }
    if (!scrollsDown && r.bottom() > frame.bottom() + 0.5) {
      out << QStringLiteral("%1 ends at y %2, the panel at %3").arg(describe(item)).arg(r.bottom()).arg(frame.bottom());
      return;
    }
  }
  if (item->inherits("QQuickText") && !item->property("text").toString().isEmpty() &&
      item->property("elide").toInt() == 0 && item->property("wrapMode").toInt() == 0 &&
      item->property("contentWidth").toReal() > item->width() + 1)
    out << QStringLiteral("%1 is cut off: its text needs %2 px, it has %3")
               .arg(describe(item)).arg(item->property("contentWidth").toReal()).arg(item->width());
  const bool table = item->inherits("QQuickTableView");
  const bool flickable = item->inherits("QQuickFlickable");
  for (const QQuickItem* child : item->childItems())
    collectOverflow(child, frame, scrollsSideways || table, scrollsDown || flickable, out);
}

QQuickItem* findItem(QQuickWindow* window, const char* name) {
  return window->findChild<QQuickItem*>(name);
}

}  // namespace

class TestEditorLayout : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QQuickStyle::setStyle("Fusion");
    registerEditorTypes();
  }

  void everyScenarioTabFitsItsPanel_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QSize>("size");
    for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
      const QByteArray at = QByteArray::number(size.width()) + "x" + QByteArray::number(size.height());
      QTest::newRow("fighting-formations " + at) << sample("fighting-formations/croix-fouquet.scenario.yaml") << size;
      QTest::newRow("overlay-hexes " + at) << sample("overlay-hexes/dolny-jar.scenario.yaml") << size;
      QTest::newRow("field-of-fire " + at) << sample("field-of-fire/mill-hamlet.scenario.yaml") << size;
      QTest::newRow("focused-firepower " + at) << sample("focused-firepower/cressonville.scenario.yaml") << size;
      QTest::newRow("force-on-force " + at) << sample("force-on-force/khoshkab.scenario.yaml") << size;
    }
  }
  void everyScenarioTabFitsItsPanel() {
    QFETCH(QString, file);
    QFETCH(QSize, size);
    MapDocument doc;
    QCOMPARE(doc.open(file), QString());
    QQmlApplicationEngine engine;
    auto* window = test::loadEditorWindow(engine, doc);
    QVERIFY(window);
    window->resize(size);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QTRY_COMPARE(window->size(), size);
    QQuickItem* sideTabs = findItem(window, "sideTabs");
    QQuickItem* panel = findItem(window, "scenarioPanel");
    QQuickItem* tabs = findItem(window, "scenarioTabs");
    QVERIFY(sideTabs && panel && tabs);
    sideTabs->setProperty("currentIndex", 1);
    const QRectF whole(0, 0, window->width(), window->height());
    QStringList problems;
    for (int tab = 0; tab < kScenarioTabs.size(); ++tab) {
      if (kScenarioTabs[tab] == "Points" && !doc.isTable()) continue;
      tabs->setProperty("currentIndex", tab);
      QTest::qWait(50);  // let the layouts settle
      const QRectF frame = panel->mapRectToScene(QRectF(0, 0, panel->width(), panel->height()));
      if (!whole.contains(frame))
        problems << QStringLiteral("%1: the panel spans x %2..%3 in a window %4 wide")
                        .arg(kScenarioTabs[tab]).arg(frame.left()).arg(frame.right()).arg(window->width());
      QStringList overflow;
      collectOverflow(panel, frame, false, false, overflow);
      for (const QString& o : overflow) problems << kScenarioTabs[tab] + ": " + o;
    }
    QVERIFY2(problems.isEmpty(), qPrintable("\n  " + problems.join("\n  ")));
  }
};

QTEST_MAIN(TestEditorLayout)
#include "tst_editor_layout.moc"
