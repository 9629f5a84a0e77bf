// The map view's camera (map units <-> view, fit, zoom, pan, centre) and its mouse, wheel and
// key input on a grid (a table's goes on in map_view_table.cpp).
#include <QKeyEvent>
#include <QMouseEvent>
#include <algorithm>
#include <cmath>

#include "editor/map_labels.h"
#include "editor/map_view.h"
#include "editor/table_labels.h"
#include "editor/table_shapes.h"
#include "model/scenario_ops.h"

namespace sandtable::editor {

namespace {

constexpr double kMinZoom = 0.02;
constexpr double kMaxZoom = 8.0;

}  // namespace

QTransform MapView::mapToViewTransform() const {
  return QTransform(zoom_, 0, 0, zoom_, offset_.x(), offset_.y());
}

PointF MapView::toMap(QPointF v) const {
  return {(v.x() - offset_.x()) / zoom_, (v.y() - offset_.y()) / zoom_};
}

QPointF MapView::viewPointOf(int index) const {
  if (!layout_ || index < 0 || index >= layout_->grid().size()) return {};
  const PointF c = layout_->center(index);
  return mapToViewTransform().map(QPointF(c.x, c.y));
}

int MapView::locationAtView(double x, double y) const {
  return layout_ ? layout_->locationAt(toMap({x, y})) : -1;
}

void MapView::viewUpdated() {
  update();
  emit viewChanged();
}

void MapView::fitToWindow() {
  if (!layout_ || width() <= 0 || height() <= 0) return;
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
  zoom_ =
      std::clamp(std::min((width() - 2 * margin - textW) / w, (height() - 2 * margin - textH) / h),
                 kMinZoom, kMaxZoom);
  offset_ = QPointF((width() - w * zoom_ - textW) / 2 + text.left() - left * zoom_,
                    (height() - h * zoom_ - textH) / 2 + text.top() - top * zoom_);
  atFit_ = true;
  viewUpdated();
}

void MapView::frame(const QRectF& box) {
  if (!layout_ || width() <= 0 || height() <= 0 || box.isNull()) return;
  const double margin = layout_->locationExtent() * 0.75;
  const QRectF r = box.adjusted(-margin, -margin, margin, margin);
  // No closer than a location three times its readable size: a one-hex zone stays among its
  // neighbours.
  const double closest = 3 * kMinReadableLabelSize / layout_->locationExtent();
  zoom_ = std::clamp(std::min({width() / r.width(), height() / r.height(), closest}), kMinZoom,
                     kMaxZoom);
  offset_ = QPointF(width() / 2 - r.center().x() * zoom_, height() / 2 - r.center().y() * zoom_);
  atFit_ = false;
  viewUpdated();
}

void MapView::zoomBy(double factor, double viewX, double viewY) {
  const QPointF anchor = viewX < 0 ? QPointF(width() / 2, height() / 2) : QPointF(viewX, viewY);
  const PointF before = toMap(anchor);
  zoom_ = std::clamp(zoom_ * factor, kMinZoom, kMaxZoom);
  atFit_ = false;
  setFitPending(false);
  // Keep the map point under the anchor where it was.
  offset_ = QPointF(anchor.x() - before.x * zoom_, anchor.y() - before.y * zoom_);
  viewUpdated();
}

void MapView::panBy(double dx, double dy) {
  offset_ += QPointF(dx, dy);
  atFit_ = false;
  setFitPending(false);
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
  // The room changes with the window, a splitter, or the dock below the view growing (the LOS
  // panel, a legend; the window keeps the dock's room while the document is open, so panels
  // coming and going do not move the map between clicks). The rule (docs/editor.md, "Panels
  // and the view"): a view at Fit refits to its new room, unless the pointer is over the map,
  // for then the user is working on it (a sight line's second end, a key pressed over a
  // hex): the view keeps its scale and every map point stays where it is in the window, the
  // one under the cursor with it. A view zoomed or panned by hand keeps its scale and
  // position. Only an explicit Fit or opening a document fits it again.
  const bool hasRoom = newGeometry.width() > 0 && newGeometry.height() > 0;
  if (hasRoom && (fitPending_ || (atFit_ && !pointerOnMap_))) return fitToWindow();
  if (atFit_ && newGeometry.size() != oldGeometry.size()) atFit_ = false;
  // The view's own origin may have moved with its room (a panel or splitter above or left of
  // it): shift the map back by as much.
  offset_ -= newGeometry.topLeft() - oldGeometry.topLeft();
  viewUpdated();
}

void MapView::setHover(QPointF viewPoint) {
  hoverPoint_ = viewPoint;
  const int at = locationAtView(viewPoint.x(), viewPoint.y());
  overlayDirty_ = true;
  update();
  if (at != hover_) {
    hover_ = at;
    emit hoverChanged();
    // Off the grid (the background, on the way to the panel) the line stays as it was.
    if (toolName_ == QLatin1String("los") && sight_.from() >= 0 && !sightFixed_ && at >= 0) updateSightLine(at);
  }
}

void MapView::mousePressEvent(QMouseEvent* event) {
  forceActiveFocus();
  pointerOnMap_ = true;
  setFitPending(false);  // the user works on the view now
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
    // A click picks a source, the target follows the mouse, and the next click on another
    // location fixes it; a click after that starts again from a new source.
    const int at = locationAtView(event->position().x(), event->position().y());
    if (sight_.from() >= 0 && !sightFixed_ && at >= 0 && at != sight_.from()) {
      updateSightLine(at);
      sightFixed_ = true;
    } else {
      sight_.setFrom(at);
      sightFixed_ = false;
      updateSightLine(at);
    }
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
      if (std::find(zoneStroke_.begin(), zoneStroke_.end(), i) == zoneStroke_.end())
        zoneStroke_.push_back(i);
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
  emit toolStatusChanged();  // the road laid: no longer "release the button"
}

void MapView::hoverMoveEvent(QHoverEvent* event) {
  setHover(event->position());
  if (isTable() && tableTools_) {
    // Hovering moves the sight line's target and the polygon's rubber line.
    const TablePoint p = tablePointAt(event->position());
    tableTools_->move(p, {}, 0);
    // A fixed line stays (it followed the pointer to the LOS panel's buttons, and Add as
    // assertion recorded where the pointer left the map); off the table the line stays too.
    const Map* map = document_ ? document_->map() : nullptr;
    if (toolName_ == QLatin1String("los") && tableSight_.from() && !sightFixed_ && map && pointOnTable(map->table, p))
      updateTableSightLine((event->modifiers() & Qt::AltModifier) ? p : snapPoint(p));
    emit hoverChanged();
  }
}

void MapView::hoverEnterEvent(QHoverEvent* event) {
  pointerOnMap_ = true;
  hoverMoveEvent(event);
}

void MapView::hoverLeaveEvent(QHoverEvent*) {
  pointerOnMap_ = false;
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
  setFitPending(false);  // the user works on the view now (a tool key may bring a panel)
  if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
    spaceHeld_ = true;
    event->accept();
    return;
  }
  // Esc with the LOS tool takes the sight line away, fixed or not, to start afresh (it stayed
  // until another source was clicked).
  if (event->key() == Qt::Key_Escape && toolName_ == QLatin1String("los") &&
      (sight_.from() >= 0 || tableSight_.from())) {
    dropSightLines();
    overlayDirty_ = true;
    update();
    emit losChanged();
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
