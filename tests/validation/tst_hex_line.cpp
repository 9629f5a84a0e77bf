// The shared sight-line traversal (docs/rulesets.md, Line of sight): the integer walk against the
// normative floating-point walk, pair steps along hexsides, crossed hexsides, off-map hexes.
#include <QtTest>
#include <random>
#include <set>

#include "los_test_map.h"
#include "validation/hex_line.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

Grid hexGrid(HexLayout layout, int columns, int rows) {
  Grid g;
  g.type = GridType::Hex;
  g.layout = layout;
  g.columns = columns;
  g.rows = rows;
  return g;
}

int loc(const Grid& g, const char* label) {
  return g.index(*g.parseLabel(label));
}

using Steps = std::vector<std::vector<std::string>>;

Steps steps(const Grid& g, const char* from, const char* to) {
  Steps out;
  for (const LineStep& s : hexLineSteps(g, loc(g, from), loc(g, to))) {
    std::vector<std::string> l{g.label(s.first)};
    if (s.second >= 0) l.push_back(g.label(s.second));
    std::sort(l.begin(), l.end());
    out.push_back(l);
  }
  return out;
}

// Every walk hex of HexLine against referenceNudgedWalk() for the line from -> to.
bool matchesReference(const Grid& g, int from, int to, QString* why) {
  const Axial s = toAxial(g.offset(from), g.layout), t = toAxial(g.offset(to), g.layout);
  const auto w0 = referenceNudgedWalk(s, t, 0), w1 = referenceNudgedWalk(s, t, 1);
  HexLine line(g, from, to);
  if (line.distance() + 1 != static_cast<int>(w0.size())) return false;
  while (line.next()) {
    const auto i = static_cast<std::size_t>(line.index());
    if (line.walkHex(0) != w0[i] || line.walkHex(1) != w1[i]) {
      *why = QString("%1 -> %2 step %3").arg(g.label(from).c_str(), g.label(to).c_str()).arg(i);
      return false;
    }
    // The step is the walks' hexes on the map, one when they agree.
    std::set<int> expected;
    for (Axial h : {w0[i], w1[i]}) {
      const Offset o = toOffset(h, g.layout);
      if (g.contains(o)) expected.insert(g.index(o));
    }
    std::set<int> got;
    if (line.step().first >= 0) got.insert(line.step().first);
    if (line.step().second >= 0) got.insert(line.step().second);
    if (got != expected) {
      *why = QString("%1 -> %2 step %3 members")
                 .arg(g.label(from).c_str(), g.label(to).c_str())
                 .arg(i);
      return false;
    }
  }
  return true;
}

const std::vector<std::pair<const char*, HexLayout>> kLayouts{{"flat odd", flatOdd()},
                                                              {"flat even", flatEven()},
                                                              {"pointy odd", pointyOdd()},
                                                              {"pointy even", pointyEven()}};

}  // namespace

class TstHexLine : public QObject {
  Q_OBJECT

 private slots:
  void integerWalkEqualsNormativeWalk_everyPair_data() {
    QTest::addColumn<int>("layout");
    for (std::size_t i = 0; i < kLayouts.size(); ++i)
      QTest::newRow(kLayouts[i].first) << static_cast<int>(i);
  }
  void integerWalkEqualsNormativeWalk_everyPair() {
    QFETCH(int, layout);
    const Grid g = hexGrid(kLayouts[static_cast<std::size_t>(layout)].second, 13, 11);
    QString why;
    for (int a = 0; a < g.size(); ++a)
      for (int b = 0; b < g.size(); ++b)
        if (!matchesReference(g, a, b, &why)) QFAIL(qPrintable(why));
  }

  void integerWalkEqualsNormativeWalk_longLines() {
    // 200x200 boards: lines up to ~300 hexes, where an accumulating error would show.
    std::mt19937 rng(7);
    for (const auto& [name, layout] : kLayouts) {
      const Grid g = hexGrid(layout, 200, 200);
      std::uniform_int_distribution<int> pick(0, g.size() - 1);
      QString why;
      for (int k = 0; k < 3000; ++k)
        if (!matchesReference(g, pick(rng), pick(rng), &why))
          QFAIL(qPrintable(QString(name) + ": " + why));
    }
  }

  void fastWalkVisitsTheSameStepsAndHexsides() {
    // walkInterveningSteps() (the engines' walk) against HexLine, every pair, every layout.
    for (const auto& [name, layout] : kLayouts) {
      const Grid g = hexGrid(layout, 9, 8);
      for (int a = 0; a < g.size(); ++a)
        for (int b = 0; b < g.size(); ++b) {
          HexLine line(g, a, b);
          const HexLineSetup setup = setupHexLine(g, a, b);
          QCOMPARE(setup.n, line.distance());
          QCOMPARE(setup.axisDir, line.axisDirection());
          std::vector<std::pair<LineStep, std::vector<int>>> expected, got;
          std::array<CrossedHexside, 3> crossed;
          auto sides = [&](int count) {
            std::vector<int> out;
            for (int k = 0; k < count; ++k)
              out.push_back(crossed[static_cast<std::size_t>(k)].from * 6 +
                            crossed[static_cast<std::size_t>(k)].dir);
            return out;
          };
          while (line.next())
            if (line.index() > 0 && line.index() < line.distance())
              expected.emplace_back(line.step(), sides(line.crossedHexsides(crossed)));
          walkInterveningSteps(g, setup, a, [&](const HexLineStep& st) {
            got.emplace_back(st.step, sides(st.crossedHexsides(crossed)));
            return true;
          });
          QVERIFY2(got == expected,
                   qPrintable(QString::fromStdString(g.label(a) + " -> " + g.label(b))));
        }
    }
  }

  void consecutiveHexesOfEachWalkAreAdjacent() {
    for (const auto& [name, layout] : kLayouts) {
      const Grid g = hexGrid(layout, 9, 8);
      for (int a = 0; a < g.size(); ++a)
        for (int b = 0; b < g.size(); ++b) {
          HexLine line(g, a, b);
          line.next();
          std::array<Axial, 2> prev{line.walkHex(0), line.walkHex(1)};
          while (line.next()) {
            for (int w = 0; w < 2; ++w) {
              QCOMPARE(hexDistance(prev[static_cast<std::size_t>(w)], line.walkHex(w)), 1);
              prev[static_cast<std::size_t>(w)] = line.walkHex(w);
            }
            // The two hexes of a pair step are neighbours: they flank the line.
            QVERIFY(hexDistance(line.walkHex(0), line.walkHex(1)) <= 1);
          }
        }
    }
  }

  void reversedLineWalksTheSameStepsBackwards() {
    for (const auto& [name, layout] : kLayouts) {
      const Grid g = hexGrid(layout, 10, 9);
      for (int a = 0; a < g.size(); ++a)
        for (int b = a + 1; b < g.size(); ++b) {
          auto fwd = hexLineSteps(g, a, b), back = hexLineSteps(g, b, a);
          std::reverse(back.begin(), back.end());
          QCOMPARE(fwd.size(), back.size());
          for (std::size_t i = 0; i < fwd.size(); ++i) {
            const std::set<int> x{fwd[i].first, fwd[i].second}, y{back[i].first, back[i].second};
            QCOMPARE(x, y);
          }
        }
    }
  }

  void lineToItselfIsOneStep() {
    const Grid g = hexGrid(flatOdd(), 5, 5);
    QCOMPARE(steps(g, "C3", "C3"), (Steps{{"C3"}}));
  }

  void lineToNeighbourHasNoInterveningStep() {
    const Grid g = hexGrid(flatOdd(), 5, 5);
    QCOMPARE(steps(g, "C3", "D3"), (Steps{{"C3"}, {"D3"}}));
  }

  void lineAlongAxisRunsThroughCentres() {
    const Grid g = hexGrid(flatOdd(), 6, 6);
    QCOMPARE(steps(g, "B1", "B5"), (Steps{{"B1"}, {"B2"}, {"B3"}, {"B4"}, {"B5"}}));
    HexLine line(g, loc(g, "B1"), loc(g, "B5"));
    QVERIFY(line.onAxis());
    QCOMPARE(line.axisDirection(), 5);  // axial (0, +1): down the column
  }

  // Lines exactly along a hexside: the middle step is the pair either side of it. Each layout
  // with its own hand-worked labels.
  void alongHexside_flatOdd() {
    const Grid g = hexGrid(flatOdd(), 6, 6);
    QCOMPARE(steps(g, "A2", "B3"), (Steps{{"A2"}, {"A3", "B2"}, {"B3"}}));
  }
  void alongHexside_flatEven() {
    const Grid g = hexGrid(flatEven(), 6, 6);
    QCOMPARE(steps(g, "A2", "B4"), (Steps{{"A2"}, {"A3", "B3"}, {"B4"}}));
  }
  void alongHexside_pointyOdd() {
    const Grid g = hexGrid(pointyOdd(), 6, 6);
    QCOMPARE(steps(g, "A1", "B2"), (Steps{{"A1"}, {"A2", "B1"}, {"B2"}}));
  }
  void alongHexside_pointyEven() {
    const Grid g = hexGrid(pointyEven(), 6, 6);
    QCOMPARE(steps(g, "A1", "C2"), (Steps{{"A1"}, {"B1", "B2"}, {"C2"}}));
  }

  // A longer line along the hexside direction passes through a vertex between every centre and
  // hexside it touches: centres and pairs alternate.
  void throughVertices_flatOdd() {
    const Grid g = hexGrid(flatOdd(), 6, 6);
    QCOMPARE(steps(g, "A2", "C5"), (Steps{{"A2"}, {"A3", "B2"}, {"B3"}, {"B4", "C4"}, {"C5"}}));
  }
  void throughVertices_flatEven() {
    const Grid g = hexGrid(flatEven(), 6, 6);
    // Axial (0,1) -> (2,3): the centre (1,2) is B4, the pairs (0,2)|(1,1) and (1,3)|(2,2).
    QCOMPARE(steps(g, "A2", "C5"), (Steps{{"A2"}, {"A3", "B3"}, {"B4"}, {"B5", "C4"}, {"C5"}}));
  }
  void throughVertices_pointyOdd() {
    const Grid g = hexGrid(pointyOdd(), 6, 6);
    QCOMPARE(steps(g, "A1", "D3"), (Steps{{"A1"}, {"A2", "B1"}, {"B2"}, {"C2", "C3"}, {"D3"}}));
  }
  void throughVertices_pointyEven() {
    const Grid g = hexGrid(pointyEven(), 6, 6);
    QCOMPARE(steps(g, "A1", "D3"), (Steps{{"A1"}, {"B1", "B2"}, {"C2"}, {"C3", "D2"}, {"D3"}}));
  }

  void pairWithOneHexOffTheMapIsASingleStep() {
    // Flat odd-q: A1 -> C1 runs along the hexside between B1 and the off-map hex above it.
    const Grid g = hexGrid(flatOdd(), 4, 3);
    QCOMPARE(steps(g, "A1", "C1"), (Steps{{"A1"}, {"B1"}, {"C1"}}));
    HexLine line(g, loc(g, "A1"), loc(g, "C1"));
    line.next();
    line.next();
    QVERIFY(line.walkHex(0) != line.walkHex(1));  // the walks did differ
    QCOMPARE(line.step().size(), 1);
  }

  void crossedHexsidesOfAPairStep() {
    const Grid g = hexGrid(flatOdd(), 6, 6);
    HexLine line(g, loc(g, "A2"), loc(g, "B3"));
    std::array<CrossedHexside, 3> crossed;
    auto names = [&](int count) {
      std::set<std::string> out;
      for (int k = 0; k < count; ++k) {
        auto a = g.label(crossed[static_cast<std::size_t>(k)].from),
             b = g.label(crossed[static_cast<std::size_t>(k)].to);
        out.insert(std::min(a, b) + "/" + std::max(a, b));
      }
      return out;
    };
    QVERIFY(line.next());
    QCOMPARE(line.crossedHexsides(crossed), 0);
    QVERIFY(line.next());
    // Into the pair: from A2 into each of its hexes, and the hexside the line runs along.
    QCOMPARE(names(line.crossedHexsides(crossed)),
             (std::set<std::string>{"A2/A3", "A2/B2", "A3/B2"}));
    QVERIFY(line.next());
    QCOMPARE(names(line.crossedHexsides(crossed)), (std::set<std::string>{"A3/B3", "B2/B3"}));
    QVERIFY(!line.next());
  }

  void crossedHexsideDirectionsPointAtTheNeighbour() {
    const Grid g = hexGrid(pointyEven(), 8, 8);
    std::array<CrossedHexside, 3> crossed;
    for (int a = 0; a < g.size(); a += 3)
      for (int b = 0; b < g.size(); b += 5) {
        HexLine line(g, a, b);
        while (line.next()) {
          const int count = line.crossedHexsides(crossed);
          for (int k = 0; k < count; ++k) {
            const auto& h = crossed[static_cast<std::size_t>(k)];
            const Axial from = toAxial(g.offset(h.from), g.layout);
            QCOMPARE(toOffset(from + kAxialDirections[static_cast<std::size_t>(h.dir)], g.layout),
                     g.offset(h.to));
          }
        }
      }
  }
};

QTEST_APPLESS_MAIN(TstHexLine)
#include "tst_hex_line.moc"
