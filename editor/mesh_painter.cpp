#include "editor/mesh_painter.h"

#include <algorithm>

namespace sandtable::editor {

namespace {
QColor unpremultiplied(const Vertex& v) {
  if (v.a == 0) return QColor(0, 0, 0, 0);
  const auto un = [&](std::uint8_t c) { return std::min(255, c * 255 / v.a); };
  return QColor(un(v.r), un(v.g), un(v.b), v.a);
}
}  // namespace

void paintMesh(QPainter& painter, const Mesh& mesh, const QTransform& toDevice, const QRectF& visible) {
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing, false);
  painter.setPen(Qt::NoPen);
  const auto& t = mesh.triangles;
  QPointF pts[3];
  QRgb current = 0;
  bool haveColor = false;
  for (std::size_t i = 0; i + 2 < t.size(); i += 3) {
    const float minX = std::min({t[i].x, t[i + 1].x, t[i + 2].x}), maxX = std::max({t[i].x, t[i + 1].x, t[i + 2].x});
    const float minY = std::min({t[i].y, t[i + 1].y, t[i + 2].y}), maxY = std::max({t[i].y, t[i + 1].y, t[i + 2].y});
    if (maxX < visible.left() || minX > visible.right() || maxY < visible.top() || minY > visible.bottom()) continue;
    const QColor c = unpremultiplied(t[i]);
    if (!haveColor || c.rgba() != current) {
      painter.setBrush(c);
      current = c.rgba();
      haveColor = true;
    }
    for (int k = 0; k < 3; ++k) pts[k] = toDevice.map(QPointF(t[i + static_cast<std::size_t>(k)].x, t[i + static_cast<std::size_t>(k)].y));
    painter.drawConvexPolygon(pts, 3);
  }
  const auto& l = mesh.lines;
  QPen pen;
  pen.setCosmetic(true);
  pen.setWidthF(1.0);
  for (std::size_t i = 0; i + 1 < l.size(); i += 2) {
    if (std::max(l[i].x, l[i + 1].x) < visible.left() || std::min(l[i].x, l[i + 1].x) > visible.right() ||
        std::max(l[i].y, l[i + 1].y) < visible.top() || std::min(l[i].y, l[i + 1].y) > visible.bottom())
      continue;
    pen.setColor(unpremultiplied(l[i]));
    painter.setPen(pen);
    painter.drawLine(toDevice.map(QPointF(l[i].x, l[i].y)), toDevice.map(QPointF(l[i + 1].x, l[i + 1].y)));
  }
  painter.restore();
}

QRectF meshBounds(const Mesh& mesh) {
  float left = 0, top = 0, right = 0, bottom = 0;
  bool any = false;
  for (const auto* part : {&mesh.triangles, &mesh.lines})
    for (const Vertex& v : *part) {
      left = any ? std::min(left, v.x) : v.x;
      right = any ? std::max(right, v.x) : v.x;
      top = any ? std::min(top, v.y) : v.y;
      bottom = any ? std::max(bottom, v.y) : v.y;
      any = true;
    }
  return any ? QRectF(QPointF(left, top), QPointF(right, bottom)) : QRectF();
}

}  // namespace sandtable::editor
