// Where units start and come on: set-ups and arrivals against the going of the table, and the
// Focused Firepower Command Map points that govern them (ERP, TRP).
#include <algorithm>
#include <limits>

#include "model/quote_text.h"
#include "validation/scenario_reach.h"
#include "validation/table_checks_internal.h"

namespace sandtable {

namespace {

const char* const kErpRule = "FF p.9 Emergency Rendezvous Point (ERP)";
const char* const kReserveRule = "FF p.9 Reserves (TRP)";
const char* const kEtaRule = "FF p.9 Reserves (ETA)";

double edgeDistance(Edge e, TablePoint p, const TableSize& t) {
  switch (e) {
    case Edge::North:
      return p.y;
    case Edge::South:
      return t.height - p.y;
    case Edge::West:
      return p.x;
    case Edge::East:
      return t.width - p.x;
  }
  return 0;
}

// The table edges within `tolerance` of a point, nearest first.
std::vector<Edge> edgesNear(TablePoint p, const TableSize& t, double tolerance) {
  std::vector<Edge> out;
  for (Edge e : {Edge::North, Edge::East, Edge::South, Edge::West})
    if (edgeDistance(e, p, t) <= tolerance) out.push_back(e);
  std::sort(out.begin(), out.end(),
            [&](Edge a, Edge b) { return edgeDistance(a, p, t) < edgeDistance(b, p, t); });
  return out;
}

// How far a scenario point (its position, or the nearest corner of its shape's extent) lies
// from the nearest table edge.
double pointEdgeDistance(const ScenarioPoint& p, const TableSize& t) {
  const geo::Box box = p.shape ? geo::shapeBounds(*p.shape, geo::kDefaultLineWidth)
                               : geo::Box{geo::toGeo(p.position()), geo::toGeo(p.position())};
  return std::min({box.min_corner().y(), t.height - box.max_corner().y(), box.min_corner().x(),
                   t.width - box.max_corner().x()});
}

std::vector<DiagnosticLocation> blockedAt(TablePoint p, const TableFeature* f) {
  std::vector<DiagnosticLocation> out{TableChecker::at(p)};
  if (f) out.push_back({DiagnosticLocation::Kind::Feature, f->id});
  return out;
}

// "feature 'orvette' (River, slow)": the feature that closes a point.
std::string featureText(const TableChecker& c, const TableFeature* f) {
  if (!f) return "impassable terrain";
  const TerrainType& type = c.rules.terrain[static_cast<std::size_t>(f->terrain)];
  return "feature " + quoteText(f->id) + " (" + (type.name.empty() ? type.id : type.name) + ")";
}

std::string goingRule(const TableChecker& c, const TableFeature* f) {
  if (f) {
    const std::string& rule = c.rules.terrain[static_cast<std::size_t>(f->terrain)].rule;
    if (!rule.empty()) return rule;
  }
  return c.cite("FF p.54 Terrain Tables", "FoF Terrain Effects", "terrain going X");
}

void checkGoing(TableChecker& c) {
  const double radius = c.inches(kHotSpotRadius);
  for (const SideOob& side : c.s.oob)
    for (std::size_t i = 0; i < side.entries.size(); ++i) {
      const OobEntry& e = side.entries[i];
      const int m = unitMobility(c.s, e);
      if (m < 0) continue;  // the reader reported the missing or unknown mobility
      const std::string& mobility = c.rules.mobility[static_cast<std::size_t>(m)];
      const std::string who = quoteText(e.id) + " (" + mobility + ")";
      auto check = [&](const PlaceRef& ref, const char* code, const std::string& verb,
                       MarkPath path) {
        const TablePlace place = tablePlace(c.s, ref, radius);
        TablePoint blocked;
        if (place.empty() || c.going.anyPassable(place, m, &blocked)) return;
        const TableFeature* f = c.going.blocker(blocked, m);
        const std::string where = place.area.empty()
                                      ? "which lies in " + featureText(c, f)
                                      : "where no point is passable to it (e.g. " +
                                            featureText(c, f) + " at " + c.pointText(blocked) + ")";
        c.report.add(Severity::Error, code, c.marks.at(c.entryPath(side, i, std::move(path))),
                     who + " " + verb + " " + place.text + ", " + where + ": " + mobility +
                         " cannot enter it",
                     goingRule(c, f), "place it where " + mobility + " units can stand",
                     blockedAt(blocked, f));
      };
      if (!e.setup.empty()) check(e.setup, "setup-impassable", "sets up at", {"setup"});
      if (e.arrives && !e.arrives->zone.empty())
        check(e.arrives->zone, "arrival-impassable", "arrives at",
              {"arrives", e.arrives->zone.point.empty() ? "zone" : "point"});
    }
}

// The places a side deploys in: where its units set up, or where they arrive when none sets
// up (a force that moves on).
std::vector<TablePlace> deployment(const TableChecker& c, const std::string& side) {
  std::vector<TablePlace> setups, arrivals;
  for (const SideOob& oob : c.s.oob) {
    if (oob.side != side) continue;
    for (const OobEntry& e : oob.entries) {
      if (!e.setup.empty()) setups.push_back(tablePlace(c.s, e.setup, c.inches(kHotSpotRadius)));
      if (e.arrives && !e.arrives->zone.empty())
        arrivals.push_back(tablePlace(c.s, e.arrives->zone, c.inches(kHotSpotRadius)));
    }
  }
  std::vector<TablePlace>& out = setups.empty() ? arrivals : setups;
  out.erase(std::remove_if(out.begin(), out.end(), [](const TablePlace& p) { return p.empty(); }),
            out.end());
  return out;
}

// A side's friendly table edges in a meeting engagement: those of the edge zones its units
// set up in or arrive through, and those its arrival points (TRPs) lie on.
std::vector<Edge> friendlyEdges(const TableChecker& c, const std::string& side) {
  std::vector<Edge> edges;
  auto add = [&](const PlaceRef& ref) {
    if (const Zone* z = ref.zone.empty() ? nullptr : c.s.zone(ref.zone); z && z->edge)
      edges.push_back(*z->edge);
    if (const ScenarioPoint* p = ref.point.empty() ? nullptr : c.s.point(ref.point))
      for (Edge e : edgesNear(p->position(), c.map.table, c.inches(kEdgeTolerance)))
        edges.push_back(e);
  };
  for (const SideOob& oob : c.s.oob)
    if (oob.side == side)
      for (const OobEntry& e : oob.entries) {
        add(e.setup);
        if (e.arrives) add(e.arrives->zone);
      }
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  return edges;
}

void checkErps(TableChecker& c) {
  const double limit = c.inches(kErpMaxDistance);
  for (const Side& side : c.s.sides) {
    std::vector<const ScenarioPoint*> erps;
    for (const ScenarioPoint& p : c.s.points)
      if (p.kind == ScenarioPoint::Kind::Erp && p.side == side.id) erps.push_back(&p);
    if (erps.empty()) {
      c.report.add(Severity::Error, "erp-missing", c.sidePosition(side.id),
                   "side '" + side.id +
                       "' has no ERP (emergency rendezvous point): its retreating elements, crews "
                       "included, would be removed and could never rally",
                   kErpRule,
                   "add `{id: " + side.id + "-erp, kind: erp, side: " + side.id +
                       ", at: [x, y]}` under `points:`, within " + c.length(limit) +
                       " of its deployment zone");
      continue;
    }
    const std::vector<Edge> edges =
        side.role == SideRole::Meeting ? friendlyEdges(c, side.id) : std::vector<Edge>{};
    const std::vector<TablePlace> places = deployment(c, side.id);
    for (const ScenarioPoint* erp : erps) {
      const TablePoint p = erp->position();
      double best = std::numeric_limits<double>::infinity();
      std::string nearest;  // the edge or deployment place nearest to the ERP
      if (!edges.empty()) {
        for (Edge e : edges)
          if (const double d = edgeDistance(e, p, c.map.table); d < best) {
            best = d;
            nearest = "the " + std::string(edgeName(e)) + " table edge";
          }
      } else {
        for (const TablePlace& place : places)
          if (const double d = distance(place, p); d < best) {
            best = d;
            nearest = place.text;
          }
      }
      if (nearest.empty() || best <= limit + 1e-9) continue;
      c.report.add(Severity::Error, "erp-too-far", c.pointPosition(erp->id),
                   "ERP " + quoteText(erp->id) + " of side " + quoteText(side.id) + " is " + c.length(best) +
                       (edges.empty() ? " from its deployment (nearest: " + nearest +
                                            "); it must be within " + c.length(limit) +
                                            " of its deployment zone"
                                      : " from its friendly table edge (" + nearest +
                                            "); in a meeting engagement "
                                            "it must be within " +
                                            c.length(limit) + " of it"),
                   kErpRule, "move it to within " + c.length(limit) + " of " + nearest,
                   {TableChecker::at(p)});
    }
  }
}

void checkReserves(TableChecker& c) {
  const double tolerance = c.inches(kEdgeTolerance);
  for (const ScenarioPoint& p : c.s.points) {
    if (p.kind != ScenarioPoint::Kind::Trp) continue;
    const double d = pointEdgeDistance(p, c.map.table);
    if (d > tolerance + 1e-9)
      c.report.add(Severity::Error, "trp-not-on-edge", c.pointPosition(p.id),
                   "TRP " + quoteText(p.id) + " is " + c.length(d) +
                       " from the nearest table edge; reserves come on from "
                       "off the table, so their entry point lies on an edge",
                   kReserveRule, "move it onto the table edge where the reserves enter",
                   {TableChecker::at(p.position())});
  }
  for (const SideOob& side : c.s.oob)
    for (std::size_t i = 0; i < side.entries.size(); ++i) {
      const OobEntry& e = side.entries[i];
      if (!e.arrives || e.arrives->zone.empty()) continue;
      const PlaceRef& ref = e.arrives->zone;
      const ScenarioPoint* p = ref.point.empty() ? nullptr : c.s.point(ref.point);
      if (!ref.point.empty() && !p) continue;  // the reader reported the unknown point
      std::string why;
      if (!p)
        why = "arrives through " + tablePlace(c.s, ref, 0).text + ", not at a TRP";
      else if (p->kind != ScenarioPoint::Kind::Trp)
        why = "arrives at " + std::string(scenarioPointKindName(p->kind)) + " '" + p->id +
              "', not at a TRP";
      else if (p->side != side.side)
        why = "arrives at TRP " + quoteText(p->id) + ", which belongs to " +
              (p->side.empty() ? std::string("no side") : "side " + quoteText(p->side)) +
              ", not to its own side";
      if (why.empty()) continue;
      c.report.add(
          Severity::Error, "reserve-not-at-trp",
          c.marks.at(c.entryPath(side, i, {"arrives", ref.point.empty() ? "zone" : "point"})),
          "reserve " + quoteText(e.id) + " of side " + quoteText(side.side) + " " + why +
              ": reserves must enter at a TRP marked on their side's Command Map",
          kReserveRule,
          "add a point `{id: " + side.side + "-trp, kind: trp, side: " + side.side +
              ", at: [x, y]}` on the table edge and write `arrives: {turn: " +
              std::to_string(e.arrives->turn) + ", point: " + side.side + "-trp}`");
    }
}

// A TRP's `eta` is the turn its reserves are planned to arrive. It is checked on every table
// ruleset, as hot spots are: a scenario that writes one follows the rule it comes from.
void checkEtas(TableChecker& c) {
  for (const ScenarioPoint& p : c.s.points) {
    if (!p.eta) continue;
    const SourcePosition where = c.marks.item({"points"}, "id", p.id, {"eta"});
    const std::string turn = std::to_string(*p.eta);
    if (p.kind != ScenarioPoint::Kind::Trp) {
      // The ETA would be ignored: either the kind or the key is a slip.
      c.report.add(Severity::Warning, "eta-not-on-trp", where,
                   std::string(scenarioPointKindName(p.kind)) + " " + quoteText(p.id) + " has an ETA (turn " +
                       turn + "), but only a TRP has one: the turn the reserves entering there are planned to arrive",
                   kEtaRule, "make it `kind: trp` if reserves enter there, or drop its `eta`",
                   {TableChecker::at(p.position())});
      continue;
    }
    if (*p.eta <= c.s.turns) continue;
    c.report.add(Severity::Error, "eta-after-end", where,
                 "TRP " + quoteText(p.id) + " has its ETA on turn " + turn + " but the scenario ends after turn " +
                     std::to_string(c.s.turns) + ": its reserves would never come on",
                 kEtaRule, "plan their arrival by turn " + std::to_string(c.s.turns) + " or add turns",
                 {TableChecker::at(p.position())});
  }
}

}  // namespace

void checkTableDeployment(TableChecker& c) {
  checkGoing(c);
  checkEtas(c);
  if (!c.commandMap()) return;
  checkErps(c);
  checkReserves(c);
}

}  // namespace sandtable
