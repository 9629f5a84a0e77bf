#include "model/map_art.h"

#include <algorithm>
#include <cmath>

#include "model/map.h"
#include "model/map_art_frame.h"

namespace sandtable {

namespace {

double distance(PointF p, PointF q) {
  return std::hypot(p.x - q.x, p.y - q.y);
}

// Closer than this (in the map's frame or in pixels) counts as the same place.
constexpr double kSamePlace = 1e-6;

// Twice the signed area of the triangle pqr: near zero when the three lie in a line.
double cross(PointF p, PointF q, PointF r) {
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

}  // namespace

double ArtTransform::scale() const {
  return std::sqrt(std::abs(a * e - b * d));
}

PointF artPlace(const Map& map, Offset at) {
  if (map.isHex()) return hexCenter(at, map.grid.layout, 1.0);
  return {at.col + 0.5, at.row + 0.5};
}

std::optional<ArtTransform> frameTo(const Map& map,
                                    const std::function<PointF(PointF place, Offset at)>& where) {
  std::vector<ArtAnchor> anchors;
  const auto add = [&](PointF place, Offset at) {
    const ArtAnchor anchor{"", place, where(place, at), 0, 0};
    if (std::none_of(anchors.begin(), anchors.end(),
                     [&](const ArtAnchor& a) { return distance(a.px, anchor.px) < kSamePlace; }))
      anchors.push_back(anchor);
  };
  if (map.isTable()) {
    for (PointF corner : {PointF{0, 0}, PointF{map.table.width, 0}, PointF{0, map.table.height}})
      add(corner, {});
  } else {
    const Grid& g = map.grid;
    for (Offset o : {Offset{0, 0}, Offset{g.columns - 1, 0}, Offset{0, g.rows - 1}})
      add(artPlace(map, o), o);
    if (anchors.size() == 3 && (g.columns == 1 || g.rows == 1)) anchors.pop_back();
  }
  return fitArt(anchors);
}

std::string artAnchorProblem(const std::vector<ArtAnchor>& anchors) {
  if (anchors.size() < 2 || anchors.size() > 3)
    return "the art has " + std::to_string(anchors.size()) +
           (anchors.size() == 1 ? " anchor" : " anchors") +
           "; it needs 2 (scale, rotation and offset) or 3 (an affine fit)";
  for (std::size_t i = 0; i < anchors.size(); ++i)
    for (std::size_t j = i + 1; j < anchors.size(); ++j) {
      if (distance(anchors[i].place, anchors[j].place) < kSamePlace)
        return "anchors " + std::to_string(i + 1) + " and " + std::to_string(j + 1) +
               " name the same place";
      if (distance(anchors[i].px, anchors[j].px) < kSamePlace)
        return "anchors " + std::to_string(i + 1) + " and " + std::to_string(j + 1) +
               " are at the same pixel";
    }
  if (anchors.size() == 3) {
    // Relative to the triangle's size, so that a huge or tiny frame is judged alike.
    auto flat = [](PointF p, PointF q, PointF r) {
      const double longest = std::max({distance(p, q), distance(q, r), distance(r, p)});
      return std::abs(cross(p, q, r)) < 1e-3 * longest * longest;
    };
    if (flat(anchors[0].place, anchors[1].place, anchors[2].place))
      return "the three anchors' places lie in a line, which fixes no affine fit";
    if (flat(anchors[0].px, anchors[1].px, anchors[2].px))
      return "the three anchors' pixels lie in a line, which fixes no affine fit";
  }
  return {};
}

std::optional<ArtTransform> fitArt(const std::vector<ArtAnchor>& anchors) {
  if (!artAnchorProblem(anchors).empty()) return std::nullopt;
  ArtTransform t;
  const PointF p0 = anchors[0].place, p1 = anchors[1].place;
  const PointF q0 = anchors[0].px, q1 = anchors[1].px;
  if (anchors.size() == 2) {
    // As complex numbers: q = s p + o with s = (q1 - q0) / (p1 - p0).
    const double dx = p1.x - p0.x, dy = p1.y - p0.y, ux = q1.x - q0.x, uy = q1.y - q0.y;
    const double norm = dx * dx + dy * dy;
    const double sr = (ux * dx + uy * dy) / norm, si = (uy * dx - ux * dy) / norm;
    t = {sr, -si, 0, si, sr, 0};
  } else {
    // Solve for the linear part from the two edges out of anchor 0.
    const PointF p2 = anchors[2].place, q2 = anchors[2].px;
    const double m11 = p1.x - p0.x, m12 = p1.y - p0.y, m21 = p2.x - p0.x, m22 = p2.y - p0.y;
    const double det = m11 * m22 - m12 * m21;
    const double ux1 = q1.x - q0.x, ux2 = q2.x - q0.x, uy1 = q1.y - q0.y, uy2 = q2.y - q0.y;
    t.a = (ux1 * m22 - ux2 * m12) / det;
    t.b = (ux2 * m11 - ux1 * m21) / det;
    t.d = (uy1 * m22 - uy2 * m12) / det;
    t.e = (uy2 * m11 - uy1 * m21) / det;
  }
  t.c = q0.x - (t.a * p0.x + t.b * p0.y);
  t.f = q0.y - (t.d * p0.x + t.e * p0.y);
  return t;
}

}  // namespace sandtable
