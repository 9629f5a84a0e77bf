// A CSV table as spreadsheets write it (RFC 4180): quoted fields may hold the delimiter,
// line breaks and doubled quotes. Each cell keeps its file line and column number so that
// every message can point at the cell a designer has to fix.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

struct CsvCell {
  std::string text;
  int line = 0;    // 1-based file line where the cell starts
  int column = 0;  // 1-based cell number within its record
  bool quoted = false;
};

struct CsvRecord {
  std::vector<CsvCell> cells;
  int line = 0;
  int row = 0;  // 1-based record number, as a spreadsheet numbers its rows
  bool blank() const;
};

struct CsvTable {
  std::vector<CsvRecord> records;
  char delimiter = ',';
  // Set when the text is not a well-formed table (an unterminated quote, text after a
  // closing quote); records hold what came before.
  std::string error;
  std::string fix;  // what to do, when it is not about quoting
  int errorLine = 0;
  int errorColumn = 0;
  bool ok() const { return error.empty(); }
};

// Records one table may hold: a header and 2,000 rows, far more units than any side fields.
// Counted while reading, so a 100,000-row file is refused at its 2,002nd record at once,
// not after seconds and hundreds of MB of merging.
inline constexpr int kMaxCsvRecords = 2001;

// The delimiter is ',' unless the header line has more ';' or tabs (as spreadsheets in some
// locales write). A UTF-8 byte-order mark is skipped; UTF-16 text (a byte-order mark or NUL
// bytes, as some spreadsheets save "Unicode text") is an error saying how to save it.
CsvTable parseCsv(std::string_view text, int maxRecords = kMaxCsvRecords);

// Spreadsheet column name of a 1-based cell number: 1 -> A, 27 -> AA.
std::string csvColumnName(int column);

}  // namespace sandtable
