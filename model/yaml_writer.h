// The canonical YAML writer. Documents are built as an ordered tree and emitted with fixed
// rules (2-space indentation, block style unless a node asks for flow, plain scalars unless
// quoting is needed, literal blocks for multi-line text), so the same model always gives the
// same bytes.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "model/yaml_extras.h"

namespace sandtable {

class YamlTree {
 public:
  enum class Kind { Scalar, Sequence, Mapping };
  // Text scalars are quoted when they would read back as something else (a number, a bool,
  // null) or break the syntax; Plain scalars (numbers, bools, ids) are written as they are
  // when the syntax allows; Quoted ones always get double quotes.
  enum class Style { Text, Plain, Quoted };

  static YamlTree text(std::string value) { return scalar(std::move(value), Style::Text); }
  static YamlTree plain(std::string value) { return scalar(std::move(value), Style::Plain); }
  static YamlTree quoted(std::string value) { return scalar(std::move(value), Style::Quoted); }
  static YamlTree number(long long value) { return plain(std::to_string(value)); }
  static YamlTree boolean(bool value) { return plain(value ? "true" : "false"); }
  static YamlTree sequence(bool flow = false);
  static YamlTree mapping(bool flow = false);
  // A tree from a yaml-cpp node (unknown keys kept verbatim); keeps flow style where it was.
  static YamlTree fromNode(const YAML::Node& node);

  // Mapping entries and sequence items; return *this for chaining.
  YamlTree& set(std::string key, YamlTree value);
  YamlTree& add(YamlTree value);
  YamlTree& addExtras(const ExtraKeys& extras);

  Kind kind() const { return kind_; }
  bool flow() const { return flow_; }
  bool emptyCollection() const { return kind_ != Kind::Scalar && children_.empty(); }
  const std::string& value() const { return value_; }
  Style style() const { return style_; }
  const std::vector<std::pair<std::string, YamlTree>>& children() const { return children_; }

 private:
  static YamlTree scalar(std::string value, Style style);
  Kind kind_ = Kind::Scalar;
  Style style_ = Style::Text;
  bool flow_ = false;
  std::string value_;
  std::vector<std::pair<std::string, YamlTree>> children_;  // keys empty in sequences
};

// The document text: the header comment block (kept verbatim), then the tree, ending in "\n".
std::string emitYaml(const YamlTree& root, const std::string& headerComment = {});

}  // namespace sandtable
