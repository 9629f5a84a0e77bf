#include "editor/saved_files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>

#include "validation/validate.h"

namespace sandtable::editor {

std::vector<SavedFile> savedFiles(const LoadedDocument& doc, const std::string& path) {
  std::vector<SavedFile> out;
  if (doc.kind == DocumentKind::Scenario && doc.scenario) {
    const Scenario& s = *doc.scenario;
    if (!s.inlineMap && s.map)
      out.push_back({(std::filesystem::path(path).parent_path() / s.mapPath).generic_string(),
                     writeMap(*s.map, s.map->fileComment)});
    out.push_back({path, writeScenario(s, doc.headerComment)});
  } else if (doc.map) {
    out.push_back({path, writeMap(*doc.map, doc.kind == DocumentKind::Map ? doc.headerComment
                                                                          : std::string())});
  }
  return out;
}

Diagnostics validateAsSaved(const LoadedDocument& doc, const std::string& path) {
  return validateAsSaved(savedFiles(doc, path));
}

Diagnostics validateAsSaved(const std::vector<SavedFile>& files) {
  if (files.empty()) return {};
  return validateDocument(readAsSaved(files));
}

LoadedDocument readAsSaved(const std::vector<SavedFile>& files) {
  if (files.empty()) return {};
  FileTexts given;
  for (std::size_t i = 0; i + 1 < files.size(); ++i) given[files[i].path] = files[i].text;
  return loadDocumentFromText(files.back().text, files.back().path, ReadPath::Fast, given);
}

namespace {

constexpr std::uintmax_t kMaxScenarioBytes = 4 << 20;  // a scenario file is far smaller

std::optional<std::string> readText(const std::filesystem::path& path) {
  std::error_code error;
  const std::uintmax_t size = std::filesystem::file_size(path, error);
  if (error || size > kMaxScenarioBytes) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b) {
  std::error_code error;
  return std::filesystem::weakly_canonical(a, error) == std::filesystem::weakly_canonical(b, error);
}

}  // namespace

Diagnostics validateScenariosUsing(const SavedFile& map, std::size_t limit) {
  namespace fs = std::filesystem;
  Diagnostics out;
  const fs::path mapPath(map.path);
  const std::string mapName = mapPath.filename().string();
  std::error_code error;
  std::vector<fs::path> scenarios;
  for (const fs::directory_entry& entry : fs::directory_iterator(mapPath.parent_path(), error)) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 14 && name.ends_with(".scenario.yaml") && entry.is_regular_file(error))
      scenarios.push_back(entry.path());
  }
  std::sort(scenarios.begin(), scenarios.end());
  std::size_t read = 0;
  for (const fs::path& path : scenarios) {
    if (read == limit) break;
    const std::optional<std::string> text = readText(path);
    // Only a scenario that names the map's file can use it: the others are not read.
    if (!text || text->find(mapName) == std::string::npos) continue;
    const LoadedDocument doc = readAsSaved({map, {path.generic_string(), *text}});
    if (!doc.scenario || doc.scenario->inlineMap ||
        !sameFile(path.parent_path() / doc.scenario->mapPath, mapPath))
      continue;
    ++read;
    const std::string lead = "scenario " + path.filename().string() + ", which uses this map: ";
    const Diagnostics found = validateDocument(doc);
    for (const Diagnostic& d : found.all()) {
      if (!sameFile(d.file, path)) continue;  // the map's own findings are the map's validation's
      Diagnostic& copy = out.add(d.severity, d.code, {d.file, d.line, d.column}, lead + d.message, d.fix);
      copy.rule = d.rule;
      copy.locations = d.locations;
    }
  }
  return out;
}

}  // namespace sandtable::editor
