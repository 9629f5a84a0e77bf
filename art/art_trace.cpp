#include "art/art_trace.h"

#include <algorithm>
#include <cmath>

#include "model/document_io.h"
#include "model/document_source.h"
#include "model/ruleset.h"
#include "model/scenario.h"

namespace sandtable {

TraceOutcome traceArt(const LoadedArt& art, const Map& map,
                      const std::vector<std::pair<int, int>>& samples) {
  const MeasuredLooks measured = measureLooks(art.image, map, art.transform);
  std::vector<int> given;
  if (samples.empty()) {
    given = map.terrain;
  } else {
    given.assign(map.terrain.size(), -1);
    for (const auto& [location, terrain] : samples)
      given[static_cast<std::size_t>(location)] = terrain;
  }
  TraceOutcome out;
  out.verdicts = classifyLooks(measured, learnLooks(measured, given));
  for (std::size_t i = 0; i < out.verdicts.size(); ++i) {
    if (out.verdicts[i].terrain < 0)
      ++out.unmeasured;
    else if (out.verdicts[i].confidence < kDoubtfulBelow)
      out.doubtful.push_back(static_cast<int>(i));
  }
  return out;
}

std::vector<ArtDisagreement> proofArt(const LoadedArt& art, const Map& map) {
  return proofLooks(measureLooks(art.image, map, art.transform), map.terrain);
}

std::string confidenceText(double confidence) {
  // By hand rather than printf: the GUI application sets the user's locale, and a decimal
  // comma would break the JSON.
  const int hundredths = static_cast<int>(std::floor(std::clamp(confidence, 0.0, 1.0) * 100));
  const std::string digits = std::to_string(hundredths % 100);
  return std::to_string(hundredths / 100) + "." + (digits.size() < 2 ? "0" : "") + digits;
}

void reportDisagreements(const Map& map, const std::string& mapFile,
                         const std::vector<ArtDisagreement>& found, Diagnostics& out) {
  const Ruleset& rules = *map.rules;
  for (const ArtDisagreement& d : found) {
    const std::size_t source = map.isHex() ? static_cast<std::size_t>(d.location / map.grid.columns)
                                           : static_cast<std::size_t>(d.location);
    SourcePosition where{mapFile, map.art->line, map.art->column};
    if (source < map.terrainSource.size() && map.terrainSource[source].first > 0)
      where = {mapFile, map.terrainSource[source].first, map.terrainSource[source].second};
    const std::string label = map.grid.label(d.location);
    Diagnostic& diagnostic =
        out.warning("art-disagrees", where,
                    label + " is " + rules.terrain[static_cast<std::size_t>(d.mapTerrain)].id +
                        " in the map but its art looks like " +
                        rules.terrain[static_cast<std::size_t>(d.artTerrain)].id + " (confidence " +
                        confidenceText(d.confidence) + ")",
                    "check " + label + " against the art and correct the map (or the art)");
    diagnostic.locations.push_back(
        {map.isHex() ? DiagnosticLocation::Kind::Hex : DiagnosticLocation::Kind::Card, label});
  }
}

}  // namespace sandtable

namespace sandtable {

void checkDocumentArt(const LoadedDocument& doc, bool proof, Diagnostics& out) {
  const Map* map = doc.map ? doc.map.get() : doc.scenario ? doc.scenario->map.get() : nullptr;
  if (!map || !map->art || !map->rules || map->art->resolvedImage.empty() ||
      !fitArt(map->art->anchors))
    return;
  const std::string mapFile =
      doc.kind == DocumentKind::Map || !doc.mapSource ? doc.path : doc.mapSource->file;
  if (!proof || map->isTable()) {
    checkMapArt(*map, mapFile, false, out);
    return;
  }
  if (const auto art = loadMapArt(*map, mapFile, out))
    reportDisagreements(*map, mapFile, proofArt(*art, *map), out);
}

}  // namespace sandtable
