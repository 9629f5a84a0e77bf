// What the table checks need to know about places on a miniatures table: the area of a zone,
// a set-up or an arrival, and whether a mobility class can stand anywhere in it. Going follows
// the tables spec (section 2): a point takes the slowest going of the features covering it
// (X wins), except under a road for that mobility, which lifts everything but the terrains
// marked `road_ignores: false` (bridges, fords) to road going.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/ruleset.h"
#include "model/scenario.h"
#include "model/table_geometry.h"

namespace sandtable {

// Distances the rulebooks give in inches, in the table's own unit (`in` or `cm`).
double inchesOnTable(double inches, const TableSize& table);

// The area of a zone on the table: its shape, or the band of its depth along its edge
// (default kDefaultEdgeDepth), clipped to the table. Empty for a zone with neither.
geo::Area zoneArea(const Zone& zone, const TableSize& table);

// A point named on the command line or in a designer check: "X,Y" in table units, or the id
// of an objective, a scenario point or a zone (its centroid). nullopt with a message in
// `error` when it is none of them or lies off the table. `s` may be null (a map document).
std::optional<TablePoint> namedTablePoint(const Scenario* s, const Map& map, std::string_view text,
                                          std::string* error);

// Where a set-up or an arrival puts its unit: an area (a zone, a shape, a point's shape, a hot
// spot's placement circle) or a single point (`at:`, a point given as `at`).
struct TablePlace {
  geo::Area area;
  std::optional<TablePoint> point;
  std::string text;  // "zone 'us-setup'", "[12, 40]", "point 'us-trp'"
  bool empty() const { return area.empty() && !point; }
};
// `hotSpotRadius`: the placement circle of a hot spot named by `point:` (units arrive
// anywhere within it).
TablePlace tablePlace(const Scenario& s, const PlaceRef& ref, double hotSpotRadius);
// The shortest distance between a place and a point (0 inside).
double distance(const TablePlace& place, TablePoint p);

// Going on one table map, with the features' areas worked out once.
class TableGoing {
 public:
  TableGoing(const Map& map, const Ruleset& rules);
  Going at(TablePoint p, int mobility) const;
  // The feature that makes `p` impassable to `mobility` (the first in drawing order), or null.
  const TableFeature* blocker(TablePoint p, int mobility) const;
  // True when `mobility` can stand somewhere in `area`: some point of a grid of kSampleStep
  // (coarser on a huge area, at most kMaxSamples points) inside it, or its centroid, is not X.
  // When false, `blocked` (if given) receives one of the impassable points tested.
  bool anyPassable(const geo::Area& area, int mobility, TablePoint* blocked = nullptr) const;
  bool anyPassable(const TablePlace& place, int mobility, TablePoint* blocked = nullptr) const;

  static constexpr double kSampleStep = 0.5;  // table units, as the reach grid's default cell
  static constexpr int kMaxSamples = 40000;

 private:
  struct Piece {
    geo::Area area;
    geo::Box box;
    const TableFeature* feature = nullptr;
  };
  const Ruleset& rules_;
  std::vector<Piece> pieces_;
};

}  // namespace sandtable
