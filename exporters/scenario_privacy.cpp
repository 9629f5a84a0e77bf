#include "exporters/scenario_privacy.h"

namespace sandtable {

bool isPrivatePoint(const ScenarioPoint& p) {
  return !p.side.empty();
}

bool canSee(const Viewer& viewer, const Objective& o) {
  return !o.isPrivate() || viewer.seesPrivateOf(o.side);
}

bool canSee(const Viewer& viewer, const ScenarioPoint& p) {
  return !isPrivatePoint(p) || viewer.seesPrivateOf(p.side);
}

}  // namespace sandtable
