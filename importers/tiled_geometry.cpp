#include "importers/tiled_geometry.h"

#include <algorithm>
#include <cmath>

namespace sandtable::tiled {

// Integer arithmetic on purpose: Tiled rounds these the same way, so our centres and corners
// land on the very pixels Tiled draws.
HexPixels::HexPixels(int tileWidth, int tileHeight, int hexSideLength, bool staggerX,
                     bool staggerEven)
    : staggerX_(staggerX),
      staggerEven_(staggerEven),
      tileWidth_(tileWidth),
      tileHeight_(tileHeight),
      sideLengthX_(staggerX ? hexSideLength : 0),
      sideLengthY_(staggerX ? 0 : hexSideLength),
      sideOffsetX_((tileWidth - sideLengthX_) / 2),
      sideOffsetY_((tileHeight - sideLengthY_) / 2),
      columnWidth_(sideOffsetX_ + sideLengthX_),
      rowHeight_(sideOffsetY_ + sideLengthY_) {}

Point HexPixels::topLeft(Offset o) const {
  if (staggerX_)
    return {static_cast<double>(o.col * columnWidth_),
            static_cast<double>(o.row * (tileHeight_ + sideLengthY_) +
                                (staggered(o.col) ? rowHeight_ : 0))};
  return {static_cast<double>(o.col * (tileWidth_ + sideLengthX_) +
                              (staggered(o.row) ? columnWidth_ : 0)),
          static_cast<double>(o.row * rowHeight_)};
}

Point HexPixels::center(Offset o) const {
  const Point p = topLeft(o);
  return {p.x + tileWidth_ / 2.0, p.y + tileHeight_ / 2.0};
}

std::array<Point, 6> HexPixels::corners(Offset o) const {
  const Point p = topLeft(o);
  const double w = tileWidth_, h = tileHeight_;
  if (staggerX_) {
    const double s = sideOffsetX_;
    return {{{p.x, p.y + h / 2},
             {p.x + s, p.y},
             {p.x + w - s, p.y},
             {p.x + w, p.y + h / 2},
             {p.x + w - s, p.y + h},
             {p.x + s, p.y + h}}};
  }
  const double s = sideOffsetY_;
  return {{{p.x + w / 2, p.y},
           {p.x + w, p.y + s},
           {p.x + w, p.y + h - s},
           {p.x + w / 2, p.y + h},
           {p.x, p.y + h - s},
           {p.x, p.y + s}}};
}

std::optional<std::array<Point, 2>> HexPixels::sharedSide(Offset a, Offset b) const {
  const auto ca = corners(a), cb = corners(b);
  std::array<Point, 2> shared{};
  int found = 0;
  for (const Point& p : ca)
    for (const Point& q : cb)
      if (std::fabs(p.x - q.x) < 0.5 && std::fabs(p.y - q.y) < 0.5 && found < 2)
        shared[static_cast<std::size_t>(found++)] = p;
  if (found != 2) return std::nullopt;
  return shared;
}

std::optional<HexPixels::Nearest> HexPixels::nearest(Point p, const Grid& grid) const {
  if (grid.columns <= 0 || grid.rows <= 0 || tileWidth_ <= 0 || tileHeight_ <= 0 ||
      !std::isfinite(p.x) || !std::isfinite(p.y))
    return std::nullopt;
  // Estimate the cell, then search around it: the exact answer is always within two cells.
  // A point far off the map (fuzz_tmx: x = 1e71) is brought to the edge before the cast to
  // int, which would otherwise overflow.
  const double stepX = staggerX_ ? columnWidth_ : tileWidth_ + sideLengthX_;
  const double stepY = staggerX_ ? tileHeight_ + sideLengthY_ : rowHeight_;
  auto estimate = [](double v, double step, int count) {
    return static_cast<int>(std::clamp(std::floor(v / std::max(1.0, step)), -4.0, count + 4.0));
  };
  const int col = estimate(p.x - tileWidth_ / 2.0, stepX, grid.columns);
  const int row = estimate(p.y - tileHeight_ / 2.0, stepY, grid.rows);
  std::optional<Nearest> best;
  for (int r = row - 2; r <= row + 3; ++r) {
    for (int c = col - 2; c <= col + 3; ++c) {
      const Offset o{std::clamp(c, 0, grid.columns - 1), std::clamp(r, 0, grid.rows - 1)};
      if (best && (o == best->hex || (best->second && o == *best->second))) continue;
      const Point q = center(o);
      const double d = std::hypot(q.x - p.x, q.y - p.y);
      if (!best) {
        best = Nearest{o, d, std::nullopt, 0};
      } else if (d < best->distance) {
        best->second = best->hex;
        best->secondDistance = best->distance;
        best->hex = o;
        best->distance = d;
      } else if (!best->second || d < best->secondDistance) {
        best->second = o;
        best->secondDistance = d;
      }
    }
  }
  return best;
}

double HexPixels::tolerance() const {
  return std::min(tileWidth_, tileHeight_) / 4.0;
}

}  // namespace sandtable::tiled
