// What the map view draws over the map: the analysis overlays (viewshed, reach) computed on a
// pool thread, the line of sight, and the tools' previews and the selection.
#include <algorithm>
#include <cmath>
#include <memory>

#include "editor/map_view.h"

namespace sandtable::editor {

namespace {

const Rgba kPreview{255, 140, 0, 255};
const Rgba kSelection = MapView::kSelectionColor;

// The outline of a band from a to b (the hexside and card border tools' target): the feature
// under it stays in sight, so a click shows whether it added one or took it away (a filled band
// hid it).
void outlineBand(Mesh& mesh, PointF a, PointF b, double width, double stroke, Rgba color) {
  const double dx = b.x - a.x, dy = b.y - a.y, len = std::hypot(dx, dy);
  if (len <= 0) return;
  const double px = -dy / len * width / 2, py = dx / len * width / 2;
  const PointF q[4] = {{a.x + px, a.y + py}, {b.x + px, b.y + py}, {b.x - px, b.y - py}, {a.x - px, a.y - py}};
  for (int i = 0; i < 4; ++i) mesh.band(q[i], q[(i + 1) % 4], stroke, color);
}

}  // namespace

QString MapView::losText() const {
  if (isTable()) return tableSight_.text();
  return document_ && document_->map() ? sight_.text(*document_->map()) : QString();
}
QString MapView::losExpectation() const {
  if (isTable()) {
    if (!tableSight_.hasLine() || *tableSight_.from() == *tableSight_.to()) return {};
    return tableSight_.result().clear ? QStringLiteral("clear") : QStringLiteral("blocked");
  }
  if (!sight_.hasLine() || sight_.from() == sight_.to()) return {};
  const LosResult& r = sight_.result();
  if (!r.clear) return QStringLiteral("blocked");
  // "Add as assertion" said plain clear of a line the panel read "clear, hindrance 1".
  return r.hindrance > 0 ? QStringLiteral("hindrance %1").arg(r.hindrance) : QStringLiteral("clear");
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
  sight_.setTo(*document_->map(), document_->revision().map, target);
  overlayDirty_ = true;
  update();
  emit losChanged();
}

void MapView::showSightLine(int from, int to) {
  setTool(QStringLiteral("los"));
  sight_.setFrom(from);
  updateSightLine(to);
  sightFixed_ = true;  // a line shown from a check or an issue stays where it was put
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
  reachMobility_ = mobility;  // the tape keeps its own (tapeMobility)
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
    if (zone)
      request.starts = zone->resolved;
    else if (selected_ >= 0)
      request.starts = {selected_};
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

void MapView::rebuildOverlay() {
  overlay_.clear();
  if (!layout_ || !tools_) return;
  if (isTable()) return rebuildTableOverlay();
  if (hover_ >= 0 && tools_->settings().tool != Tool::Select) {
    const PointF p = toMap(hoverPoint_);
    if (tools_->settings().tool == Tool::Hexside) {
      if (auto hit = layout_->nearestHexside(p); hit && hit->b >= 0) {
        const auto [a, b] = layout_->hexsideEdge(layout_->grid().offset(hit->a), hit->bOffset);
        outlineBand(overlay_, a, b, MapLayout::kHexSize * 0.3, MapLayout::kHexSize * 0.04, kPreview);
      }
    } else if (tools_->settings().tool == Tool::Border) {
      if (auto hit = layout_->nearestCardBorder(p)) {
        std::array<PointF, 6> c{};
        layout_->corners(hit->card, c);
        outlineBand(overlay_, c[static_cast<std::size_t>(hit->side)], c[static_cast<std::size_t>((hit->side + 1) % 4)],
                    MapLayout::kCardSize * 0.09, MapLayout::kCardSize * 0.012, kPreview);
      }
    } else {
      buildOutlineMesh(*layout_, tools_->preview(p), kPreview, layout_->locationExtent() * 0.05,
                       overlay_);
    }
  }
  const auto& road = tools_->roadInProgress();
  for (std::size_t i = 1; i < road.size(); ++i)
    overlay_.band(layout_->center(road[i - 1]), layout_->center(road[i]),
                  MapLayout::kHexSize * 0.16, kPreview);
  if (selected_ >= 0)
    buildOutlineMesh(*layout_, {selected_}, kSelection, layout_->locationExtent() * 0.07, overlay_);
  appendSelectedZone(kSelection);
  if (toolName_ == QLatin1String("los"))
    sight_.appendOverlay(*document_->map(), *layout_, overlay_);
  if (!zoneStroke_.empty())
    buildOutlineMesh(*layout_, zoneStroke_, kPreview, layout_->locationExtent() * 0.05, overlay_);
}

}  // namespace sandtable::editor
