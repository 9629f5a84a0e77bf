// The map view's labels (issue 26): on a table every label keeps one readable size whatever
// the scenario points (names shrank to the point marks' 7 px once a hot spot was drawn), the
// points keep their labels at Fit, labels that share a place are kept apart by the print's
// placer, and hill steps carry their heights on their edges; hex maps number their hills.
#include <QImage>
#include <QPainter>
#include <QtTest>
#include <algorithm>
#include <functional>

#include "editor/map_labels.h"
#include "editor/map_layout.h"
#include "editor/table_labels.h"
#include "editor/zone_layer.h"
#include "editor_test_support.h"
#include "exporters/label_placer.h"
#include "exporters/map_style.h"
#include "exporters/table_paint.h"
#include "model/document_io.h"
#include "model/table_geometry.h"

using namespace sandtable;
using namespace sandtable::editor;

namespace {

std::shared_ptr<Scenario> loadSample(const char* path) {
  return test::loadSampleScenario(path);
}

// The zoom at which a table of `map` fits 1000 pixels across, as Fit shows it in a window.
double fitZoom(const Map& map) {
  return 1000.0 / (map.table.width * editor::MapLayout::kTableUnit);
}

const Label* find(const std::vector<Label>& labels, const QString& text) {
  for (const Label& l : labels)
    if (l.text == text) return &l;
  return nullptr;
}

}  // namespace

// Each zone id drawn where a name is then put (by `name`) moves off it.
static void zoneIdsKeepClearOfNames(const char* sample, double pixels, const std::function<void(Map&, int)>& name) {
  auto s = loadSample(sample);
  QVERIFY(s && !s->zones.empty());
  auto map = std::make_shared<Map>(*s->map);
  s->map = map;
  const editor::MapLayout layout(*map);
  const double zoom = pixels / layout.locationExtent();
  const QTransform toDevice = QTransform::fromScale(zoom, zoom);
  const editor::MapLayout::Box b = layout.bounds();
  QImage image(static_cast<int>(b.right * zoom) + 1, static_cast<int>(b.bottom * zoom) + 1,
               QImage::Format_ARGB32_Premultiplied);
  QPainter p(&image);
  const std::vector<QRectF> alone = paintZoneLabels(p, *s, layout, {}, toDevice);
  QVERIFY(!alone.empty());
  for (const QRectF& box : alone) {
    const QPointF at = toDevice.inverted().map(box.center());
    const int location = layout.locationAt({at.x(), at.y()});
    QVERIFY(location >= 0);
    name(*map, location);
  }
  const QRectF visible(b.left, b.top, b.width(), b.height());
  const std::vector<QRectF> names = paintLabels(p, *map, layout, toDevice, visible, zoom);
  QVERIFY(names.size() >= 1);
  const std::vector<QRectF> ids = paintZoneLabels(p, *s, layout, {}, toDevice, names);
  QCOMPARE(ids.size(), alone.size());
  for (const QRectF& id : ids)
    for (const QRectF& box : names)
      QVERIFY2(!id.intersects(box), qPrintable(QString("a zone id at %1,%2 over a name at %3,%4")
                                                   .arg(id.x())
                                                   .arg(id.y())
                                                   .arg(box.x())
                                                   .arg(box.y())));
}

class TestMapLabels : public QObject {
  Q_OBJECT
 private slots:
  // Every label is at least 9 px at Fit and when zoomed in, the points' kinds show at Fit, and
  // painting (which draws the hot spots' numbers first) leaves the painter's font as it was.
  void tableLabelsKeepAReadableSizeAndShowAtFit() {
    for (const char* path : {"focused-firepower/cressonville.scenario.yaml",
                             "force-on-force/khoshkab.scenario.yaml"}) {
      const auto s = loadSample(path);
      QVERIFY(s);
      for (double zoom : {fitZoom(*s->map), 4 * fitZoom(*s->map)}) {
        const std::vector<Label> labels =
            tableLabels(*s->map, s.get(), QTransform::fromScale(zoom, zoom), zoom);
        QVERIFY(!labels.empty());
        for (const Label& l : labels) QVERIFY2(l.font.pixelSize() >= 9, qPrintable(l.text));
      }
      QImage image(1000, 800, QImage::Format_ARGB32_Premultiplied);
      QPainter p(&image);
      QFont before = p.font();
      before.setPixelSize(11);
      p.setFont(before);
      const double zoom = 4 * fitZoom(*s->map);
      paintTableLabels(p, *s->map, s.get(), QTransform::fromScale(zoom, zoom),
                       QRectF(0, 0, 1e5, 1e5), zoom);
      QCOMPARE(p.font().pixelSize(), 11);
    }
    const auto ff = loadSample("focused-firepower/cressonville.scenario.yaml");
    const double zoom = fitZoom(*ff->map);
    const std::vector<Label> labels =
        tableLabels(*ff->map, ff.get(), QTransform::fromScale(zoom, zoom), zoom);
    QVERIFY(find(labels, "ERP gb"));
    QVERIFY(find(labels, "TRP de"));
  }

  // A hot spot's number is its only label: inside its symbol when that holds it, else beside
  // it (on a big table at Fit the symbols are too small, and the numbers showed nowhere).
  void aHotSpotsNumberShowsAtEveryZoom() {
    const auto s = loadSample("force-on-force/khoshkab.scenario.yaml");
    QVERIFY(s);
    auto numbersBeside = [&](double zoom) {
      int n = 0;
      for (const Label& l : tableLabels(*s->map, s.get(), QTransform::fromScale(zoom, zoom), zoom))
        for (const ScenarioPoint& pt : s->points)
          if (pt.kind == ScenarioPoint::Kind::HotSpot && pt.number && l.text == QString::number(*pt.number) &&
              l.ink == kHotSpot.darker(130))  // not a hill step's height of the same figure
            ++n;
      return n;
    };
    const int hotSpots = static_cast<int>(std::count_if(s->points.begin(), s->points.end(), [](const ScenarioPoint& pt) {
      return pt.kind == ScenarioPoint::Kind::HotSpot;
    }));
    QVERIFY(hotSpots >= 3);
    QCOMPARE(numbersBeside(0.3), hotSpots);  // symbols of a few pixels: each number beside its own
    QCOMPARE(numbersBeside(3.0), 0);         // drawn inside the symbols
  }

  // A label whose mark is on the edge of its bounds is moved in, whole, not cut there (a zone
  // whose middle hex was on the map's left edge showed "-setup").
  void aLabelOnTheEdgeIsMovedInWhole() {
    QImage image(400, 300, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    const QRectF bounds(100, 50, 200, 200);
    LabelPlacer placer(p, bounds, bounds, 1.0);
    QFont font;
    font.setPixelSize(14);
    for (const QPointF at : {QPointF(100, 150), QPointF(300, 150), QPointF(200, 50), QPointF(200, 250)}) {
      const QRectF box = placer.place({QStringLiteral("us-setup"), font, Qt::black, at, -1, false, true});
      QVERIFY2(bounds.contains(box), qPrintable(QString("%1,%2").arg(at.x()).arg(at.y())));
    }
  }

  // Crowded out of every free spot, a label takes the one that covers the least of the labels
  // placed (the first such spot hid a building's name under an objective's); a centred label
  // tries beside its place too once the lines above and below are taken.
  void aCrowdedLabelCoversAsLittleAsItCan() {
    QImage image(600, 400, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    const QRectF bounds(0, 0, 600, 400);
    QFont font;
    font.setPixelSize(14);
    {
      LabelPlacer placer(p, bounds, bounds, 1.0);
      const QPointF at(300, 200);
      // The label's eight spots round a mark of radius 10 (the placer's gap: the radius and 4),
      // each taken by a label of its size; the one below only just.
      const QSizeF size = QFontMetricsF(font).boundingRect(QStringLiteral("name")).size() + QSizeF(9, 9);
      const double gap = 10 + 4;
      const QPointF up(0, -(gap + size.height() / 2)), right(gap + size.width() / 2, 0);
      for (const QPointF d : {up, right, -right, up + right, up - right, -up + right, -up - right})
        placer.place({QStringLiteral("name"), font, Qt::black, at + d, -1, false, false});
      const QRectF below = placer.place({QStringLiteral("name"), font, Qt::black,
                                         at - up + QPointF(0, size.height() * 0.8), -1, false, false});
      const QRectF placed = placer.place({QStringLiteral("name"), font, Qt::black, at, 10, false, false});
      QVERIFY2(placed.center().y() > at.y() && std::abs(placed.center().x() - at.x()) < 1,
               qPrintable(QString("placed at %1,%2").arg(placed.center().x()).arg(placed.center().y())));
      QVERIFY(placed.intersects(below));
    }
    {
      LabelPlacer placer(p, bounds, bounds, 1.0);
      const QPointF at(300, 200);
      // Nine lines stacked at one centre: the tenth goes beside them, not over one.
      std::vector<QRectF> lines;
      for (int k = 0; k < 9; ++k)
        lines.push_back(placer.place({QStringLiteral("line %1").arg(k), font, Qt::black, at, -1, false, true}));
      const QRectF tenth = placer.place({QStringLiteral("zone-id"), font, Qt::black, at, -1, false, true});
      for (const QRectF& line : lines) QVERIFY(!tenth.intersects(line));
    }
  }

  // The names of nested hill steps share a centre; placed, they take boxes apart.
  void labelsThatShareAPlaceAreKeptApart() {
    const auto ff = loadSample("focused-firepower/cressonville.scenario.yaml");
    const double zoom = 4 * fitZoom(*ff->map);
    const std::vector<Label> labels =
        tableLabels(*ff->map, ff.get(), QTransform::fromScale(zoom, zoom), zoom);
    const Label* summit = find(labels, QString::fromUtf8("Mont Brûlé, summit"));
    const Label* lower = find(labels, QString::fromUtf8("Mont Brûlé, lower slopes"));
    QVERIFY(summit && lower);
    QImage image(4000, 3000, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    const QRectF all(0, 0, 4000, 3000);
    LabelPlacer placer(p, all, all, 1.0 / 3);
    std::vector<QRectF> boxes;
    for (const Label& l : labels) {
      const QRectF box = placer.place(l);
      if (&l == summit || &l == lower) boxes.push_back(box);
    }
    QCOMPARE(boxes.size(), std::size_t(2));
    QVERIFY(!boxes[0].intersects(boxes[1]));
  }

  // Each hill step's height on its edge, in the editor and the print alike.
  void hillStepsShowTheirHeights() {
    const auto ff = loadSample("focused-firepower/cressonville.scenario.yaml");
    const Map& map = *ff->map;
    int hills = 0;
    QStringList texts;
    for (const TableFeature& f : map.features) {
      const QString text = tableHeightText(f, *map.rules);
      if (tableLook(f, *map.rules) != TableLook::Hill) {
        QVERIFY(text.isEmpty());
        continue;
      }
      ++hills;
      texts << text;
      QCOMPARE(text, QString::number(featureHeight(f, *map.rules)));
      // On its edge, at its northernmost corner.
      const TablePoint top = tableEdgeTop(f.shape);
      for (const TablePoint& q : f.shape.points) QVERIFY(top.y <= q.y);
    }
    QVERIFY(hills >= 3);
    const double zoom = fitZoom(map);
    const std::vector<Label> labels =
        tableLabels(map, ff.get(), QTransform::fromScale(zoom, zoom), zoom);
    int heights = 0;
    for (const Label& l : labels) heights += texts.contains(l.text) ? 1 : 0;
    QCOMPARE(heights, hills);
  }

  // A zone's id keeps clear of the hex names: with a name on the hex where each id was drawn,
  // the ids move off the names (they were drawn over them), as the print keeps its labels apart.
  void zoneIdsKeepClearOfHexNames() {
    zoneIdsKeepClearOfNames("fighting-formations/croix-fouquet.scenario.yaml", 1.5 * kMinReadableLabelSize,
                            [](Map& map, int hex) { map.info[hex].name = "Ferme de la Croix-Fouquet"; });
  }
  // ... and of a card's title and cover (a zone's id covered the title of the card in its middle).
  void zoneIdsKeepClearOfCardTitles() {
    // Cards about as large as a window's Fit shows them.
    zoneIdsKeepClearOfNames("field-of-fire/mill-hamlet.scenario.yaml", 200, [](Map& map, int card) {
      map.cards[static_cast<std::size_t>(card)].name = "Orchard and farm buildings";
      map.cards[static_cast<std::size_t>(card)].cover = {2, 3};
    });
  }

  // A piece's name keeps clear of a hot spot at its middle: the hot spot's number is its only
  // label (a building's name hid it).
  void aPieceNameKeepsClearOfAHotSpot() {
    const auto s = loadSample("force-on-force/khoshkab.scenario.yaml");
    QVERIFY(s);
    const ScenarioPoint* hotSpot = nullptr;
    for (const ScenarioPoint& pt : s->points)
      if (pt.kind == ScenarioPoint::Kind::HotSpot) hotSpot = &pt;
    QVERIFY(hotSpot);
    auto map = std::make_shared<Map>(*s->map);
    TableFeature* piece = nullptr;
    for (TableFeature& f : map->features)
      if (!f.name.empty() && !piece) piece = &f;
    QVERIFY(piece);
    // The piece moved so that its name's place is the hot spot.
    const TablePoint from = tableLabelPoint(*piece), to = hotSpot->position();
    for (TablePoint& q : piece->shape.points) q = {q.x + to.x - from.x, q.y + to.y - from.y};
    const double zoom = 4 * fitZoom(*map);
    const QTransform toDevice = QTransform::fromScale(zoom, zoom);
    const std::vector<Label> labels = tableLabels(*map, s.get(), toDevice, zoom);
    const Label* name = find(labels, QString::fromStdString(piece->name));
    QVERIFY(name);
    const std::vector<QRectF> marks = tableMarkBoxes(*map, *s, toDevice, zoom);
    const auto mark = std::find_if(marks.begin(), marks.end(), [&](const QRectF& m) { return m.contains(name->at); });
    QVERIFY2(mark != marks.end(), "the name's place is on the hot spot");
    QImage image(1000, 800, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    const double u = editor::MapLayout::kTableUnit;
    const std::vector<QRectF> placed =
        paintTableLabels(p, *map, s.get(), toDevice, QRectF(0, 0, map->table.width * u, map->table.height * u), zoom);
    QCOMPARE(placed.size(), labels.size());
    for (std::size_t i = 0; i < placed.size(); ++i)
      QVERIFY2(!placed[i].intersects(*mark), qPrintable("over the hot spot: " + labels[i].text));
  }

  // A scenario objective's name is drawn on its hex (it was never shown on a hex map), clear of
  // the hex's own name, and the zones' ids keep clear of it.
  void objectiveNamesAreDrawnOnTheirHexes() {
    auto s = loadSample("fighting-formations/croix-fouquet.scenario.yaml");
    QVERIFY(s && !s->objectives.empty());
    auto map = std::make_shared<Map>(*s->map);
    s->map = map;
    Objective& o = s->objectives.front();
    o.name = "The crossroads held";
    map->levels[static_cast<std::size_t>(o.location)] = 2;  // a level number at the hex's bottom
    const editor::MapLayout layout(*map);
    const double zoom = 1.5 * kMinReadableLabelSize / layout.locationExtent();
    const QTransform toDevice = QTransform::fromScale(zoom, zoom);
    const editor::MapLayout::Box b = layout.bounds();
    QImage image(static_cast<int>(b.right * zoom) + 1, static_cast<int>(b.bottom * zoom) + 1,
                 QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    std::vector<QRectF> names = paintLabels(p, *map, layout, toDevice, QRectF(b.left, b.top, b.width(), b.height()), zoom);
    const std::size_t hexNames = names.size();
    paintObjectiveNames(p, *map, *s, layout, toDevice, zoom, names);
    QVERIFY(names.size() > hexNames);
    const QRectF& box = names[hexNames];
    const PointF c = layout.center(o.location);
    const QPointF centre = toDevice.map(QPointF(c.x, c.y));
    QVERIFY2(std::abs(box.center().x() - centre.x()) < 1, "centred on its hex");
    QVERIFY2(std::abs(box.center().y() - centre.y()) < layout.locationExtent() * zoom, "on its hex");
    for (std::size_t i = 0; i < hexNames; ++i) QVERIFY2(!box.intersects(names[i]), "over a hex's name or level");
    // The level number at the bottom of the objective's hex is among the boxes kept clear.
    const double half = layout.locationExtent() * zoom / 2;
    const QPointF levelAt = centre + QPointF(0, half * 0.32 + 2);
    QVERIFY2(std::any_of(names.begin(), names.begin() + static_cast<long>(hexNames),
                         [&](const QRectF& r) { return r.contains(levelAt); }),
             "the hex's level is not kept clear");
  }

  // A hex map numbers the levels other than 0.
  void hexLevelsAreNumbered() {
    LoadedDocument doc = loadDocument(std::string(SANDTABLE_SOURCE_DIR) +
                                      "/samples/fighting-formations/croix-fouquet.map.yaml");
    QVERIFY(doc.ok() && doc.map);
    const Map& map = *doc.map;
    int numbered = 0;
    for (int i = 0; i < map.grid.size(); ++i) {
      const int level = map.levels[static_cast<std::size_t>(i)];
      QCOMPARE(hexLevelText(map, i), level == 0 ? QString() : QString::number(level));
      numbered += level != 0;
    }
    QVERIFY(numbered > 0);
  }
};

QTEST_MAIN(TestMapLabels)
#include "tst_map_labels.moc"
