// Diagnostics out: the text, JSON, SARIF and JUnit forms of a validation report (docs/cli.md).
#pragma once

#include <string>

#include "model/diagnostics.h"

namespace sandtable {

enum class ReportFormat { Text, Json, Sarif, Junit };

// `file` is the document that was checked (the report's subject). `strict` (validate
// --strict) makes warnings fail too, which JUnit shows as failing test cases.
std::string formatReport(const Diagnostics& diagnostics, const std::string& file, ReportFormat format,
                         bool strict = false);

// "2 errors, 1 warning"
std::string summaryLine(const Diagnostics& diagnostics);

}  // namespace sandtable
