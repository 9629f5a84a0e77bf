#include "validation/reach_query.h"

#include <algorithm>

#include "model/move_cost.h"
#include "validation/json_writer.h"

namespace sandtable {

namespace {

std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string_view::npos) return {};
  const auto e = s.find_last_not_of(" \t");
  return std::string(s.substr(b, e - b + 1));
}

// The locations a report covers: every location, or the --to one.
std::vector<int> reportedLocations(const ReachReportInput& in) {
  if (in.to) return {*in.to};
  std::vector<int> all(static_cast<std::size_t>(in.map->grid.size()));
  for (int i = 0; i < in.map->grid.size(); ++i) all[static_cast<std::size_t>(i)] = i;
  return all;
}

std::string turnsWord(int turns) {
  return std::to_string(turns) + (turns == 1 ? " turn" : " turns");
}

}  // namespace

std::optional<std::vector<int>> resolveLocations(const Map& map, const Scenario* scenario,
                                                 std::string_view spec, std::string* error) {
  const std::string whole = trim(spec);
  if (whole.empty()) {
    *error = "the start set is empty; give hexes (C4,D5), a range (A1:C4) or a zone id";
    return std::nullopt;
  }
  if (scenario) {
    if (const Zone* zone = scenario->zone(whole)) return zone->resolved;
  }
  std::vector<int> out;
  std::size_t begin = 0;
  while (begin <= whole.size()) {
    const auto comma = whole.find(',', begin);
    const std::string item = trim(std::string_view(whole).substr(
        begin, comma == std::string::npos ? std::string::npos : comma - begin));
    begin = comma == std::string::npos ? whole.size() + 1 : comma + 1;
    if (item.empty()) continue;
    std::string why;
    auto range = parseLocationRange(map.grid, item, &why);
    if (!range) {
      *error = why;
      if (why.find("off the map") == std::string::npos) {
        *error +=
            scenario ? "; nor is it a zone of the scenario" : "; zone ids need a scenario FILE";
        if (scenario && !scenario->zones.empty()) {
          *error += " (zones:";
          for (const Zone& z : scenario->zones) *error += " " + z.id;
          *error += ")";
        }
      }
      return std::nullopt;
    }
    for (int i : expandRange(map.grid, *range)) out.push_back(i);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  if (out.empty())
    *error = "the start set is empty; give hexes (C4,D5), a range (A1:C4) or a zone id";
  if (out.empty()) return std::nullopt;
  return out;
}

std::string reachJson(const ReachReportInput& in) {
  JsonWriter w;
  const ReachResult& r = *in.result;
  const auto locations = reportedLocations(in);
  w.beginObject();
  w.field("mobility", in.mobility);
  w.field("from", in.from);
  w.key("costs").beginObject();
  for (int i : locations)
    if (r.reached(i)) w.field(in.map->grid.label(i), r.mp(i));
  w.endObject();
  w.key("turns").beginObject();
  if (in.speed)
    for (int i : locations) {
      const int turns = turnsFor(r.quarters[static_cast<std::size_t>(i)], *in.speed);
      if (turns >= 0) w.field(in.map->grid.label(i), turns);
    }
  w.endObject();
  w.key("unreachable").beginArray();
  for (int i : locations)
    if (!r.reached(i)) w.value(in.map->grid.label(i));
  w.endArray();
  w.endObject();
  return w.str() + "\n";
}

std::string reachText(const ReachReportInput& in) {
  const ReachResult& r = *in.result;
  std::string out, unreachable;
  for (int i : reportedLocations(in)) {
    const std::string label = in.map->grid.label(i);
    if (!r.reached(i)) {
      unreachable += " " + label;
      continue;
    }
    out += label + " " + quartersText(r.quarters[static_cast<std::size_t>(i)]) + " MP";
    if (in.speed) {
      const int turns = turnsFor(r.quarters[static_cast<std::size_t>(i)], *in.speed);
      out += turns >= 0 ? ", " + turnsWord(turns) : ", never at speed 0";
    }
    out += "\n";
  }
  if (!unreachable.empty()) out += "unreachable:" + unreachable + "\n";
  return out;
}

}  // namespace sandtable
