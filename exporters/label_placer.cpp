#include "exporters/label_placer.h"

#include <QFontMetricsF>
#include <array>

#include "exporters/map_paint.h"

namespace sandtable {

QRectF LabelPlacer::place(const Label& l) {
  const QRectF box = QFontMetricsF(l.font).boundingRect(l.text);
  const double halo = 4.5 * scale_;
  const QSizeF size = box.size() + QSizeF(2 * halo, 2 * halo);
  // Where to try, in order: offsets from `at`.
  std::array<QPointF, 5> spots{};
  std::size_t count = 1;
  if (l.centre) {
    // Stacked a line at a time below or above the centre.
    const double line = size.height();
    spots = {QPointF(0, 0), QPointF(0, line), QPointF(0, -line), QPointF(0, 2 * line),
             QPointF(0, -2 * line)};
    count = 5;
  } else if (l.radius >= 0) {
    const double gap = l.radius + 4 * scale_;
    const QPointF up(0, -(gap + size.height() / 2)), down(0, gap + size.height() / 2);
    const QPointF right(gap + size.width() / 2, 0);
    spots = {l.below ? down : up, l.below ? up : down, right, -right, QPointF()};
    count = 4;
  }
  QPointF chosen = l.at + spots[0];
  for (std::size_t i = 0; i < count; ++i) {
    const QPointF spot = l.at + spots[i];
    if (free(QRectF(spot - QPointF(size.width() / 2, size.height() / 2), size))) {
      chosen = spot;
      break;
    }
  }
  taken_.emplace_back(chosen - QPointF(size.width() / 2, size.height() / 2), size);
  if (visible_.intersects(taken_.back()))
    drawHaloText(painter_, chosen, l.text, l.font, l.ink, 2 * halo);
  return taken_.back();
}

bool LabelPlacer::free(const QRectF& r) const {
  if (!bounds_.contains(r)) return false;
  for (const QRectF& t : taken_)
    if (t.intersects(r)) return false;
  return true;
}

}  // namespace sandtable
