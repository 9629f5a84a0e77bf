#include "model/document_io.h"
#include "model/document_source.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <system_error>


#include "model/builtin_rulesets.h"
#include "model/document_io_internal.h"
#include "model/quote_text.h"
#include "model/table_geometry.h"
#include "model/yaml_text_checks.h"
#include "model/yaml_depth.h"

namespace sandtable {

namespace {

constexpr std::uintmax_t kMaxDocumentBytes = 32u * 1024u * 1024u;
constexpr const char* kBuiltinPrefix = "builtin:";

std::string builtinIdList() {
  std::string out;
  for (const std::string& id : builtinRulesetIds()) out += (out.empty() ? "" : ", ") + id;
  return out;
}

// The comment lines (and blank lines between them) that open a document.
std::string leadingComment(std::string_view text) {
  std::size_t pos = 0, end = 0;
  while (pos < text.size()) {
    std::size_t eol = text.find('\n', pos);
    const std::size_t next = eol == std::string_view::npos ? text.size() : eol + 1;
    const std::string_view line = text.substr(pos, next - pos);
    const auto first = line.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && line[first] != '#') break;
    pos = next;
    if (first != std::string_view::npos) end = pos;  // keep up to the last comment line
  }
  std::string out(text.substr(0, end));
  if (!out.empty() && out.back() != '\n') out += '\n';
  return out;
}

std::string megabytes(std::uintmax_t bytes) {
  return std::to_string(bytes / (1024 * 1024)) + " MB";
}

// Refuses, before anything is parsed, what no Sandtable document could be: too large, nested
// too deep, lists too long (yaml_depth.h). `entries` is the number of entries yaml-cpp will be
// given; it is checked by the caller, on the text yaml-cpp actually parses.
bool withinLimits(std::string_view text, ReadContext& ctx, YamlPrescan* prescanOut) {
  // Text that never came from a file (the editor, a pack, a fuzzer) gets the file limit too.
  if (text.size() > kMaxDocumentBytes) {
    ctx.diagnostics().error("too-large", {ctx.file(), 0, 0},
                            "the document is " + megabytes(text.size()) +
                                "; Sandtable documents are limited to " +
                                megabytes(kMaxDocumentBytes));
    return false;
  }
  // yaml-cpp and the readers recurse once per level: refuse absurd nesting before parsing.
  const YamlPrescan prescan = prescanYaml(text, kMaxYamlNesting, kMaxFlowItems);
  // A flow list (`[...]`) or a block list (`- ` entries) longer than any map needs.
  const bool flow = prescan.tooLongLine != 0;
  if (const int line = flow ? prescan.tooLongLine : prescan.tooManyItemsLine) {
    ctx.diagnostics().error("too-large", {ctx.file(), line, 0},
                            std::string(flow ? "a list or mapping" : "the list") + " here has more than " +
                                std::to_string(flow ? kMaxFlowItems : kMaxListItems) +
                                " items, far more than any map needs (a shape takes at most " +
                                std::to_string(geo::kMaxShapePoints) + " points)",
                            flow ? "simplify the outline or split it into several features"
                                 : "simplify the outline, or split the document (a map per sector)");
    return false;
  }
  if (const int line = prescan.tooDeepLine) {
    ctx.diagnostics().error("too-deep", {ctx.file(), line, 0},
                            "the YAML is nested more than " + std::to_string(kMaxYamlNesting) +
                                " levels deep here; Sandtable documents nest a few levels",
                            "this is not a Sandtable document (or it was damaged)");
    return false;
  }
  *prescanOut = prescan;
  return true;
}

// The limits on what yaml-cpp itself is given (after the fast path took its blocks out).
bool tooMuchForYamlCpp(std::string_view yamlText, const YamlPrescan& prescan, ReadContext& ctx) {
  const std::string fix =
      "simplify the outlines or split the document (a map per sector); a hex map's terrain, levels, "
      "hexsides and roads do not count when written in the form Sandtable writes them";
  if (yamlText.size() > kMaxYamlBytes) {
    ctx.diagnostics().error("too-large", {ctx.file(), 0, 0},
                            "the document has " + megabytes(yamlText.size()) +
                                " of general YAML; Sandtable reads at most " + megabytes(kMaxYamlBytes) +
                                " of it, far more than any map or scenario needs",
                            fix);
    return true;
  }
  if (prescan.entries <= kMaxYamlEntries) return false;
  ctx.diagnostics().error("too-large", {ctx.file(), prescan.entriesLine, 0},
                          "the document passes " + std::to_string(kMaxYamlEntries) +
                              " YAML entries (list items, keys and flow items) here, far more than "
                              "any map or scenario needs",
                          fix);
  return true;
}

// yaml-cpp on the whole text of `source` (what the node path parses); false, with the syntax
// error reported, when it is not YAML.
bool parseWhole(DocumentSource& source, ReadContext& ctx) {
  try {
    source.root = YAML::Load(source.text);
    return true;
  } catch (const YAML::Exception& e) {
    SourcePosition where{ctx.file(), e.mark.line >= 0 ? e.mark.line + 1 : 0, e.mark.column >= 0 ? e.mark.column + 1 : 0};
    ctx.diagnostics().error("yaml-syntax", where, "this is not valid YAML: " + e.msg,
                            "fix the syntax at this position (check indentation, quotes and colons)");
  } catch (const std::exception& e) {
    ctx.diagnostics().error("yaml-syntax", {ctx.file(), 0, 0}, std::string("the YAML parser failed: ") + e.what());
  }
  return false;
}

// Parses a document's text into `source`: on the fast path the bulk blocks of a hex map are
// taken out first (bulk_scan.h) and yaml-cpp parses what is left; false when it was refused
// or is not YAML (reported).
bool parseDocument(std::string_view text, ReadContext& ctx, ReadPath how, DocumentSource& source) {
  source.file = ctx.file();
  // The limits first: a text refused for its size is never copied.
  YamlPrescan whole;
  if (!withinLimits(text, ctx, &whole) || !yamlTextSound(text, ctx)) return false;
  source.text = std::string(text);
  std::string rest;
  if (how == ReadPath::Fast) {
    auto bulk = std::make_shared<BulkBlocks>();
    rest = extractBulkBlocks(source.text, *bulk);
    if (!bulk->empty()) {
      source.bulk = std::move(bulk);
      ctx.setBulk(source.bulk.get());
    }
  }
  if (source.bulk) {
    if (tooMuchForYamlCpp(rest, prescanYaml(rest, kMaxYamlNesting, kMaxFlowItems), ctx)) return false;
    try {
      source.root = YAML::Load(rest);
      return true;
    } catch (const std::exception&) {
      // Where yaml-cpp notices a syntax error depends on what follows it, and the fast path
      // emptied some of that: the error is found again, and reported, on the whole text.
      source.bulk.reset();
      ctx.setBulk(nullptr);
    }
  }
  if (tooMuchForYamlCpp(source.text, whole, ctx)) return false;
  return parseWhole(source, ctx);
}

// A document read on the fast path whose bulk blocks the readers did not all consume must be
// read again the node way (bulk_scan.h explains when that happens).
bool bulkLeftOver(const std::shared_ptr<const DocumentSource>& source) {
  return source && source->bulk && !source->bulk->allClaimed();
}

DocumentKind kindOf(const YAML::Node& root) {
  if (!root.IsMap()) return DocumentKind::Unknown;
  const YAML::Node kind = lookup(root, "kind");
  if (!kind.IsScalar()) return DocumentKind::Unknown;
  const std::string& k = kind.Scalar();
  if (k == "ruleset") return DocumentKind::Ruleset;
  if (k == "map") return DocumentKind::Map;
  if (k == "scenario") return DocumentKind::Scenario;
  if (k == "manifest") return DocumentKind::Manifest;
  return DocumentKind::Unknown;
}

bool fileTooLarge(const std::filesystem::path& path, Diagnostics& diags) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxDocumentBytes) {
    diags.error("too-large", {displayPath(path), 0, 0},
                "the file is " + std::to_string(size / (1024 * 1024)) + " MB; Sandtable documents are limited to " +
                    std::to_string(kMaxDocumentBytes / (1024 * 1024)) + " MB");
    return true;
  }
  return false;
}

}  // namespace

std::string displayPath(const std::filesystem::path& p) { return p.lexically_normal().generic_string(); }

const char* documentKindName(DocumentKind kind) {
  switch (kind) {
    case DocumentKind::Ruleset: return "ruleset";
    case DocumentKind::Map: return "map";
    case DocumentKind::Scenario: return "scenario";
    case DocumentKind::Manifest: return "manifest";
    case DocumentKind::Unknown: break;
  }
  return "unknown";
}

bool readTextFile(const std::filesystem::path& path, std::string& text, std::string* error) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    // exists() is false too when the path cannot be followed at all.
    if (error)
      *error = ec == std::errc::too_many_symbolic_link_levels ? "the path is a loop of symbolic links"
               : ec && ec != std::errc::no_such_file_or_directory ? "the path cannot be followed: " + ec.message()
                                                                  : "no such file";
    return false;
  }
  if (std::filesystem::is_directory(path, ec)) {
    if (error) *error = "this is a folder, not a file";
    return false;
  }
  // A device or a pipe (`map: /dev/zero`, `ruleset: /dev/stdin`) would be read forever.
  if (!std::filesystem::is_regular_file(path, ec)) {
    if (error) *error = "this is not a regular file (a device, a pipe or a socket)";
    return false;
  }
  if (const auto size = std::filesystem::file_size(path, ec); !ec && size > kMaxDocumentBytes) {
    if (error)
      *error = "the file is " + megabytes(size) + "; Sandtable reads files of up to " +
               megabytes(kMaxDocumentBytes);
    return false;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (error) *error = "cannot open the file for reading (check its permissions)";
    return false;
  }
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) {
    if (error) *error = "reading the file failed";
    return false;
  }
  text = buffer.str();
  return true;
}

std::optional<std::string> readReference(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  auto ref = readString(ctx, node, what);
  if (!ref) return std::nullopt;
  const std::string fix = std::string(what) == "ruleset"
                              ? "name a built-in ruleset (" + builtinIdList() + ") or a .ruleset.yaml file"
                              : "give the path of the map file, relative to this document's folder";
  if (ref->empty()) {
    ctx.error(node, "bad-value", "`" + std::string(what) + ":` is empty", fix);
    return std::nullopt;
  }
  if (ref->find('\0') != std::string::npos) {
    ctx.error(node, "bad-value",
              "`" + std::string(what) + ":` " + quoteText(*ref) + " holds a NUL character, which no file name can",
              fix);
    return std::nullopt;
  }
  return ref;
}

std::string notADocumentOfKind(const YAML::Node& root, std::string_view kind) {
  if (!root.IsMap() || !lookup(root, "sandtable").IsDefined()) return "it has no `sandtable:` key";
  const YAML::Node k = lookup(root, "kind");
  if (!k.IsScalar()) return "it has no `kind:`";
  if (k.Scalar() != kind) {
    const DocumentKind found = kindOf(root);
    return found == DocumentKind::Unknown ? "its `kind:` is not " + std::string(kind)
                                          : "it is a " + std::string(documentKindName(found)) + ", not a " +
                                                std::string(kind);
  }
  return {};
}

void readDocumentHeader(ReadContext& ctx, ObjectReader& root, std::string_view expectedKind) {
  const YAML::Node version = root.require("sandtable");
  if (version.IsDefined()) {
    // A whole number written as one: `1.5`, `1e0`, `"1"` or 2^32 + 1 are not "format 1",
    // however a conversion might round them.
    const std::string text = version.IsScalar() ? version.Scalar() : std::string();
    const bool plain = version.IsScalar() && version.Tag() != "!";
    const bool digits = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!plain || !digits) {
      ctx.error(version, "wrong-type",
                "`sandtable:` must be the format version, a whole number written without quotes, found " +
                    (version.IsScalar() && !plain ? "the quoted text " + quoteText(text) : describeType(version)),
                "write `sandtable: 1`");
    } else if (const long v = text.size() > 9 ? 1000000000 : std::stol(text); v > 1) {
      ctx.error(version, "unsupported-version",
                "this document is Sandtable format " + text + "; this Sandtable reads format 1 only",
                "open it with a newer Sandtable");
    } else if (v < 1) {
      ctx.error(version, "unsupported-version", "format version " + text + " does not exist; the current one is 1",
                "write `sandtable: 1`");
    }
  }
  const YAML::Node kind = root.require("kind");
  if (kind.IsDefined() && (!kind.IsScalar() || kind.Scalar() != expectedKind))
    ctx.error(kind, "wrong-kind", "expected a " + std::string(expectedKind) + " document here, found kind " + describeType(kind));
}

YamlTree documentRoot(std::string_view kind) {
  YamlTree root = YamlTree::mapping();
  root.set("sandtable", YamlTree::number(1));
  root.set("kind", YamlTree::plain(std::string(kind)));
  return root;
}

std::shared_ptr<const Ruleset> DocumentResolver::ruleset(const std::string& ref, const std::filesystem::path& baseDir,
                                                         ReadContext& ctx, const YAML::Node& where) {
  const bool isPath = ref.find('/') != std::string::npos || ref.ends_with(".yaml") || ref.ends_with(".yml");
  const std::string key = isPath ? displayPath(baseDir / ref) : kBuiltinPrefix + ref;
  if (auto it = cache_.find(key); it != cache_.end()) return it->second;

  std::string text;
  std::string file;
  if (isPath) {
    std::string error;
    file = key;
    if (!readTextFile(baseDir / ref, text, &error)) {
      ctx.error(where, "missing-file", "cannot read ruleset " + quoteText(ref) + " (" + file + "): " + error,
                "check the path; it is relative to this document's folder");
      return cache_[key] = nullptr;
    }
  } else {
    const std::string_view builtin = builtinRulesetText(ref);
    if (builtin.empty()) {
      ctx.error(where, "unknown-id", quoteText(ref) + " is not a built-in ruleset" + didYouMean(ref, builtinRulesetIds()),
                "use a built-in id or the relative path of a .ruleset.yaml file");
      return cache_[key] = nullptr;
    }
    text = builtin;
    file = "resources/rulesets/" + ref + ".ruleset.yaml";
  }
  Diagnostics local;
  ReadContext rulesetCtx(file, local);
  DocumentSource source;
  const bool parsed = parseDocument(text, rulesetCtx, ReadPath::Nodes, source);
  if (const std::string why = parsed ? notADocumentOfKind(source.root, "ruleset") : std::string(); !why.empty()) {
    ctx.error(where, "not-a-document", file + " is not a Sandtable ruleset: " + why,
              "name a built-in ruleset (" + builtinIdList() + ") or a .ruleset.yaml file");
    return cache_[key] = nullptr;
  }
  std::shared_ptr<Ruleset> rules = parsed ? readRulesetNode(rulesetCtx, source.root) : nullptr;
  ctx.diagnostics().append(local);
  if (local.hasErrors() || !rules) {
    ctx.error(where, "bad-ruleset", "ruleset " + quoteText(ref) + " has errors (listed above)", "fix the ruleset first");
    return cache_[key] = nullptr;
  }
  return cache_[key] = rules;
}

const std::string* DocumentResolver::fileText(const std::filesystem::path& path) const {
  if (!files_) return nullptr;
  const std::string key = displayPath(path);
  for (const auto& [file, text] : *files_)
    if (displayPath(file) == key) return &text;
  return nullptr;
}

std::shared_ptr<Map> loadMapFileInto(const std::filesystem::path& path, Diagnostics& diagnostics,
                                     DocumentResolver& resolver, bool* unreadable, std::string* readError,
                                     std::string* notAMap) {
  const std::string file = displayPath(path);
  std::string text, error;
  if (const std::string* given = resolver.fileText(path)) {
    text = *given;
  } else if (fileTooLarge(path, diagnostics)) {
    *unreadable = true;
    return nullptr;
  } else if (!readTextFile(path, text, &error)) {
    *unreadable = true;  // the referring document reports it where it names the file
    if (readError) *readError = error;
    return nullptr;
  }
  ReadContext ctx(file, diagnostics);
  auto source = std::make_shared<DocumentSource>();
  if (!parseDocument(text, ctx, resolver.readPath(), *source)) {
    *unreadable = true;
    return nullptr;
  }
  if (const std::string why = notADocumentOfKind(source->root, "map"); !why.empty()) {
    *unreadable = true;
    if (notAMap) *notAMap = why;
    return nullptr;
  }
  resolver.keepMapSource(source);
  auto map = readMapNode(ctx, source->root, resolver, path.parent_path(), false);
  if (map) map->fileComment = leadingComment(text);
  return map;
}

namespace {

LoadedDocument loadOnce(std::string_view text, const std::filesystem::path& path, ReadPath how,
                        const FileTexts* files) {
  LoadedDocument doc;
  doc.path = displayPath(path);
  ReadContext ctx(doc.path, doc.diagnostics);
  auto source = std::make_shared<DocumentSource>();
  if (!parseDocument(text, ctx, how, *source)) {
    doc.unreadable = true;
    return doc;
  }
  const YAML::Node& root = source->root;
  if (!root.IsMap()) {
    ctx.error(root, "not-a-document",
              "this is not a Sandtable document: expected a mapping that starts with `sandtable: 1` and `kind:`, found " +
                  describeType(root));
    doc.unreadable = true;
    return doc;
  }
  doc.headerComment = leadingComment(text);
  doc.kind = kindOf(root);
  DocumentResolver resolver(how, files);
  const auto baseDir = path.parent_path();
  doc.source = source;
  switch (doc.kind) {
    case DocumentKind::Ruleset: doc.ruleset = readRulesetNode(ctx, root); break;
    case DocumentKind::Map: doc.map = readMapNode(ctx, root, resolver, baseDir, false); break;
    case DocumentKind::Scenario: doc.scenario = readScenarioNode(ctx, root, resolver, baseDir); break;
    case DocumentKind::Manifest:
      ctx.error(lookup(root, "kind"), "unsupported", "pack manifests are checked with `sandtable verify PACK`, not read on their own");
      doc.unreadable = true;
      break;
    case DocumentKind::Unknown: {
      const YAML::Node kind = lookup(root, "kind");
      ctx.error(kind.IsDefined() ? kind : root, "not-a-document",
                kind.IsDefined() ? "unknown document kind " + describeType(kind) + "; expected ruleset, map or scenario" +
                                       (kind.IsScalar() ? didYouMean(kind.Scalar(), {"ruleset", "map", "scenario", "manifest"}) : "")
                                 : "this is not a Sandtable document: it has no `kind:` (ruleset, map or scenario)",
                "start the document with `sandtable: 1` and `kind: ...`");
      doc.unreadable = true;
      break;
    }
  }
  doc.mapSource = resolver.mapSource();
  return doc;
}

}  // namespace

namespace {
LoadedDocument loadFromText(std::string_view text, const std::filesystem::path& path, ReadPath how,
                            const FileTexts* files) {
  LoadedDocument doc = loadOnce(text, path, how, files);
  if (how == ReadPath::Fast && (bulkLeftOver(doc.source) || bulkLeftOver(doc.mapSource)))
    return loadOnce(text, path, ReadPath::Nodes, files);
  return doc;
}
}  // namespace

LoadedDocument loadDocumentFromText(std::string_view text, const std::filesystem::path& path, ReadPath how) {
  return loadFromText(text, path, how, nullptr);
}

LoadedDocument loadDocumentFromText(std::string_view text, const std::filesystem::path& path, ReadPath how,
                                    const FileTexts& files) {
  return loadFromText(text, path, how, &files);
}

LoadedDocument loadDocument(const std::filesystem::path& path, ReadPath how) {
  LoadedDocument doc;
  doc.path = displayPath(path);
  if (fileTooLarge(path, doc.diagnostics)) {
    doc.unreadable = true;
    return doc;
  }
  std::string text, error;
  if (!readTextFile(path, text, &error)) {
    doc.diagnostics.error("missing-file", {doc.path, 0, 0}, "cannot read the file: " + error);
    doc.unreadable = true;
    return doc;
  }
  return loadDocumentFromText(text, path, how);
}

std::string writeRuleset(const Ruleset& ruleset, const std::string& headerComment) {
  return emitYaml(rulesetTree(ruleset), headerComment);
}
std::string writeMap(const Map& map, const std::string& headerComment) {
  return emitYaml(mapTree(map, false), headerComment);
}
std::string writeScenario(const Scenario& scenario, const std::string& headerComment) {
  return emitYaml(scenarioTree(scenario), headerComment);
}

std::string writeDocument(const LoadedDocument& doc) {
  switch (doc.kind) {
    case DocumentKind::Ruleset: return doc.ruleset ? writeRuleset(*doc.ruleset, doc.headerComment) : std::string();
    case DocumentKind::Map: return doc.map ? writeMap(*doc.map, doc.headerComment) : std::string();
    case DocumentKind::Scenario: return doc.scenario ? writeScenario(*doc.scenario, doc.headerComment) : std::string();
    default: return {};
  }
}

std::string_view builtinRulesetText(std::string_view id) {
  for (int i = 0; i < kBuiltinRulesetCount; ++i)
    if (kBuiltinRulesets[i].id == id) return kBuiltinRulesets[i].text;
  return {};
}

std::vector<std::string> builtinRulesetIds() {
  std::vector<std::string> out;
  for (int i = 0; i < kBuiltinRulesetCount; ++i) out.emplace_back(kBuiltinRulesets[i].id);
  return out;
}

std::shared_ptr<const Ruleset> builtinRuleset(std::string_view id) {
  Diagnostics diags;
  ReadContext ctx("builtin", diags);
  DocumentResolver resolver;
  return resolver.ruleset(std::string(id), ".", ctx, YAML::Node());
}

}  // namespace sandtable
