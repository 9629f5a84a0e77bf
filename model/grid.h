// A rectangular map grid (hexes or cards): bounds, location indices and labels.
// Locations are indexed row-major (index = row * columns + col) everywhere in Sandtable.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/hex_geometry.h"

namespace sandtable {

enum class GridType { Hex, Cards, Table };
enum class LabelStyle { LetterNumber, Numeric };

// Column letters of letter-number labels: 0 -> A, 25 -> Z, 26 -> AA, 27 -> AB, 52 -> BA.
std::string columnLetters(int col);
// Inverse of columnLetters; nullopt when `letters` is not all A-Z (case-insensitive).
std::optional<int> parseColumnLetters(std::string_view letters);

struct Grid {
  GridType type = GridType::Hex;
  int columns = 0;
  int rows = 0;
  HexLayout layout;  // hex grids only
  LabelStyle labels = LabelStyle::LetterNumber;  // card grids always use letter-number

  int size() const { return columns * rows; }
  bool contains(Offset o) const { return o.col >= 0 && o.row >= 0 && o.col < columns && o.row < rows; }
  int index(Offset o) const { return o.row * columns + o.col; }
  Offset offset(int index) const { return {index % columns, index / columns}; }

  std::string label(Offset o) const;
  std::string label(int index) const { return label(offset(index)); }
  // Parses a label in this grid's style. The result may lie off the map: check contains().
  std::optional<Offset> parseLabel(std::string_view text) const;

  // Adjacency in the grid's own sense: hexes sharing a hexside; cards per `king` (8 neighbours)
  // or orthogonal (4). Only on-map neighbours are returned.
  bool adjacent(Offset a, Offset b, bool kingMoves = false) const;
  std::vector<Offset> neighbours(Offset o, bool kingMoves = false) const;

 private:
  int numericWidth(int count) const { return count > 99 ? 3 : 2; }
};

// A parsed hex/card list item: a single location or a rectangle "A1:C4".
struct LocationRange {
  Offset first;
  Offset last;  // == first for a single location
};
// Parses "C4" or "A1:C4" (corners in any order). Error text in `error` when it fails.
std::optional<LocationRange> parseLocationRange(const Grid& grid, std::string_view text,
                                                std::string* error);
// Every location index of a range that lies on the map, in row-major order.
std::vector<int> expandRange(const Grid& grid, const LocationRange& range);

}  // namespace sandtable
