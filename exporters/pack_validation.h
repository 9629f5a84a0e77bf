// Validation as packs need it: the scenario as given (to refuse a pack) and the documents as
// packed, opened from a temporary folder exactly as `verify` opens them, with diagnostics
// naming the pack's own files (never the temporary folder).
#pragma once

#include <QTemporaryDir>
#include <string>
#include <vector>

#include "exporters/zip_archive.h"
#include "model/diagnostics.h"
#include "model/document_io.h"

namespace sandtable {

// Reader diagnostics and every check (validation/validate.h), sorted.
Diagnostics validateForPack(const LoadedDocument& doc);

struct PackedDocuments {
  LoadedDocument doc;
  Diagnostics diagnostics;  // files named "scenario.yaml", "map.yaml", "ruleset.yaml"
  std::string firstError;   // the first error, formatted, when the scenario did not load
};

// Writes the YAML entries among `files` into `dir`, then loads and validates scenario.yaml.
PackedDocuments openPackedDocuments(const QTemporaryDir& dir, const std::vector<ZipEntry>& files);

// The pack's documents may only refer to each other (or to built-in rulesets): a scenario
// whose `map:` or `ruleset:` points elsewhere is not self-contained. Empty when they do.
std::string packReferenceProblem(const std::vector<ZipEntry>& files);

}  // namespace sandtable
