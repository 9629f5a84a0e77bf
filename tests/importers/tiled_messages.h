// What the Tiled tests ask of an import's diagnostics: all of them as text (for a failing
// check's message) and the first with a given code.
#pragma once

#include <string>

#include "model/diagnostics.h"

namespace sandtable::test {

inline std::string allMessages(const Diagnostics& d) {
  std::string out;
  for (const auto& x : d.all()) out += formatDiagnostic(x) + "\n";
  return out;
}

inline const Diagnostic* find(const Diagnostics& d, const std::string& code) {
  for (const auto& x : d.all())
    if (x.code == code) return &x;
  return nullptr;
}

}  // namespace sandtable::test
