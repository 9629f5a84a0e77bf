#include "validation/hex_line.h"

#include <cstdlib>

namespace sandtable {

namespace {

// The nudge e of los.md in units of 1e-6, per cube coordinate (q, r, s). Its components have
// different magnitudes, so two coordinates' rounding errors never tie once it is applied.
constexpr std::array<int, 3> kNudge{1, 2, -3};

// toOffset() for the hot loop: the same formulas, inlined.
inline int locate(const Grid& grid, Axial a) {
  const HexLayout layout = grid.layout;
  int col, row;
  if (layout.orientation == Orientation::Flat) {
    col = a.q;
    const int parity = a.q & 1;
    row = a.r + ((layout.stagger == Stagger::Odd ? a.q - parity : a.q + parity) >> 1);
  } else {
    row = a.r;
    const int parity = a.r & 1;
    col = a.q + ((layout.stagger == Stagger::Odd ? a.r - parity : a.r + parity) >> 1);
  }
  if (col < 0 || row < 0 || col >= grid.columns || row >= grid.rows) return -1;
  return row * grid.columns + col;
}

}  // namespace

HexLine::HexLine(const Grid& grid, int from, int to) : grid_(&grid) {
  const Axial s = toAxial(grid.offset(from), grid.layout);
  const Axial t = toAxial(grid.offset(to), grid.layout);
  const Axial d = t - s;
  d_ = {d.q, d.r, d.s()};
  n_ = hexDistance(s, t);
  r_ = {s.q, s.r, s.s()};
  g_ = {0, 0, 0};
  cur_ = {s, s};
  curLoc_ = {from, from};
  if (n_ > 0 && onAxis()) axisDir_ = axialDirectionIndex({d.q / n_, d.r / n_});
}

Axial HexLine::nudgedHex(int sign) const {
  // cube_round of the sample plus sign*epsilon*e, decided exactly: each coordinate's rounding
  // error is |g|/(2N) plus a multiple of epsilon, compared lexicographically.
  std::array<int, 3> rounded = r_, error{}, epsilon{};
  for (std::size_t c = 0; c < 3; ++c) {
    int g = g_[c];
    if (g == -n_ && sign * kNudge[c] < 0) {  // exactly halfway: the nudge rounds it down
      --rounded[c];
      g = n_;
    }
    error[c] = std::abs(g);
    epsilon[c] = g > 0 ? sign * kNudge[c] : g < 0 ? -sign * kNudge[c] : std::abs(kNudge[c]);
  }
  auto larger = [&](std::size_t x, std::size_t y) {
    return error[x] > error[y] || (error[x] == error[y] && epsilon[x] > epsilon[y]);
  };
  if (larger(0, 1) && larger(0, 2))
    rounded[0] = -rounded[1] - rounded[2];
  else if (larger(1, 2))
    rounded[1] = -rounded[0] - rounded[2];
  return {rounded[0], rounded[1]};
}

void HexLine::resolve() {
  const int n = n_;
  bool single = true;
  Axial h{r_[0], r_[1]};
  if (n == 0) {
    // S itself.
  } else if (g_[0] != -n && g_[1] != -n && g_[2] != -n) {
    if (r_[0] + r_[1] + r_[2] != 0) {
      // cube_round's correction: the coordinate with the largest rounding error, when unique.
      const int e0 = std::abs(g_[0]), e1 = std::abs(g_[1]), e2 = std::abs(g_[2]);
      if (e0 > e1 && e0 > e2)
        h.q = -r_[1] - r_[2];
      else if (e1 > e0 && e1 > e2)
        h.r = -r_[0] - r_[2];
      else if (!(e2 > e0 && e2 > e1))
        single = false;  // a tie: the sample lies on a hexside or vertex
    }
  } else {
    single = false;
  }
  if (!single) {
    const Axial a = nudgedHex(+1), b = nudgedHex(-1);
    if (a == b) {
      h = a;
      single = true;
    } else {
      cur_ = {a, b};
      curLoc_ = {locate(*grid_, a), locate(*grid_, b)};
      if (curLoc_[0] < 0)
        step_ = {curLoc_[1], -1};
      else
        step_ = {curLoc_[0], curLoc_[1]};
      return;
    }
  }
  cur_ = {h, h};
  const int loc = locate(*grid_, h);
  curLoc_ = {loc, loc};
  step_ = {loc, -1};
}

int HexLine::crossedHexsides(std::array<CrossedHexside, 3>& out) const {
  int count = 0;
  auto add = [&](int a, int b, Axial ha, Axial hb) {
    if (a < 0 || b < 0 || a == b) return;
    const int dir = axialDirectionIndex(hb - ha);
    if (dir < 0) return;
    for (int k = 0; k < count; ++k) {
      const auto& o = out[static_cast<std::size_t>(k)];
      if ((o.from == a && o.to == b) || (o.from == b && o.to == a)) return;
    }
    out[static_cast<std::size_t>(count++)] = {a, dir, b};
  };
  if (i_ > 0) {
    add(prevLoc_[0], curLoc_[0], prev_[0], cur_[0]);
    add(prevLoc_[1], curLoc_[1], prev_[1], cur_[1]);
  }
  add(curLoc_[0], curLoc_[1], cur_[0], cur_[1]);
  return count;
}

std::vector<LineStep> hexLineSteps(const Grid& grid, int from, int to) {
  std::vector<LineStep> steps;
  HexLine line(grid, from, to);
  steps.reserve(static_cast<std::size_t>(line.distance()) + 1);
  while (line.next())
    if (line.step().size() > 0) steps.push_back(line.step());
  return steps;
}

std::vector<Axial> referenceNudgedWalk(Axial from, Axial to, int walk) {
  const double sign = walk == 0 ? 1.0 : -1.0;
  const double eq = sign * 1e-6, er = sign * 2e-6, es = sign * -3e-6;
  const CubeF s{from.q + eq, from.r + er, from.s() + es};
  const CubeF t{to.q + eq, to.r + er, to.s() + es};
  const int n = hexDistance(from, to);
  std::vector<Axial> out;
  for (int i = 0; i <= n; ++i) {
    const double f = n == 0 ? 0.0 : static_cast<double>(i) / n;
    out.push_back(cubeRound({s.q + (t.q - s.q) * f, s.r + (t.r - s.r) * f, s.s + (t.s - s.s) * f}));
  }
  return out;
}

}  // namespace sandtable
