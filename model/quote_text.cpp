#include "model/quote_text.h"

namespace sandtable {

std::string quoteText(std::string_view text) {
  std::string out = "'";
  std::size_t characters = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    const bool continuation = (c & 0xC0) == 0x80;  // inside a UTF-8 character: never cut there
    if (!continuation && characters++ == kMaxQuotedChars) {
      out += "...";
      break;
    }
    if (c == 0) {
      out += "\\0";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20 || c == 0x7F) {
      static const char* const hex = "0123456789abcdef";
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 0xF];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "'";
}

}  // namespace sandtable
