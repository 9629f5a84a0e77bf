#include "editor/table_shapes.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <set>

#include "model/ruleset.h"
#include "model/scenario_ops.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

namespace {

using Kind = Shape::Kind;

double widthOf(const Shape& shape) { return shape.lineWidth.value_or(geo::kDefaultLineWidth); }

std::vector<TablePoint> withoutRepeats(const std::vector<TablePoint>& points) {
  std::vector<TablePoint> out;
  for (const auto& p : points)
    if (out.empty() || !(out.back() == p)) out.push_back(p);
  return out;
}

ShapeOrError checked(Shape shape) {
  std::string error = shapeError(shape);
  return {std::move(shape), std::move(error)};
}

// Puts `candidate` in place of `shape` when it is usable; else returns why not.
std::string commit(Shape& shape, Shape candidate) {
  std::string error = shapeError(candidate);
  if (error.empty()) shape = std::move(candidate);
  return error;
}

Shape polygonOf(std::vector<TablePoint> points) {
  Shape s;
  s.kind = Kind::Polygon;
  s.points = std::move(points);
  return s;
}

// A rect's handles (its corners) as a polygon, for the edits that cannot keep it a rect.
Shape asPolygon(const Shape& rect) {
  Shape s = polygonOf(shapeVertices(rect));
  s.extras = rect.extras;
  return s;
}

bool validIndex(int i, std::size_t size) { return i >= 0 && static_cast<std::size_t>(i) < size; }

// The valid indices among `indices`, ascending, each once.
std::vector<int> cleanIndices(const std::vector<int>& indices, std::size_t size) {
  std::set<int> out;
  for (int i : indices)
    if (validIndex(i, size)) out.insert(i);
  return {out.begin(), out.end()};
}

std::string offTableError(const TableEditBuilder& edit, const TableFeature& f) {
  const double width = edit.map().rules ? featureLineWidth(f, *edit.map().rules) : widthOf(f.shape);
  if (geo::placementOnTable(f.shape, width, edit.map().table) != geo::Placement::Outside) return {};
  return "'" + f.id + "' would lie wholly off the table";
}

// Applies `change` to copies of the chosen features; the builder takes them only when every
// one stays usable and on the table.
template <typename Change>
std::string changeEach(TableEditBuilder& edit, const std::vector<int>& indices, Change change) {
  const auto& list = edit.currentFeatures();
  std::vector<std::pair<std::size_t, TableFeature>> changed;
  for (int i : cleanIndices(indices, list.size())) {
    TableFeature f = list[static_cast<std::size_t>(i)];
    if (std::string error = change(f.shape); !error.empty()) return "'" + f.id + "': " + error;
    if (std::string error = offTableError(edit, f); !error.empty()) return error;
    changed.emplace_back(static_cast<std::size_t>(i), std::move(f));
  }
  if (changed.empty()) return {};
  auto& target = edit.features();
  for (auto& [i, f] : changed) target[i] = std::move(f);
  return {};
}

double rounded(double v) { return std::round(v / kRotationPrecision) * kRotationPrecision + 0.0; }

TableFeature* featureOf(TableEditBuilder& edit, int index) {
  return validIndex(index, edit.currentFeatures().size()) ? &edit.features()[static_cast<std::size_t>(index)]
                                                          : nullptr;
}

// Moves the chosen features to one end of the list, keeping their order; returns their indices.
std::vector<int> moveToEnd(TableEditBuilder& edit, const std::vector<int>& indices, bool front) {
  const std::vector<int> chosen = cleanIndices(indices, edit.currentFeatures().size());
  if (chosen.empty()) return {};
  auto& list = edit.features();
  std::vector<TableFeature> picked, rest;
  for (std::size_t i = 0; i < list.size(); ++i)
    (std::binary_search(chosen.begin(), chosen.end(), static_cast<int>(i)) ? picked : rest).push_back(list[i]);
  const int start = front ? static_cast<int>(rest.size()) : 0;
  list = front ? rest : picked;
  list.insert(list.end(), (front ? picked : rest).begin(), (front ? picked : rest).end());
  std::vector<int> out(chosen.size());
  for (std::size_t k = 0; k < out.size(); ++k) out[k] = start + static_cast<int>(k);
  return out;
}

}  // namespace

TablePoint snapPoint(TablePoint p, double step) {
  // + 0.0 turns -0 into 0, which the writer would print as "-0".
  return {std::round(p.x / step) * step + 0.0, std::round(p.y / step) * step + 0.0};
}

std::string shapeError(const Shape& shape) {
  if (auto problem = geo::shapeProblem(shape, widthOf(shape))) return problem->message;
  // Collinear corners make a valid ring of no area; nothing could stand in it.
  if (shape.kind == Kind::Polygon && !(geo::areaOf(geo::shapeArea(shape, 0)) > 0)) return "the polygon has no area";
  if (shape.points.empty()) return "the shape has no position";
  return {};
}

ShapeOrError polygonFromPoints(std::vector<TablePoint> points) {
  points = withoutRepeats(points);
  if (points.size() > 1 && points.front() == points.back()) points.pop_back();
  return checked(polygonOf(std::move(points)));
}

ShapeOrError polylineFromPoints(std::vector<TablePoint> points, std::optional<double> width) {
  Shape s;
  s.kind = Kind::Polyline;
  s.points = withoutRepeats(points);
  s.lineWidth = width;
  return checked(std::move(s));
}

ShapeOrError circleFromCentre(TablePoint centre, double radius) { return checked(geo::circleShape(centre, radius)); }

ShapeOrError rectFromCorners(TablePoint a, TablePoint b) {
  return checked(rectShape(std::min(a.x, b.x), std::min(a.y, b.y), std::fabs(a.x - b.x), std::fabs(a.y - b.y)));
}

std::vector<TablePoint> shapeVertices(const Shape& shape) {
  if (shape.points.empty()) return {};
  const TablePoint p = shape.points.front();
  switch (shape.kind) {
    case Kind::Polygon:
    case Kind::Polyline: return shape.points;
    case Kind::Rect:
      return {p, {p.x + shape.width, p.y}, {p.x + shape.width, p.y + shape.height}, {p.x, p.y + shape.height}};
    case Kind::Circle: return {{p.x + shape.radius, p.y}};
    case Kind::Point: return {p};
  }
  return {};
}

int shapeEdgeCount(const Shape& shape) {
  const int n = static_cast<int>(shapeVertices(shape).size());
  switch (shape.kind) {
    case Kind::Polygon:
    case Kind::Rect: return n >= 3 ? n : 0;
    case Kind::Polyline: return std::max(n - 1, 0);
    default: return 0;
  }
}

std::string moveVertex(Shape& shape, int vertex, TablePoint to) {
  const auto handles = shapeVertices(shape);
  if (!validIndex(vertex, handles.size())) return "the shape has no corner " + std::to_string(vertex);
  Shape moved = shape;
  switch (shape.kind) {
    case Kind::Polygon:
    case Kind::Polyline: {
      const std::size_t n = handles.size(), v = static_cast<std::size_t>(vertex);
      const bool closed = shape.kind == Kind::Polygon;
      const bool onPrevious = (v > 0 || closed) && handles[(v + n - 1) % n] == to;
      const bool onNext = (v + 1 < n || closed) && handles[(v + 1) % n] == to;
      if (onPrevious || onNext) return "a corner cannot sit on its neighbour";
      moved.points[v] = to;
      break;
    }
    case Kind::Rect: {
      // The opposite corner stays; the moved one may not cross it, so handle numbers keep
      // their corners through a drag.
      const TablePoint fixed = handles[static_cast<std::size_t>((vertex + 2) % 4)];
      const bool right = vertex == 1 || vertex == 2, down = vertex >= 2;
      const double w = right ? to.x - fixed.x : fixed.x - to.x, h = down ? to.y - fixed.y : fixed.y - to.y;
      if (!(w > 0) || !(h > 0)) return "a rectangle's corner cannot reach or cross the opposite corner";
      moved.points.front() = {std::min(to.x, fixed.x), std::min(to.y, fixed.y)};
      moved.width = w;
      moved.height = h;
      break;
    }
    case Kind::Circle: moved.radius = geo::distance(shape.points.front(), to); break;
    case Kind::Point: moved.points.front() = to; break;
  }
  return commit(shape, std::move(moved));
}

std::string insertVertex(Shape& shape, int edge, TablePoint at) {
  if (shape.kind == Kind::Circle || shape.kind == Kind::Point)
    return std::string("a ") + shapeKindName(shape.kind) + " has no edges to add a corner to";
  if (!validIndex(edge, static_cast<std::size_t>(shapeEdgeCount(shape)))) return "the shape has no edge " + std::to_string(edge);
  Shape grown = shape.kind == Kind::Rect ? asPolygon(shape) : shape;
  const std::size_t n = grown.points.size(), e = static_cast<std::size_t>(edge);
  if (grown.points[e] == at || grown.points[(e + 1) % n] == at) return "a corner cannot sit on its neighbour";
  grown.points.insert(grown.points.begin() + static_cast<std::ptrdiff_t>(e + 1), at);
  return commit(shape, std::move(grown));
}

std::string deleteVertex(Shape& shape, int vertex) {
  if (shape.kind == Kind::Circle || shape.kind == Kind::Point)
    return std::string("a ") + shapeKindName(shape.kind) + " has no corners to remove";
  const std::size_t n = shapeVertices(shape).size();
  if (!validIndex(vertex, n)) return "the shape has no corner " + std::to_string(vertex);
  const std::size_t least = shape.kind == Kind::Polyline ? 2 : 3;
  if (n - 1 < least)
    return std::string("a ") + shapeKindName(shape.kind) + " needs at least " + std::to_string(least) + " corners";
  Shape shrunk = shape.kind == Kind::Rect ? asPolygon(shape) : shape;
  shrunk.points.erase(shrunk.points.begin() + vertex);
  return commit(shape, std::move(shrunk));
}

void translateShape(Shape& shape, double dx, double dy) {
  for (auto& p : shape.points) p = {p.x + dx, p.y + dy};
}

TablePoint shapeCentroid(const Shape& shape) { return geo::shapeCentre(shape, widthOf(shape)); }

std::string rotateShape(Shape& shape, int steps, TablePoint pivot) {
  steps = ((steps % 24) + 24) % 24;
  if (steps == 0) return {};
  // Exact quarter turns, so that a rect turned by 90 degrees keeps round numbers.
  static constexpr double kQuarter[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
  const double angle = steps * std::numbers::pi / 12;
  const bool quarter = steps % 6 == 0;
  const double c = quarter ? kQuarter[steps / 6][0] : std::cos(angle), s = quarter ? kQuarter[steps / 6][1] : std::sin(angle);
  const auto turn = [&](TablePoint p) {
    const double x = p.x - pivot.x, y = p.y - pivot.y;
    return TablePoint{rounded(pivot.x + x * c - y * s), rounded(pivot.y + x * s + y * c)};
  };
  Shape turned = shape.kind == Kind::Rect && !quarter ? asPolygon(shape) : shape;
  if (turned.kind == Kind::Rect) {
    // Turned by quarters a rect is again a rect: the box of its turned corners.
    std::vector<TablePoint> corners = shapeVertices(turned);
    for (auto& p : corners) p = turn(p);
    const auto [minX, maxX] = std::minmax({corners[0].x, corners[1].x, corners[2].x, corners[3].x});
    const auto [minY, maxY] = std::minmax({corners[0].y, corners[1].y, corners[2].y, corners[3].y});
    turned.points = {{minX, minY}};
    turned.width = maxX - minX;
    turned.height = maxY - minY;
  } else {
    for (auto& p : turned.points) p = turn(p);
  }
  return commit(shape, std::move(turned));
}

std::string translateFeatures(TableEditBuilder& edit, const std::vector<int>& indices, double dx, double dy) {
  return changeEach(edit, indices, [&](Shape& s) {
    translateShape(s, dx, dy);
    return std::string();
  });
}

std::string rotateFeatures(TableEditBuilder& edit, const std::vector<int>& indices, int steps) {
  const auto& list = edit.currentFeatures();
  const std::vector<int> chosen = cleanIndices(indices, list.size());
  if (chosen.empty()) return {};
  TablePoint pivot = shapeCentroid(list[static_cast<std::size_t>(chosen.front())].shape);
  if (chosen.size() > 1) {
    double minX = HUGE_VAL, minY = HUGE_VAL, maxX = -HUGE_VAL, maxY = -HUGE_VAL;
    for (int i : chosen) {
      const Shape& shape = list[static_cast<std::size_t>(i)].shape;
      const geo::Box b = geo::shapeBounds(shape, widthOf(shape));
      minX = std::min(minX, b.min_corner().x()), minY = std::min(minY, b.min_corner().y());
      maxX = std::max(maxX, b.max_corner().x()), maxY = std::max(maxY, b.max_corner().y());
    }
    pivot = {(minX + maxX) / 2, (minY + maxY) / 2};
  }
  return changeEach(edit, chosen, [&](Shape& s) { return rotateShape(s, steps, pivot); });
}

std::string moveFeatureVertex(TableEditBuilder& edit, int feature, int vertex, TablePoint to) {
  if (!validIndex(feature, edit.currentFeatures().size())) return "no such feature";
  return changeEach(edit, {feature}, [&](Shape& s) { return moveVertex(s, vertex, to); });
}

std::string insertFeatureVertex(TableEditBuilder& edit, int feature, int edge, TablePoint at) {
  if (!validIndex(feature, edit.currentFeatures().size())) return "no such feature";
  return changeEach(edit, {feature}, [&](Shape& s) { return insertVertex(s, edge, at); });
}

std::string deleteFeatureVertex(TableEditBuilder& edit, int feature, int vertex) {
  if (!validIndex(feature, edit.currentFeatures().size())) return "no such feature";
  return changeEach(edit, {feature}, [&](Shape& s) { return deleteVertex(s, vertex); });
}

std::vector<int> duplicateFeatures(TableEditBuilder& edit, const std::vector<int>& indices) {
  const std::vector<int> chosen = cleanIndices(indices, edit.currentFeatures().size());
  std::vector<int> out;
  auto& list = edit.features();
  for (int i : chosen) {
    TableFeature copy = list[static_cast<std::size_t>(i)];  // a copy first: push_back may move the list
    // "wood" -> "wood-2": the model's rule for a copy's id (an OOB entry's copy has it too).
    copy.id = copyId(copy.id.empty() ? std::string_view("feature") : std::string_view(copy.id), [&](const std::string& id) {
      return std::any_of(list.begin(), list.end(), [&](const TableFeature& f) { return f.id == id; });
    });
    translateShape(copy.shape, kDuplicateOffset, kDuplicateOffset);
    if (!offTableError(edit, copy).empty()) translateShape(copy.shape, -2 * kDuplicateOffset, -2 * kDuplicateOffset);
    out.push_back(static_cast<int>(list.size()));
    list.push_back(std::move(copy));
  }
  return out;
}

void deleteFeatures(TableEditBuilder& edit, const std::vector<int>& indices) {
  const std::vector<int> chosen = cleanIndices(indices, edit.currentFeatures().size());
  if (chosen.empty()) return;
  auto& list = edit.features();
  for (auto it = chosen.rbegin(); it != chosen.rend(); ++it) list.erase(list.begin() + *it);
}

std::vector<int> bringToFront(TableEditBuilder& edit, const std::vector<int>& indices) {
  return moveToEnd(edit, indices, true);
}

std::vector<int> sendToBack(TableEditBuilder& edit, const std::vector<int>& indices) {
  return moveToEnd(edit, indices, false);
}

namespace {

// Whether `inner` lies within `outer`: every corner of its outline does (enough for a hill
// step drawn inside another; a corner of `outer` reaching into `inner` between two of its
// corners is not looked for).
bool liesWithin(const geo::Area& inner, const geo::Area& outer) {
  bool any = false;
  for (const geo::Polygon& polygon : inner)
    for (const geo::Point& corner : polygon.outer()) {
      if (!geo::covers(outer, geo::fromGeo(corner))) return false;
      any = true;
    }
  return any;
}

bool isHillStep(const TableFeature& f, const Ruleset& rules) {
  if (!validIndex(f.terrain, rules.terrain.size())) return false;
  const auto& table = rules.terrain[static_cast<std::size_t>(f.terrain)].table;
  return table && table->cls == TerrainClass::Hill;
}

}  // namespace

// A hill step drawn inside another is the next step up: its height (the level of its top) is
// the highest step it lies within plus its type's own height. Two nested steps both had the
// type's height, and looked and sighted as one until the inner one's was typed (walk 11).
void stepUpWithin(const TableEditBuilder& edit, TableFeature& f) {
  const Ruleset& rules = *edit.map().rules;
  if (!isHillStep(f, rules)) return;
  const TableSize& table = edit.map().table;
  const geo::Area area = featureArea(f, rules, table);
  std::optional<double> below;
  for (const TableFeature& other : edit.currentFeatures())
    if (isHillStep(other, rules) && liesWithin(area, featureArea(other, rules, table)))
      below = std::max(below.value_or(0.0), featureHeight(other, rules));
  if (below) f.height = *below + featureHeight(f, rules);
}

std::string addFeature(TableEditBuilder& edit, int terrain, Shape shape, std::string_view idPrefix) {
  const auto& rules = edit.map().rules;
  if (!rules || !validIndex(terrain, rules->terrain.size())) return "no such terrain type";
  if (std::string error = shapeError(shape); !error.empty()) return error;
  TableFeature f;
  f.id = freshFeatureId(edit.currentFeatures(), idPrefix);
  f.terrain = terrain;
  f.shape = std::move(shape);
  if (std::string error = offTableError(edit, f); !error.empty()) return error;
  stepUpWithin(edit, f);
  edit.features().push_back(std::move(f));
  return {};
}

std::string setFeatureTerrain(TableEditBuilder& edit, int feature, int terrain) {
  const auto& rules = edit.map().rules;
  if (!rules || !validIndex(terrain, rules->terrain.size())) return "no such terrain type";
  TableFeature* f = featureOf(edit, feature);
  if (!f) return "no such feature";
  f->terrain = terrain;
  return {};
}

std::string setFeatureHeight(TableEditBuilder& edit, int feature, std::optional<double> height) {
  if (height && !(std::fabs(*height) <= 100 && std::fmod(*height * 4, 1.0) == 0))
    return "a height is a multiple of 0.25 between -100 and 100";
  TableFeature* f = featureOf(edit, feature);
  if (!f) return "no such feature";
  f->height = height;
  return {};
}

std::string setFeatureStoreys(TableEditBuilder& edit, int feature, std::optional<int> storeys) {
  if (storeys && (*storeys < 1 || *storeys > 100)) return "storeys are a whole number from 1 to 100";
  TableFeature* f = featureOf(edit, feature);
  if (!f) return "no such feature";
  f->storeys = storeys;
  return {};
}

std::string setFeatureName(TableEditBuilder& edit, int feature, std::string name) {
  TableFeature* f = featureOf(edit, feature);
  if (!f) return "no such feature";
  f->name = std::move(name);
  return {};
}

std::string setFeatureNotes(TableEditBuilder& edit, int feature, std::string notes) {
  TableFeature* f = featureOf(edit, feature);
  if (!f) return "no such feature";
  f->notes = std::move(notes);
  return {};
}

}  // namespace sandtable::editor
