// The built-in rulesets, compiled in from resources/rulesets/ by CMake (embed_rulesets.cmake).
#pragma once

#include <string_view>

namespace sandtable {

struct BuiltinRuleset {
  std::string_view id;
  std::string_view text;
};

extern const BuiltinRuleset kBuiltinRulesets[];
extern const int kBuiltinRulesetCount;

}  // namespace sandtable
