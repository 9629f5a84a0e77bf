// Analysis on a miniatures table in the editor: the LOS tool from a point to the cursor, and
// the visibility / dead-ground and reach overlays as cell tints. Every verdict comes from the
// validation layer (table_los.h, table_reach.h), exactly as `sandtable los`, `viewshed` and
// `reach` give it; this file only turns verdicts into geometry, colours and text.
#pragma once

#include <QString>
#include <QVariantList>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "editor/document_revision.h"
#include "editor/map_mesh.h"
#include "model/scenario.h"
#include "validation/table_los.h"

namespace sandtable::editor {

struct OverlayResult;

class TableSightTool {
 public:
  // The map or the scenario changed: frees the sight context early (setTo rebuilds it at
  // another revision whether or not this is called).
  void mapChanged() { context_.reset(); }
  void reset();
  const std::optional<TablePoint>& from() const { return from_; }
  const std::optional<TablePoint>& to() const { return to_; }
  void setFrom(TablePoint p);
  // Recomputes the line to `p` (and its reverse) on the document at revision `at` (of the map
  // and the scenario: smoke and placed markers); false when nothing changed.
  bool setTo(const Map& map, const Scenario* scenario, DocumentRevision at, TablePoint p);
  bool hasLine() const { return from_ && to_ && line_.has_value(); }
  const TableLosResult& result() const { return *line_; }
  // "12,30 → 40,10 (28.3"): blocked: the target is 2.6" inside Woods (see-in 2") [FF p.52 Dead Ground]"
  QString text() const;
  // "reverse: same" or the reverse verdict when it differs (dead ground is not reciprocal).
  QString reverseText() const;
  // A band along the line coloured by the result, the deciding piece outlined, the end points.
  void appendOverlay(double pixel, Mesh& out) const;

 private:
  const TableLosContext& context(const Map& map, const Scenario* scenario, DocumentRevision at);

  // It points into the map and the scenario: good only at the revision it was built at.
  std::unique_ptr<TableLosContext> context_;
  DocumentRevision contextAt_;
  std::optional<TablePoint> from_, to_;
  std::optional<TableLosResult> line_, reverse_;
  std::string unit_;  // the length with its unit: `28.3"`
  std::vector<std::pair<TablePoint, TablePoint>> outline_;  // the deciding piece's edges
};

// The overlays' computations (run on a worker thread from a snapshot).
// Visibility from `from`: clear, through smoke, dead ground, blocked, per cell of `cell` units.
OverlayResult tableViewshedOverlay(const Map& map, const Scenario* scenario, TablePoint from, double cell);
// Reach of `mobility` from `from` (a zone id, a scenario point id, or "X,Y"): cost bands of
// 1 MP (or of one turn at `speed`), unreachable cells grey.
OverlayResult tableReachOverlay(const Map& map, const Scenario* scenario, const std::string& from, int mobility,
                                double cell);
// The cell tints of a table overlay as rectangles in map units.
void appendTableTints(const OverlayResult& result, Mesh& out);

}  // namespace sandtable::editor
