// Heat maps over a rendered map: what a hex sees (`viewshed:HEX`) and what a mobility class
// reaches from a zone (`reach:ZONE:MOBILITY`), computed with the validation layer's engines.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "exporters/render_options.h"
#include "model/map.h"
#include "model/scenario.h"

namespace sandtable {

// Parses an overlay spec and computes it; nullopt with a message saying what to write
// instead. `scenario` may be null (then ZONE must be hexes or a range).
std::optional<OverlayData> computeOverlay(const Map& map, const Scenario* scenario,
                                          std::string_view spec, std::string* error);

}  // namespace sandtable
