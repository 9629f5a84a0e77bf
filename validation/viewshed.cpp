#include "validation/viewshed.h"

#include <algorithm>

namespace sandtable {

int Viewshed::visibleCount() const {
  return static_cast<int>(std::count(visible.begin(), visible.end(), std::uint8_t{1}));
}

void computeViewshed(const LosContext& ctx, int from, Viewshed& out) {
  const auto size = static_cast<std::size_t>(ctx.size());
  out.from = from;
  out.visible.assign(size, 0);
  out.hindrance.assign(size, -1);
  out.obscured.assign(size, 0);
  for (int to = 0; to < ctx.size(); ++to) {
    const LosResult r = lineOfSight(ctx, from, to);
    if (!r.clear) continue;
    const auto i = static_cast<std::size_t>(to);
    out.visible[i] = 1;
    out.hindrance[i] = static_cast<std::int16_t>(r.hindrance);
    out.obscured[i] = r.obscured ? 1 : 0;
  }
}

Viewshed computeViewshed(const LosContext& ctx, int from) {
  Viewshed v;
  computeViewshed(ctx, from, v);
  return v;
}

}  // namespace sandtable
