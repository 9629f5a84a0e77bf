// Reading and writing the parts of documents that live on a miniatures table: points,
// shapes, the table grid, features and placed markers (tables spec sections 1-4). Maps and
// scenarios share these, so a shape reads and writes the same wherever it appears.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/map.h"
#include "model/yaml_reader.h"
#include "model/yaml_writer.h"

namespace sandtable {

// `[x, y]`: two finite numbers.
std::optional<TablePoint> readTablePoint(ReadContext& ctx, const YAML::Node& node, std::string_view what);
// One of {polygon: [...]}, {polyline: [...], width: W}, {circle: {center, radius}},
// {rect: [x, y, w, h]}, {point: [x, y]}. Checks the structure only; see checkTableShape.
std::optional<Shape> readShape(ReadContext& ctx, const YAML::Node& node, std::string_view what);
// Reports a shape that cannot be used (an error) or lies wholly off the table (an error) or
// partly off it (a warning: it is clipped). False when the shape must be dropped.
bool checkTableShape(ReadContext& ctx, const YAML::Node& where, const Shape& shape, double lineWidth,
                     const TableSize& table, const std::string& what);

YamlTree tablePointTree(const TablePoint& p);
YamlTree shapeTree(const Shape& shape);

// `grid: {type: table, width, height, unit}` after `type` has been read.
bool readTableGrid(ReadContext& ctx, ObjectReader& grid, Map& map);
YamlTree tableGridTree(const Map& map);

void readTableFeatures(ReadContext& ctx, const YAML::Node& node, Map& map);
YamlTree tableFeaturesTree(const Map& map);

// `markers:` on a table map or a table scenario.
std::vector<PlacedMarker> readPlacedMarkers(ReadContext& ctx, const YAML::Node& node, const Ruleset& rules,
                                            const TableSize& table);
YamlTree placedMarkersTree(const std::vector<PlacedMarker>& markers, const Ruleset& rules);

}  // namespace sandtable
