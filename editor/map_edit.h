// Undoable map edits. Every tool describes its change with a MapEditBuilder (the before and
// after state of each location it touches, and of the hexside/road lists when they change);
// the resulting MapEdit command applies it. Consecutive edits of one brush stroke merge into a
// single undo step.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include <QString>

#include "editor/document_revision.h"
#include "model/map.h"

namespace sandtable::editor {

// Everything stored per location.
struct LocationState {
  int terrain = 0;
  int level = 0;
  LocationInfo info;
  CardData card;
};
bool sameState(const LocationState& a, const LocationState& b);

LocationState readLocation(const Map& map, int index);
void writeLocation(Map& map, int index, const LocationState& state);

// Called after every apply/revert with the locations that changed (all of them when the
// hexside or road lists changed), so views can refresh.
using MapChanged = std::function<void(const std::vector<int>& locations)>;

class MapEdit : public DocumentCommand {
 public:
  static constexpr int kStrokeId = 0x5354;  // QUndoCommand::id() of mergeable stroke edits

  // `revision` is the map's: each redo and undo moves it on.
  MapEdit(Map& map, Revision& revision, MapChanged notify, const QString& text, int stroke);

  int id() const override { return stroke_ >= 0 ? kStrokeId : -1; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  friend class MapEditBuilder;
  struct Change {
    LocationState before;
    LocationState after;
  };
  void apply(bool forward) override;

  Map& map_;
  MapChanged notify_;
  int stroke_;  // -1: not part of a stroke
  std::map<int, Change> locations_;
  std::optional<std::pair<std::vector<HexsideEntry>, std::vector<HexsideEntry>>> hexsides_;
  std::optional<std::pair<std::vector<Road>, std::vector<Road>>> roads_;
};

class MapEditBuilder {
 public:
  explicit MapEditBuilder(const Map& map) : map_(map) {}

  // The state a location will have after the edit (starts as its current state).
  LocationState& location(int index);
  std::vector<HexsideEntry>& hexsides();
  std::vector<Road>& roads();

  // The command, or nullptr when nothing would change.
  std::unique_ptr<MapEdit> build(Map& target, Revision& revision, MapChanged notify, const QString& text, int stroke = -1) const;

 private:
  const Map& map_;
  std::map<int, LocationState> after_;
  std::optional<std::vector<HexsideEntry>> hexsides_;
  std::optional<std::vector<Road>> roads_;
};

}  // namespace sandtable::editor
