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

// A map edited on its own is checked against the scenarios beside it that use it: every
// `*.scenario.yaml` in the map's folder whose `map:` is this file, read with the map as saved
// (`map`, its saved text) in place of the file on disk. The scenarios' own findings come back,
// each message led by the scenario it is in (the map's are the map's validation's). A card
// border edited on a bare map broke a scenario's LOS assertion, seen only when the scenario
// was opened (walk 9). At most `limit` scenarios are read, in name order.
Diagnostics validateScenariosUsing(const SavedFile& map, std::size_t limit = 8);

}  // namespace sandtable::editor
