#include "editor/table_edit.h"

#include <algorithm>
#include <unordered_set>

namespace sandtable::editor {

namespace {

bool sameKeys(const ExtraKeys& a, const ExtraKeys& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const auto& x, const auto& y) { return x.first == y.first && x.second == y.second; });
}

bool sameShape(const Shape& a, const Shape& b) { return a == b && sameKeys(a.extras, b.extras); }

bool sameSize(const TableSize& a, const TableSize& b) {
  return a.width == b.width && a.height == b.height && a.unit == b.unit;
}

// The differing middle of two lists: [first, oldEnd) of `a` against [first, newEnd) of `b`.
struct Slice {
  std::size_t first, oldEnd, newEnd;
};
Slice changedSlice(const std::vector<TableFeature>& a, const std::vector<TableFeature>& b) {
  std::size_t first = 0;
  while (first < a.size() && first < b.size() && sameFeature(a[first], b[first])) ++first;
  std::size_t oldEnd = a.size(), newEnd = b.size();
  while (oldEnd > first && newEnd > first && sameFeature(a[oldEnd - 1], b[newEnd - 1])) --oldEnd, --newEnd;
  return {first, oldEnd, newEnd};
}

// Replaces `count` features at `first` with `with`, assigning over the common part so that
// only the difference in length shifts the rest of the list.
void replaceSlice(std::vector<TableFeature>& list, std::size_t first, std::size_t count,
                  const std::vector<TableFeature>& with) {
  const std::size_t common = std::min(count, with.size());
  std::copy_n(with.begin(), common, list.begin() + static_cast<std::ptrdiff_t>(first));
  const auto at = list.begin() + static_cast<std::ptrdiff_t>(first + common);
  if (count > common) list.erase(at, at + static_cast<std::ptrdiff_t>(count - common));
  else list.insert(at, with.begin() + static_cast<std::ptrdiff_t>(common), with.end());
}

template <typename T>
std::vector<T> sub(const std::vector<T>& v, std::size_t from, std::size_t to) {
  return {v.begin() + static_cast<std::ptrdiff_t>(from), v.begin() + static_cast<std::ptrdiff_t>(to)};
}

// Keeps the first "before" and the latest "after" of a whole-value change; none when the
// two ends are equal.
template <typename T, typename Same>
void mergeWhole(std::optional<std::pair<T, T>>& into, const std::optional<std::pair<T, T>>& next, Same same) {
  if (!next) return;
  into = into ? std::make_pair(into->first, next->second) : *next;
  if (same(into->first, into->second)) into.reset();
}

}  // namespace

bool sameFeature(const TableFeature& a, const TableFeature& b) {
  return a.id == b.id && a.terrain == b.terrain && sameShape(a.shape, b.shape) && a.height == b.height &&
         a.storeys == b.storeys && a.name == b.name && a.notes == b.notes && sameKeys(a.extras, b.extras);
}

bool samePlacedMarker(const PlacedMarker& a, const PlacedMarker& b) {
  const bool sameOwnShape = a.shape.has_value() == b.shape.has_value() && (!a.shape || sameShape(*a.shape, *b.shape));
  return a.id == b.id && a.marker == b.marker && sameOwnShape && a.at == b.at && sameKeys(a.extras, b.extras);
}

std::string freshFeatureId(const std::vector<TableFeature>& features, std::string_view prefix) {
  std::unordered_set<std::string_view> used;
  for (const auto& f : features) used.insert(f.id);
  const std::string stem = prefix.empty() ? std::string("feature") : std::string(prefix);
  for (std::size_t n = 1;; ++n)  // at most features.size() + 1 tries
    if (std::string id = stem + "-" + std::to_string(n); !used.contains(id)) return id;
}

std::string freshFeatureId(const Map& map, std::string_view prefix) { return freshFeatureId(map.features, prefix); }

TableEdit::TableEdit(Map& map, Revision& revision, TableChanged notify, const QString& text, int stroke)
    : DocumentCommand(revision, text), map_(map), notify_(std::move(notify)), stroke_(stroke) {}

void TableEdit::apply(bool forward) {
  const auto& from = forward ? old_ : new_;
  const auto& to = forward ? new_ : old_;
  const int sizeBefore = static_cast<int>(map_.features.size());
  replaceSlice(map_.features, static_cast<std::size_t>(first_), from.size(), to);
  if (markers_) map_.placedMarkers = forward ? markers_->second : markers_->first;
  if (table_) map_.table = forward ? table_->second : table_->first;
  if (!notify_) return;
  if (markers_ || table_) notify_(0, sizeBefore, static_cast<int>(map_.features.size()));
  else notify_(first_, first_ + static_cast<int>(from.size()), first_ + static_cast<int>(to.size()));
}

bool TableEdit::mergeWith(const QUndoCommand* other) {
  const auto* next = dynamic_cast<const TableEdit*>(other);
  if (!next || next->stroke_ != stroke_ || stroke_ < 0 || &next->map_ != &map_) return false;
  // Positions: this edit turned list V0 into V1, `next` turned V1 into V2 (the map now).
  // The window [lo, hi1) of V1 covers both changed slices; what lies in it but in neither
  // slice is unchanged, so it can be read from V2.
  const auto f1 = static_cast<std::size_t>(first_), n1 = f1 + new_.size();
  const auto f2 = static_cast<std::size_t>(next->first_), o2 = f2 + next->old_.size(), n2 = f2 + next->new_.size();
  const std::size_t lo = std::min(f1, f2), hi1 = std::max(n1, o2);
  const auto& v2 = map_.features;
  std::vector<TableFeature> w1;  // V1[lo, hi1)
  for (std::size_t i = lo; i < hi1; ++i)
    w1.push_back(i < f2 ? v2[i] : i < o2 ? next->old_[i - f2] : v2[i - o2 + n2]);
  // V0 and V2 over the same window: each edit's slice put back into V1.
  std::vector<TableFeature> w0 = sub(w1, 0, f1 - lo), w2 = sub(w1, 0, f2 - lo);
  w0.insert(w0.end(), old_.begin(), old_.end());
  w0.insert(w0.end(), w1.begin() + static_cast<std::ptrdiff_t>(n1 - lo), w1.end());
  w2.insert(w2.end(), next->new_.begin(), next->new_.end());
  w2.insert(w2.end(), w1.begin() + static_cast<std::ptrdiff_t>(o2 - lo), w1.end());
  const Slice s = changedSlice(w0, w2);
  first_ = static_cast<int>(lo + s.first);
  old_ = sub(w0, s.first, s.oldEnd);
  new_ = sub(w2, s.first, s.newEnd);
  mergeWhole(markers_, next->markers_, [](const auto& a, const auto& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), samePlacedMarker);
  });
  mergeWhole(table_, next->table_, sameSize);
  setObsolete(empty());
  return true;
}

std::vector<TableFeature>& TableEditBuilder::features() {
  if (!features_) features_ = map_.features;
  return *features_;
}

std::vector<PlacedMarker>& TableEditBuilder::placedMarkers() {
  if (!markers_) markers_ = map_.placedMarkers;
  return *markers_;
}

TableSize& TableEditBuilder::table() {
  if (!table_) table_ = map_.table;
  return *table_;
}

std::unique_ptr<TableEdit> TableEditBuilder::build(Map& target, Revision& revision, TableChanged notify,
                                                   const QString& text, int stroke) const {
  auto edit = std::make_unique<TableEdit>(target, revision, std::move(notify), text, stroke);
  if (features_) {
    const Slice s = changedSlice(map_.features, *features_);
    edit->first_ = static_cast<int>(s.first);
    edit->old_ = sub(map_.features, s.first, s.oldEnd);
    edit->new_ = sub(*features_, s.first, s.newEnd);
  }
  if (markers_ && !std::equal(markers_->begin(), markers_->end(), map_.placedMarkers.begin(),
                              map_.placedMarkers.end(), samePlacedMarker))
    edit->markers_ = std::make_pair(map_.placedMarkers, *markers_);
  if (table_ && !sameSize(*table_, map_.table)) edit->table_ = std::make_pair(map_.table, *table_);
  if (edit->empty()) return nullptr;
  return edit;
}

}  // namespace sandtable::editor
