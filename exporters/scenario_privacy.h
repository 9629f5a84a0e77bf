// Who may see what of a table scenario. Primary objectives, zones and points that belong to
// no side (hot spots) are public: both sides know them. Secondary and tertiary objectives,
// the points of a side (ERP, RSP, TRP, casevac, exit) and fire orders are private to their
// side. The renderer (RenderOptions::audience) and the per-side booklets both ask here, so a
// pack's public map and one side's booklet can never disagree about it.
#pragma once

#include <string>

#include "exporters/render_options.h"
#include "model/scenario.h"

namespace sandtable {

// The reader: everything (the designer), the public, or one side.
struct Viewer {
  Audience audience = Audience::All;
  std::string side;  // Audience::Side
  static Viewer of(const RenderOptions& o) { return {o.audience, o.side}; }
  static Viewer ofSide(const std::string& side) { return {Audience::Side, side}; }
  // Whether information private to `owner` may be shown.
  bool seesPrivateOf(const std::string& owner) const {
    return audience == Audience::All || (audience == Audience::Side && owner == side);
  }
};

bool isPrivatePoint(const ScenarioPoint& p);
bool canSee(const Viewer& viewer, const Objective& o);
bool canSee(const Viewer& viewer, const ScenarioPoint& p);
// A side's fire orders (and victory conditions) are its own.
inline bool canSeeOrdersOf(const Viewer& viewer, const Side& side) {
  return viewer.seesPrivateOf(side.id);
}

}  // namespace sandtable
