// Map > Map Art (docs/editor.md): the open map's art as the editor shows and edits it. It picks
// the picture, keeps its anchors and opacity (each change one undo step), places the picture on
// the map by the anchors' fit (model/map_art.h, the fit `art` and `render --art` use), and runs
// Trace from Art and Proof on a background job; their findings go to the Issues panel.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QImage>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QTransform>
#include <QVariantList>
#include <optional>

#include "editor/background_job.h"
#include "editor/map_document.h"
#include "editor/validation_scheduler.h"
#include "model/map_art.h"

namespace sandtable::editor {

class MapArtController : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(sandtable::editor::MapDocument* document READ document WRITE setDocument NOTIFY
                 documentChanged)
  // Where Trace's doubtful hexes and Proof's findings are listed.
  Q_PROPERTY(
      sandtable::editor::ValidationScheduler* scheduler MEMBER scheduler_ NOTIFY documentChanged)
  Q_PROPERTY(bool hasArt READ hasArt NOTIFY artChanged)
  // `art.image` as written (relative to the map file), and why the picture does not read.
  Q_PROPERTY(QString image READ image NOTIFY artChanged)
  Q_PROPERTY(QString imageError READ imageError NOTIFY artChanged)
  Q_PROPERTY(double opacity READ opacity WRITE setOpacity NOTIFY artChanged)
  // Two or three anchors that fix the picture's place; before that it is only laid over the map.
  Q_PROPERTY(bool fitted READ fitted NOTIFY artChanged)
  // [{label, x, y}]: each anchor's place and its pixel in the picture.
  Q_PROPERTY(QVariantList anchors READ anchors NOTIFY artChanged)
  // The view's settings (not saved): the art shown, the terrain as outlines over it (else
  // translucent), and calibration (clicks on the art add anchors).
  Q_PROPERTY(bool shown MEMBER shown_ NOTIFY displayChanged)
  Q_PROPERTY(bool outlines MEMBER outlines_ NOTIFY displayChanged)
  Q_PROPERTY(bool calibrating MEMBER calibrating_ NOTIFY displayChanged)
  Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
  // What the last trace or proof found, in one line.
  Q_PROPERTY(QString status READ status NOTIFY statusChanged)

 public:
  explicit MapArtController(QObject* parent = nullptr);

  MapDocument* document() const { return document_; }
  void setDocument(MapDocument* document);
  bool hasArt() const { return art() != nullptr; }
  QString image() const;
  QString imageError() const { return imageError_; }
  double opacity() const;
  void setOpacity(double opacity);
  bool fitted() const { return fit_.has_value(); }
  QVariantList anchors() const;
  bool shown() const { return shown_; }
  bool outlines() const { return outlines_; }
  bool calibrating() const { return calibrating_; }
  bool busy() const { return job_.running(); }
  QString status() const { return status_; }

  // Gives the map this picture (relative to the map file's folder where it can); one undo step.
  Q_INVOKABLE QString chooseImage(const QString& pathOrUrl);
  Q_INVOKABLE void removeArt();
  // The pixel of the picture shown at a point of the map (map units), as it is placed now.
  Q_INVOKABLE QPointF imagePointAt(double mapX, double mapY) const;
  // What an anchor clicked at a point of the map would name: the hex or card there, or on a
  // table the point ("12.5, 30"); "" off the map.
  Q_INVOKABLE QString placeAt(double mapX, double mapY) const;
  // Adds an anchor: `place` (a hex or card label, or a table point "x, y") is at pixel (x, y)
  // of the picture. An anchor for a place already anchored moves it; a fourth is refused.
  // "" or why not; one undo step.
  Q_INVOKABLE QString addAnchor(const QString& place, double x, double y);
  // Moves anchor `index` by (dx, dy) pixels of the picture (nudging the fit); one undo step,
  // successive nudges of one anchor merging.
  Q_INVOKABLE void nudgeAnchor(int index, double dx, double dy);
  Q_INVOKABLE void removeAnchor(int index);
  // Trace from Art: every hex (card) gets the terrain its art looks like, in one undo step;
  // `samples` is "C4=woods D7=open ..." (empty: learn from the map's own terrain). "" or why not.
  Q_INVOKABLE QString trace(const QString& samples);
  // Proof: the hexes whose art looks like another terrain, listed in the Issues panel.
  Q_INVOKABLE QString proof();
  // A sample per terrain as the map has it now (the first hex of each), for the trace prompt.
  Q_INVOKABLE QString suggestedSamples() const;
  void waitForIdle() { job_.waitForIdle(); }

  const QImage& picture() const { return picture_; }
  // Picture pixels -> the view's map units, as the picture is placed now.
  QTransform imageToMap() const { return imageToMap_; }

 signals:
  void documentChanged();
  void artChanged();
  void displayChanged();
  void busyChanged();
  void statusChanged();

 private:
  const MapArt* art() const;
  void refresh();
  QString mapFilePath() const;
  // Why Trace or Proof (`verb`) cannot run now, or "".
  QString notReady(const QString& verb) const;
  void placePicture();
  // Pushes the art as it will be after `change`; one undo step named `text` (merging with the
  // previous step of the same `mergeId`, -1 for none).
  void edit(const QString& text, const std::function<void(std::optional<MapArt>&)>& change,
            int mergeId = -1);
  void publishFindings(const Diagnostics& findings, const QString& status);

  QPointer<MapDocument> document_;
  QPointer<ValidationScheduler> scheduler_;
  QImage picture_;
  QString loadedPath_;
  QString imageError_;
  std::optional<ArtTransform> fit_;
  QTransform imageToMap_;
  bool shown_ = true;
  bool outlines_ = false;
  bool calibrating_ = false;
  QString status_;
  BackgroundJob job_;
};

}  // namespace sandtable::editor
