#include "model/scenario.h"

#include "model/table_geometry.h"

namespace sandtable {

namespace {
template <typename T>
const T* findById(const std::vector<T>& items, std::string_view id) {
  for (const T& item : items)
    if (item.id == id) return &item;
  return nullptr;
}
}  // namespace

const char* sideRoleName(SideRole r) {
  switch (r) {
    case SideRole::Attacker: return "attacker";
    case SideRole::Defender: return "defender";
    case SideRole::Meeting: return "meeting";
  }
  return "meeting";
}

const std::string* OobEntry::stat(std::string_view field) const {
  for (const StatValue& s : stats)
    if (s.field == field) return &s.text;
  return nullptr;
}

const Side* Scenario::side(std::string_view id) const { return findById(sides, id); }
const Zone* Scenario::zone(std::string_view id) const { return findById(zones, id); }
const Objective* Scenario::objective(std::string_view id) const { return findById(objectives, id); }
const ScenarioPoint* Scenario::point(std::string_view id) const { return findById(points, id); }

const char* objectiveLevelName(ObjectiveLevel l) {
  switch (l) {
    case ObjectiveLevel::Primary: return "primary";
    case ObjectiveLevel::Secondary: return "secondary";
    case ObjectiveLevel::Tertiary: return "tertiary";
  }
  return "primary";
}

const char* scenarioPointKindName(ScenarioPoint::Kind k) {
  switch (k) {
    case ScenarioPoint::Kind::Erp: return "erp";
    case ScenarioPoint::Kind::Rsp: return "rsp";
    case ScenarioPoint::Kind::Trp: return "trp";
    case ScenarioPoint::Kind::HotSpot: return "hot-spot";
    case ScenarioPoint::Kind::Casevac: return "casevac";
    case ScenarioPoint::Kind::Exit: return "exit";
  }
  return "erp";
}

TablePoint ScenarioPoint::position() const {
  if (at) return *at;
  if (shape) return geo::shapeCentre(*shape, geo::kDefaultLineWidth);
  return {};
}

std::optional<TablePoint> PlaceRef::markPoint() const {
  if (at) return at;
  if (shape) return geo::shapeCentre(*shape, shape->lineWidth.value_or(geo::kDefaultLineWidth));
  return std::nullopt;
}

bool namesItsLocation(const Objective& o, const Map& map) {
  if (o.name.empty() || o.location < 0 || o.location >= map.grid.size()) return false;
  const LocationInfo* info = map.infoAt(o.location);
  return !info || info->name != o.name;
}

}  // namespace sandtable
