// The registry of diagnostic codes: every code a reader, an importer or a check can give a
// diagnostic, with a one-line summary. Each code has a section of docs/checks.md whose heading
// is the code itself, so its GitHub-style anchor is the code too (lower case, digits and
// hyphens are kept as they are). Diagnostics cite that section when no rulebook rule applies,
// SARIF reports give it as the rule's helpUri and the editor's Issues panel links to it.
// tests/validation/tst_diagnostic_docs.cpp checks that every code the sources emit is listed here
// and that docs/checks.md has a section for each.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace sandtable {

struct DiagnosticCode {
  std::string_view id;       // "trapped-region"
  std::string_view summary;  // what the code reports, in one sentence without a full stop
};

// All codes, sorted by id.
std::span<const DiagnosticCode> diagnosticCodes();

// nullptr for a code that is not registered.
const DiagnosticCode* findDiagnosticCode(std::string_view id);

// The page that explains the codes, relative to the project root.
inline constexpr std::string_view kChecksDocPath = "docs/checks.md";

// "docs/checks.md#trapped-region": the section that explains `code`; the page alone
// ("docs/checks.md") for a code that is not registered.
std::string diagnosticDocsPath(std::string_view code);

}  // namespace sandtable
