#include "validation/hex_line.h"

#include <cstdlib>

namespace sandtable {

namespace {

// The nudge e of the sight line walk in units of 1e-6, per cube coordinate (q, r, s). Its
// components have different magnitudes, so two coordinates' rounding errors never tie once it is
// applied.
constexpr std::array<int, 3> kNudge{1, 2, -3};

}  // namespace

HexLine::HexLine(const Grid& grid, int from, int to)
    : columns_(grid.columns),
      rows_(grid.rows),
      flat_(grid.layout.orientation == Orientation::Flat),
      oddStagger_(grid.layout.stagger == Stagger::Odd) {
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

namespace hex_line_detail {

namespace {
// cube_round of the sample plus sign*epsilon*e, decided exactly: each coordinate's rounding
// error is |g|/(2N) plus a multiple of epsilon, compared lexicographically.
Axial nudgedHex(const std::array<int, 3>& r, const std::array<int, 3>& g, int n, int sign) {
  std::array<int, 3> rounded = r, error{}, epsilon{};
  for (std::size_t c = 0; c < 3; ++c) {
    int gc = g[c];
    if (gc == -n && sign * kNudge[c] < 0) {  // exactly halfway: the nudge rounds it down
      --rounded[c];
      gc = n;
    }
    error[c] = std::abs(gc);
    epsilon[c] = gc > 0 ? sign * kNudge[c] : gc < 0 ? -sign * kNudge[c] : std::abs(kNudge[c]);
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
}  // namespace

std::array<Axial, 2> nudgedHexes(const std::array<int, 3>& r, const std::array<int, 3>& g, int n) {
  return {nudgedHex(r, g, n, +1), nudgedHex(r, g, n, -1)};
}

}  // namespace hex_line_detail

HexLineSetup setupHexLine(const Grid& grid, int from, int to) {
  HexLineSetup line;
  line.s = toAxial(grid.offset(from), grid.layout);
  line.t = toAxial(grid.offset(to), grid.layout);
  const Axial d = line.t - line.s;
  line.n = hexDistance(line.s, line.t);
  if (line.n > 0 && (d.q == 0 || d.r == 0 || d.s() == 0))
    line.axisDir = axialDirectionIndex({d.q / line.n, d.r / line.n});
  return line;
}

namespace {
int crossed(const std::array<Axial, 2>& prevHex, const std::array<int, 2>& prevLoc,
            const std::array<Axial, 2>& hex, const std::array<int, 2>& loc, bool afterStart,
            std::array<CrossedHexside, 3>& out) {
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
  if (afterStart) {
    add(prevLoc[0], loc[0], prevHex[0], hex[0]);
    add(prevLoc[1], loc[1], prevHex[1], hex[1]);
  }
  add(loc[0], loc[1], hex[0], hex[1]);
  return count;
}
}  // namespace

int HexLineStep::crossedHexsides(std::array<CrossedHexside, 3>& out) const {
  return crossed(prevHex, prevLoc, hex, loc, index > 0, out);
}

void HexLine::resolveTie() {
  if (n_ == 0) {  // S itself: no tie, g is 0 == -n
    const Axial h{r_[0], r_[1]};
    cur_ = {h, h};
    curLoc_ = {locate(h), locate(h)};
    step_ = {curLoc_[0], -1};
    return;
  }
  const auto both = hex_line_detail::nudgedHexes(r_, g_, n_);
  const Axial a = both[0], b = both[1];
  cur_ = {a, b};
  curLoc_ = {locate(a), locate(b)};
  if (a == b)
    step_ = {curLoc_[0], -1};
  else if (curLoc_[0] < 0)
    step_ = {curLoc_[1], -1};
  else
    step_ = {curLoc_[0], curLoc_[1]};
}

int HexLine::crossedHexsides(std::array<CrossedHexside, 3>& out) const {
  return crossed(prev_, prevLoc_, cur_, curLoc_, i_ > 0, out);
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
