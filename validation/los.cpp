// Model dispatch and the steps of a sight line.
#include "validation/los.h"

#include <stdexcept>

#include "validation/los_card_walk.h"

namespace sandtable {

LosResult lineOfSight(const LosContext& ctx, int from, int to) {
  switch (ctx.model()) {
    case LosModel::CrestLevels:
      return crestLevelsLos(ctx, from, to);
    case LosModel::OverlayShadow:
      return overlayShadowLos(ctx, from, to);
    case LosModel::CardBorders:
      return cardBordersLos(ctx, from, to);
    case LosModel::DeadGround:
    case LosModel::Blockers:
      break;
  }
  // Table models work on points, not grid locations (TableLosContext, tableLineOfSight). A
  // default result would read as "clear", so a caller that lost track of the map kind would
  // report a wrong answer instead of failing where the mistake is.
  throw std::logic_error("lineOfSight: a table map has no grid locations; use tableLineOfSight");
}

std::vector<LineStep> sightLineSteps(const LosContext& ctx, int from, int to) {
  if (!ctx.map().isCards()) return hexLineSteps(ctx.grid(), from, to);
  std::vector<LineStep> steps{{from, -1}};
  if (to == from) return steps;
  CardWalk walk(ctx.grid().offset(from), ctx.grid().offset(to));
  CardWalk::Card card;
  while (walk.nextIntervening(card)) steps.push_back({ctx.grid().index(card.at), -1});
  steps.push_back({to, -1});
  return steps;
}

}  // namespace sandtable
