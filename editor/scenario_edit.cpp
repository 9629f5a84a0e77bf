#include "editor/scenario_edit.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <QCoreApplication>

#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "editor/table_shapes.h"
#include "model/table_io.h"
#include "model/yaml_reader.h"
#include "model/yaml_writer.h"

namespace sandtable::editor {

ScenarioEdit::ScenarioEdit(MapDocument& doc, Scenario before, Scenario after, const QString& text,
                           QString mergeKey)
    : QUndoCommand(text),
      doc_(doc),
      before_(std::move(before)),
      after_(std::move(after)),
      mergeKey_(std::move(mergeKey)) {}

void ScenarioEdit::apply(const Scenario& state) {
  Scenario* s = doc_.scenario();
  if (!s) return;
  // The ruleset and map belong to the document, not to this edit: keep the live ones.
  auto rules = s->rules;
  auto map = s->map;
  *s = state;
  s->rules = std::move(rules);
  s->map = std::move(map);
  doc_.notifyScenarioChanged();
}

void ScenarioEdit::redo() {
  apply(after_);
}
void ScenarioEdit::undo() {
  apply(before_);
}

bool ScenarioEdit::mergeWith(const QUndoCommand* other) {
  const auto* next = dynamic_cast<const ScenarioEdit*>(other);
  if (!next || mergeKey_.isEmpty() || next->mergeKey_ != mergeKey_ || &next->doc_ != &doc_)
    return false;
  after_ = next->after_;
  return true;
}

bool pushScenarioEdit(MapDocument& doc, const QString& text,
                      const std::function<bool(Scenario&)>& change, const QString& mergeKey) {
  Scenario* s = doc.scenario();
  if (!s) return false;
  Scenario after = *s;
  if (!change(after)) return false;
  doc.pushCommand(new ScenarioEdit(doc, *s, std::move(after), text, mergeKey));
  return true;
}

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

QString tr(const char* text) { return QCoreApplication::translate("ScenarioEdit", text); }
QString num(double v) { return qstr(tableNumberText(v)); }

const char* const kSetupForms = "a zone id, X, Y or a shape such as rect: [x, y, w, h]";
const char* const kArrivalForms = "a zone id, a point id (a TRP, a hot spot), X, Y or a shape such as rect: [x, y, w, h]";

// A shape typed as the file writes it ("rect: [0, 40, 54, 8]", braces optional), read by the
// model's own reader; nullopt with the reader's first complaint, or with nothing when the text
// is not a YAML mapping at all.
std::optional<Shape> readShapeText(const std::string& text, const std::string& what, QString* error) {
  YAML::Node node;
  try {
    node = YAML::Load(text);
  } catch (const YAML::Exception&) {
    return std::nullopt;
  }
  if (!node.IsMap()) return std::nullopt;
  Diagnostics found;
  ReadContext ctx("", found);
  std::optional<Shape> shape = readShape(ctx, node, what);
  // An unknown key is only a warning to the reader; typed into a cell it is a slip.
  if (!found.empty()) {
    *error = qstr(found.all().front().message);
    return std::nullopt;
  }
  return shape;
}

}  // namespace

QString tableSizeText(const TableSize& table) {
  return tr("%1 x %2 %3").arg(num(table.width), num(table.height), qstr(table.unit));
}

QString tablePointProblem(const TableSize& table, TablePoint p) {
  if (pointOnTable(table, p)) return {};
  return tr("(%1, %2) is off the table, which is %3").arg(num(p.x), num(p.y), tableSizeText(table));
}

QString tableShapeProblem(const TableSize& table, const Shape& shape) {
  if (std::string error = shapeError(shape); !error.empty()) return qstr(error);
  std::vector<TablePoint> corners = shape.points;
  if (shape.kind == Shape::Kind::Rect && !corners.empty())
    corners.push_back({corners[0].x + shape.width, corners[0].y + shape.height});
  for (const TablePoint& p : corners)
    if (QString error = tablePointProblem(table, p); !error.isEmpty()) return error;
  return {};
}

QString tablePlaceText(const PlaceRef& place) {
  if (!place.zone.empty()) return qstr(place.zone);
  if (!place.point.empty()) return qstr(place.point);
  if (place.at) return num(place.at->x) + ", " + num(place.at->y);
  if (!place.shape) return {};
  // "{rect: [0, 40, 54, 8]}\n" from the writer, shown without its braces.
  std::string text = emitYaml(shapeTree(*place.shape));
  while (!text.empty() && text.back() == '\n') text.pop_back();
  if (text.size() >= 2 && text.front() == '{' && text.back() == '}') text = text.substr(1, text.size() - 2);
  return qstr(text);
}

QString tablePlaceProblem(const Scenario& s, const PlaceRef& place, bool arrival) {
  if (!place.zone.empty() && !s.zone(place.zone)) {
    std::vector<std::string> ids;
    for (const Zone& z : s.zones) ids.push_back(z.id);
    if (arrival)
      for (const ScenarioPoint& p : s.points) ids.push_back(p.id);
    return tr(arrival ? "'%1' is neither a zone nor a point of this scenario%2"
                      : "'%1' is not a zone of this scenario%2")
        .arg(qstr(place.zone), qstr(didYouMean(place.zone, ids)));
  }
  if (!place.point.empty()) {
    if (!arrival)
      return tr("'%1' is a scenario point: units arrive at points, and set up in %2")
          .arg(qstr(place.point), tr(kSetupForms));
    if (!s.point(place.point)) return tr("'%1' is not a point of this scenario").arg(qstr(place.point));
  }
  if (!s.isTable()) return {};
  if (place.at) return tablePointProblem(s.map->table, *place.at);
  if (place.shape) return tableShapeProblem(s.map->table, *place.shape);
  return {};
}

TablePlaceOrError parseTablePlace(const Scenario& s, const QString& text, bool arrival) {
  TablePlaceOrError out;
  const std::string t = str(text.trimmed());
  if (t.empty()) return out;
  // Ids first: zones, points and objectives share one name space, so an id names one thing.
  if (s.point(t))
    out.place.point = t;
  else if (auto p = parseTablePoint(t))
    out.place.at = p;
  else if (isValidId(t))
    out.place.zone = t;
  else if (auto shape = readShapeText(t, arrival ? "arrival" : "set-up", &out.error))
    out.place.shape = std::move(shape);
  else if (out.error.isEmpty())
    out.error = tr("'%1' cannot be read: type %2").arg(text.trimmed(), tr(arrival ? kArrivalForms : kSetupForms));
  if (out.error.isEmpty()) out.error = tablePlaceProblem(s, out.place, arrival);
  if (!out.error.isEmpty()) out.place = {};
  return out;
}

std::string uniqueId(const std::string& base,
                     const std::function<bool(const std::string&)>& taken) {
  if (!taken(base)) return base;
  for (int n = 2;; ++n)
    if (std::string id = base + "-" + std::to_string(n); !taken(id)) return id;
}

}  // namespace sandtable::editor
