#include "exporters/overlays.h"

#include <algorithm>

#include "validation/los.h"
#include "validation/reach.h"
#include "validation/reach_query.h"
#include "validation/viewshed.h"

namespace sandtable {

namespace {

std::optional<OverlayData> viewshedOverlay(const Map& map, std::string_view hex,
                                           std::string* error) {
  const auto at = map.grid.parseLabel(hex);
  if (!at || !map.grid.contains(*at)) {
    *error = "viewshed:" + std::string(hex) + ": '" + std::string(hex) + "' is not a " +
             (map.isCards() ? "card" : "hex") + " of this map (e.g. viewshed:" + map.grid.label(0) +
             ")";
    return std::nullopt;
  }
  const int from = map.grid.index(*at);
  const LosContext ctx(map);
  const Viewshed seen = computeViewshed(ctx, from);
  OverlayData o;
  o.kind = OverlayData::Kind::Viewshed;
  o.sources = {from};
  o.value.assign(static_cast<std::size_t>(map.grid.size()), -1);
  for (std::size_t i = 0; i < o.value.size(); ++i) {
    if (!seen.visible[i]) continue;
    // Every crest-levels line carries at least the default hindrance: only more than that is
    // worth a colour. An obscured line (overlay-shadow smoke) counts as one level.
    const int above = seen.hindrance[i] > ctx.defaultHindrance() ? seen.hindrance[i] : 0;
    o.value[i] = std::max(above, seen.obscured[i] ? 1 : 0);
    o.maxValue = std::max(o.maxValue, o.value[i]);
  }
  o.title = "Viewshed from " + map.grid.label(from) + " (" + std::to_string(seen.visibleCount()) +
            " of " + std::to_string(map.grid.size()) + " seen)";
  return o;
}

std::optional<OverlayData> reachOverlay(const Map& map, const Scenario* scenario,
                                        std::string_view rest, std::string* error) {
  // ZONE may itself contain ':' (a range such as A1:C4), so the mobility is after the last one.
  const auto colon = rest.rfind(':');
  if (colon == std::string_view::npos || colon == 0 || colon + 1 == rest.size()) {
    *error = "reach overlay: write reach:ZONE:MOBILITY, e.g. reach:us-setup:" +
             (map.rules && !map.rules->mobility.empty() ? map.rules->mobility.front()
                                                        : std::string("leg"));
    return std::nullopt;
  }
  const std::string zone(rest.substr(0, colon)), mobilityName(rest.substr(colon + 1));
  const int mobility = map.rules ? map.rules->mobilityIndex(mobilityName) : -1;
  if (mobility < 0) {
    std::string known;
    if (map.rules)
      for (const auto& m : map.rules->mobility) known += (known.empty() ? "" : ", ") + m;
    *error = "reach overlay: '" + mobilityName + "' is not a mobility class of this ruleset (" +
             known + ")";
    return std::nullopt;
  }
  std::string why;
  const auto starts = resolveLocations(map, scenario, zone, &why);
  if (!starts) {
    *error = "reach overlay: " + why;
    return std::nullopt;
  }
  const ReachGraph graph = buildReachGraph(map, mobility);
  const ReachResult result = reach(graph, *starts);
  OverlayData o;
  o.kind = OverlayData::Kind::Reach;
  o.sources = *starts;
  o.value.assign(static_cast<std::size_t>(map.grid.size()), -1);
  for (std::size_t i = 0; i < o.value.size(); ++i) {
    if (!result.reached(static_cast<int>(i))) continue;
    o.value[i] = result.quarters[i];
    o.maxValue = std::max(o.maxValue, o.value[i]);
  }
  o.title = "Reach of " + mobilityName + " from " + zone + " (MP)";
  return o;
}

}  // namespace

std::optional<OverlayData> computeOverlay(const Map& map, const Scenario* scenario,
                                          std::string_view spec, std::string* error) {
  if (spec.rfind("viewshed:", 0) == 0) return viewshedOverlay(map, spec.substr(9), error);
  if (spec.rfind("reach:", 0) == 0) return reachOverlay(map, scenario, spec.substr(6), error);
  *error = "unknown overlay '" + std::string(spec) + "': use viewshed:HEX or reach:ZONE:MOBILITY";
  return std::nullopt;
}

}  // namespace sandtable
