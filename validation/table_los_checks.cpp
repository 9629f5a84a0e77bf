#include "validation/table_los_checks.h"

#include <algorithm>

#include "model/quote_text.h"
#include "validation/designer_checks.h"
#include "validation/table_checks_places.h"
#include "validation/table_los.h"

namespace sandtable {

namespace {

DiagnosticLocation pointLocation(TablePoint p) {
  return {DiagnosticLocation::Kind::Point, tablePointText(p)};
}

std::optional<TablePoint> checkEnd(const Scenario& s, const std::optional<TablePoint>& point,
                                   const std::string& text) {
  if (point) return point;
  std::string error;
  return namedTablePoint(&s, *s.map, text, &error);
}

// The zones side `side` sets up in, in the order its OOB first names them.
std::vector<const Zone*> deploymentZones(const Scenario& s, const std::string& side) {
  std::vector<const Zone*> zones;
  for (const SideOob& oob : s.oob) {
    if (oob.side != side) continue;
    for (const OobEntry& e : oob.entries)
      if (const Zone* z = e.setup.zone.empty() ? nullptr : s.zone(e.setup.zone);
          z && std::find(zones.begin(), zones.end(), z) == zones.end())
        zones.push_back(z);
  }
  return zones;
}

// [FF p.9 Battlefield Management]: an ERP lies out of the enemy's sight ("behind a medium
// hill"); checked from the middle of each zone an enemy side deploys in.
void checkErpsHidden(const Scenario& s, const TableLosContext& ctx, const SourceMarks& marks,
                     Diagnostics& out) {
  for (const ScenarioPoint& erp : s.points) {
    if (erp.kind != ScenarioPoint::Kind::Erp) continue;
    const TablePoint at = erp.position();
    for (const Side& enemy : s.sides) {
      if (enemy.id == erp.side) continue;
      for (const Zone* z : deploymentZones(s, enemy.id)) {
        const geo::Area area = zoneArea(*z, s.map->table);
        if (area.empty()) continue;
        const TablePoint from = geo::centroid(area);
        const TableLosResult r = tableLineOfSight(ctx, from, at);
        if (!r.clear) continue;
        Diagnostic& d = out.add(
            Severity::Warning, "erp-visible", marks.item({"points"}, "id", erp.id),
            "ERP " + quoteText(erp.id) + " of side " + quoteText(erp.side) + " is " +
                (r.smoke > 0 ? "visible through " + std::to_string(r.smoke) + " smoke template" +
                                   (r.smoke == 1 ? "" : "s")
                             : std::string("in clear sight")) +
                " from the middle of " + enemy.id + " deployment zone " + quoteText(z->id) + " (" +
                tablePointText(from) + ")",
            "hide it behind a hill or in dead ground, out of the enemy's sight");
        d.rule = "FF p.9 Battlefield Management (ERP)";
        d.locations.push_back(pointLocation(at));
        d.locations.push_back({DiagnosticLocation::Kind::Zone, z->id});
      }
    }
  }
}

}  // namespace

void checkTableLosAssertions(const Scenario& s, const SourceMarks& marks, Diagnostics& out) {
  if (!s.map || !s.map->rules || !s.map->isTable()) return;
  const bool erps = s.map->rules->los.model == LosModel::DeadGround &&
                    std::any_of(s.points.begin(), s.points.end(), [](const ScenarioPoint& p) {
                      return p.kind == ScenarioPoint::Kind::Erp;
                    });
  if (s.losChecks.empty() && !erps) return;
  const TableLosContext ctx(*s.map, &s);
  for (const LosCheck& c : s.losChecks) {
    const auto from = checkEnd(s, c.fromPoint, c.from), to = checkEnd(s, c.toPoint, c.to);
    if (!from || !to) continue;  // the reader reported it
    const TableLosResult r = tableLineOfSight(ctx, *from, *to);
    if (losExpectationHolds(c, r.clear, r.smoke)) continue;
    const std::string expected = losExpectationText(c, "through ", " smoke");
    const std::string found = r.clear ? tableLosSummary(r) : "blocked: " + r.reason;
    Diagnostic& d = out.error("los-assertion-failed", marks.itemOnLine({"checks", "los"}, c.line),
                              "expected LOS " + c.from + " -> " + c.to + " " + expected +
                                  "; found " + found,
                              "check the terrain, heights and markers along the line, or the assertion");
    d.rule = !r.clear ? r.rule
             : ctx.model() == LosModel::Blockers ? "FoF Line of Sight"
                                                 : "FF p.52 Cover & Line of Sight";
    d.locations.push_back(pointLocation(*from));
    d.locations.push_back(pointLocation(*to));
    if (!r.featureId.empty()) d.locations.push_back({DiagnosticLocation::Kind::Feature, r.featureId});
  }
  if (erps) checkErpsHidden(s, ctx, marks, out);
}

}  // namespace sandtable
