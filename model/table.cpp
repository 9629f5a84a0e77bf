#include "model/table.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace sandtable {

Shape rectShape(double x, double y, double w, double h) {
  Shape rect;
  rect.kind = Shape::Kind::Rect;
  rect.points = {{x, y}};
  rect.width = w;
  rect.height = h;
  return rect;
}

const char* shapeKindName(Shape::Kind k) {
  switch (k) {
    case Shape::Kind::Polygon: return "polygon";
    case Shape::Kind::Polyline: return "polyline";
    case Shape::Kind::Circle: return "circle";
    case Shape::Kind::Rect: return "rect";
    case Shape::Kind::Point: return "point";
  }
  return "point";
}

std::string tableNumberText(double v) {
  if (std::isfinite(v) && std::fabs(v) < 1e15 && v == std::floor(v)) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", v == 0 ? 0.0 : v);  // no "-0"
    return buf;
  }
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  return buf;
}

std::string tablePointText(const TablePoint& p) { return tableNumberText(p.x) + "," + tableNumberText(p.y); }

std::optional<double> parseTableNumber(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  if (text.empty()) return std::nullopt;
  if (text.front() == '+') text.remove_prefix(1);
  double value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::optional<TablePoint> parseTablePoint(std::string_view text) {
  const auto comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  auto x = parseTableNumber(text.substr(0, comma));
  auto y = parseTableNumber(text.substr(comma + 1));
  if (!x || !y) return std::nullopt;
  return TablePoint{*x, *y};
}

}  // namespace sandtable
