// Labels put one by one where they cover no earlier label and stay inside an area: above,
// below, right or left of their mark, in an order that depends on the kind of mark; the first
// place when none is free. Shared by the print of a table (table_painter.cpp) and the editor's
// table labels, so that both keep names apart alike.
#pragma once

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <vector>

namespace sandtable {

// A label waiting for its place: centred on `at`, or beside a mark of `radius` around it.
struct Label {
  QString text;
  QFont font;
  QColor ink;
  QPointF at;
  double radius = -1;   // < 0: exactly at `at`
  bool below = false;   // try below the mark first (points), else above (objectives)
  bool centre = false;  // at `at`, else a line or two below or above it (names of pieces)
};

class LabelPlacer {
 public:
  // `bounds`: where labels must stay; `visible`: the part being drawn (labels elsewhere are
  // placed, so that they still push others, but not drawn); `scale`: the gaps' and the halo's
  // size over the print's (the print's marks are in design units, the editor's in pixels).
  LabelPlacer(QPainter& painter, const QRectF& bounds, const QRectF& visible, double scale)
      : painter_(painter), bounds_(bounds), visible_(visible), scale_(scale) {}

  // Places and draws `l`; returns the box it took. A spot that pokes out of the bounds is moved
  // in just enough where the label fits (a label on the map's edge was cut there).
  QRectF place(const Label& l);
  // A box drawn by someone else (a hex's name, a point's symbol), which the labels placed after
  // keep clear of: a label crowded out of every free spot may cover another label, not these.
  // Reserve before placing any label.
  void reserve(const QRectF& box) {
    taken_.push_back(box);
    reserved_ = taken_.size();
  }

 private:
  // Whether `r` lies inside the bounds and clear of the first `boxes` boxes taken.
  bool free(const QRectF& r, std::size_t boxes) const;
  // How much of `r` the labels placed (not the reserved boxes) cover.
  double labelAreaUnder(const QRectF& r) const;
  QPainter& painter_;
  QRectF bounds_, visible_;
  double scale_;
  std::vector<QRectF> taken_;  // the reserved boxes first, then the labels placed
  std::size_t reserved_ = 0;
};

}  // namespace sandtable
