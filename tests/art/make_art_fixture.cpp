// make_art_fixture DIR COLUMNS ROWS SCALE [WIDTH HEIGHT]: writes DIR/traced.map.yaml and its art
// DIR/art.jpg as the tests paint it, for timing `sandtable art trace|proof` as whole processes
// (docs/art.md, Limits): 20 15 30 gives a 1000 x 900 picture, 200 200 25.5 9000 9000 the large one.
#include <QGuiApplication>

#include "art_fixture.h"

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  if (argc != 5 && argc != 7) {
    std::fprintf(stderr, "usage: make_art_fixture DIR COLUMNS ROWS SCALE [WIDTH HEIGHT]\n");
    return 2;
  }
  std::mt19937 rng(42);
  sandtable::test::Placement placement;
  placement.scale = std::atof(argv[4]);
  const QSize atLeast = argc == 7 ? QSize(std::atoi(argv[5]), std::atoi(argv[6])) : QSize();
  const auto f = sandtable::test::writeFixture(
      argv[1], sandtable::test::hexMapText(std::atoi(argv[2]), std::atoi(argv[3]), false, rng),
      placement, 2, 80, atLeast);
  std::printf("%s\n", f.mapPath.c_str());
  return 0;
}
