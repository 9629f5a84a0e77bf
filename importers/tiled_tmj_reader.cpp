// TMJ (JSON) maps and TSJ tilesets. Qt's parsed JSON carries no line numbers, so the text's
// positions are scanned beside it (tiled_json_positions.h) and every map element gets the line
// and column where its JSON value begins; a syntax error is reported where Qt stopped.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

#include "importers/tiled_document.h"
#include "importers/tiled_json_positions.h"

namespace sandtable::tiled {

namespace {

SourcePosition positionOfOffset(std::string_view text, const std::string& file, int offset) {
  SourcePosition at{file, 1, 1};
  for (int i = 0; i < offset && i < static_cast<int>(text.size()); ++i) {
    if (text[static_cast<std::size_t>(i)] == '\n') {
      ++at.line;
      at.column = 1;
    } else {
      ++at.column;
    }
  }
  return at;
}

std::optional<QJsonObject> parseJsonObject(std::string_view text, const std::string& file,
                                           const char* what, Diagnostics& diagnostics) {
  QJsonParseError error{};
  const QJsonDocument json =
      QJsonDocument::fromJson(QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error);
  if (error.error != QJsonParseError::NoError) {
    diagnostics.error(
        "tiled-bad-json", positionOfOffset(text, file, error.offset),
        file + " is not a readable " + what + ": " + error.errorString().toStdString(),
        "open and save the file in Tiled, or fix the JSON at the position shown");
    return std::nullopt;
  }
  if (!json.isObject()) {
    diagnostics.error("tiled-bad-json", {file, 1, 1},
                      file + " is not a " + what + ": the JSON is not an object",
                      "export the map from Tiled as JSON (File > Export As, *.tmj)");
    return std::nullopt;
  }
  return json.object();
}

std::string scalarText(const QJsonValue& v) {
  if (v.isBool()) return v.toBool() ? "true" : "false";
  if (v.isDouble()) {
    const double d = v.toDouble();
    if (std::floor(d) == d && std::fabs(d) < 1e15) return std::to_string(static_cast<long long>(d));
    return QString::number(d, 'g', 15).toStdString();
  }
  return v.toString().toStdString();
}

// Gives a map element the line and column where its JSON value begins.
template <class Element>
void place(Element& e, const JsonPosition& at) {
  e.line = at.line;
  e.column = at.column;
}

// Tiled 1.2+ writes properties as [{name, type, value}]; older files as {name: value}.
// `at` is the position of the properties value itself.
Properties readProperties(const QJsonValue& value, const JsonPosition& at) {
  Properties props;
  if (value.isArray()) {
    int index = 0;
    for (const QJsonValue& item : value.toArray()) {
      const QJsonObject o = item.toObject();
      Property p;
      p.name = o.value("name").toString().toStdString();
      p.type = o.value("type").toString("string").toStdString();
      if (p.type != "class") p.value = scalarText(o.value("value"));
      place(p, at.item(index++));
      props.push_back(std::move(p));
    }
  } else if (value.isObject()) {
    const QJsonObject o = value.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
      Property p{it.key().toStdString(), "string", scalarText(it.value()), 0};
      place(p, at.member(p.name));
      props.push_back(std::move(p));
    }
  }
  return props;
}

// A JSON number as a Tiled tile id (gid, firstgid); 0, which no tile has, when it is not a
// whole number in range: casting a negative or huge double to an unsigned type is undefined.
std::uint32_t tileIdOf(const QJsonValue& v) {
  const double d = v.toDouble(0);
  return d >= 0 && d <= 4294967295.0 && std::floor(d) == d ? static_cast<std::uint32_t>(d) : 0;
}

int intOf(const QJsonObject& o, const char* key) {
  return o.value(key).toInt();
}

void readTilesetBody(const QJsonObject& o, const JsonPosition& at, Tileset& ts) {
  ts.name = o.value("name").toString().toStdString();
  ts.tileCount = intOf(o, "tilecount");
  ts.properties = readProperties(o.value("properties"), at.member("properties"));
  int index = 0;
  for (const QJsonValue& item : o.value("tiles").toArray()) {
    const QJsonObject tile = item.toObject();
    const JsonPosition& tileAt = at.member("tiles").item(index++);
    const auto id = static_cast<std::uint32_t>(tile.value("id").toInt());
    ts.tiles[id] = readProperties(tile.value("properties"), tileAt.member("properties"));
    // `class` from Tiled 1.9, `type` before.
    const QString tileClass = tile.value(tile.contains("class") ? "class" : "type").toString();
    if (!tileClass.isEmpty()) ts.tileClasses[id] = tileClass.toStdString();
    if (tile.contains("image")) ts.tileImages[id] = tile.value("image").toString().toStdString();
  }
  ts.imageCollection = !o.contains("image") && !ts.tileImages.empty();
  // Before Tiled 1.2: "tileproperties": {"3": {"terrain": "woods"}}.
  const QJsonObject legacy = o.value("tileproperties").toObject();
  for (auto it = legacy.begin(); it != legacy.end(); ++it)
    ts.tiles[it.key().toUInt()] =
        readProperties(it.value(), at.member("tileproperties").member(it.key().toStdString()));
}

class TmjLayers {
 public:
  TmjLayers(Document& doc, const ReadContext& ctx) : doc_(doc), ctx_(ctx) {}

  // `at` is the position of the layers array.
  void read(const QJsonArray& layers, const JsonPosition& at, bool parentVisible) {
    int index = 0;
    for (const QJsonValue& item : layers) {
      const QJsonObject o = item.toObject();
      const JsonPosition& layerAt = at.item(index++);
      const std::string type = o.value("type").toString().toStdString();
      const bool visible = parentVisible && o.value("visible").toBool(true);
      if (type == "group")
        read(o.value("layers").toArray(), layerAt.member("layers"), visible);
      else if (type == "tilelayer")
        readTileLayer(o, layerAt, visible);
      else if (type == "objectgroup")
        readObjectLayer(o, layerAt, visible);
      else if (type == "imagelayer")
        readImageLayer(o, layerAt, visible);
    }
  }

 private:
  void readTileLayer(const QJsonObject& o, const JsonPosition& at, bool visible) {
    Layer layer;
    place(layer, at);
    layer.name = o.value("name").toString().toStdString();
    layer.visible = visible;
    layer.width = o.contains("width") ? intOf(o, "width") : doc_.width;
    layer.height = o.contains("height") ? intOf(o, "height") : doc_.height;
    const std::string where = "layer '" + layer.name + "': ";
    if (doc_.infinite || layer.width <= 0 || layer.height <= 0 || layer.width > kMaxMapSide ||
        layer.height > kMaxMapSide) {
      doc_.layers.push_back(std::move(layer));  // the map's own checks report the size
      return;
    }
    const auto expected =
        static_cast<std::size_t>(layer.width) * static_cast<std::size_t>(layer.height);
    const QJsonValue data = o.value("data");
    const std::string encoding = o.value("encoding").toString("csv").toStdString();
    const std::string compression = o.value("compression").toString().toStdString();
    DecodeResult r;
    if (data.isArray()) {
      r.ok = true;
      for (const QJsonValue& v : data.toArray()) {
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d > 4294967295.0 || std::floor(d) != d) {
          r = {false,
               "tile " + std::to_string(layer.gids.size() + 1) +
                   " is not a tile id (a whole number from 0)",
               "fix that value; every cell is a tile id, 0 for none"};
          break;
        }
        layer.gids.push_back(static_cast<std::uint32_t>(d));
      }
      if (r.ok && layer.gids.size() != expected)
        r = {false,
             "the layer holds " + std::to_string(layer.gids.size()) + " tiles but is " +
                 std::to_string(layer.width) + "x" + std::to_string(layer.height) + " = " +
                 std::to_string(expected) + " cells",
             "make the layer exactly as large as the map"};
    } else if (data.isString()) {
      r = decodeTileData(encoding == "csv" ? "base64" : encoding, compression,
                         data.toString().toStdString(), expected, layer.gids);
    } else if (o.contains("chunks")) {
      r = {false, "the layer is stored in chunks (an infinite map)",
           "in Tiled, uncheck Map > Map Properties > Infinite and export again"};
    } else {
      r = {false, "the layer has no `data`", "export the map again from Tiled"};
    }
    if (!r.ok) {
      const JsonPosition& dataAt = at.member("data").line ? at.member("data") : at;
      ctx_.diagnostics->error("tiled-bad-data", ctx_.at(dataAt.line, dataAt.column),
                              where + r.error, r.fix);
      layer.gids.clear();
    } else {
      layer.decoded = true;
    }
    doc_.layers.push_back(std::move(layer));
  }

  void readImageLayer(const QJsonObject& o, const JsonPosition& at, bool visible) {
    Layer layer;
    place(layer, at);
    layer.kind = Layer::Kind::Image;
    layer.name = o.value("name").toString().toStdString();
    layer.visible = visible;
    layer.image = o.value("image").toString().toStdString();
    doc_.layers.push_back(std::move(layer));
  }

  void readObjectLayer(const QJsonObject& o, const JsonPosition& at, bool visible) {
    Layer layer;
    place(layer, at);
    layer.kind = Layer::Kind::Objects;
    layer.name = o.value("name").toString().toStdString();
    layer.visible = visible;
    int index = 0;
    for (const QJsonValue& item : o.value("objects").toArray()) {
      const QJsonObject j = item.toObject();
      const JsonPosition& objectAt = at.member("objects").item(index++);
      Object obj;
      place(obj, objectAt);
      obj.id = intOf(j, "id");
      obj.name = j.value("name").toString().toStdString();
      obj.objectClass = j.value("class").toString().toStdString();
      if (obj.objectClass.empty()) obj.objectClass = j.value("type").toString().toStdString();
      obj.x = j.value("x").toDouble();
      obj.y = j.value("y").toDouble();
      obj.width = j.value("width").toDouble();
      obj.height = j.value("height").toDouble();
      obj.gid = tileIdOf(j.value("gid"));
      obj.point = j.value("point").toBool();
      obj.ellipse = j.value("ellipse").toBool();
      obj.text = j.contains("text");
      obj.rotation = j.value("rotation").toDouble();
      obj.polygon = j.contains("polygon");
      for (const QJsonValue& p : j.value(obj.polygon ? "polygon" : "polyline").toArray())
        obj.polyline.push_back({obj.x + p.toObject().value("x").toDouble(),
                                obj.y + p.toObject().value("y").toDouble()});
      obj.properties = readProperties(j.value("properties"), objectAt.member("properties"));
      layer.objects.push_back(std::move(obj));
    }
    doc_.layers.push_back(std::move(layer));
  }

  Document& doc_;
  const ReadContext& ctx_;
};

}  // namespace

std::optional<Document> readTmj(std::string_view text, const ReadContext& ctx) {
  auto root = parseJsonObject(text, ctx.file, "Tiled JSON map", *ctx.diagnostics);
  if (!root) return std::nullopt;
  const QJsonObject& o = *root;
  const JsonPosition at = jsonPositions(text);
  if (o.value("type").toString("map") != QLatin1String("map")) {
    ctx.diagnostics->error(
        "tiled-not-map", ctx.at(at.member("type").line, at.member("type").column),
        ctx.file + " is a Tiled " + o.value("type").toString().toStdString() + ", not a map",
        "give the map file (*.tmj), not a tileset");
    return std::nullopt;
  }
  // A size that is no whole number of tiles (1e300, 2.5) would read as 0 and be reported as
  // a "0x5" map: say what the file holds instead.
  for (const char* key : {"width", "height"}) {
    const double d = o.value(key).toDouble(1);
    if (std::floor(d) != d || std::abs(d) > 1e9) {
      const JsonPosition& keyAt = at.member(key);
      ctx.diagnostics->error("tiled-bad-size", ctx.at(keyAt.line, keyAt.column),
                             std::string("the map's ") + key + " is " +
                                 QString::number(d).toStdString() +
                                 ", not a whole number of tiles; Sandtable imports maps of 1 to " +
                                 std::to_string(kMaxMapSide) + " tiles each way",
                             "resize the map in Tiled (Map > Resize Map) and save it again");
      return std::nullopt;
    }
  }
  Document doc;
  place(doc, at);
  doc.orientation = o.value("orientation").toString().toStdString();
  doc.staggerAxis = o.value("staggeraxis").toString().toStdString();
  doc.staggerIndex = o.value("staggerindex").toString().toStdString();
  doc.width = intOf(o, "width");
  doc.height = intOf(o, "height");
  doc.tileWidth = intOf(o, "tilewidth");
  doc.tileHeight = intOf(o, "tileheight");
  doc.hexSideLength = intOf(o, "hexsidelength");
  doc.infinite = o.value("infinite").toBool();
  doc.properties = readProperties(o.value("properties"), at.member("properties"));
  int index = 0;
  for (const QJsonValue& item : o.value("tilesets").toArray()) {
    const QJsonObject t = item.toObject();
    const JsonPosition& tilesetAt = at.member("tilesets").item(index++);
    Tileset ts;
    place(ts, tilesetAt);
    ts.firstGid = tileIdOf(t.value("firstgid"));
    ts.source = t.value("source").toString().toStdString();
    ts.definedIn = ctx.file;
    if (ts.source.empty())
      readTilesetBody(t, tilesetAt, ts);
    else
      loadExternalTileset(ts, ctx);
    doc.tilesets.push_back(std::move(ts));
  }
  TmjLayers(doc, ctx).read(o.value("layers").toArray(), at.member("layers"), true);
  return doc;
}

bool readTsj(std::string_view text, const std::string& file, Tileset& tileset,
             Diagnostics& diagnostics) {
  auto root = parseJsonObject(text, file, "Tiled JSON tileset", diagnostics);
  if (!root) return false;
  readTilesetBody(*root, jsonPositions(text), tileset);
  return true;
}

}  // namespace sandtable::tiled
