// Viewsheds: every location seen from one location (the renderer's overlay, `sandtable
// viewshed`). One LOS query per location over a shared LosContext; no allocation once the
// output buffers exist.
#pragma once

#include <cstdint>
#include <vector>

#include "validation/los.h"

namespace sandtable {

struct Viewshed {
  int from = -1;
  std::vector<std::uint8_t> visible;    // per location: 1 when seen from `from` (itself included)
  std::vector<std::int16_t> hindrance;  // per location: the hindrance of a visible line, or -1
  std::vector<std::uint8_t> obscured;   // per location: 1 when the visible line is obscured
  int visibleCount() const;
};

// Fills `out` (reusing its buffers) with what `from` sees.
void computeViewshed(const LosContext& ctx, int from, Viewshed& out);
Viewshed computeViewshed(const LosContext& ctx, int from);

}  // namespace sandtable
