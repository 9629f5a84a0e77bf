// `sandtable generate`: plausible random maps for benchmarks and tests. Hex maps get hills of
// several levels grown from noise, woods, fields and building clusters, a road network from
// edge to edge, streams along hexsides and a few crests, walls or hedges - each only where
// the ruleset has that terrain or feature. Card maps get a mix of terrain cards with cover,
// light and dark borders, a road, a stream and hill cards. Pure model logic: the same
// options give the same map, byte for byte once written.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "model/map.h"
#include "model/ruleset.h"

namespace sandtable {

struct MapGeneratorOptions {
  int columns = 20;
  int rows = 15;
  std::uint64_t seed = 1;
  HexLayout layout;        // hex maps; flat odd by default
  std::string id;          // empty: "generated"
  std::string name;        // empty: "Generated map (seed N)"
  std::string rulesetRef;  // written as `ruleset:`; empty: the ruleset's id
  // Table rulesets: the table's size in the ruleset's unit and the number of features
  // (0: about one per 40 square units).
  double width = 72;
  double height = 48;
  int features = 0;
};

inline constexpr double kMaxGeneratedTableSide = 1000;
// About 24 YAML entries a feature: 4,000 keep a generated table well inside the reader's
// 120,000 entries (docs/formats.md 1.4), so `validate` reads whatever `generate` writes.
inline constexpr int kMaxGeneratedFeatures = 4000;

inline constexpr int kMaxGeneratedSide = 1000;

// Null with a message when the options cannot make a map (sizes out of 1..1000, a ruleset
// with no terrain).
std::shared_ptr<Map> generateMap(std::shared_ptr<const Ruleset> rules,
                                 const MapGeneratorOptions& options, std::string* error);

}  // namespace sandtable
