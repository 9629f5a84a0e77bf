// Table maps (miniatures), bottom to top: the open table; the terrain pieces in file order
// (docs/tables.md 2.1: hills darker per level of height and outlined, trees dotted, fields hatched,
// buildings outlined and labelled with their storeys, linear features and obstacles as bands
// of their true width); marker templates; the grid; the scenario's zones, fire orders,
// objectives and points (as far as RenderOptions::audience allows); labels; the frame and the
// rulers along the top and left edges. Shapes are drawn from the document directly (a circle
// is a circle, a band a stroked line), at one scale for x and y.
#include <QFontMetricsF>
#include <QPainterPath>
#include <QVector>
#include <algorithm>
#include <array>
#include <cmath>

#include "exporters/label_placer.h"
#include "exporters/map_style.h"
#include "exporters/scenario_privacy.h"
#include "exporters/table_layout.h"
#include "exporters/table_overlay.h"
#include "exporters/table_paint.h"
#include "exporters/table_reach_overlay.h"
#include "model/ruleset.h"
#include "model/table_geometry.h"

namespace sandtable {

namespace {

const QColor kHillShade(0x5a, 0x3c, 0x1c);

const TerrainType* terrainOf(const TableFeature& f, const Ruleset& rules) {
  if (f.terrain < 0 || f.terrain >= static_cast<int>(rules.terrain.size())) return nullptr;
  return &rules.terrain[static_cast<std::size_t>(f.terrain)];
}

// Everything the pieces of one table render share.
struct Canvas {
  const MapPaint& mp;
  QPainter& p;
  const Ruleset& rules;
  double unit;  // design units per table unit
  double ms;    // RenderOptions::markScale
  // Table units of a physical length in inches (textures are sized on the cloth, not per unit).
  double inches(double in) const { return in * 25.4 / tableUnitMm(mp.map.table); }
  QPointF at(TablePoint t) const { return mp.layout.tablePoint(t); }
  // Whether a mark of `radius` around `centre` shows on the part being drawn (PDF sheets).
  bool shows(QPointF centre, double radius) const {
    return mp.visible.intersects(
        QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)));
  }
};

QPainterPath linePath(const Canvas& c, const std::vector<TablePoint>& points) {
  QPainterPath path;
  for (std::size_t i = 0; i < points.size(); ++i)
    if (i == 0)
      path.moveTo(c.at(points[i]));
    else
      path.lineTo(c.at(points[i]));
  return path;
}

// The outline of a shape with an area; a polyline's is its band (`lineWidth` table units).
QPainterPath shapePath(const Canvas& c, const Shape& s, double lineWidth) {
  QPainterPath path;
  if (s.points.empty()) return path;
  switch (s.kind) {
    case Shape::Kind::Polygon: {
      QPolygonF poly;
      for (const TablePoint& t : s.points) poly << c.at(t);
      path.addPolygon(poly);
      path.closeSubpath();
      break;
    }
    case Shape::Kind::Rect:
      path.addRect(QRectF(c.at(s.points.front()), QSizeF(s.width * c.unit, s.height * c.unit)));
      break;
    case Shape::Kind::Circle:
      path.addEllipse(c.at(s.points.front()), s.radius * c.unit, s.radius * c.unit);
      break;
    case Shape::Kind::Polyline: {
      QPainterPathStroker stroker;
      stroker.setWidth(lineWidth * c.unit);
      stroker.setCapStyle(Qt::FlatCap);
      stroker.setJoinStyle(Qt::RoundJoin);
      path = stroker.createStroke(linePath(c, s.points)).simplified();
      break;
    }
    case Shape::Kind::Point:
      break;
  }
  return path;
}

// Tree symbols: dots on a staggered lattice anchored to the table's corner, denser in hard
// cover. A dot is drawn where its centre lies in the piece.
void paintDots(const Canvas& c, const QPainterPath& path, const QColor& fill, bool dense) {
  const double spacing = c.inches(dense ? 1.0 : 1.5);
  const double r = c.inches(0.2) * c.unit * std::sqrt(c.ms);
  const QRectF b = path.boundingRect();
  const QPointF origin = c.mp.layout.mapRect.topLeft();
  const double step = spacing * c.unit;
  const int j0 = static_cast<int>(std::floor((b.top() - origin.y()) / step - 0.5));
  const int j1 = static_cast<int>(std::ceil((b.bottom() - origin.y()) / step));
  const int i0 = static_cast<int>(std::floor((b.left() - origin.x()) / step - 1));
  const int i1 = static_cast<int>(std::ceil((b.right() - origin.x()) / step));
  c.p.setPen(Qt::NoPen);
  c.p.setBrush(fill.darker(165));
  for (int j = j0; j <= j1; ++j)
    for (int i = i0; i <= i1; ++i) {
      const QPointF dot = origin + QPointF((i + 0.5 + 0.5 * (j & 1)) * step, (j + 0.5) * step);
      if (b.contains(dot) && path.contains(dot)) c.p.drawEllipse(dot, r, r);
    }
}

bool isBuilding(const TableFeature& f, const TerrainType& t) {
  return f.storeys || (t.table && t.table->storeyHeight);
}

// A piece's extent in design units, from its points (cheaper than its area).
QRectF featureBounds(const Canvas& c, const TableFeature& f) {
  const Shape& s = f.shape;
  if (s.points.empty()) return {};
  double minX = s.points.front().x, maxX = minX, minY = s.points.front().y, maxY = minY;
  for (const TablePoint& t : s.points) {
    minX = std::min(minX, t.x);
    maxX = std::max(maxX, t.x);
    minY = std::min(minY, t.y);
    maxY = std::max(maxY, t.y);
  }
  double grow = 0;
  if (s.kind == Shape::Kind::Circle) grow = s.radius;
  if (s.kind == Shape::Kind::Polyline) grow = featureLineWidth(f, c.rules) / 2;
  if (s.kind == Shape::Kind::Rect) {
    maxX += s.width;
    maxY += s.height;
  }
  const QPointF slack(4 * c.ms, 4 * c.ms);  // outlines
  return QRectF(c.at({minX - grow, minY - grow}) - slack, c.at({maxX + grow, maxY + grow}) + slack);
}

void paintFeature(const Canvas& c, const TableFeature& f) {
  const TerrainType* t = terrainOf(f, c.rules);
  const TableLook look = tableLook(f, c.rules);
  const QColor fill = tableFeatureFill(f, c.rules);
  if (f.shape.kind == Shape::Kind::Polyline) {
    paintTableBand(c.p, linePath(c, f.shape.points), featureLineWidth(f, c.rules) * c.unit, fill,
                   look == TableLook::Obstacle, c.ms, c.mp.options.inkLow);
    return;
  }
  const QPainterPath path = shapePath(c, f.shape, 0);
  if (path.isEmpty()) return;
  paintTableArea(c.p, path, look, fill, c.ms, c.mp.options.inkLow);
  if (c.mp.options.inkLow && look != TableLook::Field) {
    // Hatching in the piece's colour instead of its fill; a hill's steps alternate their
    // slant, so nested steps cross-hatch.
    const bool rising = look != TableLook::Hill || static_cast<int>(featureHeight(f, c.rules)) % 2;
    hatchTablePath(c.p, path, c.inches(0.5) * c.unit, rising,
                   QPen(fill.darker(125), 1.4 * c.ms, Qt::SolidLine, Qt::FlatCap));
  }
  if (look == TableLook::Trees)
    paintDots(c, path, fill, t && t->table && t->table->cover == CoverClass::Hard);
  if (look == TableLook::Field)
    hatchTablePath(c.p, path, c.inches(0.75) * c.unit, false,
                   QPen(fill.darker(135), 1.6 * c.ms, Qt::SolidLine, Qt::FlatCap));
}

void paintMarkers(const Canvas& c, const std::vector<PlacedMarker>& markers) {
  for (const PlacedMarker& m : markers) {
    if (m.marker < 0 || m.marker >= static_cast<int>(c.rules.markers.size())) continue;
    const MarkerType& type = c.rules.markers[static_cast<std::size_t>(m.marker)];
    const auto shape = markerShape(m, c.rules);
    if (!shape) continue;
    const QColor color = rulesetColor(type.color, QColor(0x9a, 0x9a, 0x9a));
    if (shape->kind == Shape::Kind::Point) {
      // A marker without a template: a chip, as on hex maps.
      const double r = 12 * c.ms;
      c.p.setPen(QPen(kInk, 1.5 * c.ms));
      c.p.setBrush(color);
      c.p.drawRoundedRect(QRectF(c.at(shape->points.front()) - QPointF(r, r), QSizeF(2 * r, 2 * r)),
                          3 * c.ms, 3 * c.ms);
      continue;
    }
    const QPainterPath path = shapePath(c, *shape, geo::kDefaultLineWidth);
    if (c.mp.visible.intersects(path.boundingRect())) paintTableTemplate(c.p, path, color, c.ms);
  }
}

void paintGrid(const Canvas& c) {
  const TableSize& t = c.mp.map.table;
  const double step = tableGridStep(t);
  QVector<QLineF> lines;
  for (double x = step; x < t.width - 1e-9; x += step)
    lines << QLineF(c.at({x, 0}), c.at({x, t.height}));
  for (double y = step; y < t.height - 1e-9; y += step)
    lines << QLineF(c.at({0, y}), c.at({t.width, y}));
  c.p.setPen(QPen(QColor(0x26, 0x22, 0x1e, 70), 1.4 * c.ms, Qt::SolidLine, Qt::FlatCap));
  c.p.drawLines(lines);
}

QPainterPath zonePath(const Canvas& c, const Zone& z) {
  if (z.shape) return shapePath(c, *z.shape, geo::kDefaultLineWidth);
  QPainterPath path;
  if (!z.edge) return path;
  const TableSize& t = c.mp.map.table;
  const double d = z.depth.value_or(kDefaultEdgeDepth);
  QRectF band;
  switch (*z.edge) {
    case Edge::North:
      band = QRectF(0, 0, t.width, std::min(d, t.height));
      break;
    case Edge::South:
      band = QRectF(0, std::max(0.0, t.height - d), t.width, std::min(d, t.height));
      break;
    case Edge::West:
      band = QRectF(0, 0, std::min(d, t.width), t.height);
      break;
    case Edge::East:
      band = QRectF(std::max(0.0, t.width - d), 0, std::min(d, t.width), t.height);
      break;
  }
  path.addRect(QRectF(c.at({band.left(), band.top()}), c.at({band.right(), band.bottom()})));
  return path;
}

void paintZones(const Canvas& c, std::vector<Label>* labels) {
  const Scenario& s = *c.mp.scenario;
  for (const Zone& z : s.zones) {
    const QPainterPath path = zonePath(c, z);
    if (path.isEmpty() || (!labels && !c.mp.visible.intersects(path.boundingRect()))) continue;
    const QColor color = sideColor(zoneSideIndex(s, z.id));
    if (!labels) {
      paintTableZone(c.p, path, color, c.inches(2) * c.unit, c.ms);
      continue;
    }
    const QRectF b = path.boundingRect();
    QPointF at = b.center();
    if (!path.contains(at)) at = path.pointAtPercent(0);  // an L-shaped zone: on its edge
    // Moved a line or aside when its place is taken, as the editor moves it (it was written
    // over a building's storeys at the zone's middle).
    labels->push_back({QString::fromStdString(z.id), designFont(21 * c.ms, true), color, at, -1, false, true});
  }
}

// The storeys of buildings, the heights of hill steps on their edges, and with --labels the
// names of the pieces.
void featureLabels(const Canvas& c, std::vector<Label>& labels) {
  const QFont storeyFont = designFont(19 * c.ms, true);
  const QFont nameFont = designFont(17 * c.ms, false, true);
  const QFont heightFont = designFont(16 * c.ms, true);
  for (const TableFeature& f : c.mp.map.features) {
    if (const QString height = tableHeightText(f, c.rules); !height.isEmpty())
      labels.push_back({height, heightFont, kHillShade, c.at(tableEdgeTop(f.shape))});
    const TerrainType* t = terrainOf(f, c.rules);
    const QPointF at = c.at(tableLabelPoint(f));
    const bool storeys = t && isBuilding(f, *t) && f.storeys;
    // Stacked as names are when its place is taken (a hot spot at the building's middle).
    if (storeys)
      labels.push_back({QString::number(*f.storeys) + (*f.storeys == 1 ? " storey" : " storeys"),
                        storeyFont, kInk, at, -1, false, true});
    if (c.mp.options.labels && !f.name.empty()) {
      QString name = QString::fromStdString(f.name);
      if (name.size() > 30) name = name.left(29) + QChar(0x2026);
      // Nested pieces (hill steps) share a centre: the placer moves the later names.
      labels.push_back(
          {name, nameFont, kInk, at + QPointF(0, storeys ? -22 * c.ms : 0), -1, false, true});
    }
  }
}

void paintObjectives(const Canvas& c, const Viewer& viewer, std::vector<Label>& labels) {
  const Scenario& s = *c.mp.scenario;
  const QFont font = designFont(20 * c.ms, true);
  for (const Objective& o : s.objectives) {
    if (!o.point || !canSee(viewer, o)) continue;
    const QPointF at = c.at(*o.point);
    const double r = o.radius ? *o.radius * c.unit : 14 * c.ms;
    const int side = o.isPrivate() ? sideIndexOf(s, o.side) : -1;
    if (c.shows(at, r + 8 * c.ms))
      paintTableObjective(c.p, at, r, o.isPrivate(), sideColor(side), c.ms);
    QString text = QString::fromStdString(o.name.empty() ? o.id : o.name);
    if (o.isPrivate())
      text += " (" + QString(objectiveLevelName(*o.level)) + ", " + QString::fromStdString(o.side) +
              ")";
    labels.push_back({text, font, o.isPrivate() ? sideColor(side) : kInk, at, r});
  }
}

// A scenario point's symbol, in design units (c.ms).
constexpr double kPointSymbolRadius = 15;

// Draws the points' symbols and adds their labels; `marks` gets each symbol's box, which no
// label may cover (a building's name hid the hot spot at its door: its number is its only label).
void paintPoints(const Canvas& c, const Viewer& viewer, std::vector<Label>& labels, std::vector<QRectF>& marks) {
  const Scenario& s = *c.mp.scenario;
  const double r = kPointSymbolRadius * c.ms;
  const QFont font = designFont(17 * c.ms, true);
  for (const ScenarioPoint& pt : s.points) {
    if (!canSee(viewer, pt)) continue;
    const QColor color = sideColor(sideIndexOf(s, pt.side));
    if (pt.shape && pt.shape->hasArea()) {
      const QPainterPath area = shapePath(c, *pt.shape, geo::kDefaultLineWidth);
      QColor tint = color;
      tint.setAlpha(40);
      c.p.setBrush(tint);
      c.p.setPen(QPen(color, 2.5 * c.ms, Qt::DashLine));
      c.p.drawPath(area);
    }
    const QPointF at = c.at(pt.position());
    if (c.shows(at, 1.5 * r))
      paintTablePointSymbol(c.p, at, r, pt.kind, color, pt.number ? *pt.number : 0, c.ms);
    marks.emplace_back(at - QPointF(r, r), QSizeF(2 * r, 2 * r));
    if (pt.kind == ScenarioPoint::Kind::HotSpot) continue;  // its number is its label
    QString label = tablePointKindText(pt.kind);
    if (!pt.side.empty()) label += " " + QString::fromStdString(pt.side);
    labels.push_back({label, font, color.darker(130), at, r * 1.2, true});
  }
}

// Units set up at a place typed in the order of battle (a point, a shape; not a zone or a
// point id, drawn as themselves), as the editor marks them: a square in the side's colour with
// the unit's id beside it, or the shape dashed in that colour with the id at its centre. They
// were printed nowhere, and a player could not tell where such a unit stands. A side's set-up
// is its own: the public map and the other side's do not show it.
void paintUnitPlaces(const Canvas& c, const Viewer& viewer, std::vector<Label>& labels, std::vector<QRectF>& marks) {
  const Scenario& s = *c.mp.scenario;
  const double h = c.inches(0.2) * c.unit;  // half the square: 0.4 in across, as in the editor
  const QFont font = designFont(16 * c.ms, true);
  for (const SideOob& oob : s.oob) {
    if (!viewer.seesPrivateOf(oob.side)) continue;
    const QColor color = sideColor(sideIndexOf(s, oob.side));
    for (const OobEntry& e : oob.entries) {
      const std::optional<TablePoint> point = e.setup.markPoint();
      if (!point) continue;
      const QPointF at = c.at(*point);
      const QString id = QString::fromStdString(e.id);
      if (e.setup.shape && e.setup.shape->hasArea()) {
        QColor tint = color;
        tint.setAlpha(30);
        c.p.setBrush(tint);
        c.p.setPen(QPen(color, 2.5 * c.ms, Qt::DashLine));
        c.p.drawPath(shapePath(c, *e.setup.shape, geo::kDefaultLineWidth));
        labels.push_back({id, font, color.darker(130), at, -1, false, true});
        continue;
      }
      const QRectF square(at - QPointF(h, h), QSizeF(2 * h, 2 * h));
      if (c.shows(at, 2 * h)) {
        c.p.setBrush(color);
        c.p.setPen(QPen(kInk, 1.5 * c.ms));
        c.p.drawRect(square);
      }
      marks.push_back(square);
      labels.push_back({id, font, color.darker(130), at, 1.2 * h, true});
    }
  }
}

void paintFireOrders(const Canvas& c, const Viewer& viewer, std::vector<Label>& labels) {
  const Scenario& s = *c.mp.scenario;
  const QFont font = designFont(16 * c.ms, true);
  for (const Side& side : s.sides) {
    if (!canSeeOrdersOf(viewer, side)) continue;
    const QColor color = sideColor(sideIndexOf(s, side.id));
    for (const FireOrder& f : side.fireOrders) {
      const QPointF at = c.at(f.target);
      if (c.shows(at, 20 * c.ms)) paintTableFireTarget(c.p, at, 11 * c.ms, color, c.ms);
      labels.push_back({QString("turn %1: %2").arg(f.turn).arg(QString::fromStdString(f.firer)),
                        font, color.darker(130), at, 18 * c.ms, true});
    }
  }
}

void paintRulers(const Canvas& c) {
  const MapLayout& l = c.mp.layout;
  const TableSize& t = c.mp.map.table;
  RulerStyle style;
  style.labelEvery = tableGridStep(t);
  const QPointF corner = l.mapRect.topLeft();
  const double depth = kTableRulerDepth;
  if (c.mp.visible.intersects(
          QRectF(corner - QPointF(depth, depth), QSizeF(l.mapRect.width() + 2 * depth, depth)))) {
    c.p.setPen(kInk);
    drawTableRuler(c.p, corner, QPointF(c.unit, 0), QPointF(0, -1), 0, t.width, style);
  }
  if (!c.mp.visible.intersects(
          QRectF(corner - QPointF(depth, depth), QSizeF(depth, l.mapRect.height() + 2 * depth))))
    return;
  c.p.setPen(kInk);
  drawTableRuler(c.p, corner, QPointF(0, c.unit), QPointF(-1, 0), 0, t.height, style);
  c.p.setFont(designFont(18, true));
  c.p.setPen(kInk);
  c.p.drawText(QRectF(corner - QPointF(kTableRulerDepth, kTableRulerDepth),
                      QSizeF(kTableRulerDepth * 0.7, kTableRulerDepth * 0.7)),
               Qt::AlignCenter, QString::fromStdString(t.unit));
}

}  // namespace

// Where a piece's label goes: the middle of a line, the centre of an area.
TablePoint tableLabelPoint(const TableFeature& f) {
  const Shape& s = f.shape;
  if (s.points.empty()) return {};
  if (s.kind == Shape::Kind::Polyline) {
    double total = 0;
    for (std::size_t i = 1; i < s.points.size(); ++i)
      total += geo::distance(s.points[i - 1], s.points[i]);
    double left = total / 2;
    for (std::size_t i = 1; i < s.points.size(); ++i) {
      const double d = geo::distance(s.points[i - 1], s.points[i]);
      if (d >= left && d > 0) {
        const double t = left / d;
        return {s.points[i - 1].x + (s.points[i].x - s.points[i - 1].x) * t,
                s.points[i - 1].y + (s.points[i].y - s.points[i - 1].y) * t};
      }
      left -= d;
    }
    return s.points.back();
  }
  if (s.kind == Shape::Kind::Rect)
    return {s.points.front().x + s.width / 2, s.points.front().y + s.height / 2};
  return geo::shapeCentre(s, geo::kDefaultLineWidth);
}

QString tableHeightText(const TableFeature& f, const Ruleset& rules) {
  if (tableLook(f, rules) != TableLook::Hill) return {};
  return QString::number(featureHeight(f, rules), 'g', 4);
}

TablePoint tableEdgeTop(const Shape& s) {
  if (s.points.empty()) return {};
  switch (s.kind) {
    case Shape::Kind::Rect:
      return {s.points.front().x + s.width / 2, s.points.front().y};
    case Shape::Kind::Circle:
      return {s.points.front().x, s.points.front().y - s.radius};
    default:
      return *std::min_element(s.points.begin(), s.points.end(),
                               [](const TablePoint& a, const TablePoint& b) { return a.y < b.y; });
  }
}

TableLook tableLook(const TableFeature& f, const Ruleset& rules) {
  const TerrainType* t = terrainOf(f, rules);
  const bool line = f.shape.kind == Shape::Kind::Polyline;
  if (!t || !t->table) return line ? TableLook::Band : TableLook::Plain;
  switch (t->table->cls) {
    case TerrainClass::Hill:
      return line ? TableLook::Band : TableLook::Hill;
    case TerrainClass::Linear:
      return line ? TableLook::Band : TableLook::Plain;
    case TerrainClass::Obstacle:
      return line ? TableLook::Obstacle : TableLook::Block;
    case TerrainClass::Area:
      break;
  }
  if (line) return TableLook::Band;
  if (isBuilding(f, *t)) return TableLook::Building;
  if (featureHeight(f, rules) > 0) return TableLook::Trees;
  if (t->table->seeIn) return TableLook::Field;
  return TableLook::Plain;
}

QColor tableFeatureFill(const TableFeature& f, const Ruleset& rules) {
  const TerrainType* t = terrainOf(f, rules);
  const QColor base = t ? rulesetColor(t->color) : QColor(0xb0, 0xb0, 0xb0);
  if (!t || !t->table || t->table->cls != TerrainClass::Hill) return base;
  // Each level of height darkens the step a little more, so nested steps read as a hill
  // even where a ruleset gives every step the same colour.
  return mixColor(base, kHillShade, std::clamp(0.07 * featureHeight(f, rules), 0.0, 0.5));
}

void hatchTablePath(QPainter& p, const QPainterPath& path, double spacing, bool rising,
                    const QPen& pen) {
  QRectF b = path.boundingRect();
  if (p.hasClipping()) b = b.intersected(p.clipBoundingRect());  // sheets: their part only
  if (b.isEmpty() || spacing <= 0) return;
  QVector<QLineF> lines;
  const double span = b.width() + b.height();
  // Anchored to multiples of `spacing` so neighbouring pieces' hatching lines up.
  const double first = std::floor((rising ? b.left() + b.top() : b.left() - b.bottom()) / spacing);
  for (double k = first * spacing; k <= first * spacing + span + spacing; k += spacing) {
    if (rising)  // x + y = k
      lines << QLineF(k - b.top(), b.top(), k - b.bottom(), b.bottom());
    else  // x - y = k
      lines << QLineF(k + b.top(), b.top(), k + b.bottom(), b.bottom());
  }
  p.save();
  p.setClipPath(path, Qt::IntersectClip);
  p.setPen(pen);
  p.drawLines(lines);
  p.restore();
}

void paintTableArea(QPainter& p, const QPainterPath& path, TableLook look, const QColor& fill,
                    double ms, bool inkLow) {
  QPen outline(fill.darker(150), 1.4 * ms);
  if (look == TableLook::Hill) outline = QPen(kContour, 2.6 * ms);
  if (look == TableLook::Building) outline = QPen(kInk, 2.2 * ms);
  if (look == TableLook::Block || look == TableLook::Obstacle)
    outline = QPen(fill.darker(230), 1.8 * ms);
  outline.setJoinStyle(Qt::RoundJoin);
  p.setPen(outline);
  p.setBrush(inkLow ? QBrush(Qt::NoBrush) : QBrush(fill));
  p.drawPath(path);
}

void paintTableBand(QPainter& p, const QPainterPath& line, double width, const QColor& fill,
                    bool obstacle, double ms, bool inkLow) {
  // The casing lies inside the band, so the band keeps its true width.
  const QColor casing = fill.darker(obstacle ? 230 : 150);
  const double edge = std::min(1.6 * ms, width * 0.2);
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(casing, width, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
  p.drawPath(line);
  p.setPen(QPen(inkLow ? QColor(Qt::white) : fill, width - 2 * edge, Qt::SolidLine, Qt::FlatCap,
                Qt::RoundJoin));
  p.drawPath(line);
  if (!obstacle) return;
  // Obstacles add up along a sight line: a dashed spine tells them from terrain bands.
  const double spine = std::max(width * 0.2, 0.8 * ms);
  QPen dashes(casing, spine, Qt::CustomDashLine, Qt::FlatCap, Qt::RoundJoin);
  dashes.setDashPattern({std::max(1.0, width / spine), std::max(1.0, width / spine)});
  p.setPen(dashes);
  p.drawPath(line);
}

void paintTableTemplate(QPainter& p, const QPainterPath& path, const QColor& color, double ms) {
  QColor fill = color;
  fill.setAlpha(150);
  p.setBrush(fill);
  p.setPen(QPen(color.darker(200), 2.4 * ms, Qt::DashLine));
  p.drawPath(path);
}

void paintTableZone(QPainter& p, const QPainterPath& path, const QColor& color, double spacing,
                    double ms) {
  QColor line = color;
  line.setAlpha(85);
  hatchTablePath(p, path, spacing, true, QPen(line, 1.8 * ms, Qt::SolidLine, Qt::FlatCap));
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(color, 4 * ms, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
  p.drawPath(path);
}

void paintTableObjective(QPainter& p, QPointF at, double radius, bool isPrivate,
                         const QColor& sideInk, double ms) {
  if (isPrivate) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, 7 * ms));
    p.drawEllipse(at, radius, radius);
    p.setPen(QPen(sideInk, 4 * ms, Qt::DashLine, Qt::FlatCap));
    p.drawEllipse(at, radius, radius);
  } else {
    QColor tint = kObjective;
    tint.setAlpha(50);
    p.setBrush(tint);
    p.setPen(QPen(kInk, 7 * ms));
    p.drawEllipse(at, radius, radius);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kObjective, 4 * ms));
    p.drawEllipse(at, radius, radius);
  }
  p.setPen(Qt::NoPen);
  p.setBrush(isPrivate ? sideInk : kInk);
  p.drawEllipse(at, 3.5 * ms, 3.5 * ms);
}

QString tablePointKindText(ScenarioPoint::Kind kind) {
  switch (kind) {
    case ScenarioPoint::Kind::Erp:
      return QStringLiteral("ERP");
    case ScenarioPoint::Kind::Rsp:
      return QStringLiteral("RSP");
    case ScenarioPoint::Kind::Trp:
      return QStringLiteral("TRP");
    case ScenarioPoint::Kind::HotSpot:
      return QStringLiteral("Hot spot");
    case ScenarioPoint::Kind::Casevac:
      return QStringLiteral("Casevac");
    case ScenarioPoint::Kind::Exit:
      return QStringLiteral("Exit");
  }
  return {};
}

void paintTablePointSymbol(QPainter& p, QPointF c, double r, ScenarioPoint::Kind kind,
                           const QColor& color, int number, double ms) {
  using K = ScenarioPoint::Kind;
  QPainterPath shape;
  QString mark;
  QColor fill = color, ink = Qt::white;
  switch (kind) {
    case K::Erp:
      shape.addEllipse(c, r, r);
      mark = "E";
      break;
    case K::Rsp:
      shape.addRoundedRect(QRectF(c - QPointF(r * 0.9, r * 0.9), QSizeF(1.8 * r, 1.8 * r)), r * 0.2,
                           r * 0.2);
      mark = "R";
      break;
    case K::Trp: {
      QPolygonF tri;
      tri << c + QPointF(0, -1.15 * r) << c + QPointF(1.1 * r, 0.8 * r)
          << c + QPointF(-1.1 * r, 0.8 * r);
      shape.addPolygon(tri);
      shape.closeSubpath();
      mark = "T";
      break;
    }
    case K::HotSpot: {
      QPolygonF diamond;
      diamond << c + QPointF(0, -1.25 * r) << c + QPointF(1.25 * r, 0) << c + QPointF(0, 1.25 * r)
              << c + QPointF(-1.25 * r, 0);
      shape.addPolygon(diamond);
      shape.closeSubpath();
      fill = kHotSpot;
      mark = number > 0 ? QString::number(number) : QStringLiteral("!");
      break;
    }
    case K::Casevac:
      shape.addEllipse(c, r, r);
      fill = Qt::white;
      ink = QColor(0xc8, 0x1e, 0x1e);
      mark = "+";
      break;
    case K::Exit: {
      QPolygonF arrow;
      arrow << c + QPointF(-r, -0.8 * r) << c + QPointF(0.3 * r, -0.8 * r)
            << c + QPointF(1.2 * r, 0) << c + QPointF(0.3 * r, 0.8 * r) << c + QPointF(-r, 0.8 * r);
      shape.addPolygon(arrow);
      shape.closeSubpath();
      mark = QStringLiteral("\u2192");
      break;
    }
  }
  p.setBrush(fill);
  p.setPen(QPen(kInk, 1.6 * ms, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.drawPath(shape);
  const bool big = kind == K::Casevac;
  const QFont font = designFont(r * (big ? 1.7 : 1.15), true);
  p.setFont(font);
  p.setPen(ink);
  const QPointF nudge(0, kind == K::Trp ? r * 0.2 : 0);
  p.drawText(QRectF(c + nudge - QPointF(r, r), QSizeF(2 * r, 2 * r)), Qt::AlignCenter, mark);
}

void paintTableFireTarget(QPainter& p, QPointF c, double r, const QColor& color, double ms) {
  p.setBrush(Qt::NoBrush);
  for (const auto& [pen, width] : {std::pair{QColor(Qt::white), 5.0}, std::pair{color, 2.4}}) {
    p.setPen(QPen(pen, width * ms, Qt::SolidLine, Qt::FlatCap));
    p.drawEllipse(c, r, r);
    p.drawLine(c - QPointF(1.6 * r, 0), c + QPointF(1.6 * r, 0));
    p.drawLine(c - QPointF(0, 1.6 * r), c + QPointF(0, 1.6 * r));
  }
}

void drawTableRuler(QPainter& p, QPointF start, QPointF step, QPointF outward, double from,
                    double to, const RulerStyle& style) {
  const QColor ink = p.pen().color();
  p.setPen(QPen(ink, style.line, Qt::SolidLine, Qt::FlatCap));
  p.setBrush(Qt::NoBrush);
  QVector<QLineF> ticks;
  ticks << QLineF(start, start + step * (to - from));
  const long long first = static_cast<long long>(std::ceil(from - 1e-9));
  const long long last = static_cast<long long>(std::floor(to + 1e-9));
  const auto every = static_cast<long long>(std::max(1.0, std::round(style.labelEvery)));
  std::vector<std::pair<QPointF, long long>> labels;
  for (long long v = first; v <= last; ++v) {
    const QPointF at = start + step * (static_cast<double>(v) - from);
    double len = style.minor;
    if (v % every == 0) {
      len = style.major;
      labels.emplace_back(at + outward * len, v);
    } else if (every % 2 == 0 && v % (every / 2) == 0) {
      len = style.middle;
    }
    ticks << QLineF(at, at + outward * len);
  }
  p.drawLines(ticks);
  const QFont font = designFont(style.font);
  const QFontMetricsF fm(font);
  p.setFont(font);
  p.setPen(ink);
  for (const auto& [tip, v] : labels) {
    const QString text = QString::number(v);
    const QSizeF size(fm.horizontalAdvance(text), fm.height());
    const double extent =
        std::abs(outward.x()) * size.width() + std::abs(outward.y()) * size.height();
    const QPointF centre = tip + outward * (style.font * 0.25 + extent / 2);
    p.drawText(QRectF(centre - QPointF(size.width() / 2, size.height() / 2), size), Qt::AlignCenter,
               text);
  }
}

void paintTableMap(const MapPaint& mp) {
  QPainter& p = mp.painter;
  if (!mp.map.rules) return;
  const Canvas c{mp, p, *mp.map.rules, mp.layout.tableUnit, mp.options.markScale};
  const QRectF table = mp.layout.mapRect;
  p.save();
  p.setClipRect(table, Qt::IntersectClip);
  // Over its art, the table's ground and terrain pieces are translucent (the art shows through
  // them); what the scenario adds over them stays solid.
  p.setOpacity(mp.options.art ? kTerrainOverArt : 1.0);
  p.fillRect(table, mp.options.inkLow ? QColor(Qt::white) : kTableOpen);
  const QRectF visible = mp.visible;
  for (const TableFeature& f : mp.map.features) {
    // Tiled PDF sheets draw only the pieces on them.
    if (!visible.intersects(featureBounds(c, f))) continue;
    paintFeature(c, f);
  }
  p.setOpacity(1.0);
  paintMarkers(c, mp.map.placedMarkers);
  if (mp.scenario) paintMarkers(c, mp.scenario->placedMarkers);
  if (mp.options.tableGrid) paintGrid(c);
  paintTableCostField(mp);
  paintTableSightField(mp);
  if (mp.scenario) paintZones(c, nullptr);
  p.restore();
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(kInk, 3 * c.ms, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
  p.drawRect(table);

  // Symbols may reach past the table's edge (a TRP on it); labels go last, over everything.
  std::vector<Label> labels;
  std::vector<QRectF> marks;
  featureLabels(c, labels);
  if (mp.scenario) {
    const Viewer viewer = Viewer::of(mp.options);
    paintFireOrders(c, viewer, labels);
    paintObjectives(c, viewer, labels);
    paintPoints(c, viewer, labels, marks);
    paintUnitPlaces(c, viewer, labels, marks);
    paintZones(c, &labels);
  }
  LabelPlacer placer(p, mp.layout.mapRect, mp.visible, c.ms);
  for (const QRectF& box : marks) placer.reserve(box);
  for (const Label& l : labels) placer.place(l);
  paintRulers(c);
  paintTableSightLegend(mp);
}

}  // namespace sandtable
