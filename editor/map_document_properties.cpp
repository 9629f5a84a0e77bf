// Map > Properties: the map's id, name and notes, the id checked as the reader checks it, changed
// in one undo step. New Map takes the same id and name for the map it makes.
#include "editor/map_document.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

namespace {

struct MapProperties {
  std::string id;
  std::string name;
  std::string notes;
  bool operator==(const MapProperties&) const = default;
};

MapProperties propertiesOf(const Map& map) {
  return {map.id, map.name, map.notes};
}

void setProperties(Map& map, const MapProperties& p) {
  map.id = p.id;
  map.name = p.name;
  map.notes = p.notes;
}

// Swaps the fields; the map outlives the command (the stack is cleared with the document).
class MapPropertiesEdit : public DocumentCommand {
 public:
  MapPropertiesEdit(Map& map, Revision& revision, MapProperties before, MapProperties after,
                    std::function<void()> notify)
      : DocumentCommand(revision, QObject::tr("Map properties")),
        map_(map),
        before_(std::move(before)),
        after_(std::move(after)),
        notify_(std::move(notify)) {}

 private:
  void apply(bool forward) override {
    setProperties(map_, forward ? after_ : before_);
    notify_();
  }
  Map& map_;
  MapProperties before_;
  MapProperties after_;
  std::function<void()> notify_;
};

}  // namespace

QString MapDocument::mapId() const {
  return map_ ? QString::fromStdString(map_->id) : QString();
}
QString MapDocument::mapName() const {
  return map_ ? QString::fromStdString(map_->name) : QString();
}
QString MapDocument::mapNotes() const {
  return map_ ? QString::fromStdString(map_->notes) : QString();
}

QString MapDocument::validateMapId(const QString& id) const {
  if (id.isEmpty()) return tr("A map needs an id.");
  // The reader's own check and words, so the editor cannot make an id the reader refuses.
  const std::string problem = idProblem("The map id", id.toStdString());
  return problem.empty() ? QString() : QString::fromStdString(problem) + '.';
}

QString MapDocument::setMapProperties(const QString& id, const QString& name, const QString& notes) {
  if (!map_) return tr("No map is open.");
  if (QString error = validateMapId(id); !error.isEmpty()) return error;
  MapProperties after{id.toStdString(), name.toStdString(), notes.toStdString()};
  MapProperties before = propertiesOf(*map_);
  if (after == before) return {};
  pushCommand(new MapPropertiesEdit(*map_, mapRevision_, std::move(before), std::move(after), [this] {
    emit mapPropertiesChanged();
    emit titleChanged();
  }));
  return {};
}

QString MapDocument::applyNewMapProperties(Map& map, const QVariantMap& properties) const {
  const QString id = properties.value("id").toString();
  if (!id.isEmpty()) {
    if (QString error = validateMapId(id); !error.isEmpty()) return error;
    map.id = id.toStdString();
  }
  if (const QString name = properties.value("name").toString(); !name.isEmpty())
    map.name = name.toStdString();
  return {};
}

}  // namespace sandtable::editor
