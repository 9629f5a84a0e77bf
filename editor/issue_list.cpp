#include "editor/issue_list.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include "model/diagnostic_codes.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

QString docsDirectory() {
  QStringList candidates;
  if (const QString env = qEnvironmentVariable("SANDTABLE_DOCS_DIR"); !env.isEmpty()) candidates << env;
  candidates << QCoreApplication::applicationDirPath() + "/../share/doc/sandtable";
#ifdef SANDTABLE_SOURCE_DOCS_DIR
  candidates << QStringLiteral(SANDTABLE_SOURCE_DOCS_DIR);
#endif
  for (const QString& dir : candidates)
    if (QFileInfo::exists(dir + "/checks.md")) return QDir(dir).canonicalPath();
  return {};
}

QUrl docsUrl(const std::string& docsPath) {
  static const QString dir = docsDirectory();
  const QString path = QString::fromStdString(docsPath);
  if (dir.isEmpty() || !path.startsWith("docs/")) return {};
  QUrl url = QUrl::fromLocalFile(dir + "/" + path.mid(5).section('#', 0, 0));
  if (path.contains('#')) url.setFragment(path.section('#', 1));
  return url;
}

int diagnosticLocation(const Diagnostic& d, const Map* map, const Scenario* scenario) {
  if (!map) return -1;
  for (const DiagnosticLocation& loc : d.locations) {
    std::string text = loc.value;
    if (loc.kind == DiagnosticLocation::Kind::Zone) {
      const Zone* zone = scenario ? scenario->zone(text) : nullptr;
      if (zone && !zone->resolved.empty()) return zone->resolved.front();
      continue;
    }
    if (loc.kind == DiagnosticLocation::Kind::Hexside) text = text.substr(0, text.find('/'));
    if (loc.kind == DiagnosticLocation::Kind::Path) continue;
    if (auto o = map->grid.parseLabel(text); o && map->grid.contains(*o)) return map->grid.index(*o);
  }
  return -1;
}

// Tables: the feature at fault (selected and centred on) or the place to centre on.
QVariantMap diagnosticSpot(const Diagnostic& d, const Map* map, const Scenario* scenario) {
  if (!map || !map->isTable()) return {};
  const auto at = [](TablePoint p) { return QVariantMap{{"x", p.x}, {"y", p.y}}; };
  for (const DiagnosticLocation& loc : d.locations) {
    switch (loc.kind) {
      case DiagnosticLocation::Kind::Feature:
        if (const TableFeature* f = map->feature(loc.value)) {
          QVariantMap spot = at(geo::shapeCentre(f->shape, f->shape.lineWidth.value_or(geo::kDefaultLineWidth)));
          spot["feature"] = QString::fromStdString(f->id);
          return spot;
        }
        break;
      case DiagnosticLocation::Kind::Point:
        if (auto p = parseTablePoint(loc.value)) return at(*p);
        break;
      case DiagnosticLocation::Kind::Zone:
        if (const Zone* z = scenario ? scenario->zone(loc.value) : nullptr; z && z->shape)
          return at(geo::shapeCentre(*z->shape, z->shape->lineWidth.value_or(geo::kDefaultLineWidth)));
        break;
      default: break;
    }
  }
  return {};
}

QVariant IssueList::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= static_cast<int>(items_.size())) return {};
  const Diagnostic& d = items_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case SeverityRole: return QString::fromUtf8(severityName(d.severity));
    case CodeRole: return QString::fromStdString(d.code);
    case MessageRole: return QString::fromStdString(d.message);
    case RuleRole: return QString::fromStdString(d.rule);
    case FixRole: return QString::fromStdString(d.fix);
    case PlaceRole: {
      QString place = QString::fromStdString(d.file).section('/', -1);
      if (d.line > 0) place += QStringLiteral(":%1").arg(d.line);
      return place;
    }
    case LocationRole: return locations_[static_cast<std::size_t>(index.row())];
    case HelpRole: return QString::fromStdString(diagnosticDocsPath(d.code));
    case HelpUrlRole: return docsUrl(diagnosticDocsPath(d.code));
    case TextRole:
    case Qt::DisplayRole: return QString::fromStdString(formatDiagnostic(d));
    default: return {};
  }
}

QHash<int, QByteArray> IssueList::roleNames() const {
  return {{SeverityRole, "severity"}, {CodeRole, "code"},   {MessageRole, "message"},   {RuleRole, "rule"},
          {FixRole, "fix"},           {PlaceRole, "place"}, {LocationRole, "location"}, {TextRole, "text"},
          {HelpRole, "help"},         {HelpUrlRole, "helpUrl"}};
}

void IssueList::reset(const Diagnostics& diagnostics, const Map* map, const Scenario* scenario,
                      std::vector<std::optional<OobCellRef>> oobCells) {
  beginResetModel();
  // Errors first, then warnings, then notes; the checks' own order within each.
  const std::vector<Diagnostic>& all = diagnostics.all();
  std::vector<std::size_t> order(all.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return all[a].severity < all[b].severity; });
  items_.clear();
  oobCells_.clear();
  locations_.clear();
  spots_.clear();
  for (std::size_t i : order) {
    const Diagnostic& d = all[i];
    items_.push_back(d);
    oobCells_.push_back(i < oobCells.size() ? std::move(oobCells[i]) : std::nullopt);
    locations_.push_back(diagnosticLocation(d, map, scenario));
    spots_.push_back(diagnosticSpot(d, map, scenario));
  }
  endResetModel();
  emit countChanged();
}

QUrl IssueList::helpUrl(int row) const {
  return row >= 0 && row < static_cast<int>(items_.size())
             ? docsUrl(diagnosticDocsPath(items_[static_cast<std::size_t>(row)].code))
             : QUrl();
}

QVariantMap IssueList::tableSpotOf(int row) const {
  return row >= 0 && row < static_cast<int>(spots_.size()) ? spots_[static_cast<std::size_t>(row)] : QVariantMap();
}

QVariantMap IssueList::oobCellOf(int row) const {
  if (row < 0 || row >= static_cast<int>(oobCells_.size())) return {};
  const std::optional<OobCellRef>& cell = oobCells_[static_cast<std::size_t>(row)];
  if (!cell) return {};
  return {{"side", QString::fromStdString(cell->side)}, {"row", cell->row}, {"column", cell->column}};
}

int IssueList::locationOf(int row) const {
  return row >= 0 && row < static_cast<int>(locations_.size()) ? locations_[static_cast<std::size_t>(row)] : -1;
}

}  // namespace sandtable::editor
