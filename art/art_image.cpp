#include "art/art_image.h"

#include <QImageReader>

#include "model/quote_text.h"

namespace sandtable {

namespace {

bool overLimit(QSize size) {
  return static_cast<long long>(size.width()) * size.height() > kMaxArtPixels;
}

std::string tooLarge(QSize size) {
  return "it is " + std::to_string(size.width()) + " x " + std::to_string(size.height()) +
         " pixels, over the limit of 400 megapixels";
}

void prepare(QImageReader& reader) {
  // Qt refuses pictures over 256 MB by default; a 9000 x 9000 scan takes 324 MB. The pixel
  // limit above is checked from the header before anything is decoded.
  QImageReader::setAllocationLimit(static_cast<int>(kMaxArtPixels * 4 / (1024 * 1024)) + 1);
  reader.setAutoTransform(false);
}

SourcePosition artPosition(const Map& map, const std::string& mapFile) {
  return {mapFile, map.art->line, map.art->column};
}

}  // namespace

std::optional<QSize> readArtImageSize(const std::string& path, std::string* error) {
  QImageReader reader(QString::fromStdString(path));
  prepare(reader);
  const QSize size = reader.size();
  if (!size.isValid()) {
    *error = reader.errorString().toStdString();
    return std::nullopt;
  }
  if (overLimit(size)) {
    *error = tooLarge(size);
    return std::nullopt;
  }
  return size;
}

std::optional<QImage> readArtImage(const std::string& path, std::string* error) {
  if (!readArtImageSize(path, error)) return std::nullopt;
  QImageReader reader(QString::fromStdString(path));
  prepare(reader);
  QImage image = reader.read();
  if (image.isNull()) {
    *error = reader.errorString().toStdString();
    return std::nullopt;
  }
  if (image.format() != QImage::Format_RGB32 && image.format() != QImage::Format_ARGB32)
    image.convertTo(QImage::Format_RGB32);
  return image;
}

namespace {

// art-image when the picture does not read; art-anchor for each anchor outside it.
bool checkPicture(const Map& map, const std::string& mapFile, const std::optional<QSize>& size,
                  const std::string& error, Diagnostics& out) {
  const MapArt& art = *map.art;
  if (!size) {
    out.error("art-image", artPosition(map, mapFile),
              "the art image " + quoteText(art.image) + " does not read as a picture: " + error,
              "save it as PNG or JPEG (docs/formats.md 3.5)");
    return false;
  }
  bool ok = true;
  for (std::size_t i = 0; i < art.anchors.size(); ++i) {
    const ArtAnchor& a = art.anchors[i];
    if (a.px.x >= 0 && a.px.y >= 0 && a.px.x <= size->width() && a.px.y <= size->height()) continue;
    out.error("art-anchor", {mapFile, a.line, a.column},
              "art anchor " + std::to_string(i + 1) + " at pixel [" + tableNumberText(a.px.x) +
                  ", " + tableNumberText(a.px.y) + "] is outside the picture, which is " +
                  std::to_string(size->width()) + " x " + std::to_string(size->height()) +
                  " pixels",
              "give the pixel where that place is in the picture (x from 0 at the left, y from 0 "
              "at the top)");
    ok = false;
  }
  return ok;
}

}  // namespace

void checkMapArt(const Map& map, const std::string& mapFile, bool decode, Diagnostics& out) {
  if (!map.art || map.art->resolvedImage.empty()) return;
  std::string error;
  std::optional<QSize> size;
  if (decode) {
    if (auto image = readArtImage(map.art->resolvedImage, &error)) size = image->size();
  } else {
    size = readArtImageSize(map.art->resolvedImage, &error);
  }
  checkPicture(map, mapFile, size, error, out);
}

std::optional<LoadedArt> loadMapArt(const Map& map, const std::string& mapFile,
                                    Diagnostics& problems) {
  if (!map.art) return std::nullopt;
  auto transform = fitArt(map.art->anchors);
  if (!transform) return std::nullopt;  // the reader has reported why
  std::string error;
  auto image = readArtImage(map.art->resolvedImage, &error);
  const std::optional<QSize> size = image ? std::optional<QSize>(image->size()) : std::nullopt;
  if (!checkPicture(map, mapFile, size, error, problems)) return std::nullopt;
  return LoadedArt{std::move(*image), *transform};
}

}  // namespace sandtable
