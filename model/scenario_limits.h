// The reader's limits on a scenario's numbers (docs/formats.md section 4): turns (of the game,
// an arrival, sudden death, a reach check's within_turns) and VP, either sign. The editor
// refuses an edit past them, so that what it saves reads back.
#pragma once

namespace sandtable {

inline constexpr int kMaxTurns = 10000;
inline constexpr int kMaxVp = 1000;
// Tables: a side's break point (percent) and points limit.
inline constexpr int kMaxBreakPoint = 100;
inline constexpr int kMaxPointsLimit = 1000000;

}  // namespace sandtable
