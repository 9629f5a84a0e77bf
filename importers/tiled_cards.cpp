#include "importers/tiled_cards.h"

#include <QColor>
#include <QImage>
#include <QPainter>
#include <charconv>
#include <sstream>

#include "importers/tiled_import_internal.h"
#include "model/ruleset.h"
#include "model/xml_text.h"

namespace sandtable::tiled {

namespace {

constexpr int kCardColumns = 8;

std::string bordersText(const CardBorders& b) {
  std::string out;
  for (std::size_t i = 0; i < b.size(); ++i)
    out += std::string(i ? "," : "") + (b[i] == Border::Dark ? "dark" : "light");
  return out;
}

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> out;
  std::string item;
  std::istringstream in(text);
  while (std::getline(in, item, ',')) {
    const auto first = item.find_first_not_of(' ');
    const auto last = item.find_last_not_of(' ');
    out.push_back(first == std::string::npos ? "" : item.substr(first, last - first + 1));
  }
  return out;
}

std::optional<CardBorders> bordersFrom(const std::string& text) {
  const auto parts = splitList(text);
  if (parts.size() != 4) return std::nullopt;
  CardBorders b{};
  for (std::size_t i = 0; i < 4; ++i) {
    if (parts[i] != "dark" && parts[i] != "light") return std::nullopt;
    b[i] = parts[i] == "dark" ? Border::Dark : Border::Light;
  }
  return b;
}

// A card drawn as Tiled shows it: its terrain's colour, a brown inset frame for a hill card
// beneath, and each dark border as a thick black edge.
void drawCard(QPainter& painter, const Ruleset& rules, const Map& map, int index, int tile) {
  const int s = kCardTileSide;
  const QRect r((tile % kCardColumns) * s, (tile / kCardColumns) * s, s, s);
  const TerrainType& t =
      rules.terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(index)])];
  painter.fillRect(r, QColor(QString::fromStdString(t.color.empty() ? "#cccccc" : t.color)));
  const CardData& card = map.cards[static_cast<std::size_t>(index)];
  if (card.hill)
    painter.setPen(QPen(QColor(110, 75, 35), 3)), painter.drawRect(r.adjusted(8, 8, -9, -9));
  const QLine edges[4] = {{r.topLeft(), r.topRight()},
                          {r.topRight(), r.bottomRight()},
                          {r.bottomLeft(), r.bottomRight()},
                          {r.topLeft(), r.bottomLeft()}};
  for (std::size_t i = 0; i < 4; ++i) {
    const bool dark = card.borders[i] == Border::Dark;
    painter.setPen(QPen(dark ? Qt::black : QColor(255, 255, 255, 160), dark ? 6 : 2));
    painter.drawLine(edges[i]);
  }
}

void writeProperty(std::ostringstream& x, const std::string& name, const std::string& value,
                   const char* indent = "    ") {
  x << indent << "<property name=\"" << name << "\" value=\"" << xmlEscaped(value) << "\"/>\n";
}

}  // namespace

bool buildCardExport(const Map& map, const std::string& imageName, TiledExport& out,
                     std::string* error) {
  const Ruleset& rules = *map.rules;
  const int count = map.grid.size();
  const int columns = std::min(kCardColumns, std::max(1, count));
  QImage image(columns * kCardTileSide, ((count + columns - 1) / columns) * kCardTileSide,
               QImage::Format_ARGB32);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  for (int i = 0; i < count; ++i) drawCard(painter, rules, map, i, i);
  painter.end();
  if (!pngBytes(image, out.png, error)) return false;
  out.imageName = imageName;

  std::ostringstream x;
  x << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    << "<map version=\"1.8\" tiledversion=\"1.8.2\" orientation=\"orthogonal\" "
       "renderorder=\"right-down\" width=\""
    << map.grid.columns << "\" height=\"" << map.grid.rows << "\" tilewidth=\"" << kCardTileSide
    << "\" tileheight=\"" << kCardTileSide
    << "\" infinite=\"0\" nextlayerid=\"2\" nextobjectid=\"1\">\n";
  x << " <properties>\n";
  writeProperty(x, "kind", "cards", "  ");
  writeMapIdentity(x, map);
  if (map.staging) writeProperty(x, "staging", edgeName(*map.staging), "  ");
  x << " </properties>\n";
  x << " <tileset firstgid=\"1\" name=\"" << xmlEscaped(map.id + "-cards") << "\" tilewidth=\""
    << kCardTileSide << "\" tileheight=\"" << kCardTileSide << "\" tilecount=\"" << count
    << "\" columns=\"" << columns << "\">\n"
    << "  <image source=\"" << xmlEscaped(imageName) << "\" width=\"" << image.width()
    << "\" height=\"" << image.height() << "\"/>\n";
  for (int i = 0; i < count; ++i) {
    const CardData& card = map.cards[static_cast<std::size_t>(i)];
    x << "  <tile id=\"" << i << "\">\n   <properties>\n";
    writeProperty(
        x, "terrain",
        rules.terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(i)])].id);
    if (!card.name.empty()) writeProperty(x, "name", card.name);
    if (!card.cover.empty()) {
      std::string cover;
      for (int c : card.cover) cover += (cover.empty() ? "" : ",") + std::to_string(c);
      writeProperty(x, "cover", cover);
    }
    writeProperty(x, "borders", bordersText(card.borders));
    if (card.hill) writeProperty(x, "hill", bordersText(*card.hill));
    if (const LocationInfo* info = map.infoAt(i); info && !info->markers.empty()) {
      std::string markers;
      for (int m : info->markers)
        markers += (markers.empty() ? "" : ",") + rules.markers[static_cast<std::size_t>(m)].id;
      writeProperty(x, "markers", markers);
    }
    x << "   </properties>\n  </tile>\n";
  }
  x << " </tileset>\n <layer id=\"1\" name=\"cards\" width=\"" << map.grid.columns << "\" height=\""
    << map.grid.rows << "\">\n  <data encoding=\"csv\">\n";
  for (int row = 0; row < map.grid.rows; ++row) {
    for (int col = 0; col < map.grid.columns; ++col)
      x << map.grid.index({col, row}) + 1
        << (row + 1 < map.grid.rows || col + 1 < map.grid.columns ? "," : "");
    x << '\n';
  }
  x << "</data>\n </layer>\n</map>\n";
  out.tmx = x.str();
  return true;
}

namespace {

class CardReader {
 public:
  CardReader(const Document& doc, const ReadContext& ctx, const Ruleset& rules, Map& map)
      : doc_(doc), ctx_(ctx), diags_(*ctx.diagnostics), rules_(rules), map_(map) {}

  // The top-most visible tile layer gives each position its card.
  void readCards() {
    const Layer* layer = nullptr;
    for (const Layer& l : doc_.layers)
      if (l.kind == Layer::Kind::Tiles && l.visible && l.decoded) layer = &l;
    if (!layer) {
      diags_.error("tiled-no-tile-layer", ctx_.of(doc_),
                   "the map has no visible tile layer of cards",
                   "add a tile layer that puts one card tile on every position");
      return;
    }
    for (int i = 0; i < map_.grid.size(); ++i) {
      const Offset o = map_.grid.offset(i);
      const auto cell = static_cast<std::size_t>(o.row * layer->width + o.col);
      const std::uint32_t gid = cell < layer->gids.size() ? layer->gids[cell] & 0x0fffffffu : 0;
      readCard(i, gid, *layer);
    }
  }

 private:
  void bad(const SourcePosition& at, int index, const std::string& what, const std::string& fix) {
    diags_.error("tiled-bad-card", at, "card " + map_.grid.label(index) + ": " + what, fix);
  }

  void readCard(int index, std::uint32_t gid, const Layer& layer) {
    const Properties* properties = nullptr;
    for (const Tileset& ts : doc_.tilesets)
      if (gid >= ts.firstGid && ts.firstGid > 0)
        if (auto it = ts.tiles.find(gid - ts.firstGid); it != ts.tiles.end())
          properties = &it->second;
    if (!properties) {
      bad(ctx_.of(layer), index, gid ? "its tile has no properties" : "there is no tile",
          "put a card tile (with terrain and borders properties) on every position");
      return;
    }
    CardData& card = map_.cards[static_cast<std::size_t>(index)];
    card.present = true;
    const Property* terrain = findProperty(*properties, "terrain");
    const int t = terrain ? rules_.terrainIndex(terrain->value) : -1;
    if (t < 0)
      bad(terrain ? ctx_.of(*terrain) : ctx_.of(layer), index,
          terrain
              ? "terrain '" + terrain->value + "' is not a terrain of ruleset '" + rules_.id + "'"
              : "its tile has no terrain property",
          "give the tile a terrain property naming one of the ruleset's terrain ids");
    else
      map_.terrain[static_cast<std::size_t>(index)] = t;
    if (const Property* name = findProperty(*properties, "name")) card.name = name->value;
    if (const Property* cover = findProperty(*properties, "cover")) readCover(*cover, index, card);
    const Property* borders = findProperty(*properties, "borders");
    if (auto b = borders ? bordersFrom(borders->value) : std::nullopt)
      card.borders = *b;
    else
      bad(borders ? ctx_.of(*borders) : ctx_.of(layer), index,
          borders ? "borders '" + borders->value + "' are not four of light or dark"
                  : "its tile has no borders property",
          "write the borders as n,e,s,w, e.g. dark,light,light,dark");
    if (const Property* hill = findProperty(*properties, "hill")) {
      card.hill = bordersFrom(hill->value);
      if (!card.hill)
        bad(ctx_.of(*hill), index, "hill '" + hill->value + "' is not four of light or dark",
            "write the hill card's borders as n,e,s,w, e.g. light,light,dark,light");
    }
    map_.levels[static_cast<std::size_t>(index)] = card.hill ? 1 : 0;
    if (const Property* markers = findProperty(*properties, "markers"))
      for (const std::string& id : splitList(markers->value)) {
        const int m = rules_.markerIndex(id);
        if (m >= 0)
          map_.info[index].markers.push_back(m);
        else
          bad(ctx_.of(*markers), index,
              "marker '" + id + "' is not a marker of ruleset '" + rules_.id + "'",
              "list marker ids of the ruleset, separated by commas");
      }
  }

  void readCover(const Property& cover, int index, CardData& card) {
    for (const std::string& part : splitList(cover.value)) {
      int value = 0;
      const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
      if (ec != std::errc() || end != part.data() + part.size() || value < 0) {
        bad(ctx_.of(cover), index, "cover '" + cover.value + "' is not a list of whole numbers",
            "write the cover values separated by commas, e.g. 2,3");
        card.cover.clear();
        return;
      }
      card.cover.push_back(value);
    }
  }

  const Document& doc_;
  const ReadContext& ctx_;
  Diagnostics& diags_;
  const Ruleset& rules_;
  Map& map_;
};

}  // namespace

std::shared_ptr<Map> importCardMap(const Document& doc, const ReadContext& ctx,
                                   std::shared_ptr<const Ruleset> rules,
                                   const TiledImportOptions& options,
                                   const std::filesystem::path& file) {
  if (doc.infinite || doc.width <= 0 || doc.height <= 0 || doc.width > kMaxMapSide ||
      doc.height > kMaxMapSide) {
    ctx.diagnostics->error("tiled-bad-size", ctx.of(doc),
                           "the map is " + std::to_string(doc.width) + "x" +
                               std::to_string(doc.height) +
                               " tiles; Sandtable imports finite maps of 1 to " +
                               std::to_string(kMaxMapSide) + " tiles each way",
                           "resize the map in Tiled (Map > Resize Map)");
    return nullptr;
  }
  auto map = std::make_shared<Map>();
  map->grid.type = GridType::Cards;
  map->grid.columns = doc.width;
  map->grid.rows = doc.height;
  map->grid.labels = LabelStyle::LetterNumber;
  map->rules = rules;
  map->ruleset = options.rulesetRef.empty() ? rules->id : options.rulesetRef;
  nameMap(doc, options, file, *map);
  map->resize();
  if (const Property* staging = findProperty(doc.properties, "staging")) {
    map->staging = parseEdge(staging->value);
    if (!map->staging)
      ctx.diagnostics->error("tiled-bad-card", ctx.of(*staging),
                             "staging '" + staging->value + "' is not a map edge",
                             "write north, east, south or west");
  }
  CardReader(doc, ctx, *rules, *map).readCards();
  return map;
}

}  // namespace sandtable::tiled
