// What the print proofs of hex and card maps (pdf_pages.cpp) and of tables (table_pdf.cpp)
// share: the page geometry in millimetres, crop marks, the caption above the trim line,
// drawing the picture at a given print scale, and a deterministic PDF writer. Internal to the
// exporters.
#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QFont>
#include <QPainter>
#include <QPdfWriter>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include "exporters/render_options.h"
#include "model/scenario.h"

namespace sandtable::sheet {

inline constexpr double kMarginMm = 15;   // printers cannot reach the page edge
inline constexpr double kBleedMm = 3;     // picture printed past the trim line
inline constexpr double kMarkFromMm = 4;  // crop marks start this far outside the trim...
inline constexpr double kMarkToMm = 11;   // ...and end here
inline constexpr int kDpi = 600;
inline constexpr double kPxPerMm = kDpi / 25.4;

QSizeF pageMm(PageSize page, bool landscape);
// The printable area of a page: inside kMarginMm on every side.
QRectF printableMm(PageSize page, bool landscape);
// Millimetres on the page to the writer's device pixels.
QRectF px(const QRectF& mm);
QFont captionFont(double pt, bool bold = false);
void drawCropMarks(QPainter& p, const QRectF& trimMm);
// Above the trim line, between the crop marks: what the sheet is and how to print it.
void drawCaption(QPainter& p, const QRectF& trimMm, const QString& left, const QString& right);
// Draws the picture so that the point `pictureMm` of it lands at `pageMm` on the page,
// at `scale` times print size, clipped to `clipMm` (page coordinates).
void drawPicture(QPainter& p, const Map& map, const Scenario* scenario,
                 const RenderOptions& options, double mmPerPixel, QPointF pictureMm, QPointF pageMm,
                 double scale, const QRectF& clipMm);

// A deterministic PDF of `page` sheets at kDpi, without margins, written into memory.
class SheetPdf {
 public:
  SheetPdf(PageSize page, bool landscape, const QString& title);
  QPdfWriter& writer() { return writer_; }
  // The file, once every painter on the writer has ended.
  QByteArray finish();

 private:
  QByteArray bytes_;
  QBuffer buffer_;
  QPdfWriter writer_;
};

}  // namespace sandtable::sheet
