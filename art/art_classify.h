// Tracing a map's terrain from its art, and proofing a map's terrain against it: a nearest-look
// classifier over the looks of art_look.h (docs/art.md).
#pragma once

#include <string>
#include <vector>

#include "art/art_look.h"

namespace sandtable {

struct TerrainLook {
  int terrain = -1;
  Look look{};
};

// The look of each terrain, as the statistic-by-statistic median over the measured locations
// `given` assigns it (location index -> terrain index, -1 for none). Terrains with no measured
// location have no look.
std::vector<TerrainLook> learnLooks(const MeasuredLooks& measured, const std::vector<int>& given);

struct Verdict {
  int terrain = -1;   // the nearest look's terrain; -1 where the location was not measured
  int runnerUp = -1;  // the second nearest, -1 with a single look
  // 1 - (nearest distance / second nearest): 0 when the two are as near, 1 when the location
  // looks exactly like its terrain.
  double confidence = 0;
};

// Below this confidence a traced location is doubtful: the designer checks it first.
inline constexpr double kDoubtfulBelow = 0.35;

std::vector<Verdict> classifyLooks(const MeasuredLooks& measured,
                                   const std::vector<TerrainLook>& looks);

struct ArtDisagreement {
  int location = -1;
  int mapTerrain = -1;
  int artTerrain = -1;
  double confidence = 0;  // 1 - (distance to the art's terrain / distance to the map's)
};

// The locations whose art looks like another terrain than the map gives them, the looks learnt
// from the map's own terrain.
std::vector<ArtDisagreement> proofLooks(const MeasuredLooks& measured,
                                        const std::vector<int>& mapTerrain);

}  // namespace sandtable
