// Print proofs of tables: the whole picture on one page (fitted, or at a chosen scale), or the
// table at full size (or any scale too large for one page) cut into sheets a group prints,
// trims at the crop marks and lays edge to edge, then checks with a tape measure: at scale 1,
// one inch of table is 72 pt on the sheet.
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "exporters/map_renderer.h"
#include "exporters/pdf_pages.h"
#include "exporters/pdf_sheet.h"
#include "exporters/table_layout.h"
#include "exporters/table_paint.h"

namespace sandtable {

namespace {

using namespace sheet;

// Full-size sheets draw symbols, text and lines at a quarter of their whole-table size: about
// 10 pt labels and 1 pt outlines on paper.
constexpr double kSheetMarkScale = 0.25;

// Edges cutting [0, length] into pieces no longer than `capacity`, as even as whole units allow
// (so sheet edges fall on ruler ticks); evenly when a piece cannot hold one whole unit.
std::vector<double> cutEdges(double length, double capacity) {
  std::vector<double> edges{0.0};
  if (length <= 0 || capacity <= 0) return {0.0, std::max(length, 0.0)};
  if (capacity >= 1) {
    const double whole = std::floor(capacity);
    const int least = std::max(1, static_cast<int>(std::ceil(length / whole - 1e-9)));
    for (int n = least; n < least + 1000; ++n) {
      edges.assign(1, 0.0);
      for (int i = 1; i < n; ++i) edges.push_back(std::floor(i * length / n + 1e-9));
      edges.push_back(length);
      edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
      bool fits = true;
      for (std::size_t i = 1; i < edges.size(); ++i)
        fits = fits && edges[i] - edges[i - 1] <= capacity + 1e-9;
      if (fits) return edges;
    }
  }
  const int n = std::max(1, static_cast<int>(std::ceil(length / capacity - 1e-9)));
  edges.assign(1, 0.0);
  for (int i = 1; i <= n; ++i) edges.push_back(i == n ? length : i * length / n);
  return edges;
}

QString number(double v) {
  return QString::fromStdString(tableNumberText(std::round(v * 100) / 100));
}

// "full size (1 in = 25.4 mm)", "scale 1:4 (1 in of table = 6.35 mm)".
QString scaleText(double scale, const TableSize& table) {
  const QString unit = QString::fromStdString(table.unit);
  const double mm = tableUnitMm(table) * scale;
  if (std::abs(scale - 1) < 1e-9) return "full size (1 " + unit + " = " + number(mm) + " mm)";
  const double ratio = 1 / scale;
  const QString r = std::abs(ratio - std::round(ratio)) < 0.05 ? QString::number(std::lround(ratio))
                                                               : QString::number(ratio, 'f', 1);
  return "scale 1:" + r + " (1 " + unit + " of table = " + number(mm) + " mm)";
}

// The picture measured in design units (one pixel per design unit).
struct Picture {
  RenderOptions options;
  QSizeF size;
  QPointF table;  // the table's top-left corner
  double unit = 0;
  double trueMmPerUnit = 0;  // mm per design unit at full size
};

Picture pictureOf(const Map& map, const Scenario* scenario, const RenderOptions& options) {
  Picture pic;
  pic.options = options;
  pic.unit = tableDesignUnit(map.table);
  pic.options.pxPerUnit = pic.unit;
  pic.size = mapPixelSize(map, scenario, pic.options);
  pic.table = tablePointPx(map, scenario, pic.options, {0, 0});
  pic.trueMmPerUnit = tableUnitMm(map.table) / pic.unit;
  return pic;
}

double fitScale(const Picture& pic, PageSize page, bool landscape) {
  const QSizeF area = printableMm(page, landscape).size();
  return std::min(area.width() / (pic.size.width() * pic.trueMmPerUnit),
                  area.height() / (pic.size.height() * pic.trueMmPerUnit));
}

QRectF centred(const QRectF& area, QSizeF size) {
  return QRectF(area.left() + (area.width() - size.width()) / 2,
                area.top() + (area.height() - size.height()) / 2, size.width(), size.height());
}

// The whole picture at `scale` centred on the page; returns where it went.
QRectF drawWhole(QPainter& p, const Map& map, const Scenario* scenario, const Picture& pic,
                 double scale, const QRectF& area) {
  const double mmPerUnit = pic.trueMmPerUnit * scale;
  const QRectF trim = centred(area, pic.size * mmPerUnit);
  drawPicture(p, map, scenario, pic.options, mmPerUnit, QPointF(0, 0), trim.topLeft(), 1.0, trim);
  drawCropMarks(p, trim);
  return trim;
}

// Rulers in table units just outside the sheet's bottom and right edges.
void drawSheetRulers(QPainter& p, const QRectF& trim, const QRectF& tile, double mmPerUnit,
                     const TableSize& table) {
  RulerStyle style;
  style.minor = 1.4 * kPxPerMm;
  style.middle = 2.1 * kPxPerMm;
  style.major = 2.8 * kPxPerMm;
  style.font = 6.0 / 72 * kDpi;
  style.line = 0.3 / 72 * kDpi;
  style.labelEvery = tableGridStep(table);
  const double step = mmPerUnit * kPxPerMm;
  p.setPen(QColor(0x20, 0x20, 0x20));
  drawTableRuler(p, trim.bottomLeft() * kPxPerMm, QPointF(step, 0), QPointF(0, 1), tile.left(),
                 tile.right(), style);
  p.setPen(QColor(0x20, 0x20, 0x20));
  drawTableRuler(p, trim.topRight() * kPxPerMm, QPointF(0, step), QPointF(1, 0), tile.top(),
                 tile.bottom(), style);
}

void drawOverviewGrid(QPainter& p, const TableSheetPlan& plan, const Picture& pic,
                      const QRectF& trim, double scale) {
  const double mmPerUnit = pic.trueMmPerUnit * scale;
  p.save();
  p.setPen(QPen(QColor(0x80, 0x10, 0x20), 0.6 / 72.0 * kDpi, Qt::DashLine));
  p.setBrush(Qt::NoBrush);
  for (std::size_t i = 0; i < plan.tiles.size(); ++i) {
    const QRectF t = plan.tiles[i];
    const QRectF onPage(trim.topLeft() + (pic.table + t.topLeft() * pic.unit) * mmPerUnit,
                        t.size() * pic.unit * mmPerUnit);
    p.drawRect(px(onPage));
    const double pt = std::clamp(onPage.height() / 4 / 25.4 * 72, 4.0, 11.0);
    p.setFont(captionFont(pt, true));
    const int row = static_cast<int>(i) / plan.columns, column = static_cast<int>(i) % plan.columns;
    p.drawText(px(onPage), Qt::AlignCenter, tableSheetLabel(row, column));
  }
  p.restore();
}

// The labels of the sheets that go on top of this one's glue margins; empty: no margin there.
struct Neighbours {
  QString right, below;
};

// The glue margins past the sheet's own edge (`tile`, on the page) up to its trim line: the
// neighbour's picture washed pale, a dashed line where the neighbour's edge goes, and "A1
// under A2" in the margin, which the neighbour covers once glued.
void drawGlueMargins(QPainter& p, const QRectF& tile, const QRectF& trim, const QString& label,
                     const Neighbours& next) {
  if (trim == tile) return;
  p.save();
  const QColor ink(0x80, 0x10, 0x20);
  p.setFont(captionFont(5.5, true));
  auto margin = [&](const QRectF& strip, QLineF edge, const QString& neighbour, bool upright) {
    p.fillRect(px(strip), QColor(255, 255, 255, 150));
    p.setPen(QPen(ink, 0.5 / 72.0 * kDpi, Qt::DashLine));
    p.drawLine(QLineF(edge.p1() * kPxPerMm, edge.p2() * kPxPerMm));
    p.setPen(ink);
    const QString text = label + " \u2014 glue under " + neighbour;
    if (!upright) {
      p.drawText(px(strip), Qt::AlignCenter, text);
      return;
    }
    p.save();
    const QRectF r = px(strip);
    p.translate(r.center());
    p.rotate(90);
    p.drawText(QRectF(-r.height() / 2, -r.width() / 2, r.height(), r.width()), Qt::AlignCenter,
               text);
    p.restore();
  };
  if (!next.right.isEmpty())
    margin(QRectF(QPointF(tile.right(), trim.top()), QPointF(trim.right(), tile.bottom())),
           QLineF(tile.topRight(), tile.bottomRight()), next.right, true);
  if (!next.below.isEmpty())
    margin(QRectF(QPointF(trim.left(), tile.bottom()), trim.bottomRight()),
           QLineF(tile.bottomLeft(), QPointF(trim.right(), tile.bottom())), next.below, false);
  p.restore();
}

}  // namespace

TableSheetPlan planTableSheets(const TableSize& table, double scale, PageSize page,
                               double overlapMm) {
  const double unitMm = tableUnitMm(table) * scale;
  TableSheetPlan best;
  bool first = true;
  for (const bool landscape : {false, true}) {
    const QSizeF area = printableMm(page, landscape).size() - QSizeF(overlapMm, overlapMm);
    TableSheetPlan plan;
    plan.landscape = landscape;
    // Counted first: cutting a huge print into pieces would take as long as the pieces.
    plan.sheets = std::max(1.0, std::ceil(table.width * unitMm / area.width() - 1e-9)) *
                  std::max(1.0, std::ceil(table.height * unitMm / area.height() - 1e-9));
    if (plan.sheets > kMaxPdfSheets) {
      if (first || plan.sheets < best.sheets) best = plan;
      first = false;
      continue;
    }
    const std::vector<double> xs = cutEdges(table.width, area.width() / unitMm);
    const std::vector<double> ys = cutEdges(table.height, area.height() / unitMm);
    plan.columns = static_cast<int>(xs.size()) - 1;
    plan.rows = static_cast<int>(ys.size()) - 1;
    plan.sheets = static_cast<double>(plan.columns) * plan.rows;
    for (int r = 0; r < plan.rows; ++r)
      for (int c = 0; c < plan.columns; ++c)
        plan.tiles.emplace_back(
            QPointF(xs[static_cast<std::size_t>(c)], ys[static_cast<std::size_t>(r)]),
            QPointF(xs[static_cast<std::size_t>(c) + 1], ys[static_cast<std::size_t>(r) + 1]));
    if (first || plan.sheets < best.sheets) best = plan;
    first = false;
  }
  return best;
}

QString tableSheetLabel(int row, int column) {
  QString letters;
  for (int r = row + 1; r > 0; r = (r - 1) / 26) letters.prepend(QChar('A' + (r - 1) % 26));
  return letters + QString::number(column + 1);
}

QByteArray renderTablePdfPages(const Map& map, const Scenario* scenario,
                               const RenderOptions& options, const QString& scenarioTitle,
                               QString* error) {
  // Every caption names the map too, so a loose sheet tells which table it belongs to.
  const QString mapName = QString::fromStdString(map.name.empty() ? map.id : map.name);
  const QString title = scenarioTitle == mapName || mapName.isEmpty()
                            ? scenarioTitle
                            : scenarioTitle + " \u2014 map: " + mapName;
  const Picture pic = pictureOf(map, scenario, options);
  const double portrait = fitScale(pic, options.page, false);
  const double landscape = fitScale(pic, options.page, true);
  const double scale = options.printScale > 0 ? options.printScale : std::max(portrait, landscape);
  const bool onePage = scale <= std::max(portrait, landscape) * (1 + 1e-9);
  TableSheetPlan plan;
  if (!onePage) plan = planTableSheets(map.table, scale, options.page, options.overlapMm);
  if (const QString refused = tooManySheets(
          plan.sheets,
          QString("give a smaller --scale (%1 would fit; 1 is full size)")
              .arg(std::floor(scale * std::sqrt(kMaxPdfSheets / plan.sheets) * 1000) / 1000));
      !onePage && !refused.isEmpty()) {
    *error = refused;
    return {};
  }
  // The first page (the whole picture) in the orientation it fits best; sheets in the plan's.
  const bool wide = landscape > portrait;

  SheetPdf pdf(options.page, wide, title);
  QPainter p;
  if (!p.begin(&pdf.writer())) {
    *error = QStringLiteral("could not start the PDF writer");
    return {};
  }
  const QRectF area = printableMm(options.page, wide);
  const QString unit = QString::fromStdString(map.table.unit);
  if (onePage) {
    const QRectF trim = drawWhole(p, map, scenario, pic, scale, area);
    drawCaption(p, trim, title,
                scaleText(scale, map.table) + (options.printScale > 0 ? "; print at 100%" : ""));
    p.end();
    return pdf.finish();
  }
  // Overview: the whole picture fitted, with the sheet grid to assemble by.
  const double fit = std::max(portrait, landscape);
  const QRectF overview = drawWhole(p, map, scenario, pic, fit, area);
  drawOverviewGrid(p, plan, pic, overview, fit);
  const int pages = plan.pages();
  drawCaption(p, overview, title + " \u2014 overview, page 1 of " + QString::number(pages),
              QString("%1 sheets follow, A1 to %2, at %3")
                  .arg(plan.tiles.size())
                  .arg(tableSheetLabel(plan.rows - 1, plan.columns - 1))
                  .arg(scaleText(scale, map.table)));
  pdf.writer().setPageOrientation(plan.landscape ? QPageLayout::Landscape : QPageLayout::Portrait);
  const QRectF sheetArea = printableMm(options.page, plan.landscape);

  RenderOptions sheetOptions = pic.options;
  sheetOptions.markScale = options.markScale * std::min(1.0, kSheetMarkScale / scale);
  const double mmPerUnit = pic.trueMmPerUnit * scale;  // per design unit
  const double tableUnitOnPaper = tableUnitMm(map.table) * scale;
  const QString shortScale = std::abs(scale - 1) < 1e-9
                                 ? QStringLiteral("full size")
                                 : scaleText(scale, map.table).section(' ', 0, 1);
  const double lap = options.overlapMm / tableUnitOnPaper;  // in table units
  for (std::size_t i = 0; i < plan.tiles.size(); ++i) {
    pdf.writer().newPage();
    const QRectF t = plan.tiles[i];
    const int row = static_cast<int>(i) / plan.columns, column = static_cast<int>(i) % plan.columns;
    const Neighbours next{column + 1 < plan.columns ? tableSheetLabel(row, column + 1) : QString(),
                          row + 1 < plan.rows ? tableSheetLabel(row + 1, column) : QString()};
    const QRectF shown =
        t.adjusted(0, 0, next.right.isEmpty() ? 0 : lap, next.below.isEmpty() ? 0 : lap);
    const QRectF trim = centred(sheetArea, shown.size() * tableUnitOnPaper);
    const QPointF from = (pic.table + t.topLeft() * pic.unit) * mmPerUnit;
    drawPicture(p, map, scenario, sheetOptions, mmPerUnit, from, trim.topLeft(), 1.0, trim);
    const QString label = tableSheetLabel(row, column);
    drawGlueMargins(p, QRectF(trim.topLeft(), t.size() * tableUnitOnPaper), trim, label, next);
    drawCropMarks(p, trim);
    drawSheetRulers(p, trim, shown, tableUnitOnPaper, map.table);
    drawCaption(p, trim,
                title + " \u2014 sheet " + label + " (page " + QString::number(i + 2) + " of " +
                    QString::number(pages) + ")",
                "x " + number(t.left()) + "\u2013" + number(t.right()) + ", y " + number(t.top()) +
                    "\u2013" + number(t.bottom()) + " " + unit + "; " + shortScale +
                    ", print at 100%");
    // The label again, large, past the bottom-right corner where the next sheets join.
    p.save();
    p.setFont(captionFont(12, true));
    p.setPen(QColor(0x80, 0x10, 0x20));
    p.drawText(px(QRectF(trim.bottomRight() + QPointF(2.5, 2.5), QSizeF(12, 9))),
               Qt::AlignLeft | Qt::AlignTop, label);
    p.restore();
  }
  p.end();
  return pdf.finish();
}

}  // namespace sandtable
