// Map proofing: what a publisher must fix (or knowingly accept) before printing a map. The
// reader has already reported dangling references and malformed data; these checks need the
// whole model (levels against the ruleset, slopes, hexside and road data, movement regions).
#pragma once

#include <span>

#include "model/diagnostics.h"
#include "model/map.h"
#include "validation/reach.h"
#include "validation/source_marks.h"

namespace sandtable {

// Check codes (each diagnostic also names the rule it enforces and suggests a fix):
//   level-out-of-range  error    a level outside the ruleset's levels min..max
//   level-spike/-pit    warning  one hex 2+ levels above (below) every neighbour: a typo, as
//                                hills rise one level at a time (a one-level knoll is fine)
//   steep-slope         info     a level change of steep_slope or more: impassable slope
//   crest-cliff         warning  crest-levels: neighbours 2+ levels apart (FF 24.5 contours)
//   duplicate-hexside   warning  the same feature listed twice on one hexside
//   road-steep-slope    warning  a road step across a steep slope: no class can follow it
//   road-impassable     warning  a road that ends (away from the map edge) on terrain no
//                                class can enter (through it, it is a bridge)
//   unenterable-hex     warning  a hex whose terrain some class could enter but no class can
//                                step into from any neighbour (walled in, slopes)
//   trapped-region      warning  hexes a mobility class can move into from the map's main
//                                region but not get back out of (once per region and class);
//                       info     the same for a closed pocket it cannot get into either
//   card-dark-hill      warning  a hill card (the `hill:` borders) dark on all four sides
// `graphs` holds one reach graph per mobility class of the map's ruleset.
void checkMap(const Map& map, std::span<const ReachGraph> graphs, const SourceMarks& marks,
              Diagnostics& out);

// Reports at most this many diagnostics of one code per map, then one summary line.
inline constexpr int kMaxReportsPerCode = 20;

}  // namespace sandtable
