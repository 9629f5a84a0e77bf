// The recovery file autosave writes: every file Save would write, so that a crash loses none
// of them (a scenario with its own map file is two: the map, then the scenario).
//
//   # sandtable-recovery: /maps/vaux.scenario.yaml        <- the document to reopen
//   # sandtable-recovery-file: /maps/vaux.map.yaml 812   <- a file it refers to, 812 bytes
//   <812 bytes of that file's text>
//   <the document's own text, to the end>
//
// A file of the first form only (the header, then the document) is what earlier versions wrote
// and still reads.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "editor/saved_files.h"
#include "model/document_io.h"

namespace sandtable::editor {

// `files` as savedFiles gives them (the document last).
std::string recoveryText(const std::vector<SavedFile>& files);

struct RecoveredFiles {
  std::string documentPath;  // empty when the header is missing
  std::string documentText;
  FileTexts others;  // the texts standing in for the files the document refers to
};
// Nothing when a part's length runs past the end of the text (a file cut short).
std::optional<RecoveredFiles> readRecoveryText(const std::string& text);

}  // namespace sandtable::editor
