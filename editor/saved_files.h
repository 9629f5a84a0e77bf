// What Save writes, and the editor's validation of exactly that: the Issues panel reports what
// `sandtable validate` would say of the saved files, reader errors included, before they exist.
#pragma once

#include <string>
#include <vector>

#include "model/diagnostics.h"
#include "model/document_io.h"

namespace sandtable::editor {

struct SavedFile {
  std::string path;
  std::string text;
};

// The files Save writes for `doc` kept at `path`, in the order it writes them: a scenario's own
// map file first (when its map is not inline), then the document itself.
std::vector<SavedFile> savedFiles(const LoadedDocument& doc, const std::string& path);

// Serialises `doc` as Save would at `path`, reads that text back through the reader (the map
// file's text given in place of the file on disk) and runs the checks on what was read: the
// reader's diagnostics and the checks', with positions in that text. An untitled document is
// read as if it were `path` (e.g. "untitled.map.yaml").
Diagnostics validateAsSaved(const LoadedDocument& doc, const std::string& path);
// The same for files already made by savedFiles (the document itself last).
Diagnostics validateAsSaved(const std::vector<SavedFile>& files);

// Files made by savedFiles read back through the reader, with the positions of that text.
LoadedDocument readAsSaved(const std::vector<SavedFile>& files);

}  // namespace sandtable::editor
