#include "exporters/table_reach_overlay.h"

#include <QImage>
#include <algorithm>
#include <cmath>

#include "exporters/table_overlay.h"
#include "exporters/table_overlay_palette.h"

namespace sandtable {

void paintTableCostField(const MapPaint& mp) {
  const auto& field = mp.options.tableCosts;
  if (!field || field->columns <= 0 || field->rows <= 0 || !(field->band > 0)) return;
  double dearest = 0;
  for (double v : field->mp)
    if (v >= 0) dearest = std::max(dearest, v);
  const int bands = static_cast<int>(std::floor(dearest / field->band)) + 1;
  // One pixel per cell, scaled up without smoothing: sharp band edges at any zoom.
  QImage image(field->columns, field->rows, QImage::Format_ARGB32);
  const QColor closed = tableUnreachableColour();
  for (int j = 0; j < field->rows; ++j)
    for (int i = 0; i < field->columns; ++i) {
      const double v = field->mp[static_cast<std::size_t>(j * field->columns + i)];
      const QColor c =
          v < 0 ? closed : tableReachBandColour(static_cast<int>(std::floor(v / field->band)), bands);
      image.setPixelColor(i, j, c);
    }
  drawTableCells(mp, image, field->cell);
}

}  // namespace sandtable
