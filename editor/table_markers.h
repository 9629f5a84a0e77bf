// Markers placed on a table map (smoke, fire: the ruleset's `markers`), as the table tools edit
// them: put one down at a point, find the one under the cursor, move and remove one. Pure
// functions on a TableEditBuilder's working copy, like table_shapes.h; they refuse what the
// reader would (a marker off the table) with the reason and change nothing.
#pragma once

#include <string>

#include "editor/table_edit.h"

namespace sandtable::editor {

// A marker of ruleset marker type `type` centred at `at` (its default template), with the
// next free id of that type ("smoke-2").
std::string addMarker(TableEditBuilder& edit, int type, TablePoint at);
// The topmost marker whose template covers `p` (or within `tol` of a marker without one), or -1.
int markerAt(const Map& map, TablePoint p, double tol);
std::string moveMarker(TableEditBuilder& edit, int index, double dx, double dy);
std::string deleteMarker(TableEditBuilder& edit, int index);

}  // namespace sandtable::editor
