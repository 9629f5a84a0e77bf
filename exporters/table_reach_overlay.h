// The cost field of `sandtable reach --png` on a table: every cell of the reach grid coloured
// by its band of cost (one band per turn with a speed, else per move point), unreachable cells
// greyed, drawn over the terrain and under the zones. Internal to the exporters.
#pragma once

#include "exporters/map_paint.h"

namespace sandtable {

void paintTableCostField(const MapPaint& mp);

}  // namespace sandtable
