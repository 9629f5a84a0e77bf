#include "exporters/booklet.h"

#include <QTextDocument>
#include <QUrl>

#include "exporters/booklet_text.h"
#include "exporters/oob_table.h"
#include "exporters/rich_text_pdf.h"
#include "exporters/scenario_privacy.h"

namespace sandtable {

namespace {

// A4 less QTextDocument::print()'s 2 cm margins, in points.
constexpr double kTextWidth = (210.0 - 40.0) / 25.4 * 72;
constexpr double kBodyPt = 9.5;
constexpr double kTablePt = 8.5;

QFont bodyFont() {
  QFont font(QStringLiteral("DejaVu Sans"));
  font.setPointSizeF(kBodyPt);
  return font;
}

QFont tableFont() {
  QFont font = bodyFont();
  font.setPointSizeF(kTablePt);
  return font;
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
      vp += (vp.isEmpty() ? "" : ", ") + sideNameHtml(s, side) + " " + QString::number(points);
    const QString control =
        o->control.empty() || o->control == "none" ? QString("none") : sideNameHtml(s, o->control);
    QString at = o->point ? tablePointHtml(*o->point) : htmlText(o->at);
    if (o->radius) at += " (within " + htmlText(tableNumberText(*o->radius)) + ")";
    QString level;
    if (levels && o->level)
      level = QString(objectiveLevelName(*o->level)) + (o->isPrivate() ? " (yours, secret)" : "");
    html += "<tr><td>" + htmlText(o->name.empty() ? o->id : o->name) + "</td>" +
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
    QString kind = htmlText(scenarioPointKindName(p->kind));
    if (p->number) kind += " " + QString::number(*p->number);
    if (!p->side.empty()) kind += " (" + sideNameHtml(s, p->side) + ")";
    const QString at = p->shape ? shapeHtml(*p->shape) : tablePointHtml(p->position());
    html += "<tr><td>" + htmlText(p->name.empty() ? p->id : p->name) + "</td><td>" + kind +
            "</td><td align=\"center\">" + at + "</td><td>" + htmlText(p->notes) + "</td></tr>\n";
  }
  return html + "</table>\n";
}

QString fireOrdersTable(const Side& side, const SideOob* oob) {
  if (side.fireOrders.empty()) return {};
  QString html =
      "<h2>Your fire orders</h2>\n<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
      "width=\"100%\">\n<tr><th>Turn</th><th>Firer</th><th>Target</th><th>Notes</th></tr>\n";
  for (const FireOrder& f : side.fireOrders) {
    QString firer = htmlText(f.firer);
    if (oob)
      for (const OobEntry& e : oob->entries)
        if (e.id == f.firer && !e.name.empty()) firer = htmlText(e.name);
    html += "<tr><td align=\"center\">" + QString::number(f.turn) + "</td><td>" + firer +
            "</td><td align=\"center\">" + tablePointHtml(f.target) + "</td><td>" +
            htmlText(f.notes) + "</td></tr>\n";
  }
  return html + "</table>\n";
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
  QString html = "<html><body>\n<h1>" + htmlText(s.title.empty() ? s.id : s.title) + "</h1>\n";
  html += "<p class=\"sub\">Booklet of <b>" + htmlText(side.name.empty() ? side.id : side.name) +
          "</b>";
  if (side.role) html += " (" + QString(sideRoleName(*side.role)) + ")";
  html += QString(" &middot; %1 turns").arg(s.turns);
  if (!s.first.empty()) html += " &middot; " + sideNameHtml(s, s.first) + " moves first";
  if (side.breakPoint) html += QString(" &middot; breaks at %1% lost").arg(*side.breakPoint);
  if (side.pointsLimit) html += QString(" &middot; up to %1 points").arg(*side.pointsLimit);
  html +=
      "</p>\n<p class=\"note\">For this side only: it holds its private briefing and order of "
      "battle.</p>\n";
  html += "<h2>Situation</h2>\n" + htmlParagraphs(s.briefing) + entryEdgesHtml(s);
  html +=
      "<h2>Your orders</h2>\n" + (side.briefing.empty() ? QString("<p>No private briefing.</p>\n")
                                                        : htmlParagraphs(side.briefing));
  if (!side.victory.empty())
    html += "<h2>Your victory conditions</h2>\n" + htmlParagraphs(side.victory);
  html +=
      "<h2>Your order of battle</h2>\n" +
      (in.oob ? oobTableHtml(s, *in.oob, kTextWidth, tableFont()) : QString("<p>No units.</p>\n"));
  html += fireOrdersTable(side, in.oob);
  html += objectivesTable(s, in.objectives) + pointsTable(s, in.points) + victoryText(s);
  if (!s.specialRules.empty()) html += "<h2>Special rules</h2>\n" + htmlParagraphs(s.specialRules);
  return html + "</body></html>\n";
}

QByteArray renderBookletPdf(const BookletInputs& in, const QImage* map, QString* error) {
  if (!in.scenario || !in.side) {
    *error = "no such side";
    return {};
  }
  QTextDocument doc;
  doc.setDefaultFont(bodyFont());
  doc.setDefaultStyleSheet(
      "h1 { font-size: 18pt; } h2 { font-size: 12.5pt; margin-top: 14px; } "
      "p.sub { font-size: 11pt; } p.note { color: #7a2a1a; font-style: italic; } "
      "th { background-color: #e8e2d2; } td, th { font-size: 8.5pt; } span.kit { font-size: 8pt; } "
      "p.cont { font-size: 8pt; font-style: italic; margin-top: 2px; }");
  QString html = bookletHtml(in);
  if (map && !map->isNull()) {
    doc.addResource(QTextDocument::ImageResource, QUrl("sandtable:map.png"), *map);
    // As wide as the text column (A4 minus 2 x 2 cm), in the 96 dpi pixels of rich text.
    const int width = static_cast<int>((210.0 - 40.0) / 25.4 * 96 * 0.98);
    html.replace("</body>", QString("<h2 style=\"page-break-before: always\">Map</h2>\n<p><img "
                                    "src=\"sandtable:map.png\" width=\"%1\"></p>\n</body>")
                                .arg(width));
  }
  doc.setHtml(html);
  return printRichTextPdf(
      doc,
      QString::fromStdString(in.scenario->title + " \u2014 " +
                             (in.side->name.empty() ? in.side->id : in.side->name)),
      error);
}

}  // namespace sandtable
