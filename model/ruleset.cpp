#include "model/ruleset.h"

#include <algorithm>

namespace sandtable {

namespace {
template <typename Range>
int indexById(const Range& items, std::string_view id) {
  for (std::size_t i = 0; i < items.size(); ++i)
    if (items[i].id == id) return static_cast<int>(i);
  return -1;
}
}  // namespace

const char* unitFieldKindName(UnitField::Kind k) {
  switch (k) {
    case UnitField::Kind::Text: return "text";
    case UnitField::Kind::Integer: return "integer";
    case UnitField::Kind::Number: return "number";
    case UnitField::Kind::Bool: return "bool";
    case UnitField::Kind::Enum: return "enum";
    case UnitField::Kind::Mobility: return "mobility";
  }
  return "text";
}

std::string unitFieldName(const UnitField& f) {
  if (!f.name.empty()) return f.name;
  std::string out;
  bool wordStart = true;
  for (const char c : f.id) {
    if (c == '_' || c == '-') {
      if (!out.empty() && out.back() != ' ') out += ' ';
      wordStart = true;
      continue;
    }
    out += wordStart && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
    wordStart = false;
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string unitFieldLabel(const UnitField& f) {
  return f.label.empty() ? unitFieldName(f) : f.label;
}

const char* terrainClassName(TerrainClass c) {
  switch (c) {
    case TerrainClass::Hill: return "hill";
    case TerrainClass::Area: return "area";
    case TerrainClass::Linear: return "linear";
    case TerrainClass::Obstacle: return "obstacle";
  }
  return "area";
}

const char* goingName(Going g) {
  switch (g) {
    case Going::Road: return "road";
    case Going::Open: return "open";
    case Going::Difficult: return "difficult";
    case Going::Impassable: return "X";
  }
  return "open";
}

const char* coverClassName(CoverClass c) {
  switch (c) {
    case CoverClass::None: return "none";
    case CoverClass::Soft: return "soft";
    case CoverClass::Hard: return "hard";
  }
  return "none";
}

Going Ruleset::going(int t, int m) const {
  if (t < 0 || t >= static_cast<int>(terrain.size()) || m < 0) return Going::Open;
  const auto& table = terrain[static_cast<std::size_t>(t)].table;
  if (!table || m >= static_cast<int>(table->going.size())) return Going::Open;
  return table->going[static_cast<std::size_t>(m)];
}

double Ruleset::rate(Going g) const {
  if (g == Going::Impassable) return 0;
  return movement.rates[static_cast<int>(g)].value_or(0);
}

int Ruleset::terrainIndex(std::string_view id) const { return indexById(terrain, id); }
int Ruleset::hexsideIndex(std::string_view id) const { return indexById(hexsides, id); }
int Ruleset::markerIndex(std::string_view id) const { return indexById(markers, id); }

int Ruleset::mobilityIndex(std::string_view id) const {
  auto it = std::find(mobility.begin(), mobility.end(), id);
  return it == mobility.end() ? -1 : static_cast<int>(it - mobility.begin());
}

const UnitField* Ruleset::unitField(std::string_view id) const {
  const int i = indexById(unitFields, id);
  return i < 0 ? nullptr : &unitFields[static_cast<std::size_t>(i)];
}

}  // namespace sandtable
