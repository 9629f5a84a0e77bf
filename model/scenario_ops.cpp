// Edits of a scenario's content that every front end shares (the editor's panels and tools,
// the importers): location lists as typed, zone resolution, renames with their cascades.
// Qt-free, so the rules of the documents live in one place beside their reader.
#include "model/scenario_ops.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace sandtable {

std::optional<LocationList> parseLocationList(const Map& map, const std::string& text,
                                              std::string* error) {
  LocationList list;
  std::string item;
  auto flush = [&]() -> bool {
    if (item.empty()) return true;
    std::string why;
    auto range = parseLocationRange(map.grid, item, &why);
    if (!range) {
      if (error) *error = why;
      return false;
    }
    for (int index : expandRange(map.grid, *range)) list.resolved.push_back(index);
    list.items.push_back(item);
    item.clear();
    return true;
  };
  for (char c : text) {
    if (c == ',' || c == ' ' || c == '\t' || c == '\n') {
      if (!flush()) return std::nullopt;
    } else {
      item += c;
    }
  }
  if (!flush()) return std::nullopt;
  std::sort(list.resolved.begin(), list.resolved.end());
  list.resolved.erase(std::unique(list.resolved.begin(), list.resolved.end()), list.resolved.end());
  return list;
}

LocationList locationListOf(const Map& map, std::vector<int> locations) {
  const Grid& g = map.grid;
  std::sort(locations.begin(), locations.end());
  locations.erase(std::unique(locations.begin(), locations.end()), locations.end());
  std::set<int> left(locations.begin(), locations.end());
  LocationList list;
  list.resolved = locations;
  // Greedy rectangles in row-major order: widest run first, then as many full rows below.
  for (int start : locations) {
    if (!left.count(start)) continue;
    const Offset o = g.offset(start);
    int width = 1;
    while (o.col + width < g.columns && left.count(g.index({o.col + width, o.row}))) ++width;
    int height = 1;
    auto rowFull = [&](int row) {
      for (int c = o.col; c < o.col + width; ++c)
        if (!left.count(g.index({c, row}))) return false;
      return true;
    };
    while (o.row + height < g.rows && rowFull(o.row + height)) ++height;
    for (int r = o.row; r < o.row + height; ++r)
      for (int c = o.col; c < o.col + width; ++c) left.erase(g.index({c, r}));
    const Offset last{o.col + width - 1, o.row + height - 1};
    list.items.push_back(width == 1 && height == 1 ? g.label(o) : g.label(o) + ":" + g.label(last));
  }
  return list;
}

std::string locationListText(const LocationList& list) {
  std::string out;
  for (const auto& item : list.items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

void resolveZone(const Map& map, Zone& zone) {
  zone.resolved = zone.hexes.resolved;
  if (zone.edge) {
    auto edge = map.edgeLocations(*zone.edge);
    zone.resolved.insert(zone.resolved.end(), edge.begin(), edge.end());
  }
  std::sort(zone.resolved.begin(), zone.resolved.end());
  zone.resolved.erase(std::unique(zone.resolved.begin(), zone.resolved.end()), zone.resolved.end());
}

void renameZoneReferences(Scenario& s, const std::string& from, const std::string& to) {
  auto fix = [&](std::string& ref) {
    if (ref == from) ref = to;
  };
  for (auto& z : s.zones) fix(z.id);
  for (auto& side : s.oob)
    for (auto& e : side.entries) {
      fix(e.setup.zone);
      if (e.arrives) fix(e.arrives->zone.zone);
    }
  if (s.victory && s.victory->exit) fix(s.victory->exit->zone);
  // Reach checks name a zone, an objective or a hex; a zone id wins when it matches.
  for (auto& c : s.reachChecks) {
    fix(c.from);
    fix(c.to);
  }
  // On a table a sight-line check may name a zone (its centroid).
  if (s.isTable())
    for (auto& c : s.losChecks) {
      if (!c.fromPoint) fix(c.from);
      if (!c.toPoint) fix(c.to);
    }
}

void renameSideReferences(Scenario& s, const std::string& from, const std::string& to) {
  auto fix = [&](std::string& ref) {
    if (ref == from) ref = to;
  };
  for (auto& side : s.sides) fix(side.id);
  fix(s.first);
  for (auto& side : s.oob) fix(side.side);
  for (auto& o : s.objectives) {
    fix(o.control);
    fix(o.side);
    for (auto& [side, vp] : o.vp) fix(side);
  }
  for (auto& p : s.points) fix(p.side);
  if (s.victory && s.victory->exit) fix(s.victory->exit->side);
  for (auto& c : s.reachChecks) fix(c.side);
}

void renameObjectiveReferences(Scenario& s, const std::string& from, const std::string& to) {
  for (auto& o : s.objectives)
    if (o.id == from) o.id = to;
  // A zone of the same id would take precedence in a reach check: leave those alone.
  if (s.zone(from)) return;
  for (auto& c : s.reachChecks) {
    if (c.from == from && !c.fromPoint) c.from = to;
    if (c.to == from && !c.toPoint) c.to = to;
  }
  // On a table a sight-line check may name an objective too (on a grid its ends are hexes).
  if (!s.isTable()) return;
  for (auto& c : s.losChecks) {
    if (c.from == from && !c.fromPoint) c.from = to;
    if (c.to == from && !c.toPoint) c.to = to;
  }
}

bool pointOnTable(const TableSize& table, TablePoint p) {
  return std::isfinite(p.x) && std::isfinite(p.y) && p.x >= 0 && p.y >= 0 && p.x <= table.width &&
         p.y <= table.height;
}

Shape edgeBandRect(const TableSize& table, Edge edge, double depth) {
  const double w = table.width, h = table.height;
  switch (edge) {
    case Edge::North:
      return rectShape(0, 0, w, std::min(depth, h));
    case Edge::South:
      return rectShape(0, std::max(0.0, h - depth), w, std::min(depth, h));
    case Edge::West:
      return rectShape(0, 0, std::min(depth, w), h);
    case Edge::East:
      return rectShape(std::max(0.0, w - depth), 0, std::min(depth, w), h);
  }
  return rectShape(0, 0, w, h);
}

namespace {

std::string numberedId(const std::string& stem, int first,
                       const std::function<bool(const std::string&)>& taken) {
  for (int n = first;; ++n)
    if (std::string id = stem + "-" + std::to_string(n); !taken(id)) return id;
}

}  // namespace

std::string uniqueId(const std::string& base,
                     const std::function<bool(const std::string&)>& taken) {
  return taken(base) ? numberedId(base, 2, taken) : base;
}

std::string_view idStem(std::string_view id) {
  const auto dash = id.find_last_of('-');
  if (dash == std::string_view::npos || dash == 0 || dash + 1 == id.size()) return id;
  const auto digits = id.substr(dash + 1);
  const bool numbered =
      std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; });
  return numbered ? id.substr(0, dash) : id;
}

std::string copyId(std::string_view original,
                   const std::function<bool(const std::string&)>& taken) {
  return numberedId(std::string(idStem(original)), 2, taken);
}

}  // namespace sandtable
