// Pieces the LOS models share (not part of the public API).
#pragma once

#include <array>

#include "validation/los.h"

namespace sandtable::los_detail {

// What one hex of a step would do to the line on its own.
struct HexVerdict {
  LosCause cause = LosCause::None;
  int hindrance = 0;  // terrain hindrance it would count (crest-levels)
  bool blocks() const { return cause != LosCause::None; }
};

// A pair step (the line runs along the hexside between two hexes or through a vertex):
// the ruleset's `hexside_rule` (docs/formats.md 2.2) decides. `either` blocks when either hex would
// and hinders with the larger value; `both` blocks only when both would and hinders with the
// smaller value, where a hex that would block (but is outvoted) does not lower the other's
// hindrance.
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

// Calls fn(hexside, effect) for each hexside with a feature that the step crosses, leaving
// out those on a hexside of the end hexes S and T (they do not count: docs/rulesets.md, Line of
// sight). Returns false as soon as fn does (the line is blocked), true otherwise.
template <class Fn>
inline bool forEachCrossedFeatureHexside(const LosContext& ctx, const HexLineStep& step, int from,
                                         int to, Fn&& fn) {
  const LosContext::Cell* cells = ctx.cells();
  if (!nearHexsideFeature(cells, step)) return true;
  std::array<CrossedHexside, 3> crossed;
  const int count = step.crossedHexsides(crossed);
  for (int k = 0; k < count; ++k) {
    const CrossedHexside& h = crossed[static_cast<std::size_t>(k)];
    if (!((cells[h.from].hexsideMask >> h.dir) & 1u)) continue;
    if (h.from == from || h.to == from || h.from == to || h.to == to) continue;
    if (!fn(h, ctx.hexside(h.from, h.dir))) return false;
  }
  return true;
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
