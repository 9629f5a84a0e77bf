// Hex maps shaped like the ones people publish, written for these tests: none carries a
// `terrain` property. Their tiles are known by a `type` attribute (Tiled up to 1.8), a `class`
// attribute (1.9+), the image of an image-collection tileset whose ids have gaps, or a
// property of another name; some stack several layers. Each fixture says, independently of
// the importer, which key each gid stands for, so the test can decode the map itself.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "model/map.h"
#include "tiled_fixtures.h"

namespace sandtable::test {

struct RealShapedMap {
  std::string name;                          // the map's file name
  std::map<std::string, std::string> files;  // file name -> text (the map and its tilesets)
  int width = 0, height = 0;
  Orientation orientation = Orientation::Flat;
  Stagger stagger = Stagger::Odd;
  std::vector<std::vector<std::uint32_t>> layers;  // bottom to top, flip bits may be set
  std::map<std::uint32_t, std::string> keyOfGid;   // the key a person would map, by gid
  std::map<std::string, std::string> mapping;      // key -> terrain id given to --terrain
};

inline RealShapedMap shaped(std::string name, int width, int height, Orientation orientation,
                            Stagger stagger) {
  RealShapedMap m;
  m.name = std::move(name);
  m.width = width;
  m.height = height;
  m.orientation = orientation;
  m.stagger = stagger;
  return m;
}

inline std::string csvData(const std::vector<std::uint32_t>& gids, int width) {
  return tmxData(gids, "csv", "", width);
}

// Tiled 1.2 style (as SKTiled's hex maps): pointy, odd rows shifted, an embedded sheet tileset
// whose tiles have a `type` attribute, CSV data.
inline RealShapedMap typeAttributeMap() {
  RealShapedMap m = shaped("mountains-hex.tmx", 5, 4, Orientation::Pointy, Stagger::Odd);
  m.layers = {{1, 1, 2, 2, 3,  //
               1, 4, 4, 2, 3,  //
               5, 5, 1, 2, 2,  //
               1, 1, 1, 3, 3}};
  m.keyOfGid = {{1, "Grass"}, {2, "Forest"}, {3, "Mountain"}, {4, "Road"}, {5, "Water"}};
  m.mapping = {{"grass", "open"},
               {"Forest", "woods"},
               {"MOUNTAIN", "rough"},
               {"Road", "open"},
               {"water", "crater"}};
  std::string tiles;
  for (const auto& [gid, key] : m.keyOfGid)
    tiles += "  <tile id=\"" + std::to_string(gid - 1) + "\" type=\"" + key + "\"/>\n";
  m.files[m.name] =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<map version=\"1.2\" tiledversion=\"1.2.1\" orientation=\"hexagonal\" "
      "renderorder=\"right-down\" width=\"5\" height=\"4\" tilewidth=\"65\" tileheight=\"65\" "
      "infinite=\"0\" hexsidelength=\"33\" staggeraxis=\"y\" staggerindex=\"odd\" "
      "nextlayerid=\"2\" nextobjectid=\"1\">\n"
      " <tileset firstgid=\"1\" name=\"hex-terrain\" tilewidth=\"65\" tileheight=\"65\" "
      "tilecount=\"5\" columns=\"5\">\n"
      "  <image source=\"hex-terrain.png\" width=\"325\" height=\"65\"/>\n" +
      tiles + " </tileset>\n <layer id=\"1\" name=\"Terrain\" width=\"5\" height=\"4\">\n" +
      csvData(m.layers[0], 5) + " </layer>\n</map>\n";
  return m;
}

// Tiled 1.10 style: flat, even columns shifted, an external tileset whose tiles have a `class`
// attribute (one, "Open Ground", is a terrain name of the ruleset and needs no mapping),
// zlib-compressed base64 data.
inline RealShapedMap classAttributeMap() {
  RealShapedMap m = shaped("farmland.tmx", 4, 4, Orientation::Flat, Stagger::Even);
  m.layers = {{11, 11, 12, 13,  //
               14, 11, 12, 13,  //
               14, 14, 11, 11,  //
               12, 12, 13, 11}};
  m.keyOfGid = {{11, "Open Ground"}, {12, "trees"}, {13, "farm"}, {14, "house"}};
  m.mapping = {{"trees", "woods"}, {"farm", "field"}, {"house", "building"}};
  m.files["farm-tiles.tsx"] =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<tileset version=\"1.10\" tiledversion=\"1.10.2\" name=\"farm\" tilewidth=\"64\" "
      "tileheight=\"56\" tilecount=\"4\" columns=\"4\">\n"
      " <image source=\"farm.png\" width=\"256\" height=\"56\"/>\n"
      " <tile id=\"0\" class=\"Open Ground\"/>\n <tile id=\"1\" class=\"trees\"/>\n"
      " <tile id=\"2\" class=\"farm\"/>\n <tile id=\"3\" class=\"house\"/>\n</tileset>\n";
  m.files[m.name] =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<map version=\"1.10\" tiledversion=\"1.10.2\" class=\"\" orientation=\"hexagonal\" "
      "renderorder=\"right-down\" width=\"4\" height=\"4\" tilewidth=\"64\" tileheight=\"56\" "
      "infinite=\"0\" hexsidelength=\"32\" staggeraxis=\"x\" staggerindex=\"even\" "
      "nextlayerid=\"2\" nextobjectid=\"1\">\n"
      " <tileset firstgid=\"11\" source=\"farm-tiles.tsx\"/>\n"
      " <layer id=\"1\" name=\"Tile Layer 1\" width=\"4\" height=\"4\">\n" +
      tmxData(m.layers[0], "base64", "zlib", 4) + " </layer>\n</map>\n";
  return m;
}

// As bevy_ecs_tiled's "simple hex flat top": flat, odd columns shifted, an external
// image-collection tileset whose ids have a gap (1, 2, 4-7 with tilecount 6), keys from the
// images' file names.
inline RealShapedMap imageCollectionMap() {
  RealShapedMap m = shaped("hex-flat-top.tmx", 4, 3, Orientation::Flat, Stagger::Odd);
  // firstgid 1: gid = id + 1; id 7 (gid 8) is past tilecount yet a tile of the set.
  m.layers = {{2, 3, 5, 8,  //
               6, 7, 2, 8,  //
               3, 3, 5, 6}};
  m.keyOfGid = {{2, "hex_grass"},   {3, "hex_woods"}, {5, "hex_wheat"},
                {6, "hex_village"}, {7, "hex_rocks"}, {8, "hex_crater"}};
  m.mapping = {{"hex_grass", "open"},       {"hex_woods", "woods"}, {"hex_wheat", "field"},
               {"hex_village", "building"}, {"hex_rocks", "rough"}, {"hex_crater", "crater"}};
  std::string tiles;
  for (const auto& [gid, key] : m.keyOfGid)
    tiles += " <tile id=\"" + std::to_string(gid - 1) +
             "\">\n  <image width=\"64\" height=\"56\" source=\"tiles/" + key +
             ".png\"/>\n </tile>\n";
  m.files["hex-flat.tsx"] =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<tileset version=\"1.10\" tiledversion=\"1.10.2\" name=\"simple hex flat top\" "
      "tilewidth=\"64\" tileheight=\"56\" tilecount=\"6\" columns=\"0\">\n"
      " <grid orientation=\"orthogonal\" width=\"1\" height=\"1\"/>\n" +
      tiles + "</tileset>\n";
  m.files[m.name] =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<map version=\"1.10\" tiledversion=\"1.10.2\" orientation=\"hexagonal\" "
      "renderorder=\"right-down\" width=\"4\" height=\"3\" tilewidth=\"64\" tileheight=\"56\" "
      "infinite=\"0\" hexsidelength=\"32\" staggeraxis=\"x\" staggerindex=\"odd\" "
      "nextlayerid=\"2\" nextobjectid=\"1\">\n"
      " <tileset firstgid=\"1\" source=\"hex-flat.tsx\"/>\n"
      " <layer id=\"1\" name=\"Tile Layer 1\" width=\"4\" height=\"3\">\n" +
      csvData(m.layers[0], 4) + " </layer>\n</map>\n";
  return m;
}

// JSON, pointy, even rows shifted, a property `kind` (not `terrain`) on the tiles, two layers:
// trees drawn over grass, and flowers (no terrain) on top of both. Some tiles flipped.
inline RealShapedMap layeredJsonMap() {
  RealShapedMap m = shaped("meadow.tmj", 4, 3, Orientation::Pointy, Stagger::Even);
  const std::uint32_t flipped = 0x80000000u;
  m.layers = {{1, 1, 1, 2,            //
               1, 1 | flipped, 2, 2,  //
               1, 1, 1, 1},
              {0, 3, 3, 0,  //
               0, 3, 0, 0,  //
               0, 0, 3 | flipped, 0},
              {4, 0, 4, 0,  //
               0, 0, 0, 0,  //
               0, 0, 0, 4}};
  m.keyOfGid = {{1, "grass"}, {2, "dirt"}, {3, "tree"}, {4, "flower"}};
  m.mapping = {{"grass", "open"}, {"dirt", "rough"}, {"tree", "woods"}};
  std::string tiles;
  for (const auto& [gid, key] : m.keyOfGid)
    tiles += std::string(tiles.empty() ? "" : ", ") + "{\"id\": " + std::to_string(gid - 1) +
             ", \"properties\": [{\"name\": \"kind\", \"type\": \"string\", \"value\": \"" + key +
             "\"}]}";
  std::string layers;
  const char* names[] = {"ground", "trees", "flowers"};
  for (std::size_t i = 0; i < m.layers.size(); ++i)
    layers += std::string(i ? ",\n" : "") +
              "  {\"type\": \"tilelayer\", \"id\": " + std::to_string(i + 1) + ", \"name\": \"" +
              names[i] + "\", \"width\": 4, \"height\": 3, \"visible\": true, \"opacity\": 1, " +
              tmjData(m.layers[i], "array", "") + "}";
  m.files[m.name] =
      "{\n \"type\": \"map\", \"version\": \"1.10\", \"tiledversion\": \"1.10.2\",\n"
      " \"orientation\": \"hexagonal\", \"renderorder\": \"right-down\", \"width\": 4, "
      "\"height\": 3,\n \"tilewidth\": 56, \"tileheight\": 64, \"hexsidelength\": 32, "
      "\"staggeraxis\": \"y\", \"staggerindex\": \"even\", \"infinite\": false,\n"
      " \"tilesets\": [{\"firstgid\": 1, \"name\": \"meadow\", \"tilecount\": 4, \"columns\": 4, "
      "\"image\": \"meadow.png\", \"tiles\": [" +
      tiles + "]}],\n \"layers\": [\n" + layers + "\n ]\n}\n";
  return m;
}

}  // namespace sandtable::test
