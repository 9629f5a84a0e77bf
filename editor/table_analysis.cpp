#include "editor/table_analysis.h"

#include <QColor>
#include <QObject>
#include <QVariantMap>

#include <algorithm>
#include <cmath>

#include "editor/analysis_overlay.h"
#include "editor/map_layout.h"
#include "exporters/table_overlay_palette.h"
#include "validation/table_checks_places.h"
#include "validation/table_reach.h"

namespace sandtable::editor {

namespace {

const Rgba kClear{40, 160, 70, 255};
const Rgba kSmoke{225, 180, 20, 255};
const Rgba kBlocked{210, 40, 40, 255};
const Rgba kPiece{255, 255, 255, 255};

Rgba rgba(const QColor& c) { return withAlpha({static_cast<std::uint8_t>(c.red()), static_cast<std::uint8_t>(c.green()),
                                               static_cast<std::uint8_t>(c.blue()), 255},
                                              c.alphaF()); }

QVariantMap legendEntry(const QColor& c, const QString& label) {
  return {{"color", QColor(c.red(), c.green(), c.blue()).name()}, {"label", label}};
}

// To the hundredth: an Alt-placed end would otherwise print ten digits.
QString pointText(TablePoint p) {
  return QString::fromStdString(tablePointText({std::round(p.x * 100) / 100, std::round(p.y * 100) / 100}));
}

PointF toMap(TablePoint p) { return MapLayout::tableToMap(p); }

// A small square centred on p, `size` map units wide.
void square(Mesh& out, PointF c, double size, Rgba color) {
  const double h = size / 2;
  const PointF pts[4] = {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
  out.polygon(pts, 4, color);
}

}  // namespace

void TableSightTool::reset() {
  from_.reset();
  to_.reset();
  line_.reset();
  reverse_.reset();
  outline_.clear();
}

void TableSightTool::setFrom(TablePoint p) {
  from_ = p;
  to_.reset();
  line_.reset();
  reverse_.reset();
  outline_.clear();
}

const TableLosContext& TableSightTool::context(const Map& map, const Scenario* scenario, DocumentRevision at) {
  if (!context_ || contextAt_ != at) {
    context_ = std::make_unique<TableLosContext>(map, scenario);
    contextAt_ = at;
  }
  return *context_;
}

bool TableSightTool::setTo(const Map& map, const Scenario* scenario, DocumentRevision at, TablePoint p) {
  if (!from_ || !map.isTable() || !map.rules) return false;
  if (to_ && *to_ == p && line_ && context_ && contextAt_ == at) return false;
  to_ = p;
  const TableLosContext& ctx = context(map, scenario, at);
  line_ = tableLineOfSight(ctx, *from_, p);
  reverse_ = tableLineOfSight(ctx, p, *from_);
  unit_ = ctx.unitText(std::hypot(p.x - from_->x, p.y - from_->y));
  // The deciding piece's outline is copied: the context goes with the next edit, the picture
  // stays until the line moves.
  outline_.clear();
  const TableSight sight = tableSight(ctx, *from_, p);
  if (sight.piece >= 0 && sight.piece < static_cast<int>(ctx.pieces().size())) {
    const SightOutline& o = ctx.pieces()[static_cast<std::size_t>(sight.piece)].outline;
    std::size_t start = 0;
    for (unsigned end : o.ringEnds) {
      for (std::size_t i = start; i + 1 < end; ++i) outline_.push_back({o.points[i], o.points[i + 1]});
      start = end;
    }
  }
  return true;
}

QString TableSightTool::text() const {
  if (!hasLine()) return {};
  return QStringLiteral("%1 → %2 (%3): %4")
      .arg(pointText(*from_), pointText(*to_), QString::fromStdString(unit_),
           QString::fromStdString(tableLosSummary(*line_)));
}

QString TableSightTool::reverseText() const {
  if (!hasLine() || !reverse_) return {};
  const bool same = reverse_->clear == line_->clear && reverse_->cause == line_->cause &&
                    reverse_->featureId == line_->featureId && reverse_->smoke == line_->smoke;
  if (same) return QObject::tr("reverse %1 → %2: same").arg(pointText(*to_), pointText(*from_));
  return QObject::tr("reverse %1 → %2: %3")
      .arg(pointText(*to_), pointText(*from_), QString::fromStdString(tableLosSummary(*reverse_)));
}

void TableSightTool::appendOverlay(double pixel, Mesh& out) const {
  if (!from_) return;
  const PointF a = toMap(*from_);
  square(out, a, 8 * pixel, {20, 20, 20, 255});
  if (!hasLine()) return;
  for (const auto& [p, q] : outline_) out.band(toMap(p), toMap(q), 3 * pixel, kPiece);
  const Rgba colour = !line_->clear ? kBlocked : line_->smoke > 0 ? kSmoke : kClear;
  const PointF b = toMap(*to_);
  out.band(a, b, 4 * pixel, colour);
  square(out, b, 8 * pixel, colour);
}

OverlayResult tableViewshedOverlay(const Map& map, const Scenario* scenario, TablePoint from, double cell) {
  OverlayResult out;
  const TableLosContext ctx(map, scenario);
  const auto field = computeTableViewshed(ctx, from, cell);
  if (!field) {
    out.summary = QObject::tr("the cell of %1 makes too many cells for this table").arg(cell);
    return out;
  }
  out.cell = field->cell;
  out.columns = field->columns;
  out.rows = field->rows;
  out.tints.reserve(field->grid.size());
  for (char code : field->grid) out.tints.push_back(rgba(tableSightColour(code)));
  for (const TableSightKey& k : tableSightKeys(*map.rules)) out.legend << legendEntry(k.colour, QObject::tr(k.label));
  out.mark = from;
  out.tableWidth = map.table.width;
  out.tableHeight = map.table.height;
  out.summary = QObject::tr("from %1: %2% of the table in sight")
                    .arg(pointText(from))
                    .arg(std::lround(100 * field->visibleFraction()));
  return out;
}

OverlayResult tableReachOverlay(const Map& map, const Scenario* scenario, const std::string& from, int mobility,
                                double cell) {
  OverlayResult out;
  const TableGoing going(map, *map.rules);
  const TableReachGraph graph = buildTableReachGraph(map, going, mobility, cell);
  std::string error;
  const auto starts = namedTableCells(scenario, map, graph, from, &error);
  if (!starts || starts->empty()) {
    out.summary = QString::fromStdString(error.empty() ? "no start cell in " + from : error);
    return out;
  }
  const TableReachResult r = tableReach(graph, *starts);
  // Bands of 1 MP, as `sandtable reach --png` draws them without --speed.
  double dearest = 0;
  int reached = 0;
  for (int c = 0; c < graph.cells(); ++c)
    if (r.reached(c)) {
      dearest = std::max(dearest, r.at(c));
      ++reached;
    }
  const int bands = static_cast<int>(std::floor(dearest)) + 1;
  out.cell = graph.cell;
  out.columns = graph.columns;
  out.rows = graph.rows;
  out.tints.reserve(static_cast<std::size_t>(graph.cells()));
  for (int c = 0; c < graph.cells(); ++c)
    out.tints.push_back(rgba(r.reached(c) ? tableReachBandColour(static_cast<int>(std::floor(r.at(c))), bands)
                                          : tableUnreachableColour()));
  // A long ramp is summed up by a few of its bands.
  const int shown = std::min(bands, 6);
  for (int k = 0; k < shown; ++k) {
    const int band = shown == 1 ? 0 : k * (bands - 1) / (shown - 1);
    out.legend << legendEntry(tableReachBandColour(band, bands), QObject::tr("%1 to %2 MP").arg(band).arg(band + 1));
  }
  out.legend << legendEntry(tableUnreachableColour(), QObject::tr("unreachable"));
  out.summary = QObject::tr("%1 from %2: %3% of the table reachable, the dearest %4 MP")
                    .arg(QString::fromStdString(map.rules->mobility[static_cast<std::size_t>(mobility)]),
                         QString::fromStdString(from))
                    .arg(std::lround(100.0 * reached / std::max(1, graph.cells())))
                    .arg(QString::fromStdString(tableMpText(dearest)));
  out.tableWidth = map.table.width;
  out.tableHeight = map.table.height;
  return out;
}

void appendTableTints(const OverlayResult& result, Mesh& out) {
  if (!(result.cell > 0) || result.tints.size() != static_cast<std::size_t>(result.columns) * result.rows) return;
  const double unit = MapLayout::kTableUnit;
  // The last row and column may reach past the table's edge: they are cut there.
  const double right = result.tableWidth > 0 ? result.tableWidth : result.columns * result.cell;
  const double bottom = result.tableHeight > 0 ? result.tableHeight : result.rows * result.cell;
  for (int j = 0; j < result.rows; ++j) {
    // Runs of one colour along a row make one rectangle (fields are mostly uniform runs).
    int i = 0;
    while (i < result.columns) {
      const Rgba c = result.tints[static_cast<std::size_t>(j * result.columns + i)];
      int k = i + 1;
      while (k < result.columns) {
        const Rgba d = result.tints[static_cast<std::size_t>(j * result.columns + k)];
        if (d.r != c.r || d.g != c.g || d.b != c.b || d.a != c.a) break;
        ++k;
      }
      if (c.a > 0) {
        const double x0 = i * result.cell * unit, x1 = std::min(k * result.cell, right) * unit;
        const double y0 = j * result.cell * unit, y1 = std::min((j + 1) * result.cell, bottom) * unit;
        const PointF pts[4] = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
        out.polygon(pts, 4, c);
      }
      i = k;
    }
  }
  if (result.mark) {
    const PointF m = toMap(*result.mark);
    square(out, m, 0.6 * unit, {255, 255, 255, 255});
    square(out, m, 0.35 * unit, {20, 20, 20, 255});
  }
}

}  // namespace sandtable::editor
