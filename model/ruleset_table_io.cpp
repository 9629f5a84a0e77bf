#include "model/ruleset_table_io.h"

#include <algorithm>
#include <cmath>

#include "model/document_io_internal.h"
#include "model/quote_text.h"

namespace sandtable {

namespace {

const std::vector<std::string> kClasses{"hill", "area", "linear", "obstacle"};
const std::vector<std::string> kGoing{"road", "open", "difficult", "X"};
const std::vector<std::string> kCover{"none", "soft", "hard"};
const std::vector<std::string> kRoles{"attacker", "defender", "meeting"};
const std::vector<std::string> kRateKeys{"road", "open", "difficult"};

YamlTree numberTree(double v) { return YamlTree::plain(tableNumberText(v)); }

// A non-negative number, or null (absent) where null is allowed.
std::optional<double> readDistance(ReadContext& ctx, const YAML::Node& node, const std::string& what) {
  if (!node.IsDefined() || node.IsNull()) return std::nullopt;
  auto v = readNumber(ctx, node, what);
  if (v && (*v < 0 || *v > 100000)) {
    ctx.error(node, "bad-value", what + " " + tableNumberText(*v) + " must be between 0 and 100000");
    return std::nullopt;
  }
  return v;
}

std::optional<TablePoint> readSize(ReadContext& ctx, const YAML::Node& node, const std::string& what) {
  if (!node.IsDefined()) return std::nullopt;
  if (!node.IsSequence() || node.size() != 2) {
    ctx.error(node, "wrong-type", what + " must be [width, height], found " + describeType(node));
    return std::nullopt;
  }
  auto w = readDistance(ctx, node[0], what + " width");
  auto h = readDistance(ctx, node[1], what + " height");
  if (!w || !h) return std::nullopt;
  return TablePoint{*w, *h};
}

YamlTree sizeTree(const TablePoint& p) { return YamlTree::sequence(true).add(numberTree(p.x)).add(numberTree(p.y)); }

}  // namespace

TableTerrain readTableTerrain(ReadContext& ctx, ObjectReader& obj, const std::vector<std::string>& mobility,
                              const std::string& what) {
  TableTerrain t;
  if (auto c = readChoice(ctx, obj.require("class"), what + " class", kClasses))
    t.cls = static_cast<TerrainClass>(std::find(kClasses.begin(), kClasses.end(), *c) - kClasses.begin());
  if (const YAML::Node h = obj.get("height"); h.IsDefined() && !h.IsNull()) {
    t.height = readNumber(ctx, h, what + " height");
    if (t.height && (*t.height < 0 || *t.height > 100 || std::fmod(*t.height * 4, 1.0) != 0)) {
      ctx.error(h, "bad-value", what + " height " + tableNumberText(*t.height) + " is not a multiple of 0.25 from 0 to 100",
                "heights are levels in quarters: 0.25, 0.5, 1, 2, 4...");
      t.height.reset();
    }
  }
  if (auto c = readChoice(ctx, obj.get("cover"), what + " cover", kCover))
    t.cover = static_cast<CoverClass>(std::find(kCover.begin(), kCover.end(), *c) - kCover.begin());
  t.seeIn = readDistance(ctx, obj.get("see_in"), what + " see_in");
  // Every mobility class must say how it crosses this terrain.
  t.going.assign(mobility.size(), Going::Open);
  const YAML::Node going = obj.require("going");
  if (going.IsDefined() && !going.IsMap()) {
    ctx.error(going, "wrong-type", what + " going must map each mobility class to road, open, difficult or X");
  } else if (going.IsDefined()) {
    std::vector<bool> seen(mobility.size(), false);
    for (const auto& kv : going) {
      const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
      auto it = std::find(mobility.begin(), mobility.end(), key);
      if (it == mobility.end()) {
        ctx.error(kv.first, "unknown-id",
                  quoteText(key) + " in " + what + " going is not a mobility class of this ruleset" + didYouMean(key, mobility),
                  "use one of the ruleset's `mobility:` ids");
        continue;
      }
      const auto i = static_cast<std::size_t>(it - mobility.begin());
      seen[i] = true;
      if (auto g = readChoice(ctx, kv.second, what + " going for " + key, kGoing))
        t.going[i] = static_cast<Going>(std::find(kGoing.begin(), kGoing.end(), *g) - kGoing.begin());
    }
    for (std::size_t i = 0; i < mobility.size(); ++i)
      if (!seen[i])
        ctx.error(going, "missing-key", what + " going says nothing for mobility " + quoteText(mobility[i]),
                  "add `" + mobility[i] + ": open` (or road, difficult, X)");
  }
  t.blocks = readBool(ctx, obj.get("blocks"), what + " blocks").value_or(false);
  if (const YAML::Node w = obj.get("width"); w.IsDefined()) {
    t.width = readDistance(ctx, w, what + " width");
    if (t.width && *t.width <= 0) {
      ctx.error(w, "bad-value", what + " width must be positive");
      t.width.reset();
    }
  }
  t.roadIgnores = readBool(ctx, obj.get("road_ignores"), what + " road_ignores");
  t.storeyHeight = readDistance(ctx, obj.get("storey_height"), what + " storey_height");
  return t;
}

void addTableTerrainKeys(YamlTree& tree, const TableTerrain& t, const std::vector<std::string>& mobility) {
  tree.set("class", YamlTree::plain(terrainClassName(t.cls)));
  if (t.height) tree.set("height", numberTree(*t.height));
  if (t.cover) tree.set("cover", YamlTree::plain(coverClassName(*t.cover)));
  if (t.seeIn) tree.set("see_in", numberTree(*t.seeIn));
  YamlTree going = YamlTree::mapping(true);
  for (std::size_t i = 0; i < t.going.size() && i < mobility.size(); ++i)
    going.set(mobility[i], YamlTree::plain(goingName(t.going[i])));
  tree.set("going", going);
  if (t.blocks) tree.set("blocks", YamlTree::boolean(true));
  if (t.width) tree.set("width", numberTree(*t.width));
  if (t.roadIgnores) tree.set("road_ignores", YamlTree::boolean(*t.roadIgnores));
  if (t.storeyHeight) tree.set("storey_height", numberTree(*t.storeyHeight));
}

void readTableMarker(ReadContext& ctx, ObjectReader& obj, MarkerType& m, const std::string& what) {
  ObjectReader shape(ctx, obj.get("shape"), what + " shape");
  if (shape.ok()) {
    if (const YAML::Node r = shape.require("circle"); r.IsDefined()) {
      m.templateRadius = readDistance(ctx, r, what + " template radius");
      if (m.templateRadius && *m.templateRadius <= 0) {
        ctx.error(r, "bad-value", what + " template radius must be positive");
        m.templateRadius.reset();
      }
    }
    shape.finish();
  }
  ObjectReader los(ctx, obj.get("los"), what + " los");
  TableMarkerLos effect;
  if (los.ok()) {
    effect.smoke = readDistance(ctx, los.get("smoke"), what + " smoke height");
    effect.blocks = readBool(ctx, los.get("blocks"), what + " blocks").value_or(false);
    effect.seeIn = readDistance(ctx, los.get("see_in"), what + " see_in");
    los.finish();
  }
  m.tableLos = effect;
}

void addTableMarkerKeys(YamlTree& tree, const MarkerType& m) {
  if (m.templateRadius) tree.set("shape", YamlTree::mapping(true).set("circle", numberTree(*m.templateRadius)));
  YamlTree los = YamlTree::mapping(true);
  if (m.tableLos) {
    if (m.tableLos->smoke) los.set("smoke", numberTree(*m.tableLos->smoke));
    if (m.tableLos->blocks) los.set("blocks", YamlTree::boolean(true));
    if (m.tableLos->seeIn) los.set("see_in", numberTree(*m.tableLos->seeIn));
  }
  tree.set("los", los);
}

void readTableRulesetKeys(ReadContext& ctx, ObjectReader& root, Ruleset& rs) {
  ObjectReader table(ctx, root.get("table"), "table");
  if (table.ok()) {
    Ruleset::TableLimits limits;
    if (auto u = readChoice(ctx, table.get("unit"), "table unit", {"in", "cm"})) limits.unit = *u;
    limits.minSize = readSize(ctx, table.get("min_size"), "table min_size");
    limits.preferredSize = readSize(ctx, table.get("preferred_size"), "table preferred_size");
    limits.extras = table.finish();
    rs.table = std::move(limits);
  }
  ObjectReader scenario(ctx, root.get("scenario"), "scenario defaults");
  if (scenario.ok()) {
    Ruleset::ScenarioDefaults d;
    if (auto t = readInteger(ctx, scenario.get("turns"), "default turns", 1, 10000)) d.turns = static_cast<int>(*t);
    ObjectReader bp(ctx, scenario.get("break_points"), "break_points");
    if (bp.ok()) {
      for (std::size_t i = 0; i < kRoles.size(); ++i)
        if (auto v = readInteger(ctx, bp.get(kRoles[i]), "break point of " + kRoles[i], 0, 100))
          d.breakPoints[i] = static_cast<int>(*v);
      bp.finish();
    }
    d.extras = scenario.finish();
    rs.scenarioDefaults = std::move(d);
  }
}

void readTableLosKeys(ReadContext& ctx, ObjectReader& los, Ruleset& rs) {
  rs.los.tableMaxRange = readDistance(ctx, los.get("max_range"), "max_range");
  rs.los.lofCorridor = readDistance(ctx, los.get("lof_corridor"), "lof_corridor");
}

void readTableMovementKeys(ReadContext& ctx, ObjectReader& movement, Ruleset& rs) {
  ObjectReader rates(ctx, movement.require("rates"), "movement rates");
  if (!rates.ok()) return;
  for (std::size_t i = 0; i < kRateKeys.size(); ++i) {
    const YAML::Node n = rates.require(kRateKeys[i]);
    auto v = readDistance(ctx, n, "rate of " + kRateKeys[i] + " going");
    if (v && *v <= 0) ctx.error(n, "bad-value", "the rate of " + kRateKeys[i] + " going must be positive");
    else rs.movement.rates[i] = v;
  }
  rates.finish();
}

YamlTree tableLimitsTree(const Ruleset::TableLimits& limits) {
  YamlTree t = YamlTree::mapping(true);
  t.set("unit", YamlTree::plain(limits.unit));
  if (limits.minSize) t.set("min_size", sizeTree(*limits.minSize));
  if (limits.preferredSize) t.set("preferred_size", sizeTree(*limits.preferredSize));
  return t.addExtras(limits.extras);
}

YamlTree scenarioDefaultsTree(const Ruleset::ScenarioDefaults& d) {
  YamlTree t = YamlTree::mapping();
  if (d.turns) t.set("turns", YamlTree::number(*d.turns));
  YamlTree bp = YamlTree::mapping(true);
  for (std::size_t i = 0; i < kRoles.size(); ++i)
    if (d.breakPoints[i]) bp.set(kRoles[i], YamlTree::number(*d.breakPoints[i]));
  if (!bp.emptyCollection()) t.set("break_points", bp);
  return t.addExtras(d.extras);
}

YamlTree tableRatesTree(const Ruleset& rs) {
  YamlTree t = YamlTree::mapping(true);
  for (std::size_t i = 0; i < kRateKeys.size(); ++i)
    if (rs.movement.rates[i]) t.set(kRateKeys[i], numberTree(*rs.movement.rates[i]));
  return t;
}

}  // namespace sandtable
