#include "exporters/table_reach_overlay.h"

#include <QImage>
#include <algorithm>
#include <cmath>

#include "exporters/table_overlay.h"

namespace sandtable {

namespace {

// Green (cheap) through yellow to red (dear), translucent so the terrain shows through.
QColor bandColour(int band, int bands) {
  const double t = bands <= 1 ? 0.0 : std::clamp(band / double(bands - 1), 0.0, 1.0);
  const double hue = (1.0 - t) * 120.0 / 360.0;  // 120 deg green to 0 deg red
  // Alternate bands a little lighter, so that neighbouring bands stay apart on a long ramp.
  const double value = band % 2 == 0 ? 0.85 : 1.0;
  QColor c = QColor::fromHsvF(static_cast<float>(hue), 0.85f, static_cast<float>(value));
  c.setAlpha(120);
  return c;
}

}  // namespace

void paintTableCostField(const MapPaint& mp) {
  const auto& field = mp.options.tableCosts;
  if (!field || field->columns <= 0 || field->rows <= 0 || !(field->band > 0)) return;
  double dearest = 0;
  for (double v : field->mp)
    if (v >= 0) dearest = std::max(dearest, v);
  const int bands = static_cast<int>(std::floor(dearest / field->band)) + 1;
  // One pixel per cell, scaled up without smoothing: sharp band edges at any zoom.
  QImage image(field->columns, field->rows, QImage::Format_ARGB32);
  const QColor closed(40, 40, 40, 110);
  for (int j = 0; j < field->rows; ++j)
    for (int i = 0; i < field->columns; ++i) {
      const double v = field->mp[static_cast<std::size_t>(j * field->columns + i)];
      const QColor c =
          v < 0 ? closed : bandColour(static_cast<int>(std::floor(v / field->band)), bands);
      image.setPixelColor(i, j, c);
    }
  drawTableCells(mp, image, field->cell);
}

}  // namespace sandtable
