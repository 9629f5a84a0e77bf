// The fast path of the reader (issue 18). yaml-cpp scans a document character by character
// and builds a node for every scalar: on a 200x200 hex map the terrain rows, level rows,
// hexside entries and roads are ~99% of the text and of the nodes, and cost ~70 ms of a
// ~90 ms load. These blocks have one simple shape in every file Sandtable writes, so they
// are found here by scanning lines, kept as text with their exact line:col, and handed to
// the map reader directly; yaml-cpp parses only the rest of the document.
//
// Safety: a block is taken only in the exact form below; anything else (flow oddities,
// anchors, tags, comments after an item, continuation lines, non-ASCII) leaves the block
// to yaml-cpp. The lines of a taken block are emptied in the text yaml-cpp parses, so every
// other node keeps its line and column. The map reader claims each block by the line of its
// key; a block nobody claims (the document was not a hex map after all, the key was inside
// something else, a duplicate key) makes the loader read the whole document again the slow
// way (document_io.cpp), so the fast path can only ever be faster, never different.
//
// Taken forms, at the top level of a `kind: map` document (the item lines of one block share
// one indentation; blank lines and whole-line comments may sit between items):
//   terrain: / levels:  then a `rows:` key directly inside, whose items are `- "row text"`,
//                       `- 'row text'` or `- plain row text` (no quote, backslash or # inside)
//   hexsides:           items `- {at: C4/C5, feature: stream}` (both keys, once, any order)
//   roads:              items `- [C4, C5, D5]` (on one line)
// Scalars inside flows are plain (letters, digits, `_ . / + -`) or double-quoted without
// escapes; plain `null`-like words are left to yaml-cpp (they are not strings there).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

// A scalar of a bulk block: its text (a view into DocumentSource::text) and the 1-based
// line and column where yaml-cpp would put its mark (the opening quote, if quoted).
struct BulkScalar {
  std::string_view text;
  int line = 0;
  int column = 0;
};

struct BulkHexside {
  int line = 0, column = 0;  // the `{`
  BulkScalar at, feature;
};

struct BulkRoad {
  int line = 0, column = 0;  // the `[`
  std::vector<BulkScalar> steps;
};

struct BulkBlock {
  enum class Kind { Rows, Hexsides, Roads };
  Kind kind = Kind::Rows;
  std::string key;       // the top-level key: terrain, levels, hexsides or roads
  int keyLine = 0;       // 1-based line of the key whose value the list is (`rows:` for layers)
  int line = 0, column = 0;  // the list itself: its first `-`
  std::vector<BulkScalar> rows;
  std::vector<BulkHexside> hexsides;
  std::vector<BulkRoad> roads;
  mutable bool claimed = false;  // set by the reader that consumed it
};

struct BulkBlocks {
  std::vector<BulkBlock> blocks;

  // The block of `kind` whose key sits on `keyLine`, marked as consumed; nullptr when the
  // value on that line was left to yaml-cpp.
  const BulkBlock* claim(int keyLine, BulkBlock::Kind kind) const;
  bool allClaimed() const;
  // The block under the top-level `key` (for source positions after loading), or nullptr.
  const BulkBlock* find(std::string_view key) const;
  bool empty() const { return blocks.empty(); }
};

// Finds the bulk blocks of `text` (which must outlive `out`: the scalars are views into it)
// and returns the text for yaml-cpp: `text` with the lines of each block emptied. Returns
// `text` unchanged, with `out` empty, for a document that is not a map or has no such block.
std::string extractBulkBlocks(std::string_view text, BulkBlocks& out);

}  // namespace sandtable
