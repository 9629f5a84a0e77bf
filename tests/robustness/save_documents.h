// The two documents robustness_save_loop alternates between: the same generated-looking map
// with different names, a few MB each, so that one save takes long enough to be interrupted.
#pragma once

#include <string>

namespace sandtable::test {

inline std::string saveDocument(int which) {
  constexpr int kSide = 1000;  // 2 MB, the most locations a map may have
  std::string text =
      "sandtable: 1\nkind: map\nid: saved\nname: Version " + std::string(which == 0 ? "A" : "B") +
      "\nruleset: fighting-formations\ngrid: {type: hex, orientation: flat, stagger: "
      "odd, columns: 1000, rows: 1000, labels: numeric}\n"
      "default: {terrain: open, level: 0}\nlevels:\n  rows:\n";
  const char level = which == 0 ? '1' : '2';
  for (int r = 0; r < kSide; ++r) {
    text += "    - \"";
    for (int c = 0; c < kSide; ++c) {
      text += (c + r) % 7 == 0 ? level : '0';
      text += c + 1 < kSide ? " " : "\"\n";
    }
  }
  return text;
}

}  // namespace sandtable::test
