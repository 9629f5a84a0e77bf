#include "model/yaml_depth.h"

#include <limits>
#include <vector>

namespace sandtable {

namespace {

bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

// Characters after which `[`, `{` or a quote start a new node rather than sit inside a plain
// scalar ("Hill [1]" or "don't" are plain text).
bool startsToken(char previous) {
  return previous == '\0' || isBlank(previous) || previous == '[' || previous == '{' ||
         previous == ',' || previous == ':' || previous == '-' || previous == '?';
}

// A line whose value is a block scalar (`key: |`, `- >-`, `|2`): the lines indented deeper
// after it are text, not structure.
bool opensBlockScalar(std::string_view content) {
  while (!content.empty() && isBlank(content.back())) content.remove_suffix(1);
  std::size_t i = content.size();
  while (i > 0 && (content[i - 1] == '-' || content[i - 1] == '+' ||
                   (content[i - 1] >= '0' && content[i - 1] <= '9')))
    --i;
  if (i == 0 || (content[i - 1] != '|' && content[i - 1] != '>')) return false;
  return i == 1 || isBlank(content[i - 2]) || content[i - 2] == ':' || content[i - 2] == '-';
}

}  // namespace

int firstLineNestedDeeperThan(std::string_view text, int maxDepth) {
  return prescanYaml(text, maxDepth, std::numeric_limits<std::size_t>::max()).tooDeepLine;
}

YamlPrescan prescanYaml(std::string_view text, int maxDepth, std::size_t maxFlowItems) {
  YamlPrescan result;
  std::vector<std::size_t> indents;  // indentation of the open block collections
  std::vector<std::size_t> listItems;  // `- ` entries so far in the list at each of those
  std::vector<std::size_t> flowItems;  // items so far in each open flow collection
  int flowDepth = 0;
  char quote = 0;                   // inside a quoted scalar that spans lines
  std::ptrdiff_t blockScalar = -1;  // indentation of the line that opened a block scalar
  int lineNumber = 0;
  auto countEntry = [&] {
    if (++result.entries > kMaxYamlEntries && result.entriesLine == 0) result.entriesLine = lineNumber;
  };
  std::size_t pos = 0;
  while (pos < text.size()) {
    ++lineNumber;
    const std::size_t eol = text.find('\n', pos);
    const std::string_view line =
        text.substr(pos, eol == std::string_view::npos ? std::string_view::npos : eol - pos);
    pos = eol == std::string_view::npos ? text.size() : eol + 1;

    const std::size_t indent = line.find_first_not_of(' ');
    if (quote == 0) {
      if (indent == std::string_view::npos || line[indent] == '#' || line[indent] == '\r')
        continue;  // blank or comment lines say nothing about structure
      if (blockScalar >= 0) {
        if (static_cast<std::ptrdiff_t>(indent) > blockScalar) continue;
        blockScalar = -1;
      }
      if (flowDepth == 0) {
        while (!indents.empty() && indents.back() > indent) {
          indents.pop_back();
          listItems.pop_back();
        }
        if (indents.empty() || indents.back() < indent) {
          indents.push_back(indent);
          listItems.push_back(0);
        }
        // A `- ` entry at this indentation continues the list there; a key ends it.
        const bool entry = line[indent] == '-' && (indent + 1 == line.size() || isBlank(line[indent + 1]));
        listItems.back() = entry ? listItems.back() + 1 : 0;
        if (listItems.back() > kMaxListItems) {
          result.tooManyItemsLine = lineNumber;
          return result;
        }
      }
    }

    int lineDepth = 0;  // compact nested entries on this line: `- - x`, `? - x`
    char previous = '\0';
    std::size_t i = quote == 0 ? indent : 0;
    bool leading = quote == 0 && flowDepth == 0;
    for (; i < line.size(); ++i) {
      const char c = line[i];
      if (quote != 0) {
        if (quote == '"' && c == '\\') {
          ++i;  // an escaped character, whatever it is
        } else if (c == quote) {
          if (quote == '\'' && i + 1 < line.size() && line[i + 1] == '\'')
            ++i;  // '' is a quote inside a single-quoted scalar
          else
            quote = 0;
        }
        previous = c;
        continue;
      }
      if (leading && (c == '-' || c == '?') && (i + 1 == line.size() || isBlank(line[i + 1]))) {
        ++lineDepth;
        countEntry();
      } else if (!isBlank(c)) {
        leading = false;
      }
      if (c == '#' && (previous == '\0' || isBlank(previous))) break;  // a comment
      if ((c == '"' || c == '\'') && startsToken(previous)) {
        quote = c;
      } else if (c == ':' && (i + 1 == line.size() || isBlank(line[i + 1]))) {
        countEntry();  // a mapping key
      } else if ((c == '[' || c == '{') && (flowDepth > 0 || startsToken(previous))) {
        ++flowDepth;
        flowItems.push_back(1);
        countEntry();
      } else if ((c == ']' || c == '}') && flowDepth > 0) {
        --flowDepth;
        flowItems.pop_back();
      } else if (c == ',' && flowDepth > 0) {
        countEntry();
        if (++flowItems.back() > maxFlowItems) {
          result.tooLongLine = lineNumber;
          return result;
        }
      }
      if (static_cast<int>(indents.size()) + lineDepth + flowDepth > maxDepth) {
        result.tooDeepLine = lineNumber;
        return result;
      }
      previous = c;
    }
    if (quote == 0 && flowDepth == 0 && opensBlockScalar(line.substr(0, i)))
      blockScalar = static_cast<std::ptrdiff_t>(indent);
  }
  return result;
}

}  // namespace sandtable
