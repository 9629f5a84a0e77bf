// Where every location of a map lies in "map space" (the view's unzoomed coordinates), and the
// reverse: which hex, hexside or card border a point hits. Shared by the map view, its mesh
// builder, its label layer and the tests; no drawing here.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "model/map.h"

namespace sandtable::editor {

struct HexsideHit {
  int a = -1;  // the hex the point is in
  int b = -1;  // the neighbour across the nearest hexside (-1 when that lies off the map)
  Offset bOffset;
};

struct CardBorderHit {
  int card = -1;
  int side = 0;  // 0 n, 1 e, 2 s, 3 w
};

class MapLayout {
 public:
  static constexpr double kHexSize = 32.0;    // circumradius of a hex in map units
  static constexpr double kCardSize = 160.0;  // edge of a card in map units
  // Map units per table unit (inch or cm) on a miniatures table: a 72" table is 1440 units
  // wide, about as wide as a 30-column hex map, so the view's zoom limits suit both.
  static constexpr double kTableUnit = 20.0;
  // How far (in inches) the rulers and their numbers reach out from the table's top and left.
  static constexpr double kTableRulerInches = 2.5;

  explicit MapLayout(const Grid& grid);
  // A table map's layout: no locations, the table's rectangle.
  explicit MapLayout(const Map& map);

  const Grid& grid() const { return grid_; }
  bool isTable() const { return grid_.type == GridType::Table; }
  // Table maps: table units <-> map units (x right, y down, origin at the table's top-left).
  static PointF tableToMap(TablePoint p) { return {p.x * kTableUnit, p.y * kTableUnit}; }
  static TablePoint mapToTable(PointF p) { return {p.x / kTableUnit, p.y / kTableUnit}; }
  PointF center(int index) const { return center(grid_.offset(index)); }
  PointF center(Offset o) const;
  // The outline of a location: 6 corners for a hex, 4 for a card (clockwise on screen).
  int corners(int index, std::array<PointF, 6>& out) const;
  // The two end points of the hexside between adjacent hexes a and b (any order).
  std::pair<PointF, PointF> hexsideEdge(Offset a, Offset b) const;
  // The map's bounding box in map units (all locations, with hex overhangs).
  struct Box {
    double left = 0, top = 0, right = 0, bottom = 0;
    double width() const { return right - left; }
    double height() const { return bottom - top; }
  };
  Box bounds() const;
  // Size in map units of one location (for "is a label readable at this zoom").
  double locationExtent() const {
    if (isTable()) return kTableUnit * 6;  // the 6" grid square
    return grid_.type == GridType::Cards ? kCardSize : kHexSize * 2;
  }

  // Hit testing; -1 / nullopt when the point is off the map.
  int locationAt(PointF p) const;
  std::optional<HexsideHit> nearestHexside(PointF p) const;
  std::optional<CardBorderHit> nearestCardBorder(PointF p) const;

 private:
  Grid grid_;
  TableSize table_;  // table maps
  std::array<PointF, 6> cornerOffsets_{};  // from a hex centre; computed once (no trig per hex)
};

}  // namespace sandtable::editor
