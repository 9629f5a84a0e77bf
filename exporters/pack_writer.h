// `sandtable pack`: a self-contained, deterministic scenario pack (docs/formats.md section 5).
// Validates the scenario first and refuses on errors unless forced; rewrites the scenario to the
// packed map and ruleset; renders map.png, map.pdf, card.pdf and one booklet per side; hashes every
// entry into the manifest; writes the zip with sorted entries and fixed timestamps.
#pragma once

#include <QString>
#include <vector>

#include "exporters/pack_manifest.h"
#include "exporters/zip_archive.h"
#include "model/diagnostics.h"
#include "model/document_io.h"

namespace sandtable {

struct PackOptions {
  bool force = false;     // pack despite validation errors (recorded in the manifest)
  std::string generator;  // empty: "sandtable <project version>"
};

struct PackResult {
  enum class Status { Written, Refused, Failed };
  Status status = Status::Failed;
  Diagnostics diagnostics;  // validation of the scenario as given
  QString error;            // Refused / Failed: why
  PackManifest manifest;
};

// Builds the pack's entries in memory (sorted by name, manifest included).
PackResult buildPack(const LoadedDocument& scenario, const PackOptions& options,
                     std::vector<ZipEntry>& entries);
// buildPack, then writes the zip to `path`.
PackResult writePack(const LoadedDocument& scenario, const QString& path,
                     const PackOptions& options);

}  // namespace sandtable
