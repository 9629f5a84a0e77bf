// The ScenarioEditor's Zones panel: zones as location lists, map edges, and on a table as
// shapes or edge bands; each change one undo step.
#include <QPointF>
#include <QVariantMap>

#include "editor/map_document.h"
#include "editor/qt_convert.h"
#include "editor/scenario_edit.h"
#include "editor/scenario_editor.h"
#include "editor/scenario_editor_internal.h"
#include "editor/table_shapes.h"
#include "model/table_geometry.h"
#include "model/yaml_reader.h"

namespace sandtable::editor {

using namespace scenario_detail;

namespace {

// A corner as QML gives it: {x, y}, Qt.point or [x, y].
std::optional<TablePoint> pointOf(const QVariant& v) {
  bool okX = false, okY = false;
  double x = 0, y = 0;
  if (v.typeId() == QMetaType::QPointF || v.typeId() == QMetaType::QPoint) {
    const QPointF p = v.toPointF();
    return TablePoint{p.x(), p.y()};
  }
  if (v.canConvert<QVariantMap>() && v.typeId() != QMetaType::QVariantList) {
    const QVariantMap m = v.toMap();
    if (!m.contains("x") || !m.contains("y")) return std::nullopt;
    x = m.value("x").toDouble(&okX);
    y = m.value("y").toDouble(&okY);
  } else if (v.canConvert<QVariantList>()) {
    const QVariantList l = v.toList();
    if (l.size() != 2) return std::nullopt;
    x = l[0].toDouble(&okX);
    y = l[1].toDouble(&okY);
  }
  if (!okX || !okY) return std::nullopt;
  return TablePoint{x, y};
}

}  // namespace

// --- Zones -----------------------------------------------------------------------------------

QString ScenarioEditor::addZone() {
  std::string id;
  edit(tr("Add zone"), [&](Scenario& s) {
    id = uniqueId("zone", [&](const std::string& c) { return idTaken(s, c); });
    Zone z;
    z.id = id;
    // A table's zone is an area: a quarter-size rect in the middle, to be reshaped.
    if (s.isTable()) {
      const TableSize& t = s.map->table;
      z.shape = rectShape(t.width * 3 / 8, t.height * 3 / 8, t.width / 4, t.height / 4);
    }
    s.zones.push_back(std::move(z));
    return true;
  });
  return qstr(id);
}

void ScenarioEditor::removeZone(const QString& id) {
  // References to it stay as written, so that validation lists them for the designer to fix.
  edit(tr("Remove zone %1").arg(id), [&](Scenario& s) { return eraseById(s.zones, str(id)); });
}

QString ScenarioEditor::renameZone(const QString& id, const QString& newId) {
  if (!scenario() || id == newId || !scenario()->zone(str(id))) return {};
  if (QString error = checkNewId("zone id", newId,
                                 [&](const std::string& c) { return idTaken(*scenario(), c); });
      !error.isEmpty())
    return error;
  edit(tr("Rename zone %1 to %2").arg(id, newId), [&](Scenario& s) {
    renameZoneReferences(s, str(id), str(newId));
    return true;
  });
  return {};
}

QString ScenarioEditor::setZoneHexes(const QString& id, const QString& text) {
  if (!map()) return tr("There is no map.");
  if (isTable()) return tr("A zone on a table is a shape: give it a rectangle or a polygon.");
  std::string error;
  auto list = parseLocationList(*map(), str(text), &error);
  if (!list) return qstr(error);
  edit(tr("Edit hexes of zone %1").arg(id), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(id));
    if (!z || z->hexes.items == list->items) return false;
    z->hexes = *list;
    resolveZone(*map(), *z);
    return true;
  });
  return {};
}

QString ScenarioEditor::setZoneEdge(const QString& id, const QString& edge) {
  if (!map()) return tr("There is no map.");
  const std::optional<Edge> wanted = parseEdge(str(edge));
  if (!edge.isEmpty() && !wanted)
    return tr("'%1' is not an edge: north, east, south or west").arg(edge);
  if (isTable()) {
    edit(tr("Set edge of zone %1").arg(id), [&](Scenario& s) {
      Zone* z = findById(s.zones, str(id));
      if (!z) return false;
      if (wanted) {
        if (z->edge == wanted && !z->shape) return false;
        z->edge = wanted;
        z->shape.reset();
        z->hexes = {};
      } else {
        // A band becomes the rect it covers; a shape stays as it is.
        if (!z->edge) return false;
        if (!z->shape)
          z->shape = edgeBandRect(map()->table, *z->edge, z->depth.value_or(kDefaultEdgeDepth));
        z->edge.reset();
        z->depth.reset();
      }
      return true;
    });
    return {};
  }
  edit(tr("Set edge of zone %1").arg(id), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(id));
    if (!z || !assign(z->edge, wanted)) return false;
    resolveZone(*map(), *z);
    return true;
  });
  return {};
}

QString ScenarioEditor::setZoneRect(const QString& zone, double x, double y, double w, double h) {
  if (!isTable()) return tr("Rectangles are for zones on a table; on this map list its hexes.");
  if (!scenario()->zone(str(zone))) return tr("There is no zone '%1'.").arg(zone);
  if (!(w > 0) || !(h > 0)) return tr("A rectangle needs a positive width and height.");
  const Shape rect = rectShape(x, y, w, h);
  if (QString error = checkTableShape(rect); !error.isEmpty()) return error;
  edit(tr("Set zone %1 to a rectangle").arg(zone), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(zone));
    if (!z || (z->shape == rect && !z->edge)) return false;
    z->shape = rect;
    z->edge.reset();
    z->depth.reset();
    z->hexes = {};
    return true;
  });
  return {};
}

QVariantMap ScenarioEditor::setZoneRectField(const QString& zone, const QString& field, double value) {
  const Zone* z = scenario() ? scenario()->zone(str(zone)) : nullptr;
  if (!z || !z->shape || z->shape->kind != Shape::Kind::Rect || z->shape->points.empty())
    return {{"error", setZoneRect(zone, 0, 0, 0, 0)}, {"note", QString()}};
  double x = z->shape->points[0].x, y = z->shape->points[0].y;
  double w = z->shape->width, h = z->shape->height;
  // The designer types the fields in any order: y 32 on a 36 in table with h 9 moves the
  // band down and makes it 4 deep, where checking each value against the others refused it
  // until h had been made small first.
  QString note;
  const TableSize& table = map()->table;
  const auto fit = [&](double corner, double& size, double limit, const char* name) {
    if (corner >= 0 && corner < limit && corner + size > limit) {
      size = limit - corner;
      note = tr("%1 cut to %2 to keep the zone on the table.").arg(QLatin1String(name), num(size));
    }
  };
  if (field == "x") {
    x = value;
    fit(x, w, table.width, "w");
  } else if (field == "y") {
    y = value;
    fit(y, h, table.height, "h");
  } else if (field == "w") {
    w = value;
  } else if (field == "h") {
    h = value;
  } else {
    return {{"error", tr("A rect has x, y, w and h, not '%1'.").arg(field)}, {"note", QString()}};
  }
  const QString error = setZoneRect(zone, x, y, w, h);
  return {{"error", error}, {"note", error.isEmpty() ? note : QString()}};
}

QString ScenarioEditor::setZonePolygon(const QString& zone, const QVariantList& points) {
  if (!isTable()) return tr("Polygons are for zones on a table; on this map list its hexes.");
  if (!scenario()->zone(str(zone))) return tr("There is no zone '%1'.").arg(zone);
  std::vector<TablePoint> corners;
  for (const QVariant& v : points) {
    auto p = pointOf(v);
    if (!p) return tr("Give the corners as {x, y} or [x, y].");
    corners.push_back(*p);
  }
  ShapeOrError polygon = polygonFromPoints(std::move(corners));
  if (!polygon.error.empty()) return qstr(polygon.error);
  if (QString error = checkTableShape(polygon.shape); !error.isEmpty()) return error;
  edit(tr("Set zone %1 to a polygon").arg(zone), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(zone));
    if (!z || (z->shape == polygon.shape && !z->edge)) return false;
    z->shape = polygon.shape;
    z->edge.reset();
    z->depth.reset();
    z->hexes = {};
    return true;
  });
  return {};
}

QString ScenarioEditor::setZoneDepth(const QString& zone, double depth) {
  if (!isTable()) return tr("Only a zone on a table has a depth.");
  const Zone* z = scenario()->zone(str(zone));
  if (!z) return tr("There is no zone '%1'.").arg(zone);
  if (!z->edge || z->shape) return tr("Zone '%1' is not an edge band.").arg(zone);
  const TableSize& t = map()->table;
  const double across = (*z->edge == Edge::North || *z->edge == Edge::South) ? t.height : t.width;
  if (!(depth > 0) || depth > across)
    return tr("The depth must be more than 0 and at most %1 (the table is %2).")
        .arg(num(across), tableSize());
  edit(
      tr("Set depth of zone %1").arg(zone),
      [&](Scenario& s) {
        Zone* z = findById(s.zones, str(zone));
        return z && assign(z->depth, std::optional<double>(depth));
      },
      "zone/" + zone + "/depth");
  return {};
}

void ScenarioEditor::paintZone(const QString& zone, const QList<int>& locations, bool erase) {
  if (isTable()) return;  // a table has no locations to paint
  QList<int> painted = zoneLocations(zone);
  for (int i : locations) {
    if (erase)
      painted.removeAll(i);
    else if (!painted.contains(i))
      painted.append(i);
  }
  setZoneLocations(zone, painted);
}

void ScenarioEditor::setZoneLocations(const QString& zone, const QList<int>& locations) {
  if (!map() || isTable()) return;
  std::vector<int> wanted;
  for (int index : locations)
    if (index >= 0 && index < map()->grid.size()) wanted.push_back(index);
  std::sort(wanted.begin(), wanted.end());
  wanted.erase(std::unique(wanted.begin(), wanted.end()), wanted.end());
  edit(tr("Paint zone %1").arg(zone), [&](Scenario& s) {
    Zone* z = findById(s.zones, str(zone));
    if (!z || z->resolved == wanted) return false;
    std::vector<int> listed = wanted;
    if (z->edge) {
      const auto edge = map()->edgeLocations(*z->edge);
      if (std::all_of(edge.begin(), edge.end(),
                      [&](int i) { return std::binary_search(wanted.begin(), wanted.end(), i); }))
        std::erase_if(listed,
                      [&](int i) { return std::find(edge.begin(), edge.end(), i) != edge.end(); });
      else
        z->edge.reset();  // part of the edge was unpainted: list the rest explicitly
    }
    z->hexes = locationListOf(*map(), listed);
    resolveZone(*map(), *z);
    return true;
  });
}

}  // namespace sandtable::editor
