#include "validation/scenario_reach.h"

#include <charconv>
#include <cmath>

#include "model/unit_stats.h"

namespace sandtable {

int unitMobility(const Scenario& s, const OobEntry& e) {
  if (!s.rules) return -1;
  for (const UnitField& f : s.rules->unitFields)
    if (f.kind == UnitField::Kind::Mobility)
      if (const std::string* v = e.stat(f.id)) return s.rules->mobilityIndex(*v);
  return -1;
}

std::optional<double> unitSpeed(const OobEntry& e) {
  const std::string* v = e.stat(kSpeedField);
  if (!v) return std::nullopt;
  double speed = 0;
  auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), speed);
  if (ec != std::errc() || ptr != v->data() + v->size() || !std::isfinite(speed))
    return std::nullopt;
  return speed;
}

const std::vector<int>& placeLocations(const Scenario& s, const PlaceRef& place) {
  static const std::vector<int> kNone;
  if (place.zone.empty()) return place.list.resolved;
  const Zone* z = s.zone(place.zone);
  return z ? z->resolved : kNone;
}

std::vector<int> namedLocations(const Scenario& s, const std::string& name) {
  if (const Zone* z = s.zone(name)) return z->resolved;
  if (const Objective* o = s.objective(name))
    return o->location >= 0 ? std::vector<int>{o->location} : std::vector<int>{};
  if (!s.map) return {};
  std::string error;
  auto range = parseLocationRange(s.map->grid, name, &error);
  return range ? expandRange(s.map->grid, *range) : std::vector<int>{};
}

const ReachResult& ScenarioReach::from(int mobility, const std::vector<int>& starts,
                                       bool entering) {
  auto key = std::make_tuple(mobility, entering, starts);
  auto it = cache_.find(key);
  if (it != cache_.end()) return it->second;
  const ReachGraph& g = graphs_[static_cast<std::size_t>(mobility)];
  return cache_[key] = entering ? reachEntering(g, starts) : reach(g, starts);
}

std::pair<int, int> ScenarioReach::cheapest(const ReachResult& r, const std::vector<int>& targets) {
  std::pair<int, int> best{kUnreachable, -1};
  for (int t : targets)
    if (r.quarters[static_cast<std::size_t>(t)] < best.first)
      best = {r.quarters[static_cast<std::size_t>(t)], t};
  return best;
}

}  // namespace sandtable
