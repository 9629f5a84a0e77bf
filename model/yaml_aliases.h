// Aliases and documents, checked on yaml-cpp's event stream before anything walks the tree.
// yaml-cpp shares an aliased node rather than copying it, so a document of a few lines can
// stand for billions of nodes (`b: [*a, *a, ...]` nine levels deep), and an alias inside its
// own anchor (`x: &r {s: *r}`) makes the tree a cycle. The readers, the writer and `fmt` walk
// the tree as if it were written out: such a document would take all the memory, or recurse
// until the stack ran out. yaml-cpp also reads only the first document of a stream, so a
// second one (after `---`) would be silently left out, and dropped by `fmt`.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sandtable {

// Nodes that aliases may stand for in one document, counted as if each alias were written
// out in full. Reusing an anchored outline a few times fits easily (a 1,000-point polygon is
// 3,000 nodes); anything more is better written out, or split.
inline constexpr std::size_t kMaxAliasNodes = 20000;

struct YamlStreamProblem {
  enum class Kind { None, RecursiveAlias, AliasBudget, SecondDocument };
  Kind kind = Kind::None;
  int line = 0;        // 1-based, of the alias or of the second document's start
  int column = 0;      // 1-based
  std::string anchor;  // the anchor the alias names (alias problems)
};

// Whether `text` could hold an alias or a second document at all (a `*`, or a line starting
// with `---` or `...`): a document with neither needs no second look.
bool mayHaveAliasesOrDocuments(std::string_view text);

// The first alias that refers to a node it is inside, the alias at which the nodes that
// aliases stand for pass `maxAliasNodes`, or the start of a second document. A text that is
// not valid YAML gives no problem here (the parser reports it).
YamlStreamProblem checkYamlStream(std::string_view text,
                                  std::size_t maxAliasNodes = kMaxAliasNodes);

}  // namespace sandtable
