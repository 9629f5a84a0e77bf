// The scenario layer of the table view: placed markers (smoke templates as translucent circles),
// zones (a translucent fill and an outline in their side's colour), objectives (the renderer's
// gold ring, or a dashed ring in the owning side's colour for private ones, over their radius)
// and scenario points as symbols (ERP circle, RSP square, TRP triangle, hot spot red diamond,
// casevac white disc with a red cross, exit arrow). Their letters, numbers and names are text
// (table_labels.h). Colours are the renderer's (map_style.h, table_painter.cpp).
#include <cmath>

#include "editor/scenario_edit.h"
#include "editor/table_mesh.h"
#include "editor/table_mesh_shapes.h"
#include "editor/table_shapes.h"
#include "exporters/map_style.h"
#include "model/ruleset.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

using table::Sink;

namespace {

const QColor kCasevacCross(0xc8, 0x1e, 0x1e);
constexpr int kRoundSegments = 48;

// A marker, zone or point shape filled and edged (dashed when `dash` > 0), cut to the table;
// a polyline as a band of its width.
void appendShape(const Map& map, Mesh& out, const Shape& shape, Rgba fill, Rgba edge, double edgeWidth, double dash) {
  if (shape.kind == Shape::Kind::Polyline) {
    const std::vector<PointF> line = table::toMap(shape.points);
    const double width = shape.lineWidth.value_or(geo::kDefaultLineWidth) * MapLayout::kTableUnit;
    Sink sink = table::tableSink(map, out, !table::onTable(map, line, width / 2));
    table::bandLine(sink, line, width, fill);
    return;
  }
  const std::vector<PointF> ring = table::shapeRing(shape);
  if (ring.size() < 3) return;
  Sink sink = table::tableSink(map, out, !table::onTable(map, ring, edgeWidth / 2));
  if (fill.a > 0) table::fillRing(sink, ring, fill);  // an outline alone: no invisible fill
  if (dash > 0) table::dashLine(sink, ring, true, edgeWidth, dash, edge);
  else table::strokeRing(sink, ring, edgeWidth, edge);
}

void appendMarkers(const Map& map, const std::vector<PlacedMarker>& markers, Mesh& out) {
  const Ruleset& rules = *map.rules;
  for (const PlacedMarker& m : markers) {
    if (m.marker < 0 || m.marker >= static_cast<int>(rules.markers.size())) continue;
    const auto shape = markerShape(m, rules);
    if (!shape || shape->points.empty()) continue;
    const QColor color = rulesetColor(rules.markers[static_cast<std::size_t>(m.marker)].color, QColor(0x9a, 0x9a, 0x9a));
    if (shape->kind == Shape::Kind::Point) {
      // A marker without a template: a chip, as on hex maps.
      const PointF c = MapLayout::tableToMap(shape->points.front());
      const double r = table::inches(map, 0.3);
      const std::vector<PointF> chip = {{c.x - r, c.y - r}, {c.x + r, c.y - r}, {c.x + r, c.y + r}, {c.x - r, c.y + r}};
      Sink sink = table::tableSink(map, out);
      table::fillRing(sink, chip, table::rgba(color));
      table::strokeRing(sink, chip, table::inches(map, 0.05), table::rgba(kInk));
      continue;
    }
    QColor fill = color;
    fill.setAlpha(150);
    appendShape(map, out, *shape, table::rgba(fill), table::rgba(color.darker(200)), table::inches(map, 0.06),
                table::inches(map, 0.2));
  }
}

void appendZones(const Map& map, const Scenario& s, Mesh& out) {
  const double u = MapLayout::kTableUnit;
  for (const Zone& z : s.zones) {
    const QColor color = sideColor(zoneSideIndex(s, z.id));
    QColor tint = color;
    tint.setAlpha(40);
    const double edgeWidth = table::inches(map, 0.1);
    if (z.shape) {
      appendShape(map, out, *z.shape, table::rgba(tint), table::rgba(color), edgeWidth, 0);
      continue;
    }
    if (!z.edge) continue;
    // An edge zone: the band of its depth along that edge (docs/tables.md section 4).
    const Shape rect = edgeBandRect(map.table, *z.edge, z.depth.value_or(kDefaultEdgeDepth));
    const double x0 = rect.points[0].x, y0 = rect.points[0].y, x1 = x0 + rect.width, y1 = y0 + rect.height;
    const std::vector<PointF> band = {{x0 * u, y0 * u}, {x1 * u, y0 * u}, {x1 * u, y1 * u}, {x0 * u, y1 * u}};
    Sink sink = table::tableSink(map, out, true);
    table::fillRing(sink, band, table::rgba(tint));
    table::strokeRing(sink, band, edgeWidth, table::rgba(color));
  }
}

void appendObjectives(const Map& map, const Scenario& s, Mesh& out) {
  Sink sink = table::tableSink(map, out);
  for (const Objective& o : s.objectives) {
    if (!o.point) continue;
    const PointF c = MapLayout::tableToMap(*o.point);
    const double r = o.radius ? *o.radius * MapLayout::kTableUnit : table::inches(map, 0.35);
    const std::vector<PointF> ring = table::circleRing(c, r, kRoundSegments);
    const QColor side = sideColor(o.isPrivate() ? sideIndexOf(s, o.side) : -1);
    if (o.isPrivate()) {
      table::strokeRing(sink, ring, table::inches(map, 0.17), table::rgba(Qt::white));
      table::dashLine(sink, ring, true, table::inches(map, 0.1), table::inches(map, 0.3), table::rgba(side));
    } else {
      QColor tint = kObjective;
      tint.setAlpha(50);
      table::fillRing(sink, ring, table::rgba(tint));
      table::strokeRing(sink, ring, table::inches(map, 0.17), table::rgba(kInk));
      table::strokeRing(sink, ring, table::inches(map, 0.1), table::rgba(kObjective));
    }
    table::disc(sink, c, table::inches(map, 0.09), table::rgba(o.isPrivate() ? side : kInk));
  }
}

// The outline of a point's symbol around `c`, `r` in radius (as paintTablePointSymbol).
std::vector<PointF> symbolRing(ScenarioPoint::Kind kind, PointF c, double r) {
  using K = ScenarioPoint::Kind;
  auto at = [&](double dx, double dy) { return PointF{c.x + dx * r, c.y + dy * r}; };
  switch (kind) {
    case K::Erp:
    case K::Casevac: return table::circleRing(c, r, 24);
    case K::Rsp: return {at(-0.9, -0.9), at(0.9, -0.9), at(0.9, 0.9), at(-0.9, 0.9)};
    case K::Trp: return {at(0, -1.15), at(1.1, 0.8), at(-1.1, 0.8)};
    case K::HotSpot: return {at(0, -1.25), at(1.25, 0), at(0, 1.25), at(-1.25, 0)};
    case K::Exit: return {at(-1, -0.8), at(0.3, -0.8), at(1.2, 0), at(0.3, 0.8), at(-1, 0.8)};
  }
  return {};
}

void appendPoints(const Map& map, const Scenario& s, Mesh& out) {
  const double r = table::inches(map, 0.375);
  for (const ScenarioPoint& pt : s.points) {
    const QColor color = sideColor(sideIndexOf(s, pt.side));
    if (pt.shape && pt.shape->hasArea()) {
      QColor tint = color;
      tint.setAlpha(40);
      appendShape(map, out, *pt.shape, table::rgba(tint), table::rgba(color), table::inches(map, 0.06),
                  table::inches(map, 0.25));
    }
    // Symbols may reach past the table's edge (a TRP on it), as in the renderer.
    Sink sink = table::tableSink(map, out);
    const PointF c = MapLayout::tableToMap(pt.position());
    const std::vector<PointF> ring = symbolRing(pt.kind, c, r);
    QColor fill = color;
    if (pt.kind == ScenarioPoint::Kind::HotSpot) fill = kHotSpot;
    if (pt.kind == ScenarioPoint::Kind::Casevac) fill = Qt::white;
    table::fillRing(sink, ring, table::rgba(fill));
    table::strokeRing(sink, ring, table::inches(map, 0.04), table::rgba(kInk));
    if (pt.kind == ScenarioPoint::Kind::Casevac) {
      const Rgba red = table::rgba(kCasevacCross);
      table::bandLine(sink, {{c.x - 0.6 * r, c.y}, {c.x + 0.6 * r, c.y}}, 0.35 * r, red);
      table::bandLine(sink, {{c.x, c.y - 0.6 * r}, {c.x, c.y + 0.6 * r}}, 0.35 * r, red);
    }
  }
}

// Where units set up at a place typed in the OOB (an X, Y or a shape, in no zone or point list):
// a square in the side's colour at a point, a dashed outline round a shape. (They were drawn
// nowhere: a designer who typed "10, 33" could not see where the unit stood.)
void appendUnitPlaces(const Map& map, const Scenario& s, Mesh& out) {
  for (const SideOob& oob : s.oob) {
    const QColor color = sideColor(sideIndexOf(s, oob.side));
    Sink sink = table::tableSink(map, out);
    for (const OobEntry& e : oob.entries) {
      if (e.setup.shape && e.setup.shape->hasArea()) {
        QColor tint = color;
        tint.setAlpha(30);
        // A light halo under the dashes: over a dark wood the outline was lost between them.
        appendShape(map, out, *e.setup.shape, table::rgba(tint), table::rgba(QColor(255, 255, 255, 230)),
                    table::inches(map, 0.1), 0);
        appendShape(map, out, *e.setup.shape, table::rgba(Qt::transparent), table::rgba(color),
                    table::inches(map, 0.06), table::inches(map, 0.2));
        continue;  // the shape is its mark; its id stands at its centre (table_labels)
      }
      const std::optional<TablePoint> at = e.setup.markPoint();
      if (!at) continue;
      const PointF c = MapLayout::tableToMap(*at);
      const double h = table::inches(map, 0.2);
      const std::vector<PointF> square{{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
      table::fillRing(sink, square, table::rgba(color));
      table::strokeRing(sink, square, table::inches(map, 0.04), table::rgba(kInk));
    }
  }
}

}  // namespace

void rebuildTableScenario(const Map& map, const Scenario* scenario, Mesh& out) {
  out.clear();
  if (!map.rules) return;
  appendMarkers(map, map.placedMarkers, out);
  if (!scenario) return;
  appendMarkers(map, scenario->placedMarkers, out);
  appendZones(map, *scenario, out);
  appendObjectives(map, *scenario, out);
  appendPoints(map, *scenario, out);
  appendUnitPlaces(map, *scenario, out);
}

}  // namespace sandtable::editor
