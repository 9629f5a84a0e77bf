// The table tools: pointer and key input on a miniatures table (in table units) turned into
// TableEdits on the document's undo stack, the selection, and the preview of what a tool is
// doing (the polygon being drawn, the rubber band, the tape). The edits themselves are the
// operations of table_shapes.h and the picking is table_hit.h; no drawing or Qt Quick here, so
// the tests drive it directly.
#pragma once

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "editor/map_mesh.h"
#include "editor/table_tape.h"
#include "model/table.h"

namespace sandtable {
class TableGoing;
}

namespace sandtable::editor {

class MapDocument;

// Zone, ZoneOutline and Place belong to the scenario: they hand their rectangle, corners or
// point to the scenario editor (onAreaDrawn, onZoneOutlined, onPointPicked) instead of
// editing the map. A zone stops at the table's edges: dragged or clicked past one, it takes
// the edge (a set-up area beyond the table means "up to the edge").
// Marker puts down the ruleset marker chosen (setMarker) at a click. tool_registry.h says
// which tool id uses which.
enum class TableTool { Select, Polygon, Polyline, Circle, Rect, Vertex, Tape, Sight, Zone, ZoneOutline, Place, Marker };

// Modifiers as the tools read them.
struct TableInput {
  bool shift = false;    // add to / toggle the selection
  bool freehand = false; // Alt: no snapping to the quarter-unit grid
};

class TableToolController {
 public:
  static constexpr double kNudge = 0.25; // an arrow key moves this far

  explicit TableToolController(MapDocument& document);
  ~TableToolController();

  TableTool tool() const { return tool_; }
  // Changing the tool drops a drawing in progress.
  void setTool(TableTool tool);
  int terrain() const { return terrain_; }
  void setTerrain(int terrain) { terrain_ = terrain; }
  // Polylines: 0 takes the terrain type's width.
  double lineWidth() const { return lineWidth_; }
  void setLineWidth(double width) { lineWidth_ = width; }
  // Tape: the mobility whose going is reported (its own, not the reach overlay's).
  void setMobility(int mobility);
  int mobility() const { return mobility_; }
  // Marker: the ruleset marker type a click puts down.
  int marker() const { return marker_; }
  void setMarker(int marker) { marker_ = marker; }

  // `tol` is the pick tolerance in table units (a few pixels at the current zoom).
  void press(TablePoint p, TableInput in, double tol);
  void move(TablePoint p, TableInput in, double tol);  // hover and drag alike
  void release(TablePoint p, TableInput in);
  void doubleClick(TablePoint p, TableInput in);
  // Enter, Escape, Delete, Backspace, arrows, Ctrl+D, [ ], PageUp/PageDown. True when used.
  bool key(int qtKey, bool control, bool shift);
  bool dragging() const { return drag_ != Drag::None; }

  const std::vector<int>& selection() const { return selection_; }
  void setSelection(std::vector<int> features);
  // Forgets everything about the document that was open: the shape being drawn, the tape,
  // the selection, the last refusal and the tape's mobility (the view calls it when another
  // document replaces it).
  void reset();
  // Keeps the selection on the same features after features [first, oldEnd) were replaced
  // by [first, newEnd); features inside a slice that changed length are dropped.
  void featuresReplaced(int first, int oldEnd, int newEnd);
  int activeVertex() const { return vertex_; }
  // The placed marker the Select tool picked (markers lie over the features), or -1.
  int selectedMarker() const;
  const TableTape& tape() const { return tape_; }
  // The tape's total length as the map shows it beside the tape ("42.5""), empty without one.
  QString tapeLength() const;

  // What the tool is doing, for the status bar ("Polygon: 4 points - Enter or double-click
  // closes it, Esc cancels"; the tape's length and the going along it).
  QString status() const;
  // The last refusal (an invalid shape), shown until the next action.
  const QString& problem() const { return problem_; }
  // The preview in map units: the shape being drawn, the rubber band, the tape, the
  // selection's outlines and (vertex tool) its handles.
  void appendPreview(double pixel, Mesh& out) const;

  std::function<void()> onSelectionChanged;
  // Place: a click, snapped. Zone: the dragged rectangle (left, top, width, height).
  std::function<void(TablePoint)> onPointPicked;
  std::function<void(double, double, double, double)> onAreaDrawn;
  // ZoneOutline: the corners of the polygon drawn (clicks, closed by Enter or a double-click).
  std::function<void(const std::vector<TablePoint>&)> onZoneOutlined;

 private:
  enum class Drag { None, Move, Band, Shape, Vertex, Tape, MoveMarker };
  TablePoint snapped(TablePoint p, TableInput in) const;
  // Where a press at `p` puts a point: snapped, and for the zone tools moved onto the table
  // (zones end at its edges; features may reach past them).
  TablePoint placed(TablePoint p, TableInput in) const;
  void pressSelect(TablePoint p, TableInput in, double tol);
  void pressVertex(TablePoint p, TableInput in, double tol);
  void placeMarker(TablePoint p);
  void selectMarker(int marker);
  // Applies an edit (of the selected marker, or the selection) as one undo step (or a step
  // of the current stroke); a refusal is kept as the problem.
  bool pushEdit(const QString& text, const std::function<std::string(class TableEditBuilder&)>& change, int stroke = -1);
  void finishDrawing();
  // Adds a drawn shape as a feature of the chosen terrain and selects it, or keeps the refusal.
  void addDrawn(const struct ShapeOrError& made, const QString& text);
  void cancelDrawing();
  // Applies an operation to the selection as one undo step (or a step of the current stroke).
  bool editSelection(const QString& text, const std::function<std::string(class TableEditBuilder&)>& change,
                     int stroke = -1);
  void select(std::vector<int> features);
  const Map* map() const;
  // "open 10", difficult 10"" along the tape for the chosen mobility, from the kept going.
  QString tapeGoing(const Map& m, const std::vector<TablePoint>& legs, const std::string& unit) const;
  void dropGoing() const;  // frees going_ and tapeAnswer_ (mutable: status() drops them too)

  MapDocument& document_;
  TableTool tool_ = TableTool::Select;
  int terrain_ = 0;
  double lineWidth_ = 0;
  int mobility_ = 0;
  int marker_ = 0;
  int selectedMarker_ = -1;

  std::vector<int> selection_;
  int vertex_ = -1;  // vertex tool: the handle being edited
  Drag drag_ = Drag::None;
  int stroke_ = -1;
  TablePoint start_, last_, hover_;  // the press, the last applied drag point, the cursor
  std::vector<TablePoint> points_;   // polygon / polyline being drawn
  TableTape tape_;
  QString problem_;

  // status() is read on every mouse move: the going of the whole table (every feature's area)
  // is worked out on the first read and kept, with the tape's last answer, while the map
  // stays at the revision `goingAt_` and the mobility stays the same. It points into the
  // map's features, so it must never outlive an edit of them.
  mutable std::unique_ptr<TableGoing> going_;
  mutable std::uint64_t goingAt_ = 0;
  struct TapeAnswer {
    std::vector<TablePoint> legs;
    int mobility = 0;
    QString text;
  };
  mutable std::optional<TapeAnswer> tapeAnswer_;
  QObject documentWatch_;  // the context of the connections above: they go with the controller
};

}  // namespace sandtable::editor
