#include "model/bulk_scan.h"

#include <optional>

namespace sandtable {

namespace {

struct Line {
  std::string_view text;  // without the line break (and without a trailing '\r')
  int number = 0;         // 1-based
};

std::vector<Line> splitLines(std::string_view text) {
  std::vector<Line> lines;
  std::size_t pos = 0;
  int number = 0;
  while (pos < text.size()) {
    const std::size_t eol = text.find('\n', pos);
    std::string_view line = text.substr(pos, eol == std::string_view::npos ? std::string_view::npos : eol - pos);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back({line, ++number});
    pos = eol == std::string_view::npos ? text.size() : eol + 1;
  }
  return lines;
}

std::string_view trimRight(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// Leading spaces, or npos for a line that is blank or a whole-line comment (both say nothing
// about structure), or -1 (as npos - 1 is never an indent) for a tab in the indentation.
constexpr std::size_t kSkip = std::string_view::npos;
constexpr std::size_t kBad = std::string_view::npos - 1;
std::size_t indentOf(std::string_view line) {
  const std::size_t i = line.find_first_not_of(' ');
  if (i == std::string_view::npos || line[i] == '#') return kSkip;
  if (line[i] == '\t') return trimRight(line).size() == i ? kSkip : kBad;
  return i;
}

// Printable ASCII only: yaml-cpp counts columns in characters, this scanner in bytes.
bool plainAscii(std::string_view line) {
  for (const char c : line)
    if (c < 0x20 || c > 0x7e) return false;
  return true;
}

// Characters of a plain scalar the scanner takes inside a flow: hex labels, ids, numbers.
bool flowPlainChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '.' || c == '/' || c == '+' || c == '-';
}

// Plain words yaml-cpp reads as null rather than as text: left to it.
bool nullLike(std::string_view s) {
  return s == "null" || s == "Null" || s == "NULL";
}

class ItemParser {
 public:
  ItemParser(const Line& line, std::size_t start) : s_(line.text), p_(start), line_(line.number) {}

  void spaces() {
    while (p_ < s_.size() && s_[p_] == ' ') ++p_;
  }
  bool eat(char c) {
    if (p_ >= s_.size() || s_[p_] != c) return false;
    ++p_;
    return true;
  }
  bool atEnd() {
    spaces();
    return p_ == s_.size();
  }
  int column() const { return static_cast<int>(p_) + 1; }

  // A double-quoted scalar without escapes, or a plain one of flowPlainChar.
  std::optional<BulkScalar> flowScalar() {
    BulkScalar out{{}, line_, column()};
    if (eat('"')) {
      const std::size_t close = s_.find('"', p_);
      if (close == std::string_view::npos) return std::nullopt;
      out.text = s_.substr(p_, close - p_);
      if (out.text.find('\\') != std::string_view::npos) return std::nullopt;
      p_ = close + 1;
      return out;
    }
    const std::size_t begin = p_;
    while (p_ < s_.size() && flowPlainChar(s_[p_])) ++p_;
    out.text = s_.substr(begin, p_ - begin);
    if (out.text.empty() || out.text == "-" || nullLike(out.text)) return std::nullopt;
    return out;
  }

  // A layer row: quoted without its quote or a backslash inside, or plain words.
  std::optional<BulkScalar> rowScalar() {
    BulkScalar out{{}, line_, column()};
    if (p_ < s_.size() && (s_[p_] == '"' || s_[p_] == '\'')) {
      const char quote = s_[p_++];
      const std::size_t close = s_.find(quote, p_);
      if (close == std::string_view::npos) return std::nullopt;
      out.text = s_.substr(p_, close - p_);
      if (quote == '"' && out.text.find('\\') != std::string_view::npos) return std::nullopt;
      p_ = close + 1;
      return atEnd() ? std::optional<BulkScalar>(out) : std::nullopt;
    }
    // A plain row: words of flowPlainChar separated by spaces ("- -" would be a nested list).
    if (p_ < s_.size() && s_[p_] == '-' && (p_ + 1 == s_.size() || s_[p_ + 1] == ' ')) return std::nullopt;
    const std::string_view rest = trimRight(s_.substr(p_));
    for (const char c : rest)
      if (c != ' ' && !flowPlainChar(c)) return std::nullopt;
    if (rest.empty() || nullLike(rest)) return std::nullopt;
    out.text = rest;
    p_ = s_.size();
    return out;
  }

  // `{at: C4/C5, feature: stream}`, the two keys once each, in either order.
  std::optional<BulkHexside> hexside() {
    BulkHexside out;
    out.line = line_;
    out.column = column();
    if (!eat('{')) return std::nullopt;
    bool haveAt = false, haveFeature = false;
    for (int pair = 0; pair < 2; ++pair) {
      spaces();
      const std::size_t keyStart = p_;
      while (p_ < s_.size() && s_[p_] >= 'a' && s_[p_] <= 'z') ++p_;
      const std::string_view key = s_.substr(keyStart, p_ - keyStart);
      if (!eat(':') || !eat(' ')) return std::nullopt;
      spaces();
      auto value = flowScalar();
      if (!value) return std::nullopt;
      if (key == "at" && !haveAt) {
        out.at = *value;
        haveAt = true;
      } else if (key == "feature" && !haveFeature) {
        out.feature = *value;
        haveFeature = true;
      } else {
        return std::nullopt;
      }
      spaces();
      if (!eat(pair == 0 ? ',' : '}')) return std::nullopt;
    }
    return atEnd() ? std::optional<BulkHexside>(out) : std::nullopt;
  }

  // `[C4, C5, D5]` on one line.
  std::optional<BulkRoad> road() {
    BulkRoad out;
    out.line = line_;
    out.column = column();
    if (!eat('[')) return std::nullopt;
    spaces();
    if (!eat(']')) {
      while (true) {
        spaces();
        auto step = flowScalar();
        if (!step) return std::nullopt;
        out.steps.push_back(*step);
        spaces();
        if (eat(']')) break;
        if (!eat(',')) return std::nullopt;
      }
    }
    return atEnd() ? std::optional<BulkRoad>(std::move(out)) : std::nullopt;
  }

 private:
  std::string_view s_;
  std::size_t p_;
  int line_;
};

// The list of `kind` that is the value of a key indented by `keyIndent`, starting at line
// index `first`. On success fills `block` and returns the index of its last item line.
std::optional<std::size_t> scanList(const std::vector<Line>& lines, std::size_t first, std::size_t keyIndent,
                                    BulkBlock& block) {
  std::size_t i = first;
  while (i < lines.size() && indentOf(lines[i].text) == kSkip) ++i;
  if (i == lines.size()) return std::nullopt;
  const std::size_t itemIndent = indentOf(lines[i].text);
  if (itemIndent == kBad || itemIndent < keyIndent) return std::nullopt;
  block.line = lines[i].number;
  block.column = static_cast<int>(itemIndent) + 1;
  std::optional<std::size_t> last;
  for (; i < lines.size(); ++i) {
    const Line& line = lines[i];
    const std::size_t indent = indentOf(line.text);
    if (indent == kSkip) continue;
    if (indent == kBad) return std::nullopt;
    const bool item = indent == itemIndent && line.text.size() > indent + 1 && line.text[indent] == '-' &&
                      line.text[indent + 1] == ' ';
    if (!item) {
      // The list ends at the next key of its parent (or an outer one); anything else is a
      // form this scanner does not take (a continuation line, a misplaced key).
      if (indent <= keyIndent && last) break;
      return std::nullopt;
    }
    if (!plainAscii(line.text)) return std::nullopt;
    ItemParser parser(line, indent + 2);
    parser.spaces();
    switch (block.kind) {
      case BulkBlock::Kind::Rows: {
        auto row = parser.rowScalar();
        if (!row) return std::nullopt;
        block.rows.push_back(*row);
        break;
      }
      case BulkBlock::Kind::Hexsides: {
        auto side = parser.hexside();
        if (!side) return std::nullopt;
        block.hexsides.push_back(*side);
        break;
      }
      case BulkBlock::Kind::Roads: {
        auto road = parser.road();
        if (!road) return std::nullopt;
        block.roads.push_back(std::move(*road));
        break;
      }
    }
    last = i;
  }
  return last;
}

bool isKeyLine(std::string_view line, std::string_view key) {
  line = trimRight(line);
  return line.size() == key.size() + 1 && line.starts_with(key) && line.back() == ':';
}

// The `rows:` key directly inside the top-level block that starts after line index `keyLine`.
std::optional<std::size_t> rowsKeyOf(const std::vector<Line>& lines, std::size_t keyLine, std::size_t* indent) {
  std::size_t childIndent = kSkip;
  for (std::size_t i = keyLine + 1; i < lines.size(); ++i) {
    const std::size_t ind = indentOf(lines[i].text);
    if (ind == kSkip) continue;
    if (ind == 0 || ind == kBad) return std::nullopt;
    if (childIndent == kSkip) childIndent = ind;
    if (ind == childIndent && isKeyLine(lines[i].text.substr(ind), "rows")) {
      *indent = ind;
      return i;
    }
  }
  return std::nullopt;
}

bool isHexMapDocument(const std::vector<Line>& lines) {
  bool map = false;
  for (const Line& line : lines) {
    // Several documents in one stream, or directives: not for this scanner.
    if (line.text.starts_with("---") || line.text.starts_with("...") || line.text.starts_with("%")) return false;
    if (trimRight(line.text) == "kind: map") map = true;
  }
  return map;
}

}  // namespace

const BulkBlock* BulkBlocks::claim(int keyLine, BulkBlock::Kind kind) const {
  for (const BulkBlock& block : blocks)
    if (block.keyLine == keyLine && block.kind == kind && !block.claimed) {
      block.claimed = true;
      return &block;
    }
  return nullptr;
}

bool BulkBlocks::allClaimed() const {
  for (const BulkBlock& block : blocks)
    if (!block.claimed) return false;
  return true;
}

const BulkBlock* BulkBlocks::find(std::string_view key) const {
  for (const BulkBlock& block : blocks)
    if (block.key == key) return &block;
  return nullptr;
}

std::string extractBulkBlocks(std::string_view text, BulkBlocks& out) {
  out.blocks.clear();
  const std::vector<Line> lines = splitLines(text);
  if (!isHexMapDocument(lines)) return std::string(text);
  std::vector<std::pair<int, int>> emptied;  // 1-based line ranges of the blocks taken
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string_view line = lines[i].text;
    if (line.empty() || line[0] == ' ' || line[0] == '#') continue;  // not a top-level key
    BulkBlock block;
    std::size_t keyLine = i, keyIndent = 0;
    if (isKeyLine(line, "hexsides")) {
      block.kind = BulkBlock::Kind::Hexsides;
      block.key = "hexsides";
    } else if (isKeyLine(line, "roads")) {
      block.kind = BulkBlock::Kind::Roads;
      block.key = "roads";
    } else if (isKeyLine(line, "terrain") || isKeyLine(line, "levels")) {
      block.kind = BulkBlock::Kind::Rows;
      block.key = std::string(trimRight(line).substr(0, trimRight(line).size() - 1));
      auto rows = rowsKeyOf(lines, i, &keyIndent);
      if (!rows) continue;
      keyLine = *rows;
    } else {
      continue;
    }
    block.keyLine = lines[keyLine].number;
    const auto last = scanList(lines, keyLine + 1, keyIndent, block);
    if (!last) continue;
    emptied.emplace_back(block.line, lines[*last].number);
    out.blocks.push_back(std::move(block));
    i = *last;
  }
  if (out.blocks.empty()) return std::string(text);

  std::string rest;
  rest.reserve(text.size() / 4);
  std::size_t range = 0;
  std::size_t pos = 0;
  for (const Line& line : lines) {
    const std::size_t eol = text.find('\n', pos);
    const std::size_t next = eol == std::string_view::npos ? text.size() : eol + 1;
    while (range < emptied.size() && emptied[range].second < line.number) ++range;
    const bool inside = range < emptied.size() && line.number >= emptied[range].first;
    if (inside)
      rest += '\n';
    else
      rest.append(text.substr(pos, next - pos));
    pos = next;
  }
  return rest;
}

}  // namespace sandtable
