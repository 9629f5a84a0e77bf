// Shared machinery of the document readers: positions from yaml-cpp marks, typed scalar
// readers that report instead of throwing, and ObjectReader, which knows every key a reader
// asked for and so can flag (and keep) the keys it did not.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "model/bulk_scan.h"
#include "model/diagnostics.h"
#include "model/move_cost.h"
#include "model/yaml_extras.h"

namespace sandtable {

struct Ruleset;
struct LosEffect;

class ReadContext {
 public:
  ReadContext(std::string file, Diagnostics& diagnostics)
      : file_(std::move(file)), diagnostics_(diagnostics) {}

  const std::string& file() const { return file_; }
  Diagnostics& diagnostics() { return diagnostics_; }

  SourcePosition at(const YAML::Node& node) const;
  // Position of a key inside a mapping (falls back to the mapping itself).
  SourcePosition atKey(const YAML::Node& map, std::string_view key) const;
  SourcePosition at(const BulkScalar& scalar) const { return {file_, scalar.line, scalar.column}; }

  // The bulk blocks the loader took out of the text before yaml-cpp parsed it (bulk_scan.h).
  void setBulk(const BulkBlocks* bulk) { bulk_ = bulk; }
  // The block that stands for the value of `key` in `map` - which yaml-cpp then saw as empty -
  // marked as consumed; nullptr when that value was parsed by yaml-cpp.
  const BulkBlock* claimBulk(const YAML::Node& map, std::string_view key, BulkBlock::Kind kind) const;

  Diagnostic& error(const YAML::Node& node, std::string code, std::string message,
                    std::string fix = {}) {
    return diagnostics_.error(std::move(code), at(node), std::move(message), std::move(fix));
  }
  Diagnostic& error(const SourcePosition& where, std::string code, std::string message,
                    std::string fix = {}) {
    return diagnostics_.error(std::move(code), where, std::move(message), std::move(fix));
  }
  Diagnostic& warning(const YAML::Node& node, std::string code, std::string message,
                      std::string fix = {}) {
    return diagnostics_.warning(std::move(code), at(node), std::move(message), std::move(fix));
  }

 private:
  std::string file_;
  Diagnostics& diagnostics_;
  const BulkBlocks* bulk_ = nullptr;
};

// Closest candidate by edit distance, or empty when none is close enough to suggest.
std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates);
// " (did you mean 'x'?)" or "".
std::string didYouMean(std::string_view word, const std::vector<std::string>& candidates);

class ObjectReader {
 public:
  // `what` names the object in messages ("terrain type 'woods'", "the map's grid").
  ObjectReader(ReadContext& ctx, const YAML::Node& node, std::string what);

  bool ok() const { return ok_; }
  const YAML::Node& node() const { return node_; }
  const std::string& what() const { return what_; }

  // The value of an optional key (an undefined node when absent).
  YAML::Node get(std::string_view key);
  // The value of a required key; reports "missing required key" when absent.
  YAML::Node require(std::string_view key);
  // Declares keys that are known but kept verbatim (reserved for other grids/systems).
  void reserve(std::initializer_list<std::string_view> keys);

  // Reports unknown and duplicate keys and returns the unknown ones, in file order.
  ExtraKeys finish();

 private:
  ReadContext& ctx_;
  YAML::Node node_;
  std::string what_;
  bool ok_ = false;
  std::vector<std::string> known_;
  std::vector<std::string> reserved_;
};

// Typed scalars. Each reports a "wrong-type" error at the node and returns nullopt on failure;
// an undefined (absent) node returns nullopt silently.
std::optional<std::string> readString(ReadContext& ctx, const YAML::Node& node, std::string_view what);
// An id `[a-z0-9][a-z0-9_-]*`.
std::optional<std::string> readId(ReadContext& ctx, const YAML::Node& node, std::string_view what);
std::optional<long long> readInteger(ReadContext& ctx, const YAML::Node& node, std::string_view what,
                                     long long min, long long max);
std::optional<double> readNumber(ReadContext& ctx, const YAML::Node& node, std::string_view what);
std::optional<bool> readBool(ReadContext& ctx, const YAML::Node& node, std::string_view what);
// One of `choices`; reports the allowed values (and a suggestion) otherwise.
std::optional<std::string> readChoice(ReadContext& ctx, const YAML::Node& node, std::string_view what,
                                      const std::vector<std::string>& choices);
std::optional<MoveCost> readMoveCost(ReadContext& ctx, const YAML::Node& node, std::string_view what);
// A sequence of strings (ids or labels); nullopt when the node is not a sequence of scalars.
std::optional<std::vector<std::pair<std::string, YAML::Node>>> readStringList(
    ReadContext& ctx, const YAML::Node& node, std::string_view what);

// The value of `key` in a mapping, or an undefined node. Unlike yaml-cpp's operator[], the
// result is always safe to query (a missing key there yields a node that throws).
YAML::Node lookup(const YAML::Node& map, std::string_view key);

bool isValidId(std::string_view id);
// Why `id` is refused as `what` ("feature id"), as the reader says it (bad-id); "" when valid.
// The editor's fields refuse an id with this same message.
std::string idProblem(std::string_view what, std::string_view id);
bool isScalar(const YAML::Node& node);
std::string describeType(const YAML::Node& node);

}  // namespace sandtable
