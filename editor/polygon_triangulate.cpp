#include "editor/polygon_triangulate.h"

#include <algorithm>
#include <cmath>

namespace sandtable::editor {

namespace {

double cross(PointF a, PointF b, PointF c) { return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x); }

bool samePoint(PointF a, PointF b) { return a.x == b.x && a.y == b.y; }

// Inside or on the boundary of the counter-clockwise triangle abc: a vertex on the would-be
// diagonal ac touches it, so that diagonal is not inside the polygon.
bool inTriangle(PointF p, PointF a, PointF b, PointF c) {
  return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

// The polygon as a circular linked list of ring indices, with the ears cut one by one.
class EarClipper {
 public:
  EarClipper(const std::vector<PointF>& ring, std::vector<std::uint32_t> order, double eps)
      : p_(ring), v_(std::move(order)), eps_(eps), prev_(v_.size()), next_(v_.size()) {
    const std::size_t n = v_.size();
    for (std::size_t i = 0; i < n; ++i) {
      prev_[i] = (i + n - 1) % n;
      next_[i] = (i + 1) % n;
    }
    remaining_ = n;
  }

  void run(std::vector<std::uint32_t>& out) {
    std::size_t cur = 0, stall = 0;
    while (remaining_ > 3) {
      const double turn = turnAt(cur);
      if (std::fabs(turn) <= eps_) {
        // Collinear, a repeated point or a zero-area spike: dropping it changes no area.
        const std::size_t back = prev_[cur];
        remove(cur);
        cur = back;  // its turn has changed
        stall = 0;
      } else if (turn > 0 && isEar(cur)) {
        emit(cur, out);
        const std::size_t on = next_[cur];
        remove(cur);
        cur = on;
        stall = 0;
      } else if (++stall > remaining_) {
        // A full lap without an ear: only rounding in a nearly degenerate outline does that.
        // Cut the sharpest convex corner so that the loop ends with the area (almost) covered.
        const std::size_t best = sharpestConvex(cur);
        emit(best, out);
        const std::size_t on = next_[best];
        remove(best);
        cur = on;
        stall = 0;
      } else {
        cur = next_[cur];
      }
    }
    if (remaining_ == 3 && turnAt(cur) > eps_) emit(cur, out);
  }

 private:
  PointF at(std::size_t i) const { return p_[v_[i]]; }
  double turnAt(std::size_t i) const { return cross(at(prev_[i]), at(i), at(next_[i])); }

  // No other vertex inside or on abc. Only reflex (and flat) vertices can be: if a convex one
  // were, a reflex one would be too.
  bool isEar(std::size_t b) const {
    const std::size_t a = prev_[b], c = next_[b];
    const PointF pa = at(a), pb = at(b), pc = at(c);
    const double minX = std::min({pa.x, pb.x, pc.x}), maxX = std::max({pa.x, pb.x, pc.x});
    const double minY = std::min({pa.y, pb.y, pc.y}), maxY = std::max({pa.y, pb.y, pc.y});
    for (std::size_t k = next_[c]; k != a; k = next_[k]) {
      const PointF q = at(k);
      if (q.x < minX || q.x > maxX || q.y < minY || q.y > maxY) continue;
      if (samePoint(q, pa) || samePoint(q, pb) || samePoint(q, pc)) continue;
      if (turnAt(k) <= eps_ && inTriangle(q, pa, pb, pc)) return false;
    }
    return true;
  }

  std::size_t sharpestConvex(std::size_t from) const {
    std::size_t best = from;
    double bestTurn = -1;
    std::size_t k = from;
    do {
      const double t = turnAt(k);
      if (t > bestTurn) {
        bestTurn = t;
        best = k;
      }
      k = next_[k];
    } while (k != from);
    return best;
  }

  void emit(std::size_t b, std::vector<std::uint32_t>& out) const {
    out.push_back(v_[prev_[b]]);
    out.push_back(v_[b]);
    out.push_back(v_[next_[b]]);
  }

  void remove(std::size_t i) {
    next_[prev_[i]] = next_[i];
    prev_[next_[i]] = prev_[i];
    --remaining_;
  }

  const std::vector<PointF>& p_;
  std::vector<std::uint32_t> v_;
  double eps_;
  std::vector<std::size_t> prev_, next_;
  std::size_t remaining_ = 0;
};

}  // namespace

double signedArea2(const std::vector<PointF>& ring) {
  double a = 0;
  for (std::size_t i = 0, n = ring.size(); i < n; ++i) {
    const PointF p = ring[i], q = ring[(i + 1) % n];
    a += p.x * q.y - q.x * p.y;
  }
  return a;
}

bool triangulatePolygon(const std::vector<PointF>& ring, std::vector<std::uint32_t>& out) {
  std::vector<std::uint32_t> order;
  order.reserve(ring.size());
  double minX = 0, maxX = 0, minY = 0, maxY = 0;
  for (std::uint32_t i = 0; i < ring.size(); ++i) {
    if (!order.empty() && samePoint(ring[order.back()], ring[i])) continue;
    order.push_back(i);
    minX = i == 0 ? ring[i].x : std::min(minX, ring[i].x);
    maxX = i == 0 ? ring[i].x : std::max(maxX, ring[i].x);
    minY = i == 0 ? ring[i].y : std::min(minY, ring[i].y);
    maxY = i == 0 ? ring[i].y : std::max(maxY, ring[i].y);
  }
  while (order.size() > 1 && samePoint(ring[order.front()], ring[order.back()])) order.pop_back();
  if (order.size() < 3) return false;
  std::vector<PointF> kept;
  kept.reserve(order.size());
  for (std::uint32_t i : order) kept.push_back(ring[i]);
  const double area2 = signedArea2(kept);
  // "Flat" is relative to the shape's size: a turn of 1e-12 of its extent squared.
  const double extent = std::max(maxX - minX, maxY - minY);
  const double eps = 1e-12 * extent * extent;
  if (!(std::fabs(area2) > eps)) return false;
  if (area2 < 0) std::reverse(order.begin(), order.end());
  const std::size_t n = order.size();
  auto pt = [&](std::size_t k) { return ring[order[k % n]]; };
  bool convex = true;
  for (std::size_t k = 0; k < n && convex; ++k) convex = cross(pt(k + n - 1), pt(k), pt(k + 1)) >= -eps;
  if (convex) {
    // A fan from the first corner, without the slivers of collinear runs.
    for (std::size_t k = 1; k + 1 < n; ++k) {
      if (cross(pt(0), pt(k), pt(k + 1)) <= eps) continue;
      out.insert(out.end(), {order[0], order[k], order[k + 1]});
    }
    return true;
  }
  EarClipper(ring, std::move(order), eps).run(out);
  return true;
}

}  // namespace sandtable::editor
