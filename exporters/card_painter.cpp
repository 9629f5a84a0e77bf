// Card maps: each card with its terrain colour, id, name, terrain type and cover values; dark
// borders as thick dark edges and light borders as pale ones; a hill card shown as a brown
// card beneath, with its own borders; the staging area beyond the staging edge.
#include <QPainterPath>

#include "exporters/map_paint.h"
#include "exporters/map_style.h"
#include "model/ruleset.h"

namespace sandtable {

namespace {

const QColor kHillCard(0xa0, 0x7b, 0x4c);
const QColor kDarkBorder(0x22, 0x1e, 0x1a);
constexpr double kDarkWidth = 24;
constexpr double kHillInset = 34;

// Draws the four borders of a card rectangle, n e s w, inside its edges.
void paintBorders(QPainter& p, const QRectF& r, const CardBorders& borders) {
  p.setPen(Qt::NoPen);
  const QRectF bands[4] = {QRectF(r.left(), r.top(), r.width(), kDarkWidth),
                           QRectF(r.right() - kDarkWidth, r.top(), kDarkWidth, r.height()),
                           QRectF(r.left(), r.bottom() - kDarkWidth, r.width(), kDarkWidth),
                           QRectF(r.left(), r.top(), kDarkWidth, r.height())};
  for (int e = 0; e < 4; ++e) {
    if (borders[static_cast<std::size_t>(e)] != Border::Light) continue;
    // A light border: a pale strip, narrower than a dark one, that reads as "open edge".
    QRectF b = bands[e];
    if (e == 0) b.setHeight(9);
    if (e == 1) b.setLeft(r.right() - 9);
    if (e == 2) b.setTop(r.bottom() - 9);
    if (e == 3) b.setWidth(9);
    p.setBrush(QColor(255, 255, 255, 150));
    p.drawRect(b);
  }
  p.setBrush(kDarkBorder);
  for (int e = 0; e < 4; ++e)
    if (borders[static_cast<std::size_t>(e)] == Border::Dark) p.drawRect(bands[e]);
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(kInk, 2.5));
  p.drawRect(r);
}

void paintCover(QPainter& p, const QRectF& card, const std::vector<int>& cover) {
  if (cover.empty()) return;
  const double d = 62, gap = 14;
  const double total = cover.size() * d + (cover.size() - 1) * gap;
  double x = card.center().x() - total / 2;
  const double y = card.bottom() - kDarkWidth - 24 - d;
  p.setFont(designFont(18, true));
  p.setPen(kInk);
  p.drawText(QRectF(card.left(), y - 32, card.width(), 26), Qt::AlignCenter,
             QStringLiteral("COVER"));
  p.setFont(designFont(36, true));
  for (const int c : cover) {
    const QRectF disc(x, y, d, d);
    p.setPen(QPen(kInk, 3));
    p.setBrush(Qt::white);
    p.drawEllipse(disc);
    p.setPen(kInk);
    p.drawText(disc, Qt::AlignCenter, QString::number(c));
    x += d + gap;
  }
}

void paintCardText(const MapPaint& mp, int i, const CardData& card, const QRectF& r) {
  QPainter& p = mp.painter;
  // The card id in a tab at the top left.
  const QRectF tab(r.left() + kDarkWidth + 6, r.top() + kDarkWidth + 6, 78, 44);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(255, 255, 255, 235));
  p.drawRoundedRect(tab, 6, 6);
  p.setFont(designFont(30, true));
  p.setPen(kInk);
  p.drawText(tab, Qt::AlignCenter, QString::fromStdString(mp.map.grid.label(i)));
  // Name and terrain type in a light box, so they read on dark cards.
  const QRectF textBox(r.left() + kDarkWidth + 10, tab.bottom() + 12,
                       r.width() - 2 * kDarkWidth - 20, 118);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(255, 255, 255, 200));
  p.drawRoundedRect(textBox, 8, 8);
  p.setPen(kInk);
  p.setFont(designFont(28, true));
  const QString name = QString::fromStdString(card.name);
  p.drawText(textBox.adjusted(8, 6, -8, -40),
             Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap, name);
  const int t = static_cast<std::size_t>(i) < mp.map.terrain.size()
                    ? mp.map.terrain[static_cast<std::size_t>(i)]
                    : -1;
  if (mp.map.rules && t >= 0 && t < static_cast<int>(mp.map.rules->terrain.size())) {
    p.setFont(designFont(22, false, true));
    const auto& type = mp.map.rules->terrain[static_cast<std::size_t>(t)];
    p.drawText(QRectF(textBox.left(), textBox.bottom() - 36, textBox.width(), 30), Qt::AlignCenter,
               QString::fromStdString(type.name.empty() ? type.id : type.name));
  }
  paintCover(p, r, card.cover);
}

void paintBadges(const MapPaint& mp, int i, const CardData& card, const QRectF& cell,
                 bool objective) {
  QPainter& p = mp.painter;
  double right = cell.right() - kDarkWidth - 8;
  auto badge = [&](const QString& text, const QColor& fill, const QColor& ink = Qt::white) {
    const double w = 24 + 15 * text.size();
    const QRectF b(right - w, cell.top() + kDarkWidth + (card.hill ? kHillInset : 0) + 8, w, 40);
    p.setPen(QPen(Qt::white, 3));
    p.setBrush(fill);
    p.drawRoundedRect(b, 8, 8);
    p.setFont(designFont(22, true));
    p.setPen(ink);
    p.drawText(b, Qt::AlignCenter, text);
    right = b.left() - 8;
  };
  if (objective) badge(QStringLiteral("OBJ"), kObjective, kInk);
  if (card.hill) badge(QStringLiteral("HILL"), kHillCard.darker(130));
  const LocationInfo* info = mp.map.infoAt(i);
  if (info && mp.map.rules)
    for (const int m : info->markers)
      if (m >= 0 && m < static_cast<int>(mp.map.rules->markers.size())) {
        const MarkerType& type = mp.map.rules->markers[static_cast<std::size_t>(m)];
        badge(QString::fromStdString(type.name.empty() ? type.id : type.name),
              rulesetColor(type.color, QColor(0x7a, 0x7a, 0x7a)));
      }
}

void paintStaging(const MapPaint& mp) {
  const QRectF r = mp.layout.stagingRect;
  if (r.isEmpty()) return;
  QPainter& p = mp.painter;
  p.setBrush(QColor(0xec, 0xe8, 0xdc));
  p.setPen(QPen(QColor(0x6a, 0x64, 0x58), 4, Qt::DashLine));
  p.drawRoundedRect(r, 14, 14);
  p.setFont(designFont(44, true));
  p.setPen(QColor(0x6a, 0x64, 0x58));
  p.save();
  p.translate(r.center());
  const bool vertical = r.height() > r.width();
  if (vertical) p.rotate(-90);
  const double len = vertical ? r.height() : r.width();
  p.drawText(QRectF(-len / 2, -40, len, 80), Qt::AlignCenter, QStringLiteral("STAGING AREA"));
  p.restore();
}

}  // namespace

void paintCardMap(const MapPaint& mp) {
  QPainter& p = mp.painter;
  paintStaging(mp);
  const auto objectives = mp.objectives();
  for (int i = 0; i < mp.map.grid.size(); ++i) {
    if (!mp.isVisible(i) || static_cast<std::size_t>(i) >= mp.map.cards.size()) continue;
    const CardData& card = mp.map.cards[static_cast<std::size_t>(i)];
    const QRectF cell = mp.layout.cardRect(i);
    if (!card.present) {
      // An empty place in the grid: a faint outline so the grid still reads.
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(QColor(0xb8, 0xb2, 0xa4), 3, Qt::DotLine));
      p.drawRoundedRect(cell, 14, 14);
      continue;
    }
    QRectF r = cell;
    if (card.hill) {
      p.setPen(Qt::NoPen);
      p.setBrush(kHillCard);
      p.drawRect(cell);
      paintBorders(p, cell, *card.hill);
      r = cell.adjusted(kHillInset, kHillInset, -kHillInset, -kHillInset);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(terrainFill(mp.map, i));
    p.drawRect(r);
    paintBorders(p, r, card.borders);
    if (objectives.count(i)) {
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(kInk, 16, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
      p.drawRect(cell.adjusted(-10, -10, 10, 10));
      p.setPen(QPen(kObjective, 10, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
      p.drawRect(cell.adjusted(-10, -10, 10, 10));
    }
  }
  paintZones(mp);
  paintOverlay(mp);
  for (int i = 0; i < mp.map.grid.size(); ++i) {
    if (!mp.isVisible(i) || static_cast<std::size_t>(i) >= mp.map.cards.size()) continue;
    const CardData& card = mp.map.cards[static_cast<std::size_t>(i)];
    if (!card.present) continue;
    const QRectF cell = mp.layout.cardRect(i);
    const QRectF r =
        card.hill ? cell.adjusted(kHillInset, kHillInset, -kHillInset, -kHillInset) : cell;
    paintCardText(mp, i, card, r);
    paintBadges(mp, i, card, cell, objectives.count(i) > 0);
  }
  paintOverlayMarks(mp);
}

}  // namespace sandtable
