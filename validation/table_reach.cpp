#include "validation/table_reach.h"

#include <algorithm>
#include <array>
#include <boost/graph/dijkstra_shortest_paths.hpp>
#include <cmath>
#include <cstdio>

#include "model/quote_text.h"

namespace sandtable {

const char* const kTableReachLowerBound =
    "costs are the lower bound of the rules: the length of the path over each going's rate, "
    "as if no move point were cut short by the slowest terrain it touches (docs/checks.md#movement-checks-on-tables)";

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

struct Step {
  int dx, dy;
  double length;  // in cells
};
// King moves, then knight moves.
constexpr double kDiag = 1.4142135623730951, kKnight = 2.23606797749979;
constexpr std::array<Step, 16> kSteps{{{1, 0, 1},       {-1, 0, 1},      {0, 1, 1},
                                       {0, -1, 1},      {1, 1, kDiag},   {1, -1, kDiag},
                                       {-1, 1, kDiag},  {-1, -1, kDiag}, {2, 1, kKnight},
                                       {2, -1, kKnight}, {-2, 1, kKnight}, {-2, -1, kKnight},
                                       {1, 2, kKnight},  {1, -2, kKnight}, {-1, 2, kKnight},
                                       {-1, -2, kKnight}}};

int sign(int v) {
  return (v > 0) - (v < 0);
}

}  // namespace

int TableReachGraph::cellAt(TablePoint p) const {
  const int i = std::clamp(static_cast<int>(std::floor(p.x / cell)), 0, columns - 1);
  const int j = std::clamp(static_cast<int>(std::floor(p.y / cell)), 0, rows - 1);
  return j * columns + i;
}

TablePoint TableReachGraph::centre(int c) const {
  return {(c % columns + 0.5) * cell, (c / columns + 0.5) * cell};
}

long long tableCellCount(const TableSize& table, double cell) {
  if (!(cell > 0)) return 0;
  const double n = std::ceil(table.width / cell) * std::ceil(table.height / cell);
  return n > 1e15 ? static_cast<long long>(1e15) : static_cast<long long>(n);
}

TableReachGraph buildTableReachGraph(const Map& map, const TableGoing& going, int mobility,
                                     double cell) {
  TableReachGraph g;
  g.mobility = mobility;
  g.cell = cell;
  g.columns = std::max(1, static_cast<int>(std::ceil(map.table.width / cell - 1e-9)));
  g.rows = std::max(1, static_cast<int>(std::ceil(map.table.height / cell - 1e-9)));
  const int n = g.cells();
  g.pace.assign(at(n), 0.0);
  g.leaky.assign(at(n), 0);
  const Ruleset& rules = *map.rules;
  for (int c = 0; c < n; ++c) {
    const Going going_ = going.at(g.centre(c), mobility);
    const double rate = going_ == Going::Impassable ? 0 : rules.rate(going_);
    g.pace[at(c)] = rate > 0 ? 1.0 / rate : 0.0;
  }
  auto closed = [&](int i, int j) {
    return i >= 0 && j >= 0 && i < g.columns && j < g.rows && !g.passable(j * g.columns + i);
  };
  std::vector<std::pair<std::uint32_t, std::uint32_t>> edges;
  std::vector<TableReachEdge> costs;
  edges.reserve(at(n) * 16);
  costs.reserve(at(n) * 16);
  // Sources in increasing order: the edge list is already sorted for the CSR.
  for (int c = 0; c < n; ++c) {
    if (!g.passable(c)) continue;
    const int i = c % g.columns, j = c / g.columns;
    for (const Step& s : kSteps) {
      const int ti = i + s.dx, tj = j + s.dy;
      if (ti < 0 || tj < 0 || ti >= g.columns || tj >= g.rows) continue;
      const int t = tj * g.columns + ti;
      if (!g.passable(t)) continue;
      edges.emplace_back(static_cast<std::uint32_t>(c), static_cast<std::uint32_t>(t));
      costs.push_back({s.length * cell * (g.pace[at(c)] + g.pace[at(t)]) / 2});
      // The cells the edge passes over without testing them: a diagonal between two closed
      // cells, or a knight move over two, crosses a barrier one cell wide.
      if (s.dx == 0 || s.dy == 0) continue;
      int ai, aj, bi, bj;
      if (std::abs(s.dx) == std::abs(s.dy)) {
        ai = i + s.dx, aj = j, bi = i, bj = j + s.dy;
      } else if (std::abs(s.dx) == 2) {
        ai = bi = i + sign(s.dx), aj = j, bj = j + s.dy;
      } else {
        aj = bj = j + sign(s.dy), ai = i, bi = i + s.dx;
      }
      if (closed(ai, aj) && closed(bi, bj)) {
        g.leaky[at(aj * g.columns + ai)] = 1;
        g.leaky[at(bj * g.columns + bi)] = 1;
      }
    }
  }
  g.graph = TableReachCsr(boost::edges_are_sorted, edges.begin(), edges.end(), costs.begin(),
                          static_cast<TableReachCsr::vertices_size_type>(n));
  return g;
}

void tableReach(const TableReachGraph& graph, std::span<const int> starts, TableReachResult& out) {
  const int n = graph.cells();
  out.mp.assign(at(n), kTableUnreachable);
  std::vector<std::uint32_t> sources;
  sources.reserve(starts.size());
  for (int s : starts) {
    if (s < 0 || s >= n || out.mp[at(s)] == 0) continue;
    out.mp[at(s)] = 0;
    sources.push_back(static_cast<std::uint32_t>(s));
  }
  if (sources.empty()) return;
  std::vector<boost::default_color_type> colors(at(n), boost::white_color);
  const auto index = boost::get(boost::vertex_index, graph.graph);
  boost::dijkstra_shortest_paths_no_init(
      graph.graph, sources.begin(), sources.end(), boost::dummy_property_map(),
      boost::make_iterator_property_map(out.mp.begin(), index),
      boost::get(&TableReachEdge::mp, graph.graph), index, std::less<double>(),
      boost::closed_plus<double>(kTableUnreachable), 0.0, boost::default_dijkstra_visitor(),
      boost::make_iterator_property_map(colors.begin(), index));
}

TableReachResult tableReach(const TableReachGraph& graph, std::span<const int> starts) {
  TableReachResult out;
  tableReach(graph, starts, out);
  return out;
}

std::vector<int> cellsIn(const TableReachGraph& graph, const geo::Area& area) {
  std::vector<int> out;
  if (area.empty()) return out;
  // The extent of the outer rings (holes lie inside them).
  TablePoint lo{kTableUnreachable, kTableUnreachable}, hi{-kTableUnreachable, -kTableUnreachable};
  for (const auto& poly : area)
    for (const auto& v : poly.outer()) {
      lo = {std::min(lo.x, v.x()), std::min(lo.y, v.y())};
      hi = {std::max(hi.x, v.x()), std::max(hi.y, v.y())};
    }
  const int i0 = graph.cellAt(lo) % graph.columns, j0 = graph.cellAt(lo) / graph.columns;
  const int i1 = graph.cellAt(hi) % graph.columns, j1 = graph.cellAt(hi) / graph.columns;
  for (int j = j0; j <= j1; ++j)
    for (int i = i0; i <= i1; ++i) {
      const int c = j * graph.columns + i;
      if (geo::covers(area, graph.centre(c))) out.push_back(c);
    }
  if (out.empty()) out.push_back(graph.cellAt(geo::centroid(area)));
  return out;
}

std::vector<int> cellsOf(const TableReachGraph& graph, const TablePlace& place) {
  if (!place.area.empty()) return cellsIn(graph, place.area);
  if (place.point) return {graph.cellAt(*place.point)};
  return {};
}

std::vector<int> objectiveCells(const TableReachGraph& graph, const Objective& o,
                                const TableSize& table) {
  if (!o.point) return {};
  if (o.radius && *o.radius > 0) {
    const geo::Area circle =
        geo::clipToTable(geo::shapeArea(geo::circleShape(*o.point, *o.radius), 0), table);
    std::vector<int> cells = cellsIn(graph, circle);
    const int own = graph.cellAt(*o.point);
    if (std::find(cells.begin(), cells.end(), own) == cells.end()) cells.push_back(own);
    return cells;
  }
  return {graph.cellAt(*o.point)};
}

std::optional<std::vector<int>> namedTableCells(const Scenario* s, const Map& map,
                                                const TableReachGraph& graph,
                                                std::string_view text, std::string* error) {
  if (s) {
    if (const Zone* z = s->zone(text)) {
      auto cells = cellsIn(graph, zoneArea(*z, map.table));
      if (cells.empty() && error) *error = "zone " + quoteText(z->id) + " has no area on the table";
      if (cells.empty()) return std::nullopt;
      return cells;
    }
    // An objective is reached on any cell of its circle, as objective-unreachable and
    // `reach` without --to measure it (docs/tables.md 6).
    if (const Objective* o = s->objective(text); o && o->point) return objectiveCells(graph, *o, map.table);
  }
  auto p = namedTablePoint(s, map, text, error);
  if (!p) return std::nullopt;
  return std::vector<int>{graph.cellAt(*p)};
}

int tableTurns(double mp, double speed) {
  if (mp == kTableUnreachable) return -1;
  if (mp <= 0) return 0;
  if (!(speed > 0)) return -1;
  return static_cast<int>(std::ceil(mp / speed - 1e-9));
}

std::string tableMpText(double mp) {
  return tableNumberText(std::round(mp * 100) / 100);
}

std::optional<LeakyBarrier> leakyBarrierNear(const TableReachGraph& graph, const TableGoing& going,
                                             std::span<const int> cells) {
  for (int c : cells) {
    if (c < 0 || c >= graph.cells()) continue;
    const int i = c % graph.columns, j = c / graph.columns;
    for (int dj = -2; dj <= 2; ++dj)
      for (int di = -2; di <= 2; ++di) {
        const int ti = i + di, tj = j + dj;
        if (ti < 0 || tj < 0 || ti >= graph.columns || tj >= graph.rows) continue;
        const int t = tj * graph.columns + ti;
        if (!graph.leaky[at(t)]) continue;
        const TablePoint p = graph.centre(t);
        return LeakyBarrier{p, going.blocker(p, graph.mobility)};
      }
  }
  return std::nullopt;
}

std::string leakyBarrierText(const TableReachGraph& graph, const Ruleset& rules,
                             const LeakyBarrier& b) {
  std::string what = "impassable ground";
  if (b.feature) {
    const auto t = static_cast<std::size_t>(b.feature->terrain);
    const std::string name = t < rules.terrain.size() ? rules.terrain[t].name : "terrain";
    what = "the " + name + " " + quoteText(b.feature->id);
  }
  return what + " near " + tablePointText(b.near) +
         " is less than two cells wide: at cell " + tableNumberText(graph.cell) +
         " it may not be a reliable barrier (lower --cell)";
}

}  // namespace sandtable
