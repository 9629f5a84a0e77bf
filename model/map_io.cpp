// Reading and writing maps (docs/formats.md section 3).
#include <algorithm>
#include <charconv>
#include <set>

#include "model/document_io_internal.h"
#include "model/map_art_io.h"
#include "model/quote_text.h"
#include "model/table_io.h"

namespace sandtable {

namespace {

constexpr int kMaxSide = 2000;            // columns or rows
constexpr int kMaxLocations = 1'000'000;  // columns * rows

const std::vector<std::string> kOrientations{"flat", "pointy"};
const std::vector<std::string> kStaggers{"odd", "even"};
const std::vector<std::string> kLabelStyles{"letter-number", "numeric"};
const std::vector<std::string> kNorth{"up", "down", "left", "right"};
const std::vector<std::string> kEdges{"north", "east", "south", "west"};
const std::vector<std::string> kBorders{"light", "dark"};
const std::vector<std::string> kBorderKeys{"n", "e", "s", "w"};

std::vector<std::string> ids(const auto& items) {
  std::vector<std::string> out;
  for (const auto& i : items) out.push_back(i.id);
  return out;
}

// Calls `each(word)` for the words of a layer row (separated by white space) and returns how
// many there are. A loop over characters: a 200x200 map has 80,000 words, and find_first_of
// would call memchr for each character; and no list of words, so an absurdly long row costs
// no memory.
std::size_t forEachWord(std::string_view row, auto&& each) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; };
  std::size_t count = 0, i = 0;
  while (i < row.size()) {
    while (i < row.size() && space(row[i])) ++i;
    const std::size_t begin = i;
    while (i < row.size() && !space(row[i])) ++i;
    if (i > begin) each(row.substr(begin, i - begin), count++);
  }
  return count;
}

class MapReader {
 public:
  MapReader(ReadContext& ctx, Map& map, const Ruleset& rules) : ctx_(ctx), map_(map), rules_(rules) {}

  std::optional<int> terrainId(const YAML::Node& node, const std::string& what) {
    auto id = readString(ctx_, node, what);
    if (!id) return std::nullopt;
    const int index = rules_.terrainIndex(*id);
    if (index < 0) {
      ctx_.error(node, "unknown-id",
                 what + " " + quoteText(*id) + " is not a terrain type of ruleset " + quoteText(rules_.id) +
                     didYouMean(*id, ids(rules_.terrain)),
                 "use one of the ruleset's terrain ids");
      return std::nullopt;
    }
    return index;
  }

  std::optional<int> markerId(const std::string& id, const YAML::Node& node) {
    const int index = rules_.markerIndex(id);
    if (index < 0)
      ctx_.error(node, "unknown-id",
                 quoteText(id) + " is not a marker of ruleset " + quoteText(rules_.id) + didYouMean(id, ids(rules_.markers)),
                 "use one of the ruleset's marker ids");
    return index < 0 ? std::nullopt : std::optional<int>(index);
  }

  // A single on-map location label.
  std::optional<Offset> location(const YAML::Node& node, const std::string& text) {
    return location(ctx_.at(node), text);
  }
  std::optional<Offset> location(const SourcePosition& where, const std::string& text) {
    std::string error;
    auto range = parseLocationRange(map_.grid, text, &error);
    if (range && text.find(':') != std::string::npos) error = quoteText(text) + " is a range; a single location is needed here";
    if (!range || text.find(':') != std::string::npos) {
      ctx_.error(where, error.find("off the map") != std::string::npos ? "off-map" : "bad-location", error,
                 "use a label between " + map_.grid.label(0) + " and " + map_.grid.label(map_.grid.size() - 1));
      return std::nullopt;
    }
    return range->first;
  }

  std::vector<int> markerList(const YAML::Node& node, const std::string& what) {
    std::vector<int> out;
    if (auto list = readStringList(ctx_, node, what))
      for (auto& [id, n] : *list)
        if (auto m = markerId(id, n)) out.push_back(*m);
    return out;
  }

  // A layer's rows from yaml-cpp nodes, or from the bulk block the loader took out of the
  // text (model/bulk_scan.h); both report at the same line:col.
  void readLayer(const YAML::Node& node, const BulkBlock* bulk, const std::string& name, auto&& readToken) {
    if (bulk) {
      rowCount(bulk->rows.size(), {ctx_.file(), bulk->line, bulk->column}, name);
      for (std::size_t row = 0; row < bulk->rows.size() && row < static_cast<std::size_t>(map_.grid.rows); ++row)
        layerRow(static_cast<int>(row), bulk->rows[row].text, ctx_.at(bulk->rows[row]), name, readToken);
      return;
    }
    const YAML::Node rows = node;
    if (!rows.IsDefined()) return;
    if (!rows.IsSequence()) {
      ctx_.error(rows, "wrong-type", name + " rows must be a list of text rows, found " + describeType(rows));
      return;
    }
    rowCount(rows.size(), ctx_.at(rows), name);
    int row = 0;
    for (const auto& rowNode : rows) {
      if (row >= map_.grid.rows) break;
      if (!rowNode.IsScalar()) {
        ctx_.error(rowNode, "wrong-type", name + " row " + std::to_string(row + 1) + " must be text");
        ++row;
        continue;
      }
      layerRow(row, rowNode.Scalar(), ctx_.at(rowNode), name, readToken);
      ++row;
    }
  }

  void rowCount(std::size_t rows, const SourcePosition& where, const std::string& name) {
    if (static_cast<int>(rows) != map_.grid.rows)
      ctx_.error(where, "row-count",
                 name + " has " + std::to_string(rows) + " rows; the map has " + std::to_string(map_.grid.rows),
                 "give exactly one text row per map row");
  }

  void layerRow(int row, std::string_view text, const SourcePosition& where, const std::string& name,
                auto&& readToken) {
    // Counted first, so that a row of the wrong length is reported before its words.
    const int columns = map_.grid.columns;
    const std::size_t count = forEachWord(text, [](std::string_view, std::size_t) {});
    if (static_cast<int>(count) != columns)
      ctx_.error(where, "row-length",
                 name + " row " + std::to_string(row + 1) + " has " + std::to_string(count) +
                     " entries; the map has " + std::to_string(columns) + " columns",
                 "give exactly one entry per column, separated by spaces");
    forEachWord(text, [&](std::string_view token, std::size_t col) {
      if (static_cast<int>(col) < columns) readToken(token, map_.grid.index({static_cast<int>(col), row}), where);
    });
  }

  void readTerrainLayer(const YAML::Node& node) {
    ObjectReader layer(ctx_, node, "the terrain layer");
    if (!layer.ok()) return;
    const YAML::Node legend = layer.require("legend");
    if (legend.IsDefined() && !legend.IsMap()) {
      ctx_.error(legend, "wrong-type", "the terrain legend must map symbols to terrain ids");
    } else if (legend.IsDefined()) {
      for (const auto& kv : legend) {
        const std::string symbol = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
        if (symbol.empty() || symbol.find_first_of(" \t") != std::string::npos) {
          ctx_.error(kv.first, "bad-value", "legend symbols must be one word without spaces");
          continue;
        }
        if (std::any_of(map_.legend.begin(), map_.legend.end(), [&](auto& e) { return e.first == symbol; })) {
          ctx_.error(kv.first, "duplicate-key", "legend symbol " + quoteText(symbol) + " is defined twice");
          continue;
        }
        // A symbol with an unknown terrain stays in the legend (as -1) so that its uses in
        // the rows are not reported a second time.
        map_.legend.emplace_back(symbol, terrainId(kv.second, "legend entry").value_or(-1));
      }
    }
    std::set<std::string> reported;
    const BulkBlock* bulk = ctx_.claimBulk(layer.node(), "rows", BulkBlock::Kind::Rows);
    readLayer(layer.require("rows"), bulk, "the terrain layer", [&](std::string_view token, int index, const SourcePosition& row) {
      const auto rowIndex = static_cast<std::size_t>(index / map_.grid.columns);
      if (map_.terrainSource.size() <= rowIndex) map_.terrainSource.resize(rowIndex + 1);
      map_.terrainSource[rowIndex] = {row.line, row.column};
      auto it = std::find_if(map_.legend.begin(), map_.legend.end(), [&](auto& e) { return e.first == token; });
      if (it != map_.legend.end()) {
        if (it->second >= 0) map_.terrain[static_cast<std::size_t>(index)] = it->second;
      } else if (reported.insert(std::string(token)).second) {
        std::vector<std::string> symbols;
        for (auto& e : map_.legend) symbols.push_back(e.first);
        ctx_.error(row, "unknown-id",
                   "terrain symbol " + quoteText(std::string(token)) + " (at " + map_.grid.label(index) + ") is not in the legend" +
                       didYouMean(token, symbols),
                   "add it to `legend:` or use a listed symbol");
      }
    });
    layer.finish();
  }

  void readLevelsLayer(const YAML::Node& node) {
    ObjectReader layer(ctx_, node, "the levels layer");
    if (!layer.ok()) return;
    int badCount = 0;
    const BulkBlock* bulk = ctx_.claimBulk(layer.node(), "rows", BulkBlock::Kind::Rows);
    readLayer(layer.require("rows"), bulk, "the levels layer", [&](std::string_view token, int index, const SourcePosition& row) {
      int value = 0;
      auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
      if (ec == std::errc() && ptr == token.data() + token.size() && value >= -100 && value <= 100) {
        map_.levels[static_cast<std::size_t>(index)] = value;
      } else if (badCount++ < 5) {
        ctx_.error(row, "wrong-type", "level " + quoteText(std::string(token)) + " at " + map_.grid.label(index) + " is not a whole number",
                   "write levels as integers such as -1, 0, 2");
      }
    });
    layer.finish();
  }

  void readHexes(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return;
    if (!node.IsMap()) {
      ctx_.error(node, "wrong-type", "hexes must map hex labels to hex data, found " + describeType(node));
      return;
    }
    for (const auto& kv : node) {
      const std::string label = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
      auto at = location(kv.first, label);
      if (!at) continue;
      const int index = map_.grid.index(*at);
      if (map_.info.count(index)) {
        ctx_.error(kv.first, "duplicate-key", "hex " + label + " appears twice under hexes");
        continue;
      }
      ObjectReader hex(ctx_, kv.second, "hex " + label);
      if (!hex.ok()) continue;
      if (auto t = terrainId(hex.get("terrain"), "terrain of " + label)) map_.terrain[static_cast<std::size_t>(index)] = *t;
      if (auto l = readInteger(ctx_, hex.get("level"), "level of " + label, -100, 100))
        map_.levels[static_cast<std::size_t>(index)] = static_cast<int>(*l);
      LocationInfo info;
      info.objective = readBool(ctx_, hex.get("objective"), "objective of " + label).value_or(false);
      info.name = readString(ctx_, hex.get("name"), "name of " + label).value_or("");
      info.markers = markerList(hex.get("markers"), "markers of " + label);
      info.extras = hex.finish();
      if (!info.empty()) map_.info[index] = std::move(info);
    }
  }

  void readHexsides(const YAML::Node& node, const BulkBlock* bulk) {
    if (bulk) {
      for (const BulkHexside& side : bulk->hexsides)
        hexside(std::string(side.at.text), ctx_.at(side.at), std::string(side.feature.text), ctx_.at(side.feature));
      return;
    }
    if (!node.IsDefined() || node.IsNull()) return;
    if (!node.IsSequence()) {
      ctx_.error(node, "wrong-type", "hexsides must be a list of {at: C4/C5, feature: id}");
      return;
    }
    for (const auto& item : node) {
      ObjectReader side(ctx_, item, "hexside");
      if (!side.ok()) continue;
      HexsideEntry entry;
      const YAML::Node atNode = side.require("at");
      auto at = readString(ctx_, atNode, "hexside at");
      bool ok = at && hexsideAt(*at, ctx_.at(atNode), entry);
      const YAML::Node featureNode = side.require("feature");
      auto feature = readString(ctx_, featureNode, "hexside feature");
      ok = feature && hexsideFeature(*feature, ctx_.at(featureNode), entry) && ok;
      entry.extras = side.finish();
      if (ok) map_.hexsides.push_back(std::move(entry));
    }
  }

  // One hexside entry of a bulk block: `at` and `feature` are there, both text, and no other key.
  void hexside(const std::string& at, const SourcePosition& atPos, const std::string& feature,
               const SourcePosition& featurePos) {
    HexsideEntry entry;
    bool ok = hexsideAt(at, atPos, entry);
    ok = hexsideFeature(feature, featurePos, entry) && ok;
    if (ok) map_.hexsides.push_back(std::move(entry));
  }

  bool hexsideAt(const std::string& at, const SourcePosition& where, HexsideEntry& entry) {
    const auto slash = at.find('/');
    if (slash == std::string::npos) {
      ctx_.error(where, "bad-location", "hexside " + quoteText(at) + " must name two adjacent hexes as C4/C5");
      return false;
    }
    auto a = location(where, at.substr(0, slash));
    auto b = location(where, at.substr(slash + 1));
    if (!a || !b) return false;
    entry.a = *a;
    entry.b = *b;
    if (!map_.grid.adjacent(*a, *b)) {
      ctx_.error(where, "not-adjacent",
                 "hexside " + at + ": " + map_.grid.label(*a) + " and " + map_.grid.label(*b) +
                     " are not adjacent, so they share no hexside",
                 "name two hexes that touch");
      return false;
    }
    return true;
  }

  bool hexsideFeature(const std::string& feature, const SourcePosition& where, HexsideEntry& entry) {
    entry.feature = rules_.hexsideIndex(feature);
    if (entry.feature >= 0) return true;
    ctx_.error(where, "unknown-id",
               quoteText(feature) + " is not a hexside feature of ruleset " + quoteText(rules_.id) +
                   didYouMean(feature, ids(rules_.hexsides)),
               "use one of the ruleset's hexsides ids");
    return false;
  }

  void readRoads(const YAML::Node& node, const BulkBlock* bulk) {
    if (bulk) {
      for (const BulkRoad& road : bulk->roads) {
        std::vector<std::pair<std::string, SourcePosition>> steps;
        steps.reserve(road.steps.size());
        for (const BulkScalar& step : road.steps) steps.emplace_back(std::string(step.text), ctx_.at(step));
        this->road(steps, {ctx_.file(), road.line, road.column});
      }
      return;
    }
    if (!node.IsDefined() || node.IsNull()) return;
    if (!node.IsSequence()) {
      ctx_.error(node, "wrong-type", "roads must be a list of hex lists");
      return;
    }
    for (const auto& roadNode : node) {
      auto list = readStringList(ctx_, roadNode, "a road");
      if (!list) continue;
      std::vector<std::pair<std::string, SourcePosition>> steps;
      for (auto& [label, n] : *list) steps.emplace_back(std::move(label), ctx_.at(n));
      road(steps, ctx_.at(roadNode));
    }
  }

  void road(const std::vector<std::pair<std::string, SourcePosition>>& steps, const SourcePosition& where) {
    Road road;
    bool ok = true;
    for (const auto& [label, at] : steps) {
      auto hex = location(at, label);
      if (!hex) {
        ok = false;
        continue;
      }
      if (!road.empty() && !map_.grid.adjacent(road.back(), *hex)) {
        ctx_.error(at, "not-adjacent",
                   "road step " + map_.grid.label(road.back()) + " -> " + label + " joins hexes that are not adjacent",
                   "insert the hexes in between so each step crosses one hexside");
        ok = false;
      }
      road.push_back(*hex);
    }
    if (road.size() < 2) {
      ctx_.error(where, "bad-value", "a road needs at least two hexes");
      ok = false;
    }
    if (ok) map_.roads.push_back(std::move(road));
  }

  std::optional<CardBorders> borders(const YAML::Node& node, const std::string& what) {
    ObjectReader obj(ctx_, node, what);
    if (!obj.ok()) return std::nullopt;
    CardBorders b{};
    bool ok = true;
    for (std::size_t i = 0; i < 4; ++i) {
      auto v = readChoice(ctx_, obj.require(kBorderKeys[i]), what + " " + kBorderKeys[i], kBorders);
      if (v) b[i] = *v == "dark" ? Border::Dark : Border::Light;
      else ok = false;
    }
    obj.finish();
    return ok ? std::optional<CardBorders>(b) : std::nullopt;
  }

  void readCards(const YAML::Node& node) {
    if (!node.IsDefined()) return;
    if (!node.IsSequence()) {
      ctx_.error(node, "wrong-type", "cards must be a list with one entry per card");
      return;
    }
    for (const auto& item : node) {
      ObjectReader card(ctx_, item, "card");
      if (!card.ok()) continue;
      const YAML::Node atNode = card.require("at");
      auto label = readString(ctx_, atNode, "card at");
      auto at = label ? location(atNode, *label) : std::nullopt;
      CardData data;
      data.present = true;
      const std::string what = "card " + label.value_or("?");
      data.name = readString(ctx_, card.get("name"), what + " name").value_or("");
      auto terrain = terrainId(card.require("terrain"), what + " terrain");
      const YAML::Node cover = card.get("cover");
      if (cover.IsDefined()) {
        if (cover.IsSequence()) {
          for (const auto& c : cover)
            if (auto v = readInteger(ctx_, c, what + " cover", -100, 100)) data.cover.push_back(static_cast<int>(*v));
        } else if (auto v = readInteger(ctx_, cover, what + " cover", -100, 100)) {
          data.cover.push_back(static_cast<int>(*v));
        }
      }
      if (auto b = borders(card.require("borders"), what + " borders")) data.borders = *b;
      ObjectReader hill(ctx_, card.get("hill"), what + " hill");
      if (hill.ok()) {
        if (auto b = borders(hill.require("borders"), what + " hill borders")) data.hill = *b;
        data.hillExtras = hill.finish();
      }
      const auto markers = markerList(card.get("markers"), what + " markers");
      data.extras = card.finish();
      if (!at) continue;
      const int index = map_.grid.index(*at);
      if (map_.terrainSource.empty()) map_.terrainSource.assign(static_cast<std::size_t>(map_.grid.size()), {0, 0});
      map_.terrainSource[static_cast<std::size_t>(index)] = {ctx_.at(item).line, ctx_.at(item).column};
      if (map_.cards[static_cast<std::size_t>(index)].present) {
        ctx_.error(atNode, "duplicate-key", "card " + *label + " is listed twice", "remove one of the entries");
        continue;
      }
      if (terrain) map_.terrain[static_cast<std::size_t>(index)] = *terrain;
      map_.levels[static_cast<std::size_t>(index)] = data.hill ? 1 : 0;
      if (!markers.empty()) map_.info[index].markers = markers;
      map_.cards[static_cast<std::size_t>(index)] = std::move(data);
    }
    int missing = 0;
    for (int index = 0; index < map_.grid.size(); ++index)
      if (!map_.cards[static_cast<std::size_t>(index)].present && missing++ < 5)
        ctx_.error(node, "missing-card", "there is no card at " + map_.grid.label(index),
                   "add an entry `- at: " + map_.grid.label(index) + "`; every grid position needs a card");
  }

 private:
  ReadContext& ctx_;
  Map& map_;
  const Ruleset& rules_;
};

bool readGrid(ReadContext& ctx, const YAML::Node& node, Map& map, GridType expected) {
  ObjectReader grid(ctx, node, "the map's grid");
  if (!grid.ok()) return false;
  const std::vector<std::string> types{"hex", "cards", "table"};
  auto type = readChoice(ctx, grid.require("type"), "grid type", types);
  if (!type) return false;
  map.grid.type = static_cast<GridType>(std::find(types.begin(), types.end(), *type) - types.begin());
  if (map.grid.type != expected) {
    ctx.error(grid.node(), "grid-mismatch",
              "the map's grid is " + quoteText(*type) + " but its ruleset is for '" + types[static_cast<std::size_t>(expected)] +
                  "' grids",
              "choose a ruleset for this kind of map");
  }
  if (map.grid.type == GridType::Table) {
    const bool ok = readTableGrid(ctx, grid, map);
    map.gridExtras = grid.finish();
    return ok && expected == GridType::Table;
  }
  const auto columns = readInteger(ctx, grid.require("columns"), "columns", 1, kMaxSide);
  const auto rows = readInteger(ctx, grid.require("rows"), "rows", 1, kMaxSide);
  if (map.grid.type == GridType::Hex) {
    if (auto o = readChoice(ctx, grid.get("orientation"), "orientation", kOrientations))
      map.grid.layout.orientation = *o == "flat" ? Orientation::Flat : Orientation::Pointy;
    if (auto s = readChoice(ctx, grid.get("stagger"), "stagger", kStaggers))
      map.grid.layout.stagger = *s == "odd" ? Stagger::Odd : Stagger::Even;
    if (auto l = readChoice(ctx, grid.get("labels"), "labels", kLabelStyles))
      map.grid.labels = *l == "numeric" ? LabelStyle::Numeric : LabelStyle::LetterNumber;
  }
  map.gridExtras = grid.finish();
  if (!columns || !rows) return false;
  if (*columns * *rows > kMaxLocations) {
    ctx.error(grid.node(), "too-large",
              "a " + std::to_string(*columns) + "x" + std::to_string(*rows) + " map has more than " +
                  std::to_string(kMaxLocations) + " locations, the most Sandtable handles");
    return false;
  }
  map.grid.columns = static_cast<int>(*columns);
  map.grid.rows = static_cast<int>(*rows);
  return map.grid.type == expected;
}

std::string padded(const std::string& s, std::size_t width, bool right) {
  if (s.size() >= width) return s;
  const std::string pad(width - s.size(), ' ');
  return right ? pad + s : s + pad;
}

YamlTree layerRows(const Map& map, const std::vector<std::string>& tokens, bool alignRight) {
  std::size_t width = 1;
  for (const auto& t : tokens) width = std::max(width, t.size());
  YamlTree rows = YamlTree::sequence();
  for (int row = 0; row < map.grid.rows; ++row) {
    std::string line;
    for (int col = 0; col < map.grid.columns; ++col) {
      if (col > 0) line += ' ';
      line += padded(tokens[static_cast<std::size_t>(map.grid.index({col, row}))], width, alignRight);
    }
    if (!alignRight) line.erase(line.find_last_not_of(' ') + 1);
    rows.add(YamlTree::quoted(line));
  }
  return rows;
}

// The legend the writer uses: the map's own symbols, plus one for any terrain without one.
std::vector<std::pair<std::string, int>> writerLegend(const Map& map, const Ruleset& rules) {
  std::vector<std::pair<std::string, int>> legend;
  for (const auto& entry : map.legend)
    if (entry.second >= 0) legend.push_back(entry);
  auto has = [&](auto pred) { return std::any_of(legend.begin(), legend.end(), pred); };
  for (int t : map.terrain) {
    if (has([&](auto& e) { return e.second == t; })) continue;
    const std::string& id = rules.terrain[static_cast<std::size_t>(t)].id;
    std::string symbol = id.substr(0, 1);
    if (has([&](auto& e) { return e.first == symbol; })) symbol = id;
    legend.emplace_back(symbol, t);
  }
  return legend;
}

YamlTree borderTree(const CardBorders& b) {
  YamlTree t = YamlTree::mapping(true);
  for (std::size_t i = 0; i < 4; ++i) t.set(kBorderKeys[i], YamlTree::plain(b[i] == Border::Dark ? "dark" : "light"));
  return t;
}

YamlTree markerListTree(const Map& map, const std::vector<int>& markers) {
  YamlTree t = YamlTree::sequence(true);
  for (int m : markers) t.add(YamlTree::plain(map.rules->markers[static_cast<std::size_t>(m)].id));
  return t;
}

}  // namespace

std::shared_ptr<Map> readMapNode(ReadContext& ctx, const YAML::Node& root, DocumentResolver& resolver,
                                 const std::filesystem::path& baseDir, bool inlined) {
  auto map = std::make_shared<Map>();
  ObjectReader obj(ctx, root, inlined ? "the inline map" : "the map");
  if (!obj.ok()) return nullptr;
  if (!inlined) readDocumentHeader(ctx, obj, "map");
  else obj.reserve({"sandtable", "kind"});
  map->id = readId(ctx, obj.require("id"), "map id").value_or("");
  map->name = readString(ctx, obj.get("name"), "map name").value_or("");
  map->notes = readString(ctx, obj.get("notes"), "map notes").value_or("");
  const YAML::Node rulesetNode = obj.require("ruleset");
  map->ruleset = readReference(ctx, rulesetNode, "ruleset").value_or("");
  if (!map->ruleset.empty()) map->rules = resolver.ruleset(map->ruleset, baseDir, ctx, rulesetNode);
  const YAML::Node gridNode = obj.require("grid");
  // Without a ruleset or a grid the layers cannot be read; they are not unknown keys either.
  auto giveUp = [&obj] {
    obj.reserve({"north", "features", "markers", "default", "terrain", "levels", "hexes", "hexsides", "roads",
                 "staging", "cards", "art"});
    obj.finish();
    return nullptr;
  };
  if (!map->rules) return giveUp();
  const Ruleset& rules = *map->rules;
  if (!readGrid(ctx, gridNode, *map, rules.grid)) return giveUp();
  if (auto north = readChoice(ctx, obj.get("north"), "north", kNorth))
    map->north = static_cast<Direction>(std::find(kNorth.begin(), kNorth.end(), *north) - kNorth.begin());

  if (map->isTable()) {
    readTableFeatures(ctx, obj.get("features"), *map);
    map->placedMarkers = readPlacedMarkers(ctx, obj.get("markers"), rules, map->table);
    if (const YAML::Node art = obj.get("art"); art.IsDefined()) readMapArt(ctx, art, *map, baseDir);
    map->extras = obj.finish();
    return map;
  }

  MapReader reader(ctx, *map, rules);
  map->defaultTerrain = rules.terrainIndex("open") >= 0 ? rules.terrainIndex("open")
                                                         : static_cast<int>(rules.terrain.size()) - 1;
  ObjectReader def(ctx, obj.get("default"), "default");
  if (def.ok()) {
    if (auto t = reader.terrainId(def.get("terrain"), "default terrain")) map->defaultTerrain = *t;
    map->defaultLevel = static_cast<int>(readInteger(ctx, def.get("level"), "default level", -100, 100).value_or(0));
    map->defaultExtras = def.finish();
  }
  map->resize();

  if (map->isHex()) {
    reader.readTerrainLayer(obj.get("terrain"));
    reader.readLevelsLayer(obj.get("levels"));
    reader.readHexes(obj.get("hexes"));
    reader.readHexsides(obj.get("hexsides"), ctx.claimBulk(root, "hexsides", BulkBlock::Kind::Hexsides));
    reader.readRoads(obj.get("roads"), ctx.claimBulk(root, "roads", BulkBlock::Kind::Roads));
  } else {
    if (auto s = readChoice(ctx, obj.get("staging"), "staging", kEdges)) map->staging = parseEdge(*s);
    reader.readCards(obj.require("cards"));
  }
  if (const YAML::Node art = obj.get("art"); art.IsDefined()) readMapArt(ctx, art, *map, baseDir);
  map->extras = obj.finish();
  return map;
}

YamlTree mapTree(const Map& map, bool inlined) {
  const Ruleset& rules = *map.rules;
  YamlTree root = inlined ? YamlTree::mapping() : documentRoot("map");
  root.set("id", YamlTree::plain(map.id));
  if (!map.name.empty()) root.set("name", YamlTree::text(map.name));
  if (!map.notes.empty()) root.set("notes", YamlTree::text(map.notes));
  root.set("ruleset", YamlTree::text(map.ruleset));
  if (map.isTable()) {
    root.set("grid", tableGridTree(map));
    if (map.north) root.set("north", YamlTree::plain(kNorth[static_cast<std::size_t>(*map.north)]));
    if (!map.features.empty()) root.set("features", tableFeaturesTree(map));
    if (!map.placedMarkers.empty()) root.set("markers", placedMarkersTree(map.placedMarkers, rules));
    if (map.art) root.set("art", mapArtTree(map));
    return root.addExtras(map.extras);
  }
  if (map.isHex()) {
    YamlTree grid = YamlTree::mapping();
    grid.set("type", YamlTree::plain("hex"));
    grid.set("orientation", YamlTree::plain(map.grid.layout.orientation == Orientation::Flat ? "flat" : "pointy"));
    grid.set("stagger", YamlTree::plain(map.grid.layout.stagger == Stagger::Odd ? "odd" : "even"));
    grid.set("columns", YamlTree::number(map.grid.columns));
    grid.set("rows", YamlTree::number(map.grid.rows));
    grid.set("labels", YamlTree::plain(map.grid.labels == LabelStyle::Numeric ? "numeric" : "letter-number"));
    root.set("grid", grid.addExtras(map.gridExtras));
  } else {
    root.set("grid", YamlTree::mapping(true)
                         .set("type", YamlTree::plain("cards"))
                         .set("columns", YamlTree::number(map.grid.columns))
                         .set("rows", YamlTree::number(map.grid.rows))
                         .addExtras(map.gridExtras));
  }
  if (map.north) root.set("north", YamlTree::plain(kNorth[static_cast<std::size_t>(*map.north)]));
  if (map.art) root.set("art", mapArtTree(map));

  if (map.isCards()) {
    if (map.staging) root.set("staging", YamlTree::plain(edgeName(*map.staging)));
    YamlTree cards = YamlTree::sequence();
    for (int index = 0; index < map.grid.size(); ++index) {
      const CardData& c = map.cards[static_cast<std::size_t>(index)];
      YamlTree card = YamlTree::mapping();
      card.set("at", YamlTree::plain(map.grid.label(index)));
      if (!c.name.empty()) card.set("name", YamlTree::text(c.name));
      card.set("terrain", YamlTree::plain(rules.terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(index)])].id));
      if (!c.cover.empty()) {
        YamlTree cover = YamlTree::sequence(true);
        for (int v : c.cover) cover.add(YamlTree::number(v));
        card.set("cover", cover);
      }
      card.set("borders", borderTree(c.borders));
      if (c.hill) card.set("hill", YamlTree::mapping(true).set("borders", borderTree(*c.hill)).addExtras(c.hillExtras));
      const auto markers = map.markersAt(index);
      if (!markers.empty()) card.set("markers", markerListTree(map, markers));
      cards.add(card.addExtras(c.extras));
    }
    root.set("cards", cards);
    return root.addExtras(map.extras);
  }

  root.set("default", YamlTree::mapping(true)
                          .set("terrain", YamlTree::plain(rules.terrain[static_cast<std::size_t>(map.defaultTerrain)].id))
                          .set("level", YamlTree::number(map.defaultLevel))
                          .addExtras(map.defaultExtras));
  const bool anyTerrain = std::any_of(map.terrain.begin(), map.terrain.end(), [&](int t) { return t != map.defaultTerrain; });
  if (anyTerrain) {
    const auto legend = writerLegend(map, rules);
    YamlTree legendTree = YamlTree::mapping(true);
    for (const auto& [symbol, t] : legend) legendTree.set(symbol, YamlTree::plain(rules.terrain[static_cast<std::size_t>(t)].id));
    std::vector<std::string> tokens;
    for (int t : map.terrain)
      tokens.push_back(std::find_if(legend.begin(), legend.end(), [&](auto& e) { return e.second == t; })->first);
    root.set("terrain", YamlTree::mapping().set("legend", legendTree).set("rows", layerRows(map, tokens, false)));
  }
  const bool anyLevel = std::any_of(map.levels.begin(), map.levels.end(), [&](int l) { return l != map.defaultLevel; });
  if (anyLevel) {
    std::vector<std::string> tokens;
    for (int l : map.levels) tokens.push_back(std::to_string(l));
    root.set("levels", YamlTree::mapping().set("rows", layerRows(map, tokens, true)));
  }
  if (!map.info.empty()) {
    YamlTree hexes = YamlTree::mapping();
    for (const auto& [index, info] : map.info) {
      YamlTree hex = YamlTree::mapping(true);
      if (info.objective) hex.set("objective", YamlTree::boolean(true));
      if (!info.name.empty()) hex.set("name", YamlTree::text(info.name));
      if (!info.markers.empty()) hex.set("markers", markerListTree(map, info.markers));
      hexes.set(map.grid.label(index), hex.addExtras(info.extras));
    }
    root.set("hexes", hexes);
  }
  if (!map.hexsides.empty()) {
    YamlTree sides = YamlTree::sequence();
    for (const auto& h : map.hexsides)
      sides.add(YamlTree::mapping(true)
                    .set("at", YamlTree::plain(map.grid.label(h.a) + "/" + map.grid.label(h.b)))
                    .set("feature", YamlTree::plain(rules.hexsides[static_cast<std::size_t>(h.feature)].id))
                    .addExtras(h.extras));
    root.set("hexsides", sides);
  }
  if (!map.roads.empty()) {
    YamlTree roads = YamlTree::sequence();
    for (const auto& road : map.roads) {
      YamlTree steps = YamlTree::sequence(true);
      for (const Offset& o : road) steps.add(YamlTree::plain(map.grid.label(o)));
      roads.add(steps);
    }
    root.set("roads", roads);
  }
  return root.addExtras(map.extras);
}

}  // namespace sandtable
