// The scenario's zones in the map view: the grid's zone layer (zone_layer.h; a table draws its
// zones with its scenario layer), the zones the Zones tab hides, their legend, and "Show",
// which selects a zone and frames all of it.
#include <QColor>
#include <QVariantMap>

#include "editor/map_view.h"
#include "editor/zone_layer.h"
#include "exporters/map_style.h"

namespace sandtable::editor {

void MapView::zonesEdited() {
  gridZonesDirty_ = shownScenarioStale_ = true;
  mapCache_.dirty = labelCache_.dirty = true;
  const Scenario* s = document_ ? document_->scenario() : nullptr;
  if (!selectedZone_.isEmpty() && (!s || !s->zone(selectedZone_.toStdString()))) {
    selectedZone_.clear();
    emit selectionChanged();
  }
  overlayDirty_ = true;  // the selected zone's outline follows its locations
  update();
  emit zonesChanged();
}

const Scenario* MapView::shownScenario() {
  const Scenario* s = document_ ? document_->scenario() : nullptr;
  if (!s || hiddenZones_.isEmpty()) return s;
  if (shownScenarioStale_ || !shownScenario_) {
    shownScenario_ = *s;
    std::erase_if(shownScenario_->zones, [this](const Zone& z) {
      return hiddenZones_.contains(QString::fromStdString(z.id));
    });
    shownScenarioStale_ = false;
  }
  return &*shownScenario_;
}

bool MapView::refreshGridZones() {
  if (!gridZonesDirty_) return false;
  gridZones_.clear();
  if (const Scenario* s = document_ ? document_->scenario() : nullptr; s && layout_ && !isTable())
    buildZoneMesh(*s, *layout_, hiddenZones_, gridZones_);
  gridZonesDirty_ = false;
  return true;
}

void MapView::setHiddenZones(const QStringList& ids) {
  if (ids == hiddenZones_) return;
  hiddenZones_ = ids;
  tableScenarioDirty_ = true;  // a table draws its zones in its scenario layer
  zonesEdited();
}

void MapView::setZoneVisible(const QString& id, bool visible) {
  QStringList ids = hiddenZones_;
  ids.removeAll(id);
  if (!visible) ids.append(id);
  setHiddenZones(ids);
}

QVariantList MapView::zoneLegend() const {
  QVariantList out;
  const Scenario* s = document_ ? document_->scenario() : nullptr;
  if (!s || !layout_) return out;
  for (const Zone& z : s->zones) {
    const QString id = QString::fromStdString(z.id);
    if (hiddenZones_.contains(id) || zoneBounds(*document_->map(), *layout_, z).isNull()) continue;
    const int side = zoneSideIndex(*s, z.id);
    const QString sideId =
        side >= 0 ? QString::fromStdString(s->sides[static_cast<std::size_t>(side)].id) : QString();
    out.append(QVariantMap{{"id", id},
                           {"side", sideId},
                           {"label", sideId.isEmpty() ? id : QStringLiteral("%1 (%2)").arg(id, sideId)},
                           {"color", zoneColor(*s, z)},
                           {"outlined", true}});  // drawn as on the map: tint and border
  }
  return out;
}

bool MapView::showZone(const QString& id) {
  const Scenario* s = document_ ? document_->scenario() : nullptr;
  const Zone* zone = s ? s->zone(id.toStdString()) : nullptr;
  if (!zone || !layout_) return false;
  const QRectF box = zoneBounds(*document_->map(), *layout_, *zone);
  if (box.isNull()) return false;
  if (hiddenZones_.contains(id)) setZoneVisible(id, true);
  // The zone is the selection. Not through setSelectedIndex: a viewshed or reach shown from
  // the selected hex stays as it is, instead of being computed from nowhere.
  selected_ = -1;
  if (tableTools_) tableTools_->setSelection({});
  selectedZone_ = id;
  overlayDirty_ = true;
  frame(box);
  emit selectionChanged();
  return true;
}

// The selected zone's border, in the selection's colour: along its locations on a grid, around
// its box on a table.
void MapView::appendSelectedZone(Rgba color) {
  const Scenario* s = document_ ? document_->scenario() : nullptr;
  const Zone* zone = s && !selectedZone_.isEmpty() ? s->zone(selectedZone_.toStdString()) : nullptr;
  if (!zone || !layout_) return;
  const double width = layout_->locationExtent() * 0.07;
  if (!isTable()) return appendZoneBorder(*layout_, zone->resolved, color, width, overlay_);
  const QRectF b = zoneBounds(*document_->map(), *layout_, *zone);
  const PointF c[4] = {
      {b.left(), b.top()}, {b.right(), b.top()}, {b.right(), b.bottom()}, {b.left(), b.bottom()}};
  for (int k = 0; k < 4; ++k) overlay_.band(c[k], c[(k + 1) % 4], 3 * pixel(), color);
}

}  // namespace sandtable::editor
