// Tiled maps written by hand for the import tests: a 4x3 hex map on fighting-formations with
// a known terrain and level in every hex, in each tile layer encoding Tiled writes (XML
// elements, CSV, base64 raw/zlib/gzip/zstd) and both file formats (TMX, TMJ).
#pragma once

#include <zlib.h>

#include <QByteArray>
#include <QString>
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#ifdef SANDTABLE_HAVE_ZSTD
#include <zstd.h>
#endif

namespace sandtable::test {

// Tileset "ff": 0 open, 1 woods, 2 building, 3 field, 4 level 1, 5 level 2 (gids 1..6).
inline const std::vector<std::uint32_t> kTerrainGids{1, 2, 3, 4,  //
                                                     2, 2, 1, 1,  //
                                                     3, 1, 4, 2};
inline const std::vector<std::uint32_t> kLevelGids{0, 5, 0, 0,  //
                                                   0, 6, 5, 0,  //
                                                   0, 0, 0, 5};
// What the import must give, row-major: terrain ids and levels.
inline const std::vector<std::string> kExpectedTerrain{"open",     "woods", "building", "field",  //
                                                       "woods",    "woods", "open",     "open",   //
                                                       "building", "open",  "field",    "woods"};
inline const std::vector<int> kExpectedLevels{0, 1, 0, 0,  //
                                              0, 2, 1, 0,  //
                                              0, 0, 0, 1};

inline const char* const kTilesetBody =
    "  <tile id=\"0\"><properties><property name=\"terrain\" value=\"open\"/></properties></tile>\n"
    "  <tile id=\"1\"><properties><property name=\"terrain\" "
    "value=\"woods\"/></properties></tile>\n"
    "  <tile id=\"2\"><properties><property name=\"terrain\" "
    "value=\"building\"/></properties></tile>\n"
    "  <tile id=\"3\"><properties><property name=\"terrain\" "
    "value=\"field\"/></properties></tile>\n"
    "  <tile id=\"4\"><properties><property name=\"level\" type=\"int\" "
    "value=\"1\"/></properties></tile>\n"
    "  <tile id=\"5\"><properties><property name=\"level\" type=\"int\" "
    "value=\"2\"/></properties></tile>\n";

// The line of `needle`'s first occurrence in `text` (1-based), -1 when it is not there.
inline int lineOf(const std::string& text, const std::string& needle) {
  const auto pos = text.find(needle);
  return pos == std::string::npos
             ? -1
             : 1 + static_cast<int>(
                       std::count(text.begin(), text.begin() + static_cast<long>(pos), '\n'));
}

inline QByteArray littleEndian(const std::vector<std::uint32_t>& gids) {
  QByteArray bytes;
  for (std::uint32_t g : gids)
    for (int shift = 0; shift < 32; shift += 8)
      bytes.append(static_cast<char>((g >> shift) & 0xFF));
  return bytes;
}

// zlib (windowBits 15) or gzip (31) compression with zlib itself, as Tiled does.
inline QByteArray deflated(const QByteArray& raw, int windowBits) {
  z_stream zs{};
  deflateInit2(&zs, Z_BEST_COMPRESSION, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
  QByteArray out(static_cast<qsizetype>(deflateBound(&zs, static_cast<uLong>(raw.size()))), '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(raw.data()));
  zs.avail_in = static_cast<uInt>(raw.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  deflate(&zs, Z_FINISH);
  out.resize(static_cast<qsizetype>(zs.total_out));
  deflateEnd(&zs);
  return out;
}

inline QByteArray compressed(const QByteArray& raw, const std::string& compression) {
  if (compression == "zlib") return deflated(raw, 15);
  if (compression == "gzip") return deflated(raw, 31);
#ifdef SANDTABLE_HAVE_ZSTD
  if (compression == "zstd") {
    QByteArray out(static_cast<qsizetype>(ZSTD_compressBound(static_cast<size_t>(raw.size()))),
                   '\0');
    out.resize(
        static_cast<qsizetype>(ZSTD_compress(out.data(), static_cast<size_t>(out.size()),
                                             raw.data(), static_cast<size_t>(raw.size()), 3)));
    return out;
  }
#endif
  return raw;
}

// The <data> element of one layer. encoding: "xml", "csv", "base64"; compression for base64.
inline std::string tmxData(const std::vector<std::uint32_t>& gids, const std::string& encoding,
                           const std::string& compression, int width) {
  std::string out;
  if (encoding == "xml") {
    out = "  <data>\n";
    for (std::uint32_t g : gids)
      out += g ? "   <tile gid=\"" + std::to_string(g) + "\"/>\n" : "   <tile/>\n";
    return out + "  </data>\n";
  }
  if (encoding == "csv") {
    out = "  <data encoding=\"csv\">\n";
    for (std::size_t i = 0; i < gids.size(); ++i)
      out += std::to_string(gids[i]) + (i + 1 < gids.size() ? "," : "") +
             ((i + 1) % static_cast<std::size_t>(width) == 0 ? "\n" : "");
    return out + "</data>\n";
  }
  out = "  <data encoding=\"base64\"" +
        (compression.empty() ? std::string() : " compression=\"" + compression + "\"") + ">\n   ";
  out += compressed(littleEndian(gids), compression).toBase64().toStdString();
  return out + "\n  </data>\n";
}

struct TmxLayout {
  const char* axis;   // "x" | "y"
  const char* index;  // "odd" | "even"
};

inline std::string tmxHeader(TmxLayout layout, int width = 4, int height = 3) {
  const bool flat = std::string(layout.axis) == "x";
  return std::string("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") +
         "<map version=\"1.8\" tiledversion=\"1.8.2\" orientation=\"hexagonal\" "
         "renderorder=\"right-down\" width=\"" +
         std::to_string(width) + "\" height=\"" + std::to_string(height) + "\" tilewidth=\"" +
         (flat ? "64" : "56") + "\" tileheight=\"" + (flat ? "56" : "64") +
         "\" infinite=\"0\" hexsidelength=\"32\" staggeraxis=\"" + layout.axis +
         "\" staggerindex=\"" + layout.index + "\" nextlayerid=\"4\" nextobjectid=\"2\">\n";
}

inline std::string tmxTileset() {
  return std::string(
             " <tileset firstgid=\"1\" name=\"ff\" tilewidth=\"64\" tileheight=\"64\" "
             "tilecount=\"6\" columns=\"6\">\n") +
         "  <image source=\"ff.png\" width=\"384\" height=\"64\"/>\n" + kTilesetBody +
         " </tileset>\n";
}

// The whole map: tileset, a `ground` layer, a `levels` layer and optional extra XML
// (object layers) before </map>.
inline std::string tmxMap(TmxLayout layout, const std::string& encoding,
                          const std::string& compression, const std::string& extra = {}) {
  return tmxHeader(layout) + tmxTileset() +
         " <layer id=\"1\" name=\"ground\" width=\"4\" height=\"3\">\n" +
         tmxData(kTerrainGids, encoding, compression, 4) + " </layer>\n" +
         " <layer id=\"2\" name=\"Levels\" width=\"4\" height=\"3\">\n" +
         tmxData(kLevelGids, encoding, compression, 4) + " </layer>\n" + extra + "</map>\n";
}

// The same map as Tiled's JSON. encoding "array" writes plain GID arrays.
inline std::string tmjData(const std::vector<std::uint32_t>& gids, const std::string& encoding,
                           const std::string& compression) {
  if (encoding == "array") {
    std::string out = "\"data\": [";
    for (std::size_t i = 0; i < gids.size(); ++i) out += (i ? ", " : "") + std::to_string(gids[i]);
    return out + "]";
  }
  return "\"encoding\": \"base64\", \"compression\": \"" + compression + "\", \"data\": \"" +
         compressed(littleEndian(gids), compression).toBase64().toStdString() + "\"";
}

inline std::string tmjMap(TmxLayout layout, const std::string& encoding,
                          const std::string& compression, const std::string& extraLayers = {}) {
  const bool flat = std::string(layout.axis) == "x";
  std::string tiles;
  const char* terrains[] = {"open", "woods", "building", "field"};
  for (int i = 0; i < 4; ++i)
    tiles += std::string(i ? ", " : "") + "{\"id\": " + std::to_string(i) +
             ", \"properties\": [{\"name\": \"terrain\", \"type\": \"string\", \"value\": \"" +
             terrains[i] + "\"}]}";
  tiles +=
      ", {\"id\": 4, \"properties\": [{\"name\": \"level\", \"type\": \"int\", \"value\": 1}]}";
  tiles +=
      ", {\"id\": 5, \"properties\": [{\"name\": \"level\", \"type\": \"int\", \"value\": 2}]}";
  return std::string(
             "{\n \"type\": \"map\", \"version\": \"1.8\", \"orientation\": \"hexagonal\", "
             "\"renderorder\": \"right-down\",\n") +
         " \"width\": 4, \"height\": 3, \"tilewidth\": " + (flat ? "64" : "56") +
         ", \"tileheight\": " + (flat ? "56" : "64") +
         ", \"hexsidelength\": 32,\n \"staggeraxis\": \"" + layout.axis +
         "\", \"staggerindex\": \"" + layout.index +
         "\", \"infinite\": false,\n \"tilesets\": [{\"firstgid\": 1, \"name\": \"ff\", "
         "\"tilecount\": 6, \"tiles\": [" +
         tiles +
         "]}],\n \"layers\": [\n  {\"type\": \"tilelayer\", \"id\": 1, \"name\": \"ground\", "
         "\"width\": 4, \"height\": 3, \"visible\": true, " +
         tmjData(kTerrainGids, encoding, compression) +
         "},\n  {\"type\": \"group\", \"name\": \"relief\", \"layers\": [{\"type\": \"tilelayer\", "
         "\"id\": 2, \"name\": \"levels\", "
         "\"width\": 4, \"height\": 3, " +
         tmjData(kLevelGids, encoding, compression) + "}]}" + extraLayers + "\n ]\n}\n";
}

}  // namespace sandtable::test
