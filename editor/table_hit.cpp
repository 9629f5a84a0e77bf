#include "editor/table_hit.h"

#include <algorithm>
#include <cmath>

#include "editor/table_shapes.h"
#include "model/ruleset.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

namespace {

using Kind = Shape::Kind;

struct Extent {
  double minX = HUGE_VAL, minY = HUGE_VAL, maxX = -HUGE_VAL, maxY = -HUGE_VAL;
  bool contains(TablePoint p, double margin) const {
    return p.x >= minX - margin && p.x <= maxX + margin && p.y >= minY - margin && p.y <= maxY + margin;
  }
  bool inside(const Extent& outer) const {
    return minX >= outer.minX && maxX <= outer.maxX && minY >= outer.minY && maxY <= outer.maxY;
  }
};

double lineWidth(const Map& map, const TableFeature& f) {
  return map.rules ? featureLineWidth(f, *map.rules) : f.shape.lineWidth.value_or(geo::kDefaultLineWidth);
}

// A box that holds the feature's whole area without building it: exact for every kind but
// polylines, whose band it may overstate by up to half the width at the ends.
Extent outerExtent(const Shape& shape, double width) {
  Extent e;
  for (const auto& p : shape.points)
    e = {std::min(e.minX, p.x), std::min(e.minY, p.y), std::max(e.maxX, p.x), std::max(e.maxY, p.y)};
  const double grow = shape.kind == Kind::Polyline ? width / 2 : shape.kind == Kind::Circle ? shape.radius : 0;
  e = {e.minX - grow, e.minY - grow, e.maxX + grow, e.maxY + grow};
  if (shape.kind == Kind::Rect) e.maxX += shape.width, e.maxY += shape.height;
  return e;
}

bool hits(const Shape& shape, double width, TablePoint p, double tol) {
  switch (shape.kind) {
    case Kind::Point: return !shape.points.empty() && geo::distance(shape.points.front(), p) <= tol;
    // Within `tol` of the line, or on its band: a thin wall gets the whole pick radius, a
    // wide road no more than its drawn band (a click inside a house beside it is the house's).
    case Kind::Polyline: return geo::distance(geo::shapeArea(shape, width), p) <= std::max(0.0, tol - width / 2);
    default: return geo::covers(geo::shapeArea(shape, width), p);
  }
}

const TableFeature* featureOf(const Map& map, int index) {
  return index >= 0 && static_cast<std::size_t>(index) < map.features.size() ? &map.features[static_cast<std::size_t>(index)]
                                                                              : nullptr;
}

TablePoint nearestOnSegment(TablePoint a, TablePoint b, TablePoint p) {
  const double dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy;
  const double t = length2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0.0, 1.0) : 0;
  return {a.x + t * dx, a.y + t * dy};
}

}  // namespace

int featureAt(const Map& map, TablePoint p, double tol) {
  for (int i = static_cast<int>(map.features.size()) - 1; i >= 0; --i) {
    const TableFeature& f = map.features[static_cast<std::size_t>(i)];
    const double width = lineWidth(map, f);
    if (outerExtent(f.shape, width).contains(p, tol) && hits(f.shape, width, p, tol)) return i;
  }
  return -1;
}

std::optional<VertexHit> vertexAt(const Map& map, int feature, TablePoint p, double tol) {
  const TableFeature* f = featureOf(map, feature);
  if (!f) return std::nullopt;
  std::optional<VertexHit> best;
  double bestDistance = tol;
  const auto handles = shapeVertices(f->shape);
  for (std::size_t v = 0; v < handles.size(); ++v)
    if (const double d = geo::distance(handles[v], p); d <= bestDistance) {
      best = VertexHit{static_cast<int>(v), handles[v]};
      bestDistance = d;
    }
  return best;
}

std::optional<EdgeHit> edgeAt(const Map& map, int feature, TablePoint p, double tol) {
  if (vertexAt(map, feature, p, tol)) return std::nullopt;
  const TableFeature* f = featureOf(map, feature);
  if (!f) return std::nullopt;
  std::optional<EdgeHit> best;
  double bestDistance = tol;
  const auto handles = shapeVertices(f->shape);
  const int edges = shapeEdgeCount(f->shape);
  for (int e = 0; e < edges; ++e) {
    const auto at = nearestOnSegment(handles[static_cast<std::size_t>(e)],
                                     handles[(static_cast<std::size_t>(e) + 1) % handles.size()], p);
    if (const double d = geo::distance(at, p); d <= bestDistance) {
      best = EdgeHit{e, at};
      bestDistance = d;
    }
  }
  return best;
}

std::vector<int> featuresInRect(const Map& map, TablePoint a, TablePoint b) {
  const Extent band{std::min(a.x, b.x), std::min(a.y, b.y), std::max(a.x, b.x), std::max(a.y, b.y)};
  std::vector<int> out;
  for (std::size_t i = 0; i < map.features.size(); ++i) {
    const TableFeature& f = map.features[i];
    const double width = lineWidth(map, f);
    bool inside = outerExtent(f.shape, width).inside(band);
    if (!inside && f.shape.kind == Kind::Polyline && outerExtent(f.shape, 0).inside(band)) {
      // The outer box overstates a band's flat ends; when the line itself is inside, the
      // band's exact extent decides.
      const geo::Box box = geo::shapeBounds(f.shape, width);
      inside = Extent{box.min_corner().x(), box.min_corner().y(), box.max_corner().x(), box.max_corner().y()}.inside(band);
    }
    if (inside) out.push_back(static_cast<int>(i));
  }
  return out;
}

}  // namespace sandtable::editor
