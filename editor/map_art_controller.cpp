#include "editor/map_art_controller.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QUndoCommand>
#include <QUrl>
#include <cmath>

#include "art/art_image.h"
#include "art/art_trace.h"
#include "editor/map_layout.h"
#include "model/map_art_frame.h"

namespace sandtable::editor {

namespace {

constexpr int kOpacityMerge = 0x41525401;  // "ART" + 1: successive opacity changes merge
constexpr int kNudgeMerge = 0x41525402;

QTransform toQt(const ArtTransform& t) {
  return QTransform(t.a, t.d, t.b, t.e, t.c, t.f);
}

// Swaps the map's whole art; the map outlives the command (the stack is cleared with it).
class ArtEdit : public DocumentCommand {
 public:
  ArtEdit(Map& map, Revision& revision, std::optional<MapArt> after, const QString& text, int mergeId,
          std::function<void()> notify)
      : DocumentCommand(revision, text),
        map_(map),
        before_(map.art),
        after_(std::move(after)),
        mergeId_(mergeId),
        notify_(std::move(notify)) {}
  int id() const override { return mergeId_; }
  bool mergeWith(const QUndoCommand* other) override {
    if (other->id() != id()) return false;
    after_ = static_cast<const ArtEdit*>(other)->after_;
    return true;
  }

 private:
  void apply(bool forward) override {
    map_.art = forward ? after_ : before_;
    notify_();
  }
  Map& map_;
  std::optional<MapArt> before_;
  std::optional<MapArt> after_;
  int mergeId_;
  std::function<void()> notify_;
};

MapLayout layoutOf(const Map& map) {
  return map.isTable() ? MapLayout(map) : MapLayout(map.grid);
}

// The map's frame (artPlace, table units) to the view's map units.
std::optional<ArtTransform> frameToMap(const Map& map) {
  const MapLayout layout = layoutOf(map);
  return frameTo(map, [&](PointF place, Offset at) {
    return map.isTable() ? MapLayout::tableToMap({place.x, place.y}) : layout.center(at);
  });
}

// "12.5, 30" -> a table point.
std::optional<PointF> parseTablePoint(const QString& text) {
  const QStringList parts = text.split(QRegularExpression("[,\\s]+"), Qt::SkipEmptyParts);
  bool okX = false, okY = false;
  if (parts.size() != 2) return std::nullopt;
  const double x = parts[0].toDouble(&okX), y = parts[1].toDouble(&okY);
  if (!okX || !okY) return std::nullopt;
  return PointF{x, y};
}

// A click's pixel to a hundredth: finer than any click, and the file stays readable.
double roundPixel(double v) {
  return std::round(v * 100) / 100;
}

}  // namespace

MapArtController::MapArtController(QObject* parent) : QObject(parent) {
  connect(&job_, &BackgroundJob::runningChanged, this, &MapArtController::busyChanged);
}

void MapArtController::setDocument(MapDocument* document) {
  if (document_ == document) return;
  if (document_) disconnect(document_, nullptr, this, nullptr);
  document_ = document;
  if (document_) {
    connect(document_, &MapDocument::documentChanged, this, [this] {
      job_.cancel();
      calibrating_ = false;
      status_.clear();
      emit displayChanged();
      emit statusChanged();
      refresh();
    });
  }
  refresh();
  emit documentChanged();
}

const MapArt* MapArtController::art() const {
  const Map* map = document_ ? document_->map() : nullptr;
  return map && map->art ? &*map->art : nullptr;
}

QString MapArtController::image() const {
  return art() ? QString::fromStdString(art()->image) : QString();
}

double MapArtController::opacity() const {
  return art() ? art()->opacity : 0.5;
}

QVariantList MapArtController::anchors() const {
  QVariantList out;
  if (!art()) return out;
  for (const ArtAnchor& a : art()->anchors) {
    const QString place = a.label.empty() ? QString("%1, %2").arg(a.place.x).arg(a.place.y)
                                          : QString::fromStdString(a.label);
    out.append(QVariantMap{{"label", place}, {"x", a.px.x}, {"y", a.px.y}});
  }
  return out;
}

// Reads the picture again when its path changed, and places it.
void MapArtController::refresh() {
  const MapArt* a = art();
  const QString path = a ? QString::fromStdString(a->resolvedImage) : QString();
  if (path != loadedPath_) {
    loadedPath_ = path;
    picture_ = QImage();
    imageError_.clear();
    if (!path.isEmpty()) {
      std::string error;
      if (auto image = readArtImage(path.toStdString(), &error))
        picture_ = std::move(*image);
      else
        imageError_ = QString::fromStdString(error);
    }
  }
  placePicture();
  emit artChanged();
}

// Two or three anchors: by their fit. Fewer: the picture laid over the map's box (keeping its
// proportions), moved so that a single anchor sits on its place, for the next clicks.
void MapArtController::placePicture() {
  fit_.reset();
  imageToMap_ = QTransform();
  const Map* map = document_ ? document_->map() : nullptr;
  const MapArt* a = art();
  if (!map || !a || picture_.isNull()) return;
  const auto toMap = frameToMap(*map);
  if (!toMap) return;
  if (artAnchorProblem(a->anchors).empty()) fit_ = fitArt(a->anchors);
  if (fit_) {
    imageToMap_ = toQt(*fit_).inverted() * toQt(*toMap);
    return;
  }
  const MapLayout::Box box = layoutOf(*map).bounds();
  const double scale = std::min(box.width() / picture_.width(), box.height() / picture_.height());
  imageToMap_ = QTransform::fromScale(scale, scale) *
                QTransform::fromTranslate(box.left + (box.width() - picture_.width() * scale) / 2,
                                          box.top + (box.height() - picture_.height() * scale) / 2);
  if (a->anchors.size() == 1) {
    const ArtAnchor& only = a->anchors.front();
    const PointF want = toMap->apply(only.place);
    const QPointF now = imageToMap_.map(QPointF(only.px.x, only.px.y));
    imageToMap_ *= QTransform::fromTranslate(want.x - now.x(), want.y - now.y());
  }
}

void MapArtController::edit(const QString& text,
                            const std::function<void(std::optional<MapArt>&)>& change,
                            int mergeId) {
  Map* map = document_ ? document_->map() : nullptr;
  if (!map) return;
  std::optional<MapArt> after = map->art;
  change(after);
  document_->pushCommand(new ArtEdit(*map, document_->mapRevision(), std::move(after), text, mergeId, [this] {
    refresh();
    emit document_->mapChanged({});  // validation reads the art's anchors again
  }));
}

QString MapArtController::chooseImage(const QString& pathOrUrl) {
  if (!document_ || !document_->hasMap()) return tr("Open a map first.");
  const QUrl url(pathOrUrl);
  const QString path = url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
  std::string error;
  if (!readArtImageSize(path.toStdString(), &error))
    return tr("%1 cannot be the map's art: %2").arg(path, QString::fromStdString(error));
  // Relative to the map file, as `art.image` is read; absolute while the map has no file.
  const QString mapFile = mapFilePath();
  const QString absolute = QFileInfo(path).absoluteFilePath();
  const QString written =
      mapFile.isEmpty() ? absolute : QFileInfo(mapFile).absoluteDir().relativeFilePath(absolute);
  edit(tr("Map art"), [&](std::optional<MapArt>& art) {
    if (!art) art.emplace();
    art->image = written.toStdString();
    art->resolvedImage = absolute.toStdString();
  });
  return {};
}

// The file `art:` is written in: the map's own, or a scenario's map file beside it.
QString MapArtController::mapFilePath() const {
  const Scenario* scenario = document_->scenario();
  if (!scenario || scenario->inlineMap || document_->filePath().isEmpty())
    return document_->filePath();
  return QFileInfo(document_->filePath()).dir().filePath(QString::fromStdString(scenario->mapPath));
}

void MapArtController::removeArt() {
  if (hasArt()) edit(tr("Remove map art"), [](std::optional<MapArt>& art) { art.reset(); });
}

void MapArtController::setOpacity(double opacity) {
  opacity = std::clamp(opacity, 0.0, 1.0);
  if (!art() || std::abs(art()->opacity - opacity) < 1e-9) return;
  // Two decimals, as the file keeps it.
  opacity = std::round(opacity * 100) / 100;
  edit(
      tr("Art opacity"), [&](std::optional<MapArt>& art) { art->opacity = opacity; },
      kOpacityMerge);
}

QPointF MapArtController::imagePointAt(double mapX, double mapY) const {
  return imageToMap_.inverted().map(QPointF(mapX, mapY));
}

QString MapArtController::placeAt(double mapX, double mapY) const {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map) return {};
  if (map->isTable()) {
    const TablePoint p = MapLayout::mapToTable({mapX, mapY});
    if (p.x < 0 || p.y < 0 || p.x > map->table.width || p.y > map->table.height) return {};
    return QString("%1, %2").arg(std::round(p.x * 4) / 4).arg(std::round(p.y * 4) / 4);
  }
  const int at = layoutOf(*map).locationAt({mapX, mapY});
  return at < 0 ? QString() : QString::fromStdString(map->grid.label(at));
}

QString MapArtController::addAnchor(const QString& place, double x, double y) {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map || !art()) return tr("Choose the map's art first (Map > Map Art…).");
  ArtAnchor anchor;
  anchor.px = {roundPixel(x), roundPixel(y)};
  if (map->isTable()) {
    const auto point = parseTablePoint(place);
    if (!point)
      return tr("Give the table point as x, y in %1 (\"12, 30.5\").").arg(document_->tableUnit());
    anchor.place = *point;
  } else {
    const auto at = map->grid.parseLabel(place.trimmed().toUpper().toStdString());
    if (!at || !map->grid.contains(*at))
      return tr("%1 is no %2 of this map.").arg(place, map->isCards() ? tr("card") : tr("hex"));
    anchor.label = map->grid.label(map->grid.index(*at));
    anchor.place = artPlace(*map, *at);
  }
  std::vector<ArtAnchor> anchors = art()->anchors;
  auto same = std::find_if(anchors.begin(), anchors.end(), [&](const ArtAnchor& a) {
    return std::abs(a.place.x - anchor.place.x) < 1e-9 &&
           std::abs(a.place.y - anchor.place.y) < 1e-9;
  });
  if (same != anchors.end())
    *same = anchor;
  else if (anchors.size() >= 3)
    return tr("The art has three anchors already: remove one first.");
  else
    anchors.push_back(anchor);
  if (anchors.size() >= 2)
    if (const std::string problem = artAnchorProblem(anchors); !problem.empty())
      return QString::fromStdString(problem) + tr(": pick a place farther from the others.");
  edit(tr("Art anchor %1").arg(place), [&](std::optional<MapArt>& art) { art->anchors = anchors; });
  return {};
}

void MapArtController::nudgeAnchor(int index, double dx, double dy) {
  if (!art() || index < 0 || index >= int(art()->anchors.size())) return;
  edit(
      tr("Nudge art anchor"),
      [&](std::optional<MapArt>& art) {
        PointF& px = art->anchors[std::size_t(index)].px;
        px = {roundPixel(px.x + dx), roundPixel(px.y + dy)};
      },
      kNudgeMerge + index);
}

void MapArtController::removeAnchor(int index) {
  if (!art() || index < 0 || index >= int(art()->anchors.size())) return;
  edit(tr("Remove art anchor"),
       [&](std::optional<MapArt>& art) { art->anchors.erase(art->anchors.begin() + index); });
}

}  // namespace sandtable::editor
