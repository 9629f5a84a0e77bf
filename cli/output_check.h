// What every subcommand that takes -o checks before it does any work: the output must not be
// one of its inputs (`pack S.scenario.yaml -o S.scenario.yaml` would replace the scenario with
// the zip) and must be a regular file or a new one (never a folder, pipe or device, even
// through a symbolic link). Both are refused with exit code 2.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "cli/command.h"
#include "model/document_io.h"

namespace sandtable::cli {

// The files a loaded document was read from: itself, its map file and its ruleset files
// (built-in rulesets have none; names that are no file are harmless, they match nothing).
std::vector<std::filesystem::path> documentFiles(const LoadedDocument& doc);

// Prints why and returns false when `output` must not be written.
bool outputAllowed(const Command& self, const std::string& output,
                   const std::vector<std::filesystem::path>& inputs, Io& io);

}  // namespace sandtable::cli
