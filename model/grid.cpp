#include "model/grid.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>

#include "model/quote_text.h"

namespace sandtable {

std::string columnLetters(int col) {
  // Bijective base 26: A..Z, AA..AZ, BA..
  std::string out;
  int n = col + 1;
  while (n > 0) {
    const int rem = (n - 1) % 26;
    out.insert(out.begin(), static_cast<char>('A' + rem));
    n = (n - 1) / 26;
  }
  return out;
}

std::optional<int> parseColumnLetters(std::string_view letters) {
  if (letters.empty() || letters.size() > 4) return std::nullopt;
  int n = 0;
  for (char c : letters) {
    const char u = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (u < 'A' || u > 'Z') return std::nullopt;
    n = n * 26 + (u - 'A' + 1);
  }
  return n - 1;
}

namespace {
std::optional<int> parseDigits(std::string_view s) {
  if (s.empty() || s.size() > 6) return std::nullopt;
  int v = 0;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
  return v;
}

std::string zeroPadded(int value, int width) {
  std::string digits = std::to_string(value);
  if (static_cast<int>(digits.size()) < width)
    digits.insert(digits.begin(), static_cast<std::size_t>(width) - digits.size(), '0');
  return digits;
}
}  // namespace

std::string Grid::label(Offset o) const {
  if (type != GridType::Cards && labels == LabelStyle::Numeric)
    return zeroPadded(o.col + 1, numericWidth(columns)) + zeroPadded(o.row + 1, numericWidth(rows));
  return columnLetters(o.col) + std::to_string(o.row + 1);
}

std::optional<Offset> Grid::parseLabel(std::string_view text) const {
  if (type != GridType::Cards && labels == LabelStyle::Numeric) {
    const int cw = numericWidth(columns), rw = numericWidth(rows);
    if (static_cast<int>(text.size()) != cw + rw) return std::nullopt;
    auto col = parseDigits(text.substr(0, static_cast<std::size_t>(cw)));
    auto row = parseDigits(text.substr(static_cast<std::size_t>(cw)));
    if (!col || !row || *col < 1 || *row < 1) return std::nullopt;
    return Offset{*col - 1, *row - 1};
  }
  std::size_t split = 0;
  while (split < text.size() && std::isalpha(static_cast<unsigned char>(text[split]))) ++split;
  auto col = parseColumnLetters(text.substr(0, split));
  auto row = parseDigits(text.substr(split));
  if (!col || !row || *row < 1) return std::nullopt;
  return Offset{*col, *row - 1};
}

bool Grid::adjacent(Offset a, Offset b, bool kingMoves) const {
  if (type == GridType::Hex) return areAdjacent(a, b, layout);
  const int dc = std::abs(a.col - b.col), dr = std::abs(a.row - b.row);
  if (kingMoves) return std::max(dc, dr) == 1;
  return dc + dr == 1;
}

std::vector<Offset> Grid::neighbours(Offset o, bool kingMoves) const {
  std::vector<Offset> out;
  if (type == GridType::Hex) {
    for (Offset n : hexNeighbours(o, layout))
      if (contains(n)) out.push_back(n);
    return out;
  }
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      if (dc == 0 && dr == 0) continue;
      if (!kingMoves && dc != 0 && dr != 0) continue;
      const Offset n{o.col + dc, o.row + dr};
      if (contains(n)) out.push_back(n);
    }
  return out;
}

std::optional<LocationRange> parseLocationRange(const Grid& grid, std::string_view text,
                                                std::string* error) {
  const auto colon = text.find(':');
  const std::string_view a = text.substr(0, colon);
  const std::string_view b = colon == std::string_view::npos ? a : text.substr(colon + 1);
  auto first = grid.parseLabel(a);
  auto last = grid.parseLabel(b);
  const auto bad = !first ? a : b;
  if (!first || !last) {
    if (error) {
      *error = quoteText(std::string(bad)) + " is not a " +
               (grid.type == GridType::Cards ? "card id" : "hex label") + " (expected e.g. " +
               grid.label(Offset{2, 3}) + ")";
    }
    return std::nullopt;
  }
  for (const Offset o : {*first, *last}) {
    if (!grid.contains(o)) {
      if (error) {
        *error = std::string(grid.type == GridType::Cards ? "card " : "hex ") + grid.label(o) +
                 " is off the map (the map is " + grid.label(Offset{0, 0}) + " to " +
                 grid.label(Offset{grid.columns - 1, grid.rows - 1}) + ")";
      }
      return std::nullopt;
    }
  }
  return LocationRange{{std::min(first->col, last->col), std::min(first->row, last->row)},
                       {std::max(first->col, last->col), std::max(first->row, last->row)}};
}

std::vector<int> expandRange(const Grid& grid, const LocationRange& range) {
  std::vector<int> out;
  for (int row = range.first.row; row <= range.last.row; ++row)
    for (int col = range.first.col; col <= range.last.col; ++col)
      if (grid.contains({col, row})) out.push_back(grid.index({col, row}));
  return out;
}

}  // namespace sandtable
