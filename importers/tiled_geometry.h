// Pixel geometry of Tiled's hexagonal maps, as its hexagonal renderer lays tiles out: tile
// rectangles, hex centres and corners. Objects on a Tiled map are placed in these pixels, so
// the importer finds the hex or hexside under an object with it, and the exporter draws
// hexside and road objects where Tiled will show them on the grid.
#pragma once

#include <array>
#include <optional>

#include "importers/tiled_document.h"
#include "model/grid.h"

namespace sandtable::tiled {

class HexPixels {
 public:
  // staggerX: Tiled's staggeraxis x (our flat layout); staggerEven: staggerindex even.
  HexPixels(int tileWidth, int tileHeight, int hexSideLength, bool staggerX, bool staggerEven);

  Point topLeft(Offset o) const;
  Point center(Offset o) const;
  // The six corners, clockwise from the left (flat) or top (pointy) corner.
  std::array<Point, 6> corners(Offset o) const;
  // The two corners that hexes a and b share; nullopt when they are not adjacent.
  std::optional<std::array<Point, 2>> sharedSide(Offset a, Offset b) const;

  // The on-map hex whose centre is nearest to p (the hex under p), and the runner-up.
  struct Nearest {
    Offset hex;
    double distance = 0;
    std::optional<Offset> second;
    double secondDistance = 0;
  };
  std::optional<Nearest> nearest(Point p, const Grid& grid) const;

  // Half the smaller tile dimension: how far from a hexside's midpoint a drawn point may be.
  double tolerance() const;

 private:
  bool staggered(int index) const { return ((index & 1) != 0) != staggerEven_; }

  bool staggerX_;
  bool staggerEven_;
  int tileWidth_, tileHeight_;
  int sideLengthX_, sideLengthY_;
  int sideOffsetX_, sideOffsetY_;
  int columnWidth_, rowHeight_;
};

}  // namespace sandtable::tiled
