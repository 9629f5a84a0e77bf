// A table's art as the tests paint it themselves (never Sandtable's renderer): sand with one
// blue pond, placed at a known transform, and the 24 x 16 table it is the art of.
#pragma once

#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTransform>
#include <fstream>

namespace sandtable::test {

// Table units to the art's pixels: 20 px a unit, turned 2 degrees, the table's corner at
// (40, 30). The art is sand with one blue pond from x 14 to 20 and y 8 to 14.
inline QTransform tableArtPlacement() {
  QTransform t;
  t.translate(40, 30);
  t.rotate(2);
  t.scale(20, 20);
  return t;
}

inline QPointF tableArtPixel(double x, double y) {
  return tableArtPlacement().map(QPointF(x, y));
}

inline bool paintTableArt(const QString& path) {
  QImage art(600, 420, QImage::Format_RGB32);
  art.fill(QColor(214, 196, 150));
  QPainter p(&art);
  p.setRenderHint(QPainter::Antialiasing);
  p.setTransform(tableArtPlacement());
  p.fillRect(QRectF(14, 8, 6, 6), QColor(40, 90, 210));
  p.end();
  return art.save(path);
}

// A 24 x 16 table of open ground with one field far from the pond, its art (table-art.png)
// beside it; with `anchored`, its `art:` anchored at two corners, else no `art:` yet (as a
// designer starts). Empty when the art cannot be written.
inline QString writeArtTable(const QTemporaryDir& dir, bool anchored = true) {
  if (!paintTableArt(dir.filePath("table-art.png"))) return {};
  const auto px = [](double x, double y) {
    const QPointF p = tableArtPixel(x, y);
    return QString("[%1, %2]").arg(p.x(), 0, 'f', 3).arg(p.y(), 0, 'f', 3).toStdString();
  };
  const QString path = dir.filePath("pond.map.yaml");
  std::ofstream out(path.toStdString());
  out << "sandtable: 1\nkind: map\nid: pond\nname: Pond\nruleset: force-on-force\n"
         "grid: {type: table, width: 24, height: 16, unit: in}\nfeatures:\n"
         "  - {id: wheat, terrain: crops, shape: {rect: [2, 2, 5, 4]}}\n";
  if (anchored)
    out << "art:\n  image: table-art.png\n  anchors:\n"
        << "    - {at: [1, 1], px: " << px(1, 1) << "}\n"
        << "    - {at: [23, 15], px: " << px(23, 15) << "}\n";
  return path;
}

}  // namespace sandtable::test
