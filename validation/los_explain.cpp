// Explanations of LOS results: reason, rule reference and one-line summaries. Built only when
// asked, so the query path never formats strings.
#include <algorithm>
#include <bit>
#include <string>

#include "validation/los.h"
#include "validation/los_card_walk.h"

namespace sandtable {

namespace {

std::string label(const LosContext& ctx, int location) {
  return ctx.grid().label(location);
}

std::string terrainId(const LosContext& ctx, int index) {
  const auto& terrain = ctx.rules().terrain;
  return index >= 0 && index < static_cast<int>(terrain.size())
             ? terrain[static_cast<std::size_t>(index)].id
             : std::string("terrain");
}
std::string featureId(const LosContext& ctx, int index) {
  const auto& features = ctx.rules().hexsides;
  return index >= 0 && index < static_cast<int>(features.size())
             ? features[static_cast<std::size_t>(index)].id
             : std::string("hexside feature");
}
const MarkerType* marker(const LosContext& ctx, int index) {
  const auto& markers = ctx.rules().markers;
  return index >= 0 && index < static_cast<int>(markers.size())
             ? &markers[static_cast<std::size_t>(index)]
             : nullptr;
}
std::string markerId(const LosContext& ctx, int index) {
  const MarkerType* m = marker(ctx, index);
  return m ? m->id : std::string("marker");
}
// The type's own rule reference when the ruleset gives one, else the model's.
std::string markerRule(const LosContext& ctx, int index, const char* fallback) {
  const MarkerType* m = marker(ctx, index);
  return m && !m->rule.empty() ? m->rule : std::string(fallback);
}
std::string featureRule(const LosContext& ctx, int index, const char* fallback) {
  const auto& features = ctx.rules().hexsides;
  if (index >= 0 && index < static_cast<int>(features.size()) &&
      !features[static_cast<std::size_t>(index)].rule.empty())
    return features[static_cast<std::size_t>(index)].rule;
  return fallback;
}

std::string borderNames(unsigned mask) {
  std::string out;
  const char* names[] = {"n", "e", "s", "w"};
  for (unsigned b = 0; b < 4; ++b) {
    if (!(mask & (1u << b))) continue;
    if (!out.empty()) out += "/";
    out += names[b];
  }
  return out;
}

// True when every counted dark border of card `location` is dark on its hill card only
// (Field of Fire 5.2.2.A: the hill card's dark borders supersede the terrain card's light ones).
bool darkOnHillOnly(const LosContext& ctx, int location, unsigned mask) {
  const auto& cards = ctx.map().cards;
  if (location < 0 || location >= static_cast<int>(cards.size())) return false;
  const CardData& card = cards[static_cast<std::size_t>(location)];
  if (!card.hill) return false;
  for (unsigned b = 0; b < 4; ++b)
    if ((mask & (1u << b)) && card.borders[b] == Border::Dark) return false;
  return true;
}

// What an overlay-shadow obstacle hex is called: its terrain when that adds height, else the
// hill its ground level makes.
std::string overlayWhat(const LosContext& ctx, const LosBlock& b) {
  const int t = ctx.map().terrain[static_cast<std::size_t>(b.location)];
  const auto& cell = ctx.cell(b.location);
  return cell.top > cell.level ? terrainId(ctx, t) : std::string("hill");
}

std::string hindranceSourceText(const LosContext& ctx, const LosResult& r) {
  switch (r.hindranceFrom) {
    case HindranceSource::Default:
      return "default hindrance [FF 34.141]";
    case HindranceSource::Terrain:
      return terrainId(ctx, r.hindranceIndex) + " at " + label(ctx, r.hindranceLocation) +
             " [FF 24.54]";
    case HindranceSource::Marker:
      return markerId(ctx, r.hindranceIndex) + " at " + label(ctx, r.hindranceLocation) + " [" +
             markerRule(ctx, r.hindranceIndex, "FF 23.33") + "]";
    case HindranceSource::Hexside:
      return featureId(ctx, r.hindranceIndex) + " hexside " + label(ctx, r.hindranceLocation) +
             "/" + label(ctx, r.hindranceOther) + " [" +
             featureRule(ctx, r.hindranceIndex, "FF 23.3") + "]";
  }
  return {};
}

}  // namespace

std::string losRule(const LosContext& ctx, const LosResult& r) {
  const LosBlock& b = r.blockedBy;
  const bool crest = ctx.model() == LosModel::CrestLevels;
  switch (b.cause) {
    case LosCause::None:
      return {};
    case LosCause::CrestAbove:
      return "FF 24.513";
    case LosCause::CrestRim:
      return "FF 24.512";
    case LosCause::SameLevelObstacle:
      return b.level == 0 ? "FF 24.4" : "FF 24.52";
    case LosCause::BlindHex:
      return "FF 24.53";
    case LosCause::ObstacleAboveBoth:
    case LosCause::ObstacleAboveOneAtOther:
    case LosCause::Shadow:
      return "9.0 Obstacles";
    case LosCause::HexsideObstacle:
      return crest ? featureRule(ctx, b.index, "FF 23.2") : std::string("9.0 Hexside Obstacles");
    case LosCause::MarkerObstacle:
      if (ctx.model() == LosModel::CardBorders) return "FoF 5.2.1";
      return markerRule(ctx, b.index, crest ? "FF 23.2" : "9.0 Smoke");
    case LosCause::Range:
    case LosCause::MarkerOutOf:
      return "FoF 5.2.1";
    case LosCause::DarkBorder:
      return darkOnHillOnly(ctx, b.location, static_cast<unsigned>(b.extra)) ? "FoF 5.2.2.A"
                                                                             : "FoF 5.2.1";
  }
  return {};
}

std::string losReason(const LosContext& ctx, const LosResult& r) {
  const LosBlock& b = r.blockedBy;
  const int hi = std::max(b.fromLevel, b.toLevel), lo = std::min(b.fromLevel, b.toLevel);
  const std::string at = b.location >= 0 ? label(ctx, b.location) : std::string();
  const std::string lv = std::to_string(b.level);
  switch (b.cause) {
    case LosCause::None:
      return {};
    case LosCause::CrestAbove:
      return "crest at " + at + " (level " + lv + " > " + std::to_string(hi) + ")";
    case LosCause::CrestRim:
      return "crest at " + at + " (level " + lv + " >= " + std::to_string(hi) + ")";
    case LosCause::SameLevelObstacle:
      return terrainId(ctx, b.index) + " at " + at + " (same level " + lv + ")";
    case LosCause::BlindHex: {
      const int lower = b.fromLevel < b.toLevel ? r.from : r.to;
      return "blind hex " + label(ctx, lower) + " behind " + terrainId(ctx, b.index) + " at " + at +
             " (levels " + std::to_string(lo) + " <= " + lv + " < " + std::to_string(hi) + ")";
    }
    case LosCause::ObstacleAboveBoth:
      return overlayWhat(ctx, b) + " at " + at + " (top " + lv + " above both levels " +
             std::to_string(b.fromLevel) + " and " + std::to_string(b.toLevel) + ")";
    case LosCause::ObstacleAboveOneAtOther:
      return overlayWhat(ctx, b) + " at " + at + " (top " + lv + ": level " + std::to_string(lo) +
             " below, level " + std::to_string(hi) + " at it)";
    case LosCause::Shadow: {
      const int lower = b.fromLevel < b.toLevel ? r.from : r.to;
      return "shadow of " + overlayWhat(ctx, b) + " at " + at + " on " + label(ctx, lower) +
             " (top " + lv + " between levels " + std::to_string(lo) + " and " +
             std::to_string(hi) + ")";
    }
    case LosCause::HexsideObstacle: {
      const std::string side =
          featureId(ctx, b.index) + " hexside " + at + "/" + label(ctx, b.other);
      if (ctx.model() == LosModel::CrestLevels)
        return side + " (level " + lv + " >= " + std::to_string(hi) + ")";
      return side + " (top " + lv + ", levels " + std::to_string(b.fromLevel) + " and " +
             std::to_string(b.toLevel) + ")";
    }
    case LosCause::MarkerObstacle:
      return markerId(ctx, b.index) + (ctx.model() == LosModel::CardBorders ? " in " : " at ") + at;
    case LosCause::Range:
      return "range " + std::to_string(b.extra) + " > " + std::to_string(ctx.maxRange());
    case LosCause::MarkerOutOf:
      return markerId(ctx, b.index) + " in " + at + " (no sight out of it)";
    case LosCause::DarkBorder: {
      const auto mask = static_cast<unsigned>(b.extra);
      return "dark " + borderNames(mask) +
             (std::popcount(mask) > 1 ? " borders of " : " border of ") + at + " (level " + lv +
             " >= " + std::to_string(hi) + ")";
    }
  }
  return {};
}

std::string losSummary(const LosContext& ctx, const LosResult& r) {
  if (!r.clear) return "blocked: " + losReason(ctx, r) + " [" + losRule(ctx, r) + "]";
  if (r.obscured) return "clear (obscured)";
  // Any hindrance, the ruleset's default one too: the line reads as the editor's panel, the
  // JSON and a designer check read it ("clear" alone hid a default hindrance 1 that an
  // assertion made in the editor then expected).
  if (r.hindrance > 0) return "clear (hindrance " + std::to_string(r.hindrance) + ")";
  return "clear";
}

std::string losExplanation(const LosContext& ctx, const LosResult& r) {
  if (!r.clear) return "blocked by " + losReason(ctx, r) + " [" + losRule(ctx, r) + "]";
  if (r.obscured) return "clear, obscured [9.0 Obscured]";
  if (r.hindrance >= 0)
    return "clear, hindrance " + std::to_string(r.hindrance) + " from " +
           hindranceSourceText(ctx, r);
  return "clear";
}

}  // namespace sandtable
