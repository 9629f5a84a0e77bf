#include "exporters/booklet_text.h"

#include <QRegularExpression>

#include "model/table_geometry.h"

namespace sandtable {

QString htmlText(const std::string& s) {
  return QString::fromStdString(s).toHtmlEscaped();
}

QString htmlParagraphs(const std::string& text) {
  static const QRegularExpression item("^\\s*(\\d+[.)]|[-*\u2022])\\s");
  QString html, current;
  auto flush = [&] {
    if (!current.trimmed().isEmpty()) html += "<p>" + current.trimmed().toHtmlEscaped() + "</p>\n";
    current.clear();
  };
  for (const QString& line : QString::fromStdString(text).split('\n')) {
    if (line.trimmed().isEmpty()) {
      flush();
      continue;
    }
    if (item.match(line).hasMatch()) flush();
    current += (current.isEmpty() ? "" : " ") + line.trimmed();
  }
  flush();
  return html;
}

QString sideNameHtml(const Scenario& s, const std::string& id) {
  const Side* side = s.side(id);
  return side && !side->name.empty() ? htmlText(side->name) : htmlText(id);
}

QString tablePointHtml(TablePoint p) {
  return htmlText(tableNumberText(p.x) + ", " + tableNumberText(p.y));
}

QString shapeHtml(const Shape& s) {
  if (s.points.empty()) return {};
  const QString at = tablePointHtml(s.points.front());
  switch (s.kind) {
    case Shape::Kind::Rect:
      return QString("%1 by %2 from %3")
          .arg(htmlText(tableNumberText(s.width)), htmlText(tableNumberText(s.height)), at);
    case Shape::Kind::Circle:
      return "radius " + htmlText(tableNumberText(s.radius)) + " around " + at;
    case Shape::Kind::Point:
      return at;
    case Shape::Kind::Polygon:
    case Shape::Kind::Polyline:
      return "area around " + tablePointHtml(geo::shapeCentre(s, geo::kDefaultLineWidth));
  }
  return {};
}

QString placeWords(const Scenario& s, const PlaceRef& p) {
  if (!p.zone.empty()) {
    const Zone* zone = s.zone(p.zone);
    if (zone && zone->edge) return QString(edgeName(*zone->edge)) + " edge";
    return "zone " + htmlText(p.zone);
  }
  if (!p.point.empty()) {
    const ScenarioPoint* point = s.point(p.point);
    if (point && !point->name.empty()) return htmlText(point->name);
    if (point && point->number)
      return QString(scenarioPointKindName(point->kind)).replace('-', ' ') + " " +
             QString::number(*point->number);
    return "point " + htmlText(p.point);
  }
  if (p.at) return "at " + tablePointHtml(*p.at);
  if (p.shape) return shapeHtml(*p.shape);
  QString out;
  for (const std::string& item : p.list.items) out += (out.isEmpty() ? "" : ", ") + htmlText(item);
  return out.isEmpty() ? out : "at " + out;
}

QString setupWords(const Scenario& s, const OobEntry& e) {
  QString where = placeWords(s, e.setup);
  if (e.arrives)
    where += (where.isEmpty() ? "" : "; ") + QString("turn %1, ").arg(e.arrives->turn) +
             placeWords(s, e.arrives->zone);
  return where;
}

QString entryEdgesHtml(const Scenario& s) {
  QStringList edges;
  for (const Zone& zone : s.zones) {
    if (!zone.edge) continue;
    QStringList users;
    for (const SideOob& oob : s.oob)
      for (const OobEntry& e : oob.entries) {
        const bool uses = e.setup.zone == zone.id || (e.arrives && e.arrives->zone.zone == zone.id);
        const QString name = sideNameHtml(s, oob.side);
        if (uses && !users.contains(name)) users << name;
      }
    edges << QString(edgeName(*zone.edge)) + " edge (" + htmlText(zone.id) + ")" +
                 (users.isEmpty() ? QString() : ": " + users.join(", "));
  }
  if (edges.isEmpty()) return {};
  return "<p><b>Entry edges:</b> " + edges.join("; ") + ".</p>\n";
}

QString victoryText(const Scenario& s) {
  if (!s.victory) return {};
  QString html = "<h2>Victory conditions</h2>\n" + htmlParagraphs(s.victory->text);
  if (s.victory->exit)
    html += "<p>Exit: " + sideNameHtml(s, s.victory->exit->side) +
            QString(" scores %1 VP per unit exited through ").arg(s.victory->exit->vp) +
            htmlText(s.victory->exit->zone) + ".</p>\n";
  if (s.victory->suddenDeath)
    html += QString("<p>Sudden death: turn %1.</p>\n").arg(s.victory->suddenDeath->turn);
  return html;
}

}  // namespace sandtable
