#include "model/map_art_io.h"

#include <system_error>

#include "model/document_io_internal.h"
#include "model/quote_text.h"
#include "model/table_io.h"

namespace sandtable {

namespace {

std::optional<PointF> readPixel(ReadContext& ctx, const YAML::Node& node, const std::string& what) {
  if (!node.IsDefined()) return std::nullopt;
  if (!node.IsSequence() || node.size() != 2) {
    ctx.error(node, "wrong-type", what + " must be a pixel [x, y], found " + describeType(node),
              "write two numbers in image pixels, x right and y down, e.g. [58.5, 76.7]");
    return std::nullopt;
  }
  auto x = readNumber(ctx, node[0], what + " x");
  auto y = readNumber(ctx, node[1], what + " y");
  if (!x || !y) return std::nullopt;
  return PointF{*x, *y};
}

// The place an anchor names: `hex:` on hex maps, `card:` on card maps, `at:` on tables.
std::optional<ArtAnchor> readAnchor(ReadContext& ctx, const YAML::Node& node, const Map& map,
                                    int number) {
  const std::string what = "art anchor " + std::to_string(number);
  ObjectReader obj(ctx, node, what);
  if (!obj.ok()) return std::nullopt;
  ArtAnchor anchor;
  const SourcePosition where = ctx.at(node);
  anchor.line = where.line;
  anchor.column = where.column;
  bool ok = true;
  if (map.isTable()) {
    auto at = readTablePoint(ctx, obj.require("at"), what + " at");
    if (at) anchor.place = {at->x, at->y};
    ok = at.has_value();
  } else {
    const char* key = map.isHex() ? "hex" : "card";
    const YAML::Node labelNode = obj.require(key);
    auto label = readString(ctx, labelNode, what + " " + key);
    std::string error;
    auto range = label ? parseLocationRange(map.grid, *label, &error) : std::nullopt;
    if (label && (!range || range->first != range->last)) {
      ctx.error(labelNode,
                error.find("off the map") != std::string::npos ? "off-map" : "bad-location",
                range ? quoteText(*label) + " is a range; an anchor is one " + key : error,
                "use a label between " + map.grid.label(0) + " and " +
                    map.grid.label(map.grid.size() - 1));
      range.reset();
    }
    if (range) {
      anchor.label = *label;
      anchor.place = artPlace(map, range->first);
    }
    ok = range.has_value();
  }
  auto px = readPixel(ctx, obj.require("px"), what + " px");
  obj.finish();
  if (!px || !ok) return std::nullopt;
  anchor.px = *px;
  return anchor;
}

}  // namespace

void readMapArt(ReadContext& ctx, const YAML::Node& node, Map& map,
                const std::filesystem::path& baseDir) {
  ObjectReader obj(ctx, node, "the map's art");
  if (!obj.ok()) return;
  MapArt art;
  const SourcePosition where = ctx.at(node);
  art.line = where.line;
  art.column = where.column;
  const YAML::Node imageNode = obj.require("image");
  art.image = readReference(ctx, imageNode, "art image").value_or("");
  if (!art.image.empty()) {
    const std::filesystem::path path = baseDir / art.image;
    art.resolvedImage = displayPath(path);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
      ctx.error(imageNode, "missing-file",
                "the art image " + quoteText(art.image) + " is not there (looked for " +
                    art.resolvedImage + ")",
                "give the picture's path relative to the map file");
  }
  const YAML::Node anchorsNode = obj.require("anchors");
  bool anchorsRead = anchorsNode.IsSequence();
  if (anchorsNode.IsDefined() && !anchorsNode.IsSequence())
    ctx.error(anchorsNode, "wrong-type",
              "art anchors must be a list of {" +
                  std::string(map.isTable() ? "at"
                              : map.isHex() ? "hex"
                                            : "card") +
                  ": ..., px: [x, y]}, found " + describeType(anchorsNode));
  int number = 0;
  if (anchorsRead)
    for (const auto& item : anchorsNode) {
      auto anchor = readAnchor(ctx, item, map, ++number);
      if (anchor)
        art.anchors.push_back(*anchor);
      else
        anchorsRead = false;
    }
  if (anchorsRead) {
    const std::string problem = artAnchorProblem(art.anchors);
    if (!problem.empty())
      ctx.error(anchorsNode, "art-anchor", problem,
                "give two anchors at distinct places far apart (or three not in a line), each "
                "where that place is in the picture");
  }
  if (auto opacity = readNumber(ctx, obj.get("opacity"), "art opacity")) {
    if (*opacity < 0 || *opacity > 1)
      ctx.error(obj.get("opacity"), "bad-value",
                "art opacity " + tableNumberText(*opacity) + " is outside 0 to 1",
                "use 0 (invisible) to 1 (opaque), e.g. 0.6");
    else
      art.opacity = *opacity;
  }
  art.extras = obj.finish();
  map.art = std::move(art);
}

YamlTree mapArtTree(const Map& map) {
  const MapArt& art = *map.art;
  YamlTree anchors = YamlTree::sequence();
  for (const ArtAnchor& a : art.anchors) {
    YamlTree item = YamlTree::mapping(true);
    if (a.label.empty())
      item.set("at", tablePointTree({a.place.x, a.place.y}));
    else
      item.set(map.isHex() ? "hex" : "card", YamlTree::plain(a.label));
    item.set("px", YamlTree::sequence(true)
                       .add(YamlTree::plain(tableNumberText(a.px.x)))
                       .add(YamlTree::plain(tableNumberText(a.px.y))));
    anchors.add(item);
  }
  return YamlTree::mapping()
      .set("image", YamlTree::text(art.image))
      .set("anchors", anchors)
      .set("opacity", YamlTree::plain(tableNumberText(art.opacity)))
      .addExtras(art.extras);
}

}  // namespace sandtable
