// Tiny rulesets and maps for the reachability and check tests, written into a temporary
// folder so that maps can name their ruleset file and scenarios their map file.
#pragma once

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <stdexcept>
#include <string>

#include "model/document_io.h"

namespace sandtable::test {

// A hex ruleset whose numbers make hand computation easy: two classes, quarter fractions,
// uphill 1 / 3 per level, steep slope 3, roads 1 / 0.5, features that add up.
inline const char* const kMovesRuleset = R"(sandtable: 1
kind: ruleset
id: test-moves
name: Test moves
grid: hex
mobility: [leg, track]
levels: {min: -1, max: 4}
los: {model: crest-levels, hexside_rule: either, default_hindrance: 1, max_range: null}
movement:
  uphill: {leg: 1, track: 3}
  steep_slope: 3
  road: {leg: 1, track: 0.5}
  adjacency: hex
terrain:
  - {id: open, name: Open, color: "#eeeeee", move: {leg: 1, track: 1}, cover: 0, los: clear}
  - {id: rough, name: Rough, color: "#aaaaaa", move: {leg: 1.5, track: 2.25}, cover: 1, los: clear}
  - {id: woods, name: Woods, color: "#00aa00", move: {leg: 2, track: X}, cover: 2, los: obstacle}
  - {id: lake, name: Lake, color: "#0000ff", move: {leg: X, track: X}, cover: 0, los: clear}
hexsides:
  - {id: stream, name: Stream, color: "#0000ff", move: {leg: 2, track: 3}, cover: 0, los: clear}
  - {id: wall, name: Wall, color: "#555555", move: {leg: 0.5, track: X}, cover: 1, los: clear}
units:
  fields:
    - {id: type, kind: enum, values: [infantry, vehicle], required: true}
    - {id: mobility, kind: mobility, required: true}
    - {id: speed, kind: number, min: 0, required: true}
    - {id: steps, kind: integer, min: 0}
)";

// A card ruleset; `adjacency` is king or orthogonal.
inline std::string cardRuleset(const std::string& adjacency) {
  return R"(sandtable: 1
kind: ruleset
id: test-cards
name: Test cards
grid: cards
mobility: [foot, wheeled]
levels: {min: 0, max: 1}
los: {model: card-borders, hexside_rule: either, default_hindrance: 0, max_range: 3}
movement:
  adjacency: )" +
         adjacency + R"(
terrain:
  - {id: open, name: Open, color: "#eeeeee", move: {foot: 1, wheeled: 1}, cover: 0, los: clear}
  - {id: woods, name: Woods, color: "#00aa00", move: {foot: 2, wheeled: X}, cover: 2, los: clear}
units:
  fields:
    - {id: type, kind: enum, values: [squad, vehicle], required: true}
    - {id: mobility, kind: mobility, required: true}
    - {id: speed, kind: number, min: 0, required: true}
    - {id: steps, kind: integer, min: 0, required: true}
limits:
  per_card: {steps: 6, vehicles: 1}
)";
}

// A flat odd-q hex map on the test-moves ruleset. `terrain` and `levels` are the layers'
// rows ("." open, r rough, W woods, L lake); `extra` is appended verbatim (hexsides, roads,
// hexes). On a one-row map consecutive hexes A1, B1, C1 ... are neighbours, so a strip is a
// path whose costs are easy to add up by hand.
inline std::string hexMap(const std::vector<std::string>& terrain,
                          const std::vector<std::string>& levels, const std::string& extra = {},
                          const std::string& ruleset = "moves.ruleset.yaml") {
  const int columns = static_cast<int>((terrain.front().size() + 1) / 2);
  std::string out =
      "sandtable: 1\nkind: map\nid: test-map\nruleset: " + ruleset +
      "\ngrid: {type: hex, orientation: flat, stagger: odd, columns: " + std::to_string(columns) +
      ", rows: " + std::to_string(terrain.size()) +
      ", labels: letter-number}\ndefault: {terrain: open, level: 0}\n"
      "terrain:\n  legend: {\".\": open, r: rough, W: woods, L: lake}\n  rows:\n";
  for (const auto& row : terrain) out += "    - \"" + row + "\"\n";
  if (!levels.empty()) {
    out += "levels:\n  rows:\n";
    for (const auto& row : levels) out += "    - \"" + row + "\"\n";
  }
  return out + extra;
}

// A card map: one token per card, "." open or W woods; `hills` lists cards with a hill.
inline std::string cardMap(const std::vector<std::string>& rows,
                           const std::string& ruleset = "cards.ruleset.yaml") {
  std::string out =
      "sandtable: 1\nkind: map\nid: test-cards\nruleset: " + ruleset +
      "\ngrid: {type: cards, columns: " + std::to_string((rows.front().size() + 1) / 2) +
      ", rows: " + std::to_string(rows.size()) + "}\ncards:\n";
  const std::string light = "{n: light, e: light, s: light, w: light}";
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c * 2 < rows[r].size(); ++c) {
      const std::string id = std::string(1, static_cast<char>('A' + c)) + std::to_string(r + 1);
      out += "  - {at: " + id + ", terrain: " + (rows[r][c * 2] == 'W' ? "woods" : "open") +
             ", borders: " + light + "}\n";
    }
  return out;
}

// Documents in a fresh temporary folder.
class Folder {
 public:
  Folder() {
    write("moves.ruleset.yaml", kMovesRuleset);
    write("cards.ruleset.yaml", cardRuleset("king"));
    write("cards-orthogonal.ruleset.yaml", cardRuleset("orthogonal"));
  }
  void write(const std::string& name, const std::string& text) {
    QFile f(QString::fromStdString(path(name)));
    if (!f.open(QIODevice::WriteOnly)) throw std::runtime_error("cannot write " + name);
    f.write(text.data(), static_cast<qint64>(text.size()));
  }
  std::string path(const std::string& name) const {
    return dir_.filePath(QString::fromStdString(name)).toStdString();
  }
  // Writes and loads a document; a fixture that does not load cleanly is a broken test.
  LoadedDocument load(const std::string& name, const std::string& text) {
    write(name, text);
    LoadedDocument doc = loadDocument(path(name));
    if (doc.unreadable || doc.diagnostics.hasErrors()) {
      std::string all;
      for (const auto& d : doc.diagnostics.all()) all += formatDiagnostic(d) + "\n";
      throw std::runtime_error("fixture " + name + " does not load:\n" + all);
    }
    return doc;
  }

 private:
  QTemporaryDir dir_;
};

}  // namespace sandtable::test
