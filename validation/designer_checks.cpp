#include "validation/designer_checks.h"

#include <algorithm>

#include "validation/los.h"
#include "validation/scenario_reach.h"

namespace sandtable {

namespace {

std::string turnsText(int n) {
  return std::to_string(n) + (n == 1 ? " turn" : " turns");
}

// A zone used by the side's units of this mobility to arrive (and not to set up) is where
// they enter the map, so entering it costs terrain (docs/rulesets.md, Movement).
bool isArrivalZone(const Scenario& s, const ReachCheck& c, int mobility) {
  bool arrival = false, setup = false;
  for (const SideOob& oob : s.oob) {
    if (oob.side != c.side) continue;
    for (const OobEntry& e : oob.entries) {
      if (unitMobility(s, e) != mobility) continue;
      if (e.arrives && e.arrives->zone.zone == c.from) arrival = true;
      if (e.setup.zone == c.from) setup = true;
    }
  }
  return arrival && !setup;
}

// The speed of the side's fastest unit of this mobility (docs/formats.md 4.7).
std::optional<double> fastest(const Scenario& s, const ReachCheck& c, int mobility) {
  std::optional<double> best;
  for (const SideOob& oob : s.oob)
    if (oob.side == c.side)
      for (const OobEntry& e : oob.entries)
        if (unitMobility(s, e) == mobility)
          if (auto v = unitSpeed(e); v && (!best || *v > *best)) best = v;
  return best;
}

}  // namespace

void checkReachAssertions(const Scenario& s, std::span<const ReachGraph> graphs,
                          const SourceMarks& marks, Diagnostics& out) {
  if (!s.map || !s.rules || graphs.size() != s.rules->mobility.size()) return;
  ScenarioReach reach(s, graphs);
  for (const ReachCheck& c : s.reachChecks) {
    const int m = s.rules->mobilityIndex(c.mobility);
    const auto starts = namedLocations(s, c.from), targets = namedLocations(s, c.to);
    if (m < 0 || starts.empty() || targets.empty() || !s.side(c.side))
      continue;  // the reader reported it
    const std::string expected = "expected " + c.side + " " + c.mobility + " units to reach " +
                                 c.to + " from " + c.from +
                                 (c.withinTurns ? " within " + turnsText(*c.withinTurns) : "");
    const bool entering = isArrivalZone(s, c, m);
    const auto [cost, target] = ScenarioReach::cheapest(reach.from(m, starts, entering), targets);
    const SourcePosition pos = marks.itemOnLine({"checks", "reach"}, c.line);
    auto fail = [&](std::string found, std::string fix) {
      Diagnostic& d = out.error("reach-assertion-failed", pos, expected + "; " + std::move(found),
                                std::move(fix));  // citing docs/checks.md (no rulebook rule)
      if (target >= 0)
        d.locations.push_back(
            {s.map->isCards() ? DiagnosticLocation::Kind::Card : DiagnosticLocation::Kind::Hex,
             s.map->grid.label(target)});
    };
    if (cost == kUnreachable) {
      fail("found no path: every way there is impassable to " + c.mobility,
           "check the map between the two places or the assertion");
      continue;
    }
    if (!c.withinTurns) continue;
    const auto speed = fastest(s, c, m);
    if (!speed) {
      fail("found no " + c.mobility + " unit of side '" + c.side +
               "' to give a speed (cheapest cost " + quartersText(cost) + " MP)",
           "add such a unit or drop within_turns");
      continue;
    }
    const int turns = turnsFor(cost, *speed);
    if (turns < 0 || turns > *c.withinTurns)
      fail("found " + (turns < 0 ? std::string("never (speed 0)") : turnsText(turns)) +
               ": the cheapest path costs " + quartersText(cost) + " MP to " +
               s.map->grid.label(target) + (entering ? " (entering the map)" : "") + " at speed " +
               quartersText(static_cast<long long>(*speed * 4)),
           "raise within_turns or change the map, the units or the places");
  }
}

bool losExpectationHolds(const LosCheck& c, bool clear, int count) {
  switch (c.expect) {
    case LosCheck::Expect::Clear: return clear;
    case LosCheck::Expect::Blocked: return !clear;
    case LosCheck::Expect::Hindrance: return clear && count == c.hindrance;
  }
  return false;
}

std::string losExpectationText(const LosCheck& c, const std::string& before, const std::string& after) {
  switch (c.expect) {
    case LosCheck::Expect::Clear: return "clear";
    case LosCheck::Expect::Blocked: return "blocked";
    case LosCheck::Expect::Hindrance: return "clear " + before + std::to_string(c.hindrance) + after;
  }
  return "";
}

void checkLosAssertions(const Scenario& s, const SourceMarks& marks, Diagnostics& out) {
  if (!s.map || !s.map->rules || s.losChecks.empty()) return;
  const LosContext ctx(*s.map);
  const Grid& grid = s.map->grid;
  auto locate = [&](const std::string& label) {
    auto o = grid.parseLabel(label);
    return o && grid.contains(*o) ? grid.index(*o) : -1;
  };
  for (const LosCheck& c : s.losChecks) {
    const int from = locate(c.from), to = locate(c.to);
    if (from < 0 || to < 0) continue;  // the reader reported it
    const LosResult r = lineOfSight(ctx, from, to);
    if (losExpectationHolds(c, r.clear, r.hindrance)) continue;
    const std::string expected = losExpectationText(c, "with hindrance ", "");
    Diagnostic& d =
        out.error("los-assertion-failed", marks.itemOnLine({"checks", "los"}, c.line),
                  "expected LOS " + c.from + " -> " + c.to + " " + expected + "; found " +
                      // A blocking rule is the diagnostic's own rule, shown once beside it.
                      (r.clear ? losExplanation(ctx, r) : "blocked by " + losReason(ctx, r)),
                  "check the map's terrain and levels along the line, or the assertion");
    // Blocked: the rule that blocks it; clear (a hindrance the designer did not expect): the
    // code's section of docs/checks.md, which Diagnostics::add set.
    if (!r.clear)
      if (std::string rule = losRule(ctx, r); !rule.empty()) d.rule = std::move(rule);
    const auto kind =
        s.map->isCards() ? DiagnosticLocation::Kind::Card : DiagnosticLocation::Kind::Hex;
    d.locations.push_back({kind, c.from});
    d.locations.push_back({kind, c.to});
    if (!r.clear && r.blockedBy.location >= 0)
      d.locations.push_back({kind, grid.label(r.blockedBy.location)});
  }
}

}  // namespace sandtable
