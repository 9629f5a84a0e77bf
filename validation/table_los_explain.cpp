// The text of a table sight line: the deciding piece, the measured quantity and the rule.
#include <cmath>

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"  // see model/table_geometry.cpp
#include <boost/geometry.hpp>
#pragma GCC diagnostic pop

#include "validation/table_los.h"

namespace sandtable {

namespace {

using Kind = TableSightPiece::Kind;

// Obstacle heights as the rulebook writes them: 1/2, 1/4, 3/4, 1 1/2; other values as numbers.
std::string quarterText(double v) {
  const double q = std::round(v * 4);
  if (std::abs(q - v * 4) > 1e-9) return tableNumberText(v);
  const long long quarters = static_cast<long long>(q);
  const long long whole = quarters / 4, rest = quarters % 4;
  static const char* const parts[] = {"", "1/4", "1/2", "3/4"};
  if (rest == 0) return std::to_string(whole);
  return (whole > 0 ? std::to_string(whole) + " " : std::string()) + parts[rest];
}

bool deadGroundModel(const TableLosContext& ctx) { return ctx.model() != LosModel::Blockers; }

std::string ruleFor(const TableLosContext& ctx, const TableSight& r) {
  switch (r.cause) {
    case TableLosCause::None: return "";
    case TableLosCause::Range: return "ruleset los.max_range";
    case TableLosCause::SeeIn:
    case TableLosCause::ThroughCover: return "FF p.52 Cover & Line of Sight (Area Terrain)";
    case TableLosCause::DeadGround:
      return ctx.pieces()[static_cast<std::size_t>(r.piece)].kind == Kind::Smoke
                 ? "FF p.59 Smoke and Line of Sight; p.52 Dead Ground"
                 : "FF p.52 Dead Ground";
    case TableLosCause::Obstacles: return "FF p.53 Obstacles";
    case TableLosCause::BlockingPiece: return "FoF Line of Sight (terrain blocks)";
    case TableLosCause::SmokeCloud: return "FoF Smoke (fire missions)";
  }
  return "";
}

}  // namespace

TableLosResult tableLineOfSight(const TableLosContext& ctx, TablePoint p, TablePoint q) {
  const TableSight sight = tableSight(ctx, p, q);
  TableLosResult r;
  r.from = p;
  r.to = q;
  r.clear = sight.clear();
  r.smoke = sight.smoke;
  r.cause = sight.cause;
  r.rule = ruleFor(ctx, sight);
  const TableSightPiece* piece =
      sight.piece >= 0 ? &ctx.pieces()[static_cast<std::size_t>(sight.piece)] : nullptr;
  if (piece) {
    r.featureId = piece->id;
    r.featureName = piece->name;
  }
  // The end a piece hides: the observer (the line's first end) or the target (its second).
  const char* end = sight.atFrom ? "the observer" : "the target";

  // The distinct obstacles the line crosses (the dead-ground model adds them up).
  std::string obstacles;
  if (deadGroundModel(ctx) && sight.cause != TableLosCause::Range) {
    const auto cands = ctx.near(p, q);  // a copy: crosses() reuses the scratch
    for (int i : cands) {
      const TableSightPiece& pc = ctx.pieces()[static_cast<std::size_t>(i)];
      if (pc.kind != Kind::Obstacle || ctx.covers(i, p) || ctx.covers(i, q) ||
          !ctx.crosses(i, p, q))
        continue;
      r.obstacleSum += pc.height;
      obstacles += (obstacles.empty() ? "" : " + ") + pc.name + " " + quarterText(pc.height);
    }
  }

  switch (sight.cause) {
    case TableLosCause::None:
      break;
    case TableLosCause::Range:
      r.reason = "the line is " + ctx.unitText(sight.measure) + " long, beyond the maximum range of " +
                 ctx.unitText(*ctx.maxRange());
      break;
    case TableLosCause::SeeIn:
      r.reason = std::string(end) + " is " + ctx.unitText(sight.measure) + " inside " + piece->name +
                 " (see-in " + ctx.unitText(*piece->seeIn) + ")";
      break;
    case TableLosCause::ThroughCover:
      r.reason = "the line runs " + ctx.unitText(sight.measure) + " through " + piece->name +
                 " (see-in " + ctx.unitText(*piece->seeIn) + "), whose top " +
                 tableNumberText(piece->top) + " rises above both ends";
      break;
    case TableLosCause::DeadGround:
      r.deadGround = TableLosResult::DeadGround{piece->id, piece->height, sight.measure};
      r.reason = std::string(end) + " is in the dead ground of " + piece->name + " (" +
                 ctx.unitText(sight.measure) + " behind it, dead ground " + ctx.unitText(piece->height) +
                 ")";
      break;
    case TableLosCause::Obstacles:
      r.reason = "obstacles add up to " + quarterText(r.obstacleSum) + " (" + obstacles + ")";
      break;
    case TableLosCause::BlockingPiece:
      r.reason = piece->name + " blocks the line (top " + tableNumberText(piece->top) +
                 ", not below the higher end)";
      break;
    case TableLosCause::SmokeCloud: {
      const bool pIn = ctx.covers(sight.piece, p), qIn = ctx.covers(sight.piece, q);
      if (pIn && qIn)
        r.reason = "both ends are in " + piece->name + ", " + ctx.unitText(sight.measure) +
                   " apart (see-in " + ctx.unitText(piece->seeIn.value_or(0)) + ")";
      else if ((sight.atFrom && pIn) || (!sight.atFrom && qIn))
        r.reason = std::string(end) + " is " + ctx.unitText(sight.measure) + " inside " + piece->name +
                   " (see-in " + ctx.unitText(piece->seeIn.value_or(0)) + ")";
      else
        r.reason = "the line crosses " + piece->name;
      break;
    }
  }

  // Blockers model with a scenario: who stands in this line of fire.
  if (ctx.listsLineOfFire()) {
    r.inLineOfFire.emplace();
    const geo::Segment seg(geo::toGeo(p), geo::toGeo(q));
    for (const auto& sp : ctx.setupPoints()) {
      if (geo::distance(sp.at, p) <= 1e-9 || geo::distance(sp.at, q) <= 1e-9) continue;
      if (boost::geometry::distance(geo::toGeo(sp.at), seg) <= ctx.lofCorridor() + 1e-9)
        r.inLineOfFire->push_back(sp.name);
    }
  }
  return r;
}

std::string tableLosSummary(const TableLosResult& r) {
  if (r.clear) return r.smoke > 0 ? "clear (smoke " + std::to_string(r.smoke) + ")" : "clear";
  return "blocked: " + r.reason + " [" + r.rule + "]";
}

}  // namespace sandtable
