// TMX (XML) maps and TSX tilesets, read with QXmlStreamReader so that every element keeps its
// line number for messages. Unknown elements and attributes are skipped, as Tiled's own
// format documentation recommends.
#include <QXmlStreamReader>
#include <algorithm>
#include <vector>

#include "importers/tiled_document.h"

namespace sandtable::tiled {

namespace {

class TmxParser {
 public:
  TmxParser(std::string_view text, std::string file, Diagnostics& diagnostics)
      : text_(QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()))),
        xml_(text_),
        file_(std::move(file)),
        diagnostics_(diagnostics) {
    lineStarts_.push_back(0);
    for (qsizetype i = 0; i < text_.size(); ++i)
      if (text_[i] == '\n') lineStarts_.push_back(i + 1);
  }

  // Moves to the root element; false (reported) when there is none or it is not `name`.
  bool openRoot(const char* name, const char* what, const char* code) {
    while (!xml_.atEnd() && !xml_.isStartElement()) xml_.readNext();
    if (xml_.hasError() || !xml_.isStartElement()) {
      reportXmlError(what);
      return false;
    }
    if (xml_.name() != QLatin1String(name)) {
      diagnostics_.error(code, here(),
                         file_ + " is not a " + what + ": its root element is <" +
                             xml_.name().toString().toStdString() + ">, expected <" + name + ">",
                         "export the map from Tiled as TMX (File > Save As, *.tmx)");
      return false;
    }
    return true;
  }

  // After parsing: a broken document is unreadable even if part of it was understood.
  bool finishedCleanly(const char* what) {
    while (!xml_.atEnd() && !xml_.hasError()) xml_.readNext();
    if (xml_.hasError()) {
      reportXmlError(what);
      return false;
    }
    return true;
  }

  void readMap(Document& doc, const ReadContext& ctx) {
    mark(doc);
    doc.orientation = attr("orientation");
    doc.staggerAxis = attr("staggeraxis");
    doc.staggerIndex = attr("staggerindex");
    doc.width = intAttr("width", "<map>");
    doc.height = intAttr("height", "<map>");
    doc.tileWidth = intAttr("tilewidth", "<map>");
    doc.tileHeight = intAttr("tileheight", "<map>");
    doc.hexSideLength = intAttr("hexsidelength", "<map>");
    doc.infinite = attr("infinite") == "1";
    while (xml_.readNextStartElement()) {
      const auto name = xml_.name();
      if (name == QLatin1String("properties")) {
        doc.properties = readProperties();
      } else if (name == QLatin1String("tileset")) {
        Tileset ts;
        mark(ts);
        ts.firstGid = static_cast<std::uint32_t>(intAttr("firstgid", "<tileset>"));
        ts.source = attr("source");
        ts.definedIn = ctx.file;
        if (ts.source.empty())
          readTilesetBody(ts);
        else
          xml_.skipCurrentElement();
        if (!ts.source.empty()) loadExternalTileset(ts, ctx);
        doc.tilesets.push_back(std::move(ts));
      } else if (isLayer(name)) {
        readLayerLike(doc, true);
      } else {
        xml_.skipCurrentElement();
      }
    }
  }

  void readTilesetBody(Tileset& ts) {
    ts.name = attr("name");
    ts.tileCount = intAttr("tilecount", "<tileset>");
    bool sheet = false;  // one image for the whole tileset
    while (xml_.readNextStartElement()) {
      if (xml_.name() == QLatin1String("properties")) {
        ts.properties = readProperties();
      } else if (xml_.name() == QLatin1String("image")) {
        sheet = true;
        xml_.skipCurrentElement();
      } else if (xml_.name() == QLatin1String("tile")) {
        const auto id = static_cast<std::uint32_t>(intAttr("id", "<tile>"));
        std::string tileClass = attr("class");
        if (tileClass.empty()) tileClass = attr("type");  // Tiled up to 1.8
        if (!tileClass.empty()) ts.tileClasses[id] = tileClass;
        Properties props;
        while (xml_.readNextStartElement()) {
          if (xml_.name() == QLatin1String("properties")) {
            props = readProperties();
          } else {
            if (xml_.name() == QLatin1String("image")) ts.tileImages[id] = attr("source");
            xml_.skipCurrentElement();
          }
        }
        ts.tiles[id] = std::move(props);
      } else {
        xml_.skipCurrentElement();
      }
    }
    ts.imageCollection = !sheet && !ts.tileImages.empty();
  }

  // The start of the current element's tag: the reader itself stands at its end, which for a
  // tag spread over several lines is not where a person looks.
  SourcePosition here() const {
    qsizetype at = std::min<qsizetype>(xml_.characterOffset(), text_.size());
    while (at > 0 && text_[at - 1] != '<') --at;
    if (at > 0) --at;
    const auto next = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), at);
    const auto line = static_cast<int>(next - lineStarts_.begin());
    return {file_, line, static_cast<int>(at - *(next - 1)) + 1};
  }

  template <class Element>
  void mark(Element& e) const {
    const SourcePosition at = here();
    e.line = at.line;
    e.column = at.column;
  }

 private:
  static bool isLayer(QStringView name) {
    return name == QLatin1String("layer") || name == QLatin1String("objectgroup") ||
           name == QLatin1String("imagelayer") || name == QLatin1String("group");
  }

  void readLayerLike(Document& doc, bool parentVisible) {
    const auto name = xml_.name();
    const bool visible = parentVisible && attr("visible") != "0";
    if (name == QLatin1String("group")) {
      while (xml_.readNextStartElement()) {
        const auto child = xml_.name();
        if (isLayer(child))
          readLayerLike(doc, visible);
        else
          xml_.skipCurrentElement();
      }
      return;
    }
    Layer layer;
    mark(layer);
    layer.name = attr("name");
    layer.visible = visible;
    if (name == QLatin1String("imagelayer")) {
      layer.kind = Layer::Kind::Image;
      while (xml_.readNextStartElement()) {
        if (xml_.name() == QLatin1String("image")) layer.image = attr("source");
        xml_.skipCurrentElement();
      }
    } else if (name == QLatin1String("objectgroup")) {
      layer.kind = Layer::Kind::Objects;
      while (xml_.readNextStartElement()) {
        if (xml_.name() == QLatin1String("object"))
          layer.objects.push_back(readObject());
        else
          xml_.skipCurrentElement();
      }
    } else {
      layer.width = attr("width").empty() ? doc.width : intAttr("width", "<layer>");
      layer.height = attr("height").empty() ? doc.height : intAttr("height", "<layer>");
      while (xml_.readNextStartElement()) {
        if (xml_.name() == QLatin1String("data") && !doc.infinite)
          readData(layer);
        else
          xml_.skipCurrentElement();
      }
    }
    doc.layers.push_back(std::move(layer));
  }

  void readData(Layer& layer) {
    const SourcePosition dataAt = here();
    const std::string encoding = attr("encoding");
    const std::string compression = attr("compression");
    const auto where = [&] { return dataAt; };
    if (layer.width <= 0 || layer.height <= 0 || layer.width > kMaxMapSide ||
        layer.height > kMaxMapSide) {
      xml_.skipCurrentElement();
      return;  // the map's own size check reports it
    }
    const auto expected =
        static_cast<std::size_t>(layer.width) * static_cast<std::size_t>(layer.height);
    if (encoding.empty()) {
      // Tiled's oldest layout: one <tile gid="..."/> element per cell.
      layer.gids.clear();
      while (xml_.readNextStartElement()) {
        if (xml_.name() == QLatin1String("chunk")) {
          diagnostics_.error("tiled-infinite", here(),
                             "layer '" + layer.name + "' is stored in chunks (an infinite map)",
                             "in Tiled, uncheck Map > Map Properties > Infinite and save again");
          xml_.skipCurrentElement();
          return;
        }
        if (xml_.name() == QLatin1String("tile")) {
          const std::string gid = attr("gid");
          bool ok = true;
          layer.gids.push_back(gid.empty() ? 0u : QString::fromStdString(gid).toUInt(&ok));
          if (!ok) {
            diagnostics_.error(
                "tiled-bad-data", here(),
                "layer '" + layer.name + "': <tile gid=\"" + gid + "\"> is not a tile id",
                "use a whole number, 0 for an empty cell");
            xml_.skipCurrentElement();
            skipRest();
            return;
          }
        }
        xml_.skipCurrentElement();
      }
      if (layer.gids.size() != expected) {
        diagnostics_.error("tiled-bad-size", where(),
                           "layer '" + layer.name + "' has " + std::to_string(layer.gids.size()) +
                               " <tile> elements but is " + std::to_string(layer.width) + "x" +
                               std::to_string(layer.height) + " = " + std::to_string(expected) +
                               " cells",
                           "make the layer exactly as large as the map");
        return;
      }
      layer.decoded = true;
      return;
    }
    const QString text = xml_.readElementText(QXmlStreamReader::IncludeChildElements);
    if (xml_.hasError()) return;  // reported once the document ends
    const DecodeResult r =
        decodeTileData(encoding, compression, text.toStdString(), expected, layer.gids);
    if (!r.ok) {
      diagnostics_.error("tiled-bad-data", where(), "layer '" + layer.name + "': " + r.error,
                         r.fix);
      layer.gids.clear();
      return;
    }
    layer.decoded = true;
  }

  void skipRest() {
    while (xml_.readNextStartElement()) xml_.skipCurrentElement();
  }

  Object readObject() {
    Object o;
    mark(o);
    o.id = intAttr("id", "<object>");
    o.name = attr("name");
    o.objectClass = attr("class");
    if (o.objectClass.empty()) o.objectClass = attr("type");
    o.x = doubleAttr("x");
    o.y = doubleAttr("y");
    o.width = doubleAttr("width");
    o.height = doubleAttr("height");
    o.rotation = doubleAttr("rotation");
    o.gid = static_cast<std::uint32_t>(QString::fromStdString(attr("gid")).toUInt());
    while (xml_.readNextStartElement()) {
      const auto name = xml_.name();
      if (name == QLatin1String("properties")) {
        o.properties = readProperties();
        continue;
      }
      if (name == QLatin1String("point")) o.point = true;
      if (name == QLatin1String("ellipse")) o.ellipse = true;
      if (name == QLatin1String("text")) o.text = true;
      if (name == QLatin1String("polyline") || name == QLatin1String("polygon")) {
        o.polygon = name == QLatin1String("polygon");
        const QStringList pairs =
            QString::fromStdString(attr("points")).split(' ', Qt::SkipEmptyParts);
        for (const QString& pair : pairs) {
          const QStringList xy = pair.split(',');
          bool okX = false, okY = false;
          const double px = xy.value(0).toDouble(&okX), py = xy.value(1).toDouble(&okY);
          if (xy.size() != 2 || !okX || !okY) {
            diagnostics_.error("tiled-bad-object", here(),
                               "object " + std::to_string(o.id) + " has a point '" +
                                   pair.toStdString() + "' that is not x,y",
                               "redraw the object in Tiled");
            o.polyline.clear();
            break;
          }
          o.polyline.push_back({o.x + px, o.y + py});
        }
      }
      xml_.skipCurrentElement();
    }
    return o;
  }

  Properties readProperties() {
    Properties props;
    while (xml_.readNextStartElement()) {
      if (xml_.name() != QLatin1String("property")) {
        xml_.skipCurrentElement();
        continue;
      }
      Property p;
      mark(p);
      p.name = attr("name");
      p.type = attr("type");
      if (p.type.empty()) p.type = "string";
      const bool hasValue = xml_.attributes().hasAttribute(QLatin1String("value"));
      p.value = attr("value");
      if (p.type == "class") {
        xml_.skipCurrentElement();  // class members are not terrain data
      } else {
        // Multi-line strings are stored as the element's text instead of `value`.
        const QString text = xml_.readElementText(QXmlStreamReader::SkipChildElements);
        if (!hasValue) p.value = text.toStdString();
      }
      props.push_back(std::move(p));
    }
    return props;
  }

  std::string attr(const char* name) const {
    return xml_.attributes().value(QLatin1String(name)).toString().toStdString();
  }

  int intAttr(const char* name, const char* element) {
    const auto value = xml_.attributes().value(QLatin1String(name));
    if (value.isEmpty()) return 0;
    bool ok = false;
    const int v = value.toInt(&ok);
    if (!ok) {
      diagnostics_.error("tiled-bad-attribute", here(),
                         std::string("attribute '") + name + "' of " + element + " is '" +
                             value.toString().toStdString() + "', expected a whole number",
                         "fix the value in the file or save the map again from Tiled");
      return 0;
    }
    return v;
  }

  double doubleAttr(const char* name) const {
    return xml_.attributes().value(QLatin1String(name)).toDouble();
  }

  int line() const { return static_cast<int>(xml_.lineNumber()); }
  int column() const { return static_cast<int>(xml_.columnNumber()); }

  void reportXmlError(const char* what) {
    const std::string message =
        xml_.hasError() ? xml_.errorString().toStdString() : "the file is empty";
    // Where the XML reader stopped, not the tag before it.
    diagnostics_.error("tiled-bad-xml", {file_, line(), column()},
                       file_ + " is not a readable " + what + ": " + message,
                       "open and save the file in Tiled, or fix the XML at the position shown");
  }

  QString text_;
  std::vector<qsizetype> lineStarts_;  // offset of each line's first character
  QXmlStreamReader xml_;
  std::string file_;
  Diagnostics& diagnostics_;
};

}  // namespace

std::optional<Document> readTmx(std::string_view text, const ReadContext& ctx) {
  TmxParser parser(text, ctx.file, *ctx.diagnostics);
  if (!parser.openRoot("map", "TMX map", "tiled-not-map")) return std::nullopt;
  Document doc;
  parser.readMap(doc, ctx);
  if (!parser.finishedCleanly("TMX map")) return std::nullopt;
  return doc;
}

bool readTsx(std::string_view text, const std::string& file, Tileset& tileset,
             Diagnostics& diagnostics) {
  TmxParser parser(text, file, diagnostics);
  if (!parser.openRoot("tileset", "TSX tileset", "tiled-not-tileset")) return false;
  parser.readTilesetBody(tileset);
  return parser.finishedCleanly("TSX tileset");
}

}  // namespace sandtable::tiled
