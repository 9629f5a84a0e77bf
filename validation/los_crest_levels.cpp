// The `crest-levels` model (docs/rulesets.md, crest-levels; Fighting Formations rules 23-24).
#include <algorithm>

#include "validation/los_internal.h"

namespace sandtable {

using los_detail::HexVerdict;

namespace {

// Hindrances never add up (FF 23.32): keep the largest, and where it first came from.
struct HindranceTracker {
  LosResult& result;
  void offer(int value, HindranceSource source, int location, int other, int index) {
    if (value <= result.hindrance) return;
    result.hindrance = value;
    result.hindranceFrom = source;
    result.hindranceLocation = location;
    result.hindranceOther = other;
    result.hindranceIndex = index;
  }
};

}  // namespace

LosResult crestLevelsLos(const LosContext& ctx, int from, int to) {
  const LosContext::Cell* cells = ctx.cells();
  LosResult result;
  result.from = from;
  result.to = to;
  result.hindrance = ctx.defaultHindrance();
  HindranceTracker hinder{result};
  auto offerMarker = [&](int location) {
    const auto& c = cells[location];
    if (c.markerHindrance > 0)
      hinder.offer(c.markerHindrance, HindranceSource::Marker, location, -1,
                   ctx.markerAt(location));
  };
  // Smoke hinders into and out of its hex too (FF 23.33).
  offerMarker(from);
  if (to == from) return result;
  offerMarker(to);

  const int a = cells[from].level, b = cells[to].level;
  const int hi = std::max(a, b), lo = std::min(a, b);
  auto block = [&](LosCause cause, int step, int location, int other, int index, int level) {
    result.clear = false;
    result.hindrance = -1;
    result.hindranceFrom = HindranceSource::Default;
    result.hindranceLocation = result.hindranceOther = result.hindranceIndex = -1;
    result.blockedBy = {cause, step, location, other, index, level, a, b, 0};
  };

  const HexLineSetup line = setupHexLine(ctx.grid(), from, to);
  const int n = line.n;
  if (n <= 1) return result;  // neighbours: no intervening hex, their hexside never counts
  // Nothing but plain ground below the line's reach around it: clear, as walking would find.
  // (An intervening hex matters only at or above the higher end's level - or above it when
  // the ends are level - or when it holds something special.)
  if (n >= 3 && ctx.quietCount(from, to, a == b ? hi + 1 : hi) == 0) return result;
  // Blind hex (FF 24.53): only the step directly in front of the lower end.
  const int blindStep = a > b ? n - 1 : (a < b ? 1 : -1);
  // Roads (FF 24.8): on one hex axis, a hex entered and left across road hexsides.
  const int axis = line.axisDir;
  const unsigned roadBits = axis >= 0 ? (1u << axis) | (1u << ((axis + 3) % 6)) : 0u;
  const bool hexsides = ctx.hasHexsideFeatures();

  auto judge = [&](int x, int step) {
    HexVerdict v;
    const LosContext::Cell& c = cells[x];
    const int level = c.level;
    if (level > hi) {
      v.cause = LosCause::CrestAbove;
    } else if (level == hi && a != b) {
      v.cause = LosCause::CrestRim;
    } else if (roadBits == 0 || (c.roadMask & roadBits) != roadBits) {
      if (c.flags & LosContext::kObstacleTerrain) {
        if (a == b) {
          if (level == a) v.cause = LosCause::SameLevelObstacle;
        } else if (level >= lo && step == blindStep) {
          v.cause = LosCause::BlindHex;
        }
      } else if (a == b && level == a) {
        v.hindrance = c.terrainHindrance;  // FF 24.54: only at the level of both ends
      }
    }
    if (!v.blocks() && (c.flags & LosContext::kMarkerObstacle)) v.cause = LosCause::MarkerObstacle;
    return v;
  };
  auto blockingIndex = [&](LosCause cause, int x) {
    if (cause == LosCause::MarkerObstacle) return ctx.markerAt(x);
    if (cause == LosCause::SameLevelObstacle || cause == LosCause::BlindHex)
      return ctx.map().terrain[static_cast<std::size_t>(x)];
    return -1;
  };

  const HexsideRule rule = ctx.hexsideRule();
  walkInterveningSteps(ctx.grid(), line, from, [&](const HexLineStep& st) {
    const int i = st.index;
    const bool open = !hexsides || los_detail::forEachCrossedFeatureHexside(
        ctx, st, from, to, [&](const CrossedHexside& h, const LosContext::HexsideFx& fx) {
          const int level = std::max<int>(cells[h.from].level, cells[h.to].level);
          if (fx.blocks && level >= hi) {
            block(LosCause::HexsideObstacle, i, h.from, h.to, fx.feature, level);
            return false;
          }
          if (fx.hindrance > 0 && a == b && b == level)
            hinder.offer(fx.hindrance, HindranceSource::Hexside, h.from, h.to, fx.feature);
          return true;
        });
    if (!open) return false;
    const LineStep& s = st.step;
    if (s.first < 0) return true;
    const HexVerdict v0 = judge(s.first, i);
    if (s.second < 0) {
      if (v0.blocks()) {
        block(v0.cause, i, s.first, -1, blockingIndex(v0.cause, s.first), cells[s.first].level);
        return false;
      }
      offerMarker(s.first);
      if (v0.hindrance > 0)
        hinder.offer(v0.hindrance, HindranceSource::Terrain, s.first, -1,
                     ctx.map().terrain[static_cast<std::size_t>(s.first)]);
      return true;
    }
    const HexVerdict v1 = judge(s.second, i);
    const auto pair = los_detail::combinePair(rule, v0, v1);
    if (pair.blocked) {
      const int x = pair.blocker ? s.second : s.first;
      const LosCause cause = pair.blocker ? v1.cause : v0.cause;
      block(cause, i, x, -1, blockingIndex(cause, x), cells[x].level);
      return false;
    }
    // Smoke fills its hex including its hexsides (FF 23.33): either hex of a pair counts.
    offerMarker(s.first);
    offerMarker(s.second);
    if (pair.hindrance > 0) {
      const int x = pair.hinderer ? s.second : s.first;
      hinder.offer(pair.hindrance, HindranceSource::Terrain, x, -1,
                   ctx.map().terrain[static_cast<std::size_t>(x)]);
    }
    return true;
  });
  return result;
}

}  // namespace sandtable
