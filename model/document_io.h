// Loading and saving Sandtable documents (rulesets, maps, scenarios) - the model's public I/O.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostics.h"
#include "model/map.h"
#include "model/ruleset.h"
#include "model/scenario.h"

namespace sandtable {

struct DocumentSource;

enum class DocumentKind { Unknown, Ruleset, Map, Scenario, Manifest };
const char* documentKindName(DocumentKind kind);

struct LoadedDocument {
  std::string path;
  DocumentKind kind = DocumentKind::Unknown;
  std::shared_ptr<Ruleset> ruleset;    // kind == Ruleset
  std::shared_ptr<Map> map;            // kind == Map
  std::shared_ptr<Scenario> scenario;  // kind == Scenario
  std::string headerComment;           // the leading comment block, kept by the writer
  Diagnostics diagnostics;
  // The file itself could not be read as a Sandtable document (missing, not YAML, not a
  // mapping, unknown kind): the CLI's exit code 2.
  bool unreadable = false;
  // What the loader parsed: the document and, for a scenario with a map file, that file
  // (null when not read, e.g. an inline map or a document that could not be parsed).
  std::shared_ptr<const DocumentSource> source, mapSource;

  bool ok() const { return !unreadable && !diagnostics.hasErrors(); }
};

// How the text reaches the model. Fast: the bulk blocks of a hex map (terrain and level
// rows, hexsides, roads) are read straight from their text (model/bulk_scan.h) and yaml-cpp
// parses the rest; a document whose blocks are in another form is read the Nodes way. Nodes:
// all of it through yaml-cpp. Both give the same model, diagnostics and positions; Nodes is
// there for the tests that prove it.
enum class ReadPath { Fast, Nodes };

// Reads a document of any kind, with the documents it refers to. Never throws.
LoadedDocument loadDocument(const std::filesystem::path& path, ReadPath how = ReadPath::Fast);
// The same from text; `path` names it in messages and anchors relative references.
LoadedDocument loadDocumentFromText(std::string_view text, const std::filesystem::path& path,
                                    ReadPath how = ReadPath::Fast);
// Texts standing in for the files a document refers to (a scenario's map file), by path: the
// editor reads back what Save would write before any of it is on disk. Paths are compared
// normalised; a file not given here is read from disk.
using FileTexts = std::map<std::string, std::string>;
LoadedDocument loadDocumentFromText(std::string_view text, const std::filesystem::path& path, ReadPath how,
                                    const FileTexts& files);

// The canonical text of a loaded document (only meaningful when it has no errors).
std::string writeDocument(const LoadedDocument& doc);
std::string writeRuleset(const Ruleset& ruleset, const std::string& headerComment = {});
std::string writeMap(const Map& map, const std::string& headerComment = {});
std::string writeScenario(const Scenario& scenario, const std::string& headerComment = {});

// Writes `text` to a temporary file beside `path`, flushes it and renames it over `path`, so
// a crash never leaves a half-written file (model/atomic_save.cpp). Keeps the old file's
// permissions, follows symbolic links, and removes temporary files left by killed saves.
// Returns false with a message naming the file.
bool saveFileAtomically(const std::filesystem::path& path, std::string_view text, std::string* error);

// Reads a whole file; false with a message when it cannot.
bool readTextFile(const std::filesystem::path& path, std::string& text, std::string* error);

// Built-in rulesets (resources/rulesets, compiled in).
std::vector<std::string> builtinRulesetIds();
std::shared_ptr<const Ruleset> builtinRuleset(std::string_view id);
// The text of a built-in ruleset, or empty.
std::string_view builtinRulesetText(std::string_view id);

}  // namespace sandtable
