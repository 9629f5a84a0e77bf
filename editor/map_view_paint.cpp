// How the map view draws: the scene graph nodes (a GPU backend's vertex-coloured meshes under
// one transform, the software backend's cached pictures), the grid's meshes kept up to date,
// and the cached pictures of the map and its labels.
#include <QPainter>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGImageNode>
#include <QSGRendererInterface>
#include <QSGTexture>
#include <QSGTransformNode>
#include <QSGVertexColorMaterial>
#include <algorithm>
#include <cstring>
#include <memory>

#include "editor/map_labels.h"
#include "editor/map_view.h"
#include "editor/mesh_painter.h"
#include "editor/table_labels.h"
#include "editor/zone_layer.h"

namespace sandtable::editor {

namespace {

// Copies a vertex array into a geometry node (creating the node on first use).
QSGGeometryNode* geometryNode(QSGNode* parent, int childIndex, const std::vector<Vertex>& vertices,
                              bool lines) {
  auto* node = static_cast<QSGGeometryNode*>(parent->childAtIndex(childIndex));
  QSGGeometry* geometry = node->geometry();
  geometry->allocate(static_cast<int>(vertices.size()));
  geometry->setDrawingMode(lines ? QSGGeometry::DrawLines : QSGGeometry::DrawTriangles);
  if (lines) geometry->setLineWidth(1.0f);
  if (!vertices.empty())
    std::memcpy(geometry->vertexData(), vertices.data(), vertices.size() * sizeof(Vertex));
  node->markDirty(QSGNode::DirtyGeometry);
  return node;
}

bool sameMesh(const Mesh& a, const Mesh& b) {
  const auto same = [](const std::vector<Vertex>& x, const std::vector<Vertex>& y) {
    return x.size() == y.size() &&
           (x.empty() || std::memcmp(x.data(), y.data(), x.size() * sizeof(Vertex)) == 0);
  };
  return same(a.triangles, b.triangles) && same(a.lines, b.lines);
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

QSGNode* MapView::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
  const bool software =
      window() && window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
  // A new document starts from no nodes: the other kind of map fills other layers (a table's
  // scenario layer is no grid layer), which would otherwise keep the old document's geometry.
  if (software != software_ || nodesStale_) {
    software_ = software;
    nodesStale_ = false;
    delete old;
    old = nullptr;
    meshDirty_ = overlayDirty_ = tintsDirty_ = mapCache_.dirty = labelCache_.dirty =
        overlayCache_.dirty = true;
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
    // Grids: fills, grid, features, tints, zones, overlay. Tables: base, features, grid
    // and rulers, tints, scenario, overlay.
    for (int i = 0; i < 6; ++i) transform->appendChildNode(newColoredNode());
    root->appendChildNode(transform);
    meshDirty_ = overlayDirty_ = labelCache_.dirty = tableMeshDirty_ = gridZonesDirty_ = true;
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
    if (refreshGridZones()) geometryNode(transform, 4, gridZones_.triangles, false);
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
  if (!isTable() && !labelsReadable(*layout_, zoom_) && zoneLegend().isEmpty()) {
    delete labels;
    return root;
  }
  const bool changed = refreshCache(labelCache_, drawnArea(),
                                    [this](QPainter& p, const QTransform& t, const QRectF& area) {
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
  QRectF area = visible
                    .adjusted(-visible.width() / 2, -visible.height() / 2, visible.width() / 2,
                              visible.height() / 2)
                    .intersected(content);
  if (area.isEmpty()) area = visible;
  // Whole view pixels: the picture's pixels are the view's, so a pan copies it unscaled (a
  // picture a fraction of a pixel off in size was scaled on every frame).
  const QRectF pixelArea = mapToViewTransform().mapRect(area).toAlignedRect();
  const QSize pixels(std::max(1, static_cast<int>(pixelArea.width())),
                     std::max(1, static_cast<int>(pixelArea.height())));
  const PointF corner = toMap(pixelArea.topLeft());
  area = QRectF(corner.x, corner.y, pixels.width() / zoom_, pixels.height() / zoom_);
  cache.image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
  cache.image.fill(Qt::transparent);
  QPainter painter(&cache.image);
  paint(
      painter,
      QTransform(zoom_, 0, 0, zoom_, offset_.x() - pixelArea.left(), offset_.y() - pixelArea.top()),
      area);
  cache.rect = area;
  cache.zoom = zoom_;
  cache.dirty = false;
  ++cachePaints_;
  return true;
}

void MapView::paintMapPicture(QPainter& painter, const QTransform& toCache, const QRectF& area,
                              bool withMap) {
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
    if (!table) {
      refreshGridZones();
      paintMesh(painter, gridZones_, toCache, area);
    }
    if (table) paintMesh(painter, tableMeshes_.scenario, toCache, area);
    tintsDirty_ = false;
  }
  if (isTable()) {
    paintTableLabels(painter, map, shownScenario(), toCache, area, zoom_);
    return;
  }
  std::vector<QRectF> names = paintLabels(painter, map, *layout_, toCache, area, zoom_);
  if (const Scenario* s = document_->scenario()) {
    paintObjectiveNames(painter, map, *s, *layout_, toCache, zoom_, names);
    paintZoneLabels(painter, *s, *layout_, hiddenZones_, toCache, names);
  }
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

QSGNode* MapView::hiddenImageNode() {
  QImage clear(1, 1, QImage::Format_ARGB32_Premultiplied);
  clear.fill(Qt::transparent);
  QSGImageNode* node = window()->createImageNode();
  node->setTexture(window()->createTextureFromImage(clear));
  node->setOwnsTexture(true);
  node->setRect(QRectF());
  return node;
}

bool MapView::meshesStale() const {
  // Only the flags of the map's own kind: a table never clears the grid's (and a grid never
  // clears the table's), so reading both would repaint the cache on every pan.
  if (isTable()) return tableMeshDirty_ || tableScenarioDirty_ || !tableSlices_.empty();
  return meshDirty_ || featuresDirty_ || !recolor_.empty() || gridZonesDirty_;
}

QSGNode* MapView::buildSoftwareNode(QSGNode* old) {
  // root: [map picture] [overlay picture, while there is an overlay]. The software scene graph
  // has no vertex-coloured geometry, so both are painted into images that a pan only moves.
  QSGNode* root = old ? old : new QSGNode;
  if (meshesStale() || tintsDirty_) mapCache_.dirty = true;
  QSGNode* mapNode = root->firstChild();
  const bool mapChanged = refreshCache(
      mapCache_, drawnArea(), [this](QPainter& p, const QTransform& t, const QRectF& area) {
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
    // The overlay's node stays in the tree, hidden, rather than being deleted and added again:
    // Qt's software renderer places a node added under a drawn item without the item's own
    // position (the selection was drawn a palette's width up and left of its hex, over the
    // tool palette), and keeps it there for the node's life.
    if (overlayNode) static_cast<QSGImageNode*>(overlayNode)->setRect(QRectF());
    else root->appendChildNode(hiddenImageNode());
    return root;
  }
  // Its lines are a pixel wide whatever the zoom: a little room around its triangles.
  const double pad = 2 / zoom_;
  const bool overlayChanged =
      refreshCache(overlayCache_, bounds.adjusted(-pad, -pad, pad, pad),
                   [this](QPainter& p, const QTransform& t, const QRectF& area) {
                     paintMesh(p, paintedOverlay_, t, area);
                   });
  node = imageNode(overlayNode, overlayCache_, overlayChanged);
  if (!overlayNode) root->appendChildNode(node);
  return root;
}

}  // namespace sandtable::editor
