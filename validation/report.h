// Diagnostics out: the text, JSON, SARIF and JUnit forms of a validation report (docs/cli.md).
#pragma once

#include <string>
#include <vector>

#include "model/diagnostics.h"

namespace sandtable {

enum class ReportFormat { Text, Json, Sarif, Junit };

// One document that `validate` checked: the path as given, what it found (its own problems and
// those of the documents it refers to, e.g. a scenario's map) and how long that took.
struct CheckedDocument {
  std::string path;
  Diagnostics diagnostics;
  bool unreadable = false;  // not a readable Sandtable document (exit code 2)
  double seconds = 0;
};

struct ReportOptions {
  ReportFormat format = ReportFormat::Text;
  bool strict = false;        // warnings fail too (JUnit shows them as failing cases)
  bool includeNotes = false;  // SARIF: keep infos as "note" results
  std::string toolVersion;    // SARIF tool.driver.version
  std::string
      helpBase;  // SARIF: absolute URL of the docs folder ("https://.../docs/"); empty: no helpUri
  std::string category;    // SARIF runs[].automationDetails.id
  std::string sourceRoot;  // SARIF %SRCROOT%: an absolute folder; empty: the working folder
};

// The report of one run over `documents`. A finding reached from several documents (a map
// shared by two scenarios) is reported once, with the first document that reached it.
// `warnings` (when given) receives what the caller should tell the user on stderr, e.g. a file
// outside the SARIF source root.
std::string formatReport(const std::vector<CheckedDocument>& documents,
                         const ReportOptions& options,
                         std::vector<std::string>* warnings = nullptr);

// The report of a single document (`file`) with default options.
std::string formatReport(const Diagnostics& diagnostics, const std::string& file,
                         ReportFormat format, bool strict = false);

// "2 errors, 1 warning"
std::string summaryLine(const Diagnostics& diagnostics);

}  // namespace sandtable
