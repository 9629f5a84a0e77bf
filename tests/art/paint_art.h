// Map art painted by the tests themselves, the way a publisher's artist might draw it, never
// with Sandtable's renderer: a palette and textures of its own, hill shading by level, hex ids,
// hexside lines and roads across hexes, the whole rotated, scaled and saved as JPEG. The map
// document written beside it carries `art:` with anchors read off the true placement.
#pragma once

#include <QColor>
#include <QFont>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QTransform>
#include <cmath>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "model/map.h"
#include "model/ruleset.h"

namespace sandtable::test {

// How the art sits in the picture: map frame (artPlace) to pixels.
struct Placement {
  double scale = 26;        // pixels per unit of the map's frame (a hex's circumradius)
  double degrees = 1.5;     // rotation, clockwise on screen
  double stretchY = 1.0;    // a scan stretched in y (needs three anchors)
  double skew = 0.0;        // and sheared
  double dx = 60, dy = 70;  // where A1's centre is
  ArtTransform transform() const {
    const double r = degrees * 3.14159265358979 / 180, c = std::cos(r), s = std::sin(r);
    // Rotation after a stretch and a shear of the map frame.
    ArtTransform t;
    t.a = scale * c;
    t.b = scale * (c * skew - s * stretchY);
    t.d = scale * s;
    t.e = scale * (s * skew + c * stretchY);
    t.c = dx;
    t.f = dy;
    return t;
  }
};

// The look of one terrain on the test's own map: a base colour and a texture.
enum class Texture { Plain, Trees, Roofs, Furrows, Speckle, Waves };
struct Swatch {
  QColor base;
  Texture texture;
  QColor ink;
};

inline Swatch swatchFor(const std::string& terrain) {
  if (terrain == "woods") return {QColor(118, 158, 84), Texture::Trees, QColor(62, 104, 48)};
  if (terrain == "building") return {QColor(186, 178, 204), Texture::Roofs, QColor(160, 60, 48)};
  if (terrain == "field") return {QColor(222, 200, 110), Texture::Furrows, QColor(190, 160, 70)};
  if (terrain == "rough") return {QColor(176, 142, 104), Texture::Speckle, QColor(120, 92, 66)};
  if (terrain == "crater") return {QColor(110, 160, 206), Texture::Waves, QColor(70, 120, 180)};
  if (terrain == "brush" || terrain == "orchard")
    return {QColor(170, 190, 110), Texture::Trees, QColor(120, 150, 70)};
  if (terrain == "marsh") return {QColor(150, 180, 170), Texture::Furrows, QColor(90, 130, 130)};
  if (terrain == "buildings") return {QColor(186, 178, 204), Texture::Roofs, QColor(160, 60, 48)};
  return {QColor(232, 226, 196), Texture::Plain, QColor(210, 204, 170)};  // open
}

inline QColor shaded(QColor c, int level) {
  // Higher ground drawn lighter, lower darker: 12% a level.
  const double f = 1.0 + 0.12 * level;
  return QColor(std::min(255, int(c.red() * f)), std::min(255, int(c.green() * f)),
                std::min(255, int(c.blue() * f)));
}

inline QPolygonF locationShape(const Map& map, Offset at) {
  QPolygonF p;
  const PointF c = artPlace(map, at);
  if (map.isHex()) {
    for (int i = 0; i < 6; ++i) {
      const PointF k = hexCorner(c, map.grid.layout.orientation, 1.0, i);
      p << QPointF(k.x, k.y);
    }
  } else {
    p << QPointF(at.col, at.row) << QPointF(at.col + 1, at.row) << QPointF(at.col + 1, at.row + 1)
      << QPointF(at.col, at.row + 1);
  }
  return p;
}

inline void paintTexture(QPainter& p, const QPolygonF& shape, const Swatch& sw, int level,
                         std::mt19937& rng) {
  const QRectF box = shape.boundingRect();
  std::uniform_real_distribution<double> u(0, 1);
  QPainterPath clip;
  clip.addPolygon(shape);
  p.save();
  p.setClipPath(clip);
  p.setPen(Qt::NoPen);
  p.setBrush(shaded(sw.ink, level));
  const double w = box.width(), h = box.height();
  switch (sw.texture) {
    case Texture::Plain:
      break;
    case Texture::Trees:
      for (int i = 0; i < 22; ++i) {
        const double r = 0.12 + 0.08 * u(rng);
        p.drawEllipse(QPointF(box.left() + w * u(rng), box.top() + h * u(rng)), r, r);
      }
      break;
    case Texture::Roofs:
      for (int i = 0; i < 5; ++i)
        p.drawRect(QRectF(box.left() + w * (0.15 + 0.6 * u(rng)),
                          box.top() + h * (0.15 + 0.6 * u(rng)), 0.3, 0.22));
      break;
    case Texture::Furrows:
      p.setPen(QPen(shaded(sw.ink, level), 0.06));
      for (double y = box.top(); y < box.bottom(); y += 0.18)
        p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y + 0.3));
      break;
    case Texture::Speckle:
      for (int i = 0; i < 60; ++i)
        p.drawEllipse(QPointF(box.left() + w * u(rng), box.top() + h * u(rng)), 0.04, 0.04);
      break;
    case Texture::Waves:
      p.setPen(QPen(shaded(sw.ink, level), 0.05));
      p.setBrush(Qt::NoBrush);
      for (double y = box.top() + 0.1; y < box.bottom(); y += 0.25) {
        QPainterPath wave(QPointF(box.left(), y));
        for (double x = box.left(); x < box.right(); x += 0.3)
          wave.quadTo(QPointF(x + 0.15, y - 0.08), QPointF(x + 0.3, y));
        p.drawPath(wave);
      }
      break;
  }
  p.restore();
}

// Draws `text` at `at` (map frame) `pixels` high, upright in the picture's rotated frame.
inline void paintLabel(QPainter& p, QPointF at, const QString& text, double unit, int pixels,
                       bool bold = false) {
  p.save();
  p.translate(at);
  p.scale(1 / unit, 1 / unit);
  QFont font;
  font.setPixelSize(pixels);
  font.setBold(bold);
  p.setFont(font);
  p.setPen(QColor(30, 30, 30));
  p.drawText(QRectF(-200, -pixels, 400, 2 * pixels), Qt::AlignCenter, text);
  p.restore();
}

// Paints the map's terrain and levels as art; `extraWidth/Height` add margin to the picture.
// A location the designer would pick as a sample: level 0, clear of the roads and place names
// paintArt draws across locations.
inline bool plainLocation(const Map& map, int i) {
  const Offset o = map.grid.offset(i);
  const bool road = o.row == map.grid.rows / 3 || o.row == 2 * map.grid.rows / 3 || o.row == o.col;
  const bool name = i >= 3 && (i - 3) % 37 <= 2;
  return map.levels[static_cast<std::size_t>(i)] == 0 && !road && !name;
}

// `atLeast`: the picture's smallest size (a scan has paper around the map).
inline QImage paintArt(const Map& map, const Placement& placement, unsigned seed = 7,
                       QSize atLeast = {}) {
  const ArtTransform t = placement.transform();
  // The picture's size: every location's corner inside, plus a margin.
  double right = 0, bottom = 0;
  for (int i = 0; i < map.grid.size(); ++i)
    for (const QPointF& q : locationShape(map, map.grid.offset(i))) {
      const PointF px = t.apply({q.x(), q.y()});
      right = std::max(right, px.x);
      bottom = std::max(bottom, px.y);
    }
  QImage image(std::max(atLeast.width(), int(right + placement.dx)),
               std::max(atLeast.height(), int(bottom + placement.dy)), QImage::Format_RGB32);
  image.fill(QColor(245, 240, 228));
  QPainter p(&image);
  p.setRenderHint(QPainter::Antialiasing);
  p.setTransform(QTransform(t.a, t.d, t.b, t.e, t.c, t.f));
  std::mt19937 rng(seed);
  const Ruleset& rules = *map.rules;
  for (int i = 0; i < map.grid.size(); ++i) {
    const auto k = static_cast<std::size_t>(i);
    const Swatch sw = swatchFor(rules.terrain[static_cast<std::size_t>(map.terrain[k])].id);
    const QPolygonF shape = locationShape(map, map.grid.offset(i));
    p.setPen(Qt::NoPen);
    p.setBrush(shaded(sw.base, map.levels[k]));
    p.drawPolygon(shape);
    paintTexture(p, shape, sw, map.levels[k], rng);
  }
  // The grid, then hexside lines (walls, hedges) along some edges, thick and dark.
  p.setBrush(Qt::NoBrush);
  for (int i = 0; i < map.grid.size(); ++i) {
    const QPolygonF shape = locationShape(map, map.grid.offset(i));
    p.setPen(QPen(QColor(60, 60, 60), 0.03));
    p.drawPolygon(shape);
    if (i % 5 == 2) {
      p.setPen(QPen(QColor(40, 30, 20), 0.12));
      p.drawLine(shape[0], shape[1]);
      p.drawLine(shape[1], shape[2]);
    }
  }
  // Two roads across the map from centre to centre, and a river-side track diagonal.
  // Roads and tracks as wide as a printed road is on a hex (a card is drawn larger than a hex
  // against the same road).
  const double roadWidth = map.isHex() ? 0.16 : 0.08;
  p.setPen(QPen(QColor(150, 110, 70), roadWidth, Qt::SolidLine, Qt::RoundCap));
  for (int row : {map.grid.rows / 3, 2 * map.grid.rows / 3}) {
    QPainterPath road;
    for (int col = 0; col < map.grid.columns; ++col) {
      const PointF c = artPlace(map, {col, row});
      if (col == 0)
        road.moveTo(c.x, c.y);
      else
        road.lineTo(c.x, c.y);
    }
    p.drawPath(road);
  }
  p.setPen(QPen(QColor(90, 90, 90), roadWidth / 2, Qt::DashLine));
  const PointF from = artPlace(map, {0, 0}),
               to = artPlace(map, {map.grid.columns - 1, map.grid.rows - 1});
  p.drawLine(QPointF(from.x, from.y), QPointF(to.x, to.y));
  // Hex ids near the top of every location, and a few place names across several.
  for (int i = 0; i < map.grid.size(); ++i) {
    const PointF c = artPlace(map, map.grid.offset(i));
    paintLabel(p, QPointF(c.x, c.y - (map.isHex() ? 0.66 : 0.38)),
               QString::fromStdString(map.grid.label(i)), placement.scale,
               std::max(6, int(placement.scale * 0.28)));
  }
  for (int i = 3; i < map.grid.size(); i += 37) {
    const PointF c = artPlace(map, map.grid.offset(i));
    paintLabel(p, QPointF(c.x + 0.4, c.y + 0.25), QStringLiteral("Ferme Dupont"), placement.scale,
               std::max(8, int(placement.scale * 0.45)), true);
  }
  p.end();
  return image;
}

}  // namespace sandtable::test
