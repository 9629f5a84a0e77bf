// The print proof: the map at true print scale (RenderOptions::printUnitMm per hex) on A4, A3
// or letter pages. A picture that fits one page is printed on it; a larger one gets an
// overview page with the sheet grid, then one sheet per tile at 100%, each with crop marks at
// the trim line, 3 mm of bleed and a caption naming the sheet. Output is deterministic.
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

// How a picture of `pictureMm` is split over pages of `page` (printable area inside 12 mm
// margins): the orientation and the tiles, in mm of the picture, row by row.
struct SheetPlan {
  bool landscape = false;
  int columns = 1;
  int rows = 1;
  std::vector<QRectF> tiles;
  bool overview() const { return tiles.size() > 1; }
  int pages() const { return static_cast<int>(tiles.size()) + (overview() ? 1 : 0); }
};
SheetPlan planSheets(QSizeF pictureMm, PageSize page);

QByteArray renderMapPdfPages(const Map& map, const Scenario* scenario, const RenderOptions& options,
                             const QString& title, QString* error);

}  // namespace sandtable
