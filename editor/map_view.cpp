// The map view's document and tool state: which document it shows (and what it drops when
// another replaces it), the tool and its settings, the selection and the hover text. The rest
// lives by concern: the camera and input (map_view_camera.cpp), drawing a grid and the scene
// graph nodes (map_view_paint.cpp), the overlays (map_view_overlays.cpp) and tables
// (map_view_table.cpp).
#include "editor/map_view.h"

#include <QDebug>

#include <algorithm>

#include "editor/tool_registry.h"

namespace sandtable::editor {

MapView::MapView(QQuickItem* parent) : QQuickItem(parent) {
  setFlag(ItemHasContents);
  setFlag(ItemIsFocusScope);
  setAcceptedMouseButtons(Qt::LeftButton | Qt::MiddleButton);
  setAcceptHoverEvents(true);
  setActiveFocusOnTab(true);
  setClip(true);
  connect(&overlayJob_, &BackgroundJob::runningChanged, this, &MapView::overlayBusyChanged);
  connect(this, &MapView::hoverChanged, this, &MapView::toolStatusChanged);
  connect(this, &MapView::toolChanged, this, &MapView::toolStatusChanged);
}

MapView::~MapView() = default;

void MapView::setDocument(MapDocument* document) {
  if (document_ == document) return;
  if (document_) disconnect(document_, nullptr, this, nullptr);
  document_ = document;
  tools_ = document ? std::make_unique<ToolController>(*document) : nullptr;
  tableTools_ = document ? std::make_unique<TableToolController>(*document) : nullptr;
  if (tableTools_) {
    tableTools_->onSelectionChanged = [this] {
      overlayDirty_ = true;
      update();
      emit selectionChanged();
    };
    tableTools_->onPointPicked = [this](TablePoint p) { emit tablePointPicked(toolName_, p.x, p.y); };
    tableTools_->onAreaDrawn = [this](double x, double y, double w, double h) { emit tableAreaDrawn(x, y, w, h); };
    tableTools_->onZoneOutlined = [this](const std::vector<TablePoint>& corners) {
      QVariantList points;
      for (const TablePoint& p : corners) points.append(QPointF(p.x, p.y));
      emit tableZoneOutlined(points);
    };
  }
  if (document_) {
    connect(document_, &MapDocument::mapChanged, this, &MapView::onMapChanged);
    connect(document_, &MapDocument::tableChanged, this, &MapView::onTableChanged);
    connect(document_, &MapDocument::scenarioChanged, this, &MapView::onScenarioChanged);
    connect(document_, &MapDocument::documentReplaced, this, &MapView::onDocumentReset);
  }
  onDocumentReset();
  emit documentChanged();
}

// The one place where what the view shows about a document is dropped when another replaces
// it (File > Open, New Map, New Scenario, Close): the selection, the sight line, the overlay
// and its legend (and a computation still running on the old map, whose tints would index
// the new one), the tools' strokes and the tape, and so the status bar's text about them, and
// the drawn layers (a table's zones, objectives and points stayed drawn over a grid).
void MapView::onDocumentReset() {
  const Map* map = document_ ? document_->map() : nullptr;
  layout_ = map ? std::make_unique<MapLayout>(*map) : nullptr;
  terrainShape_ = ShapeKind::None;  // another ruleset's list: each kind starts at its first
  shapeTerrain_ = {-1, -1};
  applyTool();
  selected_ = -1;
  tableMeshDirty_ = tableScenarioDirty_ = true;
  tableSlices_.clear();
  tableMeshes_ = {};
  tableLines_.clear();
  nodesStale_ = true;  // updatePaintNode drops every layer, the table's zones and objectives too
  dropSightLines();
  observer_.reset();
  if (tableTools_) tableTools_->reset();
  zoneStroke_.clear();
  panning_ = false;
  hover_ = -1;
  hoverPoint_ = QPointF();
  setFitPending(true);
  overlayJob_.cancel();
  overlayMode_ = QStringLiteral("none");
  reachZone_.clear();
  reachMobility_.clear();
  overlayResult_ = OverlayResult{};
  tintsDirty_ = true;
  gridZones_.clear();
  gridZonesDirty_ = shownScenarioStale_ = true;
  shownScenario_.reset();
  hiddenZones_.clear();
  selectedZone_.clear();
  emit zonesChanged();
  emit losChanged();
  emit overlayChanged();
  if (width() > 0 && height() > 0) fitToWindow();
  meshDirty_ = true;
  onMapChanged({});
  emit selectionChanged();
  emit hoverChanged();
}

void MapView::onMapChanged(const QList<int>& locations) {
  // Small edits recolour their locations and redraw the features; big ones rebuild it all.
  const int size = layout_ ? layout_->grid().size() : 0;
  if (locations.size() > size / 4) meshDirty_ = true;
  else if (!meshDirty_) {
    recolor_.insert(recolor_.end(), locations.begin(), locations.end());
    featuresDirty_ = true;
  }
  mapCache_.dirty = labelCache_.dirty = true;
  overlayDirty_ = true;
  sight_.mapChanged();
  if (sight_.to() >= 0) updateSightLine(sight_.to());
  if (overlayMode_ != QLatin1String("none")) requestAnalysis();
  update();
  emit hoverChanged();  // the hovered hex's terrain/level may have changed
}

void MapView::setTool(const QString& name) {
  if (name == toolName_) return;
  if (QString refusal = toolRefusal(name); !refusal.isEmpty()) {
    qWarning().noquote() << "MapView:" << refusal;
    return;
  }
  toolName_ = name;
  // A tool key pressed over the map is work on it: a panel the tool brings leaves the map be.
  if (pointerOnMap_ && hasActiveFocus()) setFitPending(false);
  applyTool();
  overlayDirty_ = true;
  update();
  emit toolChanged();
}

QString MapView::toolRefusal(const QString& name) const {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map) return ToolRegistry::findAny(name) ? QString() : ToolRegistry::refusalOnAnyKind(name);
  const MapKind kind = ToolRegistry::kindOf(*map);
  return ToolRegistry::find(name, kind) ? QString() : ToolRegistry::refusal(name, kind);
}

// Hands the tool's input to its grid or table handler. A tool the open map's kind does not
// have (a hex tool when a table opens) gives way to Select.
void MapView::applyTool() {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map) return;
  const ToolSpec* spec = ToolRegistry::find(toolName_, ToolRegistry::kindOf(*map));
  if (!spec) {
    toolName_ = QStringLiteral("select");
    spec = ToolRegistry::find(toolName_, ToolRegistry::kindOf(*map));
    emit toolChanged();
  }
  if (tools_) tools_->settings().tool = spec->grid;
  if (tableTools_) tableTools_->setTool(spec->table);
  if (map->isTable()) keepTerrainPerShape(*map, spec->table);
}

// The line tool puts down roads, walls and streams, the area tools woods and fields: each kind
// keeps its own terrain, first the ruleset's first of that kind (the line tool went on with the
// polygon's woods, walk 9). A tool of neither kind (select, tape) leaves both as they are.
void MapView::keepTerrainPerShape(const Map& map, TableTool tool) {
  const bool line = tool == TableTool::Polyline;
  const bool area = tool == TableTool::Polygon || tool == TableTool::Circle || tool == TableTool::Rect;
  if (!tools_ || !map.rules || (!line && !area)) return;
  const ShapeKind kind = line ? ShapeKind::Line : ShapeKind::Area;
  if (kind == terrainShape_) return;
  if (terrainShape_ != ShapeKind::None) shapeTerrain_[terrainShape_ == ShapeKind::Line ? 1 : 0] = terrain();
  terrainShape_ = kind;
  int chosen = shapeTerrain_[line ? 1 : 0];
  const auto& types = map.rules->terrain;
  for (std::size_t t = 0; chosen < 0 && t < types.size(); ++t) {
    if (!types[t].table) continue;
    const TerrainClass c = types[t].table->cls;
    if (line ? (c == TerrainClass::Linear || c == TerrainClass::Obstacle) : (c == TerrainClass::Area || c == TerrainClass::Hill))
      chosen = static_cast<int>(t);
  }
  if (chosen >= 0) setTerrain(chosen);
}

#define SANDTABLE_TOOL_SETTER(Setter, field)  \
  void MapView::Setter(int value) {           \
    if (!tools_ || tools_->settings().field == value) return; \
    tools_->settings().field = value;         \
    overlayDirty_ = true;                     \
    update();                                 \
    emit toolChanged();                       \
  }
SANDTABLE_TOOL_SETTER(setFeature, feature)
SANDTABLE_TOOL_SETTER(setLevelValue, level)
#undef SANDTABLE_TOOL_SETTER

void MapView::setTerrain(int t) {
  if (!tools_ || tools_->settings().terrain == t) return;
  tools_->settings().terrain = t;
  if (tableTools_) tableTools_->setTerrain(t);  // what the table's drawing tools put down
  overlayDirty_ = true;
  update();
  emit toolChanged();
}

void MapView::setMarker(int m) {
  if (!tools_ || tools_->settings().marker == m) return;
  tools_->settings().marker = m;
  if (tableTools_) tableTools_->setMarker(m);  // what the table's marker tool puts down
  emit toolChanged();
}

void MapView::setBrushRadius(int r) {
  r = std::clamp(r, 0, 3);
  if (!tools_ || tools_->settings().brushRadius == r) return;
  tools_->settings().brushRadius = r;
  overlayDirty_ = true;
  update();
  emit toolChanged();
}

void MapView::setHillBorder(bool b) {
  if (!tools_ || tools_->settings().hillBorder == b) return;
  tools_->settings().hillBorder = b;
  emit toolChanged();
}

void MapView::setSelectedIndex(int index) {
  if (!selectedZone_.isEmpty()) {  // a location picked replaces the zone "Show" selected
    selectedZone_.clear();
    overlayDirty_ = true;
    update();
    emit selectionChanged();
  }
  if (index == selected_) return;
  selected_ = index;
  overlayDirty_ = true;
  if (overlayMode_ != QLatin1String("none")) requestAnalysis();
  update();
  emit selectionChanged();
}

QString MapView::hoverText() const {
  if (isTable()) return tableHoverText();
  if (!document_ || !document_->map() || hover_ < 0) return {};
  const Map& map = *document_->map();
  const auto& terrain = map.rules->terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(hover_)])];
  QString text = QStringLiteral("%1  %2, level %3")
                     .arg(QString::fromStdString(map.grid.label(hover_)), QString::fromStdString(terrain.name.empty() ? terrain.id : terrain.name))
                     .arg(map.levels[static_cast<std::size_t>(hover_)]);
  if (const LocationInfo* info = map.infoAt(hover_); info && !info->name.empty()) text += QStringLiteral("  \"%1\"").arg(QString::fromStdString(info->name));
  return text;
}

QString MapView::toolStatus() const {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map) return {};
  if (isTable() && tableTools_)
    if (QString status = tableTools_->status(); !status.isEmpty()) return status;
  if (tools_ && !tools_->roadInProgress().empty())
    return tr("Release the button to lay the road (hexes so far: %1)").arg(tools_->roadInProgress().size());
  const ToolSpec* spec = ToolRegistry::find(toolName_, ToolRegistry::kindOf(*map));
  return spec ? ToolRegistry::hintOf(*spec) : QString();
}

}  // namespace sandtable::editor
