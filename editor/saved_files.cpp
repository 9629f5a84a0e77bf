#include "editor/saved_files.h"

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

}  // namespace sandtable::editor
