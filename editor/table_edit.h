// Undoable edits of a miniatures table (tables spec section 3): the map's feature list, and
// when a tool changes them, its placed markers and the table's size. A TableEditBuilder holds
// a working copy that the operations of table_shapes.h change freely; the TableEdit it builds
// keeps only the slice of the feature list that differs, so a drag over a 500-feature table
// stores one or two features per step, and views redraw just that slice.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <QString>

#include "editor/document_revision.h"
#include "model/map.h"

namespace sandtable::editor {

// Called after every apply/revert: features [first, oldEnd) of the list before the change
// were replaced by [first, newEnd) of the list after it (for a revert, before and after swap).
// When the table size or the placed markers change, the slice is the whole list (views
// redraw everything: clipping and markers depend on them).
using TableChanged = std::function<void(int first, int oldEnd, int newEnd)>;

// Field-by-field equality, unknown keys by node identity (copies share their nodes).
bool sameFeature(const TableFeature& a, const TableFeature& b);
bool samePlacedMarker(const PlacedMarker& a, const PlacedMarker& b);

// The smallest free "PREFIX-N" (N >= 1) among the ids of `features`; "hill-3".
std::string freshFeatureId(const std::vector<TableFeature>& features, std::string_view prefix);
std::string freshFeatureId(const Map& map, std::string_view prefix);

class TableEdit : public DocumentCommand {
 public:
  // QUndoCommand::id() of edits that belong to a drag stroke (distinct from MapEdit's).
  static constexpr int kStrokeId = 0x5445;

  // `revision` is the map's: each redo and undo moves it on.
  TableEdit(Map& map, Revision& revision, TableChanged notify, const QString& text, int stroke);

  int id() const override { return stroke_ >= 0 ? kStrokeId : -1; }
  // Merges the next edit of the same stroke into this one. QUndoStack calls it after applying
  // `other`, so the map holds the state after both. An edit whose merge changes nothing in
  // the end (a drag back to its start) becomes obsolete and leaves the stack.
  bool mergeWith(const QUndoCommand* other) override;

  // The stored slice: [first, first + oldFeatures.size()) before, [first, first + newFeatures.size()) after.
  int first() const { return first_; }
  const std::vector<TableFeature>& oldFeatures() const { return old_; }
  const std::vector<TableFeature>& newFeatures() const { return new_; }

 private:
  friend class TableEditBuilder;
  void apply(bool forward) override;
  bool empty() const { return old_.empty() && new_.empty() && !markers_ && !table_; }

  Map& map_;
  TableChanged notify_;
  int stroke_;  // -1: not part of a stroke
  int first_ = 0;
  std::vector<TableFeature> old_;
  std::vector<TableFeature> new_;
  std::optional<std::pair<std::vector<PlacedMarker>, std::vector<PlacedMarker>>> markers_;
  std::optional<std::pair<TableSize, TableSize>> table_;
};

class TableEditBuilder {
 public:
  explicit TableEditBuilder(const Map& map) : map_(map) {}

  const Map& map() const { return map_; }
  // The features as they will be after the edit: a working copy of the map's, made on the
  // first call, to change freely.
  std::vector<TableFeature>& features();
  // The working copy when there is one, else the map's features (for reading only).
  const std::vector<TableFeature>& currentFeatures() const { return features_ ? *features_ : map_.features; }
  std::vector<PlacedMarker>& placedMarkers();
  TableSize& table();

  // The command, or nullptr when nothing would change.
  std::unique_ptr<TableEdit> build(Map& target, Revision& revision, TableChanged notify, const QString& text, int stroke = -1) const;

 private:
  const Map& map_;
  std::optional<std::vector<TableFeature>> features_;
  std::optional<std::vector<PlacedMarker>> markers_;
  std::optional<TableSize> table_;
};

}  // namespace sandtable::editor
