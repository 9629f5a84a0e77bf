// docs/checks.md as the binary carries it (embedded at build time), and each code's section of
// it: the help SARIF reports give for a rule is the text of the page, never a copy that drifts.
#pragma once

#include <string>
#include <string_view>

namespace sandtable {

// The whole of docs/checks.md.
std::string_view checksDocText();

// The Markdown of the section headed `## CODE`, without the heading; empty when there is none.
std::string_view checkSection(std::string_view code);

// The section's first paragraph as plain text ("Error. The text is not valid YAML: ..."):
// emphasis and code marks dropped, links reduced to their text, lines joined.
std::string checkSummary(std::string_view code);

// Markdown as plain text, as checkSummary does it, for a whole section.
std::string plainText(std::string_view markdown);

}  // namespace sandtable
