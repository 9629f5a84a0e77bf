#include "model/yaml_writer.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>

namespace sandtable {

YamlTree YamlTree::scalar(std::string value, Style style) {
  YamlTree t;
  t.kind_ = Kind::Scalar;
  t.style_ = style;
  t.value_ = std::move(value);
  return t;
}

YamlTree YamlTree::sequence(bool flow) {
  YamlTree t;
  t.kind_ = Kind::Sequence;
  t.flow_ = flow;
  return t;
}

YamlTree YamlTree::mapping(bool flow) {
  YamlTree t;
  t.kind_ = Kind::Mapping;
  t.flow_ = flow;
  return t;
}

YamlTree& YamlTree::set(std::string key, YamlTree value) {
  children_.emplace_back(std::move(key), std::move(value));
  return *this;
}

YamlTree& YamlTree::add(YamlTree value) {
  children_.emplace_back(std::string(), std::move(value));
  return *this;
}

YamlTree& YamlTree::addExtras(const ExtraKeys& extras) {
  for (const auto& [key, node] : extras) set(key, fromNode(node));
  return *this;
}

YamlTree YamlTree::fromNode(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Sequence: {
      YamlTree t = sequence(node.Style() == YAML::EmitterStyle::Flow);
      for (const auto& item : node) t.add(fromNode(item));
      return t;
    }
    case YAML::NodeType::Map: {
      YamlTree t = mapping(node.Style() == YAML::EmitterStyle::Flow);
      for (const auto& kv : node) t.set(kv.first.Scalar(), fromNode(kv.second));
      return t;
    }
    case YAML::NodeType::Scalar:
      // Tag "!" marks a quoted scalar in the source: it stays a string.
      return node.Tag() == "!" ? text(node.Scalar()) : plain(node.Scalar());
    default:
      return plain("null");
  }
}

namespace {

bool isSpecialWord(const std::string& s) {
  static const std::array<const char*, 14> kWords = {"true", "false", "yes", "no", "on", "off", "y",
                                                     "n", "null", "~", ".inf", "-.inf", ".nan", "nan"};
  std::string lower(s);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return std::any_of(kWords.begin(), kWords.end(), [&](const char* w) { return lower == w; });
}

bool looksNumeric(const std::string& s) {
  // Anything a YAML 1.1/1.2 reader could take for a number: [-+]digits[.digits][e..], 0x.., .5
  if (s.empty()) return false;
  std::size_t i = (s[0] == '-' || s[0] == '+') ? 1 : 0;
  if (i >= s.size()) return false;
  bool digit = false;
  for (; i < s.size(); ++i) {
    const char c = s[i];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      digit = true;
    } else if (c != '.' && c != 'e' && c != 'E' && c != '_' && c != '+' && c != '-' && c != 'x' &&
               c != 'o' && c != ':') {
      return false;
    }
  }
  return digit;
}

bool syntaxAllowsPlain(const std::string& s, bool inFlow) {
  if (s.empty()) return false;
  if (std::isspace(static_cast<unsigned char>(s.front())) ||
      std::isspace(static_cast<unsigned char>(s.back())))
    return false;
  static const std::string kBadFirst = "[]{},#&*!|>'\"%@`";
  if (kBadFirst.find(s[0]) != std::string::npos) return false;
  if ((s[0] == '-' || s[0] == '?' || s[0] == ':') &&
      (s.size() == 1 || std::isspace(static_cast<unsigned char>(s[1]))))
    return false;
  if (s.back() == ':') return false;
  if (s.find(": ") != std::string::npos || s.find(" #") != std::string::npos) return false;
  for (unsigned char c : s)
    if (c < 0x20 || c == 0x7f) return false;
  // yaml-cpp reads a `?` anywhere in a flow scalar as a key indicator ("unknown token").
  if (inFlow && s.find_first_of(",[]{}?") != std::string::npos) return false;
  if (inFlow && s.find(':') != std::string::npos) return false;
  return true;
}

std::string doubleQuoted(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20 || c == 0x7f) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string scalarText(const YamlTree& t, bool inFlow) {
  const std::string& v = t.value();
  bool plain = false;
  switch (t.style()) {
    case YamlTree::Style::Quoted: plain = false; break;
    case YamlTree::Style::Plain: plain = syntaxAllowsPlain(v, inFlow); break;
    case YamlTree::Style::Text:
      plain = syntaxAllowsPlain(v, inFlow) && !isSpecialWord(v) && !looksNumeric(v);
      break;
  }
  return plain ? v : doubleQuoted(v);
}

std::string keyText(const std::string& key) {
  const bool simple = !key.empty() && std::all_of(key.begin(), key.end(), [](unsigned char c) {
    return std::isalnum(c) || c == '_' || c == '-' || c == '.';
  });
  const bool safe = simple && std::isalnum(static_cast<unsigned char>(key[0])) && !isSpecialWord(key) &&
                    !looksNumeric(key);
  return safe ? key : doubleQuoted(key);
}

// YAML limits implicit keys to 1024 characters and yaml-cpp refuses longer ones, so a longer
// key (only an unknown key kept from a file can be one) is written as an explicit `? key`.
constexpr std::size_t kMaxImplicitKey = 1024;

// Multi-line text goes out as a literal block when YAML can carry it unchanged that way.
bool canBeLiteral(const YamlTree& t) {
  if (t.kind() != YamlTree::Kind::Scalar || t.style() != YamlTree::Style::Text) return false;
  const std::string& v = t.value();
  if (v.find('\n') == std::string::npos) return false;
  if (v.front() == ' ' || v.front() == '\n') return false;  // would need an indentation indicator
  for (unsigned char c : v)
    if ((c < 0x20 && c != '\n') || c == 0x7f) return false;
  // Lines that are only spaces are not kept exactly by block scalars.
  std::size_t start = 0;
  while (start < v.size()) {
    std::size_t end = v.find('\n', start);
    if (end == std::string::npos) end = v.size();
    const std::string line = v.substr(start, end - start);
    if (!line.empty() && line.find_first_not_of(' ') == std::string::npos) return false;
    start = end + 1;
  }
  return true;
}

std::string flowText(const YamlTree& t) {
  if (t.kind() == YamlTree::Kind::Scalar) return scalarText(t, true);
  const bool isMap = t.kind() == YamlTree::Kind::Mapping;
  std::string out = isMap ? "{" : "[";
  bool firstItem = true;
  for (const auto& [key, child] : t.children()) {
    if (!firstItem) out += ", ";
    firstItem = false;
    if (isMap) {
      const std::string k = keyText(key);
      out += k.size() > kMaxImplicitKey ? "? " + k + " : " : k + ": ";
    }
    out += flowText(child);
  }
  return out + (isMap ? "}" : "]");
}

void emitLiteral(std::string& out, const std::string& v, int indent) {
  std::size_t trailing = 0;
  while (trailing < v.size() && v[v.size() - 1 - trailing] == '\n') ++trailing;
  out += trailing == 0 ? "|-" : trailing == 1 ? "|" : "|+";
  out += "\n";
  const std::string body = v.substr(0, v.size() - trailing);
  std::size_t start = 0;
  while (start <= body.size()) {
    std::size_t end = body.find('\n', start);
    if (end == std::string::npos) end = body.size();
    const std::string line = body.substr(start, end - start);
    if (!line.empty()) out += std::string(static_cast<std::size_t>(indent), ' ') + line;
    out += "\n";
    start = end + 1;
  }
  for (std::size_t i = 1; i < trailing; ++i) out += "\n";
}

void emitBlock(std::string& out, const YamlTree& t, int indent);

// Emits the value part after "key:" or "- " (the caller wrote those).
void emitValue(std::string& out, const YamlTree& value, int indent, bool afterDash) {
  if (canBeLiteral(value)) {
    out += " ";
    emitLiteral(out, value.value(), indent);
  } else if (value.kind() == YamlTree::Kind::Scalar || value.flow() || value.emptyCollection()) {
    out += " " + flowText(value) + "\n";
  } else if (afterDash && value.kind() == YamlTree::Kind::Mapping) {
    // "- key: value" with the rest of the mapping aligned under the first key.
    out += " ";
    std::string nested;
    emitBlock(nested, value, indent);
    out += nested.substr(static_cast<std::size_t>(indent));
  } else {
    out += "\n";
    emitBlock(out, value, indent);
  }
}

void emitBlock(std::string& out, const YamlTree& t, int indent) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  for (const auto& [key, child] : t.children()) {
    if (t.kind() == YamlTree::Kind::Mapping) {
      const std::string k = keyText(key);
      out += k.size() > kMaxImplicitKey ? pad + "? " + k + "\n" + pad + ":" : pad + k + ":";
      emitValue(out, child, indent + 2, false);
    } else {
      out += pad + "-";
      emitValue(out, child, indent + 2, true);
    }
  }
}

}  // namespace

std::string emitYaml(const YamlTree& root, const std::string& headerComment) {
  std::string out = headerComment;
  if (root.kind() == YamlTree::Kind::Scalar || root.flow())
    out += flowText(root) + "\n";
  else
    emitBlock(out, root, 0);
  return out;
}

}  // namespace sandtable
