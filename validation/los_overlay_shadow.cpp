// The `overlay-shadow` model (docs/rulesets.md, overlay-shadow; seed 002 sections 8.0 Roads
// and 9.0).
#include <algorithm>

#include "validation/los_internal.h"

namespace sandtable {

using los_detail::HexVerdict;

namespace {

// A line along a straight road (8.0 Roads): S and T on one axis and every consecutive pair of
// hexes joined by a road hexside.
bool alongStraightRoad(const LosContext& ctx, int from, int to) {
  HexLine line(ctx.grid(), from, to);
  const int axis = line.axisDirection();
  if (axis < 0) return false;
  const unsigned ahead = 1u << axis, behind = 1u << ((axis + 3) % 6);
  if (!(ctx.cell(from).roadMask & ahead)) return false;
  line.next();
  while (line.next()) {
    const int x = line.step().first;
    if (x < 0) return false;
    const unsigned mask = ctx.cell(x).roadMask;
    if (!(mask & behind)) return false;
    if (line.index() < line.distance() && !(mask & ahead)) return false;
  }
  return true;
}

}  // namespace

LosResult overlayShadowLos(const LosContext& ctx, int from, int to) {
  const LosContext::Cell* cells = ctx.cells();
  LosResult result;
  result.from = from;
  result.to = to;
  // Smoke or blaze where the line starts or ends does not block; the target is obscured.
  auto smoky = [&](int x) { return (cells[x].flags & LosContext::kMarkerObstacle) != 0; };
  result.obscured = smoky(from) || smoky(to);
  if (from == to) return result;

  const int uFrom = cells[from].level, uTo = cells[to].level;
  const int hi = std::max(uFrom, uTo), lo = std::min(uFrom, uTo);
  auto block = [&](LosCause cause, int step, int location, int other, int index, int level) {
    result.clear = false;
    result.obscured = false;
    result.blockedBy = {cause, step, location, other, index, level, uFrom, uTo, 0};
  };

  const HexLineSetup line = setupHexLine(ctx.grid(), from, to);
  const int n = line.n;
  if (n <= 1) return result;
  // No top above the lower unit and nothing special around the line: clear without walking.
  if (n >= 3 && ctx.quietCount(from, to, lo + 1) == 0) return result;
  // The shadow falls on the lower unit's hex: only the step directly in front of it counts.
  const int shadowStep = uFrom < uTo ? 1 : (uFrom > uTo ? n - 1 : -1);
  // Obstacles (terrain, overlays, hexsides) do not count along a straight road; smoke and blaze
  // on the road still do, as they are not "surrounding" obstacles.
  const bool road = (cells[from].roadMask != 0) && alongStraightRoad(ctx, from, to);
  const bool hexsides = ctx.hasHexsideFeatures() && !road;

  // Units below, at or above the top k of an obstacle (9.0 Obstacles).
  auto obstacleCause = [&](int k, int step, bool castsShadow) {
    if (hi < k) return LosCause::ObstacleAboveBoth;
    if (lo < k && hi == k) return LosCause::ObstacleAboveOneAtOther;
    if (castsShadow && lo < k && k < hi && step == shadowStep) return LosCause::Shadow;
    return LosCause::None;
  };
  auto judge = [&](int x, int step) {
    HexVerdict v;
    if (smoky(x))
      v.cause = LosCause::MarkerObstacle;
    else if (!road)
      v.cause = obstacleCause(cells[x].top, step, true);
    return v;
  };
  auto blockingIndex = [&](LosCause cause, int x) {
    if (cause == LosCause::MarkerObstacle) return ctx.markerAt(x);
    return ctx.map().terrain[static_cast<std::size_t>(x)];
  };

  walkInterveningSteps(ctx.grid(), line, from, [&](const HexLineStep& st) {
    const int i = st.index;
    const bool open = !hexsides || los_detail::forEachCrossedFeatureHexside(
        ctx, st, from, to, [&](const CrossedHexside& h, const LosContext::HexsideFx& fx) {
          if (!fx.blocks) return true;
          // Hexside obstacles cast no shadow (9.0 Hexside Obstacles).
          const int top = std::max<int>(cells[h.from].level, cells[h.to].level) + fx.height;
          if (obstacleCause(top, i, false) == LosCause::None) return true;
          block(LosCause::HexsideObstacle, i, h.from, h.to, fx.feature, top);
          return false;
        });
    if (!open) return false;
    const LineStep& s = st.step;
    if (s.first < 0) return true;
    const HexVerdict v0 = judge(s.first, i);
    if (s.second < 0) {
      if (!v0.blocks()) return true;
      block(v0.cause, i, s.first, -1, blockingIndex(v0.cause, s.first), cells[s.first].top);
      return false;
    }
    const HexVerdict v1 = judge(s.second, i);
    const auto pair = los_detail::combinePair(ctx.hexsideRule(), v0, v1);
    if (pair.blocked) {
      const int x = pair.blocker ? s.second : s.first;
      const LosCause cause = pair.blocker ? v1.cause : v0.cause;
      block(cause, i, x, -1, blockingIndex(cause, x), cells[x].top);
      return false;
    }
    // Running along the hexside of a smoke hex: obscured (9.0 Obscured).
    if (smoky(s.first) || smoky(s.second)) result.obscured = true;
    return true;
  });
  return result;
}

}  // namespace sandtable
