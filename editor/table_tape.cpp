#include "editor/table_tape.h"

#include <cmath>

namespace sandtable::editor {

void TableTape::press(TablePoint p) {
  pressed_ = p;
  if (!open_) {
    points_ = {p, p};
    open_ = true;
    return;
  }
  points_.back() = p;
  points_.push_back(p);
}

void TableTape::move(TablePoint p) {
  if (open_) points_.back() = p;
}

void TableTape::release(TablePoint p) {
  if (!open_) return;
  points_.back() = p;
  // A drag from a fresh start is the one-leg tape: it ends where it is let go.
  if (points_.size() == 2 && !(p == pressed_)) open_ = false;
}

bool TableTape::finish() {
  if (!open_) return false;
  open_ = false;
  points_.pop_back();  // the open end, at the mouse
  std::vector<TablePoint> kept;
  for (const TablePoint& p : points_)
    if (kept.empty() || !(kept.back() == p)) kept.push_back(p);  // a double-click's repeated click
  points_ = kept.size() >= 2 ? std::move(kept) : std::vector<TablePoint>{};
  return true;
}

void TableTape::clear() {
  points_.clear();
  open_ = false;
}

double TableTape::length() const {
  double total = 0;
  for (std::size_t i = 1; i < points_.size(); ++i)
    total += std::hypot(points_[i].x - points_[i - 1].x, points_[i].y - points_[i - 1].y);
  return total;
}

}  // namespace sandtable::editor
