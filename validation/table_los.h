// Line of sight on a miniatures table (tables spec 5): the `dead-ground` model of Focused
// Firepower and the `blockers` model of Force on Force, and the viewshed over a grid of cells.
// A TableLosContext works out once per map (and the scenario's placed markers) every piece's
// area, extent, height and top, with an R-tree over the extents, so that a query tests only
// the pieces near its segment. Lengths along a sight line come from Boost.Geometry
// (intersection of the segment with a piece's area).
#pragma once

#include <optional>
#include <string>
#include <vector>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"  // see model/table_geometry.cpp
#include <boost/geometry/index/rtree.hpp>
#pragma GCC diagnostic pop

#include "model/map.h"
#include "model/ruleset.h"
#include "model/scenario.h"
#include "model/table_geometry.h"
#include "validation/table_sight_outline.h"

namespace sandtable {

// One terrain piece or placed marker as sight sees it.
struct TableSightPiece {
  enum class Kind { Hill, Area, Linear, Obstacle, Smoke, Cloud };
  Kind kind = Kind::Area;
  std::string id;
  std::string name;  // the feature's name, else its terrain type's, else its id
  geo::Area area;    // clipped to the table
  SightOutline outline;  // the same area as edges, for the queries
  geo::Box box;
  double height = 0;  // levels (smoke: the template's height)
  double top = 0;     // k: a hill's height; anything else ground level at its centroid + height
  std::optional<double> seeIn;
  bool blocks = false;
};

// Why a line is blocked, in the spec's order.
enum class TableLosCause {
  None,
  Range,           // 5.1.1 / 5.2.1
  SeeIn,           // 5.1.2 an end too deep inside area terrain
  ThroughCover,    // 5.1.3
  DeadGround,      // 5.1.4 (hills, area terrain, smoke templates)
  Obstacles,       // 5.1.5
  BlockingPiece,   // 5.2.2
  SmokeCloud,      // 5.2.3
};
const char* tableLosCauseName(TableLosCause c);

// The outcome of one query without any text: what the viewshed needs.
struct TableSight {
  TableLosCause cause = TableLosCause::None;
  int piece = -1;        // the deciding piece (not for Range, Obstacles)
  bool atFrom = false;   // SeeIn, DeadGround, SmokeCloud: the end concerned is P (else Q)
  double measure = 0;    // Range: |PQ|; SeeIn/ThroughCover/SmokeCloud: length inside;
                         // DeadGround: distance behind the piece; Obstacles: their sum
  int smoke = 0;         // dead-ground: smoke templates crossed (when clear)
  bool clear() const { return cause == TableLosCause::None; }
};

class TableLosContext {
 public:
  // `scenario` (may be null) adds its placed markers and, for the blockers model, the set-up
  // points whose lines of fire are listed. The map must have a table ruleset.
  explicit TableLosContext(const Map& map, const Scenario* scenario = nullptr);

  const Map& map() const { return map_; }
  const Ruleset& rules() const { return *map_.rules; }
  LosModel model() const { return model_; }
  const std::vector<TableSightPiece>& pieces() const { return pieces_; }
  std::optional<double> maxRange() const { return maxRange_; }
  double lofCorridor() const { return lofCorridor_; }
  // z(p): the largest height of the hill pieces containing p (0 when none).
  double groundLevel(TablePoint p) const;
  // The unit symbol after a distance: `"` for inches, ` cm` for centimetres.
  std::string unitText(double value) const;

  // Set-up points (blockers model with a scenario): "side/entry" and where it stands.
  struct SetupPoint {
    std::string name;
    TablePoint at;
  };
  const std::vector<SetupPoint>& setupPoints() const { return setups_; }
  // True for the blockers model with a scenario (tables spec 5.2.4).
  bool listsLineOfFire() const { return lineOfFire_; }

  // Query scratch: one query at a time per context (copy the context to query in parallel).
  using Interval = SightInterval;
  struct Scratch {
    std::vector<std::pair<geo::Box, int>> hits;
    std::vector<int> candidates;
    std::vector<unsigned char> coversP, coversQ;
    std::vector<double> cuts;
    std::vector<Interval> intervals;
  };
  Scratch& scratch() const { return scratch_; }
  // The pieces near segment PQ (those whose extent, widened by kIndexSlack, it meets), in file
  // order, in scratch. Every piece PQ meets is among them.
  const std::vector<int>& near(TablePoint p, TablePoint q) const;
  static constexpr double kIndexSlack = 1e-6;
  // The stretches of PQ inside piece `i`, sorted and merged, in scratch().intervals.
  const std::vector<Interval>& inside(int i, TablePoint p, TablePoint q) const;
  bool crosses(int i, TablePoint p, TablePoint q) const;
  // True when p is inside piece `i` or on its edge.
  bool covers(int i, TablePoint p) const;

 private:
  using Entry = std::pair<geo::Box, int>;
  const Map& map_;
  LosModel model_ = LosModel::DeadGround;
  std::optional<double> maxRange_;
  double lofCorridor_ = 2;
  std::vector<TableSightPiece> pieces_;
  std::vector<int> hills_;  // indices of hill pieces
  boost::geometry::index::rtree<Entry, boost::geometry::index::quadratic<16>> tree_;
  std::vector<SetupPoint> setups_;
  bool lineOfFire_ = false;
  mutable Scratch scratch_;
};

// Tables spec 5.1 / 5.2, without text (no allocation once the scratch has grown).
TableSight tableSight(const TableLosContext& ctx, TablePoint p, TablePoint q);

struct TableLosResult {
  TablePoint from, to;
  bool clear = true;
  int smoke = 0;
  TableLosCause cause = TableLosCause::None;
  // The deciding piece (empty ids for range and obstacles).
  std::string featureId, featureName;
  std::string reason;  // "Q is 2.6" inside Woods (see-in 2")"
  std::string rule;    // "FF p.52 Dead Ground"
  struct DeadGround {
    std::string feature;
    double depth = 0;
    double distance = 0;
  };
  std::optional<DeadGround> deadGround;
  double obstacleSum = 0;  // dead-ground: heights of the distinct obstacles crossed
  // Blockers model with a scenario: set-up points within the line-of-fire corridor.
  std::optional<std::vector<std::string>> inLineOfFire;
};

// The same verdict as tableSight, with the measured quantities, the reason and the rule.
TableLosResult tableLineOfSight(const TableLosContext& ctx, TablePoint p, TablePoint q);
// "clear", "clear (smoke 2)" or "blocked: REASON [RULE]".
std::string tableLosSummary(const TableLosResult& r);

// Tables spec 5.3: cells of `cell` units, row-major from the top edge.
struct TableViewshed {
  TablePoint from;
  double cell = 0.5;
  int columns = 0, rows = 0;
  std::vector<char> grid;  // 'c' clear, 's' smoke, 'b' blocked, 'd' dead ground
  double visibleFraction() const;
  char at(int column, int row) const {
    return grid[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns) +
                static_cast<std::size_t>(column)];
  }
};
// Refuses cells that would make more than kMaxViewshedCells (nullopt).
inline constexpr long long kMaxViewshedCells = 4'000'000;
// Every cell gets exactly the verdict tableSight gives for its centre; the work that depends
// on the observer only (which pieces lie in which direction, which cover it) is done once.
std::optional<TableViewshed> computeTableViewshed(const TableLosContext& ctx, TablePoint from,
                                                  double cell);

}  // namespace sandtable
