// manifest.yaml of a scenario pack (docs/formats.md section 5): what the pack is, how it validated,
// and the size and SHA-256 of every other entry. Written with the model's canonical YAML writer, so
// the same pack gives the same bytes; read back by `sandtable verify`.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <string>
#include <vector>

namespace sandtable {

struct ManifestEntry {
  std::string path;
  qint64 bytes = 0;
  std::string sha256;  // lower-case hex
};

struct PackManifest {
  std::string id;  // the scenario's id
  std::string title;
  std::string version;    // the scenario's `version:` key when it has one, else "1"
  std::string ruleset;    // the ruleset's id
  std::string generator;  // "sandtable 0.1.0"
  int errors = 0;         // validation of the packed scenario
  int warnings = 0;
  bool forced = false;                 // packed with --force despite errors
  std::vector<ManifestEntry> entries;  // sorted by path
};

std::string sha256Hex(const QByteArray& data);

std::string writeManifest(const PackManifest& manifest);
// Parses manifest.yaml; nullopt with a message naming what is wrong.
std::optional<PackManifest> parseManifest(const QByteArray& text, QString* error);

}  // namespace sandtable
