// Line of sight (docs/rulesets.md, Line of sight): one engine, three rule models chosen by the
// ruleset's `los.model`. Build a LosContext once per map (it precomputes every per-location effect
// into flat arrays), then ask lineOfSight() as often as needed: a query allocates nothing. Results
// carry structured causes; the explanation strings are built only when asked (los_explain).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/map.h"
#include "model/ruleset.h"
#include "validation/hex_line.h"

namespace sandtable {

// Why a line is blocked. Each cause has its rule reference (losRule()).
enum class LosCause : std::uint8_t {
  None,
  // crest-levels (Fighting Formations 23-24)
  CrestAbove,         // an intervening hex higher than both ends [FF 24.513]
  CrestRim,           // an intervening hex at the higher end's level, ends unequal [FF 24.512]
  SameLevelObstacle,  // obstacle terrain at the level of both ends [FF 24.4, 24.52]
  BlindHex,           // lower obstacle directly in front of the lower end [FF 24.53]
  // overlay-shadow (seed 002, 9.0)
  ObstacleAboveBoth,        // both units below the obstacle's top
  ObstacleAboveOneAtOther,  // one below, the other at its top
  Shadow,                   // the lower unit lies in the obstacle's one-hex shadow
  // hex models
  HexsideObstacle,  // a hexside feature crossed by the line
  MarkerObstacle,   // a marker with `los: obstacle` (smoke, blaze) in an intervening location
  // card-borders (Field of Fire 5.2.1)
  Range,        // farther than los.max_range
  MarkerOutOf,  // a `los: obstacle` marker in the sighting card
  DarkBorder,   // a dark entry or exit border of an intervening card at a blocking level
};

// Where a hindrance came from (crest-levels only).
enum class HindranceSource : std::uint8_t { Default, Terrain, Marker, Hexside };

struct LosBlock {
  LosCause cause = LosCause::None;
  int step = -1;      // index of the blocking step (0 = FROM)
  int location = -1;  // the blocking hex or card; for a hexside, one of its hexes
  int other = -1;     // the hexside's other hex, or -1
  int index = -1;     // terrain, hexside feature or marker type index, or -1
  // Cause-specific numbers for the explanation: the obstacle's level or top, the levels of the
  // two ends, the card range, the border mask (n=1, e=2, s=4, w=8) that was dark.
  int level = 0;
  int fromLevel = 0;
  int toLevel = 0;
  int extra = 0;
};

struct LosResult {
  int from = -1;
  int to = -1;
  bool clear = true;
  // crest-levels: the hindrance of a clear line (default_hindrance or the largest counted);
  // -1 when the line is blocked or the model has no hindrances.
  int hindrance = -1;
  // overlay-shadow: the line starts in, ends in or runs along a location with a marker that is
  // an obstacle (smoke, blaze).
  bool obscured = false;
  LosBlock blockedBy;  // cause None when clear
  // crest-levels: where the hindrance came from (location -1 for the default).
  HindranceSource hindranceFrom = HindranceSource::Default;
  int hindranceLocation = -1;
  int hindranceOther = -1;  // the hexside's other hex
  int hindranceIndex = -1;  // terrain, feature or marker type index
};

// Everything the models read, precomputed once per map. Keeps a reference to the map, which
// must outlive it.
class LosContext {
 public:
  // `quietShortcut` false makes every query walk its line (tests compare both ways).
  explicit LosContext(const Map& map, bool quietShortcut = true);

  const Map& map() const { return *map_; }
  const Ruleset& rules() const { return *map_->rules; }
  const Grid& grid() const { return map_->grid; }
  LosModel model() const { return model_; }
  HexsideRule hexsideRule() const { return hexsideRule_; }
  int defaultHindrance() const { return defaultHindrance_; }
  int maxRange() const { return maxRange_; }  // -1: unlimited
  int size() const { return static_cast<int>(cells_.size()); }
  // True when the model gives the same result both ways (every hex model).
  bool reciprocal() const { return model_ != LosModel::CardBorders; }

  // Per-location facts, 8 bytes each so a viewshed's walks stay in cache.
  struct Cell {
    std::int8_t level = 0;  // crest-levels / overlay-shadow ground level g; card level 0/1
    std::int8_t top = 0;    // overlay-shadow: g + the terrain's height
    std::uint8_t flags = 0;
    std::uint8_t terrainHindrance = 0;
    std::uint8_t markerHindrance = 0;
    std::uint8_t roadMask = 0;     // bit d: a road crosses the hexside in direction d
    std::uint8_t hexsideMask = 0;  // bit d: a hexside feature sits in direction d
    std::uint8_t darkBorders = 0;  // cards: n=1, e=2, s=4, w=8 (terrain or hill card dark)
  };
  static constexpr std::uint8_t kObstacleTerrain = 1;
  static constexpr std::uint8_t kMarkerObstacle = 2;

  // The combined effect of the features on one hexside.
  struct HexsideFx {
    bool blocks = false;
    std::int8_t height = 0;  // overlay-shadow: levels above the higher hex
    std::uint8_t hindrance = 0;
    std::int16_t feature = -1;  // the feature that decides (for explanations)
  };

  const Cell& cell(int location) const { return cells_[static_cast<std::size_t>(location)]; }
  const Cell* cells() const { return cells_.data(); }
  const HexsideFx& hexside(int location, int dir) const {
    return hexsides_[static_cast<std::size_t>(location) * 6 + static_cast<std::size_t>(dir)];
  }
  bool hasHexsideFeatures() const { return hasHexsideFeatures_; }
  // The marker type that gives a location its marker hindrance or obstacle, or -1.
  int markerAt(int location) const { return markerSource_[static_cast<std::size_t>(location)]; }

  // The quiet-region shortcut of the hex models: in the rectangle around a line (one row and
  // column beyond its ends), how many locations other than the ends are "special" (anything
  // but plain ground and its level: obstacles, hindrances above the default, markers,
  // hexside features) or stand at least `threshold` high (crest-levels: level, overlay-shadow:
  // top). When both are zero the line can be answered without walking it. -1: not available.
  int quietCount(int from, int to, int threshold) const;

 private:
  void buildHexCells();
  void buildCards();
  void buildQuietCounts();
  int boxCount(const std::vector<int>& prefix, int c0, int r0, int c1, int r1) const;

  const Map* map_;
  LosModel model_;
  HexsideRule hexsideRule_;
  int defaultHindrance_;
  int maxRange_;
  bool hasHexsideFeatures_ = false;
  std::vector<Cell> cells_;
  std::vector<HexsideFx> hexsides_;  // location * 6 + direction
  std::vector<std::int16_t> markerSource_;
  // 2D prefix sums over (columns+1) x (rows+1): special locations, and per height value v in
  // [heightMin_, heightMax_], the locations at least v high.
  bool quiet_ = false;
  int heightMin_ = 0, heightMax_ = 0;
  std::vector<int> specialPrefix_;
  std::vector<std::vector<int>> heightPrefix_;
  std::vector<std::uint8_t> special_;
};

// Line of sight from one location to another (row-major indices, both on the map). Throws
// std::logic_error for a table map's models (dead-ground, blockers): those answer on points.
LosResult lineOfSight(const LosContext& ctx, int from, int to);

// The models, for callers that know theirs (lineOfSight dispatches on ctx.model()).
LosResult crestLevelsLos(const LosContext& ctx, int from, int to);
LosResult overlayShadowLos(const LosContext& ctx, int from, int to);
LosResult cardBordersLos(const LosContext& ctx, int from, int to);

// The steps the line walks, FROM first: hexes (one or two per step) or cards.
std::vector<LineStep> sightLineSteps(const LosContext& ctx, int from, int to);

// Explanations (built on demand, never on the query path).
// The rule reference of a blocked result, e.g. "FF 24.512"; empty when clear.
std::string losRule(const LosContext& ctx, const LosResult& result);
// What blocks, e.g. "crest at E6 (level 2 >= 2)"; empty when clear.
std::string losReason(const LosContext& ctx, const LosResult& result);
// The CLI's one-line form: "clear", "clear (hindrance 3)", "clear (obscured)" or
// "blocked: crest at E6 (level 2 >= 2) [FF 24.512]".
std::string losSummary(const LosContext& ctx, const LosResult& result);
// A full sentence: "blocked by crest at E6 (level 2 >= 2) [FF 24.512]" or
// "clear, hindrance 3 from field at G2 [FF 24.54]".
std::string losExplanation(const LosContext& ctx, const LosResult& result);

}  // namespace sandtable
