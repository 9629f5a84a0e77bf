// Where each value of a JSON text begins, for messages about Tiled JSON maps: Qt's JSON parser
// keeps no positions, so the text is scanned once more (after Qt has accepted it) and the
// line and column of every object, array and object member are kept in a tree that follows
// the document. Items of arrays are kept only when they are objects or arrays, so a layer's
// data of a million tile ids costs nothing.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sandtable::tiled {

struct JsonPosition {
  int line = 0;
  int column = 0;
  std::vector<std::pair<std::string, JsonPosition>> members;  // an object's, in file order
  std::vector<std::pair<int, JsonPosition>> items;            // an array's objects and arrays

  // The position of member `key` (an object) or item `index` (an array); an empty position
  // (line 0) when there is none, so that lookups can be chained.
  const JsonPosition& member(std::string_view key) const;
  const JsonPosition& item(int index) const;
};

// The positions of `text`, which must be JSON that Qt has parsed (on anything else the tree
// simply stops where the text stops making sense). Nesting deeper than Qt allows is not kept.
JsonPosition jsonPositions(std::string_view text);

}  // namespace sandtable::tiled
