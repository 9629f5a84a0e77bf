// The map in the centre of the editor: a QQuickItem that draws through the scene graph.
// GPU backends get the batched vertex-coloured mesh of map_mesh.h under one transform node, so
// panning and zooming only change a matrix. The software backend (offscreen screenshots, no
// GPU) paints the same mesh into a cached image a little larger than the viewport, and the
// overlay (previews, selection) into one around it, so panning moves the images and only
// zooming or editing repaints them. Labels are painted into a cached image (map_labels.h).
#pragma once

#include <QImage>
#include <QPainter>
#include <QPointF>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "editor/analysis_overlay.h"
#include "editor/background_job.h"
#include "editor/map_document.h"
#include "editor/sight_line_tool.h"
#include "editor/table_analysis.h"
#include "editor/table_mesh.h"
#include "editor/table_tools.h"
#include "editor/map_layout.h"
#include "editor/map_mesh.h"
#include "editor/tool_controller.h"

namespace sandtable::editor {

// A picture of part of the map at one zoom, bigger than the view, so panning only moves it.
struct ImageCache {
  QImage image;
  QRectF rect;  // map units covered
  double zoom = 0;
  bool dirty = true;
};

class MapView : public QQuickItem {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(sandtable::editor::MapDocument* document READ document WRITE setDocument NOTIFY documentChanged)
  Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY toolChanged)
  Q_PROPERTY(int brushRadius READ brushRadius WRITE setBrushRadius NOTIFY toolChanged)
  Q_PROPERTY(int terrain READ terrain WRITE setTerrain NOTIFY toolChanged)
  Q_PROPERTY(int feature READ feature WRITE setFeature NOTIFY toolChanged)
  Q_PROPERTY(int marker READ marker WRITE setMarker NOTIFY toolChanged)
  Q_PROPERTY(int levelValue READ levelValue WRITE setLevelValue NOTIFY toolChanged)
  Q_PROPERTY(bool hillBorder READ hillBorder WRITE setHillBorder NOTIFY toolChanged)
  Q_PROPERTY(double zoom READ zoom NOTIFY viewChanged)
  // True while the view shows what Fit chose: a resize then fits it again.
  Q_PROPERTY(bool atFit READ atFit NOTIFY viewChanged)
  // A document just opened whose view the user has not worked on yet (a click, a key, a zoom):
  // it refits as its panels settle, and the window gives the dock the room they settle at.
  Q_PROPERTY(bool settling READ settling NOTIFY settlingChanged)
  Q_PROPERTY(int hoverIndex READ hoverIndex NOTIFY hoverChanged)
  Q_PROPERTY(QString hoverText READ hoverText NOTIFY hoverChanged)
  // What the current tool has to say in the status bar: how to use it (a road needs a drag), what
  // it is doing (the road being dragged, a table's tape and its going, a polygon's points) or
  // why its last click was refused. It follows the tool at once (a tool chosen with a key showed
  // the last tool's words until the mouse moved).
  Q_PROPERTY(QString toolStatus READ toolStatus NOTIFY toolStatusChanged)
  Q_PROPERTY(int selectedIndex READ selectedIndex WRITE setSelectedIndex NOTIFY selectionChanged)
  Q_PROPERTY(bool softwareRendering READ softwareRendering NOTIFY viewChanged)
  // The LOS tool (tool "los"): the line from the clicked location to the hovered one.
  Q_PROPERTY(int losFrom READ losFrom NOTIFY losChanged)
  Q_PROPERTY(int losTo READ losTo NOTIFY losChanged)
  Q_PROPERTY(QString losText READ losText NOTIFY losChanged)
  Q_PROPERTY(QString losReverseText READ losReverseText NOTIFY losChanged)
  // What the line shows as a designer's expectation: "blocked", "hindrance N" (a clear line
  // with a hindrance, on a grid) or "clear"; empty without a line.
  Q_PROPERTY(QString losExpectation READ losExpectation NOTIFY losChanged)
  Q_PROPERTY(QVariantList losProfile READ losProfile NOTIFY losChanged)
  // Tables: the LOS tool's line in table units: whether it has one, and its two ends (for
  // the LOS panel's "Add as assertion").
  Q_PROPERTY(bool hasTableLos READ hasTableLos NOTIFY losChanged)
  Q_PROPERTY(QPointF tableLosFrom READ tableLosFrom NOTIFY losChanged)
  Q_PROPERTY(QPointF tableLosTo READ tableLosTo NOTIFY losChanged)
  // Analysis overlays: "none", "viewshed" (from the selected location) or "reach" (from
  // reachZone, or the selected location, for reachMobility).
  Q_PROPERTY(QString overlayMode READ overlayMode WRITE setOverlayMode NOTIFY overlayChanged)
  Q_PROPERTY(QString reachZone READ reachZone WRITE setReachZone NOTIFY overlayChanged)
  Q_PROPERTY(QString reachMobility READ reachMobility WRITE setReachMobility NOTIFY overlayChanged)
  Q_PROPERTY(QVariantList overlayLegend READ overlayLegend NOTIFY overlayChanged)
  Q_PROPERTY(QString overlaySummary READ overlaySummary NOTIFY overlayChanged)
  Q_PROPERTY(bool overlayBusy READ overlayBusy NOTIFY overlayBusyChanged)
  // Tables: the selected features (the inspector shows the first), the drawing settings, and
  // what the current tool has to say (the tape's length and going, how to close a polygon).
  Q_PROPERTY(int selectedFeature READ selectedFeature WRITE setSelectedFeature NOTIFY selectionChanged)
  Q_PROPERTY(int selectionCount READ selectionCount NOTIFY selectionChanged)
  Q_PROPERTY(double lineWidth READ lineWidth WRITE setLineWidth NOTIFY toolChanged)
  // The tape: its mobility (its own; the reach overlay's is reachMobility), its total length
  // and where its last point lies in view coordinates (the window draws the length there).
  Q_PROPERTY(QString tapeMobility READ tapeMobility WRITE setTapeMobility NOTIFY toolChanged)
  Q_PROPERTY(QString tapeLength READ tapeLength NOTIFY hoverChanged)
  Q_PROPERTY(double tapeEndX READ tapeEndX NOTIFY hoverChanged)
  Q_PROPERTY(double tapeEndY READ tapeEndY NOTIFY hoverChanged)
  // The placed marker the Select tool picked (-1: none); the Table Inspector shows it.
  Q_PROPERTY(int selectedMarker READ selectedMarker NOTIFY selectionChanged)
  Q_PROPERTY(QString observerText READ observerText NOTIFY overlayChanged)
  // Scenario zones (map_view_zones.cpp): the ids the Zones tab hides, the zone "Show" selected,
  // and the legend of the zones drawn (id, side, colour).
  Q_PROPERTY(QStringList hiddenZones READ hiddenZones WRITE setHiddenZones NOTIFY zonesChanged)
  Q_PROPERTY(QString selectedZone READ selectedZone NOTIFY selectionChanged)
  Q_PROPERTY(QVariantList zoneLegend READ zoneLegend NOTIFY zonesChanged)

 public:
  // The selection's outline (a location, a zone).
  static constexpr Rgba kSelectionColor{30, 110, 230, 255};

  explicit MapView(QQuickItem* parent = nullptr);
  ~MapView() override;

  MapDocument* document() const { return document_; }
  void setDocument(MapDocument* document);
  QString tool() const { return toolName_; }
  // A name that is not a tool of the open map's kind (tool_registry.h) is logged and refused.
  void setTool(const QString& name);
  // Why `name` is not a tool of the open map's kind (of any kind with none open); empty if it is.
  QString toolRefusal(const QString& name) const;
  int brushRadius() const { return tools_ ? tools_->settings().brushRadius : 0; }
  void setBrushRadius(int r);
  int terrain() const { return tools_ ? tools_->settings().terrain : 0; }
  void setTerrain(int t);
  int feature() const { return tools_ ? tools_->settings().feature : 0; }
  void setFeature(int f);
  int marker() const { return tools_ ? tools_->settings().marker : 0; }
  void setMarker(int m);
  int levelValue() const { return tools_ ? tools_->settings().level : 0; }
  void setLevelValue(int l);
  bool hillBorder() const { return tools_ && tools_->settings().hillBorder; }
  void setHillBorder(bool b);
  double zoom() const { return zoom_; }
  int hoverIndex() const { return hover_; }
  QString hoverText() const;
  int selectedIndex() const { return selected_; }
  void setSelectedIndex(int index);
  bool softwareRendering() const { return software_; }

  int losFrom() const { return sight_.from(); }
  int losTo() const { return sight_.hasLine() ? sight_.to() : -1; }
  QString losText() const;
  QString losExpectation() const;
  QString losReverseText() const;
  bool hasTableLos() const { return tableSight_.hasLine(); }
  QPointF tableLosFrom() const { return pointOf(tableSight_.from()); }
  QPointF tableLosTo() const { return pointOf(tableSight_.to()); }
  QVariantList losProfile() const;
  QString overlayMode() const { return overlayMode_; }
  void setOverlayMode(const QString& mode);
  QString reachZone() const { return reachZone_; }
  void setReachZone(const QString& zone);
  QString reachMobility() const { return reachMobility_; }
  void setReachMobility(const QString& mobility);
  QVariantList overlayLegend() const { return overlayResult_.legend; }
  QString overlaySummary() const { return overlayResult_.summary; }
  bool overlayBusy() const { return overlayJob_.running(); }
  const std::vector<Rgba>& overlayTints() const { return overlayResult_.tints; }
  // Waits for the overlay computation (tests).
  void waitForOverlay() { overlayJob_.waitForIdle(); }

  // Shows the sight line from one location to another (as the LOS tool would).
  Q_INVOKABLE void showSightLine(int from, int to);

  // Tables (map_view_table.cpp).
  int selectedFeature() const;
  void setSelectedFeature(int index);
  int selectionCount() const;
  double lineWidth() const;
  void setLineWidth(double width);
  QString toolStatus() const;
  QString tapeMobility() const;
  void setTapeMobility(const QString& mobility);
  QString tapeLength() const { return tableTools_ ? tableTools_->tapeLength() : QString(); }
  QPointF tapeEnd() const;
  double tapeEndX() const { return tapeEnd().x(); }
  double tapeEndY() const { return tapeEnd().y(); }
  int selectedMarker() const { return tableTools_ ? tableTools_->selectedMarker() : -1; }
  QString observerText() const;
  // The sight line between two table points, as the LOS tool shows it.
  Q_INVOKABLE void showTableSightLine(double fromX, double fromY, double toX, double toY);
  // Where the table viewshed looks from (the LOS tool's click sets it too).
  Q_INVOKABLE void setObserver(double x, double y);
  // Selects the feature with this id; false when there is none.
  Q_INVOKABLE bool selectFeatureById(const QString& id);
  Q_INVOKABLE void centerOnTablePoint(double x, double y);
  // View coordinates of a table point (tests).
  Q_INVOKABLE QPointF viewPointOfTable(double x, double y) const;
  const TableToolController* tableTools() const { return tableTools_.get(); }

  // Zones (map_view_zones.cpp).
  QStringList hiddenZones() const { return hiddenZones_; }
  void setHiddenZones(const QStringList& ids);
  Q_INVOKABLE void setZoneVisible(const QString& id, bool visible);
  QString selectedZone() const { return selectedZone_; }
  QVariantList zoneLegend() const;
  // Selects the zone and frames all of it (shown if it was hidden); false when it has no
  // location or shape. The selected location is dropped, and no overlay is computed anew.
  Q_INVOKABLE bool showZone(const QString& id);

  Q_INVOKABLE void fitToWindow();
  // Zooms and centres the view on a box (map units) with a location's margin, no closer than
  // a location a few times its readable size.
  void frame(const QRectF& box);
  bool atFit() const { return atFit_; }
  bool settling() const { return fitPending_; }
  Q_INVOKABLE void zoomBy(double factor, double viewX = -1, double viewY = -1);
  Q_INVOKABLE void panBy(double dx, double dy);
  Q_INVOKABLE void centerOn(int index);
  // View coordinates of a location's centre, and the location at a view point (for tests).
  Q_INVOKABLE QPointF viewPointOf(int index) const;
  Q_INVOKABLE int locationAtView(double x, double y) const;

  // Map units <-> item coordinates.
  QTransform mapToViewTransform() const;
  PointF toMap(QPointF viewPoint) const;
  const MapLayout* layout() const { return layout_.get(); }
  const Mesh& overlay() const { return overlay_; }
  const MapMeshes& meshes() const { return meshes_; }
  // How many times a cached picture (the software path's map, the GPU path's labels) was
  // painted: a pan inside the cache paints none (tests and bench_map_view check it).
  int cachePaints() const { return cachePaints_; }

 signals:
  void documentChanged();
  void toolChanged();
  void viewChanged();
  void hoverChanged();
  void toolStatusChanged();
  void settlingChanged();
  void selectionChanged();
  void losChanged();
  // The zone tool finished a stroke over these locations (erase: Shift was held).
  void zonePainted(const QList<int>& locations, bool erase);
  void overlayChanged();
  void overlayBusyChanged();
  void zonesChanged();
  // Tables: the objective or point tool clicked here (snapped); the zone tool drew this
  // rectangle. QML hands them to the scenario editor.
  void tablePointPicked(const QString& tool, double x, double y);
  void tableAreaDrawn(double x, double y, double width, double height);
  // The zone polygon tool's corners (points in table units).
  void tableZoneOutlined(const QVariantList& corners);

 protected:
  QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData*) override;
  void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void hoverEnterEvent(QHoverEvent* event) override;
  void hoverMoveEvent(QHoverEvent* event) override;
  void hoverLeaveEvent(QHoverEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;

 private:
  static QPointF pointOf(const std::optional<TablePoint>& p) { return p ? QPointF(p->x, p->y) : QPointF(); }
  void onMapChanged(const QList<int>& locations);
  // Tables (map_view_table.cpp).
  void onTableChanged(int first, int oldEnd, int newEnd);
  void onScenarioChanged();
  bool refreshTableMeshes();
  void requestTableAnalysis();
  QString tableHoverText() const;
  void rebuildTableOverlay();
  bool tableMousePress(QMouseEvent* event);
  void tableMouseMove(QMouseEvent* event);
  void tableMouseRelease(QMouseEvent* event);
  bool tableKeyPress(QKeyEvent* event);
  void updateTableSightLine(TablePoint to);
  bool isTable() const { return layout_ && layout_->isTable(); }
  // One screen pixel in map units, and in table units (pick tolerances, handle sizes).
  double pixel() const { return 1.0 / zoom_; }
  double tablePixel() const { return 1.0 / (zoom_ * MapLayout::kTableUnit); }
  TablePoint tablePointAt(QPointF viewPoint) const { return MapLayout::mapToTable(toMap(viewPoint)); }
  void onDocumentReset();
  void applyTool();
  // The scenario as drawn: without the hidden zones.
  const Scenario* shownScenario();
  void zonesEdited();
  // Rebuilds the grid's zone layer when it is stale; true when it did.
  bool refreshGridZones();
  void appendSelectedZone(Rgba color);
  void setHover(QPointF viewPoint);
  void rebuildOverlay();
  void requestAnalysis();
  // Runs an overlay computation on a pool thread and shows its result when it is done.
  void runAnalysis(std::function<OverlayResult()> compute);
  void updateSightLine(int target);
  void viewUpdated();
  bool refreshMeshes();
  // True when the map's meshes (its kind's: grid or table) have edits not yet drawn.
  bool meshesStale() const;
  QSGNode* buildGpuNodes(QSGNode* old);
  QSGNode* buildSoftwareNode(QSGNode* old);
  // Everything drawn, in map units at this zoom: the layout's bounds and, on a table, its
  // rulers' numbers. The cached pictures cover no more.
  QRectF drawnArea() const;
  // Paints into a cached picture: `toCache` maps map units to its pixels, `area` is what it covers.
  using PaintFn = std::function<void(QPainter& painter, const QTransform& toCache, const QRectF& area)>;
  // Repaints `cache` with `paint` when it no longer covers the view's part of `content` (map
  // units) at this zoom, or is dirty; true when it did.
  bool refreshCache(ImageCache& cache, const QRectF& content, const PaintFn& paint);
  // The map's layers (with the map) and its labels.
  void paintMapPicture(QPainter& painter, const QTransform& toCache, const QRectF& area, bool withMap);
  // Puts `cache` into an image node (creating it), re-uploading the texture when `changed`.
  QSGNode* imageNode(QSGNode* old, const ImageCache& cache, bool changed);
  // An image node that draws nothing (a layer kept in the tree while it is empty).
  QSGNode* hiddenImageNode();

  QPointer<MapDocument> document_;
  std::unique_ptr<ToolController> tools_;
  std::unique_ptr<MapLayout> layout_;
  QString toolName_ = QStringLiteral("select");

  MapMeshes meshes_;
  Mesh overlay_;
  Mesh tints_;
  bool tintsDirty_ = true;
  SightLineTool sight_;
  // The LOS tool's second click fixes the target: the line then stays while the pointer goes
  // to the panel (it followed the pointer off the map, and Add as assertion took whatever hex or
  // point the pointer crossed last). The next click picks a new source.
  bool sightFixed_ = false;
  // The grid's and the table's sight lines gone, fixed or not (another document, Esc).
  void dropSightLines() {
    sight_.reset();
    tableSight_.reset();
    sightFixed_ = false;
  }
  // The terrain the table's line tool and its area tools each put down (keepTerrainPerShape).
  enum class ShapeKind { None, Area, Line };
  void keepTerrainPerShape(const Map& map, TableTool tool);
  ShapeKind terrainShape_ = ShapeKind::None;  // the kind whose terrain view.terrain is now
  std::array<int, 2> shapeTerrain_{-1, -1};  // [0] areas, [1] lines; -1: the first of the kind
  BackgroundJob overlayJob_;
  QString overlayMode_ = QStringLiteral("none");
  QString reachZone_;
  QString reachMobility_;
  OverlayResult overlayResult_;
  std::vector<int> zoneStroke_;  // the zone tool's stroke in progress
  bool meshDirty_ = true;               // rebuild both layers
  bool featuresDirty_ = false;          // rebuild the features layer
  std::vector<int> recolor_;            // locations whose fill changed since the last frame
  bool overlayDirty_ = true;
  double zoom_ = 1.0;
  QPointF offset_;  // view position of map point (0, 0)
  // A document just opened: every change of the view's room refits it (the panels settle over
  // several layout passes: New Scenario widened the side panel after the first fit and the
  // map was left cut off), until the user first works on the view (a click, a key, a zoom).
  bool fitPending_ = true;  // settling(); set through setFitPending
  void setFitPending(bool pending) {
    if (pending == fitPending_) return;
    fitPending_ = pending;
    emit settlingChanged();
  }
  bool atFit_ = false;  // the zoom and position fitToWindow() chose, not changed since
  bool pointerOnMap_ = false;  // the mouse is over the view: the user is working on the map

  int hover_ = -1;
  QPointF hoverPoint_;
  int selected_ = -1;
  bool panning_ = false;
  bool spaceHeld_ = false;
  QPointF lastPan_;

  // Tables.
  std::unique_ptr<TableToolController> tableTools_;
  TableMeshes tableMeshes_;
  Mesh tableLines_;  // the grid and rulers: drawn over the features
  bool tableMeshDirty_ = true;
  bool tableScenarioDirty_ = true;
  std::vector<std::array<int, 3>> tableSlices_;  // edits since the last frame
  TableSightTool tableSight_;
  std::optional<TablePoint> observer_;

  // Zones: the grid's zone layer, the hidden ids, the scenario without them (tables).
  Mesh gridZones_;
  bool gridZonesDirty_ = true;
  QStringList hiddenZones_;
  QString selectedZone_;
  std::optional<Scenario> shownScenario_;
  bool shownScenarioStale_ = true;

  bool software_ = false;
  bool nodesStale_ = false;  // the scene graph nodes show another document: build them anew
  ImageCache mapCache_;    // software path: the map and its labels
  ImageCache labelCache_;  // GPU path: the labels
  ImageCache overlayCache_;  // software path: the overlay, around its bounds
  Mesh paintedOverlay_;      // what overlayCache_ shows
  int cachePaints_ = 0;
};

}  // namespace sandtable::editor
