// Pieces the LOS models share (not part of the public API).
#pragma once

#include "validation/los.h"

namespace sandtable::los_detail {

// What one hex of a step would do to the line on its own.
struct HexVerdict {
  LosCause cause = LosCause::None;
  int hindrance = 0;  // terrain hindrance it would count (crest-levels)
  bool blocks() const { return cause != LosCause::None; }
};

// A pair step (the line runs along the hexside between two hexes or through a vertex):
// los.md's `hexside_rule` decides. `either` blocks when either hex would and hinders with the
// larger value; `both` blocks only when both would and hinders with the smaller value, where a
// hex that would block (but is outvoted) does not lower the other's hindrance.
struct PairOutcome {
  bool blocked = false;
  int blocker = 0;  // 0 or 1: the hex named as blocking
  int hindrance = 0;
  int hinderer = 0;  // 0 or 1: the hex the hindrance comes from
};

// Whether any hex the line just stepped from or into has a hexside feature: most steps have
// none, and then crossedHexsides() need not be worked out.
inline bool nearHexsideFeature(const LosContext::Cell* cells, const HexLineStep& step) {
  unsigned mask = 0;
  for (std::size_t w = 0; w < 2; ++w) {
    const int cur = step.loc[w], prev = step.prevLoc[w];
    if (cur >= 0) mask |= cells[cur].hexsideMask;
    if (prev >= 0) mask |= cells[prev].hexsideMask;
  }
  return mask != 0;
}

inline PairOutcome combinePair(HexsideRule rule, const HexVerdict& v0, const HexVerdict& v1) {
  PairOutcome out;
  if (rule == HexsideRule::Either) {
    if (v0.blocks() || v1.blocks()) {
      out.blocked = true;
      out.blocker = v0.blocks() ? 0 : 1;
      return out;
    }
    out.hinderer = v1.hindrance > v0.hindrance ? 1 : 0;
    out.hindrance = out.hinderer ? v1.hindrance : v0.hindrance;
    return out;
  }
  if (v0.blocks() && v1.blocks()) {
    out.blocked = true;
    return out;
  }
  if (v0.blocks()) {
    out.hindrance = v1.hindrance;
    out.hinderer = 1;
  } else if (v1.blocks()) {
    out.hindrance = v0.hindrance;
  } else {
    out.hinderer = v1.hindrance < v0.hindrance ? 1 : 0;
    out.hindrance = out.hinderer ? v1.hindrance : v0.hindrance;
  }
  return out;
}

}  // namespace sandtable::los_detail
