// Table map -> Tiled: see tiled_table.h. Coordinates are written in pixels as the shortest
// text that reads back to the same number, so the import gives the table's own values.
#include <charconv>
#include <cmath>
#include <sstream>

#include "importers/tiled_table.h"
#include "model/ruleset.h"
#include "model/xml_text.h"

namespace sandtable::tiled {

namespace {

std::string exact(double v) {
  char text[64];
  const auto [end, ec] = std::to_chars(text, text + sizeof text, v);
  return ec == std::errc() ? std::string(text, end) : "0";
}

std::string px(double units) {
  return exact(units * kTableUnitPixels);
}

void property(std::ostringstream& x, const std::string& name, const std::string& value,
              const char* type = nullptr) {
  x << "    <property name=\"" << name << "\""
    << (type ? std::string(" type=\"") + type + "\"" : "") << " value=\"" << xmlEscaped(value)
    << "\"/>\n";
}

// The object's position attributes and its shape element, as Tiled writes each kind.
struct ShapeXml {
  std::string attributes;  // x, y (and width, height)
  std::string element;     // <polygon>, <polyline>, <ellipse/>, <point/> or nothing (a rectangle)
};

ShapeXml shapeXml(const Shape& shape) {
  ShapeXml s;
  const auto at = [](double x, double y) { return " x=\"" + px(x) + "\" y=\"" + px(y) + "\""; };
  const auto size = [](double w, double h) {
    return " width=\"" + px(w) + "\" height=\"" + px(h) + "\"";
  };
  switch (shape.kind) {
    case Shape::Kind::Rect:
      s.attributes = at(shape.points[0].x, shape.points[0].y) + size(shape.width, shape.height);
      break;
    case Shape::Kind::Circle:
      s.attributes = at(shape.points[0].x - shape.radius, shape.points[0].y - shape.radius) +
                     size(2 * shape.radius, 2 * shape.radius);
      s.element = "<ellipse/>";
      break;
    case Shape::Kind::Point:
      s.attributes = at(shape.points[0].x, shape.points[0].y);
      s.element = "<point/>";
      break;
    case Shape::Kind::Polygon:
    case Shape::Kind::Polyline: {
      const TablePoint first = shape.points.front();
      s.attributes = at(first.x, first.y);
      std::string points;
      for (const TablePoint& p : shape.points)
        points += (points.empty() ? "" : " ") + exact((p.x - first.x) * kTableUnitPixels) + "," +
                  exact((p.y - first.y) * kTableUnitPixels);
      s.element = std::string(shape.kind == Shape::Kind::Polygon ? "<polygon" : "<polyline") +
                  " points=\"" + points + "\"/>";
      break;
    }
  }
  return s;
}

void writeObject(std::ostringstream& x, int id, const std::string& name, const char* objectClass,
                 const Shape& shape, const std::vector<std::pair<std::string, std::string>>& props,
                 const std::vector<std::pair<std::string, std::string>>& floats) {
  const ShapeXml s = shapeXml(shape);
  x << "  <object id=\"" << id << "\"" << (name.empty() ? "" : " name=\"" + xmlEscaped(name) + "\"")
    << (objectClass ? std::string(" type=\"") + objectClass + "\"" : "") << s.attributes
    << ">\n   <properties>\n";
  for (const auto& [key, value] : props) property(x, key, value);
  for (const auto& [key, value] : floats) property(x, key, value, "float");
  x << "   </properties>\n";
  if (!s.element.empty()) x << "   " << s.element << "\n";
  x << "  </object>\n";
}

}  // namespace

bool buildTableExport(const Map& map, TiledExport& out, std::string* error) {
  const Ruleset& rules = *map.rules;
  if (map.table.width <= 0 || map.table.height <= 0) {
    if (error) *error = "table '" + map.id + "' has no size";
    return false;
  }
  std::ostringstream x;
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<map version=\"1.8\" tiledversion=\"1.8.2\" orientation=\"orthogonal\" "
       "renderorder=\"right-down\" width=\""
    << static_cast<int>(std::ceil(map.table.width)) << "\" height=\""
    << static_cast<int>(std::ceil(map.table.height)) << "\" tilewidth=\"" << kTableUnitPixels
    << "\" tileheight=\"" << kTableUnitPixels
    << "\" infinite=\"0\" nextlayerid=\"3\" nextobjectid=\"@NEXT@\">\n <properties>\n";
  x << "  <property name=\"kind\" value=\"table\"/>\n";
  writeMapIdentity(x, map);
  x << "  <property name=\"width\" type=\"float\" value=\"" << exact(map.table.width) << "\"/>\n"
    << "  <property name=\"height\" type=\"float\" value=\"" << exact(map.table.height) << "\"/>\n"
    << "  <property name=\"unit\" value=\"" << xmlEscaped(map.table.unit) << "\"/>\n"
    << " </properties>\n";
  int next = 1;
  x << " <objectgroup id=\"1\" name=\"features\">\n";
  for (const TableFeature& f : map.features) {
    std::vector<std::pair<std::string, std::string>> props{
        {"id", f.id}, {"terrain", rules.terrain[static_cast<std::size_t>(f.terrain)].id}};
    if (f.storeys) props.emplace_back("storeys", std::to_string(*f.storeys));
    if (!f.notes.empty()) props.emplace_back("notes", f.notes);
    std::vector<std::pair<std::string, std::string>> floats;
    if (f.height) floats.emplace_back("height", exact(*f.height));
    if (f.shape.lineWidth) floats.emplace_back("width", exact(*f.shape.lineWidth));
    writeObject(x, next++, f.name, nullptr, f.shape, props, floats);
  }
  x << " </objectgroup>\n <objectgroup id=\"2\" name=\"markers\">\n";
  for (const PlacedMarker& m : map.placedMarkers) {
    // A marker placed `at` a point is a point object; one with its own shape keeps it.
    Shape shape;
    if (m.shape)
      shape = *m.shape;
    else
      shape = Shape{Shape::Kind::Point, {m.at.value_or(TablePoint{})}, 0, 0, 0, std::nullopt, {}};
    std::vector<std::pair<std::string, std::string>> props{
        {"id", m.id}, {"marker", rules.markers[static_cast<std::size_t>(m.marker)].id}};
    if (m.shape && m.shape->kind == Shape::Kind::Point) props.emplace_back("shape", "point");
    std::vector<std::pair<std::string, std::string>> floats;
    if (m.shape && m.shape->lineWidth) floats.emplace_back("width", exact(*m.shape->lineWidth));
    writeObject(x, next++, "", "marker", shape, props, floats);
  }
  x << " </objectgroup>\n</map>\n";
  out.tmx = x.str();
  out.tmx.replace(out.tmx.find("@NEXT@"), 6, std::to_string(next));
  return true;
}

}  // namespace sandtable::tiled
