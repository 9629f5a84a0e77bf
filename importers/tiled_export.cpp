#include "importers/tiled_export.h"

#include <QBuffer>
#include <QColor>
#include <QImage>
#include <QPainter>
#include <QPolygonF>
#include <cmath>
#include <sstream>

#include "importers/tiled_cards.h"
#include "importers/tiled_geometry.h"
#include "importers/tiled_import_internal.h"
#include "importers/tiled_table.h"
#include "model/document_io.h"
#include "model/ruleset.h"
#include "model/xml_text.h"

namespace sandtable {

namespace {

using tiled::HexPixels;
using tiled::Point;

constexpr int kTilesetColumns = 8;

struct TileSize {
  int width = 0;
  int height = 0;
  bool staggerX = true;
};

// Flat hexes are 2s wide and about sqrt(3)s tall; pointy ones the other way round. Even
// numbers keep every centre and corner on whole pixels.
TileSize tileSizeFor(const Map& map) {
  const bool flat = map.grid.layout.orientation == Orientation::Flat;
  const int across = 2 * kTiledHexSide;
  const int narrow = 2 * static_cast<int>(std::lround(std::sqrt(3.0) * kTiledHexSide / 2));
  return flat ? TileSize{across, narrow, true} : TileSize{narrow, across, false};
}

std::vector<int> exportedLevels(const Ruleset& rules) {
  std::vector<int> levels;
  for (int l = rules.levelMin; l <= rules.levelMax; ++l)
    if (l != 0) levels.push_back(l);
  return levels;
}

std::string number(double v) {
  if (std::floor(v) == v) return std::to_string(static_cast<long long>(v));
  std::ostringstream s;
  s.precision(10);
  s << v;
  return s.str();
}

QImage tilesetImage(const Ruleset& rules, const TileSize& size) {
  const int count = static_cast<int>(rules.terrain.size() + exportedLevels(rules).size());
  const int columns = std::min(kTilesetColumns, std::max(1, count));
  const int rows = (count + columns - 1) / columns;
  QImage image(columns * size.width, rows * size.height, QImage::Format_ARGB32);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);
  const HexPixels pixels(size.width, size.height, kTiledHexSide, size.staggerX, false);
  const auto hexAt = [&](int tile, double inset) {
    const double ox = (tile % columns) * size.width, oy = (tile / columns) * size.height;
    const double cx = size.width / 2.0, cy = size.height / 2.0;
    QPolygonF polygon;
    for (const Point& p : pixels.corners({0, 0}))
      polygon << QPointF(ox + cx + (p.x - cx) * inset, oy + cy + (p.y - cy) * inset);
    return polygon;
  };
  int tile = 0;
  for (const TerrainType& t : rules.terrain) {
    const QColor fill(QString::fromStdString(t.color.empty() ? "#cccccc" : t.color));
    painter.setPen(QPen(fill.darker(130), 1));
    painter.setBrush(fill);
    painter.drawPolygon(hexAt(tile++, 1.0));
  }
  // Level tiles sit over the terrain: a translucent wash and one pip per level, brown for
  // hills and blue for depressions, so both layers stay readable in Tiled.
  for (int level : exportedLevels(rules)) {
    const QColor ink = level > 0 ? QColor(110, 75, 35) : QColor(40, 90, 150);
    QColor wash = ink;
    wash.setAlpha(std::min(200, 30 * std::abs(level)));
    painter.setPen(QPen(ink, 2));
    painter.setBrush(wash);
    painter.drawPolygon(hexAt(tile, 0.85));
    const double ox = (tile % columns) * size.width, oy = (tile / columns) * size.height;
    const int pips = std::abs(level);
    painter.setBrush(ink);
    painter.setPen(Qt::NoPen);
    for (int i = 0; i < pips; ++i) {
      const double x = ox + size.width / 2.0 + (i - (pips - 1) / 2.0) * 8;
      painter.drawEllipse(QPointF(x, oy + size.height / 2.0), 3, 3);
    }
    ++tile;
  }
  painter.end();
  return image;
}

void writeCsvLayer(std::ostringstream& x, int id, const char* name, const Map& map,
                   const std::vector<int>& gids, const char* extra) {
  x << " <layer id=\"" << id << "\" name=\"" << name << "\" width=\"" << map.grid.columns
    << "\" height=\"" << map.grid.rows << "\"" << extra << ">\n  <data encoding=\"csv\">\n";
  for (int row = 0; row < map.grid.rows; ++row) {
    for (int col = 0; col < map.grid.columns; ++col) {
      x << gids[static_cast<std::size_t>(map.grid.index({col, row}))];
      if (row + 1 < map.grid.rows || col + 1 < map.grid.columns) x << ',';
    }
    x << '\n';
  }
  x << "</data>\n </layer>\n";
}

void writePolyline(std::ostringstream& x, const std::vector<Point>& points) {
  x << "   <polyline points=\"";
  for (std::size_t i = 0; i < points.size(); ++i)
    x << (i ? " " : "") << number(points[i].x - points[0].x) << ','
      << number(points[i].y - points[0].y);
  x << "\"/>\n";
}

}  // namespace

namespace tiled {

bool pngBytes(const QImage& image, std::string& out, std::string* error) {
  QByteArray png;
  QBuffer buffer(&png);
  buffer.open(QIODevice::WriteOnly);
  if (!image.save(&buffer, "PNG")) {
    if (error) *error = "the tileset image could not be encoded as PNG";
    return false;
  }
  out = png.toStdString();
  return true;
}

}  // namespace tiled

bool buildTiledExport(const Map& map, const std::string& imageName, TiledExport& out,
                      std::string* error) {
  if (!map.rules) {
    if (error) *error = "map '" + map.id + "' has no loaded ruleset";
    return false;
  }
  if (map.isCards()) return tiled::buildCardExport(map, imageName, out, error);
  if (map.isTable()) return tiled::buildTableExport(map, out, error);
  const Ruleset& rules = *map.rules;
  const TileSize size = tileSizeFor(map);
  const auto levels = exportedLevels(rules);
  const int terrainCount = static_cast<int>(rules.terrain.size());
  const int tileCount = terrainCount + static_cast<int>(levels.size());
  const int columns = std::min(kTilesetColumns, std::max(1, tileCount));
  const bool even = map.grid.layout.stagger == Stagger::Even;
  const HexPixels pixels(size.width, size.height, kTiledHexSide, size.staggerX, even);

  const QImage image = tilesetImage(rules, size);
  if (!tiled::pngBytes(image, out.png, error)) return false;
  out.imageName = imageName;

  std::ostringstream x;
  int nextObject = 1;
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<map version=\"1.8\" tiledversion=\"1.8.2\" orientation=\"hexagonal\" "
       "renderorder=\"right-down\" width=\""
    << map.grid.columns << "\" height=\"" << map.grid.rows << "\" tilewidth=\"" << size.width
    << "\" tileheight=\"" << size.height << "\" infinite=\"0\" hexsidelength=\"" << kTiledHexSide
    << "\" staggeraxis=\"" << (size.staggerX ? "x" : "y") << "\" staggerindex=\""
    << (even ? "even" : "odd") << "\" nextlayerid=\"4\" nextobjectid=\"@NEXT@\">\n";
  x << " <properties>\n";
  tiled::writeMapIdentity(x, map);
  tiled::writeHexMapProperties(x, map);
  x << " </properties>\n";
  x << " <tileset firstgid=\"1\" name=\"" << xmlEscaped("sandtable-" + rules.id)
    << "\" tilewidth=\"" << size.width << "\" tileheight=\"" << size.height << "\" tilecount=\""
    << tileCount << "\" columns=\"" << columns << "\">\n"
    << "  <image source=\"" << xmlEscaped(imageName) << "\" width=\"" << image.width()
    << "\" height=\"" << image.height() << "\"/>\n";
  for (int t = 0; t < terrainCount; ++t)
    x << "  <tile id=\"" << t << "\">\n   <properties>\n    <property name=\"terrain\" value=\""
      << xmlEscaped(rules.terrain[static_cast<std::size_t>(t)].id)
      << "\"/>\n   </properties>\n  </tile>\n";
  for (std::size_t i = 0; i < levels.size(); ++i)
    x << "  <tile id=\"" << terrainCount + static_cast<int>(i) << "\">\n   <properties>\n"
      << "    <property name=\"level\" type=\"int\" value=\"" << levels[i]
      << "\"/>\n   </properties>\n  </tile>\n";
  x << " </tileset>\n";

  std::vector<int> terrainGids, levelGids;
  for (int t : map.terrain) terrainGids.push_back(t + 1);
  for (int l : map.levels) {
    const auto it = std::find(levels.begin(), levels.end(), l);
    levelGids.push_back(
        it == levels.end() ? 0 : terrainCount + 1 + static_cast<int>(it - levels.begin()));
  }
  writeCsvLayer(x, 1, "terrain", map, terrainGids, "");
  writeCsvLayer(x, 2, "levels", map, levelGids, " opacity=\"0.8\"");

  x << " <objectgroup id=\"3\" name=\"features\">\n";
  for (const HexsideEntry& h : map.hexsides) {
    const auto side = pixels.sharedSide(h.a, h.b);
    if (!side || h.feature < 0) continue;
    x << "  <object id=\"" << nextObject++ << "\" type=\"hexside\" x=\"" << number((*side)[0].x)
      << "\" y=\"" << number((*side)[0].y)
      << "\">\n   <properties>\n    <property name=\"feature\" value=\""
      << xmlEscaped(rules.hexsides[static_cast<std::size_t>(h.feature)].id)
      << "\"/>\n   </properties>\n";
    writePolyline(x, {(*side)[0], (*side)[1]});
    x << "  </object>\n";
  }
  for (const Road& road : map.roads) {
    if (road.size() < 2) continue;
    std::vector<Point> points;
    for (const Offset& o : road) points.push_back(pixels.center(o));
    x << "  <object id=\"" << nextObject++ << "\" type=\"road\" x=\"" << number(points[0].x)
      << "\" y=\"" << number(points[0].y) << "\">\n";
    writePolyline(x, points);
    x << "  </object>\n";
  }
  for (const auto& [index, info] : map.info) {
    // An objective is a point of class objective; a named hex, a named point of no class
    // (which is how Tiled users label places, and what the import reads as a hex name).
    if (info.objective || !info.name.empty()) {
      const Point c = pixels.center(map.grid.offset(index));
      x << "  <object id=\"" << nextObject++ << "\""
        << (info.name.empty() ? "" : " name=\"" + xmlEscaped(info.name) + "\"")
        << (info.objective ? " type=\"objective\"" : "") << " x=\"" << number(c.x) << "\" y=\""
        << number(c.y) << "\">\n   <point/>\n  </object>\n";
    }
    if (!info.markers.empty())
      out.notes.push_back("markers in hex " + map.grid.label(index) + " are not exported");
  }
  x << " </objectgroup>\n</map>\n";
  out.tmx = x.str();
  out.tmx.replace(out.tmx.find("@NEXT@"), 6, std::to_string(nextObject));
  return true;
}

std::filesystem::path tiledTilesetImagePath(const std::filesystem::path& tmxPath) {
  const std::string imageName = tmxPath.stem().string() + "-tileset.png";
  return tmxPath.has_parent_path() ? tmxPath.parent_path() / imageName
                                   : std::filesystem::path(imageName);
}

bool exportTiledMap(const Map& map, const std::filesystem::path& tmxPath,
                    std::vector<std::string>* notes, std::string* error) {
  TiledExport out;
  const std::filesystem::path imagePath = tiledTilesetImagePath(tmxPath);
  if (!buildTiledExport(map, imagePath.filename().string(), out, error)) return false;
  if (notes) *notes = out.notes;
  // A table has no tiles, so no tileset picture.
  return (out.png.empty() || saveFileAtomically(imagePath, out.png, error)) &&
         saveFileAtomically(tmxPath, out.tmx, error);
}

}  // namespace sandtable
