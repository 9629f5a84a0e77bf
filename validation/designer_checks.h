// The designer's own assertions (`checks:` in a scenario, format.md 3): every `reach` and
// `los` assertion is evaluated; a failed one is an error that says what was expected, what
// was found and why.
#pragma once

#include <span>

#include "model/diagnostics.h"
#include "model/scenario.h"
#include "validation/reach.h"
#include "validation/source_marks.h"

namespace sandtable {

// Codes: reach-assertion-failed, los-assertion-failed (errors).
void checkReachAssertions(const Scenario& s, std::span<const ReachGraph> graphs,
                          const SourceMarks& marks, Diagnostics& out);
void checkLosAssertions(const Scenario& s, const SourceMarks& marks, Diagnostics& out);

}  // namespace sandtable
