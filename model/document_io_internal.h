// Internal interface between the per-kind readers/writers and the document facade.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "model/document_io.h"
#include "model/document_source.h"
#include "model/map.h"
#include "model/ruleset.h"
#include "model/scenario.h"
#include "model/yaml_reader.h"
#include "model/yaml_writer.h"

namespace sandtable {

// A path as messages show it: normalised, forward slashes.
std::string displayPath(const std::filesystem::path& p);

// Resolves the documents a document refers to (rulesets by id or path, map files), caching
// them, so a scenario, its map and its ruleset are each read once.
class DocumentResolver {
 public:
  explicit DocumentResolver(ReadPath how = ReadPath::Fast, const FileTexts* files = nullptr)
      : how_(how), files_(files) {}
  // The text given for `path` in place of the file (loadDocumentFromText's `files`), or null.
  const std::string* fileText(const std::filesystem::path& path) const;
  // How documents found through this resolver (a scenario's map file) are read.
  ReadPath readPath() const { return how_; }

  // `ref` is a built-in ruleset id or a path relative to `baseDir`. Problems are reported at
  // `where` in the referring document. nullptr when it cannot be loaded.
  std::shared_ptr<const Ruleset> ruleset(const std::string& ref, const std::filesystem::path& baseDir,
                                         ReadContext& ctx, const YAML::Node& where);
  // The map file a scenario's `map:` names, as parsed, for the LoadedDocument.
  void keepMapSource(std::shared_ptr<const DocumentSource> source) { mapSource_ = std::move(source); }
  std::shared_ptr<const DocumentSource> mapSource() const { return mapSource_; }

 private:
  std::map<std::string, std::shared_ptr<const Ruleset>> cache_;
  std::shared_ptr<const DocumentSource> mapSource_;
  ReadPath how_;
  const FileTexts* files_;
};

// The value of `ruleset:` or `map:` as a reference to another document: text that is not
// empty and holds no NUL (a file name cannot, and the system would cut it there).
std::optional<std::string> readReference(ReadContext& ctx, const YAML::Node& node, std::string_view what);

// Why a parsed file that another document names is not a Sandtable document of `kind`
// ("it has no `sandtable:` key", "it is a scenario, not a map"), or empty when it is one.
// The file is named, never quoted: it may be any file at all (`map: /etc/passwd`).
std::string notADocumentOfKind(const YAML::Node& root, std::string_view kind);

// Checks `sandtable:` and `kind:` of a document's root mapping.
void readDocumentHeader(ReadContext& ctx, ObjectReader& root, std::string_view expectedKind);
// `sandtable: 1` and `kind: ...`, the first two keys of every document.
YamlTree documentRoot(std::string_view kind);

std::shared_ptr<Ruleset> readRulesetNode(ReadContext& ctx, const YAML::Node& root);
YamlTree rulesetTree(const Ruleset& ruleset);

// `inlined`: a map mapping inside a scenario (no `sandtable:`/`kind:` required).
std::shared_ptr<Map> readMapNode(ReadContext& ctx, const YAML::Node& root, DocumentResolver& resolver,
                                 const std::filesystem::path& baseDir, bool inlined);
YamlTree mapTree(const Map& map, bool inlined);

// Loads a map file (for a scenario's `map:`) and reports problems inside it. When the file
// cannot be read at all, sets *unreadable and *readError and reports nothing itself; when it
// parses but is not a map document, sets *unreadable and *notAMap (why, notADocumentOfKind).
std::shared_ptr<Map> loadMapFileInto(const std::filesystem::path& path, Diagnostics& diagnostics,
                                     DocumentResolver& resolver, bool* unreadable, std::string* readError,
                                     std::string* notAMap);

std::shared_ptr<Scenario> readScenarioNode(ReadContext& ctx, const YAML::Node& root,
                                           DocumentResolver& resolver, const std::filesystem::path& baseDir);
YamlTree scenarioTree(const Scenario& scenario);

// LOS effect values: clear | obstacle | {hindrance: N}.
std::optional<LosEffect> readLosEffect(ReadContext& ctx, const YAML::Node& node, std::string_view what);
YamlTree losEffectTree(const LosEffect& effect);

}  // namespace sandtable
