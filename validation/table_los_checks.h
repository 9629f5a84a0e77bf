// The sight checks of a table scenario: the designer's `los` checks, verified on the table
// (tables spec 5), and Focused Firepower's hidden ERPs. Each code is described in
// docs/checks.md.
#pragma once

#include "model/diagnostics.h"
#include "model/scenario.h"
#include "validation/source_marks.h"

namespace sandtable {

//   los-assertion-failed  error    a designer's los check that does not hold on the table
//                                  (the message gives the deciding piece, the measure and
//                                  the rule); `expect: {hindrance: N}` is read as clear with
//                                  N smoke templates
//   erp-visible           warning  dead-ground model: a side's ERP seen (clear, or through
//                                  smoke) from the centroid of a zone an enemy side sets up in
void checkTableLosAssertions(const Scenario& s, const SourceMarks& marks, Diagnostics& out);

}  // namespace sandtable
