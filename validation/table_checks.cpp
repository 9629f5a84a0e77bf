#include "validation/table_checks.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "model/quote_text.h"
#include "validation/table_checks_internal.h"

namespace sandtable {

namespace {

std::optional<double> numberStat(const OobEntry& e, std::string_view field) {
  const std::string* v = e.stat(field);
  if (!v) return std::nullopt;
  double value = 0;
  auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), value);
  if (ec != std::errc() || ptr != v->data() + v->size() || !std::isfinite(value))
    return std::nullopt;
  return value;
}

std::string sizeText(double w, double h, const std::string& unit) {
  return tableNumberText(w) + "x" + tableNumberText(h) + " " + unit;
}

void checkUnits(TableChecker& c) {
  for (const Side& side : c.s.sides) {
    const bool hasUnits = std::any_of(c.s.oob.begin(), c.s.oob.end(), [&](const SideOob& o) {
      return o.side == side.id && !o.entries.empty();
    });
    if (!hasUnits)
      c.report.add(Severity::Warning, "side-without-units", c.sidePosition(side.id),
                   "side " + quoteText(side.id) + " has no units in the order of battle",
                   c.cite("FF p.6 Forces & Points Limit", "FoF Set Up Units", "order of battle"),
                   "add its units under `oob: " + side.id + ":`");
  }
  const bool reserves = c.commandMap();
  for (const SideOob& side : c.s.oob)
    for (std::size_t i = 0; i < side.entries.size(); ++i) {
      const OobEntry& e = side.entries[i];
      // A unit with no set-up and no arrival is on no table: the file would say nothing of
      // where it fights (a cleared Setup cell used to leave units so, with no error).
      if (e.setup.empty() && !e.arrives)
        c.report.add(Severity::Error, "unit-not-placed", c.marks.at(c.entryPath(side, i, {"id"})),
                     quoteText(e.id) + " neither sets up nor arrives",
                     c.cite("FF p.6 Forces & Points Limit", "FoF Set Up Units", "order of battle"),
                     "give it `setup:` (X, Y, a shape, a zone or a point) or `arrives:`");
      if (!e.arrives || e.arrives->turn <= c.s.turns) continue;
      c.report.add(Severity::Error, "arrival-after-end",
                   c.marks.at(c.entryPath(side, i, {"arrives", "turn"})),
                   std::string(reserves ? "reserve " + quoteText(e.id) + " has its ETA on turn "
                                        : quoteText(e.id) + " arrives on turn ") +
                       std::to_string(e.arrives->turn) + " but the scenario ends after turn " +
                       std::to_string(c.s.turns),
                   c.cite("FF p.9 Reserves (ETA)", "FoF Reinforcements", "reinforcements"),
                   "bring it in by turn " + std::to_string(c.s.turns) + " or add turns");
    }
}

// The reader keeps a side's `points_limit`; the cost of its units is count x their `points`.
void checkPointsLimits(TableChecker& c) {
  const UnitField* field = c.rules.unitField("points");
  if (!field) return;
  for (const Side& side : c.s.sides) {
    if (!side.pointsLimit) continue;
    double total = 0;
    int unpriced = 0;
    for (const SideOob& oob : c.s.oob) {
      if (oob.side != side.id) continue;
      for (const OobEntry& e : oob.entries) {
        if (auto points = numberStat(e, field->id))
          total += e.count * *points;
        else
          ++unpriced;
      }
    }
    if (total <= *side.pointsLimit) continue;
    c.report.add(Severity::Error, "points-over-limit", c.sidePosition(side.id, {"points_limit"}),
                 "side " + quoteText(side.id) + " costs " + tableNumberText(total) + " points (count x `" +
                     field->id + "` of its order of battle), over its points_limit of " +
                     std::to_string(*side.pointsLimit) +
                     (unpriced ? " (" + plural(unpriced, "entry", "entries") + " without `" + field->id +
                                     "` counted as 0)"
                               : ""),
                 c.cite("FF p.6 Forces & Points Limit", "FoF Set Up Units", "points limit"),
                 "drop units or options worth " + tableNumberText(total - *side.pointsLimit) +
                     " points, or raise the limit");
  }
}

void checkFireOrders(TableChecker& c) {
  const std::string rule = "FF p.9 Time Bound Fire Orders (TBFO)";
  for (const Side& side : c.s.sides)
    for (std::size_t k = 0; k < side.fireOrders.size(); ++k) {
      const FireOrder& f = side.fireOrders[k];
      auto where = [&](const char* key) {
        return c.sidePosition(side.id, {"fire_orders", static_cast<int>(k), key});
      };
      const bool known = std::any_of(c.s.oob.begin(), c.s.oob.end(), [&](const SideOob& o) {
        return o.side == side.id && std::any_of(o.entries.begin(), o.entries.end(),
                                                [&](const OobEntry& e) { return e.id == f.firer; });
      });
      if (!known)
        c.report.add(
            Severity::Error, "fire-order-unknown-firer", where("firer"),
            "the fire order of side " + quoteText(side.id) + " for turn " + std::to_string(f.turn) +
                " names firer " + quoteText(f.firer) + ", which is not in that side's order of battle",
            rule, "name the OOB entry id of the element with the IDF weapon that fires it");
      if (f.turn > c.s.turns)
        c.report.add(Severity::Error, "fire-order-after-end", where("turn"),
                     "side " + quoteText(side.id) + " orders fire on turn " + std::to_string(f.turn) +
                         " but the scenario ends after turn " + std::to_string(c.s.turns),
                     rule, "fire by turn " + std::to_string(c.s.turns) + " or drop the order");
      const TableSize& t = c.map.table;
      if (f.target.x < 0 || f.target.y < 0 || f.target.x > t.width || f.target.y > t.height)
        c.report.add(Severity::Error, "fire-order-off-table", where("target"),
                     "side " + quoteText(side.id) + " orders fire on turn " + std::to_string(f.turn) +
                         " at " + c.pointText(f.target) + ", off the " +
                         sizeText(t.width, t.height, t.unit) + " table",
                     rule,
                     "give a target point on the table, from [0, 0] to [" +
                         tableNumberText(t.width) + ", " + tableNumberText(t.height) + "]",
                     {TableChecker::at(f.target)});
    }
}

void checkEdgeZones(TableChecker& c) {
  for (const Zone& z : c.s.zones) {
    if (!z.edge) continue;
    const double depth = z.depth.value_or(kDefaultEdgeDepth);
    const bool across = *z.edge == Edge::North || *z.edge == Edge::South;
    const double extent = across ? c.map.table.height : c.map.table.width;
    if (depth < extent) continue;
    c.report.add(Severity::Warning, "edge-zone-too-deep",
                 c.marks.at({"zones", z.id, z.depth ? "depth" : "edge"}),
                 "edge zone " + quoteText(z.id) + " is " + c.length(depth) + " deep from the " +
                     edgeName(*z.edge) + " edge of a table " + c.length(extent) +
                     " across: it covers the whole table",
                 "table zones: `edge` with `depth`",
                 "give a depth under " + c.length(extent) + " (the default is " +
                     c.length(kDefaultEdgeDepth) + "), or use a shape",
                 {{DiagnosticLocation::Kind::Zone, z.id}});
  }
}

}  // namespace

std::string TableChecker::length(double v) const {
  const std::string n = tableNumberText(std::round(v * 10) / 10);
  return map.table.unit == "in" ? n + "\"" : n + " " + map.table.unit;
}

std::string TableChecker::pointText(TablePoint p) const {
  return "[" + tableNumberText(p.x) + ", " + tableNumberText(p.y) + "]";
}

void checkTableSides(TableChecker& c) {
  checkUnits(c);
  checkPointsLimits(c);
  checkFireOrders(c);
  checkEdgeZones(c);
}

void checkTableMap(const Map& map, const SourceMarks& marks, Diagnostics& out) {
  if (!map.isTable() || !map.rules || !map.rules->table) return;
  const Ruleset& rules = *map.rules;
  const Ruleset::TableLimits& limits = *rules.table;
  CheckReporter report(out);
  const TableSize& t = map.table;
  if (t.unit != limits.unit)
    report.add(Severity::Warning, "table-unit-mismatch", marks.at({"grid", "unit"}),
               "the table is measured in " + t.unit + " but ruleset '" + rules.id +
                   "' measures in " + limits.unit +
                   ": every distance of the rules (moves, ranges, see-in) is in " + limits.unit,
               "ruleset " + quoteText(rules.id) + " table.unit",
               "measure the table in " + limits.unit + " (`unit: " + limits.unit +
                   "`, converting its coordinates)");
  // The size in the ruleset's unit; a table may be turned either way round.
  const double factor = t.unit == limits.unit ? 1 : t.unit == "cm" ? 1 / 2.54 : 2.54;
  const double w = t.width * factor, h = t.height * factor;
  auto fits = [&](TablePoint size) {
    const double eps = 1e-9;
    return (w + eps >= size.x && h + eps >= size.y) || (w + eps >= size.y && h + eps >= size.x);
  };
  const std::string rule = citeFor(rules, "FF p.3 Gaming Components", "FoF Set Up the Table",
                                   "ruleset " + quoteText(rules.id) + " table sizes");
  const std::string size = sizeText(w, h, limits.unit);
  if (limits.minSize && !fits(*limits.minSize))
    report.add(Severity::Warning, "table-too-small", marks.at({"grid"}),
               "the table is " + size + ", smaller than the " +
                   sizeText(limits.minSize->x, limits.minSize->y, limits.unit) + " ruleset '" +
                   rules.id + "' asks for at least (either way round)",
               rule,
               "enlarge the table to at least " +
                   sizeText(limits.minSize->x, limits.minSize->y, limits.unit));
  else if (limits.preferredSize && !fits(*limits.preferredSize))
    report.add(Severity::Info, "table-below-preferred-size", marks.at({"grid"}),
               "the table is " + size + ", smaller than the preferred " +
                   sizeText(limits.preferredSize->x, limits.preferredSize->y, limits.unit) +
                   " of ruleset " + quoteText(rules.id),
               rule, "nothing to fix; a larger table gives more room to manoeuvre");
}

void checkTableScenario(const Scenario& s, const SourceMarks& marks, Diagnostics& out) {
  if (!s.isTable() || !s.rules || !s.map->rules || s.map->rules->id != s.rules->id) return;
  TableChecker c(s, marks, out);
  checkTableSides(c);
  checkTableDeployment(c);
  checkHotSpots(c);
}

}  // namespace sandtable
