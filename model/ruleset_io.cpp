// Reading and writing rulesets (docs/formats.md section 2).
#include <algorithm>
#include <cstdio>

#include "model/document_io_internal.h"
#include "model/quote_text.h"
#include "model/ruleset_table_io.h"

namespace sandtable {

namespace {

const std::vector<std::string> kGridTypes{"hex", "cards", "table"};
const std::vector<std::string> kLosModels{"crest-levels", "overlay-shadow", "card-borders", "dead-ground", "blockers"};
const std::vector<std::string> kHexsideRules{"either", "both"};
const std::vector<std::string> kAdjacency{"hex", "orthogonal", "king"};
const std::vector<std::string> kFieldKinds{"text", "integer", "number", "bool", "enum", "mobility"};

template <typename Enum>
Enum choiceIndex(const std::string& value, const std::vector<std::string>& choices) {
  return static_cast<Enum>(std::find(choices.begin(), choices.end(), value) - choices.begin());
}

template <typename Enum>
const std::string& choiceName(Enum value, const std::vector<std::string>& choices) {
  return choices[static_cast<std::size_t>(value)];
}

// A move table: one cost per mobility class, every class present.
MoveTable readMoveTable(ReadContext& ctx, const YAML::Node& node, const std::string& what,
                        const std::vector<std::string>& mobility) {
  MoveTable table(mobility.size(), MoveCost::quarters(0));
  if (!node.IsDefined()) return table;
  if (!node.IsMap()) {
    ctx.error(node, "wrong-type", what + " must map each mobility class to a cost, found " + describeType(node));
    return table;
  }
  std::vector<bool> seen(mobility.size(), false);
  for (const auto& kv : node) {
    const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
    auto it = std::find(mobility.begin(), mobility.end(), key);
    if (it == mobility.end()) {
      ctx.error(kv.first, "unknown-id",
                quoteText(key) + " in " + what + " is not a mobility class of this ruleset" + didYouMean(key, mobility),
                "use one of the ruleset's `mobility:` ids");
      continue;
    }
    const auto i = static_cast<std::size_t>(it - mobility.begin());
    seen[i] = true;
    if (auto cost = readMoveCost(ctx, kv.second, what + " for " + key)) table[i] = *cost;
  }
  for (std::size_t i = 0; i < mobility.size(); ++i)
    if (!seen[i]) ctx.error(node, "missing-key", what + " has no cost for mobility " + quoteText(mobility[i]),
                            "add `" + mobility[i] + ": N` (or X for impassable)");
  return table;
}

YamlTree moveTableTree(const MoveTable& table, const std::vector<std::string>& mobility) {
  YamlTree t = YamlTree::mapping(true);
  for (std::size_t i = 0; i < table.size() && i < mobility.size(); ++i)
    t.set(mobility[i], YamlTree::plain(table[i].text()));
  return t;
}

std::optional<std::string> readColor(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  auto s = readString(ctx, node, what);
  if (!s) return std::nullopt;
  const bool ok = s->size() == 7 && (*s)[0] == '#' &&
                  std::all_of(s->begin() + 1, s->end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
  if (!ok) {
    ctx.error(node, "bad-value", std::string(what) + " " + quoteText(*s) + " is not a colour; write it as \"#rrggbb\"");
    return std::nullopt;
  }
  return s;
}

// Terrain types and hexside features share one shape.
TerrainType readTerrainType(ReadContext& ctx, const YAML::Node& node, const std::string& kind,
                            const std::vector<std::string>& mobility, bool table) {
  TerrainType t;
  ObjectReader obj(ctx, node, kind);
  if (!obj.ok()) return t;
  t.id = readId(ctx, obj.require("id"), kind + " id").value_or("");
  const std::string what = kind + " " + quoteText(t.id);
  t.name = readString(ctx, obj.get("name"), what + " name").value_or("");
  t.color = readColor(ctx, obj.get("color"), what + " color").value_or("");
  if (table) {
    t.table = readTableTerrain(ctx, obj, mobility, what);
    t.rule = readString(ctx, obj.get("rule"), what + " rule").value_or("");
    t.notes = readString(ctx, obj.get("notes"), what + " notes").value_or("");
    t.extras = obj.finish();
    return t;
  }
  t.move = readMoveTable(ctx, obj.require("move"), what + " move", mobility);
  if (auto c = readInteger(ctx, obj.get("cover"), what + " cover", -100, 100)) t.cover = static_cast<int>(*c);
  if (auto los = readLosEffect(ctx, obj.get("los"), what + " los")) t.los = *los;
  if (auto h = readInteger(ctx, obj.get("height"), what + " height", 0, 100)) t.height = static_cast<int>(*h);
  t.rule = readString(ctx, obj.get("rule"), what + " rule").value_or("");
  t.notes = readString(ctx, obj.get("notes"), what + " notes").value_or("");
  // Terrain attributes of miniatures tables (docs/tables.md 2.1), kept as they are for now.
  obj.reserve({"class", "dead_ground", "see_in", "obstacle_height", "blocks"});
  t.extras = obj.finish();
  return t;
}

YamlTree terrainTypeTree(const TerrainType& t, const std::vector<std::string>& mobility) {
  YamlTree tree = YamlTree::mapping();
  tree.set("id", YamlTree::plain(t.id));
  if (!t.name.empty()) tree.set("name", YamlTree::text(t.name));
  if (!t.color.empty()) tree.set("color", YamlTree::quoted(t.color));
  if (t.table) {
    addTableTerrainKeys(tree, *t.table, mobility);
  } else {
    tree.set("move", moveTableTree(t.move, mobility));
    if (t.cover) tree.set("cover", YamlTree::number(*t.cover));
    tree.set("los", losEffectTree(t.los));
    if (t.height) tree.set("height", YamlTree::number(*t.height));
  }
  if (!t.rule.empty()) tree.set("rule", YamlTree::text(t.rule));
  if (!t.notes.empty()) tree.set("notes", YamlTree::text(t.notes));
  return tree.addExtras(t.extras);
}

MarkerType readMarker(ReadContext& ctx, const YAML::Node& node, bool table) {
  MarkerType m;
  ObjectReader obj(ctx, node, "marker");
  if (!obj.ok()) return m;
  m.id = readId(ctx, obj.require("id"), "marker id").value_or("");
  const std::string what = "marker " + quoteText(m.id);
  m.name = readString(ctx, obj.get("name"), what + " name").value_or("");
  m.color = readColor(ctx, obj.get("color"), what + " color").value_or("");
  if (table) readTableMarker(ctx, obj, m, what);
  else if (auto los = readLosEffect(ctx, obj.get("los"), what + " los")) m.los = *los;
  m.rule = readString(ctx, obj.get("rule"), what + " rule").value_or("");
  m.notes = readString(ctx, obj.get("notes"), what + " notes").value_or("");
  m.extras = obj.finish();
  return m;
}

YamlTree markerTree(const MarkerType& m) {
  YamlTree tree = YamlTree::mapping();
  tree.set("id", YamlTree::plain(m.id));
  if (!m.name.empty()) tree.set("name", YamlTree::text(m.name));
  if (!m.color.empty()) tree.set("color", YamlTree::quoted(m.color));
  if (m.tableLos) addTableMarkerKeys(tree, m);
  else tree.set("los", losEffectTree(m.los));
  if (!m.rule.empty()) tree.set("rule", YamlTree::text(m.rule));
  if (!m.notes.empty()) tree.set("notes", YamlTree::text(m.notes));
  return tree.addExtras(m.extras);
}

// Characters, not bytes: a label may hold accented letters.
std::size_t utf8Length(const std::string& s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; }));
}

UnitField readUnitField(ReadContext& ctx, const YAML::Node& node) {
  UnitField f;
  ObjectReader obj(ctx, node, "unit field");
  if (!obj.ok()) return f;
  f.id = readId(ctx, obj.require("id"), "unit field id").value_or("");
  const std::string what = "unit field " + quoteText(f.id);
  f.name = readString(ctx, obj.get("name"), what + " name").value_or("");
  const YAML::Node label = obj.get("label");
  f.label = readString(ctx, label, what + " label").value_or("");
  if (label.IsDefined() && f.label.empty())
    ctx.error(label, "bad-value", what + " label is empty",
              "give a short column header such as `label: HE FP`, or leave the key out to use the name");
  else if (utf8Length(f.label) > kMaxUnitFieldLabel)
    ctx.error(label, "bad-value",
              what + " label " + quoteText(f.label) + " is " + std::to_string(utf8Length(f.label)) +
                  " characters; a column header is at most " + std::to_string(kMaxUnitFieldLabel),
              "shorten it (an abbreviation the rulebook uses) and keep the long form in `name:`");
  f.booklet = readBool(ctx, obj.get("booklet"), what + " booklet").value_or(true);
  if (auto kind = readChoice(ctx, obj.require("kind"), what + " kind", kFieldKinds))
    f.kind = choiceIndex<UnitField::Kind>(*kind, kFieldKinds);
  const YAML::Node values = obj.get("values");
  if (auto list = readStringList(ctx, values, what + " values"))
    for (auto& [v, n] : *list) f.values.push_back(v);
  if (f.kind == UnitField::Kind::Enum && f.values.empty())
    ctx.error(obj.node(), "missing-key", what + " is an enum but lists no `values`", "add `values: [a, b]`");
  f.required = readBool(ctx, obj.get("required"), what + " required").value_or(false);
  f.min = readNumber(ctx, obj.get("min"), what + " min");
  f.max = readNumber(ctx, obj.get("max"), what + " max");
  f.extras = obj.finish();
  return f;
}

std::string numberText(double v) {
  if (v == static_cast<double>(static_cast<long long>(v))) return std::to_string(static_cast<long long>(v));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  return buf;
}

YamlTree unitFieldTree(const UnitField& f) {
  YamlTree tree = YamlTree::mapping(true);
  tree.set("id", YamlTree::plain(f.id));
  if (!f.name.empty()) tree.set("name", YamlTree::text(f.name));
  if (!f.label.empty()) tree.set("label", YamlTree::text(f.label));
  tree.set("kind", YamlTree::plain(unitFieldKindName(f.kind)));
  if (!f.values.empty()) {
    YamlTree values = YamlTree::sequence(true);
    for (const auto& v : f.values) values.add(YamlTree::text(v));
    tree.set("values", values);
  }
  if (f.min) tree.set("min", YamlTree::plain(numberText(*f.min)));
  if (f.max) tree.set("max", YamlTree::plain(numberText(*f.max)));
  if (f.required) tree.set("required", YamlTree::boolean(true));
  if (!f.booklet) tree.set("booklet", YamlTree::boolean(false));
  return tree.addExtras(f.extras);
}

template <typename T, typename ReadOne>
std::vector<T> readList(ReadContext& ctx, const YAML::Node& node, const std::string& what, ReadOne readOne) {
  std::vector<T> out;
  if (!node.IsDefined() || node.IsNull()) return out;
  if (!node.IsSequence()) {
    ctx.error(node, "wrong-type", what + " must be a list, found " + describeType(node));
    return out;
  }
  for (const auto& item : node) out.push_back(readOne(item));
  return out;
}

template <typename T>
void reportDuplicateIds(ReadContext& ctx, const YAML::Node& list, const std::vector<T>& items,
                        const std::string& what) {
  for (std::size_t i = 0; i < items.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (!items[i].id.empty() && items[i].id == items[j].id) {
        ctx.error(list[i], "duplicate-id", what + " " + quoteText(items[i].id) + " is defined twice", "rename one of them");
        break;
      }
}

void addTerrainTree(YamlTree& root, const Ruleset& rs) {
  YamlTree terrain = YamlTree::sequence();
  for (const auto& t : rs.terrain) terrain.add(terrainTypeTree(t, rs.mobility));
  root.set("terrain", terrain);
}

void addMarkersAndUnitsTree(YamlTree& root, const Ruleset& rs) {
  if (!rs.markers.empty()) {
    YamlTree markers = YamlTree::sequence();
    for (const auto& m : rs.markers) markers.add(markerTree(m));
    root.set("markers", markers);
  }
  if (!rs.unitFields.empty() || !rs.unitsExtras.empty()) {
    YamlTree fields = YamlTree::sequence();
    for (const auto& f : rs.unitFields) fields.add(unitFieldTree(f));
    root.set("units", YamlTree::mapping().set("fields", fields).addExtras(rs.unitsExtras));
  }
}

// A table ruleset after `mobility:` (tables spec 2): no levels, hexsides or per-card limits.
YamlTree tableRulesetTail(YamlTree& root, const Ruleset& rs) {
  if (rs.table) root.set("table", tableLimitsTree(*rs.table));
  YamlTree los = YamlTree::mapping();
  los.set("model", YamlTree::plain(choiceName(rs.los.model, kLosModels)));
  los.set("max_range", rs.los.tableMaxRange ? YamlTree::plain(tableNumberText(*rs.los.tableMaxRange)) : YamlTree::plain("null"));
  if (rs.los.lofCorridor) los.set("lof_corridor", YamlTree::plain(tableNumberText(*rs.los.lofCorridor)));
  root.set("los", los.addExtras(rs.los.extras));
  root.set("movement", YamlTree::mapping().set("rates", tableRatesTree(rs)).addExtras(rs.movement.extras));
  if (rs.scenarioDefaults) root.set("scenario", scenarioDefaultsTree(*rs.scenarioDefaults));
  addTerrainTree(root, rs);
  addMarkersAndUnitsTree(root, rs);
  if (!rs.limitsExtras.empty()) root.set("limits", YamlTree::mapping().addExtras(rs.limitsExtras));
  return root.addExtras(rs.extras);
}

}  // namespace

std::optional<LosEffect> readLosEffect(ReadContext& ctx, const YAML::Node& node, std::string_view what) {
  if (!node.IsDefined()) return std::nullopt;
  if (node.IsScalar()) {
    if (node.Scalar() == "clear") return LosEffect{LosEffect::Kind::Clear, 0};
    if (node.Scalar() == "obstacle") return LosEffect{LosEffect::Kind::Obstacle, 0};
  } else if (node.IsMap()) {
    ObjectReader obj(ctx, node, std::string(what));
    const auto n = readInteger(ctx, obj.require("hindrance"), std::string(what) + " hindrance", 0, 100);
    obj.finish();
    if (n) return LosEffect{LosEffect::Kind::Hindrance, static_cast<int>(*n)};
    return std::nullopt;
  }
  ctx.error(node, "bad-value",
            std::string(what) + " must be clear, obstacle or {hindrance: N}, found " + describeType(node));
  return std::nullopt;
}

YamlTree losEffectTree(const LosEffect& effect) {
  switch (effect.kind) {
    case LosEffect::Kind::Clear: return YamlTree::plain("clear");
    case LosEffect::Kind::Obstacle: return YamlTree::plain("obstacle");
    case LosEffect::Kind::Hindrance: break;
  }
  return YamlTree::mapping(true).set("hindrance", YamlTree::number(effect.hindrance));
}

std::shared_ptr<Ruleset> readRulesetNode(ReadContext& ctx, const YAML::Node& root) {
  auto rs = std::make_shared<Ruleset>();
  ObjectReader obj(ctx, root, "the ruleset");
  if (!obj.ok()) return rs;
  readDocumentHeader(ctx, obj, "ruleset");
  rs->id = readId(ctx, obj.require("id"), "ruleset id").value_or("");
  rs->name = readString(ctx, obj.get("name"), "ruleset name").value_or("");
  rs->notes = readString(ctx, obj.get("notes"), "ruleset notes").value_or("");
  if (auto g = readChoice(ctx, obj.require("grid"), "grid", kGridTypes)) rs->grid = choiceIndex<GridType>(*g, kGridTypes);

  const YAML::Node mobility = obj.require("mobility");
  if (auto list = readStringList(ctx, mobility, "mobility")) {
    for (auto& [m, n] : *list) {
      if (!isValidId(m)) ctx.error(n, "bad-id", "mobility class " + quoteText(m) + " is not a valid id");
      else if (rs->mobilityIndex(m) >= 0) ctx.error(n, "duplicate-id", "mobility class " + quoteText(m) + " is listed twice");
      else rs->mobility.push_back(m);
    }
    if (list->empty()) ctx.error(mobility, "bad-value", "mobility lists no classes", "add e.g. `mobility: [leg]`");
  }

  const bool table = rs->grid == GridType::Table;
  if (table) readTableRulesetKeys(ctx, obj, *rs);
  ObjectReader levels(ctx, table ? obj.get("levels") : obj.require("levels"), "levels");
  if (levels.ok()) {
    rs->levelMin = static_cast<int>(readInteger(ctx, levels.require("min"), "levels min", -100, 100).value_or(0));
    rs->levelMax = static_cast<int>(readInteger(ctx, levels.require("max"), "levels max", -100, 100).value_or(0));
    if (rs->levelMin > rs->levelMax)
      ctx.error(levels.node(), "bad-value", "levels min is above max");
    levels.finish();
  }

  ObjectReader los(ctx, obj.require("los"), "los");
  if (los.ok()) {
    if (auto m = readChoice(ctx, los.require("model"), "los model", kLosModels))
      rs->los.model = choiceIndex<LosModel>(*m, kLosModels);
    if (auto h = readChoice(ctx, los.get("hexside_rule"), "hexside_rule", kHexsideRules))
      rs->los.hexsideRule = choiceIndex<HexsideRule>(*h, kHexsideRules);
    rs->los.defaultHindrance =
        static_cast<int>(readInteger(ctx, los.get("default_hindrance"), "default_hindrance", 0, 100).value_or(0));
    const bool tableModel = rs->los.model == LosModel::DeadGround || rs->los.model == LosModel::Blockers;
    if (tableModel != table)
      ctx.error(los.node(), "bad-value",
                "los model '" + choiceName(rs->los.model, kLosModels) + "' is for " + (tableModel ? "table" : "hex and card") +
                    " rulesets, and this ruleset's grid is '" + choiceName(rs->grid, kGridTypes) + "'",
                table ? "use dead-ground or blockers" : "use crest-levels, overlay-shadow or card-borders");
    if (table) {
      readTableLosKeys(ctx, los, *rs);
    } else {
      const YAML::Node range = los.get("max_range");
      if (range.IsDefined() && !range.IsNull())
        if (auto r = readInteger(ctx, range, "max_range", 1, 100000)) rs->los.maxRange = static_cast<int>(*r);
    }
    rs->los.extras = los.finish();
  }

  ObjectReader movement(ctx, table ? obj.require("movement") : obj.get("movement"), "movement");
  if (movement.ok() && table) {
    readTableMovementKeys(ctx, movement, *rs);
    rs->movement.extras = movement.finish();
  } else if (movement.ok()) {
    const YAML::Node uphill = movement.get("uphill");
    if (uphill.IsDefined()) rs->movement.uphill = readMoveTable(ctx, uphill, "uphill", rs->mobility);
    const YAML::Node steep = movement.get("steep_slope");
    if (steep.IsDefined() && !steep.IsNull())
      if (auto s = readInteger(ctx, steep, "steep_slope", 1, 100)) rs->movement.steepSlope = static_cast<int>(*s);
    const YAML::Node road = movement.get("road");
    if (road.IsDefined() && !road.IsNull()) rs->movement.road = readMoveTable(ctx, road, "road", rs->mobility);
    if (auto a = readChoice(ctx, movement.get("adjacency"), "adjacency", kAdjacency))
      rs->movement.adjacency = choiceIndex<Adjacency>(*a, kAdjacency);
    rs->movement.extras = movement.finish();
  }
  if (rs->grid == GridType::Cards && rs->movement.adjacency == Adjacency::Hex)
    rs->movement.adjacency = Adjacency::Orthogonal;

  const YAML::Node terrain = obj.require("terrain");
  rs->terrain = readList<TerrainType>(ctx, terrain, "terrain",
                                      [&](const YAML::Node& n) { return readTerrainType(ctx, n, "terrain type", rs->mobility, table); });
  if (terrain.IsDefined() && rs->terrain.empty())
    ctx.error(terrain, "bad-value", "the ruleset lists no terrain types", "add at least one, e.g. open ground");
  reportDuplicateIds(ctx, terrain, rs->terrain, "terrain type");
  const YAML::Node hexsides = obj.get("hexsides");
  rs->hexsides = readList<HexsideFeature>(ctx, hexsides, "hexsides",
                                          [&](const YAML::Node& n) { return readTerrainType(ctx, n, "hexside feature", rs->mobility, false); });
  reportDuplicateIds(ctx, hexsides, rs->hexsides, "hexside feature");
  const YAML::Node markers = obj.get("markers");
  rs->markers = readList<MarkerType>(ctx, markers, "markers", [&](const YAML::Node& n) { return readMarker(ctx, n, table); });
  reportDuplicateIds(ctx, markers, rs->markers, "marker");

  ObjectReader units(ctx, obj.get("units"), "units");
  if (units.ok()) {
    const YAML::Node fields = units.get("fields");
    rs->unitFields = readList<UnitField>(ctx, fields, "unit fields", [&](const YAML::Node& n) { return readUnitField(ctx, n); });
    reportDuplicateIds(ctx, fields, rs->unitFields, "unit field");
    rs->unitsExtras = units.finish();
  }

  ObjectReader limits(ctx, obj.get("limits"), "limits");
  if (limits.ok()) {
    ObjectReader perCard(ctx, limits.get("per_card"), "limits per_card");
    if (perCard.ok()) {
      Ruleset::PerCardLimit l;
      l.steps = static_cast<int>(readInteger(ctx, perCard.get("steps"), "per_card steps", 0, 10000).value_or(0));
      l.vehicles = static_cast<int>(readInteger(ctx, perCard.get("vehicles"), "per_card vehicles", 0, 10000).value_or(0));
      rs->perCard = l;
      perCard.finish();
    }
    rs->limitsExtras = limits.finish();
  }
  rs->extras = obj.finish();
  return rs;
}

YamlTree rulesetTree(const Ruleset& rs) {
  YamlTree root = documentRoot("ruleset");
  root.set("id", YamlTree::plain(rs.id));
  if (!rs.name.empty()) root.set("name", YamlTree::text(rs.name));
  if (!rs.notes.empty()) root.set("notes", YamlTree::text(rs.notes));
  root.set("grid", YamlTree::plain(choiceName(rs.grid, kGridTypes)));
  YamlTree mobility = YamlTree::sequence(true);
  for (const auto& m : rs.mobility) mobility.add(YamlTree::plain(m));
  root.set("mobility", mobility);
  if (rs.isTable()) return tableRulesetTail(root, rs);
  root.set("levels", YamlTree::mapping(true)
                         .set("min", YamlTree::number(rs.levelMin))
                         .set("max", YamlTree::number(rs.levelMax)));
  YamlTree los = YamlTree::mapping();
  los.set("model", YamlTree::plain(choiceName(rs.los.model, kLosModels)));
  los.set("hexside_rule", YamlTree::plain(choiceName(rs.los.hexsideRule, kHexsideRules)));
  los.set("default_hindrance", YamlTree::number(rs.los.defaultHindrance));
  los.set("max_range", rs.los.maxRange ? YamlTree::number(*rs.los.maxRange) : YamlTree::plain("null"));
  root.set("los", los.addExtras(rs.los.extras));
  YamlTree movement = YamlTree::mapping();
  if (!rs.movement.uphill.empty()) movement.set("uphill", moveTableTree(rs.movement.uphill, rs.mobility));
  movement.set("steep_slope",
               rs.movement.steepSlope ? YamlTree::number(*rs.movement.steepSlope) : YamlTree::plain("null"));
  if (!rs.movement.road.empty()) movement.set("road", moveTableTree(rs.movement.road, rs.mobility));
  movement.set("adjacency", YamlTree::plain(choiceName(rs.movement.adjacency, kAdjacency)));
  root.set("movement", movement.addExtras(rs.movement.extras));
  addTerrainTree(root, rs);
  if (!rs.hexsides.empty()) {
    YamlTree hexsides = YamlTree::sequence();
    for (const auto& h : rs.hexsides) hexsides.add(terrainTypeTree(h, rs.mobility));
    root.set("hexsides", hexsides);
  }
  addMarkersAndUnitsTree(root, rs);
  if (rs.perCard || !rs.limitsExtras.empty()) {
    YamlTree limits = YamlTree::mapping();
    if (rs.perCard)
      limits.set("per_card", YamlTree::mapping(true)
                                 .set("steps", YamlTree::number(rs.perCard->steps))
                                 .set("vehicles", YamlTree::number(rs.perCard->vehicles)));
    root.set("limits", limits.addExtras(rs.limitsExtras));
  }
  return root.addExtras(rs.extras);
}

}  // namespace sandtable
