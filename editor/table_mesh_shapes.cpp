#include "editor/table_mesh_shapes.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "editor/polygon_triangulate.h"
#include "exporters/table_layout.h"
#include "model/table_geometry.h"

namespace sandtable::editor::table {

namespace {

PointF add(PointF a, PointF b) { return {a.x + b.x, a.y + b.y}; }
PointF sub(PointF a, PointF b) { return {a.x - b.x, a.y - b.y}; }
PointF scale(PointF a, double s) { return {a.x * s, a.y * s}; }
double len(PointF a) { return std::hypot(a.x, a.y); }
// The unit normal to the left of a (non-zero) direction, with x right and y down as on screen.
PointF normal(PointF d) {
  const double l = len(d);
  return {-d.y / l, d.x / l};
}

// Sutherland-Hodgman against one side of the table: keeps the part where coord(axis) is on the
// inner side of `limit`.
template <std::size_t N>
std::size_t clipSide(const std::array<PointF, N>& in, std::size_t n, std::array<PointF, N>& out, bool xAxis,
                     double limit, bool keepBelow) {
  auto inside = [&](PointF p) {
    const double v = xAxis ? p.x : p.y;
    return keepBelow ? v <= limit : v >= limit;
  };
  std::size_t m = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const PointF a = in[i], b = in[(i + 1) % n];
    const bool ia = inside(a), ib = inside(b);
    if (ia) out[m++] = a;
    if (ia != ib) {
      const double va = xAxis ? a.x : a.y, vb = xAxis ? b.x : b.y;
      out[m++] = add(a, scale(sub(b, a), (limit - va) / (vb - va)));
    }
  }
  return m;
}

// Consecutive repeats dropped, so that every segment has a direction.
std::vector<PointF> distinct(const std::vector<PointF>& line) {
  std::vector<PointF> out;
  for (const PointF p : line)
    if (out.empty() || out.back().x != p.x || out.back().y != p.y) out.push_back(p);
  return out;
}

}  // namespace

Sink tableSink(const Map& map, Mesh& mesh, bool clip) {
  return Sink{mesh, map.table.width * MapLayout::kTableUnit, map.table.height * MapLayout::kTableUnit, clip};
}

bool onTable(const Map& map, const std::vector<PointF>& points, double margin) {
  const double right = map.table.width * MapLayout::kTableUnit, bottom = map.table.height * MapLayout::kTableUnit;
  for (const PointF p : points)
    if (p.x - margin < 0 || p.y - margin < 0 || p.x + margin > right || p.y + margin > bottom) return false;
  return true;
}

Rgba rgba(const QColor& c) {
  return withAlpha(Rgba{static_cast<std::uint8_t>(c.red()), static_cast<std::uint8_t>(c.green()),
                        static_cast<std::uint8_t>(c.blue()), 255},
                   c.alphaF());
}

double inches(const Map& map, double in) {
  return in * 25.4 / tableUnitMm(map.table) * MapLayout::kTableUnit;
}

std::vector<PointF> toMap(const std::vector<TablePoint>& points) {
  std::vector<PointF> out;
  out.reserve(points.size());
  for (const TablePoint& p : points) out.push_back(MapLayout::tableToMap(p));
  return out;
}

std::vector<PointF> shapeRing(const Shape& shape) {
  if (!shape.hasArea() || shape.kind == Shape::Kind::Polyline) return {};
  const geo::Area area = geo::shapeArea(shape, geo::kDefaultLineWidth);
  if (area.empty()) return {};
  const auto& outer = area.front().outer();
  std::vector<PointF> ring;
  ring.reserve(outer.size());
  for (const geo::Point& p : outer) ring.push_back(MapLayout::tableToMap(geo::fromGeo(p)));
  if (ring.size() > 1 && ring.front().x == ring.back().x && ring.front().y == ring.back().y) ring.pop_back();
  return ring;
}

void Sink::triangle(PointF a, PointF b, PointF c, Rgba color) {
  if (!clip) {
    mesh.triangle(a, b, c, color);
    return;
  }
  const double minX = std::min({a.x, b.x, c.x}), maxX = std::max({a.x, b.x, c.x});
  const double minY = std::min({a.y, b.y, c.y}), maxY = std::max({a.y, b.y, c.y});
  if (maxX <= 0 || minX >= right || maxY <= 0 || minY >= bottom) return;
  if (minX >= 0 && maxX <= right && minY >= 0 && maxY <= bottom) {
    mesh.triangle(a, b, c, color);
    return;
  }
  // A triangle cut by the four sides has at most 7 corners.
  std::array<PointF, 8> p{a, b, c}, q{};
  std::size_t n = 3;
  n = clipSide(p, n, q, true, 0, false);
  n = clipSide(q, n, p, true, right, true);
  n = clipSide(p, n, q, false, 0, false);
  n = clipSide(q, n, p, false, bottom, true);
  for (std::size_t i = 1; i + 1 < n; ++i) mesh.triangle(p[0], p[i], p[i + 1], color);
}

void fillRing(Sink& sink, const std::vector<PointF>& ring, Rgba color) {
  std::vector<std::uint32_t> tris;
  if (!triangulatePolygon(ring, tris)) return;
  for (std::size_t i = 0; i + 2 < tris.size(); i += 3) sink.triangle(ring[tris[i]], ring[tris[i + 1]], ring[tris[i + 2]], color);
}

void strokeRing(Sink& sink, const std::vector<PointF>& input, double width, Rgba color) {
  std::vector<PointF> ring = distinct(input);
  while (ring.size() > 1 && ring.front().x == ring.back().x && ring.front().y == ring.back().y) ring.pop_back();
  const std::size_t n = ring.size();
  if (n < 2) return;
  // Each corner's offset along the bisector of its two edge normals; a mitre longer than
  // twice the width (a spike) is cut short, as a pen's mitre limit does.
  std::vector<PointF> outer(n), inner(n);
  for (std::size_t i = 0; i < n; ++i) {
    const PointF p = ring[i];
    const PointF n0 = normal(sub(p, ring[(i + n - 1) % n])), n1 = normal(sub(ring[(i + 1) % n], p));
    PointF m = add(n0, n1);
    const double ml = len(m);
    m = ml < 1e-9 ? n1 : scale(m, 1 / ml);
    const double cosHalf = std::max(0.25, m.x * n1.x + m.y * n1.y);
    const PointF off = scale(m, width / 2 / cosHalf);
    outer[i] = add(p, off);
    inner[i] = sub(p, off);
  }
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t j = (i + 1) % n;
    sink.triangle(outer[i], outer[j], inner[j], color);
    sink.triangle(outer[i], inner[j], inner[i], color);
  }
}

void bandLine(Sink& sink, const std::vector<PointF>& input, double width, Rgba color) {
  const std::vector<PointF> line = distinct(input);
  const double r = width / 2;
  for (std::size_t i = 1; i < line.size(); ++i) {
    const PointF a = line[i - 1], b = line[i];
    const PointF off = scale(normal(sub(b, a)), r);
    sink.triangle(add(a, off), add(b, off), sub(b, off), color);
    sink.triangle(add(a, off), sub(b, off), sub(a, off), color);
  }
  // Round joins: the wedge of a disc on the outer side of each bend, in steps of the model's
  // circle (bg::buffer's join_round(kCircleSegments)).
  const double step = 2 * std::numbers::pi / geo::kCircleSegments;
  for (std::size_t i = 1; i + 1 < line.size(); ++i) {
    const PointF p = line[i];
    const PointF d0 = sub(p, line[i - 1]), d1 = sub(line[i + 1], p);
    const double turn = d0.x * d1.y - d0.y * d1.x;
    if (turn == 0) continue;
    // The outer side is the one the line turns away from.
    const double sign = turn > 0 ? -1 : 1;
    const PointF n0 = scale(normal(d0), sign), n1 = scale(normal(d1), sign);
    const double a0 = std::atan2(n0.y, n0.x);
    double sweep = std::atan2(n1.y, n1.x) - a0;
    while (sweep > std::numbers::pi) sweep -= 2 * std::numbers::pi;
    while (sweep < -std::numbers::pi) sweep += 2 * std::numbers::pi;
    const int steps = std::max(1, static_cast<int>(std::ceil(std::fabs(sweep) / step - 1e-9)));
    PointF prev = add(p, scale(n0, r));
    for (int k = 1; k <= steps; ++k) {
      const double a = a0 + sweep * k / steps;
      const PointF next{p.x + r * std::cos(a), p.y + r * std::sin(a)};
      sink.triangle(p, prev, next, color);
      prev = next;
    }
  }
}

void dashLine(Sink& sink, const std::vector<PointF>& input, bool closed, double width, double dash, Rgba color) {
  std::vector<PointF> line = distinct(input);
  if (closed && !line.empty()) line.push_back(line.front());
  if (line.size() < 2 || dash <= 0) return;
  // Walks the line, switching between dash and gap every `dash` of length.
  bool on = true;
  double left = dash;
  std::vector<PointF> piece{line.front()};
  for (std::size_t i = 1; i < line.size(); ++i) {
    PointF a = line[i - 1];
    const PointF b = line[i];
    double segment = len(sub(b, a));
    while (segment > left) {
      const PointF cut = add(a, scale(sub(b, a), left / segment));
      if (on) {
        piece.push_back(cut);
        bandLine(sink, piece, width, color);
      }
      piece = {cut};
      on = !on;
      segment -= left;
      a = cut;
      left = dash;
    }
    left -= segment;
    if (on) piece.push_back(b);
  }
  if (on) bandLine(sink, piece, width, color);
}

std::vector<PointF> circleRing(PointF centre, double radius, int segments) {
  std::vector<PointF> ring;
  ring.reserve(static_cast<std::size_t>(segments));
  for (int i = 0; i < segments; ++i) {
    const double a = 2 * std::numbers::pi * i / segments;
    ring.push_back({centre.x + radius * std::cos(a), centre.y + radius * std::sin(a)});
  }
  return ring;
}

void disc(Sink& sink, PointF centre, double radius, Rgba color, int segments) {
  const std::vector<PointF> ring = circleRing(centre, radius, segments);
  for (std::size_t i = 1; i + 1 < ring.size(); ++i) sink.triangle(ring[0], ring[i], ring[i + 1], color);
}

bool ringContains(const std::vector<PointF>& ring, PointF p) {
  bool in = false;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const PointF a = ring[i], b = ring[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

double ringDistance(const std::vector<PointF>& ring, PointF p) {
  double best = INFINITY;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const PointF a = ring[j], d = sub(ring[i], a);
    const double l2 = d.x * d.x + d.y * d.y;
    const double t = l2 > 0 ? std::clamp(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2, 0.0, 1.0) : 0;
    best = std::min(best, len(sub(p, add(a, scale(d, t)))));
  }
  return best;
}

std::vector<std::pair<PointF, PointF>> lineInside(const std::vector<PointF>& ring, PointF p, PointF dir) {
  // Parameters where the line p + t dir crosses the ring's edges; inside between pairs. An edge
  // counts when its ends lie on different sides (one side closed), so a line through a corner
  // counts it once where it crosses and not at all where it only touches.
  auto above = [&](PointF q) { return dir.x * (q.y - p.y) - dir.y * (q.x - p.x) > 0; };
  std::vector<double> ts;
  for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
    const PointF a = ring[j], b = ring[i];
    if (above(a) == above(b)) continue;
    const PointF e = sub(b, a), ap = sub(a, p);
    const double den = dir.x * e.y - dir.y * e.x;
    ts.push_back((ap.x * e.y - ap.y * e.x) / den);
  }
  std::sort(ts.begin(), ts.end());
  std::vector<std::pair<PointF, PointF>> out;
  for (std::size_t i = 0; i + 1 < ts.size(); i += 2)
    out.emplace_back(add(p, scale(dir, ts[i])), add(p, scale(dir, ts[i + 1])));
  return out;
}

}  // namespace sandtable::editor::table
