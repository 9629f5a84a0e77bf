// A game system's terrain chart and rule parameters (docs/formats.md section 2).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/grid.h"
#include "model/move_cost.h"
#include "model/table.h"
#include "model/yaml_extras.h"

namespace sandtable {

enum class LosModel { CrestLevels, OverlayShadow, CardBorders, DeadGround, Blockers };
enum class HexsideRule { Either, Both };
enum class Adjacency { Hex, Orthogonal, King };

// How a terrain type, hexside feature or marker affects a sight line.
struct LosEffect {
  enum class Kind { Clear, Obstacle, Hindrance };
  Kind kind = Kind::Clear;
  int hindrance = 0;  // Hindrance only
  bool blocks() const { return kind == Kind::Obstacle; }
  friend bool operator==(const LosEffect&, const LosEffect&) = default;
};

// Table rulesets (miniatures): what a terrain piece is, how it is crossed and how it covers.
enum class TerrainClass { Hill, Area, Linear, Obstacle };
enum class Going { Road, Open, Difficult, Impassable };  // Impassable is written `X`
enum class CoverClass { None, Soft, Hard };
const char* terrainClassName(TerrainClass c);
const char* goingName(Going g);
const char* coverClassName(CoverClass c);

struct TableTerrain {
  TerrainClass cls = TerrainClass::Area;
  std::optional<double> height;       // levels, multiples of 0.25; a hill's is its top
  std::optional<CoverClass> cover;
  std::optional<double> seeIn;        // area terrain: how far one sees into or out of it
  std::vector<Going> going;           // per mobility, in the ruleset's `mobility` order
  bool blocks = false;                // blockers model: blocks sight
  std::optional<double> width;        // linear terrain: default band width
  std::optional<bool> roadIgnores;    // false: a road over it keeps this terrain's going (bridges)
  std::optional<double> storeyHeight; // buildings: height per storey of a feature's `storeys`
};

// One move cost per mobility class, in the ruleset's `mobility` order.
using MoveTable = std::vector<MoveCost>;

struct TerrainType {
  std::string id;
  std::string name;
  std::string color;  // "#rrggbb"
  MoveTable move;
  std::optional<int> cover;
  LosEffect los;
  std::optional<int> height;  // overlay-shadow: levels above the ground; obstacles default to 1
  std::string rule;           // rule reference, e.g. "FF 23.4"
  std::string notes;
  std::optional<TableTerrain> table;  // table rulesets only (then `move`, `los` are unused)
  ExtraKeys extras;

  int obstacleHeight() const { return height.value_or(los.blocks() ? 1 : 0); }
};

// Hexside features share the terrain type's shape (move is an added cost).
using HexsideFeature = TerrainType;

// How a marker placed on a table affects sight: a dead-ground smoke template of `smoke`
// height, or (blockers model) a cloud that blocks beyond `seeIn`.
struct TableMarkerLos {
  std::optional<double> smoke;
  bool blocks = false;
  std::optional<double> seeIn;
};

struct MarkerType {
  std::string id;
  std::string name;
  std::string color;
  LosEffect los;
  std::optional<double> templateRadius;   // table rulesets: `shape: {circle: R}`
  std::optional<TableMarkerLos> tableLos;  // table rulesets
  std::string rule;
  std::string notes;
  ExtraKeys extras;
};

struct UnitField {
  enum class Kind { Text, Integer, Number, Bool, Enum, Mobility };
  std::string id;
  std::string name;   // what the rulebook calls it (empty: from the id)
  std::string label;  // short column header in booklets and the editor (empty: the name)
  bool booklet = true;  // false: a designer's field, left out of players' booklets
  Kind kind = Kind::Text;
  std::vector<std::string> values;  // enum only
  bool required = false;
  std::optional<double> min;
  std::optional<double> max;
  ExtraKeys extras;
};
const char* unitFieldKindName(UnitField::Kind k);
// The field's name: its `name:`, else its id in title case ("he_fp" -> "He Fp").
std::string unitFieldName(const UnitField& f);
// The field's column header: its `label:`, else its name.
std::string unitFieldLabel(const UnitField& f);
// Longest `label:` a ruleset may give (characters): a column header in a portrait booklet.
inline constexpr std::size_t kMaxUnitFieldLabel = 12;

struct Ruleset {
  std::string id;
  std::string name;
  std::string notes;
  GridType grid = GridType::Hex;
  std::vector<std::string> mobility;
  int levelMin = 0;
  int levelMax = 0;

  struct Los {
    LosModel model = LosModel::CrestLevels;
    HexsideRule hexsideRule = HexsideRule::Either;
    int defaultHindrance = 0;
    std::optional<int> maxRange;
    std::optional<double> tableMaxRange;  // table rulesets: in table units
    std::optional<double> lofCorridor;    // blockers model: line-of-fire corridor (default 2)
    ExtraKeys extras;
  } los;

  struct Movement {
    MoveTable uphill;                  // empty: no uphill cost
    std::optional<int> steepSlope;
    MoveTable road;                    // empty: no roads in this system
    Adjacency adjacency = Adjacency::Hex;
    // Table rulesets: table units per move point for going road, open, difficult.
    std::optional<double> rates[3];
    ExtraKeys extras;
  } movement;

  // Table rulesets: the table sizes the system expects (`table:`).
  struct TableLimits {
    std::string unit = "in";
    std::optional<TablePoint> minSize;        // width, height
    std::optional<TablePoint> preferredSize;
    ExtraKeys extras;
  };
  std::optional<TableLimits> table;

  // What a scenario of this system inherits when it says nothing (`scenario:`).
  struct ScenarioDefaults {
    std::optional<int> turns;
    std::optional<int> breakPoints[3];  // percent, by SideRole: attacker, defender, meeting
    ExtraKeys extras;
  };
  std::optional<ScenarioDefaults> scenarioDefaults;

  std::vector<TerrainType> terrain;
  std::vector<HexsideFeature> hexsides;
  std::vector<MarkerType> markers;
  std::vector<UnitField> unitFields;
  ExtraKeys unitsExtras;

  struct PerCardLimit {
    int steps = 0;
    int vehicles = 0;
  };
  std::optional<PerCardLimit> perCard;
  ExtraKeys limitsExtras;

  ExtraKeys extras;

  bool isTable() const { return grid == GridType::Table; }
  // The going of terrain type `terrain` for mobility `mobility` (table rulesets).
  Going going(int terrain, int mobility) const;
  // The move rate of a going class in table units per move point (0 when impassable or unset).
  double rate(Going g) const;

  // Lookups by id; -1 when absent.
  int terrainIndex(std::string_view id) const;
  int hexsideIndex(std::string_view id) const;
  int markerIndex(std::string_view id) const;
  int mobilityIndex(std::string_view id) const;
  const UnitField* unitField(std::string_view id) const;
};

}  // namespace sandtable
