// Checks on a document's text that yaml-cpp would get wrong, made before it parses: bytes it
// misreads with a message that names something else, aliases that make the tree endless or
// enormous, and a second document it would leave out (yaml_aliases.h).
#pragma once

#include <string_view>

#include "model/yaml_reader.h"

namespace sandtable {

// False, with the problem reported at its line and column, when the text has a NUL byte, a
// line that ends in a carriage return alone, an alias that cannot be expanded or a second
// document.
bool yamlTextSound(std::string_view text, ReadContext& ctx);

}  // namespace sandtable
