#include "model/yaml_text_checks.h"

#include <algorithm>

#include "model/yaml_aliases.h"

namespace sandtable {

namespace {

// 1-based line and column of byte `offset` of `text`.
SourcePosition positionOf(std::string_view text, std::size_t offset, const std::string& file) {
  const std::string_view before = text.substr(0, offset);
  const std::size_t lineStart = before.rfind('\n');
  const auto line = std::count(before.begin(), before.end(), '\n') + 1;
  const std::size_t column = offset - (lineStart == std::string_view::npos ? 0 : lineStart + 1) + 1;
  return {file, static_cast<int>(line), static_cast<int>(column)};
}

// Bytes yaml-cpp misreads with a message that names something else: a NUL byte ("unknown
// escape character", or the rest of a line lost) and lines that end in a carriage return
// alone (old Mac files: "illegal map value", "found nothing"). Reported for what they are.
bool plainText(std::string_view text, ReadContext& ctx) {
  if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
    ctx.diagnostics().error(
        "yaml-syntax", positionOf(text, nul, ctx.file()),
        "the file holds a NUL byte here; a Sandtable document is text",
        "this is not a text file, or it was damaged: remove the NUL byte, or open the "
        "document you meant");
    return false;
  }
  for (std::size_t cr = text.find('\r'); cr != std::string_view::npos;
       cr = text.find('\r', cr + 1)) {
    if (cr + 1 < text.size() && text[cr + 1] == '\n') continue;
    ctx.diagnostics().error(
        "yaml-syntax", positionOf(text, cr, ctx.file()),
        "a line ends here in a carriage return (CR) alone; Sandtable reads lines that end "
        "in LF or CR LF",
        "save the file with Unix (LF) or Windows (CR LF) line endings");
    return false;
  }
  return true;
}

// Aliases that would make the tree endless or enormous, and a second document that would be
// silently left out (yaml_aliases.h): refused, at the alias or the document's start, before
// yaml-cpp builds the tree that the readers and the writer walk.
bool aliasesAndDocumentsSound(std::string_view text, ReadContext& ctx) {
  if (!mayHaveAliasesOrDocuments(text)) return true;
  const YamlStreamProblem problem = checkYamlStream(text);
  const SourcePosition where{ctx.file(), problem.line, problem.column};
  const std::string alias = "the alias *" + problem.anchor;
  switch (problem.kind) {
    case YamlStreamProblem::Kind::None:
      return true;
    case YamlStreamProblem::Kind::RecursiveAlias:
      ctx.diagnostics().error("yaml-alias", where,
                              alias + " is inside the node it names (&" + problem.anchor +
                                  "), so the document would never end",
                              "write the value out in full instead of the alias");
      return false;
    case YamlStreamProblem::Kind::AliasBudget:
      ctx.diagnostics().error(
          "yaml-alias", where,
          "with " + alias + ", the aliases in this document stand for more than " +
              std::to_string(kMaxAliasNodes) +
              " values written out; Sandtable expands no more than that",
          "write the repeated values out, or use fewer aliases (aliases of aliases "
          "multiply)");
      return false;
    case YamlStreamProblem::Kind::SecondDocument:
      ctx.diagnostics().error(
          "second-document", where,
          "a second YAML document starts here; a Sandtable file holds one document, and "
          "the rest would be left out",
          "remove this `---` and what follows it, or move that document into a file of "
          "its own");
      return false;
  }
  return true;
}

}  // namespace

bool yamlTextSound(std::string_view text, ReadContext& ctx) {
  return plainText(text, ctx) && aliasesAndDocumentsSound(text, ctx);
}

}  // namespace sandtable
