#include "validation/table_reach_query.h"

#include <algorithm>
#include <cmath>

#include "validation/json_writer.h"

namespace sandtable {

namespace {

std::string turnsWord(int turns) {
  return std::to_string(turns) + (turns == 1 ? " turn" : " turns");
}

}  // namespace

std::vector<TableReachTarget> objectiveTargets(const Scenario& s, const TableReachGraph& graph) {
  std::vector<TableReachTarget> out;
  if (!s.map) return out;
  for (const Objective& o : s.objectives)
    if (o.point) out.push_back({o.id, objectiveCells(graph, o, s.map->table)});
  return out;
}

double cheapest(const TableReachResult& r, const std::vector<int>& cells) {
  double best = kTableUnreachable;
  for (int c : cells)
    if (c >= 0 && c < static_cast<int>(r.mp.size())) best = std::min(best, r.at(c));
  return best;
}

TableReachReport tableReachReport(const TableReachGraph& graph, const TableGoing& going,
                                  const Ruleset& rules, const std::vector<int>& starts,
                                  std::vector<TableReachTarget> targets) {
  TableReachReport out;
  out.cell = graph.cell;
  const TableReachResult result = tableReach(graph, starts);
  for (const TableReachTarget& t : targets) out.costs.push_back(cheapest(result, t.cells));
  auto warn = [&](const std::string& what, std::span<const int> cells) {
    if (auto b = leakyBarrierNear(graph, going, cells))
      out.warnings.push_back(what + ": " + leakyBarrierText(graph, rules, *b));
  };
  warn("start", starts);
  for (const TableReachTarget& t : targets) warn(t.key, t.cells);
  out.targets = std::move(targets);
  return out;
}

std::string tableReachJson(const TableReachReport& r) {
  JsonWriter w;
  w.beginObject();
  w.field("mobility", r.mobility);
  w.field("from", r.from);
  w.field("cell", r.cell);
  w.key("costs").beginObject();
  for (std::size_t i = 0; i < r.targets.size(); ++i) {
    w.key(r.targets[i].key);
    if (r.costs[i] == kTableUnreachable) w.null();
    else
      w.value(r.costs[i]);
  }
  w.endObject();
  w.key("turns").beginObject();
  if (r.speed)
    for (std::size_t i = 0; i < r.targets.size(); ++i) {
      w.key(r.targets[i].key);
      const int turns = tableTurns(r.costs[i], *r.speed);
      if (turns < 0) w.null();
      else w.value(turns);
    }
  w.endObject();
  w.key("unreachable").beginArray();
  for (std::size_t i = 0; i < r.targets.size(); ++i)
    if (r.costs[i] == kTableUnreachable) w.value(r.targets[i].key);
  w.endArray();
  w.key("warnings").beginArray();
  for (const std::string& s : r.warnings) w.value(s);
  w.endArray();
  w.field("note", kTableReachLowerBound);
  w.endObject();
  return w.str() + "\n";
}

std::string tableReachText(const TableReachReport& r) {
  std::string out, unreachable;
  for (std::size_t i = 0; i < r.targets.size(); ++i) {
    const std::string& key = r.targets[i].key;
    if (r.costs[i] == kTableUnreachable) {
      unreachable += " " + key;
      continue;
    }
    out += key + " " + tableMpText(r.costs[i]) + " MP";
    if (r.speed) {
      const int turns = tableTurns(r.costs[i], *r.speed);
      out += turns >= 0 ? ", " + turnsWord(turns) : ", never at speed 0";
    }
    out += "\n";
  }
  if (r.targets.empty())
    out += r.objectives ? "no objectives: give points with --to X,Y\n"
                        : "nothing to report: give points with --to X,Y\n";
  if (!unreachable.empty()) out += "unreachable:" + unreachable + "\n";
  for (const std::string& s : r.warnings) out += "warning: " + s + "\n";
  out += std::string("note: ") + kTableReachLowerBound + "\n";
  return out;
}

}  // namespace sandtable
