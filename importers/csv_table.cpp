#include "importers/csv_table.h"

#include <algorithm>

#include "model/grid.h"

namespace sandtable {

bool CsvRecord::blank() const {
  return std::all_of(cells.begin(), cells.end(), [](const CsvCell& c) {
    return c.text.find_first_not_of(" \t") == std::string::npos;
  });
}

std::string csvColumnName(int column) {
  return columnLetters(column - 1);
}

namespace {

char detectDelimiter(std::string_view text) {
  int counts[3] = {0, 0, 0};
  bool quoted = false;
  for (char c : text) {
    if (c == '"') quoted = !quoted;
    if (quoted) continue;
    if (c == '\n' || c == '\r') break;
    if (c == ',') ++counts[0];
    if (c == ';') ++counts[1];
    if (c == '\t') ++counts[2];
  }
  if (counts[1] > counts[0] && counts[1] >= counts[2]) return ';';
  if (counts[2] > counts[0] && counts[2] > counts[1]) return '\t';
  return ',';
}

}  // namespace

CsvTable parseCsv(std::string_view text, int maxRecords) {
  CsvTable table;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  const std::string_view firstLine = text.substr(0, text.find('\n'));
  if (text.substr(0, 2) == "\xFF\xFE" || text.substr(0, 2) == "\xFE\xFF" ||
      firstLine.find('\0') != std::string_view::npos) {
    table.error = "the table is UTF-16 text (\"Unicode text\"), not UTF-8";
    table.fix = "save it from the spreadsheet as \"CSV UTF-8\"";
    table.errorLine = 1;
    table.errorColumn = 1;
    return table;
  }
  table.delimiter = detectDelimiter(text);
  const char delim = table.delimiter;
  std::size_t i = 0;
  int line = 1;
  int lineStart = 0;  // offset of the current line, for error columns
  const auto isEol = [&](std::size_t at) {
    return at < text.size() && (text[at] == '\n' || text[at] == '\r');
  };
  const auto skipEol = [&] {
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    ++i;
    ++line;
    lineStart = static_cast<int>(i);
  };
  while (i < text.size()) {
    if (static_cast<int>(table.records.size()) == maxRecords) {
      table.error = "more than " + std::to_string(maxRecords - 1) + " rows after the header";
      table.fix =
          "import the units in parts of at most " + std::to_string(maxRecords - 1) + " rows";
      table.errorLine = line;
      table.errorColumn = 1;
      return table;
    }
    CsvRecord record;
    record.line = line;
    record.row = static_cast<int>(table.records.size()) + 1;
    while (true) {
      CsvCell cell;
      cell.line = line;
      cell.column = static_cast<int>(record.cells.size()) + 1;
      if (i < text.size() && text[i] == '"') {
        cell.quoted = true;
        const int quoteLine = line, quoteColumn = static_cast<int>(i) - lineStart + 1;
        ++i;
        bool closed = false;
        while (i < text.size()) {
          if (text[i] == '"') {
            if (i + 1 < text.size() && text[i + 1] == '"') {
              cell.text += '"';
              i += 2;
              continue;
            }
            ++i;
            closed = true;
            break;
          }
          if (isEol(i)) {
            cell.text += '\n';
            skipEol();
            continue;
          }
          cell.text += text[i++];
        }
        if (!closed) {
          table.error = "a quoted cell opened here is never closed (a missing \")";
          table.errorLine = quoteLine;
          table.errorColumn = quoteColumn;
          return table;
        }
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t') && text[i] != delim) ++i;
        if (i < text.size() && text[i] != delim && !isEol(i)) {
          table.error = "unexpected text after the closing quote of a cell";
          table.errorLine = line;
          table.errorColumn = static_cast<int>(i) - lineStart + 1;
          return table;
        }
      } else {
        while (i < text.size() && text[i] != delim && !isEol(i)) cell.text += text[i++];
      }
      record.cells.push_back(std::move(cell));
      if (i < text.size() && text[i] == delim) {
        ++i;
        continue;
      }
      break;
    }
    if (i < text.size()) skipEol();
    table.records.push_back(std::move(record));
  }
  return table;
}

}  // namespace sandtable
