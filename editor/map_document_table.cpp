// The table inspector's entry points on MapDocument: a feature's fields, each change one undo
// step through a TableEdit.
#include <cmath>
#include <limits>

#include "editor/map_document.h"
#include "editor/table_shapes.h"
#include "model/point_kinds.h"
#include "model/table_geometry.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

namespace {

bool validFeature(const Map* map, int index) {
  return map && map->isTable() && index >= 0 && index < static_cast<int>(map->features.size());
}

// The shape's vertex handles (table_shapes.h) as [{x, y}], as the Inspector lists them.
QVariantList handleList(const Shape& shape) {
  QVariantList out;
  for (const TablePoint& p : shapeVertices(shape)) out << QVariantMap{{"x", p.x}, {"y", p.y}};
  return out;
}

// The width a polyline of the feature's terrain has when it gives none of its own.
double typeLineWidth(const TableFeature& f, const Ruleset& rules) {
  TableFeature plain;
  plain.terrain = f.terrain;
  return featureLineWidth(plain, rules);
}

// The height the feature has when it gives none of its own: its storeys' (a building's), else
// its type's, as the sight lines read it.
double heightWithoutOverride(TableFeature f, const Ruleset& rules) {
  f.height.reset();
  return featureHeight(f, rules);
}

QString featureLabel(const TableFeature& f) {
  return QString::fromStdString(f.name.empty() ? f.id : f.name);
}

}  // namespace

QStringList MapDocument::pointKinds() const {
  QStringList out;
  if (map_ && map_->isTable())
    for (ScenarioPoint::Kind k : pointKindsOf(*map_->rules)) out << QString::fromUtf8(scenarioPointKindName(k));
  return out;
}

QVariantMap MapDocument::markerInfo(int index) const {
  if (!isTable() || index < 0 || index >= static_cast<int>(map_->placedMarkers.size())) return {};
  const PlacedMarker& m = map_->placedMarkers[static_cast<std::size_t>(index)];
  const Ruleset& rules = *map_->rules;
  const bool known = m.marker >= 0 && m.marker < static_cast<int>(rules.markers.size());
  const MarkerType* type = known ? &rules.markers[static_cast<std::size_t>(m.marker)] : nullptr;
  const auto shape = markerShape(m, rules);
  const TablePoint centre = m.at ? *m.at : shape ? geo::shapeCentre(*shape, geo::kDefaultLineWidth) : TablePoint{};
  return {{"id", QString::fromStdString(m.id)},
          {"type", type ? QString::fromStdString(type->id) : QString()},
          {"typeName", type ? QString::fromStdString(type->name.empty() ? type->id : type->name) : QString()},
          {"x", centre.x},
          {"y", centre.y}};
}

QVariantMap MapDocument::featureInfo(int index) const {
  if (!validFeature(map_.get(), index)) return {};
  const TableFeature& f = map_->features[static_cast<std::size_t>(index)];
  const Ruleset& rules = *map_->rules;
  const bool known = f.terrain >= 0 && f.terrain < static_cast<int>(rules.terrain.size());
  const TerrainType* type = known ? &rules.terrain[static_cast<std::size_t>(f.terrain)] : nullptr;
  // A building is a terrain type with a height per storey (tables spec 2.3).
  const bool building = type && type->table && type->table->storeyHeight.has_value();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double typeHeight = type && type->table && type->table->height ? *type->table->height : nan;
  const geo::Area area = known ? featureArea(f, rules, map_->table) : geo::Area{};
  return {{"id", QString::fromStdString(f.id)},
          {"terrain", f.terrain},
          {"terrainName", type ? QString::fromStdString(type->name.empty() ? type->id : type->name) : QString()},
          {"shape", QString::fromUtf8(shapeKindName(f.shape.kind))},
          {"height", f.height ? *f.height : nan},
          {"heightText", f.height ? QString::fromStdString(tableNumberText(*f.height)) : QString()},
          {"typeHeight", typeHeight},
          // What an empty Height field stands for, and whether the storeys decide it.
          {"defaultHeightText", QString::fromStdString(tableNumberText(heightWithoutOverride(f, rules)))},
          {"heightFromStoreys", building && f.storeys.has_value()},
          {"storeys", f.storeys ? *f.storeys : -1},
          {"isBuilding", building},
          {"name", QString::fromStdString(f.name)},
          {"notes", QString::fromStdString(f.notes)},
          {"area", geo::areaOf(area)},
          {"vertices", static_cast<int>(f.shape.points.size())},
          {"handles", handleList(f.shape)},
          {"isPolyline", f.shape.kind == Shape::Kind::Polyline},
          // A circle is edited by its centre and radius, not by its rim handle.
          {"isCircle", f.shape.kind == Shape::Kind::Circle},
          {"centreX", f.shape.points.empty() ? 0.0 : f.shape.points.front().x},
          {"centreY", f.shape.points.empty() ? 0.0 : f.shape.points.front().y},
          {"radius", f.shape.radius},
          {"lineWidthText", f.shape.lineWidth ? QString::fromStdString(tableNumberText(*f.shape.lineWidth)) : QString()},
          {"typeLineWidth", typeLineWidth(f, rules)}};
}

// Applies one field change (an operation of table_shapes.h) as an undo step; its refusal,
// if any, for the user.
QString MapDocument::editFeature(int index, const QString& text,
                                 const std::function<std::string(TableEditBuilder&)>& change) {
  if (!validFeature(map_.get(), index)) return tr("There is no feature %1.").arg(index + 1);
  TableEditBuilder edit(*map_);
  if (std::string error = change(edit); !error.empty()) return QString::fromStdString(error);
  pushTable(edit, text.arg(featureLabel(map_->features[static_cast<std::size_t>(index)])));
  return {};
}

QString MapDocument::setFeatureTerrain(int index, int terrain) {
  return editFeature(index, tr("Set the terrain of %1"), [&](TableEditBuilder& e) { return sandtable::editor::setFeatureTerrain(e, index, terrain); });
}

QString MapDocument::setFeatureHeight(int index, const QString& text) {
  std::optional<double> height;
  if (!text.trimmed().isEmpty()) {
    height = parseTableNumber(text.toStdString());
    if (!height) return tr("A height is a number of levels in quarters (0, 0.25, 1.5...), not '%1'.").arg(text);
  }
  return editFeature(index, tr("Set the height of %1"), [&](TableEditBuilder& e) { return sandtable::editor::setFeatureHeight(e, index, height); });
}

QString MapDocument::setFeatureStoreys(int index, int storeys) {
  const std::optional<int> value = storeys > 0 ? std::optional<int>(storeys) : std::nullopt;
  return editFeature(index, tr("Set the storeys of %1"), [&](TableEditBuilder& e) { return sandtable::editor::setFeatureStoreys(e, index, value); });
}

QString MapDocument::setFeatureName(int index, const QString& name) {
  return editFeature(index, tr("Rename %1"), [&](TableEditBuilder& e) { return sandtable::editor::setFeatureName(e, index, name.toStdString()); });
}

QString MapDocument::setFeatureNotes(int index, const QString& notes) {
  return editFeature(index, tr("Edit the notes of %1"), [&](TableEditBuilder& e) { return sandtable::editor::setFeatureNotes(e, index, notes.toStdString()); });
}

QString MapDocument::setFeatureLineWidth(int index, const QString& text) {
  std::optional<double> width;
  if (!text.trimmed().isEmpty()) {
    width = parseTableNumber(text.toStdString());
    if (!width || !(*width > 0)) return tr("A line's width is a number above 0, not '%1'.").arg(text);
  }
  return editFeature(index, tr("Set the width of %1"), [&](TableEditBuilder& e) -> std::string {
    Shape& shape = e.features()[static_cast<std::size_t>(index)].shape;
    if (shape.kind != Shape::Kind::Polyline) return "only a line (a polyline) has a width";
    shape.lineWidth = width;
    return shapeError(shape);
  });
}

QString MapDocument::moveFeatureVertex(int index, int vertex, double x, double y) {
  return editFeature(index, tr("Move a corner of %1"), [&](TableEditBuilder& e) {
    return sandtable::editor::moveFeatureVertex(e, index, vertex, {x, y});
  });
}

QString MapDocument::setFeatureCircle(int index, double x, double y, double radius) {
  if (!validFeature(map_.get(), index)) return tr("There is no feature %1.").arg(index + 1);
  const Shape& shape = map_->features[static_cast<std::size_t>(index)].shape;
  if (shape.kind != Shape::Kind::Circle || shape.points.empty()) return tr("Only a circle has a centre and a radius.");
  if (!(radius > 0)) return tr("A circle's radius is more than 0, not %1.").arg(radius);
  const TablePoint centre = shape.points.front();
  return editFeature(index, tr("Set the circle of %1"), [&](TableEditBuilder& e) {
    if (std::string error = translateFeatures(e, {index}, x - centre.x, y - centre.y); !error.empty()) return error;
    return sandtable::editor::moveFeatureVertex(e, index, 0, {x + radius, y});
  });
}

QString MapDocument::setFeatureId(int index, const QString& id) {
  if (!validFeature(map_.get(), index)) return {};
  const std::string text = id.trimmed().toStdString();
  if (text.empty()) return tr("A feature needs an id.");
  // The reader's own test and message, so that the saved table reads back.
  if (std::string problem = idProblem("feature id", text); !problem.empty()) return QString::fromStdString(problem);
  const TableFeature* other = map_->feature(text);
  if (other && other != &map_->features[static_cast<std::size_t>(index)])
    return tr("The id '%1' is taken by another feature.").arg(id.trimmed());
  TableEditBuilder edit(*map_);
  edit.features()[static_cast<std::size_t>(index)].id = text;
  pushTable(edit, tr("Rename feature to %1").arg(id.trimmed()));
  return {};
}

}  // namespace sandtable::editor
