#include "validation/map_checks.h"

#include <algorithm>
#include <cstdlib>
#include <set>

#include "model/ruleset.h"
#include "validation/check_reporter.h"
#include "validation/reach_regions.h"

namespace sandtable {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

struct MapChecker {
  const Map& map;
  std::span<const ReachGraph> graphs;
  const SourceMarks& marks;
  CheckReporter report;
  std::vector<char> spikeOrPit;  // per location: reported as a whole, not per hexside

  std::string label(int i) const { return map.grid.label(i); }
  DiagnosticLocation where(int i) const { return hexOrCard(map.isCards(), label(i)); }
  DiagnosticLocation side(int a, int b) const {
    return {DiagnosticLocation::Kind::Hexside, label(std::min(a, b)) + "/" + label(std::max(a, b))};
  }
  int level(int i) const { return map.levels[at(i)]; }

  void levelsInRange() {
    const Ruleset& r = *map.rules;
    for (int i = 0; i < map.grid.size(); ++i)
      if (level(i) < r.levelMin || level(i) > r.levelMax)
        report.add(
            Severity::Error, "level-out-of-range", marks.layerValue(map.grid, "levels", "level", i),
            "level " + std::to_string(level(i)) + " at " + label(i) + " is outside ruleset '" +
                r.id + "' levels " + std::to_string(r.levelMin) + ".." + std::to_string(r.levelMax),
            kCitesDocs, "use a level within the ruleset's range", {where(i)});
  }

  void spikesAndPits() {
    spikeOrPit.assign(at(map.grid.size()), 0);
    for (int i = 0; i < map.grid.size(); ++i) {
      int above = 1000, below = 1000, count = 0;  // smallest rise over / drop under a neighbour
      for (const StepNeighbour& n : stepNeighbours(map, i)) {
        above = std::min(above, level(i) - level(n.location));
        below = std::min(below, level(n.location) - level(i));
        ++count;
      }
      if (count < 2 || (above < 2 && below < 2)) continue;
      spikeOrPit[at(i)] = 1;
      const bool spike = above >= 2;
      report.add(Severity::Warning, spike ? "level-spike" : "level-pit",
                 marks.layerValue(map.grid, "levels", "level", i),
                 label(i) + " (level " + std::to_string(level(i)) + ") lies " +
                     std::to_string(spike ? above : below) + "+ levels " +
                     (spike ? "above" : "below") + " every neighbour",
                 kCitesDocs,
                 "check the levels layer: hills rise one level at a time (a one-level knoll is not "
                 "reported)",
                 {where(i)});
    }
  }

  void slopes() {
    const auto steep = map.rules->movement.steepSlope;
    const bool crest = map.rules->los.model == LosModel::CrestLevels;
    for (int a = 0; a < map.grid.size(); ++a)
      for (const StepNeighbour& n : stepNeighbours(map, a)) {
        const int b = n.location;
        if (b < a || spikeOrPit[at(a)] || spikeOrPit[at(b)]) continue;
        const int jump = std::abs(level(a) - level(b));
        if (!(steep && jump >= *steep) && !(crest && jump >= 2)) continue;
        // Built only for the hexsides reported: a 200x200 map has 120,000 hexsides.
        const std::string text = "the hexside " + label(a) + "/" + label(b) + " joins levels " +
                                 std::to_string(level(a)) + " and " + std::to_string(level(b));
        if (steep && jump >= *steep)
          report.add(
              Severity::Info, "steep-slope", marks.layerValue(map.grid, "levels", "level", b),
              text + ": a slope of " + std::to_string(jump) + " levels, impassable to every unit",
              kCitesDocs,
              "intended cliffs need nothing; otherwise add the levels in between", {side(a, b)});
        else if (crest && jump >= 2)
          report.add(
              Severity::Warning, "crest-cliff", marks.layerValue(map.grid, "levels", "level", b),
              text + ": " + std::to_string(jump) + " levels in one hexside", "FF 24.5",
              "crest-level hills step one level per hex; add the level in between", {side(a, b)});
      }
  }

  void duplicateHexsides() {
    std::set<std::tuple<int, int, int>> seen;
    for (const HexsideEntry& e : map.hexsides) {
      if (!map.grid.contains(e.a) || !map.grid.contains(e.b)) continue;
      const int a = map.grid.index(e.a), b = map.grid.index(e.b);
      if (seen.insert({std::min(a, b), std::max(a, b), e.feature}).second) continue;
      const std::string feature = map.rules->hexsides[at(e.feature)].id;
      report.add(Severity::Warning, "duplicate-hexside", marks.hexside(map.grid, a, b),
                 "the hexside " + label(a) + "/" + label(b) + " lists " + feature +
                     " twice; it counts once",
                 kCitesDocs, "remove the repeated entry", {side(a, b)});
    }
  }

  bool noClassEnters(int i) const {
    return std::all_of(graphs.begin(), graphs.end(),
                       [&](const ReachGraph& g) { return g.entryQuarters[at(i)] == kUnreachable; });
  }

  bool onEdge(int i) const {
    const Offset o = map.grid.offset(i);
    return o.col == 0 || o.row == 0 || o.col == map.grid.columns - 1 || o.row == map.grid.rows - 1;
  }

  void roads() {
    const auto steep = map.rules->movement.steepSlope;
    std::set<int> reported;
    for (const Road& road : map.roads)
      for (std::size_t k = 0; k < road.size(); ++k) {
        if (!map.grid.contains(road[k])) continue;
        const int b = map.grid.index(road[k]);
        const int a = k > 0 && map.grid.contains(road[k - 1]) ? map.grid.index(road[k - 1]) : -1;
        if (a >= 0 && steep && std::abs(level(a) - level(b)) >= *steep)
          report.add(Severity::Warning, "road-steep-slope", marks.roadStep(map.grid, a, b),
                     "the road from " + label(a) + " to " + label(b) + " climbs " +
                         std::to_string(std::abs(level(a) - level(b))) +
                         " levels; at steep_slope " + std::to_string(*steep) +
                         " no unit can follow it",
                     kCitesDocs,
                     "level the road's hexes or end the road before the slope", {side(a, b)});
        // A road through impassable terrain is a bridge or a causeway; one that ends there
        // leads nowhere, unless it leaves the map at that edge.
        const bool end = k == 0 || k + 1 == road.size();
        if (end && !onEdge(b) && noClassEnters(b) && reported.insert(b).second) {
          report.add(
              Severity::Warning, "road-impassable", marks.roadStep(map.grid, a, b),
              "the road ends at " + label(b) + ", whose terrain (" +
                  map.rules->terrain[at(map.terrain[at(b)])].id + ") no mobility class can enter",
              kCitesDocs,
              "check the terrain of " + label(b) + " (a bridge or ford?) or the road's course",
              {where(b)});
        }
      }
  }

  // Hexes whose own terrain is passable for some class but that no class can step into.
  std::vector<char> unenterable() {
    std::vector<char> out(at(map.grid.size()), 0);
    if (graphs.empty() || map.grid.size() < 2) return out;
    std::vector<int> total(at(map.grid.size()), 0);
    for (const ReachGraph& g : graphs) {
      const auto degree = inDegrees(g);
      for (std::size_t i = 0; i < degree.size(); ++i) total[i] += degree[i];
    }
    for (int i = 0; i < map.grid.size(); ++i) {
      if (total[at(i)] > 0 || noClassEnters(i)) continue;
      out[at(i)] = 1;
      report.add(
          Severity::Warning, "unenterable-hex", marks.layerValue(map.grid, "terrain", "terrain", i),
          "no mobility class can move into " + label(i) +
              " from any neighbour (hexside features, slopes or terrain around it)",
          kCitesDocs,
          "open one side of " + label(i) + ", or make it impassable terrain if it is meant to be",
          {where(i)});
    }
    return out;
  }

  void trappedRegions(const std::vector<char>& alreadyReported) {
    for (const ReachGraph& g : graphs) {
      const std::string& mobility = map.rules->mobility[at(g.mobility)];
      for (const auto& pocket : findRegions(map, g).trapped) {
        const std::vector<int>& group = pocket.locations;
        if (std::all_of(group.begin(), group.end(),
                        [&](int i) { return alreadyReported[at(i)] != 0; }))
          continue;
        std::string list;
        std::vector<DiagnosticLocation> locations;
        for (std::size_t k = 0; k < group.size() && k < 8; ++k) {
          list += (k ? ", " : "") + label(group[k]);
          locations.push_back(where(group[k]));
        }
        if (group.size() > 8) list += ", ...";
        const std::string what = group.size() == 1
                                     ? label(group[0])
                                     : std::to_string(group.size()) + " " +
                                           (map.isCards() ? "cards" : "hexes") + " (" + list + ")";
        // A trap (units can drive in, not out) is a warning; a closed pocket (a field walled
        // by hedges) is often the design, so it is information.
        report.add(
            pocket.enteredFromMain ? Severity::Warning : Severity::Info, "trapped-region",
            marks.layerValue(map.grid, "terrain", "terrain", group[0]),
            mobility + " units in " + what + " cannot get back to the rest of the map" +
                (pocket.enteredFromMain ? ", though they can move in" : " (nor get in from it)"),
            kCitesDocs,
            "open a way out (a road, passable terrain or hexside) or make it impassable for " +
                mobility,
            std::move(locations));
      }
    }
  }

  void cardHills() {
    for (int i = 0; i < map.grid.size(); ++i) {
      const CardData& card = map.cards[at(i)];
      if (!card.present || !card.hill) continue;
      // A hill card's dark borders mark the crest on its down-slope sides; dark all round is
      // no hill card (a dark-bordered woods card on a hill is fine: the terrain card's own).
      if (std::any_of(card.hill->begin(), card.hill->end(),
                      [](Border b) { return b == Border::Light; }))
        continue;
      report.add(Severity::Warning, "card-dark-hill", marks.card(map.grid, i, {"hill"}),
                 "the hill card under " + label(i) +
                     " is dark on all four sides, which no hill card is; lines through " +
                     label(i) + " are blocked from every side at every level",
                 "FoF 5.2.1, 5.2.2.A", "check the card's borders and its hill card's borders",
                 {where(i)});
    }
  }
};

}  // namespace

void checkMap(const Map& map, std::span<const ReachGraph> graphs, const SourceMarks& marks,
              Diagnostics& out) {
  if (!map.rules || map.grid.size() == 0 || static_cast<int>(map.terrain.size()) != map.grid.size())
    return;
  MapChecker c{map, graphs, marks, CheckReporter(out), {}};
  if (map.isHex()) {
    c.levelsInRange();
    c.spikesAndPits();
    c.slopes();
    c.duplicateHexsides();
    c.roads();
  } else {
    c.cardHills();
  }
  c.trappedRegions(c.unenterable());
}

}  // namespace sandtable
