// Turns pointer input on the map (in map units) into edits: which tool is active, its settings,
// strokes that merge into one undo step, the road being drawn, and the brush preview.
#pragma once

#include <QObject>
#include <QString>

#include <vector>

#include "editor/map_layout.h"

namespace sandtable::editor {

class MapDocument;

// The input handlers of hex and card maps; tool_registry.h says which tool id uses which.
enum class Tool { Select, Terrain, Fill, Raise, Lower, SetLevel, Hexside, Road, Objective, Marker, Eraser, Border, Hill, Zone };

struct ToolSettings {
  Tool tool = Tool::Select;
  int brushRadius = 0;  // 0-3
  int terrain = 0;
  int feature = 0;
  int marker = 0;
  int level = 0;
  bool hillBorder = false;  // border tool: the hill card's border instead of the terrain card's
};

class ToolController {
 public:
  explicit ToolController(MapDocument& document) : document_(document) {}

  ToolSettings& settings() { return settings_; }
  const ToolSettings& settings() const { return settings_; }

  // A press starts a stroke, moves continue it, the release ends it. Returns the location
  // selected by the press (the inspector follows it), or -1.
  int press(PointF p);
  void move(PointF p);
  void release(PointF p);
  bool active() const { return active_; }

  // What the brush would touch at p (for the preview), and the hexside it would toggle.
  std::vector<int> preview(PointF p) const;
  // The road drawn so far (for the preview).
  const std::vector<Offset>& roadInProgress() const { return road_; }

 private:
  void applyAt(PointF p);
  const MapLayout* layout() const;
  // The locations the brush covers around `at`. A card map's card is the unit a designer
  // edits and the palette shows no radius there, so the brush is always one card: a radius
  // left from a hex map must not paint the neighbours unseen.
  std::vector<int> brushAt(const Grid& grid, int at) const;

  MapDocument& document_;
  ToolSettings settings_;
  bool active_ = false;
  int stroke_ = -1;
  std::vector<int> touched_;  // locations a raise/lower stroke already changed
  std::vector<Offset> road_;
  mutable std::unique_ptr<MapLayout> layout_;
};

}  // namespace sandtable::editor
