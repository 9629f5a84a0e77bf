#include "exporters/oob_table.h"

#include <QFontMetricsF>
#include <QImage>
#include <algorithm>
#include <memory>

#include "exporters/booklet_text.h"

namespace sandtable {

namespace {

const std::string* statOf(const OobEntry& e, const std::string& field) {
  for (const StatValue& v : e.stats)
    if (v.field == field) return &v.text;
  return nullptr;
}

bool anyUses(const SideOob& oob, const std::string& field) {
  return std::any_of(oob.entries.begin(), oob.entries.end(),
                     [&](const OobEntry& e) { return statOf(e, field) != nullptr; });
}

// Widths in points: a 72 dpi device makes the metrics' pixels points.
class Measure {
 public:
  explicit Measure(const QFont& font) : image_(1, 1, QImage::Format_RGB32) {
    image_.setDotsPerMeterX(2835);  // 72 dpi
    image_.setDotsPerMeterY(2835);
    QFont bold = font;
    bold.setBold(true);
    plain_ = std::make_unique<QFontMetricsF>(font, &image_);
    bold_ = std::make_unique<QFontMetricsF>(bold, &image_);
  }
  // A cell wraps at spaces: its narrowest width is its longest word's.
  double longestWord(const QString& text, bool bold) const {
    double w = 0;
    for (const QString& word : text.split(' ', Qt::SkipEmptyParts))
      w = std::max(w, (bold ? *bold_ : *plain_).horizontalAdvance(word));
    return w;
  }

 private:
  QImage image_;
  std::unique_ptr<QFontMetricsF> plain_, bold_;
};

constexpr double kCellMargin = 9;    // padding and rules of one cell, points
constexpr double kUnitColumn = 130;  // the unit's name and its free-text lines
constexpr double kSetupColumn = 85;

QString headerCell(const QString& text) {
  return "<th>" + text + "</th>";
}

// The unit's name, then its free-text fields as labelled lines.
QString unitCell(const OobEntry& e, const std::vector<UnitField>& textFields, bool withKit) {
  QString html = "<td><b>" + htmlText(e.name.empty() ? e.id : e.name) + "</b>";
  if (withKit)
    for (const UnitField& f : textFields)
      if (const std::string* v = statOf(e, f.id))
        html += "<br><span class=\"kit\"><i>" + htmlText(unitFieldLabel(f)) + ":</i> " +
                htmlText(*v) + "</span>";
  return html + "</td>";
}

}  // namespace

std::vector<UnitField> oobColumns(const Scenario& s, const SideOob& oob) {
  std::vector<UnitField> columns;
  if (s.rules)
    for (const UnitField& f : s.rules->unitFields)
      if (f.booklet && anyUses(oob, f.id)) columns.push_back(f);
  for (const OobEntry& e : oob.entries)
    for (const StatValue& v : e.stats) {
      const bool known = (s.rules && s.rules->unitField(v.field)) ||
                         std::any_of(columns.begin(), columns.end(),
                                     [&](const UnitField& f) { return f.id == v.field; });
      if (known) continue;
      UnitField unknown;
      unknown.id = v.field;
      columns.push_back(unknown);
    }
  return columns;
}

QString statText(const UnitField& f, const std::string& value) {
  if (f.kind == UnitField::Kind::Bool) {
    if (value == "true") return QString::fromUtf8("\u2713");
    if (value == "false") return QString::fromUtf8("\u2013");
  }
  return htmlText(value);
}

QString oobTableHtml(const Scenario& s, const SideOob& oob, double width, const QFont& font) {
  const std::vector<UnitField> all = oobColumns(s, oob);
  std::vector<UnitField> textFields, columns;
  for (const UnitField& f : all)
    (f.kind == UnitField::Kind::Text && f.values.empty() ? textFields : columns).push_back(f);
  const bool vp = std::any_of(oob.entries.begin(), oob.entries.end(),
                              [](const OobEntry& e) { return e.vp.has_value(); });

  // Each column as wide as its widest word: the label's (bold) or a value's.
  const Measure measure(font);
  std::vector<double> widths;
  for (const UnitField& f : columns) {
    double w = measure.longestWord(htmlText(unitFieldLabel(f)), true);
    for (const OobEntry& e : oob.entries)
      if (const std::string* v = statOf(e, f.id))
        w = std::max(w, measure.longestWord(statText(f, *v), false));
    widths.push_back(w + kCellMargin);
  }

  QString html;
  std::size_t next = 0;
  for (bool first = true; first || next < columns.size(); first = false) {
    double used = kUnitColumn + (first ? kSetupColumn + 2 * 22 : 0);
    std::size_t end = next;
    while (end < columns.size() && (end == next || used + widths[end] <= width))
      used += widths[end++];
    html +=
        "<table class=\"oob\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">\n"
        "<thead><tr>" +
        headerCell("Unit");
    if (first)
      html += headerCell("#") + headerCell("Set up / arrives") + (vp ? headerCell("VP") : "");
    for (std::size_t c = next; c < end; ++c)
      html += headerCell(htmlText(unitFieldLabel(columns[c])));
    html += "</tr></thead>\n";
    for (const OobEntry& e : oob.entries) {
      html += "<tr>" + unitCell(e, textFields, first);
      if (first) {
        html += "<td align=\"center\">" + QString::number(e.count) + "</td><td>" +
                setupWords(s, e) + "</td>";
        if (vp)
          html += "<td align=\"center\">" + (e.vp ? QString::number(*e.vp) : QString()) + "</td>";
      }
      for (std::size_t c = next; c < end; ++c) {
        const std::string* v = statOf(e, columns[c].id);
        html += "<td align=\"center\">" + (v ? statText(columns[c], *v) : QString()) + "</td>";
      }
      html += "</tr>\n";
    }
    html += "</table>\n";
    if (end < columns.size()) html += "<p class=\"cont\">Continued:</p>\n";
    next = end;
  }
  return html;
}

}  // namespace sandtable
