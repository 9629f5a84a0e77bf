#include "validation/table_scenario_reach.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

#include "model/quote_text.h"
#include "validation/scenario_reach.h"
#include "validation/table_checks_internal.h"
#include "validation/table_reach_query.h"

namespace sandtable {

namespace {

// Movement on tables is measured the same way for every table ruleset (docs/checks.md,
// "Movement checks on tables"): the findings cite their code's section there.
const char* const kRule = kCitesDocs;

// Cells the designer's reach checks may search in all: each distinct start (side's mobility
// and place) is one search over the whole grid, about 0.2 microseconds a cell, so this keeps
// the checks of any scenario to about two seconds (1,150 distinct starts on a 48" x 36" table
// at the default cell, 26 on the largest grid validation builds).
constexpr long long kReachSearchBudget = 8'000'000;

std::string turnsText(int n) {
  return std::to_string(n) + (n == 1 ? " turn" : " turns");
}

// Graphs per mobility, built when first asked for, and one Dijkstra per (mobility, start set).
class TableReachCache {
 public:
  TableReachCache(const Map& map, const TableGoing& going) : map_(map), going_(going) {}
  const TableReachGraph& graph(int mobility) {
    auto& g = graphs_[mobility];
    if (!g) g = std::make_unique<TableReachGraph>(buildTableReachGraph(map_, going_, mobility, cell()));
    return *g;
  }
  const TableReachResult& from(int mobility, std::vector<int> starts) {
    auto key = keyOf(mobility, std::move(starts));
    auto it = results_.find(key);
    if (it != results_.end()) return it->second;
    if (results_.size() >= kMaxKept) results_.clear();  // many set-up points on a big table
    searchedCells_ += graph(mobility).cells();
    return results_[key] = tableReach(graph(mobility), key.second);
  }
  // Whether from() would answer without a new search.
  bool kept(int mobility, std::vector<int> starts) const {
    return results_.count(keyOf(mobility, std::move(starts))) > 0;
  }
  // Cells visited by the searches so far: what validation's time grows with.
  long long searchedCells() const { return searchedCells_; }
  // The reach grid's default cell, coarsened on a huge table so that validating it stays
  // quick and small (the command line's --cell is there for a finer look).
  double cell() const {
    double c = kDefaultReachCell;
    while (tableCellCount(map_.table, c) > kMaxCheckCells) c *= 2;
    return c;
  }

 private:
  static std::pair<int, std::vector<int>> keyOf(int mobility, std::vector<int> starts) {
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    return {mobility, std::move(starts)};
  }

  static constexpr long long kMaxCheckCells = 300000;
  static constexpr std::size_t kMaxKept = 32;
  long long searchedCells_ = 0;
  const Map& map_;
  const TableGoing& going_;
  std::map<int, std::unique_ptr<TableReachGraph>> graphs_;
  std::map<std::pair<int, std::vector<int>>, TableReachResult> results_;
};

struct TableReachChecker {
  TableChecker& c;
  TableReachCache cache;

  explicit TableReachChecker(TableChecker& checker)
      : c(checker), cache(checker.map, checker.going) {}

  const Scenario& s() const { return c.s; }
  std::string mobilityName(int m) const { return c.rules.mobility[static_cast<std::size_t>(m)]; }
  std::string speedText(double v) const { return tableNumberText(std::round(v * 100) / 100); }
  std::string where(const TableReachGraph& g, int cell) const {
    return tablePointText(g.centre(cell));
  }
  // The cell of the cheapest of `cells`, or -1.
  static int cheapestCell(const TableReachResult& r, const std::vector<int>& cells) {
    int best = -1;
    for (int cell : cells)
      if (r.reached(cell) && (best < 0 || r.at(cell) < r.at(best))) best = cell;
    return best;
  }

  // The cells a unit starts from: where it sets up, or where it arrives. Empty when none.
  std::vector<int> startCells(const OobEntry& e, int m) {
    const PlaceRef& ref = e.arrives ? e.arrives->zone : e.setup;
    if (ref.empty()) return {};
    return cellsOf(cache.graph(m), tablePlace(s(), ref, c.inches(kHotSpotRadius)));
  }

  // A check's end: its point, or the cells of what it names (worked out once per name: a
  // zone's cells cost a pass over its area, and thousands of checks name the same few).
  std::optional<std::vector<int>> checkEnd(int mobility, const std::string& text,
                                           const std::optional<TablePoint>& point) {
    const TableReachGraph& g = cache.graph(mobility);
    if (point) return std::vector<int>{g.cellAt(*point)};
    auto [it, added] = namedCells.try_emplace({mobility, text});
    if (added) {
      std::string error;
      it->second = namedTableCells(&s(), c.map, g, text, &error);
    }
    return it->second;
  }
  std::map<std::pair<int, std::string>, std::optional<std::vector<int>>> namedCells;

  // The checks past the search budget are reported once, at the first of them.
  void reportOverBudget(const ReachCheck& first, std::size_t unchecked, int cells) {
    c.report.add(Severity::Error, "reach-checks-limit",
                 c.marks.itemOnLine({"checks", "reach"}, first.line),
                 "this reach check and the " + std::to_string(unchecked - 1) +
                     " after it are not verified: the checks start from more places than "
                     "validation searches on this table (each new start is a path search over " +
                     std::to_string(cells) + " cells; " + std::to_string(kReachSearchBudget) +
                     " cells in all)",
                 kRule,
                 "start more checks from the same zone or point (checks of one mobility from "
                 "one start share a search), or drop some");
  }

  // The speed of the side's fastest unit of this mobility.
  std::optional<double> fastest(const std::string& side, int mobility) const {
    std::optional<double> best;
    for (const SideOob& oob : s().oob)
      if (oob.side == side)
        for (const OobEntry& e : oob.entries)
          if (unitMobility(s(), e) == mobility)
            if (auto v = tableSpeedMp(s(), e); v && (!best || *v > *best)) best = v;
    return best;
  }

  void assertions() {
    const std::vector<ReachCheck>& checks = s().reachChecks;
    for (std::size_t i = 0; i < checks.size(); ++i) {
      const ReachCheck& rc = checks[i];
      const int m = c.rules.mobilityIndex(rc.mobility);
      if (m < 0 || !s().side(rc.side)) continue;  // the reader reported it
      const TableReachGraph& g = cache.graph(m);
      auto starts = checkEnd(m, rc.from, rc.fromPoint), targets = checkEnd(m, rc.to, rc.toPoint);
      if (!starts || !targets) continue;  // the reader reported it
      if (!cache.kept(m, *starts) && cache.searchedCells() + g.cells() > kReachSearchBudget) {
        reportOverBudget(rc, checks.size() - i, g.cells());
        return;
      }
      const std::string expected = "expected " + rc.side + " " + rc.mobility + " units to reach " +
                                   rc.to + " from " + rc.from +
                                   (rc.withinTurns ? " within " + turnsText(*rc.withinTurns) : "");
      const TableReachResult& r = cache.from(m, *starts);
      const int target = cheapestCell(r, *targets);
      const SourcePosition pos = c.marks.itemOnLine({"checks", "reach"}, rc.line);
      auto fail = [&](std::string found, std::string fix) {
        std::vector<DiagnosticLocation> at;
        if (target >= 0) at.push_back(TableChecker::at(g.centre(target)));
        if (auto b = leakyBarrierNear(g, c.going, *starts))
          fix += "; note: " + leakyBarrierText(g, c.rules, *b);
        c.report.add(Severity::Error, "reach-assertion-failed", pos,
                     expected + "; " + std::move(found), kRule, std::move(fix), std::move(at));
      };
      if (target < 0) {
        fail("found no path: every way there is impassable to " + rc.mobility,
             "check the table between the two places or the assertion");
        continue;
      }
      if (!rc.withinTurns) continue;
      const auto speed = fastest(rc.side, m);
      const double cost = r.at(target);
      if (!speed) {
        fail("found no " + rc.mobility + " unit of side '" + rc.side +
                 "' to give a speed (cheapest cost " + tableMpText(cost) + " MP)",
             "add such a unit or drop within_turns");
        continue;
      }
      const int turns = tableTurns(cost, *speed);
      if (turns < 0 || turns > *rc.withinTurns)
        fail("found " + (turns < 0 ? std::string("never (speed 0)") : turnsText(turns)) +
                 ": the cheapest path costs " + tableMpText(cost) + " MP to " + where(g, target) +
                 " at speed " + speedText(*speed) + " (a lower bound: the game can only be slower)",
             "raise within_turns or change the table, the units or the places");
    }
  }

  // The fastest way any unit of `side` gets to one of `targets` (cells per mobility): turns
  // needed minus turns left (<= 0 in time) and a description; nullopt when none can.
  struct Best {
    int lateBy = 0;
    std::string text;
  };
  template <typename TargetsOf>
  std::optional<Best> bestArrival(const std::string& side, TargetsOf targetsOf) {
    std::optional<Best> best;
    for (const SideOob& oob : s().oob) {
      if (oob.side != side) continue;
      for (const OobEntry& e : oob.entries) {
        const int m = unitMobility(s(), e);
        if (m < 0) continue;
        const auto starts = startCells(e, m);
        if (starts.empty()) continue;
        const TableReachGraph& g = cache.graph(m);
        const TableReachResult& r = cache.from(m, starts);
        const int target = cheapestCell(r, targetsOf(g));
        if (target < 0) continue;
        const double cost = r.at(target);
        const auto speed = tableSpeedMp(s(), e);
        const int left = e.arrives ? s().turns - e.arrives->turn + 1 : s().turns;
        int needed = speed ? tableTurns(cost, *speed) : 0;
        const bool never = needed < 0;  // speed 0 and somewhere to go
        if (never) needed = 1 << 20;
        const int late = s().turns > 0 ? needed - left : 0;
        const std::string turns = !speed ? ""
                                  : never ? ", never at speed " + speedText(*speed)
                                          : " = " + turnsText(needed) + " at speed " + speedText(*speed);
        if (!best || late < best->lateBy)
          best = Best{late, quoteText(e.id) + " needs " + tableMpText(cost) + " MP to " + where(g, target) +
                                turns + ", with " + turnsText(left) + " left"};
      }
    }
    return best;
  }

  void objectives() {
    for (const Objective& o : s().objectives) {
      if (!o.point) continue;
      for (const auto& [side, vp] : o.vp) {
        if (vp <= 0 || !s().side(side)) continue;
        const bool hasUnits = std::any_of(s().oob.begin(), s().oob.end(), [&](const SideOob& x) {
          return x.side == side && !x.entries.empty();
        });
        if (!hasUnits) continue;  // side-without-units says it
        const auto best = bestArrival(side, [&](const TableReachGraph& g) {
          return objectiveCells(g, o, c.map.table);
        });
        const SourcePosition pos = c.marks.item({"objectives"}, "id", o.id);
        const std::string at = tablePointText(*o.point);
        if (!best)
          c.report.add(Severity::Error, "objective-unreachable", pos,
                       "no unit of side " + quoteText(side) + " can reach objective " + quoteText(o.id) + " at " +
                           at + " from where it sets up or arrives",
                       kRule,
                       "move the objective, open a way to it, or give the side a unit that can "
                       "get there",
                       {TableChecker::at(*o.point)});
        else if (best->lateBy > 0)
          c.report.add(Severity::Warning, "objective-too-far", pos,
                       "side " + quoteText(side) + " cannot reach objective '" + o.id +
                           "' in time: the fastest, " + best->text + " (a lower bound)",
                       kRule,
                       "add turns, move the set-up or arrival closer, or accept an objective "
                       "only one side can take",
                       {TableChecker::at(*o.point)});
      }
    }
  }

  // A reserve must be able to move on from where it comes on: one turn's move at least.
  void arrivals() {
    for (const SideOob& side : s().oob)
      for (std::size_t i = 0; i < side.entries.size(); ++i) {
        const OobEntry& e = side.entries[i];
        const int m = unitMobility(s(), e);
        if (m < 0 || !e.arrives || e.arrives->zone.empty()) continue;
        const TablePlace place = tablePlace(s(), e.arrives->zone, c.inches(kHotSpotRadius));
        if (place.empty()) continue;
        const TableReachGraph& g = cache.graph(m);
        std::vector<int> open;
        for (int cell : cellsOf(g, place))
          if (g.passable(cell)) open.push_back(cell);
        if (open.empty()) continue;  // arrival-impassable says it
        const TableReachResult& r = cache.from(m, open);
        double farthest = 0;
        for (double v : r.mp)
          if (v != kTableUnreachable) farthest = std::max(farthest, v);
        const double needed = std::max(1.0, tableSpeedMp(s(), e).value_or(1.0));
        if (farthest >= needed) continue;
        c.report.add(Severity::Error, "arrival-cut-off",
                     c.marks.at(c.entryPath(side, i, {"arrives"})),
                     quoteText(e.id) + " (" + mobilityName(m) + ") arrives at " + place.text +
                         " but can get no more than " + tableMpText(farthest) +
                         " MP from it: impassable ground closes it in",
                     kRule, "bring it on where " + mobilityName(m) + " units can move on",
                     {TableChecker::at(g.centre(open.front()))});
      }
  }

  void exits() {
    auto check = [&](const std::string& side, const std::string& what, const geo::Area* area,
                     std::optional<TablePoint> point, SourcePosition pos, DiagnosticLocation loc) {
      if (!s().side(side)) return;
      const auto best = bestArrival(side, [&](const TableReachGraph& g) {
        if (area) return cellsIn(g, *area);
        return point ? std::vector<int>{g.cellAt(*point)} : std::vector<int>{};
      });
      if (!best)
        c.report.add(Severity::Error, "exit-unreachable", pos,
                     "no unit of side " + quoteText(side) + " can reach " + what, kRule,
                     "choose an exit the side's units can reach", {std::move(loc)});
    };
    if (s().victory && s().victory->exit) {
      const auto& exit = *s().victory->exit;
      if (const Zone* z = s().zone(exit.zone)) {
        const geo::Area area = zoneArea(*z, c.map.table);
        if (!area.empty())
          check(exit.side, "exit zone " + quoteText(exit.zone), &area, std::nullopt,
                c.marks.at({"victory", "exit", "zone"}),
                {DiagnosticLocation::Kind::Zone, exit.zone});
      }
    }
    for (const ScenarioPoint& p : s().points) {
      if (p.kind != ScenarioPoint::Kind::Exit || p.side.empty()) continue;
      PlaceRef ref;
      ref.point = p.id;
      const TablePlace place = tablePlace(s(), ref, 0);
      check(p.side, "exit point " + quoteText(p.id), place.area.empty() ? nullptr : &place.area,
            place.point, c.pointPosition(p.id), TableChecker::at(p.position()));
    }
  }
};

}  // namespace

std::optional<double> tableSpeedMp(const Scenario& s, const OobEntry& e) {
  auto speed = unitSpeed(e);
  if (!speed || !s.rules) return speed;
  if (s.rules->los.model == LosModel::Blockers) {
    const double open = s.rules->rate(Going::Open);
    if (open > 0) return *speed / open;
  }
  return speed;
}

void checkTableReach(const Scenario& s, const SourceMarks& marks, Diagnostics& out) {
  if (!s.map || !s.map->rules || !s.rules || !s.map->isTable()) return;
  if (s.map->rules->id != s.rules->id) return;
  TableChecker checker(s, marks, out);
  TableReachChecker c(checker);
  c.assertions();
  c.objectives();
  c.arrivals();
  c.exits();
}

}  // namespace sandtable
