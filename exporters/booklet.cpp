#include "exporters/booklet.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QTextDocument>
#include <QUrl>

#include "exporters/pdf_determinism.h"
#include "exporters/scenario_privacy.h"
#include "model/table_geometry.h"

namespace sandtable {

namespace {

QString esc(const std::string& s) {
  return QString::fromStdString(s).toHtmlEscaped();
}

// Briefings are YAML blocks wrapped at ~95 columns: join the lines of a paragraph, and start
// a new one at a blank line or a numbered / bulleted item.
QString paragraphs(const std::string& text) {
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

QString sideName(const Scenario& s, const std::string& id) {
  const Side* side = s.side(id);
  return side && !side->name.empty() ? esc(side->name) : esc(id);
}

QString pointText(TablePoint p) {
  return esc(tableNumberText(p.x) + ", " + tableNumberText(p.y));
}

QString shapeText(const Shape& s) {
  if (s.points.empty()) return {};
  const QString at = pointText(s.points.front());
  switch (s.kind) {
    case Shape::Kind::Rect:
      return QString("%1 by %2 from %3")
          .arg(esc(tableNumberText(s.width)), esc(tableNumberText(s.height)), at);
    case Shape::Kind::Circle:
      return "radius " + esc(tableNumberText(s.radius)) + " around " + at;
    case Shape::Kind::Point:
      return at;
    case Shape::Kind::Polygon:
    case Shape::Kind::Polyline:
      return "area around " + pointText(geo::shapeCentre(s, geo::kDefaultLineWidth));
  }
  return {};
}

QString placeText(const PlaceRef& p) {
  if (!p.zone.empty()) return esc(p.zone);
  if (!p.point.empty()) return esc(p.point);
  if (p.at) return pointText(*p.at);
  if (p.shape) return shapeText(*p.shape);
  QString out;
  for (const std::string& item : p.list.items) out += (out.isEmpty() ? "" : ", ") + esc(item);
  return out;
}

QString oobTable(const SideOob& oob) {
  // Stats as one compact column: rulesets define a dozen fields, too many for table columns
  // on a portrait page.
  QString html =
      "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">\n<tr>"
      "<th>Unit</th><th>#</th><th>Set up / arrives</th><th>VP</th><th>Values</th></tr>\n";
  for (const OobEntry& e : oob.entries) {
    QString where = placeText(e.setup);
    if (e.arrives)
      where += (where.isEmpty() ? "" : "; ") + QString("turn %1 at ").arg(e.arrives->turn) +
               placeText(e.arrives->zone);
    QString stats;
    for (const StatValue& v : e.stats)
      stats += (stats.isEmpty() ? "" : " &middot; ") +
               QString("<i>%1</i>&nbsp;%2").arg(esc(v.field), esc(v.text));
    html += "<tr><td><b>" + esc(e.name.empty() ? e.id : e.name) + "</b></td><td align=\"center\">" +
            QString::number(e.count) + "</td><td>" + where + "</td><td align=\"center\">" +
            (e.vp ? QString::number(*e.vp) : QString()) + "</td><td>" + stats + "</td></tr>\n";
  }
  return html + "</table>\n";
}

QString objectivesTable(const Scenario& s, const std::vector<const Objective*>& objectives) {
  if (objectives.empty()) return {};
  bool levels = false;
  for (const Objective* o : objectives) levels = levels || o->level;
  QString html =
      "<h2>Objectives</h2>\n<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
      "width=\"100%\">\n<tr><th>Objective</th>" +
      QString(levels ? "<th>Level</th>" : "") + "<th>At</th><th>VP</th><th>Held by</th></tr>\n";
  for (const Objective* o : objectives) {
    QString vp;
    for (const auto& [side, points] : o->vp)
      vp += (vp.isEmpty() ? "" : ", ") + sideName(s, side) + " " + QString::number(points);
    const QString control =
        o->control.empty() || o->control == "none" ? QString("none") : sideName(s, o->control);
    QString at = o->point ? pointText(*o->point) : esc(o->at);
    if (o->radius) at += " (within " + esc(tableNumberText(*o->radius)) + ")";
    QString level;
    if (levels && o->level)
      level = QString(objectiveLevelName(*o->level)) + (o->isPrivate() ? " (yours, secret)" : "");
    html += "<tr><td>" + esc(o->name.empty() ? o->id : o->name) + "</td>" +
            (levels ? "<td>" + level + "</td>" : QString()) + "<td align=\"center\">" + at +
            "</td><td>" + vp + "</td><td>" + control + "</td></tr>\n";
  }
  return html + "</table>\n";
}

QString pointsTable(const Scenario& s, const std::vector<const ScenarioPoint*>& points) {
  if (points.empty()) return {};
  QString html =
      "<h2>Points</h2>\n<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
      "width=\"100%\">\n<tr><th>Point</th><th>Kind</th><th>At</th><th>Notes</th></tr>\n";
  for (const ScenarioPoint* p : points) {
    QString kind = esc(scenarioPointKindName(p->kind));
    if (p->number) kind += " " + QString::number(*p->number);
    if (!p->side.empty()) kind += " (" + sideName(s, p->side) + ")";
    const QString at = p->shape ? shapeText(*p->shape) : pointText(p->position());
    html += "<tr><td>" + esc(p->name.empty() ? p->id : p->name) + "</td><td>" + kind +
            "</td><td align=\"center\">" + at + "</td><td>" + esc(p->notes) + "</td></tr>\n";
  }
  return html + "</table>\n";
}

QString fireOrdersTable(const Side& side, const SideOob* oob) {
  if (side.fireOrders.empty()) return {};
  QString html =
      "<h2>Your fire orders</h2>\n<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
      "width=\"100%\">\n<tr><th>Turn</th><th>Firer</th><th>Target</th><th>Notes</th></tr>\n";
  for (const FireOrder& f : side.fireOrders) {
    QString firer = esc(f.firer);
    if (oob)
      for (const OobEntry& e : oob->entries)
        if (e.id == f.firer && !e.name.empty()) firer = esc(e.name);
    html += "<tr><td align=\"center\">" + QString::number(f.turn) + "</td><td>" + firer +
            "</td><td align=\"center\">" + pointText(f.target) + "</td><td>" + esc(f.notes) +
            "</td></tr>\n";
  }
  return html + "</table>\n";
}

QString victoryText(const Scenario& s) {
  if (!s.victory) return {};
  QString html = "<h2>Victory conditions</h2>\n" + paragraphs(s.victory->text);
  if (s.victory->exit)
    html += "<p>Exit: " + sideName(s, s.victory->exit->side) +
            QString(" scores %1 VP per unit exited through ").arg(s.victory->exit->vp) +
            esc(s.victory->exit->zone) + ".</p>\n";
  if (s.victory->suddenDeath)
    html += QString("<p>Sudden death: turn %1.</p>\n").arg(s.victory->suddenDeath->turn);
  return html;
}

}  // namespace

BookletInputs bookletInputs(const Scenario& scenario, const std::string& sideId) {
  BookletInputs in;
  in.scenario = &scenario;
  in.side = scenario.side(sideId);
  for (const SideOob& oob : scenario.oob)
    if (oob.side == sideId) in.oob = &oob;
  if (!in.side) return in;
  const Viewer reader = Viewer::ofSide(sideId);
  for (const Objective& o : scenario.objectives)
    if (canSee(reader, o)) in.objectives.push_back(&o);
  for (const ScenarioPoint& p : scenario.points)
    if (canSee(reader, p)) in.points.push_back(&p);
  return in;
}

QString bookletHtml(const BookletInputs& in) {
  const Scenario& s = *in.scenario;
  const Side& side = *in.side;
  QString html = "<html><body>\n<h1>" + esc(s.title.empty() ? s.id : s.title) + "</h1>\n";
  html += "<p class=\"sub\">Booklet of <b>" + esc(side.name.empty() ? side.id : side.name) + "</b>";
  if (side.role) html += " (" + QString(sideRoleName(*side.role)) + ")";
  html += QString(" &middot; %1 turns").arg(s.turns);
  if (!s.first.empty()) html += " &middot; " + sideName(s, s.first) + " moves first";
  if (side.breakPoint) html += QString(" &middot; breaks at %1% lost").arg(*side.breakPoint);
  if (side.pointsLimit) html += QString(" &middot; up to %1 points").arg(*side.pointsLimit);
  html +=
      "</p>\n<p class=\"note\">For this side only: it holds its private briefing and order of "
      "battle.</p>\n";
  html += "<h2>Situation</h2>\n" + paragraphs(s.briefing);
  html +=
      "<h2>Your orders</h2>\n" + (side.briefing.empty() ? QString("<p>No private briefing.</p>\n")
                                                        : paragraphs(side.briefing));
  if (!side.victory.empty())
    html += "<h2>Your victory conditions</h2>\n" + paragraphs(side.victory);
  html += "<h2>Your order of battle</h2>\n" +
          (in.oob ? oobTable(*in.oob) : QString("<p>No units.</p>\n"));
  html += fireOrdersTable(side, in.oob);
  html += objectivesTable(s, in.objectives) + pointsTable(s, in.points) + victoryText(s);
  if (!s.specialRules.empty()) html += "<h2>Special rules</h2>\n" + paragraphs(s.specialRules);
  return html + "</body></html>\n";
}

QByteArray renderBookletPdf(const BookletInputs& in, const QImage* map, QString* error) {
  if (!in.scenario || !in.side) {
    *error = "no such side";
    return {};
  }
  useDeterministicHashing();
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QPdfWriter writer(&buffer);
  writer.setPageSize(QPageSize(QPageSize::A4));
  // QTextDocument::print() adds its own 2 cm margins.
  writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
  writer.setResolution(300);
  prepareDeterministicPdf(
      writer, QString::fromStdString(in.scenario->title + " \u2014 " +
                                     (in.side->name.empty() ? in.side->id : in.side->name)));
  QTextDocument doc;
  QFont font(QStringLiteral("DejaVu Sans"));
  font.setPointSizeF(9.5);
  doc.setDefaultFont(font);
  doc.setDefaultStyleSheet(
      "h1 { font-size: 18pt; } h2 { font-size: 12.5pt; margin-top: 14px; } "
      "p.sub { font-size: 11pt; } p.note { color: #7a2a1a; font-style: italic; } "
      "th { background-color: #e8e2d2; } td, th { font-size: 8.5pt; }");
  QString html = bookletHtml(in);
  if (map && !map->isNull()) {
    doc.addResource(QTextDocument::ImageResource, QUrl("sandtable:map.png"), *map);
    // As wide as the text column (A4 minus 2 x 2 cm), in the 96 dpi pixels of rich text.
    const int width = static_cast<int>((210.0 - 40.0) / 25.4 * 96 * 0.98);
    html.replace(
        "</body>",
        QString("<h2>Map</h2>\n<p><img src=\"sandtable:map.png\" width=\"%1\"></p>\n</body>")
            .arg(width));
  }
  doc.setHtml(html);
  doc.print(&writer);
  buffer.close();
  if (bytes.isEmpty()) {
    *error = "the booklet could not be printed";
    return {};
  }
  return makePdfDeterministic(bytes);
}

}  // namespace sandtable
