// sandtable art trace MAP [--sample HEX=TERRAIN]... [--json] -o OUT.map.yaml
// sandtable art proof MAP [--json] [-o PROOF.pdf|PROOF.png]
#include <cmath>
#include <filesystem>
#include <ostream>

#include "art/art_trace.h"
#include "art/proof_sheet.h"
#include "cli/map_input.h"
#include "cli/output_check.h"
#include "exporters/gui_runtime.h"
#include "model/ruleset.h"
#include "validation/json_writer.h"

namespace sandtable::cli {

namespace {

namespace fs = std::filesystem;

// The --sample options, taken out of the arguments: they may be given many times, which the
// common parser keeps once.
std::vector<std::string> takeSamples(std::vector<std::string>& args) {
  std::vector<std::string> samples, rest;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--sample" && i + 1 < args.size())
      samples.push_back(args[++i]);
    else if (args[i].rfind("--sample=", 0) == 0)
      samples.push_back(args[i].substr(9));
    else
      rest.push_back(args[i]);
  }
  args = rest;
  return samples;
}

// "C4=woods" as (location, terrain); a message when it is not one.
std::optional<std::pair<int, int>> parseSample(const Map& map, const std::string& text,
                                               std::string* error) {
  const auto eq = text.find('=');
  const std::string where = text.substr(0, eq),
                    terrain = eq == std::string::npos ? "" : text.substr(eq + 1);
  const auto at = map.grid.parseLabel(where);
  const int t = map.rules->terrainIndex(terrain);
  if (eq == std::string::npos || !at || !map.grid.contains(*at) || t < 0) {
    *error = "--sample '" + text + "' must be " + (map.isHex() ? "HEX" : "CARD") +
             "=TERRAIN, a location from " + map.grid.label(0) + " to " +
             map.grid.label(map.grid.size() - 1) + " and a terrain id of ruleset '" +
             map.rules->id + "'";
    return std::nullopt;
  }
  return std::pair{map.grid.index(*at), t};
}

const char* locationKey(const Map& map) {
  return map.isHex() ? "hex" : "card";
}
const std::string& terrainId(const Map& map, int t) {
  return map.rules->terrain[static_cast<std::size_t>(t)].id;
}

// The map's art, loaded and checked; prints the problems and returns nullopt when it cannot be.
std::optional<LoadedArt> artOf(const Command& self, const MapInput& input, Io& io) {
  const Map& map = *input.map;
  if (map.isTable()) {
    io.err << "sandtable art: " << input.doc.path
           << " is a table; its art is shown and printed, never traced\n";
    return std::nullopt;
  }
  if (!map.art) {
    io.err << "sandtable art: " << input.doc.path
           << " has no art: add `art:` with the picture and two anchors (docs/formats.md 3.5)\n";
    return std::nullopt;
  }
  Diagnostics problems;
  auto art = loadMapArt(map, input.doc.path, problems);
  for (const Diagnostic& d : problems.all()) io.err << formatDiagnostic(d) << "\n";
  if (!art)
    io.err << "sandtable " << self.name << ": the art of " << input.doc.path << " cannot be read\n";
  return art;
}

// The art's image path as the traced map must write it: relative to where that map goes.
std::string imageFrom(const fs::path& output, const std::string& image) {
  std::error_code ec;
  const fs::path folder = fs::absolute(output, ec).parent_path();
  const fs::path relative = fs::relative(fs::absolute(image, ec), folder, ec);
  return ec || relative.empty() ? image : relative.generic_string();
}

void printTrace(const Map& map, const TraceOutcome& outcome, bool asJson, Io& io) {
  std::vector<int> counts(map.rules->terrain.size(), 0);
  for (const Verdict& v : outcome.verdicts)
    if (v.terrain >= 0) ++counts[static_cast<std::size_t>(v.terrain)];
  if (asJson) {
    JsonWriter json;
    json.beginObject();
    json.field("traced", static_cast<int>(outcome.verdicts.size()) - outcome.unmeasured);
    json.field("outside_art", outcome.unmeasured);
    json.key("terrain").beginObject();
    for (std::size_t t = 0; t < counts.size(); ++t)
      if (counts[t] > 0) json.field(terrainId(map, static_cast<int>(t)), counts[t]);
    json.endObject();
    json.key("doubtful").beginArray();
    for (int i : outcome.doubtful) {
      const Verdict& v = outcome.verdicts[static_cast<std::size_t>(i)];
      json.beginObject();
      json.field(locationKey(map), map.grid.label(i));
      json.field("art", terrainId(map, v.terrain));
      json.field("or", terrainId(map, v.runnerUp));
      json.field("confidence", std::floor(v.confidence * 100) / 100);
      json.endObject();
    }
    json.endArray().endObject();
    io.out << json.str() << "\n";
    return;
  }
  io.out << "traced " << outcome.verdicts.size() - static_cast<std::size_t>(outcome.unmeasured)
         << " " << (map.isHex() ? "hexes" : "cards") << ":";
  for (std::size_t t = 0; t < counts.size(); ++t)
    if (counts[t] > 0) io.out << " " << counts[t] << " " << terrainId(map, static_cast<int>(t));
  io.out << "\n";
  if (outcome.unmeasured > 0)
    io.out << outcome.unmeasured << " outside the art keep their terrain\n";
  io.out << outcome.doubtful.size() << " doubtful (check these first)"
         << (outcome.doubtful.empty() ? "" : ":") << "\n";
  for (int i : outcome.doubtful) {
    const Verdict& v = outcome.verdicts[static_cast<std::size_t>(i)];
    io.out << "  " << map.grid.label(i) << ": " << terrainId(map, v.terrain) << " or "
           << terrainId(map, v.runnerUp) << "? (confidence " << confidenceText(v.confidence)
           << ")\n";
  }
}

int runTrace(const Command& self, std::vector<std::string> rawArgs, Io& io) {
  const std::vector<std::string> sampleTexts = takeSamples(rawArgs);
  auto args = parseArgs(rawArgs, {"-o"}, {"--json"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1) return usageError(self, "art trace needs one MAP", io);
  const auto output = args->value("-o");
  if (!output)
    return usageError(self, "art trace needs -o OUT.map.yaml, where the traced map goes", io);
  auto input = loadMapInput(self, args->positional[0], io, "art trace", true);
  if (!input) return kBadInput;
  if (!outputAllowed(self, *output, documentFiles(input->doc), io)) return kBadInput;
  if (input->doc.kind != DocumentKind::Map)
    return usageError(self, "art trace works on a map file; give the scenario's map", io);
  const auto art = artOf(self, *input, io);
  if (!art) return kBadInput;
  const Map& map = *input->map;
  std::vector<std::pair<int, int>> samples;
  for (const std::string& text : sampleTexts) {
    std::string error;
    auto sample = parseSample(map, text, &error);
    if (!sample) return usageError(self, error, io);
    samples.push_back(*sample);
  }
  const TraceOutcome outcome = traceArt(*art, map, samples);
  for (const auto& [location, terrain] : samples)
    if (outcome.verdicts[static_cast<std::size_t>(location)].terrain < 0)
      return usageError(self, "--sample " + map.grid.label(location) + " lies outside the art", io);
  Map traced = map;
  for (std::size_t i = 0; i < outcome.verdicts.size(); ++i)
    if (outcome.verdicts[i].terrain >= 0) traced.terrain[i] = outcome.verdicts[i].terrain;
  if (*output != "-") traced.art->image = imageFrom(*output, map.art->resolvedImage);
  const std::string text = writeMap(traced, input->doc.headerComment);
  std::string error;
  if (*output == "-") {
    io.out << text;
  } else if (!saveFileAtomically(*output, text, &error)) {
    io.err << "sandtable art: " << error << "\n";
    return kBadInput;
  }
  // With -o -, the map is the output, and the report goes to stderr.
  Io report{*output == "-" ? io.err : io.out, io.err};
  printTrace(map, outcome, args->flag("--json"), report);
  return kSuccess;
}

int runProof(const Command& self, std::vector<std::string> rawArgs, Io& io) {
  auto args = parseArgs(rawArgs, {"-o"}, {"--json"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1) return usageError(self, "art proof needs one MAP", io);
  auto input = loadMapInput(self, args->positional[0], io, "art proof", true);
  if (!input) return kBadInput;
  if (input->doc.kind != DocumentKind::Map)
    return usageError(self, "art proof works on a map file; give the scenario's map", io);
  const auto output = args->value("-o");
  if (output && !outputAllowed(self, *output, documentFiles(input->doc), io)) return kBadInput;
  const auto art = artOf(self, *input, io);
  if (!art) return kBadInput;
  const Map& map = *input->map;
  const std::vector<ArtDisagreement> found = proofArt(*art, map);
  if (output) {
    ensureGuiApplication();
    std::string error;
    if (!writeProofSheet(*art, map, found, *output, &error)) {
      io.err << "sandtable art: " << error << "\n";
      return kBadInput;
    }
  }
  if (args->flag("--json")) {
    JsonWriter json;
    json.beginObject().key("disagreements").beginArray();
    for (const ArtDisagreement& d : found) {
      json.beginObject();
      json.field(locationKey(map), map.grid.label(d.location));
      json.field("map", terrainId(map, d.mapTerrain));
      json.field("art", terrainId(map, d.artTerrain));
      json.field("confidence", std::floor(d.confidence * 100) / 100);
      json.endObject();
    }
    json.endArray().endObject();
    io.out << json.str() << "\n";
  } else {
    Diagnostics diagnostics;
    reportDisagreements(map, input->doc.path, found, diagnostics);
    for (const Diagnostic& d : diagnostics.all()) io.out << formatDiagnostic(d) << "\n";
    io.err << plural(static_cast<int>(found.size()), "disagreement")
           << " between the map and its art\n";
  }
  return found.empty() ? kSuccess : kCheckFailed;
}

}  // namespace

int runArt(const std::vector<std::string>& args, Io& io) {
  const Command& self = commandNamed("art");
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    if (args.empty()) return usageError(self, "expected 'trace' or 'proof'", io);
    io.out << self.usage;
    return kSuccess;
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "trace") return runTrace(self, rest, io);
  if (args[0] == "proof") return runProof(self, rest, io);
  return usageError(self, "unknown art command '" + args[0] + "' (trace, proof)", io);
}

}  // namespace sandtable::cli
