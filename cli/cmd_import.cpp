// sandtable import tiled MAP.tmx|MAP.tmj --ruleset ID -o OUT.map.yaml [--property NAME]
//                       [--terrain KEY=TERRAIN]... [--terrain-map FILE.yaml]
// sandtable import oob TABLE.csv --scenario S.yaml --side SIDE [-o OUT]
#include <filesystem>
#include <ostream>

#include "cli/command.h"
#include "cli/output_check.h"
#include "importers/csv_oob.h"
#include "importers/tiled_import.h"
#include "model/document_io.h"

namespace sandtable::cli {

namespace {

namespace fs = std::filesystem;

void printDiagnostics(Diagnostics diagnostics, Io& io) {
  diagnostics.sort();
  for (const auto& d : diagnostics.all()) {
    io.err << formatDiagnostic(d) << "\n";
    if (!d.fix.empty() && d.severity != Severity::Info) io.err << "  fix: " << d.fix << "\n";
  }
}

// A built-in ruleset id, or a ruleset file (referred to relative to the output's folder).
std::shared_ptr<const Ruleset> rulesetFor(const std::string& ref, const fs::path& output,
                                          std::string& written, std::string& error) {
  if (auto builtin = builtinRuleset(ref)) {
    written = ref;
    return builtin;
  }
  std::error_code ec;
  if (!fs::is_regular_file(ref, ec)) {
    std::string ids;
    for (const auto& id : builtinRulesetIds()) ids += (ids.empty() ? "" : ", ") + id;
    error = "'" + ref + "' is neither a built-in ruleset (" + ids + ") nor a ruleset file";
    return nullptr;
  }
  LoadedDocument doc = loadDocument(ref);
  if (!doc.ok() || doc.kind != DocumentKind::Ruleset) {
    error = ref + " is not a ruleset without errors (check it with sandtable validate " + ref + ")";
    return nullptr;
  }
  const fs::path outDir = fs::absolute(output, ec).parent_path();
  written =
      fs::weakly_canonical(fs::absolute(ref, ec), ec).lexically_relative(outDir).generic_string();
  return doc.ruleset;
}

int importTiled(const Command& self, const Args& args, Io& io) {
  if (args.positional.size() != 2)
    return usageError(self, "expected: import tiled MAP.tmx|MAP.tmj --ruleset ID -o OUT", io);
  const auto rulesetRef = args.value("--ruleset");
  const auto output = args.value("-o");
  if (!rulesetRef)
    return usageError(
        self, "--ruleset ID is required (the ruleset whose terrain ids the tiles name)", io);
  if (!output) return usageError(self, "-o OUT.map.yaml is required", io);
  std::string written, error;
  auto rules = rulesetFor(*rulesetRef, *output, written, error);
  if (!rules) return usageError(self, error, io);
  if (!outputAllowed(self, *output, {args.positional[1], *rulesetRef}, io)) return kBadInput;

  TiledImportOptions options;
  options.terrainProperty = args.value("--property").value_or("terrain");
  // The file's pairs first, so that one given on the command line overrides it.
  Diagnostics mappingProblems;
  if (const auto file = args.value("--terrain-map"))
    readTerrainMapFile(*file, options.terrainMap, mappingProblems);
  if (mappingProblems.hasErrors()) {
    printDiagnostics(mappingProblems, io);
    return kBadInput;
  }
  for (const std::string& pair : args.all("--terrain")) {
    auto entry = terrainPairFromText(pair);
    if (!entry)
      return usageError(self, "--terrain '" + pair + "' is not KEY=TERRAIN (e.g. Forest=woods)",
                        io);
    options.terrainMap.push_back(std::move(*entry));
  }
  options.levelProperty = args.value("--level-property").value_or("level");
  options.mapId = args.value("--id").value_or("");
  options.rulesetRef = written;
  const std::string input = args.positional[1];
  TiledImportResult result = importTiledMap(input, rules, options);
  printDiagnostics(result.diagnostics, io);
  if (result.unreadable) return kBadInput;
  if (!result.ok()) {
    io.err << "sandtable import: " << input << ": " << result.diagnostics.errors()
           << " errors; nothing written\n";
    return kCheckFailed;
  }
  const std::string text = writeMap(*result.map);
  // The written map must read back cleanly; anything else is a bug worth stopping for.
  LoadedDocument check = loadDocumentFromText(text, *output);
  if (!check.ok()) {
    printDiagnostics(check.diagnostics, io);
    io.err << "sandtable import: the imported map does not read back cleanly; nothing written\n";
    return kCheckFailed;
  }
  if (!saveFileAtomically(*output, text, &error)) {
    io.err << "sandtable import: " << error << "\n";
    return kBadInput;
  }
  const Map& map = *result.map;
  io.err << "wrote " << *output << ": ";
  if (map.isTable()) {
    io.err << map.table.width << "x" << map.table.height << " " << map.table.unit << " table, "
           << map.features.size() << " features, " << map.placedMarkers.size() << " markers\n";
    return kSuccess;
  }
  io.err << map.grid.columns << "x" << map.grid.rows;
  if (map.isCards())
    io.err << " cards\n";
  else
    io.err << " hexes, " << map.hexsides.size() << " hexsides, " << map.roads.size() << " roads\n";
  return kSuccess;
}

int importOob(const Command& self, const Args& args, Io& io) {
  if (args.positional.size() != 2)
    return usageError(self, "expected: import oob TABLE.csv --scenario S.yaml --side SIDE", io);
  const auto scenarioPath = args.value("--scenario");
  const auto side = args.value("--side");
  if (!scenarioPath)
    return usageError(self, "--scenario S.yaml is required (the scenario to merge into)", io);
  if (!side) return usageError(self, "--side SIDE is required (a side id of the scenario)", io);
  const std::string output = args.value("-o").value_or(*scenarioPath);

  LoadedDocument doc = loadDocument(*scenarioPath);
  if (doc.kind != DocumentKind::Scenario && !doc.unreadable)
    return usageError(
        self, *scenarioPath + " is a " + documentKindName(doc.kind) + ", not a scenario", io);
  if (!doc.ok()) {
    printDiagnostics(doc.diagnostics, io);
    io.err << "sandtable import: " << *scenarioPath
           << " has errors; fix them first (sandtable validate " << *scenarioPath << ")\n";
    return kBadInput;
  }
  const std::string table = args.positional[1];
  // The merge rewrites the scenario itself by default; its map, ruleset and the table are
  // inputs only.
  std::vector<fs::path> inputs = documentFiles(doc);
  inputs.front() = table;
  if (!outputAllowed(self, output, inputs, io)) return kBadInput;
  std::string csv, error;
  if (!readTextFile(table, csv, &error)) {
    io.err << "sandtable import: " << error << "\n";
    return kBadInput;
  }
  Scenario& scenario = *doc.scenario;
  OobImportResult result = mergeOobTable(csv, table, scenario, *side);
  printDiagnostics(result.diagnostics, io);
  if (result.unreadable) return kBadInput;
  if (!result.ok()) {
    io.err << "sandtable import: " << table << ": " << result.diagnostics.errors() << " errors; "
           << output << " is unchanged\n";
    return kCheckFailed;
  }
  std::error_code ec;
  const fs::path from = fs::path(*scenarioPath).parent_path(), to = fs::path(output).parent_path();
  if (fs::weakly_canonical(fs::absolute(from, ec), ec) !=
      fs::weakly_canonical(fs::absolute(to, ec), ec))
    relocateScenarioPaths(scenario, from, to);
  const std::string text = writeScenario(scenario, doc.headerComment);
  LoadedDocument check = loadDocumentFromText(text, output);
  if (!check.ok()) {
    printDiagnostics(check.diagnostics, io);
    io.err << "sandtable import: the merged scenario does not read back cleanly; " << output
           << " is unchanged\n";
    return kCheckFailed;
  }
  if (!saveFileAtomically(output, text, &error)) {
    io.err << "sandtable import: " << error << "\n";
    return kBadInput;
  }
  io.err << "wrote " << output << ": side '" << *side << "': " << result.added << " units added, "
         << result.replaced << " replaced\n";
  return kSuccess;
}

}  // namespace

int runImport(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("import");
  auto args = parseArgs(rawArgs,
                        {"--ruleset", "-o", "--property", "--level-property", "--id", "--scenario",
                         "--side", "--terrain", "--terrain-map"},
                        {}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  const std::string what = args->positional.empty() ? "" : args->positional[0];
  if (what == "tiled") return importTiled(self, *args, io);
  if (what == "oob") return importOob(self, *args, io);
  return usageError(self,
                    what.empty() ? "say what to import: tiled or oob"
                                 : "unknown import '" + what + "' (tiled, oob)",
                    io);
}

}  // namespace sandtable::cli
