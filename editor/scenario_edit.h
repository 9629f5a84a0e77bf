// Undoable scenario edits. A ScenarioEdit keeps a copy of the scenario's content before and
// after the change and swaps the whole struct: scenarios are small, and a full copy makes undo
// exact whatever the edit touched (a zone rename, for one, rewrites setups, arrivals and the
// exit zone in the same step). Consecutive edits of one text field merge into one undo step.
#pragma once

#include <QString>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "editor/document_revision.h"
#include "model/scenario.h"
#include "model/scenario_ops.h"

namespace sandtable::editor {

class MapDocument;

class ScenarioEdit : public DocumentCommand {
 public:
  static constexpr int kMergeId = 0x5345;  // QUndoCommand::id() of mergeable field edits

  // `mergeKey` names the field ("title", "side/us/briefing"); empty: never merges.
  ScenarioEdit(MapDocument& doc, Scenario before, Scenario after, const QString& text,
               QString mergeKey = {});

  int id() const override { return mergeKey_.isEmpty() ? -1 : kMergeId; }
  bool mergeWith(const QUndoCommand* other) override;

 private:
  void apply(bool forward) override;

  MapDocument& doc_;
  Scenario before_;
  Scenario after_;
  QString mergeKey_;
};

// Copies the open scenario, lets `change` edit the copy and pushes the edit; `change` returns
// false when it changes nothing (then nothing is pushed). False without a scenario.
bool pushScenarioEdit(MapDocument& doc, const QString& text,
                      const std::function<bool(Scenario&)>& change, const QString& mergeKey = {});

// As pushScenarioEdit, but an edit whose saved file the reader would refuse is not made: it
// returns false with the reader's first new error in `refusal` (empty when the edit changed
// nothing or was made). Stored, such an edit made a file the editor could not open again.
bool pushReadableScenarioEdit(MapDocument& doc, const QString& text,
                              const std::function<bool(Scenario&)>& change, const QString& mergeKey,
                              QString* refusal);


// Tables: "72 x 48 in".
QString tableSizeText(const TableSize& table);
// Tables: "" when `p` lies on the table, else why not (naming the table's size).
QString tablePointProblem(const TableSize& table, TablePoint p);
// Tables: "" when `shape` is usable (table_shapes.h shapeError) and wholly on the table, else
// why not. The panels refuse a shape partly off the table, which the reader would clip.
QString tableShapeProblem(const TableSize& table, const Shape& shape);

// Tables: a set-up or arrival place as the OOB panel shows it and takes it back: a zone id, a
// scenario point id (arrivals), "X, Y" for `{at: [x, y]}`, or a shape as the file writes it
// without its braces ("rect: [0, 40, 54, 8]", "circle: {center: [40, 30], radius: 3}").
QString tablePlaceText(const PlaceRef& place);
// What is wrong with a place on `s`'s table (an unknown zone or point, a point id as a set-up, a
// point or shape off the table), or "" when nothing is.
QString tablePlaceProblem(const Scenario& s, const PlaceRef& place, bool arrival);
// The place a text in the forms of tablePlaceText names, or the reason it names none: its
// problem, or for a text that is none of the forms what to type. "" is no place.
struct TablePlaceOrError {
  PlaceRef place;
  QString error;  // empty: `place` is usable
};
TablePlaceOrError parseTablePlace(const Scenario& s, const QString& text, bool arrival);


}  // namespace sandtable::editor
