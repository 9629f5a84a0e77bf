#include "editor/map_art_layer.h"

#include <QCursor>
#include <QMouseEvent>
#include <QPainter>

#include "editor/map_mesh.h"

namespace sandtable::editor {

namespace {

QColor qColor(Rgba c) {
  return QColor(c.r, c.g, c.b);
}

const QColor kGridInk(40, 40, 40, 150);
const QColor kAnchorInk(220, 30, 30);

}  // namespace

MapArtLayer::MapArtLayer(QQuickItem* parent) : QQuickPaintedItem(parent) {
  setAcceptedMouseButtons(Qt::NoButton);
}

void MapArtLayer::setView(MapView* view) {
  if (view_ == view) return;
  if (view_) disconnect(view_, nullptr, this, nullptr);
  view_ = view;
  if (view_) {
    for (auto signal :
         {&MapView::viewChanged, &MapView::selectionChanged, &MapView::documentChanged})
      connect(view_, signal, this, [this] { update(); });
  }
  follow();
  emit viewChanged();
}

void MapArtLayer::setArt(MapArtController* art) {
  if (art_ == art) return;
  if (art_) disconnect(art_, nullptr, this, nullptr);
  art_ = art;
  if (art_) {
    connect(art_, &MapArtController::artChanged, this, &MapArtLayer::follow);
    connect(art_, &MapArtController::displayChanged, this, &MapArtLayer::follow);
    if (MapDocument* doc = art_->document())
      connect(doc, &MapDocument::mapChanged, this, [this] { update(); });
  }
  follow();
  emit artChanged();
}

// Clicks are the layer's only while calibrating.
void MapArtLayer::follow() {
  const bool calibrating = art_ && art_->calibrating() && art_->hasArt();
  setAcceptedMouseButtons(calibrating ? Qt::LeftButton : Qt::NoButton);
  setCursor(QCursor(calibrating ? Qt::CrossCursor : Qt::ArrowCursor));
  update();
}

QTransform MapArtLayer::imageToView() const {
  if (!art_ || !view_) return {};
  return art_->imageToMap() * view_->mapToViewTransform();
}

void MapArtLayer::paint(QPainter* painter) {
  if (!art_ || !view_ || !art_->hasArt() || !art_->shown() || art_->picture().isNull()) return;
  QPainter& p = *painter;
  p.save();
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  p.setOpacity(art_->outlines() ? 1.0 : art_->opacity());
  p.setTransform(imageToView());
  p.drawImage(QPointF(0, 0), art_->picture());
  p.restore();
  p.setRenderHint(QPainter::Antialiasing);
  paintGrid(p, view_->mapToViewTransform());
  if (art_->calibrating() || !art_->fitted()) paintAnchors(p, imageToView());
}

// The grid over the art; in outline mode each location's edge in its terrain's colour.
void MapArtLayer::paintGrid(QPainter& p, const QTransform& mapToView) const {
  const Map* map = art_->document() ? art_->document()->map() : nullptr;
  const MapLayout* layout = view_->layout();
  if (!map || !layout) return;
  const QRectF visible = boundingRect();
  if (map->isTable()) {
    const PointF far = MapLayout::tableToMap({map->table.width, map->table.height});
    p.setPen(QPen(kGridInk, 1.5));
    p.drawRect(mapToView.mapRect(QRectF(0, 0, far.x, far.y)));
    return;
  }
  const double zoom = mapToView.m11();
  std::array<PointF, 6> corners;
  for (int i = 0; i < map->grid.size(); ++i) {
    const int n = layout->corners(i, corners);
    QPolygonF outline;
    for (int k = 0; k < n; ++k) outline << mapToView.map(QPointF(corners[k].x, corners[k].y));
    if (!visible.intersects(outline.boundingRect())) continue;
    if (art_->outlines()) {
      const auto& terrain = map->rules->terrain[std::size_t(map->terrain[std::size_t(i)])];
      // Inset so that two neighbours' colours sit side by side along their hexside.
      const QPointF c = mapToView.map(QPointF(layout->center(i).x, layout->center(i).y));
      QPolygonF inset;
      for (const QPointF& k : outline) inset << c + (k - c) * 0.86;
      p.setPen(QPen(qColor(parseColor(terrain.color)), std::max(2.0, 4 * zoom)));
      p.setBrush(Qt::NoBrush);
      p.drawPolygon(inset);
    }
    p.setPen(QPen(kGridInk, 1));
    p.drawPolygon(outline);
  }
  if (int s = view_->selectedIndex(); s >= 0 && s < map->grid.size()) {
    const int n = layout->corners(s, corners);
    QPolygonF outline;
    for (int k = 0; k < n; ++k) outline << mapToView.map(QPointF(corners[k].x, corners[k].y));
    const Rgba ink = MapView::kSelectionColor;
    p.setPen(QPen(qColor(ink), 3));
    p.drawPolygon(outline);
  }
}

// Each anchor: a red cross on its pixel of the picture and its place's name.
void MapArtLayer::paintAnchors(QPainter& p, const QTransform& toView) const {
  p.setPen(QPen(kAnchorInk, 2));
  QFont font = p.font();
  font.setBold(true);
  p.setFont(font);
  for (const QVariant& v : art_->anchors()) {
    const QVariantMap a = v.toMap();
    const QPointF at = toView.map(QPointF(a["x"].toDouble(), a["y"].toDouble()));
    p.drawLine(at - QPointF(9, 0), at + QPointF(9, 0));
    p.drawLine(at - QPointF(0, 9), at + QPointF(0, 9));
    p.drawEllipse(at, 5, 5);
    p.drawText(at + QPointF(8, -8), a["label"].toString());
  }
}

void MapArtLayer::mousePressEvent(QMouseEvent* event) {
  if (!art_ || !view_ || event->button() != Qt::LeftButton) {
    event->ignore();
    return;
  }
  const PointF m = view_->toMap(event->position());
  const QPointF px = art_->imagePointAt(m.x, m.y);
  forceActiveFocus();
  emit picked(px.x(), px.y(), art_->placeAt(m.x, m.y));
  event->accept();
}

}  // namespace sandtable::editor
