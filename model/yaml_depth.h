// A cheap pre-scan of YAML nesting, run before yaml-cpp sees a document. yaml-cpp parses
// recursively and stops only at 500 levels with "bad file"; the readers and the writer recurse
// over the tree too. A document nested deeper than any Sandtable document could be is refused
// with a clear message before anything recursive runs.
#pragma once

#include <cstddef>
#include <string_view>

namespace sandtable {

// Sandtable documents nest about six levels; unknown keys kept for a newer version may add a
// few. Anything deeper is not a document.
inline constexpr int kMaxYamlNesting = 100;

// The 1-based line on which the nesting of block collections (by indentation and `- `
// entries) plus flow collections (`[`, `{`) first exceeds `maxDepth`, or 0 when it never does.
// It over-estimates rather than under-estimates (a line indented deeper counts as one level).
int firstLineNestedDeeperThan(std::string_view text, int maxDepth);

// yaml-cpp builds a node for every item before any reader can count them: a 14 MB polygon of
// a million points takes seconds just to parse. No Sandtable document needs a flow list or
// mapping (`[...]`, `{...}`) longer than this (shapes stop at 10,000 points, and bulk layers
// are text rows), so longer ones are refused before parsing.
inline constexpr std::size_t kMaxFlowItems = 50000;

// The same for block lists (`- ` entries): a million-point outline written one point a line,
// or hundreds of thousands of features, would cost seconds and gigabytes in yaml-cpp. The
// largest real lists are a big map's hexsides (3,400 on the generated 200x200 map) or a
// table's features (300 on a 96" x 72" table).
inline constexpr std::size_t kMaxListItems = 100000;

// Entries (list items, mapping keys, flow items) yaml-cpp may be given: each becomes a node or
// two, and parsing and reading cost 4-5 microseconds an entry on the development machine (a
// table of 15,000 rectangles: 195,000 entries, 0.8 s), so this bound keeps any document well
// under a second. A generated 96" x 72" table of 300 features has about 7,000 entries, one of
// 3,000 features 72,000, a 200x200 hex map read through yaml-cpp alone 18,000; the bulk blocks
// of a hex map read on the fast path (bulk_scan.h) do not count.
inline constexpr std::size_t kMaxYamlEntries = 120000;

// Bytes yaml-cpp may be given. It reads about 10 MB a second (a 30 MB `name:` took 3.7 s), so
// this keeps any document under half a second there. The largest real documents are far
// smaller (a table of 3,000 features is 0.4 MB); the bulk blocks of a hex map read on the fast
// path (bulk_scan.h) do not count, so a 1000x1000 hex map (7.7 MB) still reads.
inline constexpr std::size_t kMaxYamlBytes = 4u * 1024u * 1024u;

struct YamlPrescan {
  int tooDeepLine = 0;  // first line nested deeper than maxDepth, or 0
  int tooLongLine = 0;  // first line on which a flow collection passes maxFlowItems, or 0
  int tooManyItemsLine = 0;  // first line on which a block list passes kMaxListItems, or 0
  std::size_t entries = 0;   // list items, mapping keys and flow items seen (up to the stop)
  int entriesLine = 0;       // the line on which `entries` first passed kMaxYamlEntries, or 0
};
// One pass over the text for the limits; stops at the first one broken (depth, flow or list
// length; the entry count is only recorded).
YamlPrescan prescanYaml(std::string_view text, int maxDepth, std::size_t maxFlowItems);

}  // namespace sandtable
