// Where the elements of a document are written. The model keeps no source positions, so
// the checks, which run on the model, look the element at fault up here (yaml-cpp marks)
// to report `file:line:col` at it. A lookup that fails falls back to the nearest enclosing
// element, then to the file itself: a position is a help, never a reason to drop a finding.
#pragma once

#include <yaml-cpp/yaml.h>

#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "model/diagnostics.h"
#include "model/document_source.h"
#include "model/grid.h"

namespace sandtable {

using MarkPath = std::vector<std::variant<std::string, int>>;

class SourceMarks {
 public:
  SourceMarks() = default;
  // Reads `file` from disk; with no readable file every position is the file itself.
  static SourceMarks load(const std::string& file);
  static SourceMarks parse(std::string_view text, std::string file);
  // From what the loader parsed (LoadedDocument::source): nothing is read or parsed again.
  // The bulk blocks the loader read beside yaml-cpp (model/bulk_scan.h) answer for the layer
  // rows, hexsides and roads they hold.
  static SourceMarks of(std::shared_ptr<const DocumentSource> source);
  // The same document rooted at a mapping inside it (a scenario's inline `map:`).
  SourceMarks below(const std::string& key) const;

  const std::string& file() const { return file_; }
  SourcePosition whole() const { return {file_, 0, 0}; }

  // The node at a path of keys and list indices ({"oob", "us", 2, "stats"}).
  SourcePosition at(const MarkPath& path) const;
  // The item of the list at `list` whose `key` is `value`, then `rest` inside it.
  SourcePosition item(const MarkPath& list, const std::string& key, const std::string& value,
                      const MarkPath& rest = {}) const;
  // The item of the list at `list` that starts on `line` (1-based).
  SourcePosition itemOnLine(const MarkPath& list, int line) const;
  // The token for a location in a layer ("terrain" / "levels"), or the `hexes:` entry of the
  // location when it sets `key` there (the override wins in the model too).
  SourcePosition layerValue(const Grid& grid, const std::string& layer, const std::string& key,
                            int location) const;
  // The `hexsides:` entry for the hexside between a and b (either order).
  SourcePosition hexside(const Grid& grid, int a, int b) const;
  // The step `to` of the first road that has the hexes from -> to in that order.
  SourcePosition roadStep(const Grid& grid, int from, int to) const;
  // The `cards:` entry of a card, then `rest` inside it.
  SourcePosition card(const Grid& grid, int location, const MarkPath& rest = {}) const;

 private:
  SourcePosition position(const YAML::Node& node) const;
  YAML::Node find(const MarkPath& path, YAML::Node* deepest) const;
  // The first entry under a mapping whose key parses to `location`.
  YAML::Node hexEntry(const Grid& grid, int location) const;

  // The top-level block under `key` when the loader read it beside yaml-cpp, else nullptr.
  const BulkBlock* bulk(const char* key) const;

  std::string file_;
  YAML::Node root_;
  std::vector<std::string_view> lines_;  // views into source_->text
  std::shared_ptr<const DocumentSource> source_;  // keeps the bulk blocks' text alive
  bool topLevel_ = true;                          // false below() a key: no bulk blocks there
};

}  // namespace sandtable
