// Checking one order-of-battle stat against its ruleset unit field. The reader reports these
// problems as diagnostics and the editor's OOB table marks the cell with the same words, so
// both go through this one function.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "model/ruleset.h"

namespace sandtable {

// The unit field that says how far a unit moves in a turn (docs/formats.md: a number field
// with this id): the movement checks read it, and the reader warns of a 0.
inline constexpr std::string_view kSpeedField = "speed";

struct StatProblem {
  std::string code;     // diagnostic code: wrong-type, bad-value, unknown-id, out-of-range
  std::string message;  // a full sentence that starts with `what`
};

// The problem of `value` for `field`, or nothing when it is valid. `what` names the value in
// the message, e.g. "'speed' of OOB entry 'rifles'".
std::optional<StatProblem> statProblem(const UnitField& field, const Ruleset& rules,
                                       std::string_view value, std::string_view what);

// A value `field` takes that a new entry starts with, so that a row just added reads back: the
// first of its list (an enum; a mobility field: the ruleset's first class), its minimum or 0 (a
// number), false (a flag); nothing for a text, which has no sensible default.
std::optional<std::string> defaultStatValue(const UnitField& field, const Ruleset& rules);

// The message for a required field that an entry lacks.
std::string missingStatMessage(const UnitField& field, const Ruleset& rules,
                               std::string_view entry);

}  // namespace sandtable
