// Checks of miniatures tables and their scenarios (Focused Firepower, Force on Force). The
// reader has already reported malformed shapes, features, zones, points, objectives, set-ups
// and markers off the table (or partly off it), duplicate and unknown ids and bad stats;
// these checks need the whole document. Each code is described in docs/checks.md.
#pragma once

#include "model/diagnostics.h"
#include "model/map.h"
#include "model/scenario.h"
#include "validation/source_marks.h"

namespace sandtable {

// Table map codes:
//   table-too-small            warning  smaller than the ruleset's table.min_size, whichever
//                                       way round the table is turned
//   table-below-preferred-size info     smaller than its preferred_size (the same way)
//   table-unit-mismatch        warning  the map measures in another unit than the ruleset
//                                       (sizes are compared after converting)
void checkTableMap(const Map& map, const SourceMarks& marks, Diagnostics& out);

// Table scenario codes, for every table ruleset:
//   side-without-units         warning  a side with no OOB entry
//   arrival-after-end          error    a reserve's ETA (reinforcement turn) after the last turn
//   edge-zone-too-deep         warning  an edge zone whose depth reaches across the table
//   setup-impassable           error    a set-up point in terrain X for the unit's mobility,
//                                       or a set-up zone/shape with no point it can stand on
//   arrival-impassable         error    the same for where a reserve or reinforcement arrives
//   points-over-limit          error    count x `points` stat of a side's OOB over its
//                                       points_limit (rulesets with a `points` unit field)
//   fire-order-unknown-firer   error    a fire order whose firer is no OOB entry of its side
//   fire-order-after-end       error    a fire order for a turn after the last
//   fire-order-off-table       error    a fire order whose target is off the table
//   hot-spot-numbering         error    hot spots not numbered 1..N once each
//   hot-spots-too-close        error    two hot spots less than 6" apart
//   hot-spot-off-table         warning  part of a hot spot's 4" placement circle is off the table
//   hot-spot-impassable        error    no mobility class can stand anywhere in that circle
//   eta-not-on-trp             warning  an `eta` on a scenario point that is not a TRP
//   eta-after-end              error    a TRP's ETA after the last turn
// Hot spots are Force on Force's reinforcement points, and ETAs Focused Firepower's reserve
// times; a scenario that writes either follows its rules whatever its ruleset.
// Focused Firepower codes, for rulesets whose sight model is dead-ground (the one that has
// the Command Map's ERP and TRP):
//   erp-missing                error    a side with no ERP
//   erp-too-far                error    an ERP more than 12" from its side's deployment (the
//                                       places its units set up in), or in a meeting
//                                       engagement from its friendly table edge
//   reserve-not-at-trp         error    a reserve that does not arrive at a TRP of its side
//   trp-not-on-edge            error    a TRP more than 0.5" from every table edge
// Distances the rulebooks give in inches are converted for tables measured in cm.
void checkTableScenario(const Scenario& s, const SourceMarks& marks, Diagnostics& out);

}  // namespace sandtable
