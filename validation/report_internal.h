// What the report formats share: the findings of a run, each once, with a name that stays the
// same when the document is edited elsewhere (JUnit test names, SARIF fingerprints).
#pragma once

#include <string>
#include <vector>

#include "validation/report.h"

namespace sandtable::report {

struct Finding {
  const Diagnostic* diagnostic = nullptr;
  std::string file;          // the file the finding is in (the document's path when it has none)
  std::string stableName;    // "not-adjacent B2/D3", "unknown-id wods (2)"
  std::string subjectName;   // the same without the count: "unknown-id wods"
  int occurrence = 1;        // 2 for the second finding of that name in its file
  bool unreadable = false;   // part of why its document could not be read (exit code 2)
  std::size_t document = 0;  // index of the first document that reached it
};

// The findings of all documents in order, each (file, position, code, message) once; a
// document's path first appears in `files` even when it has no finding, then each other file in
// order of first finding.
struct Findings {
  std::vector<Finding> items;
  std::vector<std::string> files;
  std::vector<std::string> documentFiles;  // each document's path, normalized as `files` are
};
Findings collectFindings(const std::vector<CheckedDocument>& documents);

// The message as one or more full sentences, the fix as a second one: "B2 and D3 are not
// adjacent. Fix: name two hexes that touch."
std::string sentence(const std::string& text);
std::string messageWithFix(const Diagnostic& d);

std::string junitReport(const std::vector<CheckedDocument>& documents, const Findings& findings,
                        const ReportOptions& options);
std::string sarifReport(const Findings& findings, const ReportOptions& options,
                        std::vector<std::string>* warnings);

}  // namespace sandtable::report
