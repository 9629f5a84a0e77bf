// Shared by the single query (table_los.cpp) and the viewshed (table_viewshed.cpp), so that
// both give one verdict from one piece of code.
#pragma once

#include "validation/table_los.h"

namespace sandtable {

// The verdict for PQ (length `len`, within range) once ctx.scratch() holds the candidate
// pieces in file order (a superset of those PQ meets) with coversP / coversQ filled.
TableSight tableSightOfCandidates(const TableLosContext& ctx, TablePoint p, TablePoint q, double len);

}  // namespace sandtable
