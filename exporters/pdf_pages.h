// The print proof: the map at true print scale (RenderOptions::printUnitMm per hex) on A4, A3
// or letter pages. A picture that fits one page is printed on it; a larger one gets an
// overview page with the sheet grid, then one sheet per tile at 100%, each with crop marks at
// the trim line, 3 mm of bleed and a caption naming the sheet. Tables: see below. Output is
// deterministic.
#pragma once

#include <QByteArray>
#include <QPageSize>
#include <QRectF>
#include <QString>
#include <vector>

#include "exporters/render_options.h"
#include "model/map.h"
#include "model/scenario.h"

namespace sandtable {

QPageSize::PageSizeId pageSizeId(PageSize page);

// The most sheets one PDF print may have (besides the overview): a 72 x 48 in table at full
// size takes 55 on A4. Past it a print is refused before anything is drawn, with the scale
// that would fit; each sheet draws the whole picture clipped, so time grows with the count.
constexpr int kMaxPdfSheets = 500;
// "the print would take N sheets, over the limit of 500; ADVICE", or "" within the limit.
QString tooManySheets(double sheets, const QString& advice);

// How a picture of `pictureMm` is split over pages of `page` (printable area inside 12 mm
// margins): the orientation and the tiles, in mm of the picture, row by row.
struct SheetPlan {
  bool landscape = false;
  int columns = 1;
  int rows = 1;
  std::vector<QRectF> tiles;  // empty when over kMaxPdfSheets
  double sheets = 1;          // columns x rows, counted before any tile is made
  bool overview() const { return sheets > 1; }
  int pages() const { return static_cast<int>(sheets) + (overview() ? 1 : 0); }
};
SheetPlan planSheets(QSizeF pictureMm, PageSize page);

QByteArray renderMapPdfPages(const Map& map, const Scenario* scenario, const RenderOptions& options,
                             const QString& title, QString* error);

// Tables (table_pdf.cpp). How a table printed at `scale` (1: full size) is cut into sheets of
// `page` paper: each as large as the printable area allows, cut at whole table units where it
// can be, abutting without overlap; the orientation that needs fewer sheets.
struct TableSheetPlan {
  bool landscape = false;
  int columns = 1;
  int rows = 1;
  std::vector<QRectF> tiles;  // in table units, row by row from the top-left corner; empty
                              // when over kMaxPdfSheets
  double sheets = 1;          // columns x rows, counted before any tile is made
  int pages() const { return static_cast<int>(sheets) + 1; }  // an overview first
};
// `overlapMm`: the glue margin each sheet also carries along its right and bottom edges.
TableSheetPlan planTableSheets(const TableSize& table, double scale, PageSize page,
                               double overlapMm = 0);
// "B3": the sheet's row as letters (A at the top, AA after Z), its column as a number.
QString tableSheetLabel(int row, int column);

// A table's print proof. With RenderOptions::printScale 0, the whole picture fitted on one
// page. With a scale, the picture at that scale on one page when it fits; else an overview
// page with the sheet grid, then one sheet per tile of the table at that scale (1 inch of
// table = 72 pt x scale), each with crop marks at the trim line, rulers in table units along
// its bottom and right edges, its label ("A1") and "page N of M". With an overlap
// (RenderOptions::overlapMm) a sheet goes on past its right and bottom edges into the
// neighbour's picture by that much: a glue margin that the neighbour covers, where a dashed
// line shows the neighbour's edge and the sheet's and the neighbour's labels are printed.
QByteArray renderTablePdfPages(const Map& map, const Scenario* scenario,
                               const RenderOptions& options, const QString& title, QString* error);

}  // namespace sandtable
