// Adds check diagnostics with their rule, locations and fix, and keeps one code from
// flooding a report: after kLimit findings of a code the rest are summed up in one line.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "model/diagnostics.h"

namespace sandtable {

// The `rule` of a check that no rulebook rule covers (the same check for every ruleset):
// its diagnostics cite the code's section of docs/checks.md.
inline constexpr const char* kCitesDocs = "";

class CheckReporter {
 public:
  static constexpr int kLimit = 20;
  explicit CheckReporter(Diagnostics& out) : out_(out) {}
  ~CheckReporter();  // adds the summaries

  // nullptr when the code has reached its limit (the finding is then only counted). An empty
  // `rule` cites the code's section of docs/checks.md (the rule where no rulebook has one).
  Diagnostic* add(Severity severity, const std::string& code, const SourcePosition& where,
                  std::string message, std::string rule, std::string fix,
                  std::vector<DiagnosticLocation> locations = {});

 private:
  struct Count {
    int reported = 0;
    int dropped = 0;
    Severity severity = Severity::Info;
    SourcePosition where;
  };
  Diagnostics& out_;
  std::map<std::string, Count> counts_;
};

inline DiagnosticLocation hexOrCard(bool cards, std::string label) {
  return {cards ? DiagnosticLocation::Kind::Card : DiagnosticLocation::Kind::Hex, std::move(label)};
}

}  // namespace sandtable
