// sandtable export tiled MAP.yaml -o OUT.tmx
#include <ostream>

#include "cli/command.h"
#include "cli/output_check.h"
#include "importers/tiled_export.h"
#include "model/document_io.h"

namespace sandtable::cli {

int runExport(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("export");
  auto args = parseArgs(rawArgs, {"-o"}, {}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.empty() || args->positional[0] != "tiled")
    return usageError(self, "say what to export: export tiled MAP.yaml -o OUT.tmx", io);
  if (args->positional.size() != 2) return usageError(self, "expected exactly one MAP.yaml", io);
  const auto output = args->value("-o");
  if (!output) return usageError(self, "-o OUT.tmx is required", io);

  LoadedDocument doc = loadDocument(args->positional[1]);
  if (!doc.ok()) {
    doc.diagnostics.sort();
    for (const auto& d : doc.diagnostics.all())
      if (d.severity == Severity::Error) io.err << formatDiagnostic(d) << "\n";
    io.err << "sandtable export: " << doc.path << " cannot be exported: fix its errors first\n";
    return kBadInput;
  }
  const Map* map = doc.map ? doc.map.get() : doc.scenario ? doc.scenario->map.get() : nullptr;
  if (!map)
    return usageError(
        self, doc.path + " is a " + documentKindName(doc.kind) + "; give a map (or a scenario)",
        io);
  if (!outputAllowed(self, *output, documentFiles(doc), io) ||
      !outputAllowed(self, tiledTilesetImagePath(*output).string(), documentFiles(doc), io))
    return kBadInput;
  std::vector<std::string> notes;
  std::string error;
  if (!exportTiledMap(*map, *output, &notes, &error)) {
    io.err << "sandtable export: " << error << "\n";
    return kBadInput;
  }
  for (const auto& note : notes) io.err << "note: " << note << "\n";
  io.err << "wrote " << *output << (map->isTable() ? "" : " and its tileset image beside it")
         << "\n";
  return kSuccess;
}

}  // namespace sandtable::cli
