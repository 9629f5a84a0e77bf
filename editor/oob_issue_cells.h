// Which cell of the OOB table a finding of the validation is about, so that the table marks
// exactly what the Issues panel lists (one source: the diagnostics of the saved text). A
// finding is placed by its position in that text: at a value of an entry, that value's column;
// anywhere else in an entry (its id, a key the reader does not know), the entry's Id cell; a
// required stat that is missing, that stat's column.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostics.h"
#include "model/scenario.h"

namespace sandtable::editor {

struct OobCellRef {
  std::string side;     // the side's id
  int row = -1;         // the entry's index in the side's list
  std::string entryId;  // the entry's id, to match the table's row after an edit
  int column = 0;       // OobTableModel::Column, or FirstField + the unit field's index
};

// One answer per diagnostic of `diagnostics`: the OOB cell it points at in `text` (the
// scenario as saved at `file`, which `scenario` was read from), or nullopt.
std::vector<std::optional<OobCellRef>> oobCellsOf(const std::vector<Diagnostic>& diagnostics,
                                                  const std::string& file, std::string_view text,
                                                  const Scenario& scenario);

}  // namespace sandtable::editor
