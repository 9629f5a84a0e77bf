// What Sandtable reads from a Tiled map (TMX or TMJ) before it becomes a model Map: the map's
// grid parameters, its tilesets with their custom properties, and its tile and object layers.
// The two readers fill the same structure, so the conversion and its checks exist only once.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostics.h"

namespace sandtable::tiled {

struct Property {
  std::string name;
  std::string type;  // string (default), int, float, bool, color, file, object, class
  std::string value;
  int line = 0;
  int column = 0;  // of the element's '<' (TMX); 0 when the format gives none (TMJ)
};
using Properties = std::vector<Property>;

// The property named `name` (case-sensitive, as Tiled compares them), or nullptr.
const Property* findProperty(const Properties& properties, std::string_view name);

struct Tileset {
  std::uint32_t firstGid = 0;
  std::string name;
  std::string source;  // external tileset file as written in the map; empty when embedded
  int tileCount = 0;   // 0 when the file does not say
  Properties properties;
  std::map<std::uint32_t, Properties> tiles;         // local tile id -> its properties
  std::map<std::uint32_t, std::string> tileClasses;  // local tile id -> `class` (or `type`)
  // Image collections give each tile its own image; their ids may have gaps (tiles deleted in
  // Tiled keep the ids of the others), so `tileCount` does not bound them.
  std::map<std::uint32_t, std::string> tileImages;  // local tile id -> image file as written
  bool imageCollection = false;
  std::string definedIn;  // the file whose lines the properties carry
  int line = 0;           // where the map refers to it
  int column = 0;
  bool loaded = true;  // false when its external file could not be read (already reported)
};

struct Point {
  double x = 0;
  double y = 0;
};

struct Object {
  int id = 0;
  std::string name;
  std::string objectClass;  // `class` (Tiled 1.9+) or `type` (up to 1.8)
  double x = 0, y = 0, width = 0, height = 0;
  std::uint32_t gid = 0;        // tile objects
  bool point = false;           // a point object
  bool ellipse = false;         // an ellipse in the box x, y, width, height
  bool text = false;            // a text object
  double rotation = 0;          // degrees clockwise about (x, y)
  std::vector<Point> polyline;  // absolute pixel positions (polyline or polygon)
  bool polygon = false;
  Properties properties;
  int line = 0;
  int column = 0;  // of the element's '<' (TMX); 0 when the format gives none (TMJ)
};

struct Layer {
  enum class Kind { Tiles, Objects, Image };
  Kind kind = Kind::Tiles;
  std::string name;
  bool visible = true;
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> gids;  // row-major, flip flags still set; empty when undecodable
  bool decoded = false;             // false: its data could not be read (already reported)
  std::vector<Object> objects;
  std::string image;  // an image layer's picture, as written
  int line = 0;
  int column = 0;  // of the element's '<' (TMX); 0 when the format gives none (TMJ)
};

struct Document {
  std::string orientation;
  std::string staggerAxis;   // "x" | "y" | "" (absent)
  std::string staggerIndex;  // "odd" | "even" | ""
  int width = 0;
  int height = 0;
  int tileWidth = 0;
  int tileHeight = 0;
  int hexSideLength = 0;
  bool infinite = false;
  Properties properties;
  std::vector<Tileset> tilesets;
  std::vector<Layer> layers;  // group layers are flattened, bottom to top
  int line = 1;
  int column = 0;
};

// Larger maps are refused before their layers are decoded, so a hostile file cannot make
// the importer allocate gigabytes.
inline constexpr int kMaxMapSide = 1000;

// A key of tiles (or table objects) that give no terrain, as the refusal lists it: for a
// program (the editor's import dialog) to ask which terrain each stands for.
struct UnmappedKey {
  std::string key;
  int count = 0;           // hexes (or objects) it covers
  std::string suggestion;  // the ruleset's nearest terrain id, "?" when none is close
};

// Where an external tileset is looked up: the map's folder. Readers report a missing or
// broken tileset file and carry on with the rest of the map.
struct ReadContext {
  std::string file;     // the map file as named in messages
  std::string baseDir;  // folder that relative tileset paths are resolved against
  Diagnostics* diagnostics = nullptr;
  std::vector<UnmappedKey>* unmapped = nullptr;  // filled by a refusal for unmapped keys

  SourcePosition at(int line, int column = 0) const { return {file, line, column}; }
  // Where a map element (anything with `line` and `column`) was read.
  template <class Element>
  SourcePosition of(const Element& e) const {
    return {file, e.line, e.column};
  }
};

// Parsers. nullopt when the text is not a readable map at all (broken XML or JSON, or the
// wrong root element); every problem goes to ctx.diagnostics.
std::optional<Document> readTmx(std::string_view text, const ReadContext& ctx);
std::optional<Document> readTmj(std::string_view text, const ReadContext& ctx);

// External tileset files (.tsx XML or .tsj/.json), filling everything but firstGid/source.
bool readTsx(std::string_view text, const std::string& file, Tileset& tileset,
             Diagnostics& diagnostics);
bool readTsj(std::string_view text, const std::string& file, Tileset& tileset,
             Diagnostics& diagnostics);

// Loads `tileset.source` relative to ctx.baseDir by its content (XML or JSON); reports a
// missing or unreadable file at the line that names it and marks the tileset not loaded.
void loadExternalTileset(Tileset& tileset, const ReadContext& ctx);

// Tile layer data: "csv", "base64" (compression "", "zlib", "gzip", "zstd") or "" for XML
// <tile> elements (decoded by the TMX reader itself). Exactly `expected` GIDs must come out.
struct DecodeResult {
  bool ok = false;
  std::string error;  // what is wrong
  std::string fix;    // what to do about it
};
DecodeResult decodeTileData(std::string_view encoding, std::string_view compression,
                            std::string_view text, std::size_t expected,
                            std::vector<std::uint32_t>& gids);
// The same for raw bytes already decoded from base64 (TMJ stores them in a JSON string).
DecodeResult decompressTileBytes(std::string_view compression, const std::string& bytes,
                                 std::size_t expected, std::vector<std::uint32_t>& gids);
bool zstdSupported();

// The GID flag bits: flips, and for hexagonal maps 60/120 degree rotations. Terrain does not
// depend on how a tile is turned, so importers clear them all.
inline constexpr std::uint32_t kGidFlagMask = 0xF0000000u;
inline std::uint32_t clearGidFlags(std::uint32_t gid) {
  return gid & ~kGidFlagMask;
}

}  // namespace sandtable::tiled
