#include "exporters/scenario_card.h"

#include <QPainter>
#include <QTextDocument>
#include <QUrl>
#include <algorithm>
#include <utility>
#include <vector>

#include "exporters/booklet_text.h"
#include "exporters/map_export.h"
#include "exporters/png_encoder.h"
#include "exporters/rich_text_pdf.h"
#include "exporters/scenario_privacy.h"

namespace sandtable {

namespace {

// Rich text lays out in 96 dpi pixels; the page is A4 with 12 mm margins.
constexpr double kPxPerMm = 96 / 25.4;
constexpr double kPageWidth = 210 * kPxPerMm;
constexpr double kPageHeight = 297 * kPxPerMm;
constexpr double kMargin = 12 * kPxPerMm;
constexpr double kTextWidth = kPageWidth - 2 * kMargin;
constexpr double kTextHeight = kPageHeight - 2 * kMargin;
constexpr double kCardPngDpi = 150;
const QUrl kMapUrl("sandtable:card-map.png");

// The tries, largest first: the type size; then the map's share of the page's height.
constexpr double kTypeSizes[] = {9.0, 8.5, kCardMinimumPt};
constexpr double kLeastMapShare = 0.24;
constexpr double kMostMapShare = 0.5;

QString sideName(const Side& side) {
  return htmlText(side.name.empty() ? side.id : side.name);
}

// The defender sets up first; without roles the side that moves second; else file order.
std::vector<const Side*> setupOrder(const Scenario& s) {
  std::vector<const Side*> order;
  for (const Side& side : s.sides) order.push_back(&side);
  auto rank = [&s](const Side* side) {
    if (side->role) return *side->role == SideRole::Defender ? 0 : 1;
    return side->id == s.first ? 1 : 0;
  };
  std::stable_sort(order.begin(), order.end(),
                   [&](const Side* a, const Side* b) { return rank(a) < rank(b); });
  return order;
}

QString headline(const Scenario& s) {
  QStringList parts;
  if (s.rules && !s.rules->name.empty()) parts << htmlText(s.rules->name);
  parts << QString("%1 turns").arg(s.turns);
  if (!s.first.empty()) parts << sideNameHtml(s, s.first) + " moves first";
  return parts.join(" &middot; ");
}

QString setupLine(const Scenario& s) {
  const std::vector<const Side*> order = setupOrder(s);
  if (order.size() < 2) return {};
  QStringList names;
  for (const Side* side : order) names << sideName(*side);
  return "<p><b>Set-up:</b> " + names.first() + " sets up first, then " +
         QStringList(names.mid(1)).join(", then ") + ".</p>\n";
}

// Where a unit sets up or arrives as both sides may know it: zones, edges and hot spots by name;
// a place of its own (a point, an area, hexes, a side's TRP) is its side's to tell, in its
// booklet.
QString publicSetupWords(const Scenario& s, const OobEntry& e) {
  auto place = [&s](const PlaceRef& p) {
    if (p.empty()) return QString();
    const ScenarioPoint* point = p.point.empty() ? nullptr : s.point(p.point);
    const bool known = !p.zone.empty() || (point && canSee(Viewer{Audience::Public, {}}, *point));
    return known ? placeWords(s, p) : QString("placed by its side");
  };
  QString where = place(e.setup);
  if (e.arrives) {
    const QString at = place(e.arrives->zone);
    where += (where.isEmpty() ? "" : "; ") + QString("turn %1").arg(e.arrives->turn) +
             (at.isEmpty() || at.startsWith("placed") ? QString() : ", " + at);
  }
  return where;
}

// "zone us-setup: 3x Rifle squad, 1x HMG": units grouped by where they set up or arrive, in
// the order of battle's order, with the counts of same-named units added up.
QString forcesInShort(const Scenario& s, const SideOob& oob) {
  std::vector<std::pair<QString, std::vector<std::pair<QString, int>>>> groups;
  for (const OobEntry& e : oob.entries) {
    const QString where = publicSetupWords(s, e);
    auto group =
        std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == where; });
    if (group == groups.end()) group = groups.insert(groups.end(), {where, {}});
    const QString name = htmlText(e.name.empty() ? e.id : e.name);
    auto unit = std::find_if(group->second.begin(), group->second.end(),
                             [&](const auto& u) { return u.first == name; });
    if (unit == group->second.end())
      group->second.push_back({name, e.count});
    else
      unit->second += e.count;
  }
  QString html;
  for (const auto& [where, units] : groups) {
    QStringList items;
    for (const auto& [name, count] : units) items << QString("%1x %2").arg(count).arg(name);
    html += "<p class=\"force\">" + (where.isEmpty() ? QString() : "<i>" + where + ":</i> ") +
            items.join(", ") + "</p>\n";
  }
  return html;
}

QString sideCell(const Scenario& s, const Side& side) {
  QString html = "<h3>" + sideName(side) + "</h3>\n";
  QStringList facts;
  if (side.role) facts << sideRoleName(*side.role);
  if (side.breakPoint) facts << QString("breaks at %1% lost").arg(*side.breakPoint);
  if (side.pointsLimit) facts << QString("up to %1 points").arg(*side.pointsLimit);
  if (!facts.isEmpty()) html += "<p class=\"role\">" + facts.join(" &middot; ") + "</p>\n";
  for (const SideOob& oob : s.oob)
    if (oob.side == side.id) return html + forcesInShort(s, oob);
  return html + "<p class=\"force\">No units.</p>\n";
}

// The sides two to a row, in file order.
QString forcesTable(const Scenario& s) {
  if (s.sides.empty()) return {};
  QString html = "<h2>Forces</h2>\n<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\">\n";
  for (size_t i = 0; i < s.sides.size(); i += 2) {
    html += "<tr><td width=\"50%\">" + sideCell(s, s.sides[i]) + "</td><td width=\"50%\">" +
            (i + 1 < s.sides.size() ? sideCell(s, s.sides[i + 1]) : QString()) + "</td></tr>\n";
  }
  return html + "</table>\n";
}

// "Church square (C2): GB 3 VP, DE 3 VP": the objectives both sides know.
QString objectivesLine(const Scenario& s) {
  const Viewer everyone{Audience::Public, {}};
  QStringList items;
  for (const Objective& o : s.objectives) {
    if (!canSee(everyone, o)) continue;
    QString at = o.point ? tablePointHtml(*o.point) : htmlText(o.at);
    if (o.radius) at += ", within " + htmlText(tableNumberText(*o.radius));
    QStringList vp;
    for (const auto& [side, points] : o.vp)
      vp << QString("%1 %2 VP").arg(htmlText(side).toUpper()).arg(points);
    items << "<b>" + htmlText(o.name.empty() ? o.id : o.name) + "</b> (" + at + ")" +
                 (vp.isEmpty() ? QString() : ": " + vp.join(", "));
  }
  if (items.isEmpty()) return {};
  return "<h2>Objectives</h2>\n<p>" + items.join("; ") + ".</p>\n";
}

QString styleSheet(double pt) {
  return QString(
             "h1 { font-size: %1pt; margin-bottom: 2px; } h2 { font-size: %2pt; margin-top: "
             "8px; margin-bottom: 2px; } h3 { font-size: %3pt; margin-top: 2px; margin-bottom: "
             "1px; } p { margin-top: 1px; margin-bottom: 3px; } p.sub { font-size: %3pt; } "
             "p.role { font-style: italic; } p.force { margin-bottom: 1px; }")
      .arg(pt * 2)
      .arg(pt * 1.25)
      .arg(pt * 1.1);
}

// Lays the card out in `doc` with the map `share` of the page's height at most.
void layOut(QTextDocument& doc, const Scenario& s, const QImage& map, double pt, double share) {
  QFont font(QStringLiteral("DejaVu Sans"));
  font.setPointSizeF(pt);
  doc.setDefaultFont(font);
  doc.setDefaultStyleSheet(styleSheet(pt));
  QSize mapSize;
  if (!map.isNull()) {
    const double aspect = double(map.width()) / map.height();
    const double width = std::min(kTextWidth, share * kTextHeight * aspect);
    mapSize = QSize(static_cast<int>(width), static_cast<int>(width / aspect));
  }
  doc.setHtml(scenarioCardHtml(s, mapSize));
}

// The card laid out at the largest type that fits one page with the map at its smallest share,
// and then the map as large as still fits (to within 1% of the page); else at the smallest.
void fitCard(QTextDocument& doc, const Scenario& s, const QImage& map) {
  doc.setPageSize(QSizeF(kPageWidth, kPageHeight));
  doc.setDocumentMargin(kMargin);
  if (!map.isNull()) doc.addResource(QTextDocument::ImageResource, kMapUrl, map);
  for (double pt : kTypeSizes) {
    layOut(doc, s, map, pt, kLeastMapShare);
    if (doc.pageCount() > 1) continue;
    double fits = kLeastMapShare, tooLarge = kMostMapShare + 0.01;
    while (tooLarge - fits > 0.01) {
      const double share = (fits + tooLarge) / 2;
      layOut(doc, s, map, pt, share);
      (doc.pageCount() == 1 ? fits : tooLarge) = share;
    }
    layOut(doc, s, map, pt, fits);
    return;
  }
}

}  // namespace

QString scenarioCardHtml(const Scenario& s, QSize mapSize) {
  QString html = "<html><body>\n<h1>" + htmlText(s.title.empty() ? s.id : s.title) + "</h1>\n";
  html += "<p class=\"sub\">" + headline(s) + "</p>\n";
  html += "<h2>Situation</h2>\n" + htmlParagraphs(s.briefing);
  if (mapSize.isValid())
    html += QString("<p align=\"center\"><img src=\"%1\" width=\"%2\" height=\"%3\"></p>\n")
                .arg(kMapUrl.toString())
                .arg(mapSize.width())
                .arg(mapSize.height());
  html += setupLine(s) + entryEdgesHtml(s) + forcesTable(s) + objectivesLine(s) + victoryText(s);
  if (!s.specialRules.empty()) html += "<h2>Special rules</h2>\n" + htmlParagraphs(s.specialRules);
  return html + "</body></html>\n";
}

QByteArray renderScenarioCardPdf(const Scenario& s, const QImage& map, QString* error) {
  QTextDocument doc;
  fitCard(doc, s, map);
  return printRichTextPdf(
      doc, QString::fromStdString((s.title.empty() ? s.id : s.title) + " \u2014 scenario card"),
      error);
}

QImage renderScenarioCardImage(const Scenario& s, const QImage& map, double dpi, QString* error) {
  QTextDocument doc;
  fitCard(doc, s, map);
  const double scale = dpi / 96;
  const int pages = doc.pageCount();
  QImage image(static_cast<int>(kPageWidth * scale), static_cast<int>(kPageHeight * scale * pages),
               QImage::Format_RGB32);
  if (image.isNull()) {
    *error = "the card's picture is too large to allocate";
    return {};
  }
  image.fill(Qt::white);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setRenderHint(QPainter::SmoothPixmapTransform);
  painter.scale(scale, scale);
  doc.drawContents(&painter);
  return image;
}

bool exportScenarioCard(const Scenario& s, const QString& path, QString* error) {
  if (!s.map) {
    *error = "the scenario's map did not load";
    return false;
  }
  const auto format = imageFormatForPath(path);
  if (format != ImageFormat::Pdf && format != ImageFormat::Png) {
    *error = path + ": a card is written as .pdf or .png";
    return false;
  }
  RenderOptions render;
  render.labels = true;
  render.audience = Audience::Public;
  const QImage map = renderMapImage(*s.map, &s, render, error);
  if (map.isNull()) return false;
  QByteArray bytes;
  if (format == ImageFormat::Pdf) {
    bytes = renderScenarioCardPdf(s, map, error);
  } else {
    const QImage card = renderScenarioCardImage(s, map, kCardPngDpi, error);
    if (!card.isNull()) bytes = encodeMapPng(card, error);
  }
  return !bytes.isEmpty() && saveBytesAtomically(path, bytes, error);
}

}  // namespace sandtable
