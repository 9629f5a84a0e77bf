// fuzz_seeds OUTDIR: writes a seed corpus per fuzzer (OUTDIR/<target>/...) from what the
// repository already has - samples, built-in rulesets, maps from the generator, the Tiled
// fixtures of the importer tests, CSV tables and one real pack - so no corpus is committed.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "exporters/gui_runtime.h"
#include "exporters/pack_writer.h"
#include "importers/csv_oob.h"
#include "importers/map_generator.h"
#include "importers/tiled_export.h"
#include "importers/tiled_fixtures.h"
#include "model/document_io.h"

namespace fs = std::filesystem;
using namespace sandtable;

namespace {

fs::path gOut;
int gWritten = 0;

void seed(const std::string& target, const std::string& name, const std::string& bytes) {
  const fs::path dir = gOut / target;
  fs::create_directories(dir);
  std::string error;
  if (!saveFileAtomically(dir / name, bytes, &error)) {
    std::fprintf(stderr, "fuzz_seeds: %s\n", error.c_str());
    std::exit(1);
  }
  ++gWritten;
}

const fs::path kSamples = fs::path(SANDTABLE_SOURCE_DIR) / "samples";

// fuzz_table: the table samples and the table fixtures of the tests, maps and scenarios, the
// scenarios' references relative to samples/ where fuzz_table reads its input.
void tableSeeds() {
  const fs::path tests = fs::path(SANDTABLE_SOURCE_DIR) / "tests" / "fixtures" / "tables";
  for (const fs::path& dir : {kSamples / "force-on-force", kSamples / "focused-firepower", tests}) {
    for (const auto& entry : fs::directory_iterator(dir)) {
      LoadedDocument doc = loadDocument(entry.path());
      const std::string name = entry.path().filename().string();
      if (!doc.ok()) continue;
      if (doc.map && doc.map->isTable())
        seed("fuzz_table", name, writeMap(*doc.map, doc.headerComment));
      if (doc.scenario && doc.scenario->map && doc.scenario->map->isTable()) {
        relocateScenarioPaths(*doc.scenario, entry.path().parent_path(), kSamples);
        seed("fuzz_table", name, writeScenario(*doc.scenario, doc.headerComment));
      }
    }
  }
}

void yamlSeeds() {
  for (const std::string& id : builtinRulesetIds()) {
    seed("fuzz_ruleset", id + ".yaml", std::string(builtinRulesetText(id)));
    seed("fuzz_fmt", id + ".yaml", std::string(builtinRulesetText(id)));
  }
  for (const auto& entry : fs::recursive_directory_iterator(kSamples)) {
    const std::string name = entry.path().filename().string();
    if (name.ends_with(".map.yaml")) {
      std::string text, error;
      if (!readTextFile(entry.path(), text, &error)) continue;
      seed("fuzz_map", name, text);
      seed("fuzz_fmt", name, text);
    } else if (name.ends_with(".scenario.yaml")) {
      // fuzz_scenario reads its input as samples/input.scenario.yaml: refer to the map from there.
      LoadedDocument doc = loadDocument(entry.path());
      if (!doc.ok()) continue;
      relocateScenarioPaths(*doc.scenario, entry.path().parent_path(), kSamples);
      seed("fuzz_scenario", name, writeScenario(*doc.scenario, doc.headerComment));
      for (const char* target : {"fuzz_fmt", "fuzz_pack_build"})
        seed(target, name, writeScenario(*doc.scenario, doc.headerComment));
    }
  }
  tableSeeds();
  // Small generated maps of every built-in ruleset, both orientations.
  for (const std::string& id : builtinRulesetIds()) {
    for (int s = 1; s <= 3; ++s) {
      MapGeneratorOptions options;
      options.columns = 3 + 2 * s;
      options.rows = 2 + s;
      options.seed = static_cast<std::uint64_t>(s);
      if (s == 2) options.layout.orientation = Orientation::Pointy;
      std::string error;
      if (const auto map = generateMap(builtinRuleset(id), options, &error))
        seed("fuzz_map", id + "-generated-" + std::to_string(s) + ".yaml", writeMap(*map));
    }
  }
}

void tiledSeeds() {
  const test::TmxLayout layouts[] = {{"x", "odd"}, {"y", "even"}};
  const char* const xmlEncodings[][2] = {{"xml", ""},        {"csv", ""},
                                         {"base64", ""},     {"base64", "zlib"},
                                         {"base64", "gzip"}, {"base64", "zstd"}};
  int n = 0;
  for (const auto& layout : layouts) {
    for (const auto& e : xmlEncodings) {
#ifndef SANDTABLE_HAVE_ZSTD
      if (std::string(e[1]) == "zstd") continue;
#endif
      seed("fuzz_tmx", "fixture-" + std::to_string(++n) + ".tmx", test::tmxMap(layout, e[0], e[1]));
      if (std::string(e[0]) == "base64")
        seed("fuzz_tmj", "fixture-" + std::to_string(n) + ".tmj", test::tmjMap(layout, e[0], e[1]));
    }
    seed("fuzz_tmj", "fixture-array-" + std::to_string(++n) + ".tmj",
         test::tmjMap(layout, "array", ""));
  }
  // The Tiled export of each sample hex map: objects, roads, hexsides, levels.
  for (const auto& entry : fs::recursive_directory_iterator(kSamples)) {
    if (!entry.path().filename().string().ends_with(".map.yaml")) continue;
    const LoadedDocument doc = loadDocument(entry.path());
    TiledExport out;
    std::string error;
    if (doc.ok() && doc.map->isHex() && buildTiledExport(*doc.map, "tiles.png", out, &error))
      seed("fuzz_tmx", entry.path().stem().string() + ".tmx", out.tmx);
  }
}

void csvSeeds() {
  // The first byte picks the side (fuzz_csv.cpp).
  const std::vector<std::string> tables = {
      "Name,Count,Setup,Type,Size,Mobility,Speed,HE FP,Defense-Kind,defense,arrives_turn,"
      "arrives_zone,VP\n"
      "Rifle Platoon,3,,infantry,platoon,leg,5,6,morale,10,,,2\n"
      "\"M4 Sherman, 75mm\",2,,Vehicle,squad,TRACK,6,,armor,7,3,,4\n\nBazooka,1,\"A3 B4:C4\","
      "infantry,squad,leg,4.5,2,morale,7,,,\n",
      "id;name;count;type;mobility;speed\r\nmg;\"MG \"\"42\"\"\";1;gun;leg;3\r\n",
      "\xEF\xBB\xBFname\ttype\tmobility\tspeed\nSquad\tinfantry\tleg\t4\n", "name,count\n\"A,1\n"};
  for (std::size_t i = 0; i < tables.size(); ++i)
    for (char side = 0; side < 2; ++side)
      seed("fuzz_csv", "table-" + std::to_string(i) + "-" + std::to_string(side) + ".csv",
           std::string(1, side) + tables[i]);
}

bool packSeeds() {
  ensureGuiApplication();
  const LoadedDocument doc =
      loadDocument(kSamples / "fighting-formations" / "croix-fouquet.scenario.yaml");
  std::vector<ZipEntry> entries;
  const PackResult pack = buildPack(doc, {}, entries);
  if (pack.status != PackResult::Status::Written) {
    std::fprintf(stderr, "fuzz_seeds: cannot pack the sample: %s\n", qPrintable(pack.error));
    return false;
  }
  // Keep the seed small: pictures become stubs with the right magic (verify reports them).
  for (ZipEntry& e : entries) {
    if (e.name.ends_with(".png")) e.data = QByteArray("\x89PNG\r\n\x1a\n", 8);
    if (e.name.ends_with(".pdf")) e.data = "%PDF-1.4\n";
    if (e.name == "manifest.yaml")
      seed("fuzz_pack", "manifest.yaml", "\x01" + e.data.toStdString());
  }
  const QString zipPath = QString::fromStdString((gOut / "pack.tmp").string());
  QString error;
  if (!writeZip(zipPath, entries, &error)) return false;
  QFile zip(zipPath);
  if (!zip.open(QIODevice::ReadOnly)) return false;
  seed("fuzz_pack", "sample.stpack", std::string(1, '\0') + zip.readAll().toStdString());
  zip.remove();
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: fuzz_seeds OUTDIR\n");
    return 2;
  }
  gOut = argv[1];
  yamlSeeds();
  tiledSeeds();
  csvSeeds();
  if (!packSeeds()) return 1;
  std::printf("fuzz_seeds: %d seeds in %s\n", gWritten, argv[1]);
  return 0;
}
