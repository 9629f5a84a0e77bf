// Importing an order-of-battle table (CSV from a spreadsheet) into one side of a scenario.
//
// The header row names the columns, matched case-insensitively (spaces and hyphens count as
// underscores) to the ruleset's unit fields and to the reserved columns id, name, count,
// setup, arrives_turn, arrives_zone and vp. Each further row is one OOB entry; its id is the
// `id` cell or, failing that, made from its name. Rows whose id the side already has replace
// that entry; the others are appended. Every bad cell is reported with its row and column,
// and nothing is merged while any cell is wrong.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "model/diagnostics.h"
#include "model/scenario.h"

namespace sandtable {

struct OobImportResult {
  Diagnostics diagnostics;
  bool unreadable = false;  // the CSV itself is malformed or the side is unknown
  int added = 0;
  int replaced = 0;
  bool ok() const { return !unreadable && !diagnostics.hasErrors(); }
};

// Merges the table into `scenario` (which must have its ruleset, and its map for hex lists).
// `csvFile` names the table in messages. The scenario is left unchanged on any error.
OobImportResult mergeOobTable(std::string_view csvText, const std::string& csvFile,
                              Scenario& scenario, const std::string& side);

// Rewrites the scenario's relative `map:` and `ruleset:` paths so that they still point at the
// same files when the scenario is saved in `toDir` instead of `fromDir`. Built-in ruleset ids
// are left alone.
void relocateScenarioPaths(Scenario& scenario, const std::filesystem::path& fromDir,
                           const std::filesystem::path& toDir);

}  // namespace sandtable
