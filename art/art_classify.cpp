#include "art/art_classify.h"

#include <algorithm>
#include <limits>

namespace sandtable {

namespace {

// A location is flagged by the proof only when it looks at least twice as much like another
// terrain as like its own, and is clearly unlike its own: a few units of lookDistance is what
// JPEG noise and hill shading alone produce.
constexpr double kProofConfidence = 0.5;
constexpr double kProofMinDistance = 4.0;

struct Nearest {
  int first = -1, second = -1;
  double firstDistance = std::numeric_limits<double>::infinity();
  double secondDistance = std::numeric_limits<double>::infinity();
};

Nearest nearest(const Look& look, const std::vector<TerrainLook>& looks) {
  Nearest n;
  for (std::size_t k = 0; k < looks.size(); ++k) {
    const double d = lookDistance(look, looks[k].look);
    if (d < n.firstDistance) {
      n.second = n.first;
      n.secondDistance = n.firstDistance;
      n.first = static_cast<int>(k);
      n.firstDistance = d;
    } else if (d < n.secondDistance) {
      n.second = static_cast<int>(k);
      n.secondDistance = d;
    }
  }
  return n;
}

}  // namespace

std::vector<TerrainLook> learnLooks(const MeasuredLooks& measured, const std::vector<int>& given) {
  int terrains = 0;
  for (int t : given) terrains = std::max(terrains, t + 1);
  std::vector<std::vector<Look>> byTerrain(static_cast<std::size_t>(terrains));
  for (std::size_t i = 0; i < given.size(); ++i)
    if (given[i] >= 0 && measured.measured[i])
      byTerrain[static_cast<std::size_t>(given[i])].push_back(measured.looks[i]);
  std::vector<TerrainLook> out;
  for (std::size_t t = 0; t < byTerrain.size(); ++t)
    if (!byTerrain[t].empty())
      out.push_back({static_cast<int>(t), medianLook(std::move(byTerrain[t]))});
  return out;
}

std::vector<Verdict> classifyLooks(const MeasuredLooks& measured,
                                   const std::vector<TerrainLook>& looks) {
  std::vector<Verdict> out(measured.looks.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (!measured.measured[i] || looks.empty()) continue;
    const Nearest n = nearest(measured.looks[i], looks);
    Verdict& v = out[i];
    v.terrain = looks[static_cast<std::size_t>(n.first)].terrain;
    if (n.second < 0) {
      v.confidence = 1;
      continue;
    }
    v.runnerUp = looks[static_cast<std::size_t>(n.second)].terrain;
    v.confidence = n.secondDistance > 0 ? 1 - n.firstDistance / n.secondDistance : 0;
  }
  return out;
}

std::vector<ArtDisagreement> proofLooks(const MeasuredLooks& measured,
                                        const std::vector<int>& mapTerrain) {
  const std::vector<TerrainLook> looks = learnLooks(measured, mapTerrain);
  std::vector<const Look*> lookOf;
  for (const TerrainLook& l : looks) {
    if (lookOf.size() <= static_cast<std::size_t>(l.terrain))
      lookOf.resize(static_cast<std::size_t>(l.terrain) + 1, nullptr);
    lookOf[static_cast<std::size_t>(l.terrain)] = &l.look;
  }
  std::vector<ArtDisagreement> out;
  for (std::size_t i = 0; i < mapTerrain.size(); ++i) {
    if (!measured.measured[i] || mapTerrain[i] < 0) continue;
    const Nearest n = nearest(measured.looks[i], looks);
    const int art = looks[static_cast<std::size_t>(n.first)].terrain;
    if (art == mapTerrain[i]) continue;
    const double own =
        lookDistance(measured.looks[i], *lookOf[static_cast<std::size_t>(mapTerrain[i])]);
    const double confidence = own > 0 ? 1 - n.firstDistance / own : 0;
    if (confidence >= kProofConfidence && own >= kProofMinDistance)
      out.push_back({static_cast<int>(i), mapTerrain[i], art, confidence});
  }
  return out;
}

}  // namespace sandtable
