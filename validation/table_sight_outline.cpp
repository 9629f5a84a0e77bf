// Segment and point tests against a piece's outline (see table_sight_outline.h).
#include "validation/table_sight_outline.h"

#include <algorithm>
#include <cmath>

namespace sandtable {

namespace {

constexpr double kEps = SightOutline::kEps;

double cross(double ax, double ay, double bx, double by) { return ax * by - ay * bx; }

// Calls f(a, b) for every edge of every ring.
template <class F>
void forEachEdge(const SightOutline& o, F&& f) {
  unsigned begin = 0;
  for (unsigned end : o.ringEnds) {
    for (unsigned i = begin; i < end; ++i) {
      const unsigned j = i + 1 < end ? i + 1 : begin;
      if (f(o.points[i], o.points[j])) return;
    }
    begin = end;
  }
}

// The distance from p to segment ab, squared.
double distanceToEdge2(TablePoint p, TablePoint a, TablePoint b) {
  const double ex = b.x - a.x, ey = b.y - a.y;
  const double len2 = ex * ex + ey * ey;
  double t = len2 > 0 ? ((p.x - a.x) * ex + (p.y - a.y) * ey) / len2 : 0;
  t = std::clamp(t, 0.0, 1.0);
  const double dx = a.x + t * ex - p.x, dy = a.y + t * ey - p.y;
  return dx * dx + dy * dy;
}

}  // namespace

SightOutline sightOutline(const geo::Area& area) {
  SightOutline o;
  auto addRing = [&](const auto& ring) {
    // Boost rings are closed (the first point repeated last): keep one copy.
    std::size_t n = ring.size();
    if (n > 1 && ring.front().x() == ring.back().x() && ring.front().y() == ring.back().y()) --n;
    if (n < 3) return;
    for (std::size_t i = 0; i < n; ++i) o.points.push_back(geo::fromGeo(ring[i]));
    o.ringEnds.push_back(static_cast<unsigned>(o.points.size()));
  };
  for (const geo::Polygon& polygon : area) {
    addRing(polygon.outer());
    for (const auto& hole : polygon.inners()) addRing(hole);
  }
  return o;
}

bool outlineCovers(const SightOutline& o, TablePoint p) {
  // Even-odd crossing count over all rings (holes flip it back), and the boundary within kEps.
  bool inside = false, onEdge = false;
  forEachEdge(o, [&](TablePoint a, TablePoint b) {
    // Only an edge whose extent holds p (within kEps) can have p on it.
    const bool nearEdge = p.x >= std::min(a.x, b.x) - kEps && p.x <= std::max(a.x, b.x) + kEps &&
                          p.y >= std::min(a.y, b.y) - kEps && p.y <= std::max(a.y, b.y) + kEps;
    if (nearEdge && distanceToEdge2(p, a, b) <= kEps * kEps) return onEdge = true;
    if ((a.y > p.y) != (b.y > p.y)) {
      const double x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (x > p.x) inside = !inside;
    }
    return false;
  });
  return onEdge || inside;
}

void outlineIntervals(const SightOutline& o, TablePoint p, TablePoint q, std::vector<double>& cuts,
                      std::vector<SightInterval>& out) {
  out.clear();
  cuts.clear();
  const double dx = q.x - p.x, dy = q.y - p.y;
  const double len = std::sqrt(dx * dx + dy * dy);
  if (len <= 0) return;
  // Every place where PQ meets an edge cuts it; between two cuts it is wholly in or out.
  cuts.push_back(0);
  cuts.push_back(len);
  forEachEdge(o, [&](TablePoint a, TablePoint b) {
    const double ex = b.x - a.x, ey = b.y - a.y;
    const double denom = cross(dx, dy, ex, ey);
    const double ax = a.x - p.x, ay = a.y - p.y;
    const double elen = std::sqrt(ex * ex + ey * ey);
    if (std::abs(denom) > kEps * len * elen) {
      const double s = cross(ax, ay, ex, ey) / denom;  // along PQ, 0..1
      const double u = cross(ax, ay, dx, dy) / denom;  // along the edge, 0..1
      const double slackS = kEps / len, slackU = kEps / elen;
      if (s >= -slackS && s <= 1 + slackS && u >= -slackU && u <= 1 + slackU)
        cuts.push_back(std::clamp(s, 0.0, 1.0) * len);
    } else if (std::abs(cross(ax, ay, dx, dy)) <= kEps * len) {
      // Collinear: the edge's ends (projected on PQ) bound the shared stretch.
      for (TablePoint e : {a, b}) {
        const double t = ((e.x - p.x) * dx + (e.y - p.y) * dy) / len;
        if (t > 0 && t < len) cuts.push_back(t);
      }
    }
    return false;
  });
  std::sort(cuts.begin(), cuts.end());
  for (std::size_t k = 1; k < cuts.size(); ++k) {
    const double a = cuts[k - 1], b = cuts[k];
    if (b - a <= kEps) continue;
    const double mid = (a + b) / (2 * len);
    if (!outlineCovers(o, {p.x + mid * dx, p.y + mid * dy})) continue;
    if (!out.empty() && a <= out.back().to + kEps)
      out.back().to = b;  // touching stretches (a vertex between them) are one
    else
      out.push_back({a, b});
  }
}

bool outlineMeets(const SightOutline& o, TablePoint p, TablePoint q) {
  if (outlineCovers(o, p) || outlineCovers(o, q)) return true;
  // Both ends outside: PQ meets the outline only by meeting an edge.
  const double dx = q.x - p.x, dy = q.y - p.y;
  if (dx == 0 && dy == 0) return false;
  bool meets = false;
  forEachEdge(o, [&](TablePoint a, TablePoint b) {
    const double d1 = cross(dx, dy, a.x - p.x, a.y - p.y), d2 = cross(dx, dy, b.x - p.x, b.y - p.y);
    const double ex = b.x - a.x, ey = b.y - a.y;
    const double d3 = cross(ex, ey, p.x - a.x, p.y - a.y), d4 = cross(ex, ey, q.x - a.x, q.y - a.y);
    const double slack = kEps * (std::sqrt(dx * dx + dy * dy) + std::sqrt(ex * ex + ey * ey));
    if (std::abs(d1) <= slack && std::abs(d2) <= slack) {
      // Collinear: they meet when the edge's projection on PQ overlaps it.
      const double len2 = dx * dx + dy * dy;
      const double ta = (a.x - p.x) * dx + (a.y - p.y) * dy, tb = (b.x - p.x) * dx + (b.y - p.y) * dy;
      meets = std::max(ta, tb) >= -slack && std::min(ta, tb) <= len2 + slack;
    } else {
      meets = (d1 <= slack || d2 <= slack) && (d1 >= -slack || d2 >= -slack) &&
              (d3 <= slack || d4 <= slack) && (d3 >= -slack || d4 >= -slack);
    }
    return meets;
  });
  return meets;
}

}  // namespace sandtable
