// The sight line between two hex centres (docs/rulesets.md, Line of sight), shared by every hex LOS
// model.
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
    // Off the exact ties, both walks give the same hex: the sample's rounded coordinates.
    // (One coordinate moves by exactly 1 per sample and rounds exactly; the errors of the other
    // two cancel, so the rounded three always sum to zero unless both sit on a half.)
    if (g_[0] == -n_ || g_[1] == -n_ || g_[2] == -n_) {
      resolveTie();
    } else {
      const Axial h{r_[0], r_[1]};
      const int loc = locate(h);
      cur_ = {h, h};
      curLoc_ = {loc, loc};
      step_ = {loc, -1};
    }
    return true;
  }
  int index() const { return i_; }
  const LineStep& step() const { return step_; }

  // The hexsides crossed into the current step from the previous one (by either walk), plus
  // the hexside between a pair's two hexes. Only hexsides with both hexes on the map, each
  // once. Returns the count written to `out`.
  int crossedHexsides(std::array<CrossedHexside, 3>& out) const;
  // The current and previous locations of both walks (-1 off the map), e.g. to skip
  // crossedHexsides() where no hexside feature can be.
  int walkLocation(int walk) const { return curLoc_[static_cast<std::size_t>(walk)]; }
  int previousWalkLocation(int walk) const { return prevLoc_[static_cast<std::size_t>(walk)]; }

  // The current hex of walk 0 (nudged by +e) and walk 1 (-e), as axial coordinates.
  Axial walkHex(int walk) const { return cur_[static_cast<std::size_t>(walk)]; }

 private:
  void advance() {
    // Carry each coordinate's rounding remainder: without branches, as the carries of a
    // slanted line are unpredictable.
    for (std::size_t c = 0; c < 3; ++c) {
      const int g = g_[c] + 2 * d_[c];
      const int up = g >= n_, down = g < -n_;
      g_[c] = g - 2 * n_ * (up - down);
      r_[c] += up - down;
    }
  }
  // toOffset() inlined for the hot loop, with the map's bounds: the location or -1.
  int locate(Axial a) const {
    int col, row;
    if (flat_) {
      col = a.q;
      row = a.r + ((a.q + (oddStagger_ ? -(a.q & 1) : (a.q & 1))) >> 1);
    } else {
      row = a.r;
      col = a.q + ((a.r + (oddStagger_ ? -(a.r & 1) : (a.r & 1))) >> 1);
    }
    if (static_cast<unsigned>(col) >= static_cast<unsigned>(columns_) ||
        static_cast<unsigned>(row) >= static_cast<unsigned>(rows_))
      return -1;
    return row * columns_ + col;
  }
  void resolveTie();

  int columns_ = 0;
  int rows_ = 0;
  bool flat_ = true;
  bool oddStagger_ = true;
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

// The fast walk for the LOS engines: the same steps as HexLine, visited by a callback with the
// walk's state in local variables (registers) rather than in an object.
struct HexLineStep {
  int index = 0;  // i, 1..N-1
  LineStep step;
  std::array<Axial, 2> hex{}, prevHex{};  // the two walks' hexes at this step and the one before
  std::array<int, 2> loc{-1, -1}, prevLoc{-1, -1};
  // As HexLine::crossedHexsides().
  int crossedHexsides(std::array<CrossedHexside, 3>& out) const;
};

struct HexLineSetup {
  Axial s, t;
  int n = 0;         // hex distance
  int axisDir = -1;  // direction index from S when S and T lie on one hex axis, else -1
};

HexLineSetup setupHexLine(const Grid& grid, int from, int to);

namespace hex_line_detail {
// Both nudged walks' hexes at a sample whose cube coordinates round to r with remainders g
// (see HexLine) - the tie case, where they may differ.
std::array<Axial, 2> nudgedHexes(const std::array<int, 3>& r, const std::array<int, 3>& g, int n);

struct Bounds {
  int columns, rows;
  bool flat, odd;
  int locate(Axial a) const {
    int col, row;
    if (flat) {
      col = a.q;
      row = a.r + ((a.q + (odd ? -(a.q & 1) : (a.q & 1))) >> 1);
    } else {
      row = a.r;
      col = a.q + ((a.r + (odd ? -(a.r & 1) : (a.r & 1))) >> 1);
    }
    if (static_cast<unsigned>(col) >= static_cast<unsigned>(columns) ||
        static_cast<unsigned>(row) >= static_cast<unsigned>(rows))
      return -1;
    return row * columns + col;
  }
};
}  // namespace hex_line_detail

// Calls visit(const HexLineStep&) for the intervening steps 1..N-1 in order from `from`, until
// it returns false. Only q and r are carried (s = -q - r; off the ties the rounded three sum to
// zero), and the tie case is worked out apart.
template <typename Visit>
void walkInterveningSteps(const Grid& grid, const HexLineSetup& line, int from, Visit&& visit) {
  const int n = line.n;
  if (n < 2) return;
  const hex_line_detail::Bounds bounds{grid.columns, grid.rows,
                                       grid.layout.orientation == Orientation::Flat,
                                       grid.layout.stagger == Stagger::Odd};
  const int dq2 = 2 * (line.t.q - line.s.q), dr2 = 2 * (line.t.r - line.s.r), n2 = 2 * n;
  int rq = line.s.q, rr = line.s.r, gq = 0, gr = 0;
  // The walks' hexes live in scalars and are stored into `st` one int at a time: copying the
  // struct's arrays wholesale makes the CPU reload them before its own stores have landed.
  Axial h0 = line.s, h1 = line.s;
  int l0 = from, l1 = from;
  HexLineStep st;
  for (int i = 1; i < n; ++i) {
    const Axial p0 = h0, p1 = h1;
    const int pl0 = l0, pl1 = l1;
    gq += dq2;
    const int upQ = gq >= n, downQ = gq < -n;
    gq -= n2 * (upQ - downQ);
    rq += upQ - downQ;
    gr += dr2;
    const int upR = gr >= n, downR = gr < -n;
    gr -= n2 * (upR - downR);
    rr += upR - downR;
    if ((gq == -n) | (gr == -n)) {
      // s's remainder from q's and r's: 2X_s = -(2X_q + 2X_r).
      const int t = -(gq + gr);
      const int k = (t >= n) - (t < -n);
      const auto both =
          hex_line_detail::nudgedHexes({rq, rr, -(rq + rr) + k}, {gq, gr, t - n2 * k}, n);
      h0 = both[0];
      h1 = both[1];
      l0 = bounds.locate(h0);
      l1 = bounds.locate(h1);
      if (h0 == h1)
        st.step = {l0, -1};
      else if (l0 < 0)
        st.step = {l1, -1};
      else
        st.step = {l0, l1};
    } else {
      h0 = h1 = Axial{rq, rr};
      l0 = l1 = bounds.locate(h0);
      st.step = {l0, -1};
    }
    st.index = i;
    st.hex[0] = h0;
    st.hex[1] = h1;
    st.prevHex[0] = p0;
    st.prevHex[1] = p1;
    st.loc[0] = l0;
    st.loc[1] = l1;
    st.prevLoc[0] = pl0;
    st.prevLoc[1] = pl1;
    if (!visit(static_cast<const HexLineStep&>(st))) return;
  }
}

// Every step of the line from `from` to `to` (steps 0..N), for explanations and tests.
std::vector<LineStep> hexLineSteps(const Grid& grid, int from, int to);

// The normative walk of docs/rulesets.md, Line of sight in floating point, exactly as written (lerp
// of the nudged end points, cube_round at i/N): walk 0 uses +e, walk 1 uses -e. Only for tests,
// which check HexLine against it.
std::vector<Axial> referenceNudgedWalk(Axial from, Axial to, int walk);

}  // namespace sandtable
