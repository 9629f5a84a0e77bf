// Nothing the editor draws covers the map's content: the LOS panel and an overlay's legend
// dock below the view, and a view at Fit refits when they come (with the mouse elsewhere), when
// the window narrows or the side panel widens; with the mouse on the map they move nothing. The menus show each item's whole text and its shortcut.
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtTest>

#include "editor/editor_types.h"
#include "editor/map_document.h"
#include "editor/map_view.h"
#include "editor_test_support.h"

using namespace sandtable;
using namespace sandtable::editor;
using test::sample;

namespace {
QRectF sceneRect(const QQuickItem* item) {
  return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// The table's corners (with the rulers' tips) in scene coordinates.
QRectF tableInScene(const MapView* view, const MapDocument& doc) {
  const QPointF a = view->mapToScene(view->viewPointOfTable(0, 0));
  const QPointF b = view->mapToScene(view->viewPointOfTable(doc.tableWidth(), doc.tableHeight()));
  return QRectF(a, b).normalized();
}
// The items named `name` in the visual tree under `item` (a menu's items made by a Repeater
// are not its QObject children).
void collectNamed(QQuickItem* item, const QString& name, QList<QQuickItem*>& found) {
  if (!item) return;
  if (item->objectName() == name) found << item;
  for (QQuickItem* child : item->childItems()) collectNamed(child, name, found);
}

// The menus of the menu bar's items, in the visual tree under `item`.
void collectMenus(QQuickItem* item, QList<QObject*>& menus) {
  if (item->inherits("QQuickMenuBarItem")) menus << item->property("menu").value<QObject*>();
  for (QQuickItem* child : item->childItems()) collectMenus(child, menus);
}
}  // namespace

class TestEditorDocking : public QObject {
  Q_OBJECT
 private:
  QQmlApplicationEngine* engine_ = nullptr;
  QQuickWindow* window_ = nullptr;
  MapView* view_ = nullptr;

  bool show(QQmlApplicationEngine& engine, MapDocument& doc, QSize size) {
    window_ = test::loadEditorWindow(engine, doc);
    if (!window_) return false;
    window_->resize(size);
    if (!QTest::qWaitForWindowExposed(window_)) return false;
    view_ = window_->findChild<MapView*>("mapView");
    return view_ && QTest::qWaitFor([this] { return view_->width() > 300 && view_->atFit(); });
  }

 private slots:
  void initTestCase() {
    QQuickStyle::setStyle("Fusion");
    // Controls follow the mouse as on a desktop (the offscreen platform asks for no hover).
    qputenv("QT_QUICK_CONTROLS_HOVER_ENABLED", "1");
    registerEditorTypes();
  }

  void theLosPanelAndLegendDockBelowTheMapAndItRefits_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x800") << QSize(1280, 800);
    QTest::newRow("1600x1000") << QSize(1600, 1000);
  }
  void theLosPanelAndLegendDockBelowTheMapAndItRefits() {
    QFETCH(QSize, size);
    MapDocument doc;
    QCOMPARE(doc.open(sample("focused-firepower/cressonville.scenario.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, size));
    auto* los = window_->findChild<QQuickItem*>("losPanel");
    auto* legend = window_->findChild<QQuickItem*>("overlayLegend");
    QVERIFY(los && legend);
    const double zoomAlone = view_->zoom();

    view_->showTableSightLine(10, 40, 45, 20);
    view_->setOverlayMode("viewshed");
    QTRY_VERIFY2(los->isVisible() && legend->isVisible() && !view_->overlayBusy(),
                 qPrintable(QString("los %1 legend %2 busy %3 mode %4")
                                .arg(los->isVisible())
                                .arg(legend->isVisible())
                                .arg(view_->overlayBusy())
                                .arg(view_->overlayMode())));
    QTRY_VERIFY(view_->atFit() && view_->zoom() <= zoomAlone);  // a wide table may keep its zoom
    const QRectF viewRect = sceneRect(view_);
    QVERIFY2(!viewRect.intersects(sceneRect(los)), "the LOS panel covers the view");
    QVERIFY2(!viewRect.intersects(sceneRect(legend)), "the legend covers the view");
    QVERIFY2(viewRect.contains(tableInScene(view_, doc)),
             "the table does not fit above the panels");

    // Zoomed by hand, a resize keeps the zoom; at Fit it refits.
    view_->zoomBy(1.5);
    const double zoomed = view_->zoom();
    view_->setOverlayMode("none");
    QTRY_VERIFY(!legend->isVisible());
    QCOMPARE(view_->zoom(), zoomed);
    view_->fitToWindow();
    const double fitted = view_->zoom();
    window_->resize(size.width() - 300, size.height());
    QTRY_VERIFY(view_->zoom() < fitted);
    QVERIFY(view_->atFit());
    QVERIFY(sceneRect(view_).contains(tableInScene(view_, doc)));
  }

  // A panel that comes while the pointer is on the map (the LOS tool chosen by its key, the
  // sight line's ends clicked, a viewshed asked for) moves nothing under the cursor: the view
  // keeps its scale and the hex under the cursor stays under it, at Fit as well. The LOS panel
  // keeps one height whether or not it has a line. Fit then fits the map above the panels;
  // the panels gone, their room stays until the next Fit.
  void aPanelComingUnderTheCursorLeavesTheMapWhereItIs() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("fighting-formations/croix-fouquet.scenario.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1280, 800)));
    auto* los = window_->findChild<QQuickItem*>("losPanel");
    auto* legend = window_->findChild<QQuickItem*>("overlayLegend");
    QVERIFY(los && legend);
    const QPointF cursor(view_->width() * 0.45, view_->height() * 0.6);
    QTest::mouseMove(window_, view_->mapToScene(cursor).toPoint());
    QTRY_VERIFY(view_->hoverIndex() >= 0);
    const int hex = view_->hoverIndex();
    const double zoom = view_->zoom();
    const QPointF hexAt = view_->mapToScene(view_->viewPointOf(hex));
    auto stays = [&](const char* step) {
      QTest::qWait(50);  // the layouts run
      QVERIFY2(view_->zoom() == zoom,
               qPrintable(QString("%1: zoom %2, was %3").arg(step).arg(view_->zoom()).arg(zoom)));
      const QPointF now = view_->mapToScene(view_->viewPointOf(hex));
      QVERIFY2(QLineF(now, hexAt).length() < 0.5,
               qPrintable(QString("%1: the hex under the cursor moved from %2,%3 to %4,%5")
                              .arg(step)
                              .arg(hexAt.x())
                              .arg(hexAt.y())
                              .arg(now.x())
                              .arg(now.y())));
    };
    view_->setTool("los");
    QTRY_VERIFY(los->isVisible());
    stays("the LOS tool chosen");
    const double panelHeight = los->height();
    QTest::mouseClick(window_, Qt::LeftButton, {}, view_->mapToScene(cursor).toPoint());
    QTest::mouseMove(window_, view_->mapToScene(cursor + QPointF(-120, 40)).toPoint());
    QTRY_VERIFY(view_->losTo() >= 0 && view_->losTo() != view_->losFrom());
    stays("the sight line drawn");
    QCOMPARE(los->height(), panelHeight);
    view_->setOverlayMode("viewshed");
    QTRY_VERIFY(legend->isVisible() && !view_->overlayBusy());
    stays("the viewshed's legend shown");

    // Fit leaves room for the panels showing: none covers the view, the whole map is in it.
    QVERIFY(QMetaObject::invokeMethod(window_, "fitMap"));
    QVERIFY(view_->atFit());
    QVERIFY(!sceneRect(view_).intersects(sceneRect(los)));
    const QRectF map = QRectF(view_->mapToScene(view_->viewPointOf(0)),
                              view_->mapToScene(view_->viewPointOf(doc.map()->grid.size() - 1)))
                           .normalized();
    QVERIFY(sceneRect(view_).contains(map));
    // The panels gone, their room stays below the map, so nothing moves between clicks (the
    // map refitted each time a panel came or went, and clicks aimed at hexes landed on
    // others); Fit gives the map its room back, all but the LOS panel's, which it always keeps.
    QTest::mouseMove(window_, QPoint(5, window_->height() / 2));
    QTRY_VERIFY(view_->hoverIndex() < 0);
    const double shortViewHeight = view_->height();
    const double fittedZoom = view_->zoom();
    view_->setOverlayMode("none");
    view_->setTool("select");
    QTRY_VERIFY(!los->isVisible());
    QTest::qWait(50);
    QCOMPARE(view_->height(), shortViewHeight);
    QCOMPARE(view_->zoom(), fittedZoom);
    QVERIFY(QMetaObject::invokeMethod(window_, "fitMap"));
    const double reserve = window_->property("dockReserve").toDouble();
    QVERIFY(reserve > 0);
    QTRY_COMPARE(view_->height(), view_->parentItem()->height() - reserve);
    QVERIFY(view_->height() >= shortViewHeight);
    QVERIFY(view_->atFit());
    const double fitted = view_->zoom();
    view_->fitToWindow();  // what a Fit in this room gives
    QCOMPARE(view_->zoom(), fitted);
  }

  // The dock's empty stretch beside a legend looks like the map's background: a click there
  // gives the map the keyboard, so the next tool key picks a tool.
  void aClickBesideTheDockedLegendGivesTheMapTheKeyboard() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("field-of-fire/mill-hamlet.scenario.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1400, 900)));
    auto* dock = window_->findChild<QQuickItem*>("mapDock");
    QVERIFY(dock);
    QTRY_VERIFY(dock->isVisible());  // the zone legend
    view_->setFocus(false);  // the keyboard elsewhere, as after a click on a panel's tab
    QVERIFY(!view_->hasActiveFocus());
    const QPointF emptyStretch = dock->mapToScene(QPointF(8, dock->height() / 2));
    QTest::mouseClick(window_, Qt::LeftButton, {}, emptyStretch.toPoint());
    QTRY_VERIFY(view_->hasActiveFocus());
    QTest::keyClick(window_, Qt::Key_B);
    QCOMPARE(view_->property("tool").toString(), QString("terrain"));
  }

  // A document just opened is fitted to the room the panels leave once they have settled,
  // though the pointer rests on the map: after New Scenario the side panel widened past the
  // first fit and the map was left cut off.
  void aNewDocumentRefitsAsThePanelsSettleUntilTheUserWorksOnIt() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("fighting-formations/croix-fouquet.map.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1400, 900)));
    QTest::mouseMove(window_, view_->mapToScene(QPointF(view_->width() / 2, view_->height() / 2)).toPoint());
    QTest::qWait(50);
    window_->resize(1100, 900);  // as a side panel widening takes the view's room
    QTRY_VERIFY(view_->width() < 900);
    QTRY_VERIFY2(view_->atFit(), "the view kept the scale of the first fit");
    // Once the user works on the view, a change of room leaves it where it is.
    view_->zoomBy(1.2);
    const double zoomed = view_->zoom();
    window_->resize(1300, 900);
    QTest::qWait(100);
    QCOMPARE(view_->zoom(), zoomed);
  }

  // The dock has the LOS panel's room from the start: on a bare map at Fit, the LOS tool chosen
  // with the pointer on the map changes nothing, and the whole map stays in view (its bottom
  // row went under the panel, and the next click landed on the panel: walk 9).
  void theLosPanelHasItsRoomBeforeItComes() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("fighting-formations/croix-fouquet.map.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1280, 800)));
    auto* los = window_->findChild<QQuickItem*>("losPanel");
    auto* hint = window_->findChild<QQuickItem*>("mapDockHint");
    QVERIFY(los && hint);
    QTRY_VERIFY(view_->atFit() && !los->isVisible());
    QTRY_VERIFY(hint->isVisible());  // the room says what comes there
    QTest::mouseMove(window_, view_->mapToScene(QPointF(view_->width() / 2, view_->height() / 2)).toPoint());
    QTRY_VERIFY(view_->hoverIndex() >= 0);
    QTest::qWait(50);
    const double height = view_->height(), zoom = view_->zoom();
    view_->forceActiveFocus();
    QTest::keyClick(window_, Qt::Key_T);
    QTRY_VERIFY(los->isVisible());
    QTest::qWait(50);
    QCOMPARE(view_->height(), height);
    QCOMPARE(view_->zoom(), zoom);
    QVERIFY(!hint->isVisible());
    QVERIFY(!sceneRect(view_).intersects(sceneRect(los)));
    const QRectF map = QRectF(view_->mapToScene(view_->viewPointOf(0)),
                              view_->mapToScene(view_->viewPointOf(doc.map()->grid.size() - 1)))
                           .normalized();
    QVERIFY2(sceneRect(view_).contains(map), "a row of the map is out of view");
    // The viewshed's legend beside it fits the same room (it was taller by a row or two).
    view_->setSelectedIndex(doc.map()->grid.size() / 2);
    view_->setOverlayMode("viewshed");
    auto* legend = window_->findChild<QQuickItem*>("overlayLegend");
    QTRY_VERIFY(legend->isVisible() && !view_->overlayBusy());
    QTest::qWait(50);
    QCOMPARE(view_->height(), height);
    QCOMPARE(view_->zoom(), zoom);
  }

  // Every panel the dock shows fits the room kept for the LOS panel, all of them at once: the
  // elevation profile (beside the line's text), the reach legend of seven bands and the zones'
  // legend. With the pointer on the map they come and the view keeps its height and zoom, and
  // the whole map stays in view (the reach legend, after its dialog's OK over the map, and the
  // profile were taller, and took the map's bottom rows: walk 9).
  void everyPanelOfTheDockFitsTheRoomKeptForIt() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("fighting-formations/croix-fouquet.scenario.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1280, 800)));
    auto* los = window_->findChild<QQuickItem*>("losPanel");
    auto* profile = window_->findChild<QQuickItem*>("losProfile");
    auto* overlay = window_->findChild<QQuickItem*>("overlayLegend");
    auto* zones = window_->findChild<QQuickItem*>("zoneLegend");
    QVERIFY(los && profile && overlay && zones);
    QTRY_VERIFY(zones->isVisible());
    const QPointF cursor(view_->width() * 0.45, view_->height() * 0.6);
    QTest::mouseMove(window_, view_->mapToScene(cursor).toPoint());
    QTRY_VERIFY(view_->hoverIndex() >= 0);
    QTest::qWait(50);
    const double height = view_->height(), zoom = view_->zoom();

    view_->setTool("los");
    view_->showSightLine(doc.map()->grid.size() / 2, 3);
    QTRY_VERIFY(los->isVisible() && view_->losProfile().size() > 2);
    const double losHeight = los->height();
    profile->setVisible(true);
    QTRY_VERIFY(profile->isVisible() && profile->width() > 100);
    QTest::qWait(50);
    QCOMPARE(los->height(), losHeight);
    QVERIFY(profile->height() > 0.6 * losHeight);
    view_->setSelectedIndex(doc.map()->grid.size() / 2);
    view_->setReachMobility("leg");
    view_->setOverlayMode("reach");
    QTRY_VERIFY(overlay->isVisible() && !view_->overlayBusy());
    QVERIFY(view_->overlayLegend().size() >= 7);
    QTest::qWait(50);
    QVERIFY2(overlay->height() <= losHeight && zones->height() <= losHeight,
             qPrintable(QString("legends %1 and %2 high, the LOS panel %3")
                            .arg(overlay->height())
                            .arg(zones->height())
                            .arg(losHeight)));
    QCOMPARE(view_->height(), height);
    QCOMPARE(view_->zoom(), zoom);
    const QRectF map = QRectF(view_->mapToScene(view_->viewPointOf(0)),
                              view_->mapToScene(view_->viewPointOf(doc.map()->grid.size() - 1)))
                           .normalized();
    QVERIFY2(sceneRect(view_).contains(map), "a row of the map is out of view");
    for (auto* panel : {los, overlay, zones})
      QVERIFY2(!sceneRect(view_).intersects(sceneRect(panel)), qPrintable(panel->objectName()));
    // Side by side, each whole: the LOS panel's buttons and profile within it, no panel over
    // another (the LOS panel was squeezed under the legends, its buttons cut). Where the dock
    // is too narrow for all three, the zones' legend gives way.
    auto* add = los->findChild<QQuickItem*>("losAddAssertion");
    QVERIFY(add);
    QVERIFY2(sceneRect(los).contains(sceneRect(add)) && sceneRect(los).contains(sceneRect(profile)),
             qPrintable(QString("the LOS panel is %1 wide").arg(los->width())));
    QVERIFY(!sceneRect(los).intersects(sceneRect(overlay)));
    if (zones->isVisible())
      QVERIFY(!sceneRect(zones).intersects(sceneRect(los)) && !sceneRect(zones).intersects(sceneRect(overlay)));
  }

  // The OOB tab's "Below the Map" moves the order of battle into a dock of its own below the map,
  // as wide as the map: more columns show there than in the side panel, the map refits above
  // it and is not covered; "Back to the Panel" puts it back.
  void theOobGoesBelowTheMapWithRoomAndComesBack() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("force-on-force/khoshkab.scenario.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1400, 900)));
    auto* dock = window_->findChild<QQuickItem*>("oobDock");
    auto* panel = window_->findChild<QQuickItem*>("scenarioPanel");
    QVERIFY(dock && panel);
    QVERIFY(!dock->isVisible());
    QVERIFY(QMetaObject::invokeMethod(window_, "showScenarioTab", Q_ARG(QVariant, "oob")));
    QQuickItem* tabTable = nullptr;
    for (auto* t : panel->findChildren<QQuickItem*>("oobTableView")) tabTable = t;
    QVERIFY(tabTable);
    QTRY_VERIFY(tabTable->isVisible() && tabTable->width() > 0);
    const double tabWidth = tabTable->width();
    const double zoomAlone = view_->zoom();

    QQuickItem* move = nullptr;
    for (auto* b : panel->findChildren<QQuickItem*>("oobMove")) move = b;
    QVERIFY(move);
    // Clicked with the mouse while the map has the keyboard, the button leaves it there, so
    // the next tool key acts (it went to the button).
    view_->forceActiveFocus();
    QTest::mouseClick(window_, Qt::LeftButton, {}, sceneRect(move).center().toPoint());
    QTRY_VERIFY(dock->isVisible() && dock->height() > 100);
    QVERIFY(view_->hasActiveFocus());
    QVERIFY(!tabTable->isVisible());
    auto* dockTable = dock->findChild<QQuickItem*>("oobTableView");
    QVERIFY(dockTable);
    QTRY_VERIFY2(dockTable->width() > 2 * tabWidth,
                 qPrintable(QString("dock %1, tab %2").arg(dockTable->width()).arg(tabWidth)));
    QTRY_VERIFY(view_->atFit() && view_->zoom() < zoomAlone);
    QVERIFY2(!sceneRect(view_).intersects(sceneRect(dock)), "the OOB dock covers the map");
    QVERIFY(sceneRect(view_).contains(tableInScene(view_, doc)));

    // Its content keeps off the dock's edges as the side panel's pages do (it touched the
    // window's left edge and the map's right one).
    auto* content = dock->findChild<QQuickItem*>("oobTable");
    auto* side = dock->findChild<QQuickItem*>("oobSide");
    QVERIFY(content && side);
    const QRectF outer = sceneRect(dock), inner = sceneRect(content);
    const double margin = 8;  // the side panel's pages' (ScenarioPanel)
    QCOMPARE(inner.left() - outer.left(), margin);
    QCOMPARE(outer.right() - inner.right(), margin);
    QCOMPARE(outer.bottom() - inner.bottom(), margin);
    QCOMPARE(sceneRect(side->parentItem()).top() - outer.top(), margin);  // the Side row

    QVERIFY(QMetaObject::invokeMethod(dock->findChild<QQuickItem*>("oobMove"), "clicked"));
    QTRY_VERIFY(!dock->isVisible());
    QTRY_VERIFY(tabTable->isVisible());
  }

  // File > New Map with a hex selected (the Inspector listing the ruleset's markers), a
  // viewshed and the LOS panel shown, to another ruleset and back: the window keeps going and
  // shows none of it on the new map (a crash was seen in a real window after such a sequence).
  void newMapWithAHexSelectedAndPanelsShownDoesNotCrash() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("fighting-formations/croix-fouquet.scenario.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1280, 800)));
    view_->setSelectedIndex(doc.map()->grid.size() / 2);
    view_->setOverlayMode("viewshed");
    view_->showSightLine(doc.map()->grid.size() / 2, 3);
    QTRY_VERIFY(!view_->overlayBusy());
    QTest::qWait(500);
    auto* dialog = window_->findChild<QObject*>("newMapDialog");
    for (const char* ruleset : {"field-of-fire", "fighting-formations"}) {
      if (dialog) QMetaObject::invokeMethod(dialog, "open");
      QTest::qWait(300);
      if (dialog) QMetaObject::invokeMethod(dialog, "close");
      QCOMPARE(doc.newMap(ruleset, 5, 4, "flat", "odd", "letter-number"), QString());
      QTest::qWait(100);  // a few frames: the layouts run
      QCOMPARE(view_->overlayMode(), QStringLiteral("none"));
      view_->setSelectedIndex(5);
      QTest::qWait(50);
    }
  }

  // File > Open Recent > a file: the file opens and both menus close (they stayed open on the
  // new document, still taking clicks: walk 11).
  void openRecentClosesTheMenus() {
    QStandardPaths::setTestModeEnabled(true);  // the recent files list of a test's own
    MapDocument doc;
    const QString first = sample("fighting-formations/croix-fouquet.map.yaml");
    const QString second = sample("field-of-fire/mill-hamlet.map.yaml");
    QCOMPARE(doc.open(first), QString());
    QCOMPARE(doc.open(second), QString());
    QVERIFY(doc.recentFiles().size() >= 2);
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1280, 800)));
    auto* fileMenu = window_->findChild<QObject*>("fileMenu");
    auto* recentMenu = window_->findChild<QObject*>("recentMenu");
    QVERIFY(fileMenu && recentMenu);
    QMetaObject::invokeMethod(fileMenu, "open");
    QTRY_VERIFY(fileMenu->property("opened").toBool());
    QMetaObject::invokeMethod(recentMenu, "open");
    QTRY_VERIFY(recentMenu->property("opened").toBool());
    QQuickItem* item = nullptr;
    QMetaObject::invokeMethod(recentMenu, "itemAt", Q_RETURN_ARG(QQuickItem*, item), Q_ARG(int, 1));
    QVERIFY(item && item->property("text").toString() == first);
    QTRY_VERIFY(item->isVisible() && item->width() > 0);
    QTest::mouseClick(window_, Qt::LeftButton, {}, sceneRect(item).center().toPoint());
    QTRY_COMPARE(doc.filePath(), first);
    QTRY_VERIFY(!recentMenu->property("visible").toBool());
    QTRY_VERIFY(!fileMenu->property("visible").toBool());
  }

  // Every item of every menu shows its whole text, and each one with a shortcut shows it.
  void menusShowWholeTextsAndShortcuts() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("fighting-formations/croix-fouquet.scenario.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1280, 800)));
    QList<QObject*> menus;
    collectMenus(window_->contentItem(), menus);
    QVERIFY(menus.size() >= 6 && !menus.contains(nullptr));
    QStringList shortcuts, cut;
    for (QObject* menu : menus) {
      QMetaObject::invokeMethod(menu, "open");
      QTRY_VERIFY(menu->property("opened").toBool());
      QList<QQuickItem*> texts;
      collectNamed(menu->property("contentItem").value<QQuickItem*>(), "menuItemText", texts);
      QVERIFY(!texts.isEmpty());
      for (auto* text : texts) {
        if (!text->isVisible()) continue;
        if (text->width() + 0.5 < text->implicitWidth())
          cut << QString("%1 (%2 of %3)")
                     .arg(text->property("text").toString())
                     .arg(text->width())
                     .arg(text->implicitWidth());
        auto* shortcut = text->parentItem()->findChild<QQuickItem*>("menuItemShortcut");
        if (shortcut && !shortcut->property("text").toString().isEmpty())
          shortcuts << text->property("text").toString() + "=" +
                           shortcut->property("text").toString();
      }
      QMetaObject::invokeMethod(menu, "close");
      QTRY_VERIFY(!menu->property("visible").toBool());
    }
    QVERIFY2(cut.isEmpty(), qPrintable("cut: " + cut.join(", ")));
    for (const char* expected :
         {"New Map…=Ctrl+N", "Save=Ctrl+S", "Viewshed from Selected Hex=Ctrl+Shift+V",
          "Fit to Window=Ctrl+0", "Validate Now=F5"})
      QVERIFY2(shortcuts.contains(expected),
               qPrintable(QString("%1 not in %2").arg(expected, shortcuts.join(", "))));
    // The map view's tool keys are shown too (the Map menu).
    QVERIFY2(shortcuts.filter(QRegularExpression("=T$")).size() == 1,
             qPrintable(shortcuts.join(", ")));
  }

  // A menu closed with Esc while the mouse is on its title: the title goes back to normal when
  // the mouse leaves it, and the next click on it opens the menu again. (Qt 6.4's menu bar kept
  // the title highlighted and its menus opening on hover, and the next click did nothing.)
  void aMenuClosedWithEscapeLeavesItsTitleAsItWas() {
    MapDocument doc;
    QCOMPARE(doc.open(sample("force-on-force/khoshkab.scenario.yaml")), QString());
    QQmlApplicationEngine engine;
    QVERIFY(show(engine, doc, QSize(1280, 800)));
    QList<QObject*> menus;
    collectMenus(window_->contentItem(), menus);
    QObject* viewMenu = nullptr;
    for (QObject* menu : menus)
      if (menu->property("title").toString() == "&View") viewMenu = menu;
    QVERIFY(viewMenu);
    auto* title = qobject_cast<QQuickItem*>(viewMenu->property("parent").value<QObject*>());
    QVERIFY(title && title->inherits("QQuickMenuBarItem"));
    const QPoint onTitle = sceneRect(title).center().toPoint();
    const QPoint onMap = sceneRect(view_).center().toPoint();

    QTest::mouseMove(window_, onTitle);
    QTest::mouseClick(window_, Qt::LeftButton, {}, onTitle);
    QTRY_VERIFY(viewMenu->property("opened").toBool());
    QTRY_VERIFY2(title->property("hovered").toBool(), "the mouse is on the title");
    QTest::keyClick(window_, Qt::Key_Escape);
    QTRY_VERIFY(!viewMenu->property("visible").toBool());
    QTest::mouseMove(window_, onMap);
    QTRY_VERIFY2(!title->property("highlighted").toBool(), "the View title is still highlighted");
    QTRY_VERIFY(view_->hasActiveFocus());  // the keyboard is the map's again
    // Passing over another title opens nothing (no menu is open to follow the mouse).
    QList<QObject*> others = menus;
    others.removeAll(viewMenu);
    auto* editTitle = qobject_cast<QQuickItem*>(others.front()->property("parent").value<QObject*>());
    QTest::mouseMove(window_, sceneRect(editTitle).center().toPoint());
    QTest::qWait(50);
    QVERIFY(!others.front()->property("visible").toBool());
    // The next click on the title opens its menu, and one more closes it for good.
    QTest::mouseMove(window_, onTitle);
    QTest::mouseClick(window_, Qt::LeftButton, {}, onTitle);
    QTRY_VERIFY(viewMenu->property("opened").toBool());
    QTest::mouseClick(window_, Qt::LeftButton, {}, onTitle);
    QTRY_VERIFY(!viewMenu->property("visible").toBool());
    QTest::qWait(50);
    QVERIFY(!viewMenu->property("visible").toBool());
    QTest::mouseMove(window_, onMap);
    QTRY_VERIFY(!title->property("highlighted").toBool());
  }
};

QTEST_MAIN(TestEditorDocking)
#include "tst_editor_docking.moc"
