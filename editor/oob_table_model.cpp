#include "editor/oob_table_model.h"

#include <algorithm>

#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "editor/scenario_edit.h"
#include "exporters/map_style.h"
#include "model/unit_stats.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

namespace {

const char* kindName(UnitField::Kind k) {
  switch (k) {
    case UnitField::Kind::Text:
      return "text";
    case UnitField::Kind::Integer:
      return "integer";
    case UnitField::Kind::Number:
      return "number";
    case UnitField::Kind::Bool:
      return "bool";
    case UnitField::Kind::Enum:
      return "enum";
    case UnitField::Kind::Mobility:
      return "mobility";
  }
  return "text";
}

// The header of a ruleset field: the same label the booklets print (model/ruleset.h).
QString fieldTitle(const UnitField& f) {
  return qstr(unitFieldLabel(f));
}

// Whole numbers only; false for anything else (the model's own columns are integers).
bool parseInt(const QString& text, int lo, int hi, int& out) {
  bool ok = false;
  out = text.trimmed().toInt(&ok);
  return ok && out >= lo && out <= hi;
}

}  // namespace

OobTableModel::OobTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void OobTableModel::setDocument(MapDocument* doc) {
  if (doc_ == doc) return;
  disconnect(scenarioConnection_);
  disconnect(documentConnection_);
  beginResetModel();
  doc_ = doc;
  if (doc_) {
    scenarioConnection_ =
        connect(doc_, &MapDocument::scenarioChanged, this, &OobTableModel::refresh);
    documentConnection_ = connect(doc_, &MapDocument::documentChanged, this, [this] {
      beginResetModel();
      endResetModel();
      setRefusal({});
      refresh();
    });
  }
  endResetModel();
  refresh();
  emit documentChanged();
}

void OobTableModel::setSide(const QString& side) {
  if (side_ == side) return;
  beginResetModel();
  side_ = side;
  endResetModel();
  setRefusal({});  // it was about the other side's entries
  refresh();
  emit sideChanged();
}

const Scenario* OobTableModel::scenario() const {
  return doc_ ? std::as_const(*doc_).scenario() : nullptr;
}

const SideOob* OobTableModel::oob() const {
  const Scenario* s = scenario();
  if (!s) return nullptr;
  for (const SideOob& o : s->oob)
    if (o.side == str(side_)) return &o;
  return nullptr;
}

const OobEntry* OobTableModel::entry(int row) const {
  const SideOob* o = oob();
  return o && row >= 0 && row < static_cast<int>(o->entries.size())
             ? &o->entries[static_cast<std::size_t>(row)]
             : nullptr;
}

const UnitField* OobTableModel::field(int column) const {
  const Scenario* s = scenario();
  if (!s || !s->rules || column < FirstField) return nullptr;
  const auto i = static_cast<std::size_t>(column - FirstField);
  return i < s->rules->unitFields.size() ? &s->rules->unitFields[i] : nullptr;
}

// The views only learn about edits through the document; a change of shape resets them, any
// other change repaints every cell (cheap: an OOB has tens of rows), so delegates survive edits.
void OobTableModel::refresh() {
  const SideOob* o = oob();
  const int rows = o ? static_cast<int>(o->entries.size()) : 0;
  const Scenario* s = scenario();
  const int columns =
      FirstField + (s && s->rules ? static_cast<int>(s->rules->unitFields.size()) : 0);
  if (rows != rows_ || columns != columns_) {
    beginResetModel();
    rows_ = rows;
    columns_ = columns;
    endResetModel();
  } else if (rows_ > 0) {
    emit dataChanged(index(0, 0), index(rows_ - 1, columns_ - 1));
  }
  emit headerDataChanged(Qt::Horizontal, 0, columns_ - 1);
  emit problemCountChanged();
}

int OobTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : rows_;
}
int OobTableModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : columns_;
}

QString OobTableModel::columnTitle(int column) const {
  switch (column) {
    case Id:
      return tr("Id");
    case Name:
      return tr("Name");
    case Count:
      return tr("Count");
    case Setup:
      return tr("Setup");
    case ArrivalTurn:
      return tr("Arrives Turn");
    case ArrivalZone:
      return tr("Arrives At");
    case Vp:
      return tr("VP");
    default:
      break;
  }
  const UnitField* f = field(column);
  return f ? fieldTitle(*f) : QString();
}

QVariant OobTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (role != Qt::DisplayRole) return {};
  return orientation == Qt::Horizontal ? QVariant(columnTitle(section)) : QVariant(section + 1);
}

Qt::ItemFlags OobTableModel::flags(const QModelIndex& index) const {
  return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                         : Qt::NoItemFlags;
}

QHash<int, QByteArray> OobTableModel::roleNames() const {
  return {{Qt::DisplayRole, "display"}, {ValueRole, "value"},      {KindRole, "kind"},
          {ChoicesRole, "choices"},     {MinimumRole, "minimum"},  {MaximumRole, "maximum"},
          {ProblemRole, "problem"},     {RequiredRole, "required"}};
}

QString OobTableModel::placeText(const PlaceRef& place) const {
  if (scenario()->isTable()) return tablePlaceText(place);
  return place.zone.empty() ? qstr(locationListText(place.list)) : qstr(place.zone);
}

void OobTableModel::setRefusal(const QString& why) {
  if (refusal_ == why) return;
  refusal_ = why;
  emit refusalChanged();
}

QString OobTableModel::value(const OobEntry& e, int column) const {
  switch (column) {
    case Id:
      return qstr(e.id);
    case Name:
      return qstr(e.name);
    case Count:
      return QString::number(e.count);
    case Setup:
      return placeText(e.setup);
    case ArrivalTurn:
      return e.arrives ? QString::number(e.arrives->turn) : QString();
    case ArrivalZone:
      return e.arrives ? placeText(e.arrives->zone) : QString();
    case Vp:
      return e.vp ? QString::number(*e.vp) : QString();
    default:
      break;
  }
  const UnitField* f = field(column);
  const std::string* v = f ? e.stat(f->id) : nullptr;
  return v ? qstr(*v) : QString();
}

// The findings of the last validation (the Issues panel's) about this side's cells: one
// source, so that the cells marked and the issues listed agree. A finding about an entry that
// has since moved or been removed (the next validation follows the edit) marks nothing.
QString OobTableModel::problem(int row, int column) const {
  const OobEntry* e = entry(row);
  if (!issues_ || !e) return {};
  QStringList messages;
  const auto& cells = issues_->oobCells();
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const auto& cell = cells[i];
    if (cell && cell->column == column && cell->row == row && cell->entryId == e->id &&
        qstr(cell->side) == side_)
      messages << qstr(issues_->items()[i].message);
  }
  return messages.join('\n');
}

int OobTableModel::problemCount() const {
  if (!issues_) return 0;
  int n = 0;
  for (const auto& cell : issues_->oobCells())
    if (cell && qstr(cell->side) == side_) ++n;
  return n;
}

void OobTableModel::setIssues(IssueList* issues) {
  if (issues_ == issues) return;
  disconnect(issuesConnection_);
  issues_ = issues;
  if (issues_)
    issuesConnection_ =
        connect(issues_, &QAbstractItemModel::modelReset, this, &OobTableModel::refresh);
  refresh();
  emit issuesChanged();
}

QVariant OobTableModel::data(const QModelIndex& index, int role) const {
  const OobEntry* e = entry(index.row());
  if (!e || index.column() >= columns_) return {};
  const int column = index.column();
  const UnitField* f = field(column);
  switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
    case ValueRole:
      return value(*e, column);
    case KindRole:
      if (f) return QString::fromUtf8(kindName(f->kind));
      if (column == Id) return QStringLiteral("id");
      if (column == Setup || column == ArrivalZone) return QStringLiteral("zone");
      if (column == Name) return QStringLiteral("text");
      return QStringLiteral("integer");
    case ChoicesRole: {
      QStringList choices;
      if (f && f->kind == UnitField::Kind::Enum)
        for (const auto& v : f->values) choices << qstr(v);
      if (f && f->kind == UnitField::Kind::Mobility)
        for (const auto& m : scenario()->rules->mobility) choices << qstr(m);
      // The zones of this table's side and the shared ones (a zone's side is the one whose
      // units use it, or whose id begins its name: "us-setup"); another side's are not offered,
      // though a typed one is taken (the checks say if the rules mind).
      if (column == Setup || column == ArrivalZone)
        for (const Zone& z : scenario()->zones) {
          const int side = zoneSideIndex(*scenario(), z.id);
          if (side < 0 || qstr(scenario()->sides[static_cast<std::size_t>(side)].id) == side_)
            choices << qstr(z.id);
        }
      // Reserves come on at a TRP, reinforcements at a hot spot.
      if (column == ArrivalZone && scenario()->isTable())
        for (const ScenarioPoint& p : scenario()->points) choices << qstr(p.id);
      return choices;
    }
    case MinimumRole:
      if (f && f->min) return *f->min;
      if (column == Count || column == ArrivalTurn) return 1;
      if (column == Vp) return -1000;
      return {};
    case MaximumRole:
      if (f && f->max) return *f->max;
      if (column == Count) return 10000;
      if (column == ArrivalTurn) return std::max(1, scenario()->turns);
      if (column == Vp) return 1000;
      return {};
    case ProblemRole:
      return problem(index.row(), column);
    case RequiredRole:
      return f ? f->required : (column == Id || column == Count);
    default:
      return {};
  }
}

bool OobTableModel::editEntry(int row, const QString& text,
                              const std::function<bool(OobEntry&)>& change,
                              const QString& mergeKey) {
  if (!doc_ || !entry(row)) return false;
  const std::string side = str(side_);
  // What the reader would refuse of the saved file (an id that is no id or twice in the side,
  // a stat out of its range or list, a set-up in no zone, a required stat cleared) is refused,
  // in the reader's words: stored, it made a file the editor could not open again.
  QString refusal;
  const bool edited = pushReadableScenarioEdit(
      *doc_, text,
      [&](Scenario& s) {
        for (SideOob& o : s.oob)
          if (o.side == side) return change(o.entries[static_cast<std::size_t>(row)]);
        return false;
      },
      mergeKey, &refusal);
  // A refusal stays until an edit is taken (a Tab through an unchanged cell took it away).
  if (!refusal.isEmpty() || edited) setRefusal(refusal);
  return edited;
}

bool OobTableModel::setData(const QModelIndex& index, const QVariant& v, int role) {
  if (role != Qt::EditRole && role != ValueRole) return false;
  const OobEntry* current = entry(index.row());
  if (!current || index.column() >= columns_) return false;
  const int column = index.column();
  const QString text = v.toString();
  const QString what = tr("Edit %1 of %2").arg(columnTitle(column), qstr(current->id));
  const QString mergeKey = QStringLiteral("oob/%1/%2/%3").arg(side_).arg(index.row()).arg(column);
  const Map* map = std::as_const(*doc_).map();
  // On a grid: a zone id, a hex list, or (when it is neither) the text as a zone id that the
  // cell marks. On a table (the forms of tablePlaceText): what the text names, or nullopt when
  // it names nothing usable, the reason in `refusal`, so that a table scenario always saves to a
  // file that reads back.
  auto place = [&](const QString& t, bool arrival) -> std::optional<PlaceRef> {
    if (scenario()->isTable()) {
      TablePlaceOrError typed = parseTablePlace(*scenario(), t, arrival);
      if (!typed.error.isEmpty()) {
        setRefusal(typed.error);
        return std::nullopt;
      }
      return typed.place;
    }
    PlaceRef ref;
    const std::string s = str(t.trimmed());
    if (s.empty() || scenario()->zone(s)) {
      ref.zone = s;
    } else if (auto list = map ? parseLocationList(*map, s, nullptr) : std::nullopt) {
      ref.list = *list;
    } else {
      ref.zone = s;  // no zone: the reader's refusal (editEntry) says so
    }
    return ref;
  };
  auto samePlace = [](const PlaceRef& a, const PlaceRef& b) {
    return a.zone == b.zone && a.list.items == b.list.items && a.point == b.point &&
           a.shape == b.shape && a.at == b.at;
  };
  int number = 0;
  switch (column) {
    case Id:
      return editEntry(
          index.row(), what,
          [&](OobEntry& e) { return e.id != str(text) && (e.id = str(text), true); }, mergeKey);
    case Name:
      return editEntry(
          index.row(), what,
          [&](OobEntry& e) { return e.name != str(text) && (e.name = str(text), true); }, mergeKey);
    case Count:
      if (!parseInt(text, 1, 10000, number)) return false;
      return editEntry(
          index.row(), what,
          [&](OobEntry& e) { return e.count != number && (e.count = number, true); }, mergeKey);
    case Setup: {
      std::optional<PlaceRef> ref = place(text, false);
      if (!ref) return false;
      return editEntry(
          index.row(), what,
          [&](OobEntry& e) {
            if (samePlace(*ref, e.setup)) return false;
            e.setup = std::move(*ref);
            return true;
          },
          mergeKey);
    }
    case ArrivalTurn:
      if (text.trimmed().isEmpty())  // no turn: not a reinforcement
        return editEntry(index.row(), tr("%1 sets up at start").arg(qstr(current->id)),
                         [&](OobEntry& e) {
                           if (!e.arrives) return false;
                           e.arrives.reset();
                           return true;
                         });
      if (!parseInt(text, 1, 10000, number)) return false;
      return editEntry(
          index.row(), what,
          [&](OobEntry& e) {
            if (!e.arrives)
              e.arrives.emplace();
            else if (e.arrives->turn == number)
              return false;
            e.arrives->turn = number;
            return true;
          },
          mergeKey);
    case ArrivalZone: {
      std::optional<PlaceRef> ref = place(text, true);
      if (!ref) return false;
      return editEntry(
          index.row(), what,
          [&](OobEntry& e) {
            if (!e.arrives) {
              if (ref->empty()) return false;
              e.arrives.emplace();
              e.arrives->turn = 1;  // a reinforcement needs a turn; the designer adjusts it
            } else if (samePlace(*ref, e.arrives->zone)) {
              return false;
            }
            e.arrives->zone = std::move(*ref);
            return true;
          },
          mergeKey);
    }
    case Vp:
      if (text.trimmed().isEmpty())
        return editEntry(index.row(), what,
                         [&](OobEntry& e) { return e.vp && (e.vp.reset(), true); });
      if (!parseInt(text, -1000, 1000, number)) return false;
      return editEntry(
          index.row(), what, [&](OobEntry& e) { return e.vp != number && (e.vp = number, true); },
          mergeKey);
    default:
      break;
  }
  const UnitField* f = field(column);
  if (!f) return false;
  const Ruleset& rules = *scenario()->rules;
  const std::string fieldId = f->id;
  const std::string newText = str(text.trimmed());
  return editEntry(
      index.row(), what,
      [&](OobEntry& e) {
        auto it = std::find_if(e.stats.begin(), e.stats.end(),
                               [&](const StatValue& st) { return st.field == fieldId; });
        if (newText.empty()) {
          if (it == e.stats.end()) return false;
          e.stats.erase(it);
          return true;
        }
        if (it != e.stats.end()) return it->text != newText && (it->text = newText, true);
        // Keep the ruleset's field order: before the first stat of a later or unknown field.
        auto rank = [&](const std::string& id) {
          for (std::size_t i = 0; i < rules.unitFields.size(); ++i)
            if (rules.unitFields[i].id == id) return static_cast<int>(i);
          return static_cast<int>(rules.unitFields.size());
        };
        const int mine = rank(fieldId);
        auto pos = std::find_if(e.stats.begin(), e.stats.end(),
                                [&](const StatValue& st) { return rank(st.field) > mine; });
        e.stats.insert(pos, StatValue{fieldId, newText});
        return true;
      },
      mergeKey);
}

bool OobTableModel::setCell(int row, int column, const QString& value) {
  return setData(index(row, column), value, Qt::EditRole);
}

QVariant OobTableModel::cell(int row, int column, const QString& roleName) const {
  const QHash<int, QByteArray> names = roleNames();
  for (auto it = names.begin(); it != names.end(); ++it)
    if (it.value() == roleName.toUtf8()) return data(index(row, column), it.key());
  return {};
}

int OobTableModel::addRow() {
  if (!doc_ || !scenario() || !scenario()->side(str(side_))) return -1;
  const std::string side = str(side_);
  int row = -1;
  pushScenarioEdit(*doc_, tr("Add unit to %1").arg(side_), [&](Scenario& s) {
    auto it =
        std::find_if(s.oob.begin(), s.oob.end(), [&](const SideOob& o) { return o.side == side; });
    if (it == s.oob.end()) {
      s.oob.push_back(SideOob{side, {}});
      it = s.oob.end() - 1;
    }
    OobEntry e;
    e.id = uniqueId("unit", [&](const std::string& id) {
      return std::any_of(it->entries.begin(), it->entries.end(),
                         [&](const OobEntry& o) { return o.id == id; });
    });
    e.name = "New unit";
    // The ruleset's required fields start with a value the reader takes (the row read back
    // with missing-field errors, and its saved file could not be opened again).
    if (s.rules)
      for (const UnitField& f : s.rules->unitFields)
        if (f.required)
          if (auto value = defaultStatValue(f, *s.rules)) e.stats.push_back(StatValue{f.id, *value});
    it->entries.push_back(std::move(e));
    row = static_cast<int>(it->entries.size()) - 1;
    return true;
  });
  return row;
}

int OobTableModel::duplicateRow(int row) {
  const OobEntry* source = entry(row);
  if (!source) return -1;
  const std::string side = str(side_);
  int copyRow = -1;
  pushScenarioEdit(*doc_, tr("Duplicate %1").arg(qstr(source->id)), [&](Scenario& s) {
    for (SideOob& o : s.oob) {
      if (o.side != side) continue;
      OobEntry copy = o.entries[static_cast<std::size_t>(row)];
      copy.id = copyId(copy.id, [&](const std::string& id) {
        return std::any_of(o.entries.begin(), o.entries.end(),
                           [&](const OobEntry& e) { return e.id == id; });
      });
      o.entries.insert(o.entries.begin() + row + 1, std::move(copy));
      copyRow = row + 1;
      return true;
    }
    return false;
  });
  return copyRow;
}

void OobTableModel::removeRow(int row) {
  const OobEntry* e = entry(row);
  if (!e) return;
  const std::string side = str(side_);
  pushScenarioEdit(*doc_, tr("Remove %1").arg(qstr(e->id)), [&](Scenario& s) {
    for (SideOob& o : s.oob)
      if (o.side == side) {
        o.entries.erase(o.entries.begin() + row);
        return true;
      }
    return false;
  });
}

}  // namespace sandtable::editor
