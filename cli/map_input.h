// What the subcommands that work on a map share (los, viewshed, los-matrix, reach, render):
// reading FILE (a map, or a scenario with its map) and turning hex labels or card ids into
// locations, with the messages and exit code 2 of docs/cli.md when either fails.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "cli/command.h"
#include "model/document_io.h"

namespace sandtable::cli {

struct MapInput {
  LoadedDocument doc;
  std::shared_ptr<const Map> map;
  const Scenario* scenario() const { return doc.scenario.get(); }
};

// `purpose` completes "... needs a map or a scenario" ("line of sight", "reach", ...).
// Table maps are refused unless `tables` (render draws them, los, viewshed and reach compute
// on them; los-matrix works on hexes and cards only).
inline std::optional<MapInput> loadMapInput(const Command& self, const std::string& path, Io& io,
                                            const std::string& purpose, bool tables = false) {
  MapInput in{loadDocument(path), nullptr};
  LoadedDocument& doc = in.doc;
  if (doc.unreadable || doc.diagnostics.hasErrors()) {
    doc.diagnostics.sort();
    for (const auto& d : doc.diagnostics.all())
      if (d.severity == Severity::Error) io.err << formatDiagnostic(d) << "\n";
    io.err << "sandtable " << self.name << ": " << doc.path
           << " cannot be used: fix its errors first (sandtable validate " << doc.path << ")\n";
    return std::nullopt;
  }
  if (doc.kind == DocumentKind::Map)
    in.map = doc.map;
  else if (doc.kind == DocumentKind::Scenario && doc.scenario)
    in.map = doc.scenario->map;
  if (!in.map) {
    io.err << "sandtable " << self.name << ": " << doc.path << " is a "
           << documentKindName(doc.kind) << "; " << purpose << " needs a map or a scenario\n";
    return std::nullopt;
  }
  if (!in.map->rules || (in.map->grid.type == GridType::Table && !tables)) {
    io.err << "sandtable " << self.name << ": " << doc.path << ": " << purpose
           << " is defined for hex and card maps only (on a table use sandtable los or viewshed)\n";
    return std::nullopt;
  }
  return in;
}

// Why `cell` cannot cut `table` into the cells of a reach or viewshed, or "". A cell wider
// than a tenth of the table's shorter side leaves too few cells to tell places apart (at
// --cell 1e300 the whole table is one cell and everything costs 0 MP).
inline std::string tableCellProblem(const TableSize& table, double cell, const std::string& text) {
  const double most = std::min(table.width, table.height) / 10;
  if (cell <= most) return {};
  return "--cell " + text + " is larger than a tenth of the table's shorter side (" +
         tableNumberText(most) + " " + table.unit + "); give a smaller cell (default 0.5)";
}

// A single hex label or card id on the map; prints why not and returns nullopt.
inline std::optional<int> parseMapLocation(const Command& self, const Map& map,
                                           const std::string& text, Io& io) {
  std::string error;
  auto range = text.find(':') == std::string::npos ? parseLocationRange(map.grid, text, &error)
                                                   : std::nullopt;
  if (!range) {
    if (error.empty()) error = "'" + text + "' is a range; give a single location";
    usageError(self, error, io);
    return std::nullopt;
  }
  return map.grid.index(range->first);
}

}  // namespace sandtable::cli
