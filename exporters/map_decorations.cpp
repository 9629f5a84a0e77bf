#include "exporters/map_decorations.h"

#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainterPath>
#include <algorithm>
#include <set>

#include "exporters/map_paint.h"
#include "exporters/map_style.h"
#include "exporters/table_paint.h"
#include "model/ruleset.h"

namespace sandtable {

namespace {

constexpr double kTopBlock = 230;  // compass and scale bar
constexpr double kHeadingHeight = 62;
constexpr double kEntryHeight = 46;
constexpr double kPad = 24;

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

template <typename Type>
QString typeName(const Type& t) {
  return qs(t.name.empty() ? t.id : t.name);
}

void addTerrain(Legend& legend, const Map& map) {
  const Ruleset& rules = *map.rules;
  std::set<int> used(map.terrain.begin(), map.terrain.end());
  if (map.isCards()) {
    used.clear();
    for (std::size_t i = 0; i < map.cards.size() && i < map.terrain.size(); ++i)
      if (map.cards[i].present) used.insert(map.terrain[i]);
  }
  legend.entries.push_back(
      {LegendEntry::Kind::Heading, map.isCards() ? "Terrain cards" : "Terrain", {}});
  for (std::size_t t = 0; t < rules.terrain.size(); ++t)
    if (used.count(static_cast<int>(t)))
      legend.entries.push_back(
          {map.isCards() ? LegendEntry::Kind::CardSwatch : LegendEntry::Kind::HexSwatch,
           typeName(rules.terrain[t]), rulesetColor(rules.terrain[t].color)});
}

void addElevation(Legend& legend, const Map& map) {
  std::set<int> levels(map.levels.begin(), map.levels.end());
  if (levels.size() < 2) return;
  // Swatches on the default terrain, the colour most of the map shows.
  QColor base(0xe0, 0xd8, 0xc0);
  if (map.defaultTerrain >= 0 && map.defaultTerrain < static_cast<int>(map.rules->terrain.size()))
    base = rulesetColor(map.rules->terrain[static_cast<std::size_t>(map.defaultTerrain)].color);
  legend.entries.push_back({LegendEntry::Kind::Heading, "Elevation", {}});
  for (const int level : levels)
    legend.entries.push_back({LegendEntry::Kind::HexSwatch, "Level " + QString::number(level),
                              elevationTint(base, level)});
  legend.entries.push_back({LegendEntry::Kind::Contour, "Contour: one level up or down", kContour});
  bool cliff = false;
  for (int i = 0; i < map.grid.size() && !cliff; ++i)
    for (const Offset n : hexNeighbours(map.grid.offset(i), map.grid.layout))
      if (map.grid.contains(n) &&
          std::abs(map.levels[static_cast<std::size_t>(i)] -
                   map.levels[static_cast<std::size_t>(map.grid.index(n))]) > 1)
        cliff = true;
  if (cliff)
    legend.entries.push_back(
        {LegendEntry::Kind::Cliff, "Two or more levels", kContour.darker(140)});
}

void addHexFeatures(Legend& legend, const Map& map) {
  std::set<int> used;
  for (const HexsideEntry& h : map.hexsides) used.insert(h.feature);
  const auto& features = map.rules->hexsides;
  bool heading = false;
  for (std::size_t f = 0; f < features.size(); ++f) {
    if (!used.count(static_cast<int>(f))) continue;
    if (!heading) legend.entries.push_back({LegendEntry::Kind::Heading, "Hexsides", {}});
    heading = true;
    legend.entries.push_back(
        {LegendEntry::Kind::Line, typeName(features[f]), rulesetColor(features[f].color, kInk)});
  }
}

void addSymbols(Legend& legend, const Map& map, const Scenario* scenario) {
  std::vector<LegendEntry> items;
  if (map.isHex() && !map.roads.empty()) items.push_back({LegendEntry::Kind::Road, "Road", {}});
  bool objective = scenario && !scenario->objectives.empty();
  std::set<int> markers;
  for (const auto& [i, info] : map.info) {
    objective = objective || info.objective;
    markers.insert(info.markers.begin(), info.markers.end());
  }
  if (objective) items.push_back({LegendEntry::Kind::Objective, "Objective", kObjective});
  for (const int m : markers)
    if (m >= 0 && m < static_cast<int>(map.rules->markers.size()))
      items.push_back({LegendEntry::Kind::Marker,
                       typeName(map.rules->markers[static_cast<std::size_t>(m)]),
                       rulesetColor(map.rules->markers[static_cast<std::size_t>(m)].color,
                                    QColor(0x8a, 0x8a, 0x8a))});
  if (map.isCards()) {
    items.push_back({LegendEntry::Kind::DarkBorder, "Dark border: blocks sight", {}});
    items.push_back({LegendEntry::Kind::LightBorder, "Light border", {}});
    bool hill = false;
    for (const CardData& c : map.cards) hill = hill || c.hill.has_value();
    if (hill) items.push_back({LegendEntry::Kind::HillCard, "Hill card beneath (level 1)", {}});
    if (map.staging)
      items.push_back({LegendEntry::Kind::Staging,
                       "Staging area (" + QString(edgeName(*map.staging)) + ")",
                       {}});
  }
  if (items.empty()) return;
  legend.entries.push_back({LegendEntry::Kind::Heading, map.isCards() ? "Cards" : "Symbols", {}});
  legend.entries.insert(legend.entries.end(), items.begin(), items.end());
}

void addZones(Legend& legend, const Scenario& scenario) {
  if (scenario.zones.empty()) return;
  legend.entries.push_back({LegendEntry::Kind::Heading, "Zones", {}});
  for (const Zone& z : scenario.zones) {
    const int side = zoneSideIndex(scenario, z.id);
    QString text = qs(z.id);
    if (side >= 0) text += " (" + qs(scenario.sides[static_cast<std::size_t>(side)].id) + ")";
    legend.entries.push_back(
        {z.edge ? LegendEntry::Kind::EdgeZone : LegendEntry::Kind::Zone, text, sideColor(side)});
  }
}

void addOverlay(Legend& legend, const OverlayData& o) {
  legend.entries.push_back({LegendEntry::Kind::Heading, qs(o.title), {}});
  if (o.kind == OverlayData::Kind::Viewshed) {
    legend.entries.push_back({LegendEntry::Kind::Viewer, "Viewer", {}});
    legend.entries.push_back({LegendEntry::Kind::OverlaySwatch, "Seen, clear", overlayFill(o, 0)});
    for (int h = 1; h <= std::min(o.maxValue, 4); ++h)
      legend.entries.push_back({LegendEntry::Kind::OverlaySwatch,
                                "Seen, hindrance " + QString::number(h), overlayFill(o, h)});
    legend.entries.push_back({LegendEntry::Kind::OverlaySwatch, "Not seen", overlayFill(o, -1)});
    return;
  }
  legend.entries.push_back({LegendEntry::Kind::Gradient,
                            "0 to " + QString::number(o.maxValue / 4.0, 'g', 4) + " MP",
                            {}});
  legend.entries.push_back({LegendEntry::Kind::OverlaySwatch, "Unreachable", overlayFill(o, -1)});
}

}  // namespace

double Legend::height() const {
  double h = kTopBlock + kPad;
  for (const LegendEntry& e : entries)
    h += e.kind == LegendEntry::Kind::Heading ? kHeadingHeight : kEntryHeight;
  return h + kPad;
}

Legend buildLegend(const Map& map, const Scenario* scenario, const RenderOptions& options) {
  Legend legend;
  if (!map.rules) return legend;
  if (map.isTable()) {
    addTableLegend(legend, map, scenario, options);
    return legend;
  }
  addTerrain(legend, map);
  if (map.isHex()) {
    addElevation(legend, map);
    addHexFeatures(legend, map);
  }
  addSymbols(legend, map, scenario);
  if (scenario) addZones(legend, *scenario);
  if (options.overlay) addOverlay(legend, *options.overlay);
  return legend;
}

void paintTitle(QPainter& p, const MapLayout& layout, const Map& map, const Scenario* scenario,
                const RenderOptions& options) {
  const QRectF r = layout.titleRect;
  QString title = qs(options.title);
  if (title.isEmpty())
    title = qs(scenario && !scenario->title.empty() ? scenario->title
               : map.name.empty()                   ? map.id
                                                    : map.name);
  p.setPen(kInk);
  p.setFont(designFont(54, true));
  const QFontMetricsF fm(p.font());
  p.drawText(QRectF(r.left(), r.top(), r.width(), 70), Qt::AlignLeft | Qt::AlignVCenter,
             fm.elidedText(title, Qt::ElideRight, r.width()));
  const Grid& g = map.grid;
  QString sub;
  if (scenario && !map.name.empty()) sub += "Map: " + qs(map.name) + "  \u00b7  ";
  if (map.rules)
    sub += qs(map.rules->name.empty() ? map.rules->id : map.rules->name) + "  \u00b7  ";
  if (map.isTable())
    sub += QString::fromStdString(tableNumberText(map.table.width) + " \u00d7 " +
                                  tableNumberText(map.table.height) + " " + map.table.unit) +
           " table";
  else
    sub += QString::number(g.columns) + " \u00d7 " + QString::number(g.rows) +
           (map.isCards() ? " cards" : " hexes");
  if (map.isHex())
    sub += QString(g.layout.orientation == Orientation::Flat ? ", flat-top, " : ", pointy-top, ") +
           (g.layout.orientation == Orientation::Flat
                ? (g.layout.stagger == Stagger::Odd ? "odd-q" : "even-q")
                : (g.layout.stagger == Stagger::Odd ? "odd-r" : "even-r"));
  if (scenario && scenario->turns > 0)
    sub += "  \u00b7  " + QString::number(scenario->turns) + " turns";
  p.setFont(designFont(26, false, true));
  p.setPen(QColor(0x55, 0x4e, 0x45));
  p.drawText(QRectF(r.left(), r.top() + 72, r.width(), 40), Qt::AlignLeft | Qt::AlignVCenter,
             QFontMetricsF(p.font()).elidedText(sub, Qt::ElideRight, r.width()));
  p.setPen(QPen(kInk, 3));
  p.drawLine(QPointF(r.left(), r.bottom() - 6), QPointF(r.right(), r.bottom() - 6));
}

namespace {

void paintCompass(QPainter& p, QPointF c, const Map& map) {
  const double r = 78;
  double angle = 0;  // degrees clockwise from up
  if (map.north == Direction::Right) angle = 90;
  if (map.north == Direction::Down) angle = 180;
  if (map.north == Direction::Left) angle = 270;
  p.save();
  p.translate(c);
  p.setPen(QPen(kInk, 2.5));
  p.setBrush(Qt::white);
  p.drawEllipse(QPointF(0, 0), r * 0.72, r * 0.72);
  p.rotate(angle);
  // A two-tone needle: dark on the east half, light on the west, as on printed maps.
  QPolygonF west, east;
  west << QPointF(0, -r * 0.95) << QPointF(-r * 0.24, r * 0.35) << QPointF(0, r * 0.18);
  east << QPointF(0, -r * 0.95) << QPointF(r * 0.24, r * 0.35) << QPointF(0, r * 0.18);
  p.setPen(QPen(kInk, 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.setBrush(Qt::white);
  p.drawPolygon(west);
  p.setBrush(kInk);
  p.drawPolygon(east);
  p.setFont(designFont(34, true));
  p.setPen(kInk);
  p.translate(0, -r * 1.22);
  p.rotate(-angle);
  p.drawText(QRectF(-30, -22, 60, 44), Qt::AlignCenter, QStringLiteral("N"));
  p.restore();
}

void paintScale(QPainter& p, QPointF topLeft, double width, const Map& map) {
  p.setPen(kInk);
  p.setFont(designFont(26, true));
  p.drawText(QRectF(topLeft.x(), topLeft.y(), width, 34), Qt::AlignLeft | Qt::AlignVCenter,
             QStringLiteral("Scale"));
  if (map.isCards()) {
    p.setFont(designFont(22));
    p.drawText(QRectF(topLeft.x(), topLeft.y() + 40, width, 90), Qt::AlignLeft | Qt::TextWordWrap,
               QStringLiteral("Each card is one area; range and movement count cards."));
    return;
  }
  if (map.isTable()) {
    paintTableScale(p, topLeft, width, map);
    return;
  }
  // Five hexes at map scale, alternating blocks, with a tick per hex.
  const int hexes = 5;
  const double unit = kDesignUnit, y = topLeft.y() + 56, h = 18;
  for (int i = 0; i < hexes; ++i) {
    p.setPen(QPen(kInk, 2));
    p.setBrush(i % 2 ? Qt::white : kInk);
    p.drawRect(QRectF(topLeft.x() + i * unit, y, unit, h));
  }
  p.setFont(designFont(20));
  p.setPen(kInk);
  for (int i = 0; i <= hexes; ++i)
    p.drawText(QRectF(topLeft.x() + i * unit - 30, y + h + 4, 60, 28), Qt::AlignCenter,
               QString::number(i));
  p.drawText(QRectF(topLeft.x(), y + h + 34, width, 30), Qt::AlignLeft | Qt::AlignVCenter,
             QStringLiteral("hexes (centre to centre)"));
}

void paintSwatch(QPainter& p, const LegendEntry& e, const QRectF& s) {
  using K = LegendEntry::Kind;
  const QPointF c = s.center();
  p.setBrush(Qt::NoBrush);
  if (paintTableSwatch(p, e, s)) return;
  switch (e.kind) {
    case K::HexSwatch: {
      QPolygonF hex;
      for (int k = 0; k < 6; ++k) {
        const double a = k * 3.14159265358979 / 3;
        hex << c + QPointF(std::cos(a) * s.height() * 0.58, std::sin(a) * s.height() * 0.5);
      }
      p.setPen(QPen(kGridLine, 1.6));
      p.setBrush(e.color);
      p.drawPolygon(hex);
      break;
    }
    case K::CardSwatch:
    case K::OverlaySwatch:
      p.setPen(QPen(kGridLine, 1.6));
      p.setBrush(e.color);
      p.drawRect(s.adjusted(6, 0, -6, 0));
      break;
    case K::Line:
      p.setPen(QPen(e.color.darker(160), 17, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(QPointF(s.left() + 8, c.y()), QPointF(s.right() - 8, c.y()));
      p.setPen(QPen(e.color, 11, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(QPointF(s.left() + 8, c.y()), QPointF(s.right() - 8, c.y()));
      break;
    case K::Road:
      p.setPen(QPen(QColor(0x5b, 0x46, 0x30), 16, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(QPointF(s.left() + 8, c.y()), QPointF(s.right() - 8, c.y()));
      p.setPen(QPen(QColor(0xf6, 0xee, 0xd9), 9, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(QPointF(s.left() + 8, c.y()), QPointF(s.right() - 8, c.y()));
      break;
    case K::Contour:
    case K::Cliff:
      p.setPen(QPen(e.color, e.kind == K::Cliff ? 9 : 5, Qt::SolidLine, Qt::RoundCap));
      p.drawLine(QPointF(s.left() + 8, c.y()), QPointF(s.right() - 8, c.y()));
      break;
    case K::Objective:
      p.setPen(QPen(kInk, 12));
      p.drawRect(s.adjusted(14, 4, -14, -4));
      p.setPen(QPen(kObjective, 7));
      p.drawRect(s.adjusted(14, 4, -14, -4));
      break;
    case K::Marker:
      p.setPen(QPen(kInk, 1.5));
      p.setBrush(e.color);
      p.drawRoundedRect(QRectF(c.x() - 13, c.y() - 13, 26, 26), 4, 4);
      break;
    case K::Zone: {
      QColor tint = e.color;
      tint.setAlpha(46);
      p.setBrush(tint);
      p.setPen(QPen(e.color, 6));
      p.drawRect(s.adjusted(6, 2, -6, -2));
      break;
    }
    case K::EdgeZone:
      p.setPen(Qt::NoPen);
      p.setBrush(e.color);
      p.drawRect(QRectF(s.left() + 4, c.y() - 12, s.width() - 8, 24));
      break;
    case K::DarkBorder:
    case K::LightBorder:
      p.setPen(QPen(kInk, 2));
      p.setBrush(QColor(0xe8, 0xdf, 0xc0));
      p.drawRect(s.adjusted(6, 0, -6, 0));
      p.setPen(Qt::NoPen);
      p.setBrush(e.kind == K::DarkBorder ? QColor(0x22, 0x1e, 0x1a) : QColor(255, 255, 255, 200));
      p.drawRect(QRectF(s.left() + 6, s.top(), s.width() - 12, e.kind == K::DarkBorder ? 12 : 6));
      break;
    case K::HillCard:
      p.setPen(QPen(kInk, 2));
      p.setBrush(QColor(0xa0, 0x7b, 0x4c));
      p.drawRect(s.adjusted(6, 0, -6, 0));
      p.setBrush(QColor(0xe8, 0xdf, 0xc0));
      p.drawRect(s.adjusted(16, 8, -16, -8));
      break;
    case K::Staging:
      p.setPen(QPen(QColor(0x6a, 0x64, 0x58), 3, Qt::DashLine));
      p.setBrush(QColor(0xec, 0xe8, 0xdc));
      p.drawRect(s.adjusted(6, 2, -6, -2));
      break;
    case K::Viewer:
      p.setPen(QPen(kInk, 5));
      p.setBrush(Qt::white);
      p.drawEllipse(c, 22, 14);
      p.setPen(Qt::NoPen);
      p.setBrush(kInk);
      p.drawEllipse(c, 8, 8);
      break;
    case K::Gradient:
    case K::Heading:
    case K::TableTerrain:
    case K::TableTemplate:
    case K::TableObjective:
    case K::TableZone:
    case K::TablePoint:
    case K::TableFireOrder:
    case K::TableUnit:
      break;
  }
}

}  // namespace

void paintPanel(QPainter& p, const MapLayout& layout, const Legend& legend, const Map& map,
                const RenderOptions& options) {
  const QRectF r = layout.panelRect;
  p.setPen(QPen(kInk, 3));
  p.setBrush(QColor(0xfb, 0xf9, 0xf3));
  p.drawRect(r);
  paintCompass(p, QPointF(r.left() + kPad + 90, r.top() + 125), map);
  paintScale(p, QPointF(r.left() + 230, r.top() + 40), r.width() - 230 - kPad, map);
  double y = r.top() + kTopBlock + kPad;
  const double textLeft = r.left() + kPad + 100;
  const QFont heading = designFont(30, true), body = designFont(25);
  for (const LegendEntry& e : legend.entries) {
    if (e.kind == LegendEntry::Kind::Heading) {
      p.setPen(kInk);
      p.setFont(heading);
      p.drawText(QRectF(r.left() + kPad, y + 14, r.width() - 2 * kPad, kHeadingHeight - 14),
                 Qt::AlignLeft | Qt::AlignVCenter,
                 QFontMetricsF(heading).elidedText(e.text, Qt::ElideRight, r.width() - 2 * kPad));
      y += kHeadingHeight;
      continue;
    }
    const QRectF swatch(r.left() + kPad, y + 6, 84, kEntryHeight - 12);
    if (e.kind == LegendEntry::Kind::Gradient && options.overlay) {
      QLinearGradient g(swatch.left(), 0, textLeft + 200, 0);
      const OverlayData& o = *options.overlay;
      for (int k = 0; k <= 4; ++k) g.setColorAt(k / 4.0, overlayFill(o, o.maxValue * k / 4));
      p.setPen(QPen(kGridLine, 1.6));
      p.setBrush(g);
      p.drawRect(
          QRectF(swatch.left() + 6, swatch.top(), textLeft + 200 - swatch.left(), swatch.height()));
      p.setPen(kInk);
      p.setFont(body);
      p.drawText(QRectF(textLeft + 214, y, r.right() - textLeft - 214 - kPad, kEntryHeight),
                 Qt::AlignLeft | Qt::AlignVCenter, e.text);
      y += kEntryHeight;
      continue;
    }
    paintSwatch(p, e, swatch);
    p.setPen(kInk);
    p.setFont(body);
    const double w = r.right() - kPad - textLeft;
    p.drawText(QRectF(textLeft, y, w, kEntryHeight), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(body).elidedText(e.text, Qt::ElideRight, w));
    y += kEntryHeight;
  }
}

}  // namespace sandtable
