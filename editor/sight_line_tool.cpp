#include "editor/sight_line_tool.h"

#include <QVariantMap>

namespace sandtable::editor {

namespace {
const Rgba kClear{40, 150, 60, 255};
const Rgba kHindered{230, 160, 20, 255};
const Rgba kBlocked{210, 30, 30, 255};
const Rgba kStep{40, 40, 40, 255};

QString label(const Map& map, int index) { return QString::fromStdString(map.grid.label(index)); }

bool hindered(const LosContext& ctx, const LosResult& r) { return r.clear && r.hindrance > ctx.defaultHindrance(); }

bool sameResult(const LosResult& a, const LosResult& b) {
  return a.clear == b.clear && a.hindrance == b.hindrance && a.obscured == b.obscured;
}
}  // namespace

void SightLineTool::reset() {
  from_ = to_ = -1;
  result_ = reverse_ = LosResult{};
}

const LosContext& SightLineTool::context(const Map& map, std::uint64_t mapRevision) {
  if (!context_ || contextAt_ != mapRevision || &context_->map() != &map) {
    context_ = std::make_unique<LosContext>(map);
    contextAt_ = mapRevision;
  }
  return *context_;
}

bool SightLineTool::setTo(const Map& map, std::uint64_t mapRevision, int location) {
  if (from_ < 0 || location < 0 || location >= map.grid.size()) {
    const bool had = to_ >= 0;
    to_ = -1;
    return had;
  }
  if (location == to_ && hasLine() && context_ && contextAt_ == mapRevision) return false;
  to_ = location;
  const LosContext& ctx = context(map, mapRevision);
  result_ = lineOfSight(ctx, from_, to_);
  reverse_ = lineOfSight(ctx, to_, from_);
  return true;
}

QString SightLineTool::text(const Map& map) const {
  if (!hasLine() || !contextIfReady()) return {};
  // Right after the source click the cursor is still on it: a hex seeing itself is no answer
  // (and would show the ruleset's default hindrance as if something hindered), so say what next.
  if (from_ == to_)
    return (map.isCards() ? QObject::tr("%1 → point at the target card and click it")
                          : QObject::tr("%1 → point at the target hex and click it"))
        .arg(label(map, from_));
  return QStringLiteral("%1 → %2: %3")
      .arg(label(map, from_), label(map, to_), QString::fromStdString(losExplanation(*context_, result_)));
}

QString SightLineTool::reverseText(const Map& map) const {
  if (!hasLine() || !contextIfReady() || from_ == to_) return {};
  const QString head = QStringLiteral("reverse %1 → %2: ").arg(label(map, to_), label(map, from_));
  if (sameResult(result_, reverse_)) return head + QObject::tr("same");
  return head + QString::fromStdString(losSummary(*context_, reverse_));
}

QVariantList SightLineTool::profile(const Map& map) const {
  QVariantList out;
  if (!hasLine() || !contextIfReady()) return out;
  const LosContext& ctx = *context_;
  for (const LineStep& step : sightLineSteps(ctx, from_, to_)) {
    for (const int at : {step.first, step.second}) {
      if (at < 0) continue;
      const LosContext::Cell& cell = ctx.cell(at);
      const bool obstacle = cell.flags & LosContext::kObstacleTerrain;
      QVariantMap entry;
      entry["label"] = label(map, at);
      entry["level"] = static_cast<int>(cell.level);
      // The height a sight line must clear: the ground, plus the obstacle on it.
      entry["top"] = ctx.model() == LosModel::OverlayShadow ? static_cast<int>(cell.top) : cell.level + (obstacle ? 1 : 0);
      entry["blocking"] = !result_.clear && result_.blockedBy.location == at;
      out << entry;
    }
  }
  return out;
}

void SightLineTool::appendOverlay(const Map& map, const MapLayout& layout, Mesh& out) const {
  if (from_ < 0) return;
  const double extent = layout.locationExtent();
  if (!hasLine() || !contextIfReady()) {
    buildOutlineMesh(layout, {from_}, kClear, extent * 0.07, out);
    return;
  }
  const LosContext& ctx = *context_;
  std::vector<int> walked;
  for (const LineStep& step : sightLineSteps(ctx, from_, to_))
    for (const int at : {step.first, step.second})
      if (at >= 0) walked.push_back(at);
  buildOutlineMesh(layout, walked, withAlpha(kStep, 0.35), extent * 0.03, out);
  const Rgba color = !result_.clear ? kBlocked : hindered(ctx, result_) ? kHindered : kClear;
  out.band(layout.center(from_), layout.center(to_), extent * 0.06, color);
  buildOutlineMesh(layout, {from_, to_}, color, extent * 0.06, out);
  if (result_.clear) return;
  const LosBlock& b = result_.blockedBy;
  if (b.other >= 0 && map.isHex()) {
    const auto [e1, e2] = layout.hexsideEdge(map.grid.offset(b.location), map.grid.offset(b.other));
    out.band(e1, e2, extent * 0.14, kBlocked);
  } else if (b.location >= 0) {
    buildOutlineMesh(layout, {b.location}, kBlocked, extent * 0.12, out);
  }
}

}  // namespace sandtable::editor
