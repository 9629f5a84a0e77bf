// A cheap pre-scan of YAML nesting, run before yaml-cpp sees a document. yaml-cpp parses
// recursively and stops only at 500 levels with "bad file"; the readers and the writer recurse
// over the tree too. A document nested deeper than any Sandtable document could be is refused
// with a clear message before anything recursive runs.
#pragma once

#include <string_view>

namespace sandtable {

// Sandtable documents nest about six levels; unknown keys kept for a newer version may add a
// few. Anything deeper is not a document.
inline constexpr int kMaxYamlNesting = 100;

// The 1-based line on which the nesting of block collections (by indentation and `- `
// entries) plus flow collections (`[`, `{`) first exceeds `maxDepth`, or 0 when it never does.
// It over-estimates rather than under-estimates (a line indented deeper counts as one level).
int firstLineNestedDeeperThan(std::string_view text, int maxDepth);

}  // namespace sandtable
