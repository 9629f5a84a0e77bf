#include "exporters/label_placer.h"

#include <QFontMetricsF>
#include <algorithm>
#include <optional>
#include <vector>

#include "exporters/map_paint.h"

namespace sandtable {

QRectF LabelPlacer::place(const Label& l) {
  const QRectF box = QFontMetricsF(l.font).boundingRect(l.text);
  const double halo = 4.5 * scale_;
  const QSizeF size = box.size() + QSizeF(2 * halo, 2 * halo);
  // Where to try, in order: offsets from `at`.
  std::vector<QPointF> spots{QPointF()};
  if (l.centre) {
    // Stacked a line at a time below or above the centre, up to four lines (two zones' ids
    // round a card's title and cover needed more than two); then the same beside the centre,
    // right and left (a zone's id over a small building with its storeys and name, and an
    // objective's, found no line free and covered them).
    const double line = size.height();
    for (int k = 1; k < 9; ++k) spots.emplace_back(0, (k % 2 ? 1.0 : -1.0) * ((k + 1) / 2) * line);
    const double aside = size.width();  // clear of a label as wide centred on the same place
    for (std::size_t k = 0, n = spots.size(); k < n; ++k) {
      spots.push_back(spots[k] + QPointF(aside, 0));
      spots.push_back(spots[k] - QPointF(aside, 0));
    }
  } else if (l.radius >= 0) {
    const double gap = l.radius + 4 * scale_;
    const QPointF up(0, -(gap + size.height() / 2)), down(0, gap + size.height() / 2);
    const QPointF right(gap + size.width() / 2, 0);
    spots = {l.below ? down : up, l.below ? up : down, right, -right,
             up + right, up - right, down + right, down - right};  // then the corners
  }
  // A spot that pokes out of the bounds is moved in just enough, where the label fits: a zone
  // whose middle is on the map's edge had its id cut in half there.
  const auto boxAt = [&](std::size_t i) {
    QRectF r(l.at + spots[i] - QPointF(size.width() / 2, size.height() / 2), size);
    if (r.width() <= bounds_.width()) r.moveLeft(std::clamp(r.left(), bounds_.left(), bounds_.right() - r.width()));
    if (r.height() <= bounds_.height()) r.moveTop(std::clamp(r.top(), bounds_.top(), bounds_.bottom() - r.height()));
    return r;
  };
  // The first spot free of everything; else, of those that cover no reserved box (a label may
  // cover another label, never a mark or name drawn by someone else), the one that covers the
  // least of the labels placed (the first such spot hid a building's name under an
  // objective's); else the first.
  std::optional<std::size_t> chosen;
  for (std::size_t i = 0; i < spots.size() && !chosen; ++i)
    if (free(boxAt(i), taken_.size())) chosen = i;
  if (!chosen) {
    double least = 0;
    for (std::size_t i = 0; i < spots.size(); ++i) {
      if (!free(boxAt(i), reserved_)) continue;
      const double covered = labelAreaUnder(boxAt(i));
      if (!chosen || covered < least) {
        chosen = i;
        least = covered;
      }
    }
  }
  taken_.push_back(boxAt(chosen.value_or(0)));
  const QPointF centre = taken_.back().center();
  if (visible_.intersects(taken_.back()))
    drawHaloText(painter_, centre, l.text, l.font, l.ink, 2 * halo);
  return taken_.back();
}

double LabelPlacer::labelAreaUnder(const QRectF& r) const {
  double area = 0;
  for (std::size_t i = reserved_; i < taken_.size(); ++i) {
    const QRectF both = taken_[i].intersected(r);
    area += both.width() * both.height();
  }
  return area;
}

bool LabelPlacer::free(const QRectF& r, std::size_t boxes) const {
  if (!bounds_.contains(r)) return false;
  for (std::size_t i = 0; i < boxes; ++i)
    if (taken_[i].intersects(r)) return false;
  return true;
}

}  // namespace sandtable
