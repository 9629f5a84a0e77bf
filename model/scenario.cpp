#include "model/scenario.h"

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

}  // namespace sandtable
