// A hex or card map with random terrain and levels, its art painted by paint_art.h and saved
// as JPEG beside it, and the map document with `art:` anchors read off the true placement.
#pragma once

#include <QDir>
#include <QTemporaryDir>
#include <functional>

#include "model/document_io.h"
#include "paint_art.h"

namespace sandtable::test {

struct ArtFixture {
  std::string mapPath;
  std::string imagePath;
  ArtTransform truth;
  std::shared_ptr<Map> map;  // as loaded from mapPath
};

inline const std::vector<std::pair<std::string, std::string>> kHexLegend{
    {".", "open"},  {"W", "woods"}, {"B", "building"},
    {"F", "field"}, {"R", "rough"}, {"C", "crater"}};
inline const std::vector<std::pair<std::string, std::string>> kCardTerrain{
    {"", "open"}, {"", "woods"}, {"", "buildings"}, {"", "field"}, {"", "marsh"}, {"", "brush"}};

inline std::string pixelText(PointF p) {
  char text[64];
  std::snprintf(text, sizeof text, "[%.1f, %.1f]", p.x, p.y);
  return text;
}

// The `art:` block; anchors at the given locations, their pixels rounded to 0.1 as a designer
// reading them off the picture would.
inline std::string artBlock(const Map& map, const ArtTransform& t,
                            const std::vector<Offset>& anchors) {
  std::string out = "art:\n  image: art.jpg\n  anchors:\n";
  for (Offset o : anchors)
    out += std::string("    - {") + (map.isHex() ? "hex: " : "card: ") + map.grid.label(o) +
           ", px: " + pixelText(t.apply(artPlace(map, o))) + "}\n";
  return out + "  opacity: 0.6\n";
}

inline std::shared_ptr<Map> loadMap(const std::string& path) {
  LoadedDocument doc = loadDocument(path);
  if (!doc.ok() || !doc.map) {
    std::string why;
    for (const auto& d : doc.diagnostics.all()) why += formatDiagnostic(d) + "\n";
    throw std::runtime_error("fixture map does not read: " + why);
  }
  return doc.map;
}

inline std::string hexMapText(int columns, int rows, bool pointy, std::mt19937& rng) {
  std::string out =
      "sandtable: 1\nkind: map\nid: traced\nruleset: fighting-formations\ngrid:\n  type: hex\n"
      "  orientation: " +
      std::string(pointy ? "pointy" : "flat") +
      "\n  stagger: odd\n  columns: " + std::to_string(columns) +
      "\n  rows: " + std::to_string(rows) +
      "\n  labels: letter-number\ndefault: {terrain: open, level: 0}\nterrain:\n  legend: {";
  for (std::size_t i = 0; i < kHexLegend.size(); ++i)
    out += (i ? ", " : "") +
           std::string(kHexLegend[i].first == "." ? "\".\"" : kHexLegend[i].first) + ": " +
           kHexLegend[i].second;
  out += "}\n  rows:\n";
  std::uniform_int_distribution<int> terrain(0, static_cast<int>(kHexLegend.size()) - 1);
  for (int r = 0; r < rows; ++r) {
    out += "    - \"";
    for (int c = 0; c < columns; ++c)
      out += (c ? " " : "") + kHexLegend[static_cast<std::size_t>(terrain(rng))].first;
    out += "\"\n";
  }
  // Hills: levels 0 to 2 rising towards the middle of the map, in bands.
  out += "levels:\n  rows:\n";
  for (int r = 0; r < rows; ++r) {
    out += "    - \"";
    for (int c = 0; c < columns; ++c)
      out += (c ? " " : "") + std::to_string(((c / 3) + (r / 4)) % 3);
    out += "\"\n";
  }
  return out;
}

inline std::string cardMapText(int columns, int rows, std::mt19937& rng) {
  std::string out =
      "sandtable: 1\nkind: map\nid: traced\nruleset: field-of-fire\ngrid: {type: cards, columns: " +
      std::to_string(columns) + ", rows: " + std::to_string(rows) + "}\ncards:\n";
  std::uniform_int_distribution<int> terrain(0, static_cast<int>(kCardTerrain.size()) - 1);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < columns; ++c)
      out += "  - {at: " + columnLetters(c) + std::to_string(r + 1) +
             ", terrain: " + kCardTerrain[static_cast<std::size_t>(terrain(rng))].second +
             ", borders: {n: light, e: light, s: light, w: light}}\n";
  return out;
}

// Writes `mapText` and its art into `dir`, anchors at the first, last (and, with three, the
// bottom-left) locations. The map is loaded once without art to paint it.
inline ArtFixture writeFixture(const QString& dir, const std::string& mapText,
                               const Placement& placement, int anchors = 2, int jpegQuality = 80,
                               QSize atLeast = {}) {
  ArtFixture f;
  f.mapPath = QDir(dir).filePath("traced.map.yaml").toStdString();
  f.imagePath = QDir(dir).filePath("art.jpg").toStdString();
  f.truth = placement.transform();
  { std::ofstream(f.mapPath) << mapText; }
  const auto plain = loadMap(f.mapPath);
  const QImage art = paintArt(*plain, placement, 7, atLeast);
  if (!art.save(QString::fromStdString(f.imagePath), "JPEG", jpegQuality))
    throw std::runtime_error("cannot save art");
  // ART_KEEP=DIR keeps a copy of every picture the tests paint, to look at.
  if (qEnvironmentVariableIsSet("ART_KEEP"))
    art.save(QDir(qEnvironmentVariable("ART_KEEP"))
                 .filePath(QStringLiteral("art-%1x%2.jpg").arg(art.width()).arg(art.height())),
             "JPEG", jpegQuality);
  const Grid& g = plain->grid;
  std::vector<Offset> at{{0, 0}, {g.columns - 1, g.rows - 1}};
  if (anchors == 3) at.push_back({0, g.rows - 1});
  { std::ofstream(f.mapPath) << mapText << artBlock(*plain, f.truth, at); }
  f.map = loadMap(f.mapPath);
  return f;
}

// A random map for a fixture, made from the fixture's seed.
using MapMaker = std::function<std::string(std::mt19937&)>;

inline MapMaker hexMap(int columns, int rows, bool pointy) {
  return [=](std::mt19937& rng) { return hexMapText(columns, rows, pointy, rng); };
}

inline MapMaker cardMap(int columns, int rows) {
  return [=](std::mt19937& rng) { return cardMapText(columns, rows, rng); };
}

// The art of a test: the map `makeMap` makes from `seed`, painted at `placement` and written
// with its art into `dir` (writeFixture).
inline ArtFixture paintFixture(const QTemporaryDir& dir, unsigned seed, const MapMaker& makeMap,
                               const Placement& placement = {}, int anchors = 2,
                               int jpegQuality = 80) {
  std::mt19937 rng(seed);
  return writeFixture(dir.path(), makeMap(rng), placement, anchors, jpegQuality);
}

}  // namespace sandtable::test
