// The designer's own assertions (`checks:` in a scenario, docs/formats.md 4.7): every `reach` and
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

// Whether a los check's expectation holds for a result, and the expectation in words.
// `count` is the hindrance on hex and card maps, the smoke templates crossed on tables;
// `before` and `after` frame the number in the text ("with hindrance 2", "through 2 smoke").
bool losExpectationHolds(const LosCheck& c, bool clear, int count);
std::string losExpectationText(const LosCheck& c, const std::string& before, const std::string& after);

}  // namespace sandtable
