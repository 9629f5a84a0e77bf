// The cards a centre-to-centre sight line passes through (docs/rulesets.md, card-borders), with the
// borders it enters and leaves each one by. Exact integer arithmetic: the line leaves a card across
// a vertical border at t = (2k+1) / (2|dx|) and across a horizontal one at (2k+1) / (2|dy|); equal
// times are a corner, where both borders meeting there count and the two cards touched only at that
// point are not intervening.
#pragma once

#include <cstdlib>

#include "model/hex_geometry.h"

namespace sandtable {

class CardWalk {
 public:
  static constexpr unsigned kNorth = 1, kEast = 2, kSouth = 4, kWest = 8;

  struct Card {
    Offset at;
    unsigned borders = 0;  // the borders entered and left by (kNorth | ...)
  };

  CardWalk(Offset from, Offset to)
      : cur_(from),
        from_(from),
        to_(to),
        ax_(std::abs(to.col - from.col)),
        ay_(std::abs(to.row - from.row)),
        sx_(to.col > from.col ? 1 : -1),
        sy_(to.row > from.row ? 1 : -1) {}

  // The next intervening card (FROM and TO excluded); false when the line has reached TO.
  bool nextIntervening(Card& out) {
    while (!(cur_ == to_)) {
      const long long tx = static_cast<long long>(2 * kx_ + 1) * ay_;
      const long long ty = static_cast<long long>(2 * ky_ + 1) * ax_;
      const bool xFirst = kx_ < ax_ && (ky_ == ay_ || tx < ty);
      const bool yFirst = !xFirst && ky_ < ay_ && (kx_ == ax_ || ty < tx);
      unsigned exit = 0, entry = 0;
      const Offset left = cur_;
      if (!yFirst) {  // across a vertical border (alone or at a corner)
        exit |= sx_ > 0 ? kEast : kWest;
        entry |= sx_ > 0 ? kWest : kEast;
        cur_.col += sx_;
        ++kx_;
      }
      if (!xFirst) {  // across a horizontal border (alone or at a corner)
        exit |= sy_ > 0 ? kSouth : kNorth;
        entry |= sy_ > 0 ? kNorth : kSouth;
        cur_.row += sy_;
        ++ky_;
      }
      const unsigned enteredBy = entry_;
      entry_ = entry;
      if (!(left == from_)) {
        out = {left, enteredBy | exit};
        return true;
      }
    }
    return false;
  }

 private:
  Offset cur_, from_, to_;
  int ax_, ay_, sx_, sy_;
  int kx_ = 0, ky_ = 0;
  unsigned entry_ = 0;
};

}  // namespace sandtable
