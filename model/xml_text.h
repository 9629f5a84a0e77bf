// Text for XML 1.0 documents: the one escaping function every XML writer of the project uses
// (the JUnit report, the Tiled exporter), so that what they write is always well-formed.
#pragma once

#include <string>
#include <string_view>

namespace sandtable {

// `text` (UTF-8) made safe for XML 1.0 element content and double-quoted attribute values:
// `& < > "` become entities; tab, line feed and carriage return become character references
// (`&#9;`, `&#10;`, `&#13;`) so attribute values keep them; characters XML 1.0 forbids (the
// other C0 controls such as a vertical tab, U+FFFE, U+FFFF, lone surrogates) and bytes that are
// not valid UTF-8 become U+FFFD, the replacement character.
std::string xmlEscaped(std::string_view text);

}  // namespace sandtable
