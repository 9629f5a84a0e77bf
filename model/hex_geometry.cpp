#include "model/hex_geometry.h"

#include <cmath>
#include <cstdlib>

namespace sandtable {

namespace {
// Parity that is correct for negative numbers too (-1 is odd).
int parity(int v) { return v & 1; }
}  // namespace

Axial toAxial(Offset o, HexLayout layout) {
  const bool odd = layout.stagger == Stagger::Odd;
  if (layout.orientation == Orientation::Flat) {
    const int shift = odd ? (o.col - parity(o.col)) / 2 : (o.col + parity(o.col)) / 2;
    return {o.col, o.row - shift};
  }
  const int shift = odd ? (o.row - parity(o.row)) / 2 : (o.row + parity(o.row)) / 2;
  return {o.col - shift, o.row};
}

Offset toOffset(Axial a, HexLayout layout) {
  const bool odd = layout.stagger == Stagger::Odd;
  if (layout.orientation == Orientation::Flat) {
    const int shift = odd ? (a.q - parity(a.q)) / 2 : (a.q + parity(a.q)) / 2;
    return {a.q, a.r + shift};
  }
  const int shift = odd ? (a.r - parity(a.r)) / 2 : (a.r + parity(a.r)) / 2;
  return {a.q + shift, a.r};
}

int hexDistance(Axial a, Axial b) {
  const Axial d = a - b;
  return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

bool areAdjacent(Offset a, Offset b, HexLayout layout) {
  return hexDistance(toAxial(a, layout), toAxial(b, layout)) == 1;
}

std::array<Offset, 6> hexNeighbours(Offset o, HexLayout layout) {
  const Axial centre = toAxial(o, layout);
  std::array<Offset, 6> out{};
  for (std::size_t i = 0; i < kAxialDirections.size(); ++i)
    out[i] = toOffset(centre + kAxialDirections[i], layout);
  return out;
}

Axial cubeRound(CubeF c) {
  double q = std::round(c.q), r = std::round(c.r), s = std::round(c.s);
  const double dq = std::abs(q - c.q), dr = std::abs(r - c.r), ds = std::abs(s - c.s);
  if (dq > dr && dq > ds)
    q = -r - s;
  else if (dr > ds)
    r = -q - s;
  return {static_cast<int>(q), static_cast<int>(r)};
}

PointF hexCenter(Offset o, HexLayout layout, double size) {
  const Axial a = toAxial(o, layout);
  const double sqrt3 = std::sqrt(3.0);
  if (layout.orientation == Orientation::Flat)
    return {size * 1.5 * a.q, size * sqrt3 * (a.r + a.q / 2.0)};
  return {size * sqrt3 * (a.q + a.r / 2.0), size * 1.5 * a.r};
}

Axial pixelToAxial(PointF p, Orientation orientation, double size) {
  const double sqrt3 = std::sqrt(3.0);
  double q = 0, r = 0;
  if (orientation == Orientation::Flat) {
    q = (2.0 / 3.0 * p.x) / size;
    r = (-1.0 / 3.0 * p.x + sqrt3 / 3.0 * p.y) / size;
  } else {
    q = (sqrt3 / 3.0 * p.x - 1.0 / 3.0 * p.y) / size;
    r = (2.0 / 3.0 * p.y) / size;
  }
  return cubeRound({q, r, -q - r});
}

PointF hexCorner(PointF centre, Orientation orientation, double size, int i) {
  const double pi = 3.14159265358979323846;
  const double degrees = 60.0 * i - (orientation == Orientation::Pointy ? 30.0 : 0.0);
  const double a = degrees * pi / 180.0;
  return {centre.x + size * std::cos(a), centre.y + size * std::sin(a)};
}

}  // namespace sandtable
