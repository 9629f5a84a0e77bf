// Everything around the playing area: the title band and the side panel with the compass,
// the scale bar and the legend (terrain, elevation, features, roads, objectives, markers,
// zones, card borders, the overlay's key; tables: table_legend.cpp). Internal to the exporters.
#pragma once

#include <QColor>
#include <QPainter>
#include <QString>
#include <vector>

#include "exporters/map_layout.h"
#include "exporters/render_options.h"
#include "model/scenario.h"

namespace sandtable {

struct LegendEntry {
  enum class Kind {
    Heading,
    HexSwatch,
    CardSwatch,
    Line,
    Road,
    Contour,
    Cliff,
    Objective,
    Marker,
    Zone,
    EdgeZone,
    DarkBorder,
    LightBorder,
    HillCard,
    Staging,
    OverlaySwatch,
    Gradient,
    Viewer,
    // Tables (table_legend.cpp): `variant` says which look, objective level or point kind.
    TableTerrain,
    TableTemplate,
    TableObjective,
    TableZone,
    TablePoint,
    TableFireOrder,
    TableUnit,
  };
  Kind kind = Kind::Heading;
  QString text;
  QColor color;
  int variant = 0;
};

struct Legend {
  std::vector<LegendEntry> entries;
  // The panel's height in design units: compass and scale, then the entries.
  double height() const;
};

Legend buildLegend(const Map& map, const Scenario* scenario, const RenderOptions& options);

void paintTitle(QPainter& p, const MapLayout& layout, const Map& map, const Scenario* scenario,
                const RenderOptions& options);
void paintPanel(QPainter& p, const MapLayout& layout, const Legend& legend, const Map& map,
                const RenderOptions& options);

}  // namespace sandtable
