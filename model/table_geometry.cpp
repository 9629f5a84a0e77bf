#include "model/table_geometry.h"

#include <algorithm>
#include <cmath>
#include <list>
#include <mutex>
#include <numbers>

#include "model/boost_geometry.h"
#include "model/ruleset.h"

namespace sandtable {
namespace geo {

namespace bg = boost::geometry;

namespace {

bool finiteInRange(double v) { return std::isfinite(v) && std::fabs(v) <= kMaxCoordinate; }

std::string num(double v) { return tableNumberText(v); }

// Consecutive repeats removed; for polygons also a last point equal to the first.
std::vector<TablePoint> distinctRun(const std::vector<TablePoint>& points, bool closed) {
  std::vector<TablePoint> out;
  for (const auto& p : points)
    if (out.empty() || !(out.back() == p)) out.push_back(p);
  if (closed && out.size() > 1 && out.front() == out.back()) out.pop_back();
  return out;
}

Polygon polygonOf(const std::vector<TablePoint>& points) {
  Polygon poly;
  for (const auto& p : points) poly.outer().push_back(toGeo(p));
  bg::correct(poly);  // closes the ring and fixes its winding
  return poly;
}

Polygon circlePolygon(TablePoint c, double r) {
  Polygon poly;
  for (int i = 0; i < kCircleSegments; ++i) {
    const double a = 2 * std::numbers::pi * i / kCircleSegments;
    poly.outer().push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
  }
  bg::correct(poly);
  return poly;
}

Polygon rectPolygon(double x, double y, double w, double h) {
  Polygon poly;
  bg::convert(Box{{x, y}, {x + w, y + h}}, poly);
  bg::correct(poly);
  return poly;
}

// The band of one run of a polyline, by Boost.Geometry's buffer. Its cost grows with the
// square of the segments that overlap one another, so it is only given short runs.
Area bufferedRun(std::vector<TablePoint>::const_iterator first, std::vector<TablePoint>::const_iterator last,
                 double lineWidth) {
  Line line;
  for (auto it = first; it != last; ++it) line.push_back(toGeo(*it));
  namespace bs = bg::strategy::buffer;
  Area out;
  bg::buffer(line, out, bs::distance_symmetric<double>(lineWidth / 2), bs::side_straight(),
             bs::join_round(kCircleSegments), bs::end_flat(), bs::point_circle(kCircleSegments));
  return out;
}

// The union of bands[first, last), halves first: each union only meets the outlines of
// neighbouring runs, so the whole costs about n log n where one union at a time cost n^2.
Area unionOf(std::vector<Area>& bands, std::size_t first, std::size_t last) {
  if (last - first == 1) return std::move(bands[first]);
  const std::size_t middle = first + (last - first) / 2;
  const Area left = unionOf(bands, first, middle);
  const Area right = unionOf(bands, middle, last);
  Area out;
  bg::union_(left, right, out);
  return out;
}

// Segments per run of a long polyline: Boost's buffer of a whole line that doubles back on
// itself thousands of times took gigabytes (a 10,000-point zigzag).
constexpr std::size_t kBandRunSegments = 8;

// A polyline's band: flat ends, round joins. A long line is cut into runs that share one
// segment, so that each joint is inside some run and gets its round join there; the band is
// the union of the runs' bands (every piece lies inside the whole band, and together they
// cover every segment and every join).
Area bandOfRuns(const std::vector<TablePoint>& points, double lineWidth) {
  std::vector<Area> bands;
  for (std::size_t start = 0, end = 0; end < points.size(); start += kBandRunSegments) {
    end = std::min(points.size(), start + kBandRunSegments + 2);
    bands.push_back(bufferedRun(points.begin() + static_cast<std::ptrdiff_t>(start),
                                points.begin() + static_cast<std::ptrdiff_t>(end), lineWidth));
  }
  return unionOf(bands, 0, bands.size());
}

// The bands of the last few long polylines. One validation asks for the same feature's band
// from the reader, the placement check, the going and the sight context: for a line of
// thousands of points each buffer costs a large share of a second. Whole points and width
// are compared, never only a hash, and the cache is shared by threads (the editor validates
// in the background while its view draws).
class BandCache {
 public:
  std::optional<Area> find(const std::vector<TablePoint>& points, double lineWidth) {
    const std::lock_guard lock(mutex_);
    for (auto it = entries_.begin(); it != entries_.end(); ++it)
      if (it->lineWidth == lineWidth && it->points == points) {
        entries_.splice(entries_.begin(), entries_, it);  // most recently used first
        return it->band;
      }
    return std::nullopt;
  }
  void add(const std::vector<TablePoint>& points, double lineWidth, const Area& band) {
    const std::lock_guard lock(mutex_);
    entries_.push_front({points, lineWidth, band});
    if (entries_.size() > kEntries) entries_.pop_back();
  }

 private:
  static constexpr std::size_t kEntries = 8;
  struct Entry {
    std::vector<TablePoint> points;
    double lineWidth;
    Area band;
  };
  std::mutex mutex_;
  std::list<Entry> entries_;
};

Area polylineBand(const std::vector<TablePoint>& points, double lineWidth) {
  if (points.size() <= kBandRunSegments + 1) return bufferedRun(points.begin(), points.end(), lineWidth);
  static BandCache cache;
  if (auto band = cache.find(points, lineWidth)) return std::move(*band);
  Area band = bandOfRuns(points, lineWidth);
  cache.add(points, lineWidth, band);
  return band;
}

}  // namespace

std::optional<ShapeProblem> shapeProblem(const Shape& shape, double lineWidth) {
  for (const auto& p : shape.points)
    if (!finiteInRange(p.x) || !finiteInRange(p.y))
      return ShapeProblem{"bad-shape",
                          "the point [" + num(p.x) + ", " + num(p.y) + "] is not a finite number within " +
                              num(kMaxCoordinate) + " table units",
                          "give coordinates in table units measured from the top-left corner"};
  if (shape.points.size() > kMaxShapePoints)
    return ShapeProblem{"too-large",
                        "the shape has " + std::to_string(shape.points.size()) + " points; Sandtable takes at most " +
                            std::to_string(kMaxShapePoints) + " per shape",
                        "simplify the outline or split it into several features"};
  switch (shape.kind) {
    case Shape::Kind::Polygon: {
      const auto distinct = distinctRun(shape.points, true);
      if (distinct.size() < 3)
        return ShapeProblem{"bad-shape",
                            "a polygon needs at least 3 distinct points; this one has " + std::to_string(distinct.size()),
                            "add the missing corners, or use a polyline for a line"};
      const Polygon poly = polygonOf(distinct);
      const std::string fix = "list the corners in order around the outline, so that no edge crosses another";
      // A crossing outline first: correct() cannot orient a bow-tie, so is_valid would
      // blame its orientation instead.
      if (bg::intersects(poly)) return ShapeProblem{"bad-shape", "the polygon crosses itself", fix};
      std::string reason;
      if (!bg::is_valid(poly, reason))
        return ShapeProblem{"bad-shape", "the polygon is not a simple outline (" + reason + ")", fix};
      return std::nullopt;
    }
    case Shape::Kind::Polyline:
      if (distinctRun(shape.points, false).size() < 2)
        return ShapeProblem{"bad-shape", "a polyline needs at least 2 distinct points", "add the line's other end"};
      if (!(lineWidth > 0) || !finiteInRange(lineWidth))
        return ShapeProblem{"bad-shape",
                            "the polyline's width " + num(lineWidth) + " is not a positive number within " +
                                num(kMaxCoordinate) + " table units",
                            "give `width:` in table units, e.g. 0.5"};
      return std::nullopt;
    case Shape::Kind::Circle:
      if (!(shape.radius > 0) || !finiteInRange(shape.radius))
        return ShapeProblem{"bad-shape",
                            "the circle's radius " + num(shape.radius) + " is not a positive number within " +
                                num(kMaxCoordinate),
                            "give `radius:` in table units, e.g. 1"};
      return std::nullopt;
    case Shape::Kind::Rect:
      if (!(shape.width > 0) || !(shape.height > 0) || !finiteInRange(shape.width) || !finiteInRange(shape.height))
        return ShapeProblem{"bad-shape",
                            "the rectangle's size " + num(shape.width) + " x " + num(shape.height) +
                                " is not positive",
                            "write `rect: [x, y, width, height]` with a positive width and height"};
      return std::nullopt;
    case Shape::Kind::Point: return std::nullopt;
  }
  return std::nullopt;
}

Area shapeArea(const Shape& shape, double lineWidth) {
  Area out;
  switch (shape.kind) {
    case Shape::Kind::Polygon: out.push_back(polygonOf(distinctRun(shape.points, true))); break;
    case Shape::Kind::Polyline: out = polylineBand(distinctRun(shape.points, false), lineWidth); break;
    case Shape::Kind::Circle:
      if (!shape.points.empty()) out.push_back(circlePolygon(shape.points.front(), shape.radius));
      break;
    case Shape::Kind::Rect:
      if (!shape.points.empty())
        out.push_back(rectPolygon(shape.points.front().x, shape.points.front().y, shape.width, shape.height));
      break;
    case Shape::Kind::Point: break;
  }
  return out;
}

Box shapeBounds(const Shape& shape, double lineWidth) {
  if (shape.kind == Shape::Kind::Point) {
    const Point p = shape.points.empty() ? Point{0, 0} : toGeo(shape.points.front());
    return {p, p};
  }
  return bg::return_envelope<Box>(shapeArea(shape, lineWidth));
}

Box tableBox(const TableSize& table) { return {{0, 0}, {table.width, table.height}}; }

Placement placementOnTable(const Shape& shape, double lineWidth, const TableSize& table) {
  const Box box = tableBox(table);
  if (shape.kind == Shape::Kind::Point)
    return !shape.points.empty() && bg::covered_by(toGeo(shape.points.front()), box) ? Placement::Inside
                                                                                     : Placement::Outside;
  if (shape.kind == Shape::Kind::Polyline &&
      std::all_of(shape.points.begin(), shape.points.end(),
                  [&](const TablePoint& p) { return bg::covered_by(toGeo(p), box); }))
    return Placement::Inside;
  const Box bounds = shapeBounds(shape, lineWidth);
  if (bg::covered_by(bounds, box)) return Placement::Inside;
  const Area clipped = clipToTable(shapeArea(shape, lineWidth), table);
  return areaOf(clipped) > 0 ? Placement::Partly : Placement::Outside;
}

Area clipToTable(const Area& area, const TableSize& table) {
  Area out;
  bg::intersection(area, tableBox(table), out);
  return out;
}

bool covers(const Area& area, TablePoint p) { return bg::covered_by(toGeo(p), area); }

double areaOf(const Area& area) { return bg::area(area); }

TablePoint centroid(const Area& area) {
  if (area.empty() || areaOf(area) <= 0) return {};
  Point c{0, 0};
  bg::centroid(area, c);
  return fromGeo(c);
}

TablePoint shapeCentre(const Shape& shape, double lineWidth) {
  if (shape.kind == Shape::Kind::Point) return shape.points.empty() ? TablePoint{} : shape.points.front();
  if (shape.kind == Shape::Kind::Circle && !shape.points.empty()) return shape.points.front();
  return centroid(shapeArea(shape, lineWidth));
}

double distance(TablePoint a, TablePoint b) { return std::hypot(a.x - b.x, a.y - b.y); }

double distance(const Area& area, TablePoint p) { return bg::distance(toGeo(p), area); }

Shape circleShape(TablePoint centre, double radius) {
  Shape s;
  s.kind = Shape::Kind::Circle;
  s.points = {centre};
  s.radius = radius;
  return s;
}

}  // namespace geo

double featureLineWidth(const TableFeature& feature, const Ruleset& rules) {
  if (feature.shape.lineWidth) return *feature.shape.lineWidth;
  if (feature.terrain >= 0 && feature.terrain < static_cast<int>(rules.terrain.size())) {
    const auto& table = rules.terrain[static_cast<std::size_t>(feature.terrain)].table;
    if (table && table->width) return *table->width;
  }
  return geo::kDefaultLineWidth;
}

double featureHeight(const TableFeature& feature, const Ruleset& rules) {
  if (feature.height) return *feature.height;
  if (feature.terrain < 0 || feature.terrain >= static_cast<int>(rules.terrain.size())) return 0;
  const auto& table = rules.terrain[static_cast<std::size_t>(feature.terrain)].table;
  if (!table) return 0;
  if (feature.storeys && table->storeyHeight) return *feature.storeys * *table->storeyHeight;
  return table->height.value_or(0);
}

geo::Area featureArea(const TableFeature& feature, const Ruleset& rules, const TableSize& table) {
  return geo::clipToTable(geo::shapeArea(feature.shape, featureLineWidth(feature, rules)), table);
}

std::optional<Shape> markerShape(const PlacedMarker& marker, const Ruleset& rules) {
  if (marker.shape) return marker.shape;
  if (!marker.at || marker.marker < 0 || marker.marker >= static_cast<int>(rules.markers.size()))
    return std::nullopt;
  const auto& type = rules.markers[static_cast<std::size_t>(marker.marker)];
  if (!type.templateRadius) return Shape{Shape::Kind::Point, {*marker.at}, 0, 0, 0, std::nullopt, {}};
  return geo::circleShape(*marker.at, *type.templateRadius);
}

}  // namespace sandtable
