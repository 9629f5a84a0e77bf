// The designer's `los` checks of a table scenario. Sight on a measured table (dead ground,
// see-in, obstacle heights) is not part of this version: rather than pass them silently, each
// is reported as not verified, so a designer never takes an unchecked claim for a checked one.
// The `reach` checks are verified (table_scenario_reach.cpp).
#include "validation/table_checks.h"

namespace sandtable {

void reportUnverifiedTableAssertions(const Scenario& s, const SourceMarks& marks, Diagnostics& out) {
  const auto report = [&](const char* list, int line, const std::string& from, const std::string& to) {
    out.add(Severity::Info, "check-not-verified", marks.itemOnLine({"checks", list}, line),
            std::string("the ") + list + " check from " + from + " to " + to +
                " is kept but not verified: this version computes " + list + " on hex and card maps only",
            "verify it on the table by hand for now");
  };
  for (const LosCheck& c : s.losChecks) report("los", c.line, c.from, c.to);
}

}  // namespace sandtable
