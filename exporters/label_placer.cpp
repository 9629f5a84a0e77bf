#include "exporters/label_placer.h"

#include <QFontMetricsF>
#include <algorithm>
#include <array>
#include <optional>

#include "exporters/map_paint.h"

namespace sandtable {

QRectF LabelPlacer::place(const Label& l) {
  const QRectF box = QFontMetricsF(l.font).boundingRect(l.text);
  const double halo = 4.5 * scale_;
  const QSizeF size = box.size() + QSizeF(2 * halo, 2 * halo);
  // Where to try, in order: offsets from `at`.
  std::array<QPointF, 9> spots{};
  std::size_t count = 1;
  if (l.centre) {
    // Stacked a line at a time below or above the centre, up to four lines (two zones' ids
    // round a card's title and cover needed more than two).
    const double line = size.height();
    for (std::size_t k = 1; k < spots.size(); ++k)
      spots[k] = QPointF(0, (k % 2 ? 1.0 : -1.0) * static_cast<double>((k + 1) / 2) * line);
    count = spots.size();
  } else if (l.radius >= 0) {
    const double gap = l.radius + 4 * scale_;
    const QPointF up(0, -(gap + size.height() / 2)), down(0, gap + size.height() / 2);
    const QPointF right(gap + size.width() / 2, 0);
    spots = {l.below ? down : up, l.below ? up : down, right, -right, QPointF()};
    count = 4;
  }
  // The first spot free of everything; else the first that covers no reserved box (a label
  // may cover another label, never a mark or name drawn by someone else); else the first.
  // A spot that pokes out of the bounds is moved in just enough, where the label fits: a zone
  // whose middle is on the map's edge had its id cut in half there.
  const auto boxAt = [&](std::size_t i) {
    QRectF r(l.at + spots[i] - QPointF(size.width() / 2, size.height() / 2), size);
    if (r.width() <= bounds_.width()) r.moveLeft(std::clamp(r.left(), bounds_.left(), bounds_.right() - r.width()));
    if (r.height() <= bounds_.height()) r.moveTop(std::clamp(r.top(), bounds_.top(), bounds_.bottom() - r.height()));
    return r;
  };
  std::optional<std::size_t> chosen;
  for (std::size_t i = 0; i < count && !chosen; ++i)
    if (free(boxAt(i), taken_.size())) chosen = i;
  for (std::size_t i = 0; i < count && !chosen; ++i)
    if (free(boxAt(i), reserved_)) chosen = i;
  taken_.push_back(boxAt(chosen.value_or(0)));
  const QPointF centre = taken_.back().center();
  if (visible_.intersects(taken_.back()))
    drawHaloText(painter_, centre, l.text, l.font, l.ink, 2 * halo);
  return taken_.back();
}

bool LabelPlacer::free(const QRectF& r, std::size_t boxes) const {
  if (!bounds_.contains(r)) return false;
  for (std::size_t i = 0; i < boxes; ++i)
    if (taken_[i].intersects(r)) return false;
  return true;
}

}  // namespace sandtable
