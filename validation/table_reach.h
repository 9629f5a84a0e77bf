// Reachability on a miniatures table (tables spec 6). The table is cut into square cells of
// `cell` units; a cell takes the going of the features covering its centre for one mobility
// (TableGoing: the slowest, X wins, roads lift). Each passable cell is joined to its 16
// neighbours (king and knight moves) by an edge costing length x the mean of the two cells'
// 1/rate, so a straight line at any angle costs within 3% of its true length. Dijkstra
// (Boost.Graph) from a start set gives every cell's cost in move points: the standard lower
// bound of the rulebooks' "slowest terrain for the whole move point" rule, never more.
#pragma once

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/scenario.h"
#include "validation/table_checks_places.h"

namespace sandtable {

inline constexpr double kDefaultReachCell = 0.5;  // table units
// Cells of a table grid at most (a 1,000 x 1,000 grid): the command refuses finer cells.
inline constexpr long long kMaxReachCells = 1000000;
inline constexpr double kTableUnreachable = std::numeric_limits<double>::infinity();

// Said by every output of table reach (CLI text and JSON, failed checks): what the numbers are.
extern const char* const kTableReachLowerBound;

struct TableReachEdge {
  double mp = 0;  // cost in move points
};
using TableReachCsr =
    boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, TableReachEdge,
                                       boost::no_property, std::uint32_t, std::uint32_t>;

struct TableReachGraph {
  int mobility = -1;
  double cell = kDefaultReachCell;
  int columns = 0, rows = 0;
  std::vector<double> pace;          // per cell: move points per table unit; 0 when impassable
  std::vector<std::uint8_t> leaky;   // per cell: an impassable cell a passable edge jumps over
  TableReachCsr graph;

  int cells() const { return columns * rows; }
  bool passable(int c) const { return pace[static_cast<std::size_t>(c)] > 0; }
  // The cell holding `p` (points on the far edges belong to the last row / column).
  int cellAt(TablePoint p) const;
  TablePoint centre(int c) const;
};

// The number of cells of a table at `cell`, to refuse a grid too fine before building it.
long long tableCellCount(const TableSize& table, double cell);

TableReachGraph buildTableReachGraph(const Map& map, const TableGoing& going, int mobility,
                                     double cell = kDefaultReachCell);

struct TableReachResult {
  std::vector<double> mp;  // per cell; kTableUnreachable when no path leads there
  bool reached(int c) const { return mp[static_cast<std::size_t>(c)] != kTableUnreachable; }
  double at(int c) const { return mp[static_cast<std::size_t>(c)]; }
};

// Cheapest costs from `starts` (cells, each at cost 0). Reuses `out`'s storage.
void tableReach(const TableReachGraph& graph, std::span<const int> starts, TableReachResult& out);
TableReachResult tableReach(const TableReachGraph& graph, std::span<const int> starts);

// The cells whose centres lie in `area`; when none does (a sliver), the cell of its centroid.
std::vector<int> cellsIn(const TableReachGraph& graph, const geo::Area& area);
// The cells of a place: its area's cells or its point's cell.
std::vector<int> cellsOf(const TableReachGraph& graph, const TablePlace& place);

// The cells where an objective is held: those within its radius (its point's cell when it has
// none, or when the circle holds no cell centre).
std::vector<int> objectiveCells(const TableReachGraph& graph, const Objective& o,
                                const TableSize& table);

// What "reach a place" means, for validation's checks, `sandtable reach` and the editor's
// reach overlay alike (docs/tables.md 6): a zone id is reached on any of its cells (a shape or
// a table edge band), an objective id on any cell of its circle (its point's cell without a
// radius), anything else namedTablePoint accepts (a point id, X,Y) on its one cell. Sorted,
// deduplicated; nullopt with `error` when the name is none of them.
std::optional<std::vector<int>> namedTableCells(const Scenario* s, const Map& map,
                                                const TableReachGraph& graph,
                                                std::string_view text, std::string* error);

// Turns to cover `mp` at `speed` move points per turn: ceil(mp / speed); 0 for 0; -1 when
// unreachable or the speed is 0 for a positive cost.
int tableTurns(double mp, double speed);
// A cost as printed: rounded to 0.01 MP ("14.75", "3").
std::string tableMpText(double mp);

// An impassable feature less than two cells wide next to a start or a target: an edge can
// jump it, so at this cell size it may not hold anything back.
struct LeakyBarrier {
  TablePoint near;                        // the centre of the leaky cell
  const TableFeature* feature = nullptr;  // the piece that makes it impassable
};
// The leaky cell within two cells of any of `cells`, or nullopt.
std::optional<LeakyBarrier> leakyBarrierNear(const TableReachGraph& graph, const TableGoing& going,
                                             std::span<const int> cells);
// "the <terrain> 'id' near 12,4 is less than two cells wide: at cell 0.5 it may not be a
// reliable barrier (lower --cell)".
std::string leakyBarrierText(const TableReachGraph& graph, const Ruleset& rules,
                             const LeakyBarrier& b);

}  // namespace sandtable
