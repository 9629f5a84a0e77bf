// A scenario document (docs/formats.md section 4). Location lists keep the text the designer wrote
// ("A1:B10") for round trips, plus the resolved location indices the checks use.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/map.h"
#include "model/ruleset.h"
#include "model/yaml_extras.h"

namespace sandtable {

enum class SideRole { Attacker, Defender, Meeting };
const char* sideRoleName(SideRole r);

// A Focused Firepower time-bound fire order: who fires, on which turn, at what point.
struct FireOrder {
  std::string firer;  // OOB entry id of the side
  int turn = 0;
  TablePoint target;
  std::string notes;
  ExtraKeys extras;
};

struct Side {
  std::string id;
  std::string name;
  std::optional<SideRole> role;
  std::string briefing;
  // Table scenarios.
  std::optional<int> breakPoint;   // percent of the force lost at which the side breaks
  std::optional<int> pointsLimit;  // the most the side's OOB may cost
  std::string victory;             // this side's own victory conditions (private)
  std::vector<FireOrder> fireOrders;
  ExtraKeys extras;
};

// A list of hexes/cards as written ("C4", "A1:B10") plus what it resolves to on the map.
struct LocationList {
  std::vector<std::string> items;
  std::vector<int> resolved;  // location indices, deduplicated, sorted
};

struct Zone {
  std::string id;
  LocationList hexes;         // `hexes:` (or `cards:` on card maps)
  std::optional<Edge> edge;   // `edge:` instead of a list
  std::optional<Shape> shape;  // tables: `shape:` instead of a list
  std::optional<double> depth; // tables: depth of an edge band (default kDefaultEdgeDepth)
  std::vector<int> resolved;  // every location of the zone
  ExtraKeys extras;
};

// A reference to where a unit sets up or arrives: a zone id or a location list.
struct PlaceRef {
  std::string zone;   // zone id, or empty
  LocationList list;  // used when zone is empty
  // Tables: a scenario point id (`point:`, arrivals), a shape, or a single point (`at:`).
  std::string point;
  std::optional<Shape> shape;
  std::optional<TablePoint> at;
  bool empty() const { return zone.empty() && list.items.empty() && point.empty() && !shape && !at; }
  // Where a unit set up or arriving here is marked on a table (its id, a square): the point,
  // else the shape's centre; nothing for a zone or point id (drawn as themselves). The editor
  // and the print mark it at the same place.
  std::optional<TablePoint> markPoint() const;
};

struct StatValue {
  std::string field;  // unit field id
  std::string text;   // the scalar as written
};

struct OobEntry {
  std::string id;
  std::string name;
  int count = 1;
  PlaceRef setup;
  struct Arrival {
    int turn = 0;
    PlaceRef zone;
    ExtraKeys extras;
  };
  std::optional<Arrival> arrives;
  std::optional<int> vp;
  std::vector<StatValue> stats;  // ruleset field order first, then unknown fields
  ExtraKeys extras;

  const std::string* stat(std::string_view field) const;
};

struct SideOob {
  std::string side;
  std::vector<OobEntry> entries;
};

enum class ObjectiveLevel { Primary, Secondary, Tertiary };
const char* objectiveLevelName(ObjectiveLevel l);

struct Objective {
  std::string id;
  std::string at;  // hex label / card id as written
  int location = -1;
  // Tables: a point with the radius within which it is held.
  std::optional<TablePoint> point;
  std::optional<double> radius;
  // Primary objectives are public; secondary and tertiary ones are private to `side`.
  std::optional<ObjectiveLevel> level;
  std::string side;
  bool isPrivate() const { return level && *level != ObjectiveLevel::Primary; }
  std::string name;
  std::vector<std::pair<std::string, int>> vp;  // side id -> VP, in file order
  std::string control;                          // side id, "none" or empty
  ExtraKeys extras;
};
// Whether an objective's name is written on its hex or card (the editor's and the print's one
// rule): it has a name and a location on `map`, and the location's own name, written already,
// is not the same.
bool namesItsLocation(const Objective& o, const Map& map);

struct Victory {
  struct Exit {
    std::string side;
    std::string zone;
    int vp = 0;
    ExtraKeys extras;
  };
  std::optional<Exit> exit;
  struct SuddenDeath {
    int turn = 0;
    ExtraKeys extras;
  };
  std::optional<SuddenDeath> suddenDeath;
  std::string text;
  ExtraKeys extras;
};

struct LosCheck {
  std::string from;  // hex / id, or "x,y" when fromPoint is set (tables)
  std::string to;
  std::optional<TablePoint> fromPoint;
  std::optional<TablePoint> toPoint;
  enum class Expect { Clear, Blocked, Hindrance };
  Expect expect = Expect::Clear;
  int hindrance = 0;
  int line = 0;  // source line, for reporting a failed assertion
  ExtraKeys extras;
};

struct ReachCheck {
  std::string side;
  std::string mobility;
  std::string from;  // zone, objective id or hex; "x,y" when fromPoint is set (tables)
  std::string to;
  std::optional<TablePoint> fromPoint;
  std::optional<TablePoint> toPoint;
  std::optional<int> withinTurns;
  int line = 0;
  ExtraKeys extras;
};

// A point with rule meaning on a table (tables spec 4).
struct ScenarioPoint {
  enum class Kind { Erp, Rsp, Trp, HotSpot, Casevac, Exit };
  std::string id;
  Kind kind = Kind::Erp;
  std::string side;               // owning side; empty for hot spots
  std::optional<int> number;      // hot spots: 1..N
  // TRPs: the turn the reserves entering there are planned to arrive (Focused Firepower's
  // ETA, noted on the Command Map). Kept on any kind so that the checks can report it.
  std::optional<int> eta;
  std::optional<TablePoint> at;   // a point, or
  std::optional<Shape> shape;     // an area
  std::string name;
  std::string notes;
  ExtraKeys extras;
  // Where the point is: `at`, or the centre of its shape.
  TablePoint position() const;
};
const char* scenarioPointKindName(ScenarioPoint::Kind k);

// Depth of a table edge zone that gives none (`{edge: south}`), in table units.
inline constexpr double kDefaultEdgeDepth = 6;

struct Scenario {
  std::string id;
  std::string title;
  std::string ruleset;  // as written
  std::string mapPath;  // as written; empty with an inline map
  int turns = 0;
  std::string first;
  std::string briefing;
  std::vector<Side> sides;
  std::vector<Zone> zones;
  std::vector<SideOob> oob;
  std::vector<Objective> objectives;
  std::optional<Victory> victory;
  std::string specialRules;
  std::vector<ScenarioPoint> points;         // tables
  std::vector<PlacedMarker> placedMarkers;   // tables: markers the scenario places
  std::vector<LosCheck> losChecks;
  std::vector<ReachCheck> reachChecks;
  ExtraKeys checksExtras;
  ExtraKeys extras;

  // Loaded with the scenario (shared so that documents can be reused cheaply).
  std::shared_ptr<const Ruleset> rules;
  std::shared_ptr<Map> map;
  bool inlineMap = false;

  const Side* side(std::string_view id) const;
  const Zone* zone(std::string_view id) const;
  const Objective* objective(std::string_view id) const;
  const ScenarioPoint* point(std::string_view id) const;
  bool isTable() const { return map && map->isTable(); }
};

}  // namespace sandtable
