// Diagnostics out: the text, JSON, SARIF and JUnit forms of a validation report (cli.md).
#pragma once

#include <string>

#include "model/diagnostics.h"

namespace sandtable {

enum class ReportFormat { Text, Json, Sarif, Junit };

// `file` is the document that was checked (the report's subject).
std::string formatReport(const Diagnostics& diagnostics, const std::string& file, ReportFormat format);

// "2 errors, 1 warning"
std::string summaryLine(const Diagnostics& diagnostics);

}  // namespace sandtable
