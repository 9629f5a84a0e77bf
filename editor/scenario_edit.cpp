#include "editor/scenario_edit.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include <QCoreApplication>

#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "editor/saved_files.h"
#include "editor/table_shapes.h"
#include "model/table_io.h"
#include "model/yaml_reader.h"
#include "model/yaml_writer.h"

namespace sandtable::editor {

ScenarioEdit::ScenarioEdit(MapDocument& doc, Scenario before, Scenario after, const QString& text,
                           QString mergeKey)
    : DocumentCommand(doc.scenarioRevision(), text),
      doc_(doc),
      before_(std::move(before)),
      after_(std::move(after)),
      mergeKey_(std::move(mergeKey)) {}

void ScenarioEdit::apply(bool forward) {
  const Scenario& state = forward ? after_ : before_;
  Scenario* s = doc_.scenario();
  if (!s) return;
  // The ruleset and map belong to the document, not to this edit: keep the live ones.
  auto rules = s->rules;
  auto map = s->map;
  *s = state;
  s->rules = std::move(rules);
  s->map = std::move(map);
  doc_.notifyScenarioChanged();
}

bool ScenarioEdit::mergeWith(const QUndoCommand* other) {
  const auto* next = dynamic_cast<const ScenarioEdit*>(other);
  if (!next || mergeKey_.isEmpty() || next->mergeKey_ != mergeKey_ || &next->doc_ != &doc_)
    return false;
  after_ = next->after_;
  return true;
}

bool pushScenarioEdit(MapDocument& doc, const QString& text,
                      const std::function<bool(Scenario&)>& change, const QString& mergeKey) {
  Scenario* s = doc.scenario();
  if (!s) return false;
  Scenario after = *s;
  if (!change(after)) return false;
  doc.pushCommand(new ScenarioEdit(doc, *s, std::move(after), text, mergeKey));
  return true;
}

namespace {

// The reader's errors for the open document saved with `scenario` as its scenario.
std::vector<Diagnostic> readerErrors(const MapDocument& doc, std::shared_ptr<Scenario> scenario) {
  LoadedDocument saved;
  saved.kind = DocumentKind::Scenario;
  saved.scenario = std::move(scenario);
  const std::string path = doc.filePath().isEmpty() ? "untitled.scenario.yaml" : doc.filePath().toStdString();
  std::vector<Diagnostic> errors;
  const LoadedDocument read = readAsSaved(savedFiles(saved, path));
  for (const Diagnostic& d : read.diagnostics.all())
    if (d.severity == Severity::Error) errors.push_back(d);
  return errors;
}

using ErrorCounts = std::map<std::string, int>;

ErrorCounts countByCode(const std::vector<Diagnostic>& errors) {
  ErrorCounts counts;
  for (const Diagnostic& d : errors) ++counts[d.code];
  return counts;
}

// The reader's errors of the document as it stands, by code, kept while its revision and path
// stay (revisions never repeat: document_revision.h): an edit taken leaves its reading here for
// the next one, which read the unchanged scenario back again (half of each edit's time on a
// large table). The GUI thread's alone.
struct ErrorCountsCache {
  DocumentRevision at;
  QString path;
  ErrorCounts counts;
};
ErrorCountsCache& errorCountsCache() {
  static ErrorCountsCache cache;
  return cache;
}

const ErrorCounts& errorCountsNow(MapDocument& doc) {
  ErrorCountsCache& cache = errorCountsCache();
  if (cache.at == doc.revision() && cache.path == doc.filePath()) return cache.counts;
  // The current scenario is read through a non-owning pointer: no copy.
  cache = {doc.revision(), doc.filePath(),
           countByCode(readerErrors(doc, std::shared_ptr<Scenario>(std::shared_ptr<Scenario>(), doc.scenario())))};
  return cache.counts;
}

}  // namespace

bool pushReadableScenarioEdit(MapDocument& doc, const QString& text,
                              const std::function<bool(Scenario&)>& change, const QString& mergeKey,
                              QString* refusal) {
  refusal->clear();
  Scenario* s = doc.scenario();
  if (!s) return false;
  auto after = std::make_shared<Scenario>(*s);
  if (!change(*after)) return false;
  // Only errors the edit brings: a file with errors of its own still takes other edits.
  // Counted by code: an error's words name the entry, so a rename of an entry that already had
  // one would read as a new error (a new unit's id was refused over a stat it lacked).
  ErrorCounts before = errorCountsNow(doc);
  const std::vector<Diagnostic> errors = readerErrors(doc, after);
  for (const Diagnostic& d : errors)
    if (--before[d.code] < 0) {
      *refusal = qstr(d.message);
      return false;
    }
  doc.pushCommand(new ScenarioEdit(doc, *s, std::move(*after), text, mergeKey));
  errorCountsCache() = {doc.revision(), doc.filePath(), countByCode(errors)};
  return true;
}

namespace {

QString tr(const char* text) { return QCoreApplication::translate("ScenarioEdit", text); }
QString num(double v) { return qstr(tableNumberText(v)); }

const char* const kSetupForms = "a zone id, X, Y or a shape such as rect: [x, y, w, h]";
const char* const kArrivalForms = "a zone id, a point id (a TRP, a hot spot), X, Y or a shape such as rect: [x, y, w, h]";

// A shape typed as the file writes it ("rect: [0, 40, 54, 8]", braces optional), read by the
// model's own reader; nullopt with the reader's first complaint, or with nothing when the text
// is not a YAML mapping at all.
std::optional<Shape> readShapeText(const std::string& text, const std::string& what, QString* error) {
  YAML::Node node;
  try {
    node = YAML::Load(text);
  } catch (const YAML::Exception&) {
    return std::nullopt;
  }
  if (!node.IsMap()) return std::nullopt;
  Diagnostics found;
  ReadContext ctx("", found);
  std::optional<Shape> shape = readShape(ctx, node, what);
  // An unknown key is only a warning to the reader; typed into a cell it is a slip.
  if (!found.empty()) {
    *error = qstr(found.all().front().message);
    return std::nullopt;
  }
  return shape;
}

}  // namespace

QString tableSizeText(const TableSize& table) {
  return tr("%1 x %2 %3").arg(num(table.width), num(table.height), qstr(table.unit));
}

QString tablePointProblem(const TableSize& table, TablePoint p) {
  if (pointOnTable(table, p)) return {};
  return tr("(%1, %2) is off the table, which is %3").arg(num(p.x), num(p.y), tableSizeText(table));
}

QString tableShapeProblem(const TableSize& table, const Shape& shape) {
  if (std::string error = shapeError(shape); !error.empty()) return qstr(error);
  std::vector<TablePoint> corners = shape.points;
  if (shape.kind == Shape::Kind::Rect && !corners.empty())
    corners.push_back({corners[0].x + shape.width, corners[0].y + shape.height});
  for (const TablePoint& p : corners)
    if (QString error = tablePointProblem(table, p); !error.isEmpty()) return error;
  return {};
}

QString tablePlaceText(const PlaceRef& place) {
  if (!place.zone.empty()) return qstr(place.zone);
  if (!place.point.empty()) return qstr(place.point);
  if (place.at) return num(place.at->x) + ", " + num(place.at->y);
  if (!place.shape) return {};
  // "{rect: [0, 40, 54, 8]}\n" from the writer, shown without its braces.
  std::string text = emitYaml(shapeTree(*place.shape));
  while (!text.empty() && text.back() == '\n') text.pop_back();
  if (text.size() >= 2 && text.front() == '{' && text.back() == '}') text = text.substr(1, text.size() - 2);
  return qstr(text);
}

QString tablePlaceProblem(const Scenario& s, const PlaceRef& place, bool arrival) {
  if (!place.zone.empty() && !s.zone(place.zone)) {
    std::vector<std::string> ids;
    for (const Zone& z : s.zones) ids.push_back(z.id);
    if (arrival)
      for (const ScenarioPoint& p : s.points) ids.push_back(p.id);
    return tr(arrival ? "'%1' is neither a zone nor a point of this scenario%2"
                      : "'%1' is not a zone of this scenario%2")
        .arg(qstr(place.zone), qstr(didYouMean(place.zone, ids)));
  }
  if (!place.point.empty()) {
    if (!arrival)
      return tr("'%1' is a scenario point: units arrive at points, and set up in %2")
          .arg(qstr(place.point), tr(kSetupForms));
    if (!s.point(place.point)) return tr("'%1' is not a point of this scenario").arg(qstr(place.point));
  }
  if (!s.isTable()) return {};
  if (place.at) return tablePointProblem(s.map->table, *place.at);
  if (place.shape) return tableShapeProblem(s.map->table, *place.shape);
  return {};
}

TablePlaceOrError parseTablePlace(const Scenario& s, const QString& text, bool arrival) {
  TablePlaceOrError out;
  const std::string t = str(text.trimmed());
  if (t.empty()) return out;
  // Ids first: zones, points and objectives share one name space, so an id names one thing.
  if (s.point(t))
    out.place.point = t;
  else if (auto p = parseTablePoint(t))
    out.place.at = p;
  else if (isValidId(t))
    out.place.zone = t;
  else if (auto shape = readShapeText(t, arrival ? "arrival" : "set-up", &out.error))
    out.place.shape = std::move(shape);
  else if (out.error.isEmpty())
    out.error = tr("'%1' cannot be read: type %2").arg(text.trimmed(), tr(arrival ? kArrivalForms : kSetupForms));
  if (out.error.isEmpty()) out.error = tablePlaceProblem(s, out.place, arrival);
  if (!out.error.isEmpty()) out.place = {};
  return out;
}

}  // namespace sandtable::editor
