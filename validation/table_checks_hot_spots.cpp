// Force on Force hot spots: numbered counters where reinforcements arrive on a die roll,
// placed anywhere within 4" of the one rolled.
#include <algorithm>
#include <map>

#include "model/point_kinds.h"
#include "model/quote_text.h"
#include "validation/table_checks_internal.h"

namespace sandtable {

namespace {

const char* const kRule = "FoF Hot Spots";

void numbering(TableChecker& c, const std::vector<const ScenarioPoint*>& spots) {
  const int n = static_cast<int>(spots.size());
  std::map<int, const ScenarioPoint*> byNumber;
  for (const ScenarioPoint* p : spots)
    if (p->number) byNumber.emplace(*p->number, p);
  std::string missing;
  for (int k = 1; k <= n; ++k)
    if (!byNumber.count(k)) missing += (missing.empty() ? "" : ", ") + std::to_string(k);
  const std::string fix = "number the " + std::to_string(n) + " hot spots 1 to " +
                          std::to_string(n) + ", once each" +
                          (missing.empty() ? "" : " (" + missing + " unused)");
  auto add = [&](const ScenarioPoint& p, const std::string& message) {
    c.report.add(Severity::Error, "hot-spot-numbering",
                 c.marks.item({"points"}, "id", p.id, {p.number ? "number" : "id"}),
                 message + "; a die roll picks the hot spot by its number", kRule, fix,
                 {TableChecker::at(p.position())});
  };
  std::map<int, const ScenarioPoint*> first;
  for (const ScenarioPoint* p : spots) {
    if (!p->number) {
      add(*p, "hot spot " + quoteText(p->id) + " has no number");
      continue;
    }
    const auto [it, fresh] = first.emplace(*p->number, p);
    if (!fresh)
      add(*p, "hot spot " + quoteText(p->id) + " has number " + std::to_string(*p->number) + ", as '" +
                  it->second->id + "' does");
    else if (*p->number < 1 || *p->number > n)
      add(*p, "hot spot " + quoteText(p->id) + " is numbered " + std::to_string(*p->number) +
                  " but there are " + std::to_string(n) + " hot spots");
  }
}

void spacing(TableChecker& c, const std::vector<const ScenarioPoint*>& spots) {
  const double limit = c.inches(kHotSpotSpacing);
  for (std::size_t j = 1; j < spots.size(); ++j)
    for (std::size_t i = 0; i < j; ++i) {
      const TablePoint a = spots[i]->position(), b = spots[j]->position();
      const double d = geo::distance(a, b);
      if (d >= limit - 1e-9) continue;
      c.report.add(Severity::Error, "hot-spots-too-close", c.pointPosition(spots[j]->id),
                   "hot spots " + quoteText(spots[i]->id) + " and " + quoteText(spots[j]->id) + " are " +
                       c.length(d) + " apart; no hot spot may be placed within " + c.length(limit) +
                       " of another",
                   kRule, "move one of them at least " + c.length(limit) + " from the other",
                   {TableChecker::at(a), TableChecker::at(b)});
    }
}

// The placement circle on the table: how far it reaches past the edges, and whether anyone
// can stand in it.
void placement(TableChecker& c, const std::vector<const ScenarioPoint*>& spots) {
  const double r = c.inches(kHotSpotRadius);
  const TableSize& t = c.map.table;
  for (const ScenarioPoint* p : spots) {
    const TablePoint centre = p->position();
    const std::pair<double, const char*> past[] = {{r - centre.y, "north"},
                                                   {centre.x + r - t.width, "east"},
                                                   {centre.y + r - t.height, "south"},
                                                   {r - centre.x, "west"}};
    const auto worst =
        *std::max_element(std::begin(past), std::end(past),
                          [](const auto& a, const auto& b) { return a.first < b.first; });
    if (worst.first > 1e-9)
      c.report.add(
          Severity::Warning, "hot-spot-off-table", c.pointPosition(p->id),
          "the " + c.length(r) + " placement circle of hot spot " + quoteText(p->id) + " reaches " +
              c.length(worst.first) + " past the " + worst.second +
              " edge: reinforcements arriving there have less room than the rules give them",
          kRule,
          "move it at least " + c.length(r) + " in from every edge, or use a board edge entry",
          {TableChecker::at(centre)});
    const geo::Area circle = geo::clipToTable(geo::shapeArea(geo::circleShape(centre, r), 0), t);
    TablePoint blocked = centre;
    bool anyone = false;
    for (int m = 0; m < static_cast<int>(c.rules.mobility.size()) && !anyone; ++m)
      anyone = c.going.anyPassable(circle, m, &blocked);
    if (anyone || c.rules.mobility.empty()) continue;
    std::vector<DiagnosticLocation> where{TableChecker::at(centre)};
    if (const TableFeature* f = c.going.blocker(blocked, 0))
      where.push_back({DiagnosticLocation::Kind::Feature, f->id});
    c.report.add(Severity::Error, "hot-spot-impassable", c.pointPosition(p->id),
                 "no unit can be placed within " + c.length(r) + " of hot spot '" + p->id +
                     "': the terrain there is impassable to every mobility class",
                 kRule, "move it where arriving units can stand", std::move(where));
  }
}

}  // namespace

// A public point (a hot spot) with a side is private to that side: the pack's public map and
// the other side's booklet leave it out, even where that side's reinforcements arrive.
void publicPointSides(TableChecker& c) {
  for (const ScenarioPoint& p : c.s.points) {
    if (!isPublicPointKind(p.kind) || p.side.empty()) continue;
    const std::string kind = scenarioPointKindName(p.kind);
    c.report.add(Severity::Error, "public-point-side", c.marks.item({"points"}, "id", p.id, {"side"}),
                 kind + " " + quoteText(p.id) + " has side " + quoteText(p.side) + ", but a " + kind +
                     " belongs to no side: the public map and the other side's booklet would leave it out",
                 kRule, "remove its `side:`", {TableChecker::at(p.position())});
  }
}

void checkHotSpots(TableChecker& c) {
  publicPointSides(c);
  std::vector<const ScenarioPoint*> spots;
  for (const ScenarioPoint& p : c.s.points)
    if (p.kind == ScenarioPoint::Kind::HotSpot) spots.push_back(&p);
  if (spots.empty()) return;
  numbering(c, spots);
  spacing(c, spots);
  placement(c, spots);
}

}  // namespace sandtable
