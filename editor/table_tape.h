// The table's measuring tape: a chain of legs. A click starts it or fixes the end of a leg and
// starts the next (the open end follows the mouse); a drag from a fresh start measures one leg
// and ends it there; a double-click or Enter ends it at the last click; Esc drops it.
#pragma once

#include <vector>

#include "model/table.h"

namespace sandtable::editor {

class TableTape {
 public:
  void press(TablePoint p);
  void move(TablePoint p);
  void release(TablePoint p);
  // Double-click, Enter: the tape ends at its last click. False when it was not being laid.
  bool finish();
  void clear();

  bool empty() const { return points_.empty(); }
  bool open() const { return open_; }
  // Its corners, the open end included.
  const std::vector<TablePoint>& points() const { return points_; }
  int legs() const { return points_.empty() ? 0 : static_cast<int>(points_.size()) - 1; }
  double length() const;

 private:
  std::vector<TablePoint> points_;
  bool open_ = false;
  TablePoint pressed_;
};

}  // namespace sandtable::editor
