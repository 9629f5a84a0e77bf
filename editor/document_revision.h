// Document revisions: a number that every change to a document moves on, so that data derived
// from the document (a sight context, the going along the tape, meshes) can tell whether it
// was built from what the document holds now. A cache records the revision it was built at and
// rebuilds when asked at another one; change signals may still free it early, but a missed or
// blocked signal can no longer leave it pointing into edited or freed data.
//
// Every change of a document goes through a DocumentCommand on its undo stack, whose redo()
// and undo() cannot be overridden and bump the revision before the change is made; replacing
// the document (open, new, recover, close) bumps it too. Revisions come from one counter for
// the whole process and never repeat, so a revision of one document (or of the one it
// replaced) is never taken by another.
#pragma once

#include <QString>
#include <QUndoCommand>
#include <cstdint>

namespace sandtable::editor {

class Revision {
 public:
  Revision() : value_(next()) {}
  Revision(const Revision&) = delete;
  Revision& operator=(const Revision&) = delete;

  std::uint64_t value() const { return value_; }
  void bump() { value_ = next(); }

 private:
  static std::uint64_t next();
  std::uint64_t value_;
};

// The revisions a cache was built at: the map's, and the scenario's for caches that read it
// (0 when they do not).
struct DocumentRevision {
  std::uint64_t map = 0;
  std::uint64_t scenario = 0;
  bool operator==(const DocumentRevision&) const = default;
};

// The base of every undo command that changes a document: it bumps the revision of what it
// changes on each redo and undo (QUndoStack::setIndex and merged pushes included) and then
// lets the command apply itself.
class DocumentCommand : public QUndoCommand {
 public:
  DocumentCommand(Revision& revision, const QString& text)
      : QUndoCommand(text), revision_(revision) {}

  void redo() final {
    revision_.bump();
    apply(true);
  }
  void undo() final {
    revision_.bump();
    apply(false);
  }

 protected:
  // Makes the change (`forward`) or takes it back.
  virtual void apply(bool forward) = 0;

 private:
  Revision& revision_;
};

}  // namespace sandtable::editor
