#include "exporters/pdf_pages.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>
#include <cmath>

#include "exporters/map_renderer.h"
#include "exporters/map_style.h"
#include "exporters/pdf_determinism.h"
#include "exporters/pdf_sheet.h"

namespace sandtable {

namespace sheet {

QSizeF pageMm(PageSize page, bool landscape) {
  const QSizeF s = QPageSize(pageSizeId(page)).size(QPageSize::Millimeter);
  return landscape ? s.transposed() : s;
}

QRectF printableMm(PageSize page, bool landscape) {
  const QSizeF s = pageMm(page, landscape);
  return QRectF(kMarginMm, kMarginMm, s.width() - 2 * kMarginMm, s.height() - 2 * kMarginMm);
}

QRectF px(const QRectF& mm) {
  return QRectF(mm.left() * kPxPerMm, mm.top() * kPxPerMm, mm.width() * kPxPerMm,
                mm.height() * kPxPerMm);
}

QFont captionFont(double pt, bool bold) {
  QFont f(QStringLiteral("DejaVu Sans"));
  f.setPixelSize(static_cast<int>(std::lround(pt / 72.0 * kDpi)));
  f.setBold(bold);
  return f;
}

void drawCropMarks(QPainter& p, const QRectF& trimMm) {
  p.save();
  p.setPen(QPen(Qt::black, 0.25 / 72.0 * kDpi));  // 0.25 pt hairlines, the printers' norm
  const double a = kMarkFromMm, b = kMarkToMm;
  for (const QPointF corner :
       {trimMm.topLeft(), trimMm.topRight(), trimMm.bottomLeft(), trimMm.bottomRight()}) {
    const double sx = corner.x() <= trimMm.left() ? -1 : 1;
    const double sy = corner.y() <= trimMm.top() ? -1 : 1;
    p.drawLine(QPointF(corner.x() + sx * a, corner.y()) * kPxPerMm,
               QPointF(corner.x() + sx * b, corner.y()) * kPxPerMm);
    p.drawLine(QPointF(corner.x(), corner.y() + sy * a) * kPxPerMm,
               QPointF(corner.x(), corner.y() + sy * b) * kPxPerMm);
  }
  p.restore();
}

void drawCaption(QPainter& p, const QRectF& trimMm, const QString& left, const QString& right) {
  p.save();
  p.setPen(QColor(0x30, 0x30, 0x30));
  p.setFont(captionFont(7));
  const QRectF bandMm(trimMm.left() + 3, trimMm.top() - kMarkToMm, trimMm.width() - 6,
                      kMarkToMm - 3);
  const QRectF band = px(bandMm);
  const QFontMetricsF fm(p.font());
  const double rightWidth = std::min(fm.horizontalAdvance(right), band.width() * 0.45);
  p.drawText(band, Qt::AlignRight | Qt::AlignVCenter,
             fm.elidedText(right, Qt::ElideRight, rightWidth));
  p.drawText(band, Qt::AlignLeft | Qt::AlignVCenter,
             fm.elidedText(left, Qt::ElideRight, band.width() - rightWidth - 3 * kPxPerMm));
  p.restore();
}

void drawPicture(QPainter& p, const Map& map, const Scenario* scenario,
                 const RenderOptions& options, double mmPerPixel, QPointF pictureMm, QPointF pageMm,
                 double scale, const QRectF& clipMm) {
  p.save();
  p.setClipRect(px(clipMm));
  p.translate(pageMm * kPxPerMm);
  p.scale(scale * mmPerPixel * kPxPerMm, scale * mmPerPixel * kPxPerMm);
  p.translate(-pictureMm / mmPerPixel);
  renderMap(p, map, scenario, options);
  p.restore();
}

SheetPdf::SheetPdf(PageSize page, bool landscape, const QString& title)
    : buffer_(&bytes_), writer_(&buffer_) {
  // Before the writer writes anything: font objects follow QHash order.
  useDeterministicHashing();
  buffer_.open(QIODevice::WriteOnly);
  writer_.setPageSize(QPageSize(pageSizeId(page)));
  writer_.setPageOrientation(landscape ? QPageLayout::Landscape : QPageLayout::Portrait);
  writer_.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
  writer_.setResolution(kDpi);
  prepareDeterministicPdf(writer_, title);
}

QByteArray SheetPdf::finish() {
  buffer_.close();
  return makePdfDeterministic(bytes_);
}

}  // namespace sheet

namespace {

using namespace sheet;

QString sheetName(int index, const SheetPlan& plan) {
  return QString("sheet %1 of %2 (row %3, column %4)")
      .arg(index + 1)
      .arg(plan.tiles.size())
      .arg(index / plan.columns + 1)
      .arg(index % plan.columns + 1);
}

}  // namespace

QPageSize::PageSizeId pageSizeId(PageSize page) {
  switch (page) {
    case PageSize::A3:
      return QPageSize::A3;
    case PageSize::Letter:
      return QPageSize::Letter;
    case PageSize::A4:
      break;
  }
  return QPageSize::A4;
}

QString tooManySheets(double sheets, const QString& advice) {
  if (sheets <= kMaxPdfSheets) return {};
  return QString("the print would take %1 sheets, over the limit of %2; %3")
      .arg(sheets, 0, 'f', 0)
      .arg(kMaxPdfSheets)
      .arg(advice);
}

SheetPlan planSheets(QSizeF pictureMm, PageSize page) {
  SheetPlan best;
  bool first = true;
  for (const bool landscape : {false, true}) {
    const QSizeF area = printableMm(page, landscape).size();
    SheetPlan plan;
    plan.landscape = landscape;
    const double columns = std::max(1.0, std::ceil(pictureMm.width() / area.width() - 1e-9));
    const double rows = std::max(1.0, std::ceil(pictureMm.height() / area.height() - 1e-9));
    plan.sheets = columns * rows;
    if (plan.sheets <= kMaxPdfSheets) {
      plan.columns = static_cast<int>(columns);
      plan.rows = static_cast<int>(rows);
      // Even tiles: every sheet carries a similar share of the map.
      const double w = pictureMm.width() / plan.columns, h = pictureMm.height() / plan.rows;
      for (int r = 0; r < plan.rows; ++r)
        for (int c = 0; c < plan.columns; ++c) plan.tiles.emplace_back(c * w, r * h, w, h);
    }
    if (first || plan.sheets < best.sheets) best = plan;
    first = false;
  }
  return best;
}

QByteArray renderMapPdfPages(const Map& map, const Scenario* scenario, const RenderOptions& options,
                             const QString& title, QString* error) {
  if (map.isTable()) return renderTablePdfPages(map, scenario, options, title, error);
  const double unitMm =
      options.printUnitMm > 0 ? options.printUnitMm : (map.isCards() ? 14.0 : 16.0);
  const double mmPerPixel = unitMm / options.hexSize;
  const QSizeF pictureMm = mapPixelSize(map, scenario, options) * mmPerPixel;
  const SheetPlan plan = planSheets(pictureMm, options.page);
  if (const QString refused = tooManySheets(plan.sheets, "give a smaller --print-mm");
      !refused.isEmpty()) {
    *error = refused;
    return {};
  }
  const QRectF area = printableMm(options.page, plan.landscape);

  SheetPdf pdf(options.page, plan.landscape, title);
  QPdfWriter& writer = pdf.writer();
  QPainter p;
  if (!p.begin(&writer)) {
    *error = QStringLiteral("could not start the PDF writer");
    return {};
  }
  const QString scaleNote = map.isCards()
                                ? QString("print at 100%: a card is %1 mm wide").arg(unitMm * 4.5)
                                : QString("print at 100%: hex %1 mm across flats").arg(unitMm);
  if (!plan.overview()) {
    const QPointF at(area.left() + (area.width() - pictureMm.width()) / 2,
                     area.top() + (area.height() - pictureMm.height()) / 2);
    const QRectF trim(at, pictureMm);
    drawPicture(p, map, scenario, options, mmPerPixel, QPointF(0, 0), at, 1.0, trim);
    drawCropMarks(p, trim);
    drawCaption(p, trim, title, scaleNote);
  } else {
    // Overview: the whole picture reduced onto one page, with the sheet grid to assemble by.
    const double s = std::min(area.width() / pictureMm.width(), area.height() / pictureMm.height());
    const QSizeF small = pictureMm * s;
    const QPointF at(area.left() + (area.width() - small.width()) / 2,
                     area.top() + (area.height() - small.height()) / 2);
    drawPicture(p, map, scenario, options, mmPerPixel, QPointF(0, 0), at, s, QRectF(at, small));
    p.save();
    p.setPen(QPen(QColor(0x80, 0x10, 0x20), 0.6 / 72.0 * kDpi, Qt::DashLine));
    p.setFont(captionFont(14, true));
    for (std::size_t i = 0; i < plan.tiles.size(); ++i) {
      const QRectF t = plan.tiles[i];
      const QRectF onPage(at + t.topLeft() * s, t.size() * s);
      p.setBrush(Qt::NoBrush);
      p.drawRect(px(onPage));
      p.drawText(px(onPage), Qt::AlignCenter, QString::number(i + 1));
    }
    p.restore();
    drawCaption(p, QRectF(at, small),
                title + QString(" \u2014 overview at %1%").arg(std::lround(s * 100)),
                QString("%1 sheets follow; %2").arg(plan.tiles.size()).arg(scaleNote));
    for (std::size_t i = 0; i < plan.tiles.size(); ++i) {
      writer.newPage();
      const QRectF t = plan.tiles[i];
      const QRectF trim(area.left() + (area.width() - t.width()) / 2,
                        area.top() + (area.height() - t.height()) / 2, t.width(), t.height());
      // Bleed only where the neighbouring sheet continues the picture.
      const QRectF bleed = trim.adjusted(t.left() > 0 ? -kBleedMm : 0, t.top() > 0 ? -kBleedMm : 0,
                                         t.right() < pictureMm.width() - 1e-6 ? kBleedMm : 0,
                                         t.bottom() < pictureMm.height() - 1e-6 ? kBleedMm : 0);
      drawPicture(p, map, scenario, options, mmPerPixel, t.topLeft(), trim.topLeft(), 1.0, bleed);
      drawCropMarks(p, trim);
      drawCaption(p, trim, title + " \u2014 " + sheetName(static_cast<int>(i), plan), scaleNote);
    }
  }
  p.end();
  return pdf.finish();
}

}  // namespace sandtable
