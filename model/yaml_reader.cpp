#include "model/yaml_reader.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "model/quote_text.h"

namespace sandtable {

SourcePosition ReadContext::at(const YAML::Node& node) const {
  SourcePosition p{file_, 0, 0};
  if (node.IsDefined()) {
    const YAML::Mark m = node.Mark();
    if (m.line >= 0) {
      p.line = m.line + 1;
      p.column = m.column + 1;
    }
  }
  return p;
}

SourcePosition ReadContext::atKey(const YAML::Node& map, std::string_view key) const {
  if (map.IsMap()) {
    for (const auto& kv : map)
      if (kv.first.IsScalar() && kv.first.Scalar() == key) return at(kv.first);
  }
  return at(map);
}

const BulkBlock* ReadContext::claimBulk(const YAML::Node& map, std::string_view key, BulkBlock::Kind kind) const {
  if (!bulk_ || !map.IsMap()) return nullptr;
  for (const auto& kv : map)
    if (kv.first.IsScalar() && kv.first.Scalar() == key)
      return kv.second.IsNull() ? bulk_->claim(at(kv.first).line, kind) : nullptr;
  return nullptr;
}

namespace {
std::size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}
}  // namespace

std::string closestMatch(std::string_view word, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t bestDistance = std::max<std::size_t>(2, word.size() / 3) + 1;
  for (const std::string& c : candidates) {
    const std::size_t d = editDistance(word, c);
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}

std::string didYouMean(std::string_view word, const std::vector<std::string>& candidates) {
  const std::string best = closestMatch(word, candidates);
  return best.empty() ? std::string() : ", did you mean " + quoteText(best) + "?";
}

YAML::Node lookup(const YAML::Node& map, std::string_view key) {
  if (map.IsDefined() && map.IsMap())
    for (const auto& kv : map)
      if (kv.first.IsScalar() && kv.first.Scalar() == key) return kv.second;
  return YAML::Node(YAML::NodeType::Undefined);
}

bool isScalar(const YAML::Node& node) { return node.IsDefined() && node.IsScalar(); }

std::string describeType(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Map: return "a mapping";
    case YAML::NodeType::Sequence: return "a list";
    case YAML::NodeType::Scalar: return quoteText(node.Scalar());
    case YAML::NodeType::Null: return "nothing (null)";
    default: return "nothing";
  }
}

ObjectReader::ObjectReader(ReadContext& ctx, const YAML::Node& node, std::string what)
    : ctx_(ctx), node_(node), what_(std::move(what)) {
  ok_ = node.IsDefined() && node.IsMap();
  if (node.IsDefined() && !ok_)
    ctx_.error(node, "wrong-type", what_ + " must be a mapping of keys to values, found " +
                                       describeType(node));
}

YAML::Node ObjectReader::get(std::string_view key) {
  known_.emplace_back(key);
  return ok_ ? lookup(node_, key) : YAML::Node(YAML::NodeType::Undefined);
}

YAML::Node ObjectReader::require(std::string_view key) {
  YAML::Node value = get(key);
  if (ok_ && !value.IsDefined())
    ctx_.error(node_, "missing-key", what_ + " is missing the required key " + quoteText(std::string(key)),
               "add `" + std::string(key) + ":`");
  return value;
}

void ObjectReader::reserve(std::initializer_list<std::string_view> keys) {
  for (std::string_view k : keys) reserved_.emplace_back(k);
}

ExtraKeys ObjectReader::finish() {
  ExtraKeys extras;
  if (!ok_) return extras;
  std::vector<std::string> seen;
  for (const auto& kv : node_) {
    if (!kv.first.IsScalar()) {
      ctx_.error(kv.first, "wrong-type", "keys in " + what_ + " must be plain words");
      continue;
    }
    const std::string& key = kv.first.Scalar();
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
      ctx_.error(kv.first, "duplicate-key",
                 "key " + quoteText(key) + " appears twice in " + what_ + "; only the first is used",
                 "remove one of them");
      continue;
    }
    seen.push_back(key);
    if (std::find(known_.begin(), known_.end(), key) != known_.end()) continue;
    if (std::find(reserved_.begin(), reserved_.end(), key) == reserved_.end()) {
      ctx_.warning(kv.first, "unknown-key",
                   "unknown key " + quoteText(key) + " in " + what_ + didYouMean(key, known_),
                   "it is kept as it is; rename or remove it if it is a typo");
    }
    extras.emplace_back(key, kv.second);
  }
  return extras;
}

std::optional<std::string> readString(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  if (!node.IsDefined()) return std::nullopt;
  if (node.IsNull()) return std::string();
  if (!node.IsScalar()) {
    ctx.error(node, "wrong-type", std::string(what) + " must be text, found " + describeType(node));
    return std::nullopt;
  }
  return node.Scalar();
}

bool isValidId(std::string_view id) {
  if (id.empty()) return false;
  auto ok = [](char c, bool first) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (!first && (c == '_' || c == '-'));
  };
  if (!ok(id[0], true)) return false;
  return std::all_of(id.begin() + 1, id.end(), [&](char c) { return ok(c, false); });
}

std::string idProblem(std::string_view what, std::string_view id) {
  if (isValidId(id)) return {};
  return std::string(what) + " " + quoteText(id) +
         " is not a valid id: use lower-case letters, digits, '-' and '_', starting with a letter or "
         "digit";
}

std::optional<std::string> readId(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  auto s = readString(ctx, node, what);
  if (!s) return std::nullopt;
  if (std::string problem = idProblem(what, *s); !problem.empty()) {
    ctx.error(node, "bad-id", problem);
    return std::nullopt;
  }
  return s;
}

std::optional<long long> readInteger(ReadContext& ctx, const YAML::Node& node, std::string_view what,
                                     long long min, long long max) {
  if (!node.IsDefined()) return std::nullopt;
  long long v = 0;
  bool parsed = false;
  if (node.IsScalar()) {
    const std::string& s = node.Scalar();
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    parsed = ec == std::errc() && ptr == s.data() + s.size() && !s.empty();
  }
  if (!parsed) {
    ctx.error(node, "wrong-type", std::string(what) + " must be a whole number, found " + describeType(node));
    return std::nullopt;
  }
  if (v < min || v > max) {
    ctx.error(node, "out-of-range",
              std::string(what) + " is " + std::to_string(v) + ", outside " + std::to_string(min) +
                  ".." + std::to_string(max));
    return std::nullopt;
  }
  return v;
}

std::optional<double> readNumber(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  if (!node.IsDefined()) return std::nullopt;
  double v = 0;
  bool parsed = false;
  if (node.IsScalar()) {
    const std::string& s = node.Scalar();
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    parsed = ec == std::errc() && ptr == s.data() + s.size() && !s.empty() && std::isfinite(v);
  }
  if (!parsed) {
    ctx.error(node, "wrong-type", std::string(what) + " must be a number, found " + describeType(node));
    return std::nullopt;
  }
  return v;
}

std::optional<bool> readBool(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  if (!node.IsDefined()) return std::nullopt;
  if (node.IsScalar()) {
    const std::string& s = node.Scalar();
    if (s == "true") return true;
    if (s == "false") return false;
  }
  ctx.error(node, "wrong-type", std::string(what) + " must be true or false, found " + describeType(node));
  return std::nullopt;
}

std::optional<std::string> readChoice(ReadContext& ctx, const YAML::Node& node, std::string_view what,
                                      const std::vector<std::string>& choices) {
  auto s = readString(ctx, node, what);
  if (!s) return std::nullopt;
  if (std::find(choices.begin(), choices.end(), *s) != choices.end()) return s;
  std::string list;
  for (const auto& c : choices) list += (list.empty() ? "" : " | ") + c;
  ctx.error(node, "bad-value", std::string(what) + " is " + quoteText(*s) + "; expected " + list + didYouMean(*s, choices));
  return std::nullopt;
}

std::optional<MoveCost> readMoveCost(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  if (!node.IsDefined()) return std::nullopt;
  if (node.IsScalar()) {
    if (auto cost = MoveCost::parse(node.Scalar())) return cost;
  }
  ctx.error(node, "wrong-type",
            std::string(what) + " must be a cost in MP (a multiple of 0.25) or X, found " + describeType(node));
  return std::nullopt;
}

std::optional<std::vector<std::pair<std::string, YAML::Node>>> readStringList(
    ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  if (!node.IsDefined()) return std::nullopt;
  if (!node.IsSequence()) {
    ctx.error(node, "wrong-type", std::string(what) + " must be a list, found " + describeType(node));
    return std::nullopt;
  }
  std::vector<std::pair<std::string, YAML::Node>> out;
  for (const auto& item : node) {
    if (!item.IsScalar()) {
      ctx.error(item, "wrong-type", "items of " + std::string(what) + " must be text, found " + describeType(item));
      continue;
    }
    out.emplace_back(item.Scalar(), item);
  }
  return out;
}

}  // namespace sandtable
