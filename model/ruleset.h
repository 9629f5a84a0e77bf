// A game system's terrain chart and rule parameters (format.md section 1).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/grid.h"
#include "model/move_cost.h"
#include "model/yaml_extras.h"

namespace sandtable {

enum class LosModel { CrestLevels, OverlayShadow, CardBorders };
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
  ExtraKeys extras;

  int obstacleHeight() const { return height.value_or(los.blocks() ? 1 : 0); }
};

// Hexside features share the terrain type's shape (move is an added cost).
using HexsideFeature = TerrainType;

struct MarkerType {
  std::string id;
  std::string name;
  std::string color;
  LosEffect los;
  std::string rule;
  std::string notes;
  ExtraKeys extras;
};

struct UnitField {
  enum class Kind { Text, Integer, Number, Bool, Enum, Mobility };
  std::string id;
  Kind kind = Kind::Text;
  std::vector<std::string> values;  // enum only
  bool required = false;
  std::optional<double> min;
  std::optional<double> max;
  ExtraKeys extras;
};
const char* unitFieldKindName(UnitField::Kind k);

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
    ExtraKeys extras;
  } los;

  struct Movement {
    MoveTable uphill;                  // empty: no uphill cost
    std::optional<int> steepSlope;
    MoveTable road;                    // empty: no roads in this system
    Adjacency adjacency = Adjacency::Hex;
    ExtraKeys extras;
  } movement;

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

  // Lookups by id; -1 when absent.
  int terrainIndex(std::string_view id) const;
  int hexsideIndex(std::string_view id) const;
  int markerIndex(std::string_view id) const;
  int mobilityIndex(std::string_view id) const;
  const UnitField* unitField(std::string_view id) const;
};

}  // namespace sandtable
