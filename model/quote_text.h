// How messages quote text taken from a document.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sandtable {

// Text from a document as a message quotes it: in single quotes, control characters shown
// as escapes (\0, \n, \x1b), and cut after kMaxQuotedChars characters with "..." - so that a
// document naming the wrong file, or a value thousands of characters long, cannot paste that
// text into a report, a SARIF log or a CI page. Every message that quotes user text uses it.
inline constexpr std::size_t kMaxQuotedChars = 60;
std::string quoteText(std::string_view text);

}  // namespace sandtable
