// Scenario checks that need the whole model: turns, setups and arrivals against the map and
// the units' mobility, stacking, and whether each side can get where it scores. The reader
// has already reported unknown sides/zones, off-map locations and bad OOB stats.
#pragma once

#include <span>

#include "model/diagnostics.h"
#include "model/scenario.h"
#include "validation/reach.h"
#include "validation/source_marks.h"

namespace sandtable {

// Check codes:
//   arrival-after-end       error    a reinforcement arrives after the last turn
//   sudden-death-after-end  warning  sudden death after the last turn never happens
//   side-without-units      warning  a side with no OOB entry
//   empty-zone              warning  a zone that resolves to no location
//   setup-impassable        error    no setup location can hold the unit (its mobility: X)
//   setup-hex-impassable    warning  a hex listed for a unit's setup that it cannot occupy
//   arrival-impassable      error    a reinforcement zone the unit cannot enter anywhere
//   stacking-limit          error    card rulesets: a side's steps/vehicles set up or arriving
//                                    in a place exceed limits.per_card x its cards
//   objective-unreachable   error    no unit of a side that scores an objective can reach it
//   objective-too-far       warning  the fastest such unit needs more turns than remain
//   exit-unreachable        error    no unit of the exiting side can reach the exit zone
// `graphs` holds one reach graph per mobility class of the scenario's ruleset.
void checkScenario(const Scenario& s, std::span<const ReachGraph> graphs, const SourceMarks& marks,
                   Diagnostics& out);

}  // namespace sandtable
