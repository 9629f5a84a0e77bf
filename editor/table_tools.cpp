#include "editor/table_tools.h"

#include <QObject>

#include <algorithm>
#include <cmath>
#include <numbers>

#include "editor/map_document.h"
#include "editor/map_layout.h"
#include "editor/table_edit.h"
#include "editor/table_hit.h"
#include "editor/table_markers.h"
#include "editor/table_mesh.h"
#include "editor/table_shapes.h"
#include "validation/table_checks_places.h"

namespace sandtable::editor {

namespace {

const Rgba kPreview{255, 140, 0, 255};
const Rgba kSelection{30, 110, 230, 255};
const Rgba kTape{20, 20, 20, 255};

PointF toMap(TablePoint p) { return MapLayout::tableToMap(p); }

QString number(double v) { return QString::fromStdString(tableNumberText(std::round(v * 100) / 100)); }

// The prefix of a new feature's id: its terrain type's id ("woods-3").
std::string idPrefixFor(const Map& map, int terrain) {
  if (terrain >= 0 && terrain < static_cast<int>(map.rules->terrain.size()))
    return map.rules->terrain[static_cast<std::size_t>(terrain)].id;
  return "feature";
}

void rectOutline(Mesh& out, TablePoint a, TablePoint b, double width, Rgba color) {
  const TablePoint c{a.x, b.y}, d{b.x, a.y};
  out.band(toMap(a), toMap(d), width, color);
  out.band(toMap(d), toMap(b), width, color);
  out.band(toMap(b), toMap(c), width, color);
  out.band(toMap(c), toMap(a), width, color);
}

}  // namespace

TableToolController::TableToolController(MapDocument& document) : document_(document) {
  const auto drop = [this] { dropGoing(); };
  QObject::connect(&document, &MapDocument::tableChanged, &documentWatch_, drop);
  QObject::connect(&document, &MapDocument::scenarioChanged, &documentWatch_, drop);
  QObject::connect(&document, &MapDocument::documentChanged, &documentWatch_, drop);
}

TableToolController::~TableToolController() = default;

void TableToolController::dropGoing() const {
  going_.reset();
  tapeAnswer_.reset();
}

void TableToolController::setMobility(int mobility) {
  if (mobility == mobility_) return;
  mobility_ = mobility;
  tapeAnswer_.reset();
}

const Map* TableToolController::map() const {
  const Map* m = document_.map();
  return m && m->isTable() ? m : nullptr;
}

void TableToolController::setTool(TableTool tool) {
  if (tool == tool_) return;
  cancelDrawing();
  problem_.clear();  // the last tool's refusal is not this one's
  tool_ = tool;
  vertex_ = -1;
  tape_.clear();
}

TablePoint TableToolController::snapped(TablePoint p, TableInput in) const {
  return in.freehand ? p : snapPoint(p, kTableSnap);
}

void TableToolController::select(std::vector<int> features) {
  std::sort(features.begin(), features.end());
  features.erase(std::unique(features.begin(), features.end()), features.end());
  if (!features.empty()) selectMarker(-1);  // a feature picked replaces the marker picked
  if (features == selection_) return;
  selection_ = std::move(features);
  vertex_ = -1;
  if (onSelectionChanged) onSelectionChanged();
}

void TableToolController::setSelection(std::vector<int> features) {
  const Map* m = map();
  const int n = m ? static_cast<int>(m->features.size()) : 0;
  std::erase_if(features, [n](int i) { return i < 0 || i >= n; });
  select(std::move(features));
}

void TableToolController::reset() {
  cancelDrawing();
  tape_.clear();
  selectedMarker_ = -1;
  problem_.clear();
  mobility_ = 0;
  dropGoing();
  select({});
  vertex_ = -1;
}

void TableToolController::featuresReplaced(int first, int oldEnd, int newEnd) {
  dropGoing();  // the view calls this before it lets anyone read status() again
  std::vector<int> kept;
  for (int i : selection_) {
    if (i < first) kept.push_back(i);
    else if (i >= oldEnd) kept.push_back(i + newEnd - oldEnd);
    else if (newEnd - first == oldEnd - first) kept.push_back(i);  // edited in place
  }
  if (kept == selection_) return;
  selection_ = std::move(kept);
  if (onSelectionChanged) onSelectionChanged();
}

bool TableToolController::editSelection(const QString& text,
                                        const std::function<std::string(TableEditBuilder&)>& change, int stroke) {
  return !selection_.empty() && pushEdit(text, change, stroke);
}

void TableToolController::press(TablePoint p, TableInput in, double tol) {
  const Map* m = map();
  if (!m) return;
  problem_.clear();
  hover_ = p;
  switch (tool_) {
    case TableTool::Select: pressSelect(p, in, tol); break;
    case TableTool::Vertex: pressVertex(p, in, tol); break;
    case TableTool::Polygon:
    case TableTool::Polyline:
    case TableTool::ZoneOutline: {
      const TablePoint q = placed(p, in);
      if (points_.empty() || !(points_.back() == q)) points_.push_back(q);
      break;
    }
    case TableTool::Place:
      if (onPointPicked) onPointPicked(snapped(p, in));
      break;
    case TableTool::Circle:
    case TableTool::Rect:
    case TableTool::Zone:
      start_ = placed(p, in);
      last_ = start_;
      drag_ = Drag::Shape;
      break;
    case TableTool::Tape:
      tape_.press(snapped(p, in));
      drag_ = Drag::Tape;
      break;
    case TableTool::Marker: placeMarker(snapped(p, in)); break;
    case TableTool::Sight: break;  // the view's sight line
  }
}

void TableToolController::pressSelect(TablePoint p, TableInput in, double tol) {
  // Markers lie over the features: one under the cursor is picked first, and dragged alone.
  if (const int marker = markerAt(*map(), p, tol); marker >= 0 && !in.shift) {
    selectMarker(marker);
    start_ = last_ = snapped(p, in);
    drag_ = Drag::MoveMarker;
    stroke_ = document_.beginStroke();
    return;
  }
  selectMarker(-1);
  const int hit = featureAt(*map(), p, tol);
  if (hit < 0) {
    if (!in.shift) select({});
    start_ = p;
    last_ = p;
    drag_ = Drag::Band;
    return;
  }
  const bool selected = std::find(selection_.begin(), selection_.end(), hit) != selection_.end();
  if (in.shift) {
    std::vector<int> next = selection_;
    if (selected) std::erase(next, hit);
    else next.push_back(hit);
    select(std::move(next));
    if (selected) return;  // Shift-click took it out: nothing to drag
  } else if (!selected) {
    select({hit});
  }
  // The drag moves the selection in snapped steps from where it was grabbed.
  start_ = snapped(p, in);
  last_ = start_;
  drag_ = Drag::Move;
  stroke_ = document_.beginStroke();
}

void TableToolController::pressVertex(TablePoint p, TableInput in, double tol) {
  const Map* m = map();
  const int feature = selection_.size() == 1 ? selection_.front() : -1;
  if (feature >= 0) {
    if (auto v = vertexAt(*m, feature, p, tol)) {
      vertex_ = v->vertex;
      drag_ = Drag::Vertex;
      stroke_ = document_.beginStroke();
      return;
    }
    if (auto e = edgeAt(*m, feature, p, tol)) {
      // A click on an edge adds a corner there and grabs it.
      const TablePoint at = snapped(e->at, in);
      const int edge = e->edge;
      stroke_ = document_.beginStroke();
      if (editSelection(QObject::tr("Add a corner"), [&](TableEditBuilder& b) {
            return insertFeatureVertex(b, feature, edge, at);
          }, stroke_)) {
        vertex_ = edge + 1;
        drag_ = Drag::Vertex;
      }
      return;
    }
  }
  // Anywhere else picks the feature whose corners to edit.
  const int hit = featureAt(*m, p, tol);
  select(hit >= 0 ? std::vector<int>{hit} : std::vector<int>{});
}

void TableToolController::move(TablePoint p, TableInput in, double) {
  hover_ = p;
  const Map* m = map();
  if (!m) return;
  if (tool_ == TableTool::Tape) tape_.move(snapped(p, in));  // the open end follows the mouse
  switch (drag_) {
    case Drag::MoveMarker: {
      const TablePoint q = snapped(p, in);
      const double dx = q.x - last_.x, dy = q.y - last_.y;
      if ((dx != 0 || dy != 0) && pushEdit(QObject::tr("Move a marker"), [&](TableEditBuilder& b) {
            return moveMarker(b, selectedMarker_, dx, dy);
          }, stroke_))
        last_ = q;
      return;
    }
    case Drag::Move: {
      const TablePoint q = snapped(p, in);
      const double dx = q.x - last_.x, dy = q.y - last_.y;
      if (dx == 0 && dy == 0) return;
      if (editSelection(QObject::tr("Move"), [&](TableEditBuilder& b) {
            return translateFeatures(b, selection_, dx, dy);
          }, stroke_))
        last_ = q;
      return;
    }
    case Drag::Vertex: {
      const int feature = selection_.size() == 1 ? selection_.front() : -1;
      if (feature < 0) return;
      const TablePoint q = snapped(p, in);
      editSelection(QObject::tr("Move a corner"), [&](TableEditBuilder& b) {
        return moveFeatureVertex(b, feature, vertex_, q);
      }, stroke_);
      return;
    }
    case Drag::Shape: last_ = snapped(p, in); return;
    case Drag::Tape: return;
    case Drag::Band: last_ = p; return;
    case Drag::None: return;
  }
}

TablePoint TableToolController::placed(TablePoint p, TableInput in) const {
  const TablePoint q = snapped(p, in);
  const Map* m = map();
  if (!m || (tool_ != TableTool::Zone && tool_ != TableTool::ZoneOutline)) return q;
  return {std::clamp(q.x, 0.0, m->table.width), std::clamp(q.y, 0.0, m->table.height)};
}

void TableToolController::release(TablePoint p, TableInput in) {
  const Map* m = map();
  if (drag_ == Drag::Move || drag_ == Drag::Vertex || drag_ == Drag::MoveMarker) move(p, in, 0);  // the drag ends where it is let go
  const Drag drag = drag_;
  drag_ = Drag::None;
  stroke_ = -1;
  if (!m) return;
  if (drag == Drag::Tape) tape_.release(snapped(p, in));
  if (drag == Drag::Band) {
    std::vector<int> inside = featuresInRect(*m, start_, p);
    if (in.shift) inside.insert(inside.end(), selection_.begin(), selection_.end());
    select(std::move(inside));
  } else if (drag == Drag::Shape) {
    const TablePoint q = placed(p, in);
    const double radius = std::hypot(q.x - start_.x, q.y - start_.y);
    if (radius == 0) return;  // a click without a drag draws nothing
    if (tool_ == TableTool::Zone) {
      if (q.x != start_.x && q.y != start_.y && onAreaDrawn)
        onAreaDrawn(std::min(q.x, start_.x), std::min(q.y, start_.y), std::fabs(q.x - start_.x), std::fabs(q.y - start_.y));
      return;
    }
    addDrawn(tool_ == TableTool::Circle ? circleFromCentre(start_, radius) : rectFromCorners(start_, q),
             tool_ == TableTool::Circle ? QObject::tr("Draw a circle") : QObject::tr("Draw a rectangle"));
  }
}

void TableToolController::addDrawn(const ShapeOrError& made, const QString& text) {
  if (!made.error.empty()) {
    problem_ = QString::fromStdString(made.error);
    return;
  }
  TableEditBuilder edit(*map());
  if (std::string error = addFeature(edit, terrain_, made.shape, idPrefixFor(*map(), terrain_)); !error.empty()) {
    problem_ = QString::fromStdString(error);
    return;
  }
  const int added = static_cast<int>(edit.currentFeatures().size()) - 1;
  if (document_.pushTable(edit, text)) select({added});
}

void TableToolController::doubleClick(TablePoint p, TableInput in) {
  if (tool_ == TableTool::Tape) {
    tape_.finish();
    return;
  }
  if (tool_ != TableTool::Polygon && tool_ != TableTool::Polyline && tool_ != TableTool::ZoneOutline) return;
  // The press before the double-click already added this point.
  const TablePoint q = placed(p, in);
  if (points_.empty() || !(points_.back() == q)) points_.push_back(q);
  finishDrawing();
}

void TableToolController::cancelDrawing() {
  points_.clear();
  drag_ = Drag::None;
}

void TableToolController::finishDrawing() {
  const Map* m = map();
  std::vector<TablePoint> points = std::move(points_);
  points_.clear();
  if (!m) return;
  if (tool_ == TableTool::ZoneOutline) {
    const ShapeOrError outline = polygonFromPoints(std::move(points));
    if (!outline.error.empty()) problem_ = QString::fromStdString(outline.error);
    else if (onZoneOutlined) onZoneOutlined(outline.shape.points);
    return;
  }
  if (tool_ == TableTool::Polygon) addDrawn(polygonFromPoints(points), QObject::tr("Draw a polygon"));
  else addDrawn(polylineFromPoints(points, lineWidth_ > 0 ? std::optional<double>(lineWidth_) : std::nullopt),
                QObject::tr("Draw a line"));
}

bool TableToolController::key(int qtKey, bool control, bool shift) {
  const Map* m = map();
  if (!m) return false;
  problem_.clear();
  const bool drawing = !points_.empty();
  switch (qtKey) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
      if (tool_ == TableTool::Tape) return tape_.finish();
      if (!drawing) return false;
      finishDrawing();
      return true;
    case Qt::Key_Escape:
      if (drawing || drag_ != Drag::None) cancelDrawing();
      else if (!tape_.empty()) tape_.clear();
      else {
        select({});
        selectMarker(-1);
      }
      return true;
    case Qt::Key_Backspace:
      if (drawing) {
        points_.pop_back();
        return true;
      }
      [[fallthrough]];
    case Qt::Key_Delete:
      if (selectedMarker() >= 0) {
        const int marker = selectedMarker_;
        selectMarker(-1);
        pushEdit(QObject::tr("Delete a marker"), [&](TableEditBuilder& b) { return deleteMarker(b, marker); });
        return true;
      }
      if (tool_ == TableTool::Vertex && selection_.size() == 1 && vertex_ >= 0) {
        const int feature = selection_.front();
        if (editSelection(QObject::tr("Remove a corner"), [&](TableEditBuilder& b) {
              return deleteFeatureVertex(b, feature, vertex_);
            }))
          vertex_ = -1;
        return true;
      }
      if (selection_.empty()) return false;
      {
        TableEditBuilder edit(*m);
        deleteFeatures(edit, selection_);
        // Cleared first: the slice notification of the edit must not remap what it removes.
        select({});
        document_.pushTable(edit, QObject::tr("Delete"));
      }
      return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
      const int marker = selectedMarker();
      if (selection_.empty() && marker < 0) return false;
      const double step = shift ? 1.0 : kNudge;
      const double dx = qtKey == Qt::Key_Left ? -step : qtKey == Qt::Key_Right ? step : 0;
      const double dy = qtKey == Qt::Key_Up ? -step : qtKey == Qt::Key_Down ? step : 0;
      if (marker >= 0)
        pushEdit(QObject::tr("Move a marker"), [&](TableEditBuilder& b) { return moveMarker(b, marker, dx, dy); });
      else
        editSelection(QObject::tr("Move"), [&](TableEditBuilder& b) { return translateFeatures(b, selection_, dx, dy); });
      return true;
    }
    case Qt::Key_BracketLeft:
    case Qt::Key_BracketRight: {
      if (selection_.empty()) return false;
      const int steps = qtKey == Qt::Key_BracketRight ? 1 : -1;
      editSelection(QObject::tr("Rotate"), [&](TableEditBuilder& b) { return rotateFeatures(b, selection_, steps); });
      return true;
    }
    case Qt::Key_PageUp:
    case Qt::Key_PageDown: {
      if (selection_.empty()) return false;
      std::vector<int> moved;
      const bool front = qtKey == Qt::Key_PageUp;
      const std::vector<int> chosen = selection_;
      if (editSelection(front ? QObject::tr("Bring to front") : QObject::tr("Send to back"), [&](TableEditBuilder& b) {
            moved = front ? bringToFront(b, chosen) : sendToBack(b, chosen);
            return std::string();
          }))
        select(moved);
      return true;
    }
    case Qt::Key_D: {
      if (!control || selection_.empty()) return false;
      std::vector<int> copies;
      const std::vector<int> chosen = selection_;
      if (editSelection(QObject::tr("Duplicate"), [&](TableEditBuilder& b) {
            copies = duplicateFeatures(b, chosen);
            return std::string();
          }))
        select(copies);
      return true;
    }
    default: return false;
  }
}

QString TableToolController::status() const {
  if (!problem_.isEmpty()) return QObject::tr("Refused: %1").arg(problem_);
  const Map* m = map();
  if (!m) return {};
  switch (tool_) {
    case TableTool::Polygon:
    case TableTool::Polyline:
    case TableTool::ZoneOutline:
      if (points_.empty()) return QObject::tr("Click to place the first point (Alt: no snapping)");
      return QObject::tr("%1 points - Enter or double-click ends it, Backspace takes the last back, Esc cancels")
          .arg(points_.size());
    case TableTool::Circle:
    case TableTool::Rect:
    case TableTool::Zone:
      return drag_ == Drag::Shape ? QObject::tr("Release to place it") : QObject::tr("Drag to draw (Alt: no snapping)");
    case TableTool::Place: return QObject::tr("Click to place it (Alt: no snapping)");
    case TableTool::Vertex:
      return selection_.size() == 1 ? QObject::tr("Drag a corner; click an edge to add one; Del removes the chosen corner")
                                     : QObject::tr("Click a feature to edit its corners");
    case TableTool::Tape: {
      if (tape_.empty()) return QObject::tr("Drag to measure, or click each leg's end (Enter or double-click ends it, Esc drops it)");
      const double length = tape_.length();
      const std::string unit = m->table.unit == "cm" ? " cm" : "\"";
      QString text = QStringLiteral("%1%2").arg(number(length), QString::fromStdString(unit));
      if (tape_.legs() > 1) text += QObject::tr(" in %1 legs").arg(tape_.legs());
      if (m->rules->mobility.empty() || length == 0) return text;
      return QStringLiteral("%1 (%2)").arg(text, tapeGoing(*m, tape_.points(), unit));
    }
    case TableTool::Marker: return QObject::tr("Click to place the marker chosen in the palette (Alt: no snapping)");
    case TableTool::Select:
      if (selection_.size() > 1) return QObject::tr("%1 features selected").arg(selection_.size());
      return {};
    case TableTool::Sight: return {};
  }
  return {};
}

QString TableToolController::tapeGoing(const Map& m, const std::vector<TablePoint>& legs, const std::string& unit) const {
  const int mobility = std::clamp(mobility_, 0, static_cast<int>(m.rules->mobility.size()) - 1);
  // Both point into the map's features: kept only while the map is at the revision they were
  // made at (the signals above free them early; a missed one must not leave them dangling).
  if (const std::uint64_t now = document_.revision().map; goingAt_ != now) {
    dropGoing();
    goingAt_ = now;
  }
  if (tapeAnswer_ && tapeAnswer_->legs == legs && tapeAnswer_->mobility == mobility) return tapeAnswer_->text;
  if (!going_) going_ = std::make_unique<TableGoing>(m, *m.rules);
  // Lengths per going class, in the order met along the legs.
  std::vector<std::pair<Going, double>> runs;
  for (std::size_t leg = 1; leg < legs.size(); ++leg) {
    const TablePoint a = legs[leg - 1], b = legs[leg];
    const double length = std::hypot(b.x - a.x, b.y - a.y);
    if (length == 0) continue;
    const int steps = std::max(1, static_cast<int>(std::ceil(length / 0.125)));
    for (int i = 0; i < steps; ++i) {
      const double t = (i + 0.5) / steps;
      const Going g = going_->at({a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}, mobility);
      if (runs.empty() || runs.back().first != g) runs.push_back({g, 0});
      runs.back().second += length / steps;
    }
  }
  QStringList parts;
  for (const auto& [g, l] : runs) parts << QStringLiteral("%1 %2%3").arg(QString::fromUtf8(goingName(g)), number(l), QString::fromStdString(unit));
  const QString text = QStringLiteral("%1: %2").arg(QString::fromStdString(m.rules->mobility[static_cast<std::size_t>(mobility)]), parts.join(", "));
  tapeAnswer_ = TapeAnswer{legs, mobility, text};
  return text;
}

QString TableToolController::tapeLength() const {
  const Map* m = map();
  if (!m || tape_.empty()) return {};
  return QStringLiteral("%1%2").arg(number(tape_.length()), m->table.unit == "cm" ? QStringLiteral(" cm") : QStringLiteral("\""));
}

int TableToolController::selectedMarker() const {
  const Map* m = map();
  return m && selectedMarker_ < static_cast<int>(m->placedMarkers.size()) ? selectedMarker_ : -1;
}

void TableToolController::selectMarker(int marker) {
  // A marker picked (or just placed) replaces the features picked: the Inspector showed a
  // road's fields under the new smoke marker's line.
  if (marker >= 0) select({});
  if (marker == selectedMarker_) return;
  selectedMarker_ = marker;
  if (onSelectionChanged) onSelectionChanged();
}

void TableToolController::placeMarker(TablePoint p) {
  TableEditBuilder edit(*map());
  if (std::string error = addMarker(edit, marker_, p); !error.empty()) {
    problem_ = QString::fromStdString(error);
    return;
  }
  const PlacedMarker& added = edit.placedMarkers().back();
  const QString text = QObject::tr("Place %1").arg(QString::fromStdString(added.id));
  const int index = static_cast<int>(edit.placedMarkers().size()) - 1;
  if (document_.pushTable(edit, text)) selectMarker(index);
}

bool TableToolController::pushEdit(const QString& text, const std::function<std::string(TableEditBuilder&)>& change,
                                     int stroke) {
  const Map* m = map();
  if (!m) return false;
  TableEditBuilder edit(*m);
  if (std::string error = change(edit); !error.empty()) {
    problem_ = QString::fromStdString(error);
    return false;
  }
  problem_.clear();
  return document_.pushTable(edit, text, stroke);
}

void TableToolController::appendPreview(double pixel, Mesh& out) const {
  const Map* m = map();
  if (!m) return;
  for (int i : selection_) appendFeatureOutline(*m, i, kSelection, 3 * pixel, out);
  if (tool_ == TableTool::Vertex && selection_.size() == 1)
    appendVertexHandles(*m, selection_.front(), 9 * pixel, kSelection, out);
  const double line = 2 * pixel;
  for (std::size_t i = 1; i < points_.size(); ++i) out.band(toMap(points_[i - 1]), toMap(points_[i]), line, kPreview);
  if (!points_.empty()) {
    out.band(toMap(points_.back()), toMap(snapPoint(hover_, kTableSnap)), line, kPreview);
    if ((tool_ == TableTool::Polygon || tool_ == TableTool::ZoneOutline) && points_.size() >= 2)
      out.band(toMap(snapPoint(hover_, kTableSnap)), toMap(points_.front()), pixel, kPreview);
  }
  if (drag_ == Drag::Band) rectOutline(out, start_, last_, pixel, kSelection);
  if (drag_ == Drag::Shape) {
    if (tool_ == TableTool::Rect || tool_ == TableTool::Zone) {
      rectOutline(out, start_, last_, line, kPreview);
    } else {
      const double r = std::hypot(last_.x - start_.x, last_.y - start_.y);
      constexpr int kSides = 48;
      for (int i = 0; i < kSides; ++i) {
        const double a0 = 2 * std::numbers::pi * i / kSides, a1 = 2 * std::numbers::pi * (i + 1) / kSides;
        out.band(toMap({start_.x + r * std::cos(a0), start_.y + r * std::sin(a0)}),
                 toMap({start_.x + r * std::cos(a1), start_.y + r * std::sin(a1)}), line, kPreview);
      }
    }
  }
  const auto& tape = tape_.points();
  for (std::size_t i = 1; i < tape.size(); ++i) out.band(toMap(tape[i - 1]), toMap(tape[i]), line, kTape);
  appendMarkerOutline(*m, selectedMarker(), kSelection, 3 * pixel, out);
}

}  // namespace sandtable::editor
