// Which kinds of scenario point belong to a side (docs/tables.md 4.4).
#pragma once

#include <vector>

#include "model/ruleset.h"
#include "model/scenario.h"

namespace sandtable {

// Whether points of this kind are public, belonging to no side: hot spots. A side on one makes
// it private (exporters/scenario_privacy.h): the pack's public map and the other side's booklet
// leave it out. The editor's point tool gives such a point no side; validation reports one that
// has a side (public-point-side).
inline bool isPublicPointKind(ScenarioPoint::Kind k) {
  return k == ScenarioPoint::Kind::HotSpot;
}

// The kinds of point a table ruleset's game has, in the order the editor offers them: ERP, RSP
// and TRP are Focused Firepower's (the dead-ground line of sight, whose checks they serve), hot
// spots Force on Force's (blockers); casevac and exit points every game's. A ruleset of
// another line of sight model has them all.
inline std::vector<ScenarioPoint::Kind> pointKindsOf(const Ruleset& rules) {
  using K = ScenarioPoint::Kind;
  switch (rules.los.model) {
    case LosModel::DeadGround:
      return {K::Erp, K::Rsp, K::Trp, K::Casevac, K::Exit};
    case LosModel::Blockers:
      return {K::HotSpot, K::Casevac, K::Exit};
    default:
      return {K::Erp, K::Rsp, K::Trp, K::HotSpot, K::Casevac, K::Exit};
  }
}

}  // namespace sandtable
