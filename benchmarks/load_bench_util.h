// What the load benchmarks share (bench_load, bench_table_load): timing loadDocument - the
// entry point every CLI command reads FILE through - on a file on disk, with a bytes/second
// counter over the bytes that load reads; and the generated 96" x 72" table both load.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <system_error>

#include "importers/map_generator.h"
#include "model/document_io.h"

namespace sandtable::bench {

// The bytes one load of `file` reads: the file, and for a scenario the map file it names.
inline std::int64_t documentBytes(const std::filesystem::path& file) {
  std::error_code ec;
  auto bytes = static_cast<std::int64_t>(std::filesystem::file_size(file, ec));
  if (ec) return 0;
  const LoadedDocument doc = loadDocument(file);
  if (doc.scenario && !doc.scenario->inlineMap && !doc.scenario->mapPath.empty()) {
    const auto size = std::filesystem::file_size(file.parent_path() / doc.scenario->mapPath, ec);
    if (!ec) bytes += static_cast<std::int64_t>(size);
  }
  return bytes;
}

// The canonical text of a map generated with `options` on a built-in ruleset.
inline std::string generatedMapText(const char* ruleset, const MapGeneratorOptions& options) {
  std::string error;
  auto map = generateMap(builtinRuleset(ruleset), options, &error);
  if (!map) throw std::runtime_error(std::string("cannot generate a ") + ruleset + " map: " + error);
  return writeMap(*map);
}

// The generated 96" x 72" Focused Firepower table with 300 features (seed 7, as
// `sandtable generate --ruleset focused-firepower --width 96 --height 72 --features 300 --seed 7`).
inline std::string table96x72Text() {
  MapGeneratorOptions options;
  options.width = 96;
  options.height = 72;
  options.features = 300;
  options.seed = 7;
  options.id = "big";
  return generatedMapText("focused-firepower", options);
}

// Loads `file` once per iteration (`how`: the fast path, or yaml-cpp alone for comparison);
// fails the benchmark when it does not load cleanly.
inline void loadFromDisk(benchmark::State& state, const std::filesystem::path& file,
                         ReadPath how = ReadPath::Fast) {
  {
    const LoadedDocument doc = loadDocument(file, how);
    if (!doc.ok()) {
      state.SkipWithError(("cannot load " + file.string()).c_str());
      return;
    }
  }
  const std::int64_t bytes = documentBytes(file);
  for (auto _ : state) benchmark::DoNotOptimize(loadDocument(file, how));
  state.SetBytesProcessed(bytes * state.iterations());
  state.counters["file_bytes"] = static_cast<double>(bytes);
}

// A scenario for table96x72Text saved as big.map.yaml: two sides of 30 entries each, set up in
// 6" bands along the long edges.
inline std::string bigTableScenarioText() {
  std::string text =
      "sandtable: 1\nkind: scenario\nid: big\nruleset: focused-firepower\nmap: big.map.yaml\nturns: 16\n"
      "sides:\n  - {id: us, role: attacker}\n  - {id: de, role: defender}\n"
      "zones:\n  us-setup: {edge: south, depth: 6}\n  de-setup: {edge: north, depth: 6}\n"
      "objectives:\n  - {id: centre, at: [48, 36], radius: 3, vp: {us: 5}, level: primary}\n"
      "points:\n  - {id: us-erp, kind: erp, side: us, at: [48, 71]}\n  - {id: de-erp, kind: erp, side: de, at: [48, 1]}\n"
      "oob:\n";
  for (const char* side : {"us", "de"}) {
    text += std::string("  ") + side + ":\n";
    for (int i = 1; i <= 30; ++i)
      text += "    - {id: sec-" + std::to_string(i) + ", count: 1, setup: " + side +
              "-setup, stats: {type: infantry, mobility: foot, speed: 1, quality: regular, umv: 2, points: 20}}\n";
  }
  return text;
}

// Writes table96x72Text and bigTableScenarioText into `dir` (made if need be) as big.map.yaml
// and big.scenario.yaml; returns `dir`.
inline std::filesystem::path writeBigTableScenario(const std::filesystem::path& dir) {
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "big.map.yaml") << table96x72Text();
  std::ofstream(dir / "big.scenario.yaml") << bigTableScenarioText();
  return dir;
}

}  // namespace sandtable::bench
