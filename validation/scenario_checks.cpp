#include "validation/scenario_checks.h"

#include <algorithm>
#include <map>

#include "model/quote_text.h"
#include "validation/check_reporter.h"
#include "validation/scenario_reach.h"

namespace sandtable {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

struct ScenarioChecker {
  const Scenario& s;
  const Map& map;
  std::span<const ReachGraph> graphs;
  const SourceMarks& marks;
  CheckReporter report;
  ScenarioReach reach;

  std::string label(int i) const { return map.grid.label(i); }
  std::string word() const { return map.isCards() ? "card" : "hex"; }
  DiagnosticLocation where(int i) const { return hexOrCard(map.isCards(), label(i)); }
  MarkPath entryPath(const SideOob& side, std::size_t index, MarkPath rest = {}) const {
    MarkPath p{"oob", side.side, static_cast<int>(index)};
    p.insert(p.end(), rest.begin(), rest.end());
    return p;
  }
  std::string mobilityName(int m) const { return map.rules->mobility[at(m)]; }
  std::string placeName(const PlaceRef& p) const {
    if (!p.zone.empty()) return "zone " + quoteText(p.zone);
    std::string list;
    for (const auto& item : p.list.items) list += (list.empty() ? "" : ", ") + item;
    return "[" + list + "]";
  }
  bool enterable(int mobility, int location) const {
    return graphs[at(mobility)].entryQuarters[at(location)] != kUnreachable;
  }

  void turns() {
    for (const SideOob& side : s.oob)
      for (std::size_t i = 0; i < side.entries.size(); ++i) {
        const OobEntry& e = side.entries[i];
        // As on tables: a unit with neither is on no hex and comes on at no turn.
        if (e.setup.empty() && !e.arrives)
          report.add(Severity::Error, "unit-not-placed", marks.at(entryPath(side, i, {"id"})),
                     quoteText(e.id) + " neither sets up nor arrives", kCitesDocs,
                     "give it `setup:` (a zone id or a list of locations) or `arrives:`");
        if (e.arrives && e.arrives->turn > s.turns)
          report.add(Severity::Error, "arrival-after-end",
                     marks.at(entryPath(side, i, {"arrives", "turn"})),
                     quoteText(e.id) + " arrives on turn " + std::to_string(e.arrives->turn) +
                         " but the scenario ends after turn " + std::to_string(s.turns),
                     kCitesDocs,
                     "bring it in by turn " + std::to_string(s.turns) + " or add turns");
      }
    if (s.victory && s.victory->suddenDeath && s.victory->suddenDeath->turn > s.turns)
      report.add(Severity::Warning, "sudden-death-after-end",
                 marks.at({"victory", "sudden_death", "turn"}),
                 "sudden death on turn " + std::to_string(s.victory->suddenDeath->turn) +
                     " comes after the last turn (" + std::to_string(s.turns) + ")",
                 kCitesDocs, "move it within the game's turns or remove it");
  }

  void sidesAndZones() {
    for (const Side& side : s.sides) {
      const bool hasUnits = std::any_of(s.oob.begin(), s.oob.end(), [&](const SideOob& o) {
        return o.side == side.id && !o.entries.empty();
      });
      if (!hasUnits)
        report.add(Severity::Warning, "side-without-units", marks.item({"sides"}, "id", side.id),
                   "side " + quoteText(side.id) + " has no units in the order of battle",
                   kCitesDocs, "add its units under `oob: " + side.id + ":`");
    }
    for (const Zone& z : s.zones)
      if (z.resolved.empty())
        report.add(Severity::Warning, "empty-zone", marks.at({"zones", z.id}),
                   "zone " + quoteText(z.id) + " contains no " + word(), kCitesDocs,
                   "list its " + word() + "es or an edge",
                   {{DiagnosticLocation::Kind::Zone, z.id}});
  }

  void setupsAndArrivals() {
    for (const SideOob& side : s.oob)
      for (std::size_t i = 0; i < side.entries.size(); ++i) {
        const OobEntry& e = side.entries[i];
        const int m = unitMobility(s, e);
        if (m < 0) continue;  // the reader reported the missing or unknown mobility
        const std::string who = quoteText(e.id) + " (" + mobilityName(m) + ")";
        if (!e.setup.empty()) {
          const auto& hexes = placeLocations(s, e.setup);
          std::vector<int> blocked;
          for (int h : hexes)
            if (!enterable(m, h)) blocked.push_back(h);
          if (!hexes.empty() && blocked.size() == hexes.size())
            report.add(Severity::Error, "setup-impassable", marks.at(entryPath(side, i, {"setup"})),
                       who + " sets up in " + placeName(e.setup) + ", where every " + word() +
                           " is impassable to " + mobilityName(m),
                       kCitesDocs, "set it up where " + mobilityName(m) + " units can stand");
          else if (e.setup.zone.empty())
            for (int h : blocked)
              report.add(Severity::Warning, "setup-hex-impassable",
                         marks.at(entryPath(side, i, {"setup"})),
                         who + " may set up at " + label(h) + ", whose terrain is impassable to " +
                             mobilityName(m),
                         kCitesDocs, "remove " + label(h) + " from its setup", {where(h)});
        }
        if (e.arrives) {
          const auto& hexes = placeLocations(s, e.arrives->zone);
          const bool any =
              std::any_of(hexes.begin(), hexes.end(), [&](int h) { return enterable(m, h); });
          if (!hexes.empty() && !any)
            report.add(Severity::Error, "arrival-impassable",
                       marks.at(entryPath(side, i, {"arrives", "zone"})),
                       who + " arrives through " + placeName(e.arrives->zone) + ", where no " +
                           word() + " can be entered by " + mobilityName(m),
                       kCitesDocs,
                       "bring it in through " + word() + "es its mobility can enter");
        }
      }
  }

  void stacking() {
    const auto& limit = map.rules->perCard;
    if (!map.isCards() || !limit) return;
    struct Load {
      int steps = 0, vehicles = 0, cards = 0;
      SourcePosition where;
      std::string place;
    };
    std::map<std::string, Load> loads;  // side + place (+ arrival turn)
    for (const SideOob& side : s.oob)
      for (std::size_t i = 0; i < side.entries.size(); ++i) {
        const OobEntry& e = side.entries[i];
        const std::string* steps = e.stat("steps");
        const std::string* type = e.stat("type");
        const int unitSteps = steps ? std::atoi(steps->c_str()) : 1;
        const bool vehicle = type && *type == "vehicle";
        auto add = [&](const PlaceRef& p, const std::string& key, MarkPath path) {
          Load& l = loads[side.side + "|" + key];
          if (l.place.empty()) {
            l.place = placeName(p);
            l.cards = static_cast<int>(placeLocations(s, p).size());
            l.where = marks.at(entryPath(side, i, std::move(path)));
          }
          l.steps += unitSteps * e.count;
          l.vehicles += vehicle ? e.count : 0;
        };
        if (!e.setup.empty()) add(e.setup, "setup " + placeName(e.setup), {"setup"});
        if (e.arrives)
          add(e.arrives->zone,
              "turn " + std::to_string(e.arrives->turn) + " " + placeName(e.arrives->zone),
              {"arrives", "zone"});
      }
    for (const auto& [key, l] : loads) {
      if (l.cards == 0) continue;
      const std::string side = key.substr(0, key.find('|'));
      if (l.steps > limit->steps * l.cards)
        report.add(Severity::Error, "stacking-limit", l.where,
                   "side " + quoteText(side) + " puts " + plural(l.steps, "step") + " in " + l.place + " (" +
                       plural(l.cards, "card") + "), over the limit of " +
                       std::to_string(limit->steps) + " per card",
                   "FoF 5.1.5", "spread the units over more cards");
      if (limit->vehicles > 0 && l.vehicles > limit->vehicles * l.cards)
        report.add(Severity::Error, "stacking-limit", l.where,
                   "side " + quoteText(side) + " puts " + plural(l.vehicles, "vehicle") + " in " + l.place +
                       " (" + plural(l.cards, "card") + "), over the limit of " +
                       std::to_string(limit->vehicles) + " per card",
                   "FoF 5.1.5", "spread the vehicles over more cards");
    }
  }

  // The fastest way any unit of `side` gets to one of `targets`: turns needed minus turns
  // left (<= 0 in time), and a description; nullopt when no unit can get there at all.
  struct Best {
    int lateBy = 0;
    std::string text;
  };
  std::optional<Best> bestArrival(const std::string& side, const std::vector<int>& targets) {
    std::optional<Best> best;
    for (const SideOob& oob : s.oob) {
      if (oob.side != side) continue;
      for (const OobEntry& e : oob.entries) {
        const int m = unitMobility(s, e);
        if (m < 0) continue;
        const bool arrives = e.arrives.has_value();
        const auto& starts = placeLocations(s, arrives ? e.arrives->zone : e.setup);
        if (starts.empty()) continue;
        const auto [cost, target] =
            ScenarioReach::cheapest(reach.from(m, starts, arrives), targets);
        if (cost == kUnreachable) continue;
        const auto speed = unitSpeed(e);
        const int left = arrives ? s.turns - e.arrives->turn + 1 : s.turns;
        int needed = speed ? turnsFor(cost, *speed) : 0;
        const bool never = needed < 0;  // speed 0 and somewhere to go
        if (never) needed = 1 << 20;
        const int late = needed - left;
        const std::string speedText = speed ? quartersText(static_cast<long long>(*speed * 4)) : "";
        const std::string turns = !speed ? ""
                                  : never ? ", never at speed " + speedText
                                          : " = " + plural(needed, "turn") + " at speed " + speedText;
        if (!best || late < best->lateBy)
          best = Best{late, quoteText(e.id) + " needs " + quartersText(cost) + " MP to " + label(target) + turns +
                                ", with " + plural(left, "turn") + " left"};
      }
    }
    return best;
  }

  void objectives() {
    for (const Objective& o : s.objectives) {
      if (o.location < 0) continue;
      for (const auto& [side, vp] : o.vp) {
        if (vp <= 0 || !s.side(side)) continue;
        const bool hasUnits = std::any_of(s.oob.begin(), s.oob.end(), [&](const SideOob& x) {
          return x.side == side && !x.entries.empty();
        });
        if (!hasUnits) continue;  // side-without-units says it
        const auto best = bestArrival(side, {o.location});
        const SourcePosition pos = marks.item({"objectives"}, "id", o.id);
        if (!best)
          report.add(
              Severity::Error, "objective-unreachable", pos,
              "no unit of side " + quoteText(side) + " can reach objective " + quoteText(o.id) + " at " +
                  label(o.location) + " from its setup or arrival zone",
              kCitesDocs,
              "move the objective, open a way to it, or give the side a unit that can get there",
              {where(o.location)});
        else if (best->lateBy > 0)
          report.add(Severity::Warning, "objective-too-far", pos,
                     "side " + quoteText(side) + " cannot reach objective '" + o.id +
                         "' in time: the fastest, " + best->text,
                     kCitesDocs,
                     "add turns, move the setup or arrival closer, or accept an objective only one "
                     "side can take",
                     {where(o.location)});
      }
    }
  }

  void exitZone() {
    if (!s.victory || !s.victory->exit) return;
    const auto& exit = *s.victory->exit;
    const Zone* zone = s.zone(exit.zone);
    if (!zone || zone->resolved.empty() || !s.side(exit.side)) return;
    if (!bestArrival(exit.side, zone->resolved))
      report.add(Severity::Error, "exit-unreachable", marks.at({"victory", "exit", "zone"}),
                 "no unit of side " + quoteText(exit.side) + " can reach exit zone " + quoteText(exit.zone),
                 kCitesDocs, "choose an exit zone the side's units can reach",
                 {{DiagnosticLocation::Kind::Zone, exit.zone}});
  }
};

}  // namespace

void checkScenario(const Scenario& s, std::span<const ReachGraph> graphs, const SourceMarks& marks,
                   Diagnostics& out) {
  if (!s.map || !s.map->rules || !s.rules || s.map->rules->id != s.rules->id) return;
  if (graphs.size() != s.map->rules->mobility.size()) return;
  ScenarioChecker c{s, *s.map, graphs, marks, CheckReporter(out), ScenarioReach(s, graphs)};
  c.turns();
  c.sidesAndZones();
  c.setupsAndArrivals();
  c.stacking();
  c.objectives();
  c.exitZone();
}

}  // namespace sandtable
