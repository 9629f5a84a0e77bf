#include "editor/map_edit.h"

#include <numeric>

namespace sandtable::editor {

namespace {
bool sameExtras(const ExtraKeys& a, const ExtraKeys& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].first != b[i].first || !(a[i].second == b[i].second)) return false;  // yaml-cpp identity
  return true;
}

bool sameInfo(const LocationInfo& a, const LocationInfo& b) {
  return a.name == b.name && a.objective == b.objective && a.markers == b.markers && sameExtras(a.extras, b.extras);
}

bool sameCard(const CardData& a, const CardData& b) {
  return a.present == b.present && a.name == b.name && a.cover == b.cover && a.borders == b.borders && a.hill == b.hill &&
         sameExtras(a.extras, b.extras) && sameExtras(a.hillExtras, b.hillExtras);
}

bool sameHexside(const HexsideEntry& a, const HexsideEntry& b) {
  return a.a == b.a && a.b == b.b && a.feature == b.feature && sameExtras(a.extras, b.extras);
}

template <typename T, typename Eq>
bool sameList(const std::vector<T>& a, const std::vector<T>& b, Eq eq) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), eq);
}

std::vector<int> allLocations(const Map& map) {
  std::vector<int> all(static_cast<std::size_t>(map.grid.size()));
  std::iota(all.begin(), all.end(), 0);
  return all;
}
}  // namespace

bool sameState(const LocationState& a, const LocationState& b) {
  return a.terrain == b.terrain && a.level == b.level && sameInfo(a.info, b.info) && sameCard(a.card, b.card);
}

LocationState readLocation(const Map& map, int index) {
  const auto i = static_cast<std::size_t>(index);
  LocationState s;
  s.terrain = map.terrain[i];
  s.level = map.levels[i];
  if (const LocationInfo* info = map.infoAt(index)) s.info = *info;
  if (map.isCards()) s.card = map.cards[i];
  return s;
}

void writeLocation(Map& map, int index, const LocationState& state) {
  const auto i = static_cast<std::size_t>(index);
  map.terrain[i] = state.terrain;
  map.levels[i] = state.level;
  if (state.info.empty()) map.info.erase(index);
  else map.info[index] = state.info;
  if (map.isCards()) {
    map.cards[i] = state.card;
    map.levels[i] = state.card.hill ? 1 : 0;  // a card's level is its hill
  }
}

MapEdit::MapEdit(Map& map, Revision& revision, MapChanged notify, const QString& text, int stroke)
    : DocumentCommand(revision, text), map_(map), notify_(std::move(notify)), stroke_(stroke) {}

void MapEdit::apply(bool forward) {
  std::vector<int> changed;
  for (const auto& [index, change] : locations_) {
    writeLocation(map_, index, forward ? change.after : change.before);
    changed.push_back(index);
  }
  if (hexsides_) map_.hexsides = forward ? hexsides_->second : hexsides_->first;
  if (roads_) map_.roads = forward ? roads_->second : roads_->first;
  if (hexsides_ || roads_) changed = allLocations(map_);
  if (notify_) notify_(changed);
}

bool MapEdit::mergeWith(const QUndoCommand* other) {
  const auto* next = dynamic_cast<const MapEdit*>(other);
  if (!next || next->stroke_ != stroke_ || stroke_ < 0 || &next->map_ != &map_) return false;
  // Keep the first "before" of each location and the latest "after".
  for (const auto& [index, change] : next->locations_) {
    auto it = locations_.find(index);
    if (it == locations_.end()) locations_.emplace(index, change);
    else it->second.after = change.after;
  }
  if (next->hexsides_) hexsides_ = hexsides_ ? std::make_pair(hexsides_->first, next->hexsides_->second) : next->hexsides_;
  if (next->roads_) roads_ = roads_ ? std::make_pair(roads_->first, next->roads_->second) : next->roads_;
  return true;
}

LocationState& MapEditBuilder::location(int index) {
  auto it = after_.find(index);
  if (it == after_.end()) it = after_.emplace(index, readLocation(map_, index)).first;
  return it->second;
}

std::vector<HexsideEntry>& MapEditBuilder::hexsides() {
  if (!hexsides_) hexsides_ = map_.hexsides;
  return *hexsides_;
}

std::vector<Road>& MapEditBuilder::roads() {
  if (!roads_) roads_ = map_.roads;
  return *roads_;
}

std::unique_ptr<MapEdit> MapEditBuilder::build(Map& target, Revision& revision, MapChanged notify, const QString& text,
                                               int stroke) const {
  auto edit = std::make_unique<MapEdit>(target, revision, std::move(notify), text, stroke);
  for (const auto& [index, after] : after_) {
    LocationState before = readLocation(map_, index);
    if (!sameState(before, after)) edit->locations_.emplace(index, MapEdit::Change{std::move(before), after});
  }
  if (hexsides_ && !sameList(*hexsides_, map_.hexsides, sameHexside)) edit->hexsides_ = std::make_pair(map_.hexsides, *hexsides_);
  if (roads_ && *roads_ != map_.roads) edit->roads_ = std::make_pair(map_.roads, *roads_);
  if (edit->locations_.empty() && !edit->hexsides_ && !edit->roads_) return nullptr;
  return edit;
}

}  // namespace sandtable::editor
