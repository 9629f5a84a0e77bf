// The checks of a table scenario that need movement (tables spec 6): the designer's `reach`
// checks, objectives each side must take, reserves coming on and exits. Costs are the lower
// bound of table_reach.h, so a finding here is a real problem, never an artefact of the bound.
#pragma once

#include <optional>

#include "model/diagnostics.h"
#include "model/scenario.h"
#include "validation/source_marks.h"

namespace sandtable {

// A unit's speed in move points per turn: its `speed` stat. In a Force on Force style ruleset
// (blockers sight) `speed` is the Tactical move in table units, so it is divided by the open
// rate (the ruleset's notes: rates road 1, open 1, difficult 0.5, speed = Tactical move).
std::optional<double> tableSpeedMp(const Scenario& s, const OobEntry& e);

// Codes:
//   reach-assertion-failed  error    a designer `reach` check that does not hold
//   objective-unreachable   error    no unit of a side that scores an objective can get within
//                                    its radius from where it sets up or arrives
//   objective-too-far       warning  the fastest such unit needs more turns than remain
//   arrival-cut-off         error    a reserve or reinforcement whose arrival place is closed
//                                    in: it cannot get one turn's move (at least 1 MP) out
//   exit-unreachable        error    no unit of the exiting side can reach the exit zone of
//                                    the victory conditions or its side's exit point
void checkTableReach(const Scenario& s, const SourceMarks& marks, Diagnostics& out);

}  // namespace sandtable
