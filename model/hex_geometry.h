// Hex grid geometry: axial/cube coordinates, the four offset layouts of docs/formats.md 3.1,
// neighbours and distances. Pure functions over small value types; no allocation.
#pragma once

#include <array>
#include <compare>
#include <cstdint>

namespace sandtable {

enum class Orientation : std::uint8_t { Flat, Pointy };
enum class Stagger : std::uint8_t { Odd, Even };

// The four offset layouts. Flat: odd/even *columns* are shifted down half a hex (odd-q/even-q).
// Pointy: odd/even *rows* are shifted right half a hex (odd-r/even-r).
struct HexLayout {
  Orientation orientation = Orientation::Flat;
  Stagger stagger = Stagger::Odd;
  friend bool operator==(const HexLayout&, const HexLayout&) = default;
};

// A position on the printed map: column and row, both from 0 (label A1 is {0, 0}).
struct Offset {
  int col = 0;
  int row = 0;
  friend auto operator<=>(const Offset&, const Offset&) = default;
};

// Axial coordinates (q, r); the cube's third coordinate is s = -q - r.
struct Axial {
  int q = 0;
  int r = 0;
  int s() const { return -q - r; }
  friend auto operator<=>(const Axial&, const Axial&) = default;
  Axial operator+(Axial o) const { return {q + o.q, r + o.r}; }
  Axial operator-(Axial o) const { return {q - o.q, r - o.r}; }
};

// The six axial directions, in counter-clockwise order starting east (q+1).
inline constexpr std::array<Axial, 6> kAxialDirections{
    {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

Axial toAxial(Offset o, HexLayout layout);
Offset toOffset(Axial a, HexLayout layout);

int hexDistance(Axial a, Axial b);
inline int hexDistance(Offset a, Offset b, HexLayout layout) {
  return hexDistance(toAxial(a, layout), toAxial(b, layout));
}

// True when a and b share a hexside.
bool areAdjacent(Offset a, Offset b, HexLayout layout);

// The six neighbours of a hex (some may lie off the map; callers filter with their bounds).
std::array<Offset, 6> hexNeighbours(Offset o, HexLayout layout);

// Fractional cube coordinates, used by line drawing.
struct CubeF {
  double q = 0, r = 0, s = 0;
};
Axial cubeRound(CubeF c);

// Hex centre in pixels for a hex of circumradius `size`, with hex {0,0} at (0,0).
struct PointF {
  double x = 0, y = 0;
};
PointF hexCenter(Offset o, HexLayout layout, double size);
// The axial hex containing pixel `p` (same frame as hexCenter: hex A1's centre at the origin).
Axial pixelToAxial(PointF p, Orientation orientation, double size);
inline Offset pixelToOffset(PointF p, HexLayout layout, double size) {
  return toOffset(pixelToAxial(p, layout.orientation, size), layout);
}
// Corner i (0..5) of a hex centred at `centre`: flat hexes start at the east corner,
// pointy hexes at the north-east one; corners go clockwise in screen coordinates (y down).
PointF hexCorner(PointF centre, Orientation orientation, double size, int i);

}  // namespace sandtable
