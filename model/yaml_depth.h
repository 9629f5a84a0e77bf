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

struct YamlPrescan {
  int tooDeepLine = 0;  // first line nested deeper than maxDepth, or 0
  int tooLongLine = 0;  // first line on which a flow collection passes maxFlowItems, or 0
};
// One pass over the text for both limits; stops at the first one broken.
YamlPrescan prescanYaml(std::string_view text, int maxDepth, std::size_t maxFlowItems);

}  // namespace sandtable
