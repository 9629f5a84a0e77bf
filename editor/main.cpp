// sandtable-editor [FILE]
// sandtable-editor --screenshot OUT.png [--size WxH] [--panel NAME] [--select HEX] ... FILE
#include <QCommandLineParser>
#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickStyle>
#include <QQuickWindow>

#include <cstdio>
#include <optional>

#include "editor/editor_types.h"
#include "editor/map_document.h"
#include "editor/map_view.h"
#include "editor/screenshot.h"

using namespace sandtable::editor;

namespace {
int locationOf(const MapDocument& doc, const QString& label) {
  const sandtable::Map* map = doc.map();
  if (!map) return -1;
  auto o = map->grid.parseLabel(label.toStdString());
  return o && map->grid.contains(*o) ? map->grid.index(*o) : -1;
}

// --panel: the side panel's tab to show, the scenario panel's tabs in their order.
const QStringList kPanels = {"inspector", "scenario", "sides", "oob", "zones", "objectives", "victory", "checks", "points"};

QString showPanel(const QString& name, const MapDocument& doc, QQuickWindow* window) {
  const int panel = kPanels.indexOf(name);
  if (panel < 0) return QStringLiteral("--panel must be one of %1").arg(kPanels.join(", "));
  if (panel > 0 && !doc.hasScenario()) return QStringLiteral("--panel %1 needs a scenario").arg(name);
  if (name == "points" && !doc.isTable()) return QStringLiteral("--panel points needs a table scenario");
  QObject* sideTabs = window->findChild<QObject*>("sideTabs");
  QObject* scenarioTabs = window->findChild<QObject*>("scenarioTabs");
  if (!sideTabs || !scenarioTabs) return QStringLiteral("--panel: the window has no side panel");
  sideTabs->setProperty("currentIndex", panel > 0 ? 1 : 0);
  if (panel > 0) scenarioTabs->setProperty("currentIndex", panel - 1);
  return {};
}

// "X,Y" on the open table; nullopt when it is not two numbers.
std::optional<sandtable::TablePoint> tablePointOf(const QString& text) {
  return sandtable::parseTablePoint(text.toStdString());
}

// --tool NAME: refused with the tools of the map's kind when it has no such tool.
QString applyToolOption(const QCommandLineParser& parser, MapView* view) {
  if (!parser.isSet("tool")) return {};
  if (QString refusal = view->toolRefusal(parser.value("tool")); !refusal.isEmpty()) return QStringLiteral("--tool: %1").arg(refusal);
  view->setTool(parser.value("tool"));
  return {};
}

// The table forms: --select FEATURE-ID, --los X,Y:X,Y, --overlay viewshed:X,Y|reach:PLACE:MOBILITY.
QString applyTableViewOptions(const QCommandLineParser& parser, MapView* view) {
  if (parser.isSet("select") && !view->selectFeatureById(parser.value("select")))
    return QStringLiteral("--select: this table has no feature '%1'").arg(parser.value("select"));
  if (QString error = applyToolOption(parser, view); !error.isEmpty()) return error;
  if (parser.isSet("los")) {
    const QStringList ends = parser.value("los").split(':');
    const auto from = ends.size() == 2 ? tablePointOf(ends[0]) : std::nullopt;
    const auto to = ends.size() == 2 ? tablePointOf(ends[1]) : std::nullopt;
    if (!from || !to) return QStringLiteral("--los on a table needs two points X,Y:X,Y, e.g. --los 10,40:60,12");
    view->showTableSightLine(from->x, from->y, to->x, to->y);
  }
  if (parser.isSet("overlay")) {
    const QStringList spec = parser.value("overlay").split(':');
    if (spec[0] == "viewshed" && spec.size() == 2 && tablePointOf(spec[1])) {
      const auto at = tablePointOf(spec[1]);
      view->setObserver(at->x, at->y);
    } else if (spec[0] == "reach" && spec.size() == 3) {
      view->setReachZone(spec[1]);
      view->setReachMobility(spec[2]);
    } else {
      return QStringLiteral("--overlay on a table must be viewshed:X,Y or reach:ZONE:MOBILITY");
    }
    view->setOverlayMode(spec[0]);
  }
  return {};
}

// --select, --tool, --los, --overlay and --panel: put the window in a state worth a screenshot.
QString applyViewOptions(const QCommandLineParser& parser, const MapDocument& doc, QQuickWindow* window) {
  auto* view = window->findChild<MapView*>("mapView");
  if (!view || !doc.hasMap()) return {};
  if (parser.isSet("panel"))
    if (QString error = showPanel(parser.value("panel"), doc, window); !error.isEmpty()) return error;
  if (doc.isTable()) return applyTableViewOptions(parser, view);
  if (parser.isSet("select")) {
    const int at = locationOf(doc, parser.value("select"));
    if (at < 0) return QStringLiteral("--select: '%1' is not a hex of this map").arg(parser.value("select"));
    view->setSelectedIndex(at);
  }
  if (QString error = applyToolOption(parser, view); !error.isEmpty()) return error;
  if (parser.isSet("los")) {
    const QStringList ends = parser.value("los").split(',');
    const int from = ends.size() == 2 ? locationOf(doc, ends[0]) : -1, to = ends.size() == 2 ? locationOf(doc, ends[1]) : -1;
    if (from < 0 || to < 0) return QStringLiteral("--los needs two hexes of this map, e.g. --los E3,H7");
    view->showSightLine(from, to);
  }
  if (parser.isSet("overlay")) {
    const QStringList spec = parser.value("overlay").split(':');
    if (spec[0] == "reach" && spec.size() == 3) {
      view->setReachZone(spec[1]);
      view->setReachMobility(spec[2]);
    } else if (spec[0] != "viewshed") {
      return QStringLiteral("--overlay must be viewshed or reach:ZONE:MOBILITY");
    }
    view->setOverlayMode(spec[0]);
  }
  return {};
}

bool wantsScreenshot(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (qstrcmp(argv[i], "--screenshot") == 0) return true;
  return false;
}
}  // namespace

int main(int argc, char** argv) {
  // Screenshots need no display.
  if (wantsScreenshot(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  // A QApplication, not a QGuiApplication: the file dialogs are Qt's QFileDialog (file_chooser.h).
  QApplication app(argc, argv);
  QGuiApplication::setOrganizationName("Sandtable");
  QGuiApplication::setApplicationName("sandtable-editor");
  QGuiApplication::setApplicationDisplayName("Sandtable");
  QQuickStyle::setStyle("Fusion");
  QApplication::setStyle("Fusion");  // the file dialogs look like the rest of the window

  QCommandLineParser parser;
  parser.setApplicationDescription("Sandtable: scenario and map editor for tactical wargames.");
  parser.addHelpOption();
  parser.addOption({"screenshot", "Render the window to OUT.png and exit.", "OUT.png"});
  parser.addOption({"size", "Window size for --screenshot (default 1400x900).", "WxH"});
  parser.addOption({"select", "Select this hex (card), or on a table this feature, after opening.", "HEX|ID"});
  parser.addOption({"tool", "Start with this tool (select, terrain, los, ...).", "NAME"});
  parser.addOption({"los", "Show the sight line FROM,TO (LOS tool); on a table X,Y:X,Y.", "FROM,TO"});
  parser.addOption({"panel", "Show this side panel: inspector, or a scenario tab (scenario, sides, oob, zones, objectives, victory, checks; points on a table).", "NAME"});
  parser.addOption({"overlay", "Show an overlay: viewshed (from --select; on a table viewshed:X,Y) or reach:ZONE:MOBILITY.", "SPEC"});
  parser.addPositionalArgument("FILE", "A map or scenario to open.");
  parser.process(app);

  ScreenshotRequest shot;
  shot.output = parser.value("screenshot");
  if (parser.isSet("size")) {
    const QStringList wh = parser.value("size").split('x');
    const int w = wh.size() == 2 ? wh[0].toInt() : 0, h = wh.size() == 2 ? wh[1].toInt() : 0;
    if (w < 200 || h < 150 || w > 8000 || h > 8000) {
      std::fprintf(stderr, "sandtable-editor: --size must be WxH between 200x150 and 8000x8000, e.g. 1400x900\n");
      return 2;
    }
    shot.size = QSize(w, h);
  }
  if (!shot.output.isEmpty() && parser.positionalArguments().isEmpty()) {
    std::fprintf(stderr, "sandtable-editor: --screenshot needs a FILE to open\n");
    return 2;
  }

  registerEditorTypes();
  MapDocument document;
  if (!parser.positionalArguments().isEmpty()) document.open(parser.positionalArguments().first());

  QQmlApplicationEngine engine;
  engine.rootContext()->setContextProperty("appDocument", &document);
  engine.rootContext()->setContextProperty("offerRecovery", shot.output.isEmpty());
  engine.load(QUrl(QStringLiteral("qrc:/Sandtable/Main.qml")));
  if (engine.rootObjects().isEmpty()) return 1;
  auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().first());
  if (!window) return 1;
  if (QString error = applyViewOptions(parser, document, window); !error.isEmpty()) {
    std::fprintf(stderr, "sandtable-editor: %s\n", qPrintable(error));
    return 2;
  }
  if (!shot.output.isEmpty()) scheduleScreenshot(window, shot);
  return app.exec();
}
