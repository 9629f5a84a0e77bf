// Trace and proof on a whole map: what `sandtable art trace|proof` and `validate --art` run.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "art/art_classify.h"
#include "art/art_image.h"

namespace sandtable {

struct TraceOutcome {
  std::vector<Verdict> verdicts;  // one per location
  std::vector<int> doubtful;      // locations whose two nearest terrains are close, row-major
  int unmeasured = 0;             // locations outside the picture, which keep their terrain
};

// Learns each terrain's look from `samples` (location, terrain), or from the map's own terrain
// when there are none, and classifies every location. `map.terrain` is not changed.
TraceOutcome traceArt(const LoadedArt& art, const Map& map,
                      const std::vector<std::pair<int, int>>& samples);

std::vector<ArtDisagreement> proofArt(const LoadedArt& art, const Map& map);

// One art-disagrees warning per disagreement, at the location's terrain row (card entry) in
// `mapFile`, else at `art:`.
void reportDisagreements(const Map& map, const std::string& mapFile,
                         const std::vector<ArtDisagreement>& found, Diagnostics& out);

// "0.91": a confidence as messages and JSON give it.
std::string confidenceText(double confidence);

}  // namespace sandtable

namespace sandtable {

struct LoadedDocument;

// What `validate` adds for a map (or a scenario's map) with art: the picture and the anchors
// (art-image, art-anchor; the header only, unless `proof`), and with `proof` the art-disagrees
// warnings. Nothing when the map has no art or did not read.
void checkDocumentArt(const LoadedDocument& doc, bool proof, Diagnostics& out);

}  // namespace sandtable
