// The map view on a miniatures table: its meshes (table_mesh.h) kept up to date slice by
// slice, the table tools (table_tools.h), the sight line between two points and the table
// overlays. The rest of MapView (zoom, pan, caches, scene graph nodes) is shared with grids.
#include <QDebug>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>
#include <cmath>

#include "editor/map_view.h"
#include "editor/table_hit.h"
#include "editor/table_shapes.h"
#include "model/scenario_ops.h"

namespace sandtable::editor {

namespace {

// How close (in pixels) the pointer must come to a handle, an edge or a thin feature.
constexpr double kPickPixels = 6;

TableInput inputOf(Qt::KeyboardModifiers m) {
  return {(m & Qt::ShiftModifier) != 0, (m & Qt::AltModifier) != 0};
}

}  // namespace

void MapView::onTableChanged(int first, int oldEnd, int newEnd) {
  if (tableTools_) tableTools_->featuresReplaced(first, oldEnd, newEnd);
  const Map* map = document_ ? document_->map() : nullptr;
  const bool all = !map || (first == 0 && newEnd == static_cast<int>(map->features.size()));
  if (all) tableMeshDirty_ = true;
  else if (!tableMeshDirty_) tableSlices_.push_back({first, oldEnd, newEnd});
  mapCache_.dirty = labelCache_.dirty = true;
  overlayDirty_ = true;
  tableSight_.mapChanged();
  if (tableSight_.to()) updateTableSightLine(*tableSight_.to());
  if (overlayMode_ != QLatin1String("none")) requestAnalysis();
  update();
  emit hoverChanged();
  emit selectionChanged();  // the inspector shows the selected feature's new state
}

void MapView::onScenarioChanged() {
  zonesEdited();  // zones are drawn on every kind of map
  if (!isTable()) return;
  // Zones, objectives, points and the scenario's smoke: the scenario layer and, for smoke,
  // the sight line and the overlays.
  tableScenarioDirty_ = true;
  mapCache_.dirty = labelCache_.dirty = true;  // the labels name zones, objectives and points
  tableSight_.mapChanged();
  if (tableSight_.to()) updateTableSightLine(*tableSight_.to());
  if (overlayMode_ != QLatin1String("none")) requestAnalysis();
  update();
}

// Brings the table meshes up to date; true when anything changed.
bool MapView::refreshTableMeshes() {
  const Map& map = *document_->map();
  bool changed = false;
  if (tableMeshDirty_) {
    buildTableMeshes(map, shownScenario(), {}, tableMeshes_);
    // The grid and rulers lie over the features: they go to a layer of their own.
    tableLines_.clear();
    std::swap(tableLines_.lines, tableMeshes_.base.lines);
    tableMeshDirty_ = tableScenarioDirty_ = false;
    tableSlices_.clear();
    return true;
  }
  for (const auto& [first, oldEnd, newEnd] : tableSlices_) updateTableFeatures(map, first, oldEnd, newEnd, tableMeshes_);
  changed = !tableSlices_.empty();
  tableSlices_.clear();
  if (tableScenarioDirty_) {
    tableMeshes_.scenario.clear();
    rebuildTableScenario(map, shownScenario(), tableMeshes_.scenario);
    tableScenarioDirty_ = false;
    changed = true;
  }
  return changed;
}

int MapView::selectedFeature() const {
  return tableTools_ && !tableTools_->selection().empty() ? tableTools_->selection().front() : -1;
}

void MapView::setSelectedFeature(int index) {
  if (!tableTools_) return;
  tableTools_->setSelection(index >= 0 ? std::vector<int>{index} : std::vector<int>{});
}

int MapView::selectionCount() const { return tableTools_ ? static_cast<int>(tableTools_->selection().size()) : 0; }

double MapView::lineWidth() const { return tableTools_ ? tableTools_->lineWidth() : 0; }

void MapView::setLineWidth(double width) {
  if (!tableTools_ || width == tableTools_->lineWidth() || width < 0) return;
  tableTools_->setLineWidth(width);
  emit toolChanged();
}

QString MapView::observerText() const {
  return observer_ ? QString::fromStdString(tablePointText(*observer_)) : QString();
}

bool MapView::selectFeatureById(const QString& id) {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map || !map->isTable() || !tableTools_) return false;
  for (std::size_t i = 0; i < map->features.size(); ++i)
    if (map->features[i].id == id.toStdString()) {
      tableTools_->setSelection({static_cast<int>(i)});
      return true;
    }
  return false;
}

void MapView::centerOnTablePoint(double x, double y) {
  const PointF c = MapLayout::tableToMap({x, y});
  offset_ = QPointF(width() / 2 - c.x * zoom_, height() / 2 - c.y * zoom_);
  atFit_ = false;
  viewUpdated();
}

QPointF MapView::viewPointOfTable(double x, double y) const {
  const PointF c = MapLayout::tableToMap({x, y});
  return mapToViewTransform().map(QPointF(c.x, c.y));
}

void MapView::updateTableSightLine(TablePoint to) {
  if (!document_ || !document_->map()) return;
  tableSight_.setTo(*document_->map(), document_->scenario(), document_->revision(), to);
  overlayDirty_ = true;
  update();
  emit losChanged();
}

void MapView::showTableSightLine(double fromX, double fromY, double toX, double toY) {
  setTool(QStringLiteral("los"));
  tableSight_.setFrom({fromX, fromY});
  setObserver(fromX, fromY);
  updateTableSightLine({toX, toY});
  sightFixed_ = true;  // a line shown from a check or an issue stays where it was put
}

void MapView::setObserver(double x, double y) {
  const TablePoint p{x, y};
  if (observer_ && *observer_ == p) return;
  observer_ = p;
  if (overlayMode_ == QLatin1String("viewshed")) requestAnalysis();
  emit overlayChanged();
}

QString MapView::tableHoverText() const {
  const Map* map = document_ ? document_->map() : nullptr;
  // The point the pointer last crossed stays for the sight line; the text goes with the pointer.
  if (!map || hoverPoint_.isNull() || !pointerOnMap_) return {};
  const TablePoint p = tablePointAt(hoverPoint_);
  if (!pointOnTable(map->table, p)) return {};
  // Positions to the tenth: finer than a snap step, as a designer reads a tape.
  const auto tenth = [](double v) { return QString::number(std::round(v * 10) / 10, 'f', 1); };
  QString text = QStringLiteral("%1, %2").arg(tenth(p.x), tenth(p.y));
  const int under = featureAt(*map, p, kPickPixels * tablePixel());
  if (under >= 0) {
    const TableFeature& f = map->features[static_cast<std::size_t>(under)];
    const auto& type = map->rules->terrain[static_cast<std::size_t>(f.terrain)];
    text += QStringLiteral("  %1 (%2)").arg(QString::fromStdString(f.name.empty() ? f.id : f.name),
                                            QString::fromStdString(type.name.empty() ? type.id : type.name));
  }
  return text;
}

// Viewshed from the observer (the LOS tool's last click, or the table's centre); reach from
// the zone or point chosen in the overlay panel.
void MapView::requestTableAnalysis() {
  const Map& map = *document_->map();
  OverlayRequest request;
  if (overlayMode_ == QLatin1String("viewshed")) {
    request.mode = OverlayRequest::Mode::Viewshed;
    request.point = observer_.value_or(TablePoint{map.table.width / 2, map.table.height / 2});
  } else if (overlayMode_ == QLatin1String("reach")) {
    request.mode = OverlayRequest::Mode::Reach;
    request.mobility = map.rules->mobilityIndex(reachMobility_.toStdString());
    request.place = reachZone_.toStdString();
  }
  // The worker reads its own copy of the document, never the one being edited.
  auto copy = std::make_shared<LoadedDocument>(document_->snapshot());
  runAnalysis([copy, request] {
    return computeOverlay(copy->scenario ? *copy->scenario->map : *copy->map, copy->scenario.get(), request);
  });
}

QString MapView::tapeMobility() const {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map || !tableTools_ || map->rules->mobility.empty()) return {};
  const int i = std::clamp(tableTools_->mobility(), 0, static_cast<int>(map->rules->mobility.size()) - 1);
  return QString::fromStdString(map->rules->mobility[static_cast<std::size_t>(i)]);
}

void MapView::setTapeMobility(const QString& mobility) {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map || !tableTools_) return;
  const int index = map->rules->mobilityIndex(mobility.toStdString());
  if (index < 0) {
    qWarning().noquote() << QStringLiteral("MapView: '%1' is not a mobility class of ruleset %2")
                                .arg(mobility, QString::fromStdString(map->rules->id));
    return;
  }
  if (index == tableTools_->mobility()) return;
  tableTools_->setMobility(index);
  emit toolChanged();
  emit hoverChanged();  // the status reads the going for it
}

QPointF MapView::tapeEnd() const {
  if (!tableTools_ || tableTools_->tape().empty()) return {};
  const TablePoint end = tableTools_->tape().points().back();
  return viewPointOfTable(end.x, end.y);
}

void MapView::rebuildTableOverlay() {
  if (tableTools_) tableTools_->appendPreview(pixel(), overlay_);
  if (toolName_ == QLatin1String("los")) tableSight_.appendOverlay(pixel(), overlay_);
  appendSelectedZone(kSelectionColor);
}

bool MapView::tableMousePress(QMouseEvent* event) {
  const TablePoint p = tablePointAt(event->position());
  if (toolName_ == QLatin1String("los")) {
    // Sight line ends snap like every other table tool (Alt: exactly where clicked).
    const TablePoint at = (event->modifiers() & Qt::AltModifier) ? p : snapPoint(p);
    // A click picks a source (and the viewshed's observer), the target follows the mouse, and
    // the next click elsewhere fixes it; a click after that starts again from a new source.
    if (tableSight_.from() && !sightFixed_ && !(*tableSight_.from() == at)) {
      updateTableSightLine(at);
      sightFixed_ = true;
      return true;
    }
    tableSight_.setFrom(at);
    sightFixed_ = false;
    setObserver(at.x, at.y);
    updateTableSightLine(at);
    return true;
  }
  const int before = selectedFeature();
  tableTools_->press(p, inputOf(event->modifiers()), kPickPixels * tablePixel());
  overlayDirty_ = true;
  update();
  if (selectedFeature() != before) emit selectionChanged();
  emit hoverChanged();
  return true;
}

void MapView::tableMouseMove(QMouseEvent* event) {
  const TablePoint p = tablePointAt(event->position());
  tableTools_->move(p, inputOf(event->modifiers()), kPickPixels * tablePixel());
  if (toolName_ == QLatin1String("los") && tableSight_.from() && !sightFixed_)
    updateTableSightLine((event->modifiers() & Qt::AltModifier) ? p : snapPoint(p));
  overlayDirty_ = true;
  update();
  emit hoverChanged();
}

void MapView::tableMouseRelease(QMouseEvent* event) {
  tableTools_->release(tablePointAt(event->position()), inputOf(event->modifiers()));
  overlayDirty_ = true;
  update();
  emit hoverChanged();
}

void MapView::mouseDoubleClickEvent(QMouseEvent* event) {
  if (!isTable() || !tableTools_ || event->button() != Qt::LeftButton) return QQuickItem::mouseDoubleClickEvent(event);
  tableTools_->doubleClick(tablePointAt(event->position()), inputOf(event->modifiers()));
  overlayDirty_ = true;
  update();
  emit hoverChanged();
  event->accept();
}

bool MapView::tableKeyPress(QKeyEvent* event) {
  if (!tableTools_) return false;
  const bool used = tableTools_->key(event->key(), event->modifiers() & Qt::ControlModifier,
                                     event->modifiers() & Qt::ShiftModifier);
  if (used) {
    overlayDirty_ = true;
    update();
    emit hoverChanged();
  }
  return used;
}

}  // namespace sandtable::editor
