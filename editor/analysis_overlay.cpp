#include "editor/analysis_overlay.h"

#include <QColor>
#include <QVariantMap>

#include "editor/table_analysis.h"
#include "validation/reach.h"
#include "validation/viewshed.h"

namespace sandtable::editor {

namespace {

QVariantMap legendEntry(Rgba c, const QString& label) {
  return {{"color", QColor(c.r, c.g, c.b).name()}, {"label", label}};
}

struct Band {
  Rgba color;
  const char* label;
};

OverlayResult viewshedOverlay(const Map& map, int from) {
  const Band seen{{60, 170, 80, 255}, "seen"};
  const Band hinderedBand{{235, 180, 30, 255}, "seen, hindered"};
  const Band blind{{220, 90, 30, 255}, "blind (hidden behind an obstacle or crest)"};
  const Band unseen{{40, 40, 60, 255}, "not seen"};
  OverlayResult out;
  const LosContext ctx(map);
  const Viewshed v = computeViewshed(ctx, from);
  out.tints.assign(static_cast<std::size_t>(map.grid.size()), Rgba{0, 0, 0, 0});
  int visible = 0;
  for (int i = 0; i < map.grid.size(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (i == from) continue;
    if (v.visible[k]) {
      ++visible;
      const bool hindered = v.hindrance[k] > ctx.defaultHindrance();
      out.tints[k] = withAlpha((hindered ? hinderedBand : seen).color, hindered ? 0.42 : 0.3);
      continue;
    }
    // Why not: a blind hex or shadow is worth telling apart from plain blocked ground.
    const LosCause cause = lineOfSight(ctx, from, i).blockedBy.cause;
    const bool isBlind = cause == LosCause::BlindHex || cause == LosCause::Shadow;
    out.tints[k] = withAlpha((isBlind ? blind : unseen).color, isBlind ? 0.45 : 0.5);
  }
  for (const Band& b : {seen, hinderedBand, blind, unseen}) out.legend << legendEntry(b.color, QObject::tr(b.label));
  out.summary = QObject::tr("%1 sees %2 of %3 locations")
                    .arg(QString::fromStdString(map.grid.label(from)))
                    .arg(visible)
                    .arg(map.grid.size() - 1);
  return out;
}

constexpr double kStartAlpha = 0.75;

OverlayResult reachOverlay(const Map& map, const std::vector<int>& starts, int mobility) {
  // Cost bands in MP; the upper bounds are inclusive.
  static const std::pair<int, Rgba> kBands[] = {
      {0, {40, 90, 200, 255}}, {2, {50, 170, 90, 255}}, {4, {150, 200, 60, 255}},
      {8, {240, 200, 40, 255}}, {16, {240, 130, 40, 255}}, {1 << 20, {200, 50, 40, 255}}};
  const Rgba unreachable{60, 60, 60, 255};
  OverlayResult out;
  const ReachGraph graph = buildReachGraph(map, mobility);
  const ReachResult r = reach(graph, starts);
  out.tints.assign(static_cast<std::size_t>(map.grid.size()), Rgba{0, 0, 0, 0});
  int reached = 0;
  for (int i = 0; i < map.grid.size(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (!r.reached(i)) {
      out.tints[k] = withAlpha(unreachable, 0.55);
      continue;
    }
    ++reached;
    // The start hexes more opaque: their blue at the bands' 0.42 over a yellow field mixed to
    // the grey of "unreachable" (walk 12).
    for (const auto& [bound, color] : kBands)
      if (r.quarters[k] <= bound * 4) {
        out.tints[k] = withAlpha(color, bound == 0 ? kStartAlpha : 0.42);
        break;
      }
  }
  int previous = 0;
  for (const auto& [bound, color] : kBands) {
    const QString label = bound == 0 ? QObject::tr("start (0 MP)")
                          : bound == (1 << 20) ? QObject::tr("over %1 MP").arg(previous)
                                               : QObject::tr("%1 to %2 MP").arg(previous == 0 ? 0.25 : previous).arg(bound);
    out.legend << legendEntry(color, label);
    previous = bound;
  }
  out.legend << legendEntry(unreachable, QObject::tr("unreachable"));
  out.summary = QObject::tr("%1: %2 of %3 locations reachable")
                    .arg(QString::fromStdString(map.rules->mobility[static_cast<std::size_t>(mobility)]))
                    .arg(reached)
                    .arg(map.grid.size());
  return out;
}

}  // namespace

OverlayResult computeOverlay(const Map& map, const Scenario* scenario, const OverlayRequest& request) {
  if (map.isTable()) {
    if (request.mode == OverlayRequest::Mode::Viewshed && request.point)
      return tableViewshedOverlay(map, scenario, *request.point, request.cell);
    if (request.mode == OverlayRequest::Mode::Reach && !request.place.empty() && request.mobility >= 0 &&
        request.mobility < static_cast<int>(map.rules->mobility.size()))
      return tableReachOverlay(map, scenario, request.place, request.mobility, request.cell);
    return {};
  }
  switch (request.mode) {
    case OverlayRequest::Mode::Viewshed:
      if (request.from >= 0 && request.from < map.grid.size()) return viewshedOverlay(map, request.from);
      break;
    case OverlayRequest::Mode::Reach:
      if (!request.starts.empty() && request.mobility >= 0 && request.mobility < static_cast<int>(map.rules->mobility.size()))
        return reachOverlay(map, request.starts, request.mobility);
      break;
    case OverlayRequest::Mode::None: break;
  }
  return {};
}

void appendTints(const MapLayout& layout, const OverlayResult& result, Mesh& out) {
  if (layout.isTable()) return appendTableTints(result, out);
  const std::vector<Rgba>& tints = result.tints;
  std::array<PointF, 6> pts{};
  for (std::size_t i = 0; i < tints.size(); ++i) {
    if (tints[i].a == 0) continue;
    const int n = layout.corners(static_cast<int>(i), pts);
    out.polygon(pts.data(), n, tints[i]);
  }
}

}  // namespace sandtable::editor
