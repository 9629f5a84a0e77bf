// The LOS tool: a source location picked with a click, the target following the mouse. Holds
// the LOS context of the current map (rebuilt lazily after edits) and describes the line for
// the view (overlay geometry), the status bar (explanation with rule, reverse check) and the
// elevation profile chart. All rules come from the validation layer.
#pragma once

#include <QString>
#include <QVariantList>

#include <cstdint>
#include <memory>

#include "editor/map_layout.h"
#include "editor/map_mesh.h"
#include "validation/los.h"

namespace sandtable::editor {

class SightLineTool {
 public:
  // The map changed: frees the context early (setTo rebuilds it at another map revision
  // whether or not this is called).
  void mapChanged() { context_.reset(); }
  void reset();

  int from() const { return from_; }
  int to() const { return to_; }
  void setFrom(int location) { from_ = location; }
  // Recomputes the line to `location` on the map at revision `mapRevision`
  // (MapDocument::revision()); false when nothing changed.
  bool setTo(const Map& map, std::uint64_t mapRevision, int location);
  bool hasLine() const { return from_ >= 0 && to_ >= 0 && result_.from == from_ && result_.to == to_; }
  const LosResult& result() const { return result_; }

  // "E3 → H7: blocked by crest at E6 (level 2 >= 2) [FF 24.512]"
  QString text(const Map& map) const;
  // "reverse H7 → E3: same" or the reverse result when the model is not reciprocal.
  QString reverseText(const Map& map) const;
  // One entry per step: {label, level, top, blocking}.
  QVariantList profile(const Map& map) const;
  // Band along the line coloured by the result, faint outlines of the steps walked, and the
  // blocking hex (or hexside) highlighted.
  void appendOverlay(const Map& map, const MapLayout& layout, Mesh& out) const;

 private:
  const LosContext& context(const Map& map, std::uint64_t mapRevision);
  const LosContext* contextIfReady() const { return context_.get(); }

  // It points into the map: good only at the map revision it was built at.
  std::unique_ptr<LosContext> context_;
  std::uint64_t contextAt_ = 0;
  int from_ = -1;
  int to_ = -1;
  LosResult result_;
  LosResult reverse_;
};

}  // namespace sandtable::editor
