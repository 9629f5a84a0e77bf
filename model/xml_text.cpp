#include "model/xml_text.h"

#include <cstdint>

namespace sandtable {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD in UTF-8

// The length of the valid UTF-8 sequence starting at text[i] and its code point; 0 when the
// bytes there are not valid UTF-8 (a stray continuation byte, a truncated or overlong sequence).
std::size_t utf8Sequence(std::string_view text, std::size_t i, std::uint32_t& codePoint) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  std::uint32_t minimum = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2, codePoint = lead & 0x1F, minimum = 0x80;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3, codePoint = lead & 0x0F, minimum = 0x800;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4, codePoint = lead & 0x07, minimum = 0x10000;
  } else {
    return 0;
  }
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    codePoint = (codePoint << 6) | (byte(i + k) & 0x3F);
  }
  return codePoint >= minimum && codePoint <= 0x10FFFF ? length : 0;
}

// XML 1.0's Char production, for the characters above ASCII.
bool allowedAboveAscii(std::uint32_t c) {
  return (c >= 0x80 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || c >= 0x10000;
}

}  // namespace

std::string xmlEscaped(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (static_cast<unsigned char>(c) >= 0x80) {
      std::uint32_t codePoint = 0;
      const std::size_t length = utf8Sequence(text, i, codePoint);
      if (length > 0 && allowedAboveAscii(codePoint)) {
        out.append(text.substr(i, length));
        i += length;
      } else {
        out += kReplacement;
        i += length > 0 ? length : 1;
      }
      continue;
    }
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\t':
        out += "&#9;";
        break;
      case '\n':
        out += "&#10;";
        break;
      case '\r':
        out += "&#13;";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20)
          out += kReplacement;
        else
          out += c;
    }
    ++i;
  }
  return out;
}

}  // namespace sandtable
