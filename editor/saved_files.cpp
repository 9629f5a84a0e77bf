#include "editor/saved_files.h"

#include <algorithm>
#include <filesystem>

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

// The form in which two paths to one file compare equal (links and "..", resolved).
std::filesystem::path sameFileKey(const std::filesystem::path& p) {
  std::error_code error;
  return std::filesystem::weakly_canonical(p, error);
}

}  // namespace

Diagnostics validateScenariosUsing(const SavedFile& map, std::size_t limit) {
  namespace fs = std::filesystem;
  Diagnostics out;
  const fs::path mapPath(map.path);
  const fs::path mapFile = sameFileKey(mapPath);
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
    std::string text;
    // Only a scenario that names the map's file can use it: the others are not read.
    if (!readTextFile(path, text, nullptr) || text.find(mapName) == std::string::npos) continue;
    const LoadedDocument doc = readAsSaved({map, {path.generic_string(), text}});
    if (!doc.scenario || doc.scenario->inlineMap || sameFileKey(path.parent_path() / doc.scenario->mapPath) != mapFile)
      continue;
    ++read;
    const std::string lead = "scenario " + path.filename().string() + ", which uses this map: ";
    const fs::path scenarioFile = sameFileKey(path);
    const Diagnostics found = validateDocument(doc);
    for (const Diagnostic& d : found.all()) {
      if (sameFileKey(d.file) != scenarioFile) continue;  // the map's findings are the map's validation's
      Diagnostic& copy = out.add(d.severity, d.code, {d.file, d.line, d.column}, lead + d.message, d.fix);
      copy.rule = d.rule;
      copy.locations = d.locations;
    }
  }
  return out;
}

}  // namespace sandtable::editor
