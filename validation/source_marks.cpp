#include "validation/source_marks.h"

#include <cctype>

#include "model/document_io.h"

namespace sandtable {

namespace {

// yaml-cpp's Node::operator= writes through to the node it refers to (it edits the tree);
// every rebinding here therefore uses reset().
//
// Key lookup that never throws: yaml-cpp's operator[] on a missing key yields a node that
// throws when used.
YAML::Node child(const YAML::Node& node, const std::variant<std::string, int>& step) {
  if (!node.IsDefined()) return YAML::Node(YAML::NodeType::Undefined);
  if (const int* index = std::get_if<int>(&step)) {
    if (!node.IsSequence() || *index < 0 || static_cast<std::size_t>(*index) >= node.size())
      return YAML::Node(YAML::NodeType::Undefined);
    return node[static_cast<std::size_t>(*index)];
  }
  if (!node.IsMap()) return YAML::Node(YAML::NodeType::Undefined);
  const std::string& key = std::get<std::string>(step);
  for (const auto& kv : node)
    if (kv.first.IsScalar() && kv.first.Scalar() == key) return kv.second;
  return YAML::Node(YAML::NodeType::Undefined);
}

// Views into the text, which source_ keeps alive.
std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t begin = 0;
  while (begin <= text.size()) {
    const auto end = text.find('\n', begin);
    out.emplace_back(
        text.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin));
    if (end == std::string_view::npos) break;
    begin = end + 1;
  }
  return out;
}

}  // namespace

SourceMarks SourceMarks::load(const std::string& file) {
  std::string text, error;
  if (!readTextFile(file, text, &error)) {
    SourceMarks m;
    m.file_ = file;
    return m;
  }
  return parse(text, file);
}

SourceMarks SourceMarks::parse(std::string_view text, std::string file) {
  auto source = std::make_shared<DocumentSource>();
  source->file = std::move(file);
  source->text = std::string(text);
  try {
    source->root = YAML::Load(source->text);
  } catch (const std::exception&) {
    SourceMarks m;  // the reader reported it already: every position is the file itself
    m.file_ = source->file;
    return m;
  }
  return of(std::move(source));
}

SourceMarks SourceMarks::of(std::shared_ptr<const DocumentSource> source) {
  SourceMarks m;
  if (!source) return m;
  m.file_ = source->file;
  m.root_.reset(source->root);
  m.lines_ = splitLines(source->text);
  m.source_ = std::move(source);
  return m;
}

SourceMarks SourceMarks::below(const std::string& key) const {
  SourceMarks m = *this;
  m.root_.reset(child(root_, key));
  m.topLevel_ = false;
  return m;
}

const BulkBlock* SourceMarks::bulk(const char* key) const {
  return topLevel_ && source_ && source_->bulk ? source_->bulk->find(key) : nullptr;
}

SourcePosition SourceMarks::position(const YAML::Node& node) const {
  if (!node.IsDefined()) return whole();
  const YAML::Mark mark = node.Mark();
  if (mark.line < 0) return whole();
  return {file_, mark.line + 1, mark.column + 1};
}

YAML::Node SourceMarks::find(const MarkPath& path, YAML::Node* deepest) const {
  YAML::Node node = root_;
  deepest->reset(root_);
  for (const auto& step : path) {
    node.reset(child(node, step));
    if (!node.IsDefined()) return node;
    deepest->reset(node);
  }
  return node;
}

SourcePosition SourceMarks::at(const MarkPath& path) const {
  YAML::Node deepest;
  find(path, &deepest);
  return position(deepest);
}

SourcePosition SourceMarks::item(const MarkPath& list, const std::string& key,
                                 const std::string& value, const MarkPath& rest) const {
  YAML::Node deepest;
  const YAML::Node items = find(list, &deepest);
  if (!items.IsSequence()) return position(deepest);
  for (const auto& entry : items) {
    const YAML::Node k = child(entry, key);
    if (!k.IsScalar() || k.Scalar() != value) continue;
    YAML::Node node = entry, last = entry;
    for (const auto& step : rest) {
      node.reset(child(node, step));
      if (!node.IsDefined()) break;
      last.reset(node);
    }
    return position(last);
  }
  return position(items);
}

SourcePosition SourceMarks::itemOnLine(const MarkPath& list, int line) const {
  YAML::Node deepest;
  const YAML::Node items = find(list, &deepest);
  if (items.IsSequence())
    for (const auto& entry : items)
      if (position(entry).line == line) return position(entry);
  return line > 0 ? SourcePosition{file_, line, 1} : position(deepest);
}

YAML::Node SourceMarks::hexEntry(const Grid& grid, int location) const {
  const YAML::Node hexes = child(root_, std::string("hexes"));
  if (!hexes.IsMap()) return YAML::Node(YAML::NodeType::Undefined);
  for (const auto& kv : hexes) {
    if (!kv.first.IsScalar()) continue;
    auto o = grid.parseLabel(kv.first.Scalar());
    if (o && grid.contains(*o) && grid.index(*o) == location) return kv.second;
  }
  return YAML::Node(YAML::NodeType::Undefined);
}

SourcePosition SourceMarks::layerValue(const Grid& grid, const std::string& layer,
                                       const std::string& key, int location) const {
  const YAML::Node override = child(hexEntry(grid, location), key);
  if (override.IsDefined()) return position(override);
  const Offset o = grid.offset(location);
  SourcePosition p;
  if (const BulkBlock* rows = bulk(layer.c_str())) {
    if (o.row < 0 || static_cast<std::size_t>(o.row) >= rows->rows.size()) return at({layer});
    p = {file_, rows->rows[static_cast<std::size_t>(o.row)].line, rows->rows[static_cast<std::size_t>(o.row)].column};
  } else {
    const YAML::Node row = child(child(child(root_, layer), std::string("rows")), o.row);
    if (!row.IsScalar()) return at({layer});
    p = position(row);
  }
  // Walk the row's text to the token of this column (rows are one-line scalars).
  const std::size_t line = static_cast<std::size_t>(p.line - 1);
  if (line >= lines_.size()) return p;
  const std::string_view text = lines_[line];
  std::size_t i = static_cast<std::size_t>(p.column - 1);
  if (i < text.size() && (text[i] == '"' || text[i] == '\'')) ++i;
  for (int token = 0; i < text.size(); ++token) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (token == o.col) return {file_, p.line, static_cast<int>(i) + 1};
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) && text[i] != '"')
      ++i;
  }
  return p;
}

namespace {

// Whether the `at:` text of a hexside entry names the hexside between a and b.
bool namesHexside(const Grid& grid, std::string_view text, int a, int b) {
  const auto slash = text.find('/');
  if (slash == std::string_view::npos) return false;
  auto x = grid.parseLabel(text.substr(0, slash)), y = grid.parseLabel(text.substr(slash + 1));
  if (!x || !y || !grid.contains(*x) || !grid.contains(*y)) return false;
  const int ix = grid.index(*x), iy = grid.index(*y);
  return (ix == a && iy == b) || (ix == b && iy == a);
}

int locationOf(const Grid& grid, std::string_view label) {
  auto o = grid.parseLabel(label);
  return o && grid.contains(*o) ? grid.index(*o) : -1;
}

}  // namespace

SourcePosition SourceMarks::hexside(const Grid& grid, int a, int b) const {
  if (const BulkBlock* block = bulk("hexsides")) {
    for (const BulkHexside& side : block->hexsides)
      if (namesHexside(grid, side.at.text, a, b)) return {file_, side.line, side.column};
    return {file_, block->line, block->column};
  }
  const YAML::Node sides = child(root_, std::string("hexsides"));
  if (!sides.IsSequence()) return at({"hexsides"});
  for (const auto& entry : sides) {
    const YAML::Node at = child(entry, std::string("at"));
    if (at.IsScalar() && namesHexside(grid, at.Scalar(), a, b)) return position(entry);
  }
  return position(sides);
}

SourcePosition SourceMarks::roadStep(const Grid& grid, int from, int to) const {
  if (const BulkBlock* block = bulk("roads")) {
    for (const BulkRoad& road : block->roads) {
      const auto& steps = road.steps;
      const auto step = [&](std::size_t i) { return SourcePosition{file_, steps[i].line, steps[i].column}; };
      for (std::size_t i = 0; i + 1 < steps.size(); ++i)
        if (locationOf(grid, steps[i].text) == from && locationOf(grid, steps[i + 1].text) == to) return step(i + 1);
      if (steps.size() == 1 && locationOf(grid, steps[0].text) == to) return step(0);
      if (from < 0 && !steps.empty() && locationOf(grid, steps.back().text) == to) return step(steps.size() - 1);
    }
    return {file_, block->line, block->column};
  }
  const YAML::Node roads = child(root_, std::string("roads"));
  if (!roads.IsSequence()) return at({"roads"});
  auto nodeLocation = [&](const YAML::Node& n) { return n.IsScalar() ? locationOf(grid, n.Scalar()) : -1; };
  for (const auto& road : roads) {
    if (!road.IsSequence()) continue;
    for (std::size_t i = 0; i + 1 < road.size(); ++i)
      if (nodeLocation(road[i]) == from && nodeLocation(road[i + 1]) == to)
        return position(road[i + 1]);
    if (road.size() == 1 && nodeLocation(road[0]) == to) return position(road[0]);
    if (from < 0 && road.size() > 0 && nodeLocation(road[road.size() - 1]) == to)
      return position(road[road.size() - 1]);
  }
  return position(roads);
}

SourcePosition SourceMarks::card(const Grid& grid, int location, const MarkPath& rest) const {
  const YAML::Node cards = child(root_, std::string("cards"));
  if (!cards.IsSequence()) return at({"cards"});
  for (const auto& entry : cards) {
    const YAML::Node id = child(entry, std::string("at"));
    if (!id.IsScalar()) continue;
    auto o = grid.parseLabel(id.Scalar());
    if (!o || !grid.contains(*o) || grid.index(*o) != location) continue;
    YAML::Node node = entry, last = entry;
    for (const auto& step : rest) {
      node.reset(child(node, step));
      if (!node.IsDefined()) break;
      last.reset(node);
    }
    return position(last);
  }
  return position(cards);
}

}  // namespace sandtable
