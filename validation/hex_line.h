// The sight line between two hex centres (los.md section 1), shared by every hex LOS model.
//
// The normative definition walks the line twice with floating-point lerp and cube_round, the
// end points nudged by +e and -e. HexLine gives exactly the same hexes with integer arithmetic:
// sample i of the line, scaled by N, is N*S + i*(T-S), so each cube coordinate's rounding
// quotient and remainder can be carried from one sample to the next with an add and a compare.
// The nudge only ever breaks ties (it is far smaller than 1/N), so it is applied symbolically,
// and only at samples that lie on a hexside or vertex. No allocation, no division per step.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "model/grid.h"
#include "model/hex_geometry.h"

namespace sandtable {

// One step of a sight line: a single hex, or the two hexes either side of the line where it
// runs exactly along their hexside or through a vertex. Hexes off the map are already dropped.
struct LineStep {
  int first = -1;
  int second = -1;  // -1 for a single hex
  int size() const { return first < 0 ? 0 : (second < 0 ? 1 : 2); }
  friend bool operator==(const LineStep&, const LineStep&) = default;
};

// A hexside between two on-map hexes: `from` and the direction (index into kAxialDirections)
// of its neighbour `to`.
struct CrossedHexside {
  int from = -1;
  int dir = -1;
  int to = -1;
};

// Direction index (kAxialDirections) of an axial difference of length 1, or -1.
inline int axialDirectionIndex(Axial d) {
  static constexpr std::array<std::int8_t, 9> kTable{-1, 3, 4, 2, -1, 5, 1, 0, -1};
  if (d.q < -1 || d.q > 1 || d.r < -1 || d.r > 1) return -1;
  return kTable[static_cast<std::size_t>((d.q + 1) * 3 + (d.r + 1))];
}

// Location index of an axial hex on `grid`, or -1 when it lies off the map.
inline int locationOfAxial(const Grid& grid, Axial a) {
  const Offset o = toOffset(a, grid.layout);
  return grid.contains(o) ? grid.index(o) : -1;
}

class HexLine {
 public:
  // The line from location `from` to location `to` of a hex grid (both on the map).
  HexLine(const Grid& grid, int from, int to);

  int distance() const { return n_; }
  // True when S and T lie on one hex axis (the line runs through hex centres only).
  bool onAxis() const { return d_[0] == 0 || d_[1] == 0 || d_[2] == 0; }
  // Direction index of the axis when onAxis() (the direction from S towards T), else -1.
  int axisDirection() const { return axisDir_; }

  // Advances to the next step; the first call gives step 0 (S). False after step N (T).
  bool next() {
    if (i_ >= n_) return false;
    ++i_;
    prev_ = cur_;
    prevLoc_ = curLoc_;
    if (i_ > 0) advance();
    resolve();
    return true;
  }
  int index() const { return i_; }
  const LineStep& step() const { return step_; }

  // The hexsides crossed into the current step from the previous one (by either walk), plus
  // the hexside between a pair's two hexes. Only hexsides with both hexes on the map, each
  // once. Returns the count written to `out`.
  int crossedHexsides(std::array<CrossedHexside, 3>& out) const;

  // The current hex of walk 0 (nudged by +e) and walk 1 (-e), as axial coordinates.
  Axial walkHex(int walk) const { return cur_[static_cast<std::size_t>(walk)]; }

 private:
  void advance() {
    for (int c = 0; c < 3; ++c) {
      g_[c] += 2 * d_[c];
      if (g_[c] >= n_) {
        g_[c] -= 2 * n_;
        ++r_[c];
      } else if (g_[c] < -n_) {
        g_[c] += 2 * n_;
        --r_[c];
      }
    }
  }
  void resolve();
  Axial nudgedHex(int sign) const;

  const Grid* grid_;
  int n_ = 0;
  int i_ = -1;
  int axisDir_ = -1;
  // Cube coordinates of T - S.
  std::array<int, 3> d_{};
  // Sample i scaled by N is X = N*S + i*D; per cube coordinate, r_ = X/N rounded half up and
  // g_ = 2X - 2N*r_, in [-N, N). g_ == -N is an exact tie the nudge decides.
  std::array<int, 3> r_{};
  std::array<int, 3> g_{};
  std::array<Axial, 2> cur_{};
  std::array<Axial, 2> prev_{};
  std::array<int, 2> curLoc_{-1, -1};
  std::array<int, 2> prevLoc_{-1, -1};
  LineStep step_;
};

// Every step of the line from `from` to `to` (steps 0..N), for explanations and tests.
std::vector<LineStep> hexLineSteps(const Grid& grid, int from, int to);

// The normative walk of los.md section 1 in floating point, exactly as written (lerp of the
// nudged end points, cube_round at i/N): walk 0 uses +e, walk 1 uses -e. Only for tests, which
// check HexLine against it.
std::vector<Axial> referenceNudgedWalk(Axial from, Axial to, int walk);

}  // namespace sandtable
