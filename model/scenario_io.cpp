// Reading and writing scenarios (docs/formats.md section 4).
#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "model/document_io_internal.h"
#include "model/quote_text.h"
#include "model/scenario_limits.h"
#include "model/scenario_ops.h"
#include "model/scenario_table_io.h"
#include "model/table_io.h"
#include "model/unit_stats.h"

namespace sandtable {

namespace {

const std::vector<std::string> kRoles{"attacker", "defender", "meeting"};
const std::vector<std::string> kEdges{"north", "east", "south", "west"};

template <typename T>
std::vector<std::string> idsOf(const std::vector<T>& items) {
  std::vector<std::string> out;
  for (const auto& i : items) out.push_back(i.id);
  return out;
}

class ScenarioReader {
 public:
  ScenarioReader(ReadContext& ctx, Scenario& s) : ctx_(ctx), s_(s) {}

  const Grid* grid() const { return s_.map && !s_.map->isTable() ? &s_.map->grid : nullptr; }
  bool table() const { return s_.isTable(); }
  std::string locationWord() const { return s_.map && s_.map->isCards() ? "card" : "hex"; }

  // A list of labels and ranges; every item must lie on the map.
  LocationList locationList(const YAML::Node& node, const std::string& what) {
    LocationList list;
    auto items = readStringList(ctx_, node, what);
    if (!items) return list;
    for (auto& [text, n] : *items) {
      list.items.push_back(text);
      if (!grid()) continue;
      std::string error;
      auto range = parseLocationRange(*grid(), text, &error);
      if (!range) {
        ctx_.error(n, error.find("off the map") != std::string::npos ? "off-map" : "bad-location", what + ": " + error);
        continue;
      }
      for (int index : expandRange(*grid(), *range)) list.resolved.push_back(index);
    }
    std::sort(list.resolved.begin(), list.resolved.end());
    list.resolved.erase(std::unique(list.resolved.begin(), list.resolved.end()), list.resolved.end());
    return list;
  }

  // One location label (no ranges).
  int singleLocation(const YAML::Node& node, const std::string& text, const std::string& what) {
    if (!grid()) return -1;
    std::string error;
    auto range = parseLocationRange(*grid(), text, &error);
    if (range && range->first == range->last) return grid()->index(range->first);
    if (range) error = quoteText(text) + " is a range; name a single " + locationWord();
    ctx_.error(node, error.find("off the map") != std::string::npos ? "off-map" : "bad-location", what + ": " + error);
    return -1;
  }

  bool sideExists(const YAML::Node& node, const std::string& side, const std::string& what) {
    if (s_.side(side)) return true;
    ctx_.error(node, "unknown-id", what + " " + quoteText(side) + " is not a side of this scenario" + didYouMean(side, idsOf(s_.sides)),
               "use one of the ids under `sides:`");
    return false;
  }

  bool zoneExists(const YAML::Node& node, const std::string& zone, const std::string& what) {
    if (s_.zone(zone)) return true;
    ctx_.error(node, "unknown-id", what + " " + quoteText(zone) + " is not a zone of this scenario" + didYouMean(zone, idsOf(s_.zones)),
               "define it under `zones:` or use an existing zone id");
    return false;
  }

  PlaceRef place(const YAML::Node& node, const std::string& what) {
    if (table()) return readTablePlace(ctx_, node, what, s_);
    PlaceRef ref;
    if (!node.IsDefined()) return ref;
    if (node.IsSequence()) {
      ref.list = locationList(node, what);
    } else if (auto zone = readString(ctx_, node, what)) {
      ref.zone = *zone;
      zoneExists(node, *zone, what);
    }
    return ref;
  }

  // A reach check end: a zone, an objective id or a location.
  void checkPlace(const YAML::Node& node, const std::string& text, const std::string& what) {
    if (s_.zone(text) || s_.objective(text)) return;
    if (grid()) {
      std::string error;
      if (parseLocationRange(*grid(), text, &error)) return;
      if (error.find("off the map") != std::string::npos) {
        ctx_.error(node, "off-map", what + ": " + error);
        return;
      }
    }
    std::vector<std::string> names = idsOf(s_.zones);
    for (const auto& o : s_.objectives) names.push_back(o.id);
    ctx_.error(node, "unknown-id", what + " " + quoteText(text) + " is neither a zone, an objective nor a " + locationWord() + didYouMean(text, names));
  }

  void readSides(const YAML::Node& node) {
    if (!node.IsDefined()) return;
    if (!node.IsSequence()) {
      ctx_.error(node, "wrong-type", "sides must be a list, found " + describeType(node));
      return;
    }
    for (const auto& item : node) {
      ObjectReader obj(ctx_, item, "side");
      if (!obj.ok()) continue;
      Side side;
      side.id = readId(ctx_, obj.require("id"), "side id").value_or("");
      side.name = readString(ctx_, obj.get("name"), "side name").value_or("");
      if (auto role = readChoice(ctx_, obj.get("role"), "role of side " + quoteText(side.id), kRoles))
        side.role = static_cast<SideRole>(std::find(kRoles.begin(), kRoles.end(), *role) - kRoles.begin());
      side.briefing = readString(ctx_, obj.get("briefing"), "side briefing").value_or("");
      if (table()) readTableSideKeys(ctx_, obj, side);
      side.extras = obj.finish();
      if (s_.side(side.id)) ctx_.error(item, "duplicate-id", "side " + quoteText(side.id) + " is defined twice");
      else s_.sides.push_back(std::move(side));
    }
    if (s_.sides.size() < 2) ctx_.error(node, "bad-value", "a scenario needs at least two sides", "add the opposing side");
  }

  void readZones(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return;
    if (!node.IsMap()) {
      ctx_.error(node, "wrong-type", "zones must map zone ids to {hexes: [...]} or {edge: ...}");
      return;
    }
    for (const auto& kv : node) {
      Zone zone;
      zone.id = readId(ctx_, kv.first, "zone id").value_or("");
      ObjectReader obj(ctx_, kv.second, "zone " + quoteText(zone.id));
      if (!obj.ok()) continue;
      if (table()) {
        readTableZone(ctx_, obj, zone, s_);
        zone.extras = obj.finish();
        if (s_.zone(zone.id)) ctx_.error(kv.first, "duplicate-id", "zone " + quoteText(zone.id) + " is defined twice");
        else s_.zones.push_back(std::move(zone));
        continue;
      }
      const bool cards = s_.map && s_.map->isCards();
      const YAML::Node list = obj.get(cards ? "cards" : "hexes");
      const YAML::Node other = obj.get(cards ? "hexes" : "cards");  // tolerated synonym
      const YAML::Node edge = obj.get("edge");
      if (list.IsDefined()) zone.hexes = locationList(list, "zone " + quoteText(zone.id));
      else if (other.IsDefined()) zone.hexes = locationList(other, "zone " + quoteText(zone.id));
      if (auto e = readChoice(ctx_, edge, "edge of zone " + quoteText(zone.id), kEdges)) zone.edge = parseEdge(*e);
      if (!list.IsDefined() && !other.IsDefined() && !edge.IsDefined())
        ctx_.error(kv.second, "missing-key", "zone " + quoteText(zone.id) + " has neither hexes nor an edge",
                   "add `hexes: [A1, \"B2:C4\"]` or `edge: south`");
      zone.extras = obj.finish();
      if (s_.map) resolveZone(*s_.map, zone);
      else zone.resolved = zone.hexes.resolved;
      if (s_.zone(zone.id)) ctx_.error(kv.first, "duplicate-id", "zone " + quoteText(zone.id) + " is defined twice");
      else s_.zones.push_back(std::move(zone));
    }
  }

  // " (Tactical)": the field's column header where it is not its id (Force on Force heads
  // `speed` "Tactical"), so that a message leads to the column.
  static std::string columnLabel(const UnitField& field) {
    std::string lower = field.label;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return field.label.empty() || lower == field.id ? std::string() : " (" + field.label + ")";
  }

  void checkStat(const UnitField& field, const YAML::Node& node, const std::string& entry) {
    const std::string what = quoteText(field.id) + " of OOB entry " + quoteText(entry);
    if (!node.IsScalar()) {
      ctx_.error(node, "wrong-type", what + " must be a single value, found " + describeType(node));
      return;
    }
    if (auto problem = statProblem(field, *s_.rules, node.Scalar(), what)) {
      ctx_.error(node, problem->code, problem->message);
      return;
    }
    // A speed of 0 reads, but the unit can never move: a new OOB row's start or a slip far more
    // often than a unit meant to stay put (and then every movement check passes over it).
    if (field.id == kSpeedField && field.kind == UnitField::Kind::Number && std::strtod(node.Scalar().c_str(), nullptr) == 0)
      ctx_.warning(node, "doubtful-value",
                   quoteText(field.id) + columnLabel(field) + " of OOB entry " + quoteText(entry) +
                       " is 0: the unit can never move",
                   "give it its speed from its unit card; keep 0 only for a unit that cannot move");
  }

  std::vector<StatValue> readStats(const YAML::Node& node, const std::string& entry) {
    std::vector<StatValue> stats;
    const Ruleset* rules = s_.rules.get();
    if (!node.IsDefined() || !rules) return stats;
    if (!node.IsMap()) {
      ctx_.error(node, "wrong-type", "stats of OOB entry " + quoteText(entry) + " must map unit fields to values");
      return stats;
    }
    std::vector<std::string> fieldIds = idsOf(rules->unitFields);
    // Ruleset fields first, in the ruleset's order; then fields the ruleset does not know.
    for (const UnitField& field : rules->unitFields) {
      const YAML::Node value = lookup(node, field.id);
      if (!value.IsDefined()) {
        if (field.required)
          ctx_.error(node, "missing-field", missingStatMessage(field, *rules, entry),
                     "add `" + field.id + ":` to its stats");
        continue;
      }
      checkStat(field, value, entry);
      stats.push_back({field.id, value.IsScalar() ? value.Scalar() : std::string()});
    }
    for (const auto& kv : node) {
      const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
      if (rules->unitField(key)) continue;
      ctx_.warning(kv.first, "unknown-field",
                   quoteText(key) + " in OOB entry " + quoteText(entry) + " is not a unit field of ruleset " + quoteText(rules->id) + didYouMean(key, fieldIds),
                   "it is kept as it is; rename it if it is a typo");
      stats.push_back({key, kv.second.IsScalar() ? kv.second.Scalar() : std::string()});
    }
    return stats;
  }

  OobEntry readOobEntry(const YAML::Node& item) {
    OobEntry e;
    ObjectReader obj(ctx_, item, "OOB entry");
    if (!obj.ok()) return e;
    e.id = readId(ctx_, obj.require("id"), "OOB entry id").value_or("");
    const std::string what = "OOB entry " + quoteText(e.id);
    e.name = readString(ctx_, obj.get("name"), what + " name").value_or("");
    e.count = static_cast<int>(readInteger(ctx_, obj.get("count"), what + " count", 1, 10000).value_or(1));
    e.setup = place(obj.get("setup"), what + " setup");
    ObjectReader arrives(ctx_, obj.get("arrives"), what + " arrival");
    if (arrives.ok()) {
      OobEntry::Arrival a;
      a.turn = static_cast<int>(readInteger(ctx_, arrives.require("turn"), what + " arrival turn", 1, kMaxTurns).value_or(0));
      if (table() && arrives.get("point").IsDefined()) {
        const YAML::Node point = arrives.get("point");
        a.zone.point = readString(ctx_, point, what + " arrival point").value_or("");
        if (!a.zone.point.empty() && !s_.point(a.zone.point))
          ctx_.error(point, "unknown-id",
                     what + " arrival point " + quoteText(a.zone.point) + " is not a scenario point" + didYouMean(a.zone.point, idsOf(s_.points)),
                     "define it under `points:` (a TRP or a hot spot)");
      } else {
        a.zone = place(arrives.require("zone"), what + " arrival zone");
      }
      a.extras = arrives.finish();
      e.arrives = std::move(a);
    }
    if (auto vp = readInteger(ctx_, obj.get("vp"), what + " vp", -kMaxVp, kMaxVp)) e.vp = static_cast<int>(*vp);
    e.stats = readStats(obj.require("stats"), e.id);
    e.extras = obj.finish();
    return e;
  }

  void readOob(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return;
    if (!node.IsMap()) {
      ctx_.error(node, "wrong-type", "oob must map side ids to lists of units");
      return;
    }
    for (const auto& kv : node) {
      SideOob side;
      side.side = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
      sideExists(kv.first, side.side, "OOB side");
      if (!kv.second.IsSequence()) {
        ctx_.error(kv.second, "wrong-type", "the OOB of side " + quoteText(side.side) + " must be a list of units");
        continue;
      }
      for (const auto& item : kv.second) {
        OobEntry e = readOobEntry(item);
        if (std::any_of(side.entries.begin(), side.entries.end(), [&](auto& o) { return o.id == e.id; }))
          ctx_.error(item, "duplicate-id", "OOB entry " + quoteText(e.id) + " appears twice in side " + quoteText(side.side));
        side.entries.push_back(std::move(e));
      }
      s_.oob.push_back(std::move(side));
    }
  }

  void readObjectives(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return;
    if (!node.IsSequence()) {
      ctx_.error(node, "wrong-type", "objectives must be a list");
      return;
    }
    for (const auto& item : node) {
      ObjectReader obj(ctx_, item, "objective");
      if (!obj.ok()) continue;
      Objective o;
      o.id = readId(ctx_, obj.require("id"), "objective id").value_or("");
      const std::string what = "objective " + quoteText(o.id);
      if (table()) {
        readTableObjectiveKeys(ctx_, obj, o, s_);
      } else {
        const YAML::Node at = obj.require("at");
        o.at = readString(ctx_, at, what + " at").value_or("");
        if (!o.at.empty()) o.location = singleLocation(at, o.at, what);
      }
      o.name = readString(ctx_, obj.get("name"), what + " name").value_or("");
      const YAML::Node vp = obj.get("vp");
      if (vp.IsDefined() && !vp.IsMap()) {
        ctx_.error(vp, "wrong-type", what + " vp must map side ids to VP, e.g. {us: 3}");
      } else if (vp.IsDefined()) {
        for (const auto& kv : vp) {
          const std::string side = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
          sideExists(kv.first, side, what + " vp side");
          if (auto v = readInteger(ctx_, kv.second, what + " vp for " + side, -kMaxVp, kMaxVp))
            o.vp.emplace_back(side, static_cast<int>(*v));
        }
      }
      const YAML::Node control = obj.get("control");
      o.control = readString(ctx_, control, what + " control").value_or("");
      if (!o.control.empty() && o.control != "none") sideExists(control, o.control, what + " control");
      o.extras = obj.finish();
      if (s_.objective(o.id)) ctx_.error(item, "duplicate-id", "objective " + quoteText(o.id) + " is defined twice");
      else s_.objectives.push_back(std::move(o));
    }
  }

  void readVictory(const YAML::Node& node) {
    ObjectReader obj(ctx_, node, "victory");
    if (!obj.ok()) return;
    Victory v;
    ObjectReader exit(ctx_, obj.get("exit"), "victory exit");
    if (exit.ok()) {
      Victory::Exit e;
      const YAML::Node side = exit.require("side");
      e.side = readString(ctx_, side, "exit side").value_or("");
      if (!e.side.empty()) sideExists(side, e.side, "exit side");
      const YAML::Node zone = exit.require("zone");
      e.zone = readString(ctx_, zone, "exit zone").value_or("");
      if (!e.zone.empty()) zoneExists(zone, e.zone, "exit zone");
      e.vp = static_cast<int>(readInteger(ctx_, exit.get("vp"), "exit vp", -kMaxVp, kMaxVp).value_or(0));
      e.extras = exit.finish();
      v.exit = std::move(e);
    }
    ObjectReader sudden(ctx_, obj.get("sudden_death"), "sudden_death");
    if (sudden.ok()) {
      Victory::SuddenDeath sd;
      sd.turn = static_cast<int>(readInteger(ctx_, sudden.require("turn"), "sudden death turn", 1, kMaxTurns).value_or(0));
      sd.extras = sudden.finish();
      v.suddenDeath = std::move(sd);
    }
    v.text = readString(ctx_, obj.get("text"), "victory text").value_or("");
    v.extras = obj.finish();
    s_.victory = std::move(v);
  }

  void readChecks(const YAML::Node& node) {
    ObjectReader obj(ctx_, node, "checks");
    if (!obj.ok()) return;
    const YAML::Node los = obj.get("los");
    if (los.IsDefined() && !los.IsSequence()) ctx_.error(los, "wrong-type", "checks los must be a list");
    else if (los.IsDefined())
      for (const auto& item : los) readLosCheck(item);
    const YAML::Node reach = obj.get("reach");
    if (reach.IsDefined() && !reach.IsSequence()) ctx_.error(reach, "wrong-type", "checks reach must be a list");
    else if (reach.IsDefined())
      for (const auto& item : reach) readReachCheck(item);
    s_.checksExtras = obj.finish();
  }

  void readLosCheck(const YAML::Node& item) {
    ObjectReader obj(ctx_, item, "los check");
    if (!obj.ok()) return;
    LosCheck c;
    c.line = ctx_.at(item).line;
    const YAML::Node from = obj.require("from"), to = obj.require("to");
    if (table()) {
      readTableCheckEnd(ctx_, from, "los check from", s_, c.from, c.fromPoint);
      readTableCheckEnd(ctx_, to, "los check to", s_, c.to, c.toPoint);
    } else {
      c.from = readString(ctx_, from, "los check from").value_or("");
      c.to = readString(ctx_, to, "los check to").value_or("");
      if (!c.from.empty()) singleLocation(from, c.from, "los check from");
      if (!c.to.empty()) singleLocation(to, c.to, "los check to");
    }
    const YAML::Node expect = obj.require("expect");
    if (expect.IsScalar() && (expect.Scalar() == "clear" || expect.Scalar() == "blocked")) {
      c.expect = expect.Scalar() == "clear" ? LosCheck::Expect::Clear : LosCheck::Expect::Blocked;
    } else if (expect.IsMap()) {
      ObjectReader h(ctx_, expect, "los check expect");
      c.expect = LosCheck::Expect::Hindrance;
      c.hindrance = static_cast<int>(readInteger(ctx_, h.require("hindrance"), "expected hindrance", 0, 100).value_or(0));
      h.finish();
    } else if (expect.IsDefined()) {
      ctx_.error(expect, "bad-value", "expect must be clear, blocked or {hindrance: N}, found " + describeType(expect));
    }
    c.extras = obj.finish();
    s_.losChecks.push_back(std::move(c));
  }

  void readReachCheck(const YAML::Node& item) {
    ObjectReader obj(ctx_, item, "reach check");
    if (!obj.ok()) return;
    ReachCheck c;
    c.line = ctx_.at(item).line;
    const YAML::Node side = obj.require("side");
    c.side = readString(ctx_, side, "reach check side").value_or("");
    if (!c.side.empty()) sideExists(side, c.side, "reach check side");
    const YAML::Node mobility = obj.require("mobility");
    c.mobility = readString(ctx_, mobility, "reach check mobility").value_or("");
    if (!c.mobility.empty() && s_.rules && s_.rules->mobilityIndex(c.mobility) < 0)
      ctx_.error(mobility, "unknown-id", quoteText(c.mobility) + " is not a mobility class of ruleset " + quoteText(s_.rules->id) +
                                            didYouMean(c.mobility, s_.rules->mobility));
    const YAML::Node from = obj.require("from"), to = obj.require("to");
    if (table()) {
      readTableCheckEnd(ctx_, from, "reach check from", s_, c.from, c.fromPoint);
      readTableCheckEnd(ctx_, to, "reach check to", s_, c.to, c.toPoint);
    } else {
      c.from = readString(ctx_, from, "reach check from").value_or("");
      c.to = readString(ctx_, to, "reach check to").value_or("");
      if (!c.from.empty()) checkPlace(from, c.from, "reach check from");
      if (!c.to.empty()) checkPlace(to, c.to, "reach check to");
    }
    if (auto w = readInteger(ctx_, obj.get("within_turns"), "within_turns", 0, kMaxTurns)) c.withinTurns = static_cast<int>(*w);
    c.extras = obj.finish();
    s_.reachChecks.push_back(std::move(c));
  }

 private:
  ReadContext& ctx_;
  Scenario& s_;
};

YamlTree placeTree(const PlaceRef& ref) {
  if (!ref.zone.empty()) return YamlTree::text(ref.zone);
  YamlTree list = YamlTree::sequence(true);
  for (const auto& item : ref.list.items) list.add(YamlTree::text(item));
  return list;
}

YamlTree locationListTree(const LocationList& list) {
  YamlTree t = YamlTree::sequence(true);
  for (const auto& item : list.items) t.add(YamlTree::text(item));
  return t;
}

}  // namespace

std::shared_ptr<Scenario> readScenarioNode(ReadContext& ctx, const YAML::Node& root, DocumentResolver& resolver,
                                           const std::filesystem::path& baseDir) {
  auto s = std::make_shared<Scenario>();
  ObjectReader obj(ctx, root, "the scenario");
  if (!obj.ok()) return nullptr;
  readDocumentHeader(ctx, obj, "scenario");
  s->id = readId(ctx, obj.require("id"), "scenario id").value_or("");
  s->title = readString(ctx, obj.get("title"), "title").value_or("");
  const YAML::Node rulesetNode = obj.require("ruleset");
  s->ruleset = readReference(ctx, rulesetNode, "ruleset").value_or("");
  if (!s->ruleset.empty()) s->rules = resolver.ruleset(s->ruleset, baseDir, ctx, rulesetNode);

  const YAML::Node mapNode = obj.require("map");
  if (mapNode.IsMap()) {
    s->inlineMap = true;
    s->map = readMapNode(ctx, mapNode, resolver, baseDir, true);
  } else if (auto path = readReference(ctx, mapNode, "map")) {
    s->mapPath = *path;
    bool unreadable = false;
    std::string readError, notAMap;
    s->map = loadMapFileInto(baseDir / *path, ctx.diagnostics(), resolver, &unreadable, &readError, &notAMap);
    if (unreadable) {
      // One error about the map file: the rest of the scenario (zones, points, victory) is
      // read against the map, and without it would only give errors that follow from this one.
      if (!notAMap.empty())
        ctx.error(mapNode, "not-a-document", quoteText(*path) + " is not a Sandtable map: " + notAMap,
                  "name the scenario's .map.yaml file; the path is relative to the scenario's folder");
      else
        ctx.error(mapNode, "missing-file",
                  "the scenario's map " + quoteText(*path) + " cannot be read: " +
                      (readError.empty() ? "it is not valid YAML (see its own errors)" : readError),
                  "check the path; it is relative to the scenario's folder");
      return s;
    }
  }
  if (s->map && s->rules && s->map->rules && s->map->rules->id != s->rules->id)
    ctx.error(rulesetNode, "ruleset-mismatch",
              "the scenario uses ruleset " + quoteText(s->rules->id) + " but its map uses " + quoteText(s->map->rules->id),
              "make both name the same ruleset");
  if (!s->rules && s->map) s->rules = s->map->rules;

  ScenarioReader reader(ctx, *s);
  // A table ruleset may give a default turn limit (Focused Firepower: 16).
  const std::optional<int> defaultTurns =
      s->rules && s->rules->scenarioDefaults ? s->rules->scenarioDefaults->turns : std::nullopt;
  s->turns = static_cast<int>(
      readInteger(ctx, defaultTurns ? obj.get("turns") : obj.require("turns"), "turns", 1, kMaxTurns).value_or(defaultTurns.value_or(0)));
  const YAML::Node first = obj.get("first");
  s->briefing = readString(ctx, obj.get("briefing"), "briefing").value_or("");
  reader.readSides(obj.require("sides"));
  s->first = readString(ctx, first, "first").value_or("");
  if (!s->first.empty()) reader.sideExists(first, s->first, "first");
  reader.readZones(obj.get("zones"));
  reader.readObjectives(obj.get("objectives"));
  if (s->isTable()) {
    readScenarioPoints(ctx, obj.get("points"), *s);
    s->placedMarkers = readPlacedMarkers(ctx, obj.get("markers"), *s->map->rules, s->map->table);
  }
  reader.readOob(obj.get("oob"));
  reader.readVictory(obj.get("victory"));
  s->specialRules = readString(ctx, obj.get("special_rules"), "special_rules").value_or("");
  reader.readChecks(obj.get("checks"));
  s->extras = obj.finish();
  return s;
}

YamlTree scenarioTree(const Scenario& s) {
  YamlTree root = documentRoot("scenario");
  root.set("id", YamlTree::plain(s.id));
  if (!s.title.empty()) root.set("title", YamlTree::text(s.title));
  root.set("ruleset", YamlTree::text(s.ruleset));
  if (s.inlineMap && s.map) root.set("map", mapTree(*s.map, true));
  else root.set("map", YamlTree::text(s.mapPath));
  root.set("turns", YamlTree::number(s.turns));
  if (!s.first.empty()) root.set("first", YamlTree::plain(s.first));
  if (!s.briefing.empty()) root.set("briefing", YamlTree::text(s.briefing));

  YamlTree sides = YamlTree::sequence();
  for (const auto& side : s.sides) {
    YamlTree t = YamlTree::mapping();
    t.set("id", YamlTree::plain(side.id));
    if (!side.name.empty()) t.set("name", YamlTree::text(side.name));
    if (side.role) t.set("role", YamlTree::plain(sideRoleName(*side.role)));
    if (!side.briefing.empty()) t.set("briefing", YamlTree::text(side.briefing));
    if (s.isTable()) addTableSideKeys(t, side);
    sides.add(t.addExtras(side.extras));
  }
  root.set("sides", sides);

  if (!s.zones.empty()) {
    YamlTree zones = YamlTree::mapping();
    const char* listKey = s.map && s.map->isCards() ? "cards" : "hexes";
    for (const auto& z : s.zones) {
      YamlTree t = YamlTree::mapping(true);
      // A grid zone still to be painted is written with its empty list: the reader wants hexes
      // or an edge, and warns (empty-zone) of a zone with no hexes.
      if (!z.hexes.items.empty() || (!s.isTable() && !z.edge)) t.set(listKey, locationListTree(z.hexes));
      if (s.isTable()) addTableZoneKeys(t, z);
      else if (z.edge) t.set("edge", YamlTree::plain(edgeName(*z.edge)));
      zones.set(z.id, t.addExtras(z.extras));
    }
    root.set("zones", zones);
  }

  if (!s.oob.empty()) {
    YamlTree oob = YamlTree::mapping();
    for (const auto& side : s.oob) {
      YamlTree entries = YamlTree::sequence();
      for (const auto& e : side.entries) {
        YamlTree t = YamlTree::mapping();
        t.set("id", YamlTree::plain(e.id));
        if (!e.name.empty()) t.set("name", YamlTree::text(e.name));
        t.set("count", YamlTree::number(e.count));
        if (!e.setup.empty()) t.set("setup", s.isTable() ? tablePlaceTree(e.setup) : placeTree(e.setup));
        if (e.arrives) {
          YamlTree a = YamlTree::mapping(true).set("turn", YamlTree::number(e.arrives->turn));
          if (!e.arrives->zone.point.empty()) a.set("point", YamlTree::plain(e.arrives->zone.point));
          else a.set("zone", s.isTable() ? tablePlaceTree(e.arrives->zone) : placeTree(e.arrives->zone));
          t.set("arrives", a.addExtras(e.arrives->extras));
        }
        if (e.vp) t.set("vp", YamlTree::number(*e.vp));
        YamlTree stats = YamlTree::mapping(true);
        for (const auto& st : e.stats) {
          const UnitField* field = s.rules ? s.rules->unitField(st.field) : nullptr;
          const bool text = !field || field->kind == UnitField::Kind::Text || field->kind == UnitField::Kind::Enum ||
                            field->kind == UnitField::Kind::Mobility;
          stats.set(st.field, text ? YamlTree::text(st.text) : YamlTree::plain(st.text));
        }
        t.set("stats", stats);
        entries.add(t.addExtras(e.extras));
      }
      oob.set(side.side, entries);
    }
    root.set("oob", oob);
  }

  if (!s.objectives.empty()) {
    YamlTree objectives = YamlTree::sequence();
    for (const auto& o : s.objectives) {
      YamlTree t = YamlTree::mapping(true);
      t.set("id", YamlTree::plain(o.id));
      if (s.isTable()) addTableObjectiveKeys(t, o);
      else t.set("at", YamlTree::text(o.at));
      if (!o.name.empty()) t.set("name", YamlTree::text(o.name));
      if (!o.vp.empty()) {
        YamlTree vp = YamlTree::mapping(true);
        for (const auto& [side, v] : o.vp) vp.set(side, YamlTree::number(v));
        t.set("vp", vp);
      }
      if (!o.control.empty()) t.set("control", YamlTree::plain(o.control));
      if (o.level) t.set("level", YamlTree::plain(objectiveLevelName(*o.level)));
      if (!o.side.empty()) t.set("side", YamlTree::plain(o.side));
      objectives.add(t.addExtras(o.extras));
    }
    root.set("objectives", objectives);
  }

  if (!s.points.empty()) root.set("points", scenarioPointsTree(s));
  if (!s.placedMarkers.empty()) root.set("markers", placedMarkersTree(s.placedMarkers, *s.map->rules));

  if (s.victory) {
    const Victory& v = *s.victory;
    YamlTree t = YamlTree::mapping();
    if (v.exit)
      t.set("exit", YamlTree::mapping(true)
                        .set("side", YamlTree::plain(v.exit->side))
                        .set("zone", YamlTree::plain(v.exit->zone))
                        .set("vp", YamlTree::number(v.exit->vp))
                        .addExtras(v.exit->extras));
    if (v.suddenDeath)
      t.set("sudden_death", YamlTree::mapping(true).set("turn", YamlTree::number(v.suddenDeath->turn)).addExtras(v.suddenDeath->extras));
    if (!v.text.empty()) t.set("text", YamlTree::text(v.text));
    root.set("victory", t.addExtras(v.extras));
  }
  if (!s.specialRules.empty()) root.set("special_rules", YamlTree::text(s.specialRules));

  if (!s.losChecks.empty() || !s.reachChecks.empty() || !s.checksExtras.empty()) {
    YamlTree checks = YamlTree::mapping();
    if (!s.losChecks.empty()) {
      YamlTree los = YamlTree::sequence();
      for (const auto& c : s.losChecks) {
        YamlTree expect = c.expect == LosCheck::Expect::Hindrance
                              ? YamlTree::mapping(true).set("hindrance", YamlTree::number(c.hindrance))
                              : YamlTree::plain(c.expect == LosCheck::Expect::Clear ? "clear" : "blocked");
        los.add(YamlTree::mapping(true)
                    .set("from", tableCheckEndTree(c.from, c.fromPoint))
                    .set("to", tableCheckEndTree(c.to, c.toPoint))
                    .set("expect", expect)
                    .addExtras(c.extras));
      }
      checks.set("los", los);
    }
    if (!s.reachChecks.empty()) {
      YamlTree reach = YamlTree::sequence();
      for (const auto& c : s.reachChecks) {
        YamlTree t = YamlTree::mapping(true);
        t.set("side", YamlTree::plain(c.side)).set("mobility", YamlTree::plain(c.mobility));
        t.set("from", tableCheckEndTree(c.from, c.fromPoint)).set("to", tableCheckEndTree(c.to, c.toPoint));
        if (c.withinTurns) t.set("within_turns", YamlTree::number(*c.withinTurns));
        reach.add(t.addExtras(c.extras));
      }
      checks.set("reach", reach);
    }
    root.set("checks", checks.addExtras(s.checksExtras));
  }
  return root.addExtras(s.extras);
}

}  // namespace sandtable
