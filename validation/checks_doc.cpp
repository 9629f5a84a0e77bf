#include "validation/checks_doc.h"

namespace sandtable {

std::string_view checkSection(std::string_view code) {
  const std::string_view doc = checksDocText();
  const std::string heading = "\n## " + std::string(code) + "\n";
  const auto at = doc.find(heading);
  if (at == std::string_view::npos) return {};
  const auto start = at + heading.size();
  const auto end = doc.find("\n## ", start);
  std::string_view section =
      doc.substr(start, end == std::string_view::npos ? doc.size() - start : end - start);
  while (!section.empty() && (section.front() == '\n')) section.remove_prefix(1);
  while (!section.empty() && (section.back() == '\n' || section.back() == ' '))
    section.remove_suffix(1);
  return section;
}

namespace {

// One line of prose without its Markdown marks: emphasis and code marks dropped, links
// reduced to their text.
std::string plainLine(std::string_view line) {
  std::string out;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '*' || c == '`' || c == '[') continue;
    if (c == ']' && i + 1 < line.size() && line[i + 1] == '(') {  // [text](target): text
      const auto close = line.find(')', i);
      if (close != std::string_view::npos) {
        i = close;
        continue;
      }
    }
    out += c;
  }
  return out;
}

}  // namespace

std::string plainText(std::string_view markdown) {
  std::string out;
  bool fenced = false;
  std::size_t start = 0;
  while (start <= markdown.size()) {
    auto end = markdown.find('\n', start);
    if (end == std::string_view::npos) end = markdown.size();
    const std::string_view line = markdown.substr(start, end - start);
    const auto first = line.find_first_not_of(' ');
    if (first != std::string_view::npos && line.substr(first).rfind("```", 0) == 0) {
      fenced = !fenced;  // the fence itself is markup; the code inside is kept as it is
    } else {
      out += fenced ? std::string(line) : plainLine(line);
      out += '\n';
    }
    start = end + 1;
  }
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

std::string checkSummary(std::string_view code) {
  const std::string_view section = checkSection(code);
  const auto end = section.find("\n\n");
  std::string text = plainText(section.substr(0, end));
  for (char& c : text)
    if (c == '\n') c = ' ';
  std::string out;  // the lines' indentation folded into single spaces
  for (char c : text)
    if (c != ' ' || out.empty() || out.back() != ' ') out += c;
  return out;
}

}  // namespace sandtable
