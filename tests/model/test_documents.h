// Small documents for reader tests, written into a temporary folder so that scenarios can
// refer to their map files.
#pragma once

#include <QTemporaryDir>

#include <filesystem>
#include <stdexcept>
#include <string>

#include "model/document_io.h"

namespace sandtable::test {

// A 6x4 flat odd-q map on the built-in fighting-formations ruleset.
inline const char* const kSmallMap = R"(sandtable: 1
kind: map
id: small
name: Small test map
ruleset: fighting-formations
grid:
  type: hex
  orientation: flat
  stagger: odd
  columns: 6
  rows: 4
  labels: letter-number
default: {terrain: open, level: 0}
terrain:
  legend: {".": open, W: woods, B: building}
  rows:
    - ". . W W . ."
    - ". B . . . ."
    - ". . . . . ."
    - ". . . . W ."
levels:
  rows:
    - "0 0 1 1 0 0"
    - "0 0 1 2 1 0"
    - "0 0 1 1 1 0"
    - "0 0 0 0 0 0"
hexes:
  C2: {objective: true, name: Farm}
hexsides:
  - {at: B2/B3, feature: bocage}
roads:
  - [A1, B1, C2, D2]
)";

inline const char* const kSmallScenario = R"(sandtable: 1
kind: scenario
id: small-fight
title: Small fight
ruleset: fighting-formations
map: small.map.yaml
turns: 5
first: us
sides:
  - id: us
    name: US
    role: attacker
  - id: de
    name: German
    role: defender
zones:
  us-setup: {hexes: ["A3:F4"]}
  north: {edge: north}
oob:
  us:
    - id: rifles
      name: Rifle Platoon
      count: 2
      setup: us-setup
      stats: {type: infantry, size: platoon, mobility: leg, speed: 5, he_fp: 6, he_range: 4, rof: 2, defense_kind: morale, defense: 10, fire_arc: none}
  de:
    - id: gren
      name: Grenadiers
      count: 1
      setup: north
      stats: {type: infantry, size: squad, mobility: leg, speed: 5, he_fp: 5, he_range: 4, rof: 2, defense_kind: morale, defense: 9, fire_arc: none}
objectives:
  - {id: farm, at: C2, name: Farm, vp: {us: 3}, control: de}
)";

// Writes `files` (name -> text) into a fresh temporary folder.
class DocumentFolder {
 public:
  void write(const std::string& name, const std::string& text) {
    QFile f(QString::fromStdString(path(name)));
    f.open(QIODevice::WriteOnly);
    f.write(text.data(), static_cast<qint64>(text.size()));
  }
  std::string path(const std::string& name) const { return dir_.filePath(QString::fromStdString(name)).toStdString(); }
  LoadedDocument load(const std::string& name) const { return loadDocument(path(name)); }

 private:
  QTemporaryDir dir_;
};

// The whole text of a file; throws when it cannot be read.
inline std::string fileText(const std::filesystem::path& p) {
  std::string text, error;
  if (!readTextFile(p, text, &error)) throw std::runtime_error(error);
  return text;
}

inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto pos = text.find(from);
  if (pos == std::string::npos) throw std::runtime_error("test fixture has no '" + from + "'");
  return text.replace(pos, from.size(), to);
}

}  // namespace sandtable::test
