// What a map render shows and at what size. Plain values, so the CLI, the pack writer and the
// editor's "export map image" all describe a render the same way.
#pragma once

#include <QImage>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/map_art.h"

namespace sandtable {

// A heat map drawn over the terrain (computed by computeOverlay, overlays.h).
struct OverlayData {
  enum class Kind { Viewshed, Reach };
  Kind kind = Kind::Viewshed;
  std::string title;         // legend heading, e.g. "Viewshed from J6"
  std::vector<int> sources;  // the viewer hex, or the start zone
  // Viewshed: -1 not seen, 0 seen clear, N > 0 seen with hindrance N.
  // Reach: cost in quarter-MPs, -1 unreachable.
  std::vector<int> value;
  int maxValue = 0;  // the largest value (reach: largest finite cost)
};

// Tables: a cost field from the reach grid (`sandtable reach --png`), drawn as bands.
struct TableCostField {
  double cell = 0.5;          // table units per cell; cell (i, j) starts at (i, j) x cell
  int columns = 0, rows = 0;
  std::vector<double> mp;     // per cell, row-major from the top-left; < 0 unreachable
  double band = 1;            // MP per colour band (a unit's speed: one band per turn)
};

// Tables: a viewshed (`sandtable viewshed --png`, tables spec 5.3), drawn over the terrain
// with a legend. One character per cell, row-major from the top-left: 'c' clear, 's' seen
// through smoke, 'd' dead ground, 'b' blocked.
struct TableSightField {
  double cell = 0.5;
  int columns = 0, rows = 0;
  std::string grid;
  double fromX = 0, fromY = 0;  // the observer
};

enum class PageSize { A4, A3, Letter };

// Tables: whose private scenario information a render shows. Secondary and tertiary
// objectives, points that belong to a side (ERP, RSP, TRP, casevac, exit) and fire orders are
// private to their side; primary objectives, zones and hot spots are public.
enum class Audience {
  All,     // the designer's view: everything (the default of `sandtable render`)
  Public,  // what both sides may see (a pack's map.png and map.pdf)
  Side,    // the public view plus the private information of RenderOptions::side (booklets)
};

// `render --art`: the map's art drawn under the map (a publisher's proof print), placed by the
// fit of its anchors; the terrain fills are then drawn translucent over it.
struct ArtUnderlay {
  QImage image;
  ArtTransform toImage;  // the map's frame (artPlace) to the picture's pixels
};

struct RenderOptions {
  // The drawing unit in pixels. Hex maps: the distance between the centres of adjacent hexes
  // (a hex's width across flats). Card maps: a card is 4.5 units wide and 6 units tall.
  double hexSize = 48;
  bool labels = false;      // a hex id in every hex (card ids are always printed)
  bool decorations = true;  // title, legend, compass and scale around the map
  std::string title;        // heading; empty: the map's (or scenario's) name
  std::optional<OverlayData> overlay;
  std::optional<TableCostField> tableCosts;  // tables only
  std::optional<TableSightField> tableSight;  // tables only

  // PDF only: the printed size of one unit (a hex across flats; a card is 4.5 units wide) and
  // the paper. 0 picks 16 mm for hexes and 14 mm for cards (63 mm x 84 mm, a playing card).
  double printUnitMm = 0;
  PageSize page = PageSize::A4;

  // Tables (miniatures, no grid). The picture's size: pixels per table unit; 0 picks 20 px
  // per inch (8 px per cm). `hexSize` is not used on tables.
  double pxPerUnit = 0;
  // PDF: printed size / true size of the table (1: full size, 1 inch of table = 72 pt,
  // tiled over as many sheets as it needs). 0 fits the whole picture on one page.
  double printScale = 0;
  bool tableGrid = true;  // a light grid every 6 in (10 cm)
  // Tiled PDF sheets: the glue margin (mm on paper) each sheet carries past its right and
  // bottom edges, showing the neighbour's picture; 0 for sheets that abut. 6.35 = 0.25 in.
  double overlapMm = 6.35;
  // `--ink low`: white cloth, pieces as outlines and hatching in their colour, roads and
  // rivers as their two edges: no solid fills, for printing the table at full size.
  bool inkLow = false;
  Audience audience = Audience::All;
  std::string side;  // Audience::Side: the reader's side id
  // Line widths, symbols and text on a table relative to their normal size (the table itself
  // is always at true proportions). Full-size PDF sheets draw them smaller, as on a printed
  // map, instead of at the size a whole-table picture needs.
  double markScale = 1;
  // Hex and card maps: the art under the map; null draws none.
  std::shared_ptr<const ArtUnderlay> art;
};

}  // namespace sandtable
