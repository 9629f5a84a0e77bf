#include "editor/tool_controller.h"

#include <algorithm>

#include "editor/map_document.h"
#include "editor/map_tools.h"

namespace sandtable::editor {

const MapLayout* ToolController::layout() const {
  const Map* map = document_.map();
  if (!map) return nullptr;
  if (!layout_ || layout_->grid().columns != map->grid.columns || layout_->grid().rows != map->grid.rows ||
      layout_->grid().type != map->grid.type || !(layout_->grid().layout == map->grid.layout))
    layout_ = std::make_unique<MapLayout>(map->grid);
  return layout_.get();
}

std::vector<int> ToolController::brushAt(const Grid& grid, int at) const {
  return brushLocations(grid, at, grid.type == GridType::Cards ? 0 : settings_.brushRadius);
}

std::vector<int> ToolController::preview(PointF p) const {
  const MapLayout* l = layout();
  if (!l) return {};
  const int at = l->locationAt(p);
  if (at < 0) return {};
  switch (settings_.tool) {
    case Tool::Terrain:
    case Tool::Zone:
    case Tool::Raise:
    case Tool::Lower:
    case Tool::SetLevel:
    case Tool::Eraser: return brushAt(l->grid(), at);
    case Tool::Fill: return floodRegion(*document_.map(), at);
    default: return {at};
  }
}

int ToolController::press(PointF p) {
  const MapLayout* l = layout();
  if (!l) return -1;
  const int at = l->locationAt(p);
  active_ = true;
  stroke_ = document_.beginStroke();
  touched_.clear();
  road_.clear();
  applyAt(p);
  return at;
}

void ToolController::move(PointF p) {
  if (active_) applyAt(p);
}

void ToolController::release(PointF p) {
  if (!active_) return;
  move(p);
  active_ = false;
  if (settings_.tool == Tool::Road && road_.size() >= 2) {
    Map& map = *document_.map();
    MapEditBuilder edit(map);
    addRoad(edit, map.grid, road_);
    document_.push(edit, QObject::tr("Draw road %1-%2")
                             .arg(QString::fromStdString(map.grid.label(road_.front())), QString::fromStdString(map.grid.label(road_.back()))));
  }
  road_.clear();
}

void ToolController::applyAt(PointF p) {
  Map* map = document_.map();
  const MapLayout* l = layout();
  if (!map || !l) return;
  const int at = l->locationAt(p);
  const Ruleset& rules = *map->rules;
  MapEditBuilder edit(*map);
  QString text;
  const QString label = at >= 0 ? QString::fromStdString(map->grid.label(at)) : QString();
  switch (settings_.tool) {
    case Tool::Select:
    case Tool::Zone: return;  // zones are scenario data: the map view hands strokes to QML
    case Tool::Terrain:
      if (at < 0 || settings_.terrain < 0 || settings_.terrain >= static_cast<int>(rules.terrain.size())) return;
      // A card keeps its printed name and cover, as a hex keeps its name: clearing them lost a
      // designer's text without a word (the Inspector shows and edits them).
      paintTerrain(edit, brushAt(map->grid, at), settings_.terrain);
      text = QObject::tr("Paint %1").arg(QString::fromStdString(rules.terrain[static_cast<std::size_t>(settings_.terrain)].name));
      break;
    case Tool::Fill:
      // One fill per press, not per mouse move.
      if (at < 0 || !touched_.empty()) return;
      paintTerrain(edit, floodRegion(*map, at), settings_.terrain);
      touched_.push_back(at);
      text = QObject::tr("Fill from %1").arg(label);
      break;
    case Tool::Raise:
    case Tool::Lower: {
      if (at < 0) return;
      // Within one stroke each location is raised (lowered) once, however often it is crossed.
      std::vector<int> fresh;
      for (int i : brushAt(map->grid, at))
        if (std::find(touched_.begin(), touched_.end(), i) == touched_.end()) fresh.push_back(i);
      touched_.insert(touched_.end(), fresh.begin(), fresh.end());
      raiseLevels(edit, rules, fresh, settings_.tool == Tool::Raise ? 1 : -1);
      text = settings_.tool == Tool::Raise ? QObject::tr("Raise ground") : QObject::tr("Lower ground");
      break;
    }
    case Tool::SetLevel:
      if (at < 0) return;
      setLevels(edit, rules, brushAt(map->grid, at), settings_.level);
      text = QObject::tr("Set level %1").arg(settings_.level);
      break;
    case Tool::Hexside: {
      if (!touched_.empty()) return;  // one toggle per click
      const auto hit = l->nearestHexside(p);
      if (!hit || hit->b < 0 || settings_.feature < 0 || settings_.feature >= static_cast<int>(rules.hexsides.size())) return;
      toggleHexsideFeature(edit, map->grid.offset(hit->a), hit->bOffset, settings_.feature);
      touched_.push_back(hit->a);
      text = QObject::tr("Toggle %1 at %2/%3")
                 .arg(QString::fromStdString(rules.hexsides[static_cast<std::size_t>(settings_.feature)].name), label,
                      QString::fromStdString(map->grid.label(hit->b)));
      break;
    }
    case Tool::Road: {
      if (at < 0) return;
      const Offset o = map->grid.offset(at);
      if (road_.empty()) {
        road_.push_back(o);
      } else if (!(road_.back() == o)) {
        // A fast drag can skip hexes: fill the gap with the straight line between them.
        const auto line = hexLine(map->grid, road_.back(), o);
        for (std::size_t i = 1; i < line.size(); ++i) road_.push_back(line[i]);
      }
      return;  // committed on release
    }
    case Tool::Objective:
      if (at < 0 || !touched_.empty()) return;
      toggleObjective(edit, at);
      touched_.push_back(at);
      text = QObject::tr("Toggle objective at %1").arg(label);
      break;
    case Tool::Marker:
      if (at < 0 || !touched_.empty() || settings_.marker < 0 || settings_.marker >= static_cast<int>(rules.markers.size())) return;
      toggleMarker(edit, at, settings_.marker);
      touched_.push_back(at);
      text = QObject::tr("Toggle %1 at %2").arg(QString::fromStdString(rules.markers[static_cast<std::size_t>(settings_.marker)].name), label);
      break;
    case Tool::Eraser:
      if (at < 0) return;
      for (int i : brushAt(map->grid, at)) eraseLocation(edit, *map, i);
      text = QObject::tr("Erase");
      break;
    case Tool::Border: {
      if (!touched_.empty()) return;
      const auto hit = l->nearestCardBorder(p);
      if (!hit) return;
      toggleCardBorder(edit, hit->card, hit->side, settings_.hillBorder);
      touched_.push_back(hit->card);
      text = QObject::tr("Toggle border of %1").arg(label);
      break;
    }
    case Tool::Hill:
      if (at < 0 || !touched_.empty() || !map->isCards()) return;
      toggleHill(edit, at);
      touched_.push_back(at);
      text = QObject::tr("Toggle hill under %1").arg(label);
      break;
  }
  document_.push(edit, text, stroke_);
}

}  // namespace sandtable::editor
