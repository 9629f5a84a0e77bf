#include "importers/tiled_json_positions.h"

namespace sandtable::tiled {

namespace {

constexpr int kMaxDepth = 1024;

const JsonPosition& none() {
  static const JsonPosition empty;
  return empty;
}

class Scanner {
 public:
  explicit Scanner(std::string_view text) : text_(text) {}

  JsonPosition root() {
    JsonPosition pos;
    skipSpace();
    value(pos, 0);
    return pos;
  }

 private:
  bool done() const { return at_ >= text_.size(); }
  char peek() const { return done() ? '\0' : text_[at_]; }

  void advance() {
    if (text_[at_] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    ++at_;
  }

  void skipSpace() {
    while (!done() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
      advance();
  }

  std::string string() {
    std::string out;
    advance();  // the opening quote
    while (!done() && peek() != '"') {
      if (peek() == '\\') {
        advance();
        if (done()) break;
      }
      out += peek();
      advance();
    }
    if (!done()) advance();
    return out;
  }

  // A value starting at the current character; `pos` gets its position and, for containers,
  // the positions inside it.
  void value(JsonPosition& pos, int depth) {
    pos.line = line_;
    pos.column = column_;
    const char c = peek();
    if (c == '{' || c == '[') {
      container(pos, c == '{', depth);
    } else if (c == '"') {
      string();
    } else {
      while (!done() && peek() != ',' && peek() != '}' && peek() != ']' && peek() != ' ' &&
             peek() != '\n' && peek() != '\r' && peek() != '\t')
        advance();
    }
  }

  void container(JsonPosition& pos, bool object, int depth) {
    const char close = object ? '}' : ']';
    advance();
    skipSpace();
    int index = 0;
    while (!done() && peek() != close) {
      if (object) {
        std::string key = string();
        skipSpace();
        if (peek() == ':') advance();
        skipSpace();
        JsonPosition child;
        value(child, depth + 1);
        if (depth < kMaxDepth) pos.members.emplace_back(std::move(key), std::move(child));
      } else {
        const bool nested = peek() == '{' || peek() == '[';
        JsonPosition child;
        value(child, depth + 1);
        if (nested && depth < kMaxDepth) pos.items.emplace_back(index, std::move(child));
        ++index;
      }
      skipSpace();
      if (peek() == ',') advance();
      skipSpace();
    }
    if (!done()) advance();
  }

  std::string_view text_;
  std::size_t at_ = 0;
  int line_ = 1;
  int column_ = 1;
};

}  // namespace

const JsonPosition& JsonPosition::member(std::string_view key) const {
  for (const auto& [name, pos] : members)
    if (name == key) return pos;
  return none();
}

const JsonPosition& JsonPosition::item(int index) const {
  for (const auto& [i, pos] : items)
    if (i == index) return pos;
  return none();
}

JsonPosition jsonPositions(std::string_view text) {
  return Scanner(text).root();
}

}  // namespace sandtable::tiled
