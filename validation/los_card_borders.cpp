// The `card-borders` model (docs/rulesets.md, card-borders; Field of Fire rule 5.2.1).
#include <algorithm>
#include <cstdlib>

#include "validation/los_card_walk.h"
#include "validation/los_internal.h"

namespace sandtable {

LosResult cardBordersLos(const LosContext& ctx, int from, int to) {
  const LosContext::Cell* cells = ctx.cells();
  const Grid& grid = ctx.grid();
  LosResult result;
  result.from = from;
  result.to = to;
  if (from == to) return result;  // same card: clear

  const Offset a = grid.offset(from), b = grid.offset(to);
  const int range = std::max(std::abs(a.col - b.col), std::abs(a.row - b.row));
  const int fromLevel = cells[from].level, toLevel = cells[to].level;
  auto block = [&](LosCause cause, int step, int location, int index, int level, int extra) {
    result.clear = false;
    result.blockedBy = {cause, step, location, -1, index, level, fromLevel, toLevel, extra};
    return result;
  };
  // Smoke, Incoming! and air strikes block every line out of their card ("units cannot fire
  // out of it"), even into a neighbouring card; a line into such a card is clear.
  if (cells[from].flags & LosContext::kMarkerObstacle)
    return block(LosCause::MarkerOutOf, 0, from, ctx.markerAt(from), fromLevel, 0);
  if (range <= 1) return result;  // adjacent cards always see each other
  if (ctx.maxRange() >= 0 && range > ctx.maxRange())
    return block(LosCause::Range, range, to, -1, toLevel, range);

  const int highest = std::max(fromLevel, toLevel);
  CardWalk walk(a, b);
  CardWalk::Card card;
  int step = 0;
  while (walk.nextIntervening(card)) {
    ++step;
    const int x = grid.index(card.at);
    const LosContext::Cell& c = cells[x];
    if (c.flags & LosContext::kMarkerObstacle)
      return block(LosCause::MarkerObstacle, step, x, ctx.markerAt(x), c.level, 0);
    const unsigned darkCounted = c.darkBorders & card.borders;
    if (darkCounted && c.level >= highest)
      return block(LosCause::DarkBorder, step, x, -1, c.level, static_cast<int>(darkCounted));
  }
  return result;
}

}  // namespace sandtable
