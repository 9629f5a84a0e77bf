// The viewshed of `sandtable viewshed --png` on a table (tables spec 5.3): every cell
// coloured by what the observer sees there (clear, through smoke, dead ground, blocked), the
// observer marked, and a legend in the table's top-left corner. Internal to the exporters.
#pragma once

#include "exporters/map_paint.h"

class QImage;

namespace sandtable {

// Draws an image of one pixel per grid cell of `cell` table units over the table, from its
// top-left corner, unsmoothed (sharp cell edges at any zoom) and clipped to the table.
void drawTableCells(const MapPaint& mp, const QImage& image, double cell);

// Over the terrain, under zones and labels.
void paintTableSightField(const MapPaint& mp);
// The observer's mark and the legend, over everything.
void paintTableSightLegend(const MapPaint& mp);

}  // namespace sandtable
