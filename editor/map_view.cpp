#include "editor/map_view.h"

#include <QPainter>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGImageNode>
#include <QSGRendererInterface>
#include <QSGTexture>
#include <QSGTransformNode>
#include <QSGVertexColorMaterial>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>

#include "editor/map_labels.h"
#include "editor/mesh_painter.h"
#include "editor/table_labels.h"
#include "editor/table_shapes.h"

namespace sandtable::editor {

namespace {

constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 8.0;
const Rgba kPreview{255, 140, 0, 255};
const Rgba kSelection{30, 110, 230, 255};

// Copies a vertex array into a geometry node (creating the node on first use).
QSGGeometryNode* geometryNode(QSGNode* parent, int childIndex, const std::vector<Vertex>& vertices, bool lines) {
  auto* node = static_cast<QSGGeometryNode*>(parent->childAtIndex(childIndex));
  QSGGeometry* geometry = node->geometry();
  geometry->allocate(static_cast<int>(vertices.size()));
  geometry->setDrawingMode(lines ? QSGGeometry::DrawLines : QSGGeometry::DrawTriangles);
  if (lines) geometry->setLineWidth(1.0f);
  if (!vertices.empty()) std::memcpy(geometry->vertexData(), vertices.data(), vertices.size() * sizeof(Vertex));
  node->markDirty(QSGNode::DirtyGeometry);
  return node;
}

bool sameMesh(const Mesh& a, const Mesh& b) {
  const auto same = [](const std::vector<Vertex>& x, const std::vector<Vertex>& y) {
    return x.size() == y.size() && (x.empty() || std::memcmp(x.data(), y.data(), x.size() * sizeof(Vertex)) == 0);
  };
  return same(a.triangles, b.triangles) && same(a.lines, b.lines);
}

// The box (map units) around a mesh's vertices; empty for an empty mesh.
QRectF meshBounds(const Mesh& mesh) {
  float left = 0, top = 0, right = 0, bottom = 0;
  bool any = false;
  for (const auto* part : {&mesh.triangles, &mesh.lines})
    for (const Vertex& v : *part) {
      left = any ? std::min(left, v.x) : v.x;
      right = any ? std::max(right, v.x) : v.x;
      top = any ? std::min(top, v.y) : v.y;
      bottom = any ? std::max(bottom, v.y) : v.y;
      any = true;
    }
  return any ? QRectF(QPointF(left, top), QPointF(right, bottom)) : QRectF();
}

QSGGeometryNode* newColoredNode() {
  auto* node = new QSGGeometryNode;
  node->setGeometry(new QSGGeometry(QSGGeometry::defaultAttributes_ColoredPoint2D(), 0));
  node->setFlag(QSGNode::OwnsGeometry);
  node->setMaterial(new QSGVertexColorMaterial);
  node->setFlag(QSGNode::OwnsMaterial);
  return node;
}

}  // namespace

MapView::MapView(QQuickItem* parent) : QQuickItem(parent) {
  setFlag(ItemHasContents);
  setFlag(ItemIsFocusScope);
  setAcceptedMouseButtons(Qt::LeftButton | Qt::MiddleButton);
  setAcceptHoverEvents(true);
  setActiveFocusOnTab(true);
  setClip(true);
  connect(&overlayJob_, &BackgroundJob::runningChanged, this, &MapView::overlayBusyChanged);
}

MapView::~MapView() = default;

void MapView::setDocument(MapDocument* document) {
  if (document_ == document) return;
  if (document_) disconnect(document_, nullptr, this, nullptr);
  document_ = document;
  tools_ = document ? std::make_unique<ToolController>(*document) : nullptr;
  if (tools_) tools_->settings().tool = toolFromName(toolName_);
  tableTools_ = document ? std::make_unique<TableToolController>(*document) : nullptr;
  if (tableTools_) {
    tableTools_->setTool(tableToolFromName(toolName_));
    tableTools_->onSelectionChanged = [this] {
      overlayDirty_ = true;
      update();
      emit selectionChanged();
    };
    tableTools_->onPointPicked = [this](TablePoint p) { emit tablePointPicked(toolName_, p.x, p.y); };
    tableTools_->onAreaDrawn = [this](double x, double y, double w, double h) { emit tableAreaDrawn(x, y, w, h); };
    tableTools_->onZoneOutlined = [this](const std::vector<TablePoint>& corners) {
      QVariantList points;
      for (const TablePoint& p : corners) points.append(QPointF(p.x, p.y));
      emit tableZoneOutlined(points);
    };
  }
  if (document_) {
    connect(document_, &MapDocument::mapChanged, this, &MapView::onMapChanged);
    connect(document_, &MapDocument::tableChanged, this, &MapView::onTableChanged);
    connect(document_, &MapDocument::scenarioChanged, this, &MapView::onScenarioChanged);
    connect(document_, &MapDocument::documentChanged, this, &MapView::onDocumentReset);
  }
  onDocumentReset();
  emit documentChanged();
}

// The one place where what the view shows about a document is dropped when another replaces
// it (File > Open, New Map, New Scenario, Close): the selection, the sight line, the overlay
// and its legend (and a computation still running on the old map, whose tints would index
// the new one), the tools' strokes and the tape, and so the status bar's text about them, and
// the drawn layers (a table's zones, objectives and points stayed drawn over a grid).
void MapView::onDocumentReset() {
  const Map* map = document_ ? document_->map() : nullptr;
  layout_ = map ? std::make_unique<MapLayout>(*map) : nullptr;
  selected_ = -1;
  tableMeshDirty_ = tableScenarioDirty_ = true;
  tableSlices_.clear();
  tableMeshes_ = {};
  tableLines_.clear();
  nodesStale_ = true;  // updatePaintNode drops every layer, the table's zones and objectives too
  tableSight_.reset();
  observer_.reset();
  if (tableTools_) tableTools_->reset();
  zoneStroke_.clear();
  panning_ = false;
  hover_ = -1;
  hoverPoint_ = QPointF();
  fitPending_ = true;
  sight_.reset();
  overlayJob_.cancel();
  overlayMode_ = QStringLiteral("none");
  reachZone_.clear();
  reachMobility_.clear();
  overlayResult_ = OverlayResult{};
  tintsDirty_ = true;
  emit losChanged();
  emit overlayChanged();
  if (width() > 0 && height() > 0) fitToWindow();
  meshDirty_ = true;
  onMapChanged({});
  emit selectionChanged();
  emit hoverChanged();
}

void MapView::onMapChanged(const QList<int>& locations) {
  // Small edits recolour their locations and redraw the features; big ones rebuild it all.
  const int size = layout_ ? layout_->grid().size() : 0;
  if (locations.size() > size / 4) meshDirty_ = true;
  else if (!meshDirty_) {
    recolor_.insert(recolor_.end(), locations.begin(), locations.end());
    featuresDirty_ = true;
  }
  mapCache_.dirty = labelCache_.dirty = true;
  overlayDirty_ = true;
  sight_.mapChanged();
  if (sight_.to() >= 0) updateSightLine(sight_.to());
  if (overlayMode_ != QLatin1String("none")) requestAnalysis();
  update();
  emit hoverChanged();  // the hovered hex's terrain/level may have changed
}

QString MapView::losText() const {
  if (isTable()) return tableSight_.text();
  return document_ && document_->map() ? sight_.text(*document_->map()) : QString();
}
QString MapView::losReverseText() const {
  if (isTable()) return tableSight_.reverseText();
  return document_ && document_->map() ? sight_.reverseText(*document_->map()) : QString();
}
QVariantList MapView::losProfile() const {
  if (isTable()) return {};  // a table line has no steps to chart; the text gives its reason
  return document_ && document_->map() ? sight_.profile(*document_->map()) : QVariantList();
}

void MapView::updateSightLine(int target) {
  if (!document_ || !document_->map()) return;
  sight_.setTo(*document_->map(), target);
  overlayDirty_ = true;
  update();
  emit losChanged();
}

void MapView::showSightLine(int from, int to) {
  setTool(QStringLiteral("los"));
  sight_.setFrom(from);
  updateSightLine(to);
}

void MapView::setOverlayMode(const QString& mode) {
  if (mode == overlayMode_) return;
  overlayMode_ = mode;
  requestAnalysis();
  emit overlayChanged();
}

void MapView::setReachZone(const QString& zone) {
  if (zone == reachZone_) return;
  reachZone_ = zone;
  if (overlayMode_ == QLatin1String("reach")) requestAnalysis();
  emit overlayChanged();
}

void MapView::setReachMobility(const QString& mobility) {
  if (mobility == reachMobility_) return;
  reachMobility_ = mobility;
  if (tableTools_ && document_ && document_->map())  // the tape reports the going of this mobility
    tableTools_->setMobility(std::max(0, document_->map()->rules->mobilityIndex(mobility.toStdString())));
  if (overlayMode_ == QLatin1String("reach")) requestAnalysis();
  emit overlayChanged();
}

void MapView::requestAnalysis() {
  if (!document_ || !document_->map()) return;
  const Map& map = *document_->map();
  if (map.isTable()) return requestTableAnalysis();
  OverlayRequest request;
  if (overlayMode_ == QLatin1String("viewshed")) {
    request.mode = OverlayRequest::Mode::Viewshed;
    request.from = selected_;
  } else if (overlayMode_ == QLatin1String("reach")) {
    request.mode = OverlayRequest::Mode::Reach;
    request.mobility = map.rules->mobilityIndex(reachMobility_.toStdString());
    const Scenario* scenario = document_->scenario();
    const Zone* zone = scenario ? scenario->zone(reachZone_.toStdString()) : nullptr;
    if (zone) request.starts = zone->resolved;
    else if (selected_ >= 0) request.starts = {selected_};
  }
  // The worker reads its own copy of the map, never the one being edited.
  auto copy = std::make_shared<Map>(map);
  runAnalysis([copy, request] { return computeOverlay(*copy, nullptr, request); });
}

void MapView::runAnalysis(std::function<OverlayResult()> compute) {
  overlayJob_.request([this, compute = std::move(compute)]() -> std::function<void()> {
    auto result = std::make_shared<OverlayResult>(compute());
    return [this, result] {
      overlayResult_ = std::move(*result);
      tintsDirty_ = true;
      mapCache_.dirty = true;
      update();
      emit overlayChanged();
    };
  });
}

void MapView::setTool(const QString& name) {
  if (name == toolName_) return;
  toolName_ = name;
  if (tools_) tools_->settings().tool = toolFromName(name);
  if (tableTools_) tableTools_->setTool(tableToolFromName(name));
  overlayDirty_ = true;
  update();
  emit toolChanged();
}

#define SANDTABLE_TOOL_SETTER(Setter, field)  \
  void MapView::Setter(int value) {           \
    if (!tools_ || tools_->settings().field == value) return; \
    tools_->settings().field = value;         \
    overlayDirty_ = true;                     \
    update();                                 \
    emit toolChanged();                       \
  }
SANDTABLE_TOOL_SETTER(setFeature, feature)
SANDTABLE_TOOL_SETTER(setMarker, marker)
SANDTABLE_TOOL_SETTER(setLevelValue, level)
#undef SANDTABLE_TOOL_SETTER

void MapView::setTerrain(int t) {
  if (!tools_ || tools_->settings().terrain == t) return;
  tools_->settings().terrain = t;
  if (tableTools_) tableTools_->setTerrain(t);  // what the table's drawing tools put down
  overlayDirty_ = true;
  update();
  emit toolChanged();
}

void MapView::setBrushRadius(int r) {
  r = std::clamp(r, 0, 3);
  if (!tools_ || tools_->settings().brushRadius == r) return;
  tools_->settings().brushRadius = r;
  overlayDirty_ = true;
  update();
  emit toolChanged();
}

void MapView::setHillBorder(bool b) {
  if (!tools_ || tools_->settings().hillBorder == b) return;
  tools_->settings().hillBorder = b;
  emit toolChanged();
}

void MapView::setSelectedIndex(int index) {
  if (index == selected_) return;
  selected_ = index;
  overlayDirty_ = true;
  if (overlayMode_ != QLatin1String("none")) requestAnalysis();
  update();
  emit selectionChanged();
}

QString MapView::hoverText() const {
  if (isTable()) return tableHoverText();
  if (!document_ || !document_->map() || hover_ < 0) return {};
  const Map& map = *document_->map();
  const auto& terrain = map.rules->terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(hover_)])];
  QString text = QStringLiteral("%1  %2, level %3")
                     .arg(QString::fromStdString(map.grid.label(hover_)), QString::fromStdString(terrain.name.empty() ? terrain.id : terrain.name))
                     .arg(map.levels[static_cast<std::size_t>(hover_)]);
  if (const LocationInfo* info = map.infoAt(hover_); info && !info->name.empty()) text += QStringLiteral("  \"%1\"").arg(QString::fromStdString(info->name));
  return text;
}

QTransform MapView::mapToViewTransform() const { return QTransform(zoom_, 0, 0, zoom_, offset_.x(), offset_.y()); }

PointF MapView::toMap(QPointF v) const { return {(v.x() - offset_.x()) / zoom_, (v.y() - offset_.y()) / zoom_}; }

QPointF MapView::viewPointOf(int index) const {
  if (!layout_ || index < 0 || index >= layout_->grid().size()) return {};
  const PointF c = layout_->center(index);
  return mapToViewTransform().map(QPointF(c.x, c.y));
}

int MapView::locationAtView(double x, double y) const { return layout_ ? layout_->locationAt(toMap({x, y})) : -1; }

void MapView::viewUpdated() {
  update();
  emit viewChanged();
}

void MapView::fitToWindow() {
  if (!layout_ || width() <= 0 || height() <= 0) return;
  fitPending_ = false;
  const auto box = layout_->bounds();
  const double margin = 16;
  // What to fit: the bounds (map units) and, on a table, the rulers' numbers to the left and
  // above their tips, which keep their size in pixels (in a small window the bounds' room for
  // them shrinks below the numbers' width).
  double left = box.left, top = box.top;
  QMarginsF text;
  if (isTable()) {
    const RulerNumberRoom room = rulerNumberRoom(*document_->map());
    left = top = -room.tip;
    text = room.text;
  }
  const double w = box.right - left, h = box.bottom - top;
  const double textW = text.left() + text.right(), textH = text.top() + text.bottom();
  zoom_ = std::clamp(std::min((width() - 2 * margin - textW) / w, (height() - 2 * margin - textH) / h), kMinZoom, kMaxZoom);
  offset_ = QPointF((width() - w * zoom_ - textW) / 2 + text.left() - left * zoom_,
                    (height() - h * zoom_ - textH) / 2 + text.top() - top * zoom_);
  atFit_ = true;
  viewUpdated();
}

void MapView::zoomBy(double factor, double viewX, double viewY) {
  const QPointF anchor = viewX < 0 ? QPointF(width() / 2, height() / 2) : QPointF(viewX, viewY);
  const PointF before = toMap(anchor);
  zoom_ = std::clamp(zoom_ * factor, kMinZoom, kMaxZoom);
  atFit_ = false;
  // Keep the map point under the anchor where it was.
  offset_ = QPointF(anchor.x() - before.x * zoom_, anchor.y() - before.y * zoom_);
  viewUpdated();
}

void MapView::panBy(double dx, double dy) {
  offset_ += QPointF(dx, dy);
  atFit_ = false;
  viewUpdated();
}

void MapView::centerOn(int index) {
  if (!layout_ || index < 0 || index >= layout_->grid().size()) return;
  const PointF c = layout_->center(index);
  offset_ = QPointF(width() / 2 - c.x * zoom_, height() / 2 - c.y * zoom_);
  atFit_ = false;
  viewUpdated();
}

void MapView::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
  QQuickItem::geometryChange(newGeometry, oldGeometry);
  // A view at Fit stays fitted when it is resized (the window, the side panel, a panel docked
  // below it); one zoomed or panned by hand keeps its zoom.
  if ((fitPending_ || atFit_) && newGeometry.width() > 0 && newGeometry.height() > 0) fitToWindow();
  else viewUpdated();
}

void MapView::setHover(QPointF viewPoint) {
  hoverPoint_ = viewPoint;
  const int at = locationAtView(viewPoint.x(), viewPoint.y());
  overlayDirty_ = true;
  update();
  if (at != hover_) {
    hover_ = at;
    emit hoverChanged();
    if (toolName_ == QLatin1String("los") && sight_.from() >= 0) updateSightLine(at);
  }
}

void MapView::rebuildOverlay() {
  overlay_.clear();
  if (!layout_ || !tools_) return;
  if (isTable()) return rebuildTableOverlay();
  if (hover_ >= 0 && tools_->settings().tool != Tool::Select) {
    const PointF p = toMap(hoverPoint_);
    if (tools_->settings().tool == Tool::Hexside) {
      if (auto hit = layout_->nearestHexside(p); hit && hit->b >= 0) {
        const auto [a, b] = layout_->hexsideEdge(layout_->grid().offset(hit->a), hit->bOffset);
        overlay_.band(a, b, MapLayout::kHexSize * 0.22, kPreview);
      }
    } else if (tools_->settings().tool == Tool::Border) {
      if (auto hit = layout_->nearestCardBorder(p)) {
        std::array<PointF, 6> c{};
        layout_->corners(hit->card, c);
        overlay_.band(c[static_cast<std::size_t>(hit->side)], c[static_cast<std::size_t>((hit->side + 1) % 4)], MapLayout::kCardSize * 0.07, kPreview);
      }
    } else {
      buildOutlineMesh(*layout_, tools_->preview(p), kPreview, layout_->locationExtent() * 0.05, overlay_);
    }
  }
  const auto& road = tools_->roadInProgress();
  for (std::size_t i = 1; i < road.size(); ++i) overlay_.band(layout_->center(road[i - 1]), layout_->center(road[i]), MapLayout::kHexSize * 0.16, kPreview);
  if (selected_ >= 0) buildOutlineMesh(*layout_, {selected_}, kSelection, layout_->locationExtent() * 0.07, overlay_);
  if (toolName_ == QLatin1String("los")) sight_.appendOverlay(*document_->map(), *layout_, overlay_);
  if (!zoneStroke_.empty()) buildOutlineMesh(*layout_, zoneStroke_, kPreview, layout_->locationExtent() * 0.05, overlay_);
}

QSGNode* MapView::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
  const bool software = window() && window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
  // A new document starts from no nodes: the other kind of map fills other layers (a table's
  // scenario layer is no grid layer), which would otherwise keep the old document's geometry.
  if (software != software_ || nodesStale_) {
    software_ = software;
    nodesStale_ = false;
    delete old;
    old = nullptr;
    meshDirty_ = overlayDirty_ = tintsDirty_ = mapCache_.dirty = labelCache_.dirty = overlayCache_.dirty = true;
    QMetaObject::invokeMethod(this, &MapView::viewChanged, Qt::QueuedConnection);
  }
  if (!document_ || !document_->map() || !layout_) {
    delete old;
    return nullptr;
  }
  if (overlayDirty_) rebuildOverlay();
  return software_ ? buildSoftwareNode(old) : buildGpuNodes(old);
}

// Brings the mesh layers up to date with the map; true when the base layer changed.
bool MapView::refreshMeshes() {
  if (isTable()) return refreshTableMeshes();
  const Map& map = *document_->map();
  if (meshDirty_) {
    buildMapMeshes(map, *layout_, meshes_);
    meshDirty_ = featuresDirty_ = false;
    recolor_.clear();
    return true;
  }
  const bool recolored = !recolor_.empty();
  if (recolored) updateBaseColors(map, recolor_, meshes_.base);
  recolor_.clear();
  if (featuresDirty_) rebuildFeatures(map, *layout_, meshes_.features);
  return recolored;
}

QSGNode* MapView::buildGpuNodes(QSGNode* old) {
  // root: [transform: fills, grid, features, overlay] [label image]
  QSGNode* root = old;
  if (!root) {
    root = new QSGNode;
    auto* transform = new QSGTransformNode;
    // Grids: fills, grid, features, tints, (unused), overlay. Tables: base, features, grid
    // and rulers, tints, scenario, overlay.
    for (int i = 0; i < 6; ++i) transform->appendChildNode(newColoredNode());
    root->appendChildNode(transform);
    meshDirty_ = overlayDirty_ = labelCache_.dirty = tableMeshDirty_ = true;
  }
  auto* transform = static_cast<QSGTransformNode*>(root->firstChild());
  if (isTable() && refreshTableMeshes()) {
    geometryNode(transform, 0, tableMeshes_.base.triangles, false);
    geometryNode(transform, 1, tableMeshes_.features.triangles, false);
    geometryNode(transform, 2, tableLines_.lines, true);
    geometryNode(transform, 4, tableMeshes_.scenario.triangles, false);
  }
  if (!isTable()) {
    const bool rebuilt = meshDirty_;
    const bool featuresChanged = meshDirty_ || featuresDirty_;
    if (refreshMeshes()) geometryNode(transform, 0, meshes_.base.triangles, false);
    if (rebuilt) geometryNode(transform, 1, meshes_.base.lines, true);
    if (featuresChanged) geometryNode(transform, 2, meshes_.features.triangles, false);
    featuresDirty_ = false;
  }
  if (tintsDirty_) {
    tints_.clear();
    if (overlayMode_ != QLatin1String("none")) appendTints(*layout_, overlayResult_, tints_);
    geometryNode(transform, 3, tints_.triangles, false);
    tintsDirty_ = false;
  }
  if (overlayDirty_) {
    geometryNode(transform, 5, overlay_.triangles, false);
    overlayDirty_ = false;
  }
  QMatrix4x4 m;
  m.translate(static_cast<float>(offset_.x()), static_cast<float>(offset_.y()));
  m.scale(static_cast<float>(zoom_));
  transform->setMatrix(m);

  QSGNode* labels = transform->nextSibling();
  // A table's rulers are numbered at every zoom; grids label their locations when readable.
  if (!isTable() && !labelsReadable(*layout_, zoom_)) {
    delete labels;
    return root;
  }
  const bool changed = refreshCache(labelCache_, drawnArea(), [this](QPainter& p, const QTransform& t, const QRectF& area) {
    paintMapPicture(p, t, area, false);
  });
  QSGNode* node = imageNode(labels, labelCache_, changed);
  if (!labels) root->appendChildNode(node);
  return root;
}

QRectF MapView::drawnArea() const {
  const auto b = layout_->bounds();
  const QRectF bounds(b.left, b.top, b.width(), b.height());
  if (!isTable()) return bounds;
  // The rulers' numbers reach further than the bounds when the zoom is small.
  const RulerNumberRoom room = rulerNumberRoom(*document_->map());
  const QMarginsF& t = room.text;
  const QRectF numbers(QPointF(-room.tip - t.left() / zoom_, -room.tip - t.top() / zoom_),
                       bounds.bottomRight() + QPointF(t.right() / zoom_, t.bottom() / zoom_));
  return bounds.united(numbers);
}

bool MapView::refreshCache(ImageCache& cache, const QRectF& content, const PaintFn& paint) {
  const QRectF visible = mapToViewTransform().inverted().mapRect(QRectF(0, 0, width(), height()));
  const QRectF needed = visible.intersected(content);
  // Half a pixel of slack: the picture's edges are rounded to whole pixels.
  const double slack = 0.5 / zoom_;
  if (!cache.dirty && cache.zoom == zoom_ && !cache.image.isNull() &&
      (needed.isEmpty() || cache.rect.adjusted(-slack, -slack, slack, slack).contains(needed)))
    return false;
  // Cover the view plus half a view on each side, within what there is to draw.
  QRectF area = visible.adjusted(-visible.width() / 2, -visible.height() / 2, visible.width() / 2, visible.height() / 2)
                    .intersected(content);
  if (area.isEmpty()) area = visible;
  // Whole view pixels: the picture's pixels are the view's, so a pan copies it unscaled (a
  // picture a fraction of a pixel off in size was scaled on every frame).
  const QRectF pixelArea = mapToViewTransform().mapRect(area).toAlignedRect();
  const QSize pixels(std::max(1, static_cast<int>(pixelArea.width())), std::max(1, static_cast<int>(pixelArea.height())));
  const PointF corner = toMap(pixelArea.topLeft());
  area = QRectF(corner.x, corner.y, pixels.width() / zoom_, pixels.height() / zoom_);
  cache.image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
  cache.image.fill(Qt::transparent);
  QPainter painter(&cache.image);
  paint(painter, QTransform(zoom_, 0, 0, zoom_, offset_.x() - pixelArea.left(), offset_.y() - pixelArea.top()), area);
  cache.rect = area;
  cache.zoom = zoom_;
  cache.dirty = false;
  ++cachePaints_;
  return true;
}

void MapView::paintMapPicture(QPainter& painter, const QTransform& toCache, const QRectF& area, bool withMap) {
  const Map& map = *document_->map();
  if (withMap) {
    refreshMeshes();
    featuresDirty_ = false;
    const bool table = isTable();
    paintMesh(painter, table ? tableMeshes_.base : meshes_.base, toCache, area);
    paintMesh(painter, table ? tableMeshes_.features : meshes_.features, toCache, area);
    if (table) paintMesh(painter, tableLines_, toCache, area);
    if (overlayMode_ != QLatin1String("none")) {
      tints_.clear();
      appendTints(*layout_, overlayResult_, tints_);
      paintMesh(painter, tints_, toCache, area);
    }
    if (table) paintMesh(painter, tableMeshes_.scenario, toCache, area);
    tintsDirty_ = false;
  }
  if (isTable()) paintTableLabels(painter, map, document_->scenario(), toCache, area, zoom_);
  else paintLabels(painter, map, *layout_, toCache, area, zoom_);
}

QSGNode* MapView::imageNode(QSGNode* old, const ImageCache& cache, bool changed) {
  auto* node = static_cast<QSGImageNode*>(old);
  if (!node) node = window()->createImageNode();
  if (changed || !node->texture()) {
    // Whether an image node deletes an owned texture when it is given another differs between
    // Qt versions and scene graph backends; taking it out of the node's hands for the swap
    // deletes it exactly once everywhere.
    std::unique_ptr<QSGTexture> previous(node->ownsTexture() ? node->texture() : nullptr);
    node->setOwnsTexture(false);
    node->setTexture(window()->createTextureFromImage(cache.image));
    node->setOwnsTexture(true);
  }
  node->setRect(QRectF(mapToViewTransform().map(cache.rect.topLeft()), QSizeF(cache.image.size())));
  return node;
}

bool MapView::meshesStale() const {
  // Only the flags of the map's own kind: a table never clears the grid's (and a grid never
  // clears the table's), so reading both would repaint the cache on every pan.
  if (isTable()) return tableMeshDirty_ || tableScenarioDirty_ || !tableSlices_.empty();
  return meshDirty_ || featuresDirty_ || !recolor_.empty();
}

QSGNode* MapView::buildSoftwareNode(QSGNode* old) {
  // root: [map picture] [overlay picture, while there is an overlay]. The software scene graph
  // has no vertex-coloured geometry, so both are painted into images that a pan only moves.
  QSGNode* root = old ? old : new QSGNode;
  if (meshesStale() || tintsDirty_) mapCache_.dirty = true;
  QSGNode* mapNode = root->firstChild();
  const bool mapChanged = refreshCache(mapCache_, drawnArea(), [this](QPainter& p, const QTransform& t, const QRectF& area) {
    paintMapPicture(p, t, area, true);
  });
  QSGNode* node = imageNode(mapNode, mapCache_, mapChanged);
  if (!mapNode) root->appendChildNode(node);

  QSGNode* overlayNode = node->nextSibling();
  // The overlay is rebuilt on every hover move; its picture only when it really changed.
  if (overlayDirty_ && !sameMesh(overlay_, paintedOverlay_)) {
    paintedOverlay_ = overlay_;
    overlayCache_.dirty = true;
  }
  overlayDirty_ = false;
  const QRectF bounds = meshBounds(overlay_);
  if (bounds.isEmpty()) {
    delete overlayNode;
    return root;
  }
  // Its lines are a pixel wide whatever the zoom: a little room around its triangles.
  const double pad = 2 / zoom_;
  const bool overlayChanged = refreshCache(overlayCache_, bounds.adjusted(-pad, -pad, pad, pad),
                                           [this](QPainter& p, const QTransform& t, const QRectF& area) {
                                             paintMesh(p, paintedOverlay_, t, area);
                                           });
  node = imageNode(overlayNode, overlayCache_, overlayChanged);
  if (!overlayNode) root->appendChildNode(node);
  return root;
}

void MapView::mousePressEvent(QMouseEvent* event) {
  forceActiveFocus();
  if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && spaceHeld_)) {
    panning_ = true;
    lastPan_ = event->position();
    event->accept();
    return;
  }
  if (event->button() != Qt::LeftButton || !tools_ || !layout_) return;
  if (isTable()) {
    tableMousePress(event);
    event->accept();
    return;
  }
  if (toolName_ == QLatin1String("los")) {
    // Each click picks a new source; the target follows the mouse.
    sight_.setFrom(locationAtView(event->position().x(), event->position().y()));
    updateSightLine(sight_.from());
    event->accept();
    return;
  }
  if (toolName_ == QLatin1String("zone")) {
    // Zones belong to the scenario: the stroke is collected here and handed to QML, which
    // merges it into the zone through the scenario editor (one undo step per stroke).
    zoneStroke_ = tools_->preview(toMap(event->position()));
    overlayDirty_ = true;
    update();
    event->accept();
    return;
  }
  const int at = tools_->press(toMap(event->position()));
  if (at >= 0) setSelectedIndex(at);
  overlayDirty_ = true;
  update();
  event->accept();
}

void MapView::mouseMoveEvent(QMouseEvent* event) {
  if (panning_) {
    panBy(event->position().x() - lastPan_.x(), event->position().y() - lastPan_.y());
    lastPan_ = event->position();
    return;
  }
  setHover(event->position());
  if (isTable() && tableTools_) return tableMouseMove(event);
  if (toolName_ == QLatin1String("zone") && (event->buttons() & Qt::LeftButton) && tools_) {
    for (int i : tools_->preview(toMap(event->position())))
      if (std::find(zoneStroke_.begin(), zoneStroke_.end(), i) == zoneStroke_.end()) zoneStroke_.push_back(i);
    return;
  }
  if (tools_ && tools_->active()) tools_->move(toMap(event->position()));
}

void MapView::mouseReleaseEvent(QMouseEvent* event) {
  if (panning_) {
    panning_ = false;
    return;
  }
  if (isTable() && tableTools_) return tableMouseRelease(event);
  if (toolName_ == QLatin1String("zone") && !zoneStroke_.empty()) {
    const QList<int> stroke(zoneStroke_.begin(), zoneStroke_.end());
    zoneStroke_.clear();
    emit zonePainted(stroke, event->modifiers() & Qt::ShiftModifier);
  }
  if (tools_ && tools_->active()) tools_->release(toMap(event->position()));
  overlayDirty_ = true;
  update();
}

void MapView::hoverMoveEvent(QHoverEvent* event) {
  setHover(event->position());
  if (isTable() && tableTools_) {
    // Hovering moves the sight line's target and the polygon's rubber line.
    const TablePoint p = tablePointAt(event->position());
    tableTools_->move(p, {}, 0);
    if (toolName_ == QLatin1String("los") && tableSight_.from())
      updateTableSightLine((event->modifiers() & Qt::AltModifier) ? p : snapPoint(p));
    emit hoverChanged();
  }
}

void MapView::hoverLeaveEvent(QHoverEvent*) {
  hover_ = -1;
  overlayDirty_ = true;
  update();
  emit hoverChanged();
}

void MapView::wheelEvent(QWheelEvent* event) {
  const double steps = event->angleDelta().y() / 120.0;
  if (steps != 0) zoomBy(std::pow(1.15, steps), event->position().x(), event->position().y());
  event->accept();
}

void MapView::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    spaceHeld_ = true;
    event->accept();
    return;
  }
  if (isTable() && tableKeyPress(event)) {
    event->accept();
    return;
  }
  QQuickItem::keyPressEvent(event);
}

void MapView::keyReleaseEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    spaceHeld_ = false;
    event->accept();
    return;
  }
  QQuickItem::keyReleaseEvent(event);
}

}  // namespace sandtable::editor
