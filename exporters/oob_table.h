// One side's order of battle as the game prints it: a row per unit with its name, count,
// set-up or arrival in words and VP, then one column per ruleset field that some unit of the
// side uses, headed by the field's label (model/ruleset.h: the editor's OOB table shows the
// same). Free-text fields (weapons, special rules) read as lines under the unit's name, and
// columns that do not fit the page's width continue in a second table under the first.
#pragma once

#include <QFont>
#include <QString>

#include "model/scenario.h"

namespace sandtable {

// `width` is the text column's width in points; `font` the table's font.
QString oobTableHtml(const Scenario& s, const SideOob& oob, double width, const QFont& font);

// The columns the table prints for `oob`: the fields of the scenario's ruleset that some unit
// uses and that are not hidden from booklets, in ruleset order, then any field the ruleset
// does not define (a warning when checked), titled from its id.
std::vector<UnitField> oobColumns(const Scenario& s, const SideOob& oob);

// A stat as printed: a mark for true, a dash for false, the rest as written.
QString statText(const UnitField& f, const std::string& value);

}  // namespace sandtable
