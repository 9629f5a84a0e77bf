#include "editor/document_revision.h"

#include <atomic>

namespace sandtable::editor {

std::uint64_t Revision::next() {
  // Shared by every document (and thread: snapshots are made on the GUI thread, but a worker
  // may create a document of its own), so that no two revisions are ever equal.
  static std::atomic<std::uint64_t> counter{0};
  return ++counter;
}

}  // namespace sandtable::editor
