// Tiny maps written as text inside LOS tests (in the manner of MegaMek's LosEffectsTest), so
// that each test shows the board it reasons about.
//
// Hex rows: one token per hex, a terrain symbol then an optional level: ". W r1 B2 .-1".
// Card rows: one token per card, its n/e/s/w borders as l (light) or d (dark), then optional
// "/" and the hill card's borders: "llll dlld/dddd".
#pragma once

#include <QTest>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "model/document_io.h"
#include "model/map.h"
#include "model/ruleset.h"
#include "validation/los.h"

namespace sandtable::test {

// Symbol -> terrain id for each built-in ruleset the tests use.
inline const std::map<char, std::string> kFightingFormationsLegend{
    {'.', "open"}, {'W', "woods"}, {'B', "building"}, {'r', "rough"}, {'f', "field"}};
inline const std::map<char, std::string> kOverlayLegend{{'.', "open"},      {'W', "woods"},
                                                        {'B', "buildings"}, {'h', "hill"},
                                                        {'g', "gully"},     {'b', "brush"}};

inline std::shared_ptr<Ruleset> rulesetCopy(const char* builtinId) {
  auto builtin = builtinRuleset(builtinId);
  if (!builtin) throw std::runtime_error(std::string("no built-in ruleset ") + builtinId);
  return std::make_shared<Ruleset>(*builtin);
}

inline std::vector<std::string> tokens(const std::string& row) {
  std::istringstream in(row);
  std::vector<std::string> out;
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

inline std::shared_ptr<Map> hexMap(
    std::shared_ptr<const Ruleset> rules, HexLayout layout, const std::vector<std::string>& rows,
    const std::map<char, std::string>& legend = kFightingFormationsLegend) {
  auto map = std::make_shared<Map>();
  map->id = "test";
  map->rules = rules;
  map->grid.type = GridType::Hex;
  map->grid.layout = layout;
  map->grid.rows = static_cast<int>(rows.size());
  map->grid.columns = static_cast<int>(tokens(rows.front()).size());
  map->defaultTerrain = rules->terrainIndex("open");
  map->resize();
  for (int r = 0; r < map->grid.rows; ++r) {
    const auto row = tokens(rows[static_cast<std::size_t>(r)]);
    if (static_cast<int>(row.size()) != map->grid.columns)
      throw std::runtime_error("ragged test map row");
    for (int c = 0; c < map->grid.columns; ++c) {
      const std::string& t = row[static_cast<std::size_t>(c)];
      const int terrain = rules->terrainIndex(legend.at(t[0]));
      if (terrain < 0) throw std::runtime_error("unknown terrain in test map: " + t);
      const auto i = static_cast<std::size_t>(map->grid.index({c, r}));
      map->terrain[i] = terrain;
      map->levels[i] = t.size() > 1 ? std::stoi(t.substr(1)) : 0;
    }
  }
  return map;
}

inline HexLayout flatOdd() {
  return {Orientation::Flat, Stagger::Odd};
}
inline HexLayout flatEven() {
  return {Orientation::Flat, Stagger::Even};
}
inline HexLayout pointyOdd() {
  return {Orientation::Pointy, Stagger::Odd};
}
inline HexLayout pointyEven() {
  return {Orientation::Pointy, Stagger::Even};
}

inline CardBorders parseBorders(const std::string& text) {
  if (text.size() != 4) throw std::runtime_error("card borders need 4 letters: " + text);
  CardBorders b{};
  for (std::size_t i = 0; i < 4; ++i) b[i] = text[i] == 'd' ? Border::Dark : Border::Light;
  return b;
}

inline std::shared_ptr<Map> cardMap(std::shared_ptr<const Ruleset> rules,
                                    const std::vector<std::string>& rows) {
  auto map = std::make_shared<Map>();
  map->id = "test-cards";
  map->rules = rules;
  map->grid.type = GridType::Cards;
  map->grid.rows = static_cast<int>(rows.size());
  map->grid.columns = static_cast<int>(tokens(rows.front()).size());
  map->defaultTerrain = rules->terrainIndex("open");
  map->resize();
  for (int r = 0; r < map->grid.rows; ++r) {
    const auto row = tokens(rows[static_cast<std::size_t>(r)]);
    for (int c = 0; c < map->grid.columns; ++c) {
      const std::string& t = row[static_cast<std::size_t>(c)];
      const auto i = static_cast<std::size_t>(map->grid.index({c, r}));
      CardData& card = map->cards[i];
      card.present = true;
      card.borders = parseBorders(t.substr(0, 4));
      if (t.size() > 5) card.hill = parseBorders(t.substr(5));
      map->levels[i] = card.hill ? 1 : 0;
    }
  }
  return map;
}

inline int at(const Map& map, const std::string& label) {
  auto o = map.grid.parseLabel(label);
  if (!o || !map.grid.contains(*o)) throw std::runtime_error("bad test label " + label);
  return map.grid.index(*o);
}

inline void addMarker(Map& map, const std::string& label, const std::string& marker) {
  const int m = map.rules->markerIndex(marker);
  if (m < 0) throw std::runtime_error("unknown marker " + marker);
  map.info[at(map, label)].markers.push_back(m);
}

inline void addHexside(Map& map, const std::string& a, const std::string& b,
                       const std::string& feature) {
  const int f = map.rules->hexsideIndex(feature);
  if (f < 0) throw std::runtime_error("unknown hexside feature " + feature);
  HexsideEntry e;
  e.a = map.grid.offset(at(map, a));
  e.b = map.grid.offset(at(map, b));
  e.feature = f;
  map.hexsides.push_back(e);
}

inline void addRoad(Map& map, const std::vector<std::string>& labels) {
  Road road;
  for (const auto& l : labels) road.push_back(map.grid.offset(at(map, l)));
  map.roads.push_back(road);
}

inline LosResult los(const Map& map, const std::string& from, const std::string& to) {
  LosContext ctx(map);
  return lineOfSight(ctx, at(map, from), at(map, to));
}

inline std::string summary(const Map& map, const std::string& from, const std::string& to) {
  LosContext ctx(map);
  return losSummary(ctx, lineOfSight(ctx, at(map, from), at(map, to)));
}

// The steps of a line as labels, a pair's two labels sorted: {"A1"}, {"B1", "B2"}, ...
inline std::vector<std::vector<std::string>> stepLabels(const Map& map, const std::string& from,
                                                        const std::string& to) {
  LosContext ctx(map);
  std::vector<std::vector<std::string>> out;
  for (const LineStep& s : sightLineSteps(ctx, at(map, from), at(map, to))) {
    std::vector<std::string> labels{map.grid.label(s.first)};
    if (s.second >= 0) labels.push_back(map.grid.label(s.second));
    std::sort(labels.begin(), labels.end());
    out.push_back(labels);
  }
  return out;
}

}  // namespace sandtable::test
