// Benchmark (not run by ctest): building the reach graph and one Dijkstra on a 200x200 map of
// the fighting-formations ruleset with terrain, levels, hexside features and roads.
// Usage: bench_reach [columns rows]
#include <chrono>
#include <cstdio>
#include <random>
#include <string>

#include "model/document_io.h"
#include "validation/reach.h"

using namespace sandtable;
using Clock = std::chrono::steady_clock;

namespace {

std::string label(int c, int r) {
  return columnLetters(c) + std::to_string(r + 1);
}

std::string generatedMap(int columns, int rows) {
  std::mt19937 rng(7);
  const char* symbols[] = {".", ".", ".", ".", "f", "r", "W", "B"};
  std::string t =
      "sandtable: 1\nkind: map\nid: bench\nruleset: fighting-formations\n"
      "grid: {type: hex, orientation: flat, stagger: odd, columns: " +
      std::to_string(columns) + ", rows: " + std::to_string(rows) +
      ", labels: letter-number}\ndefault: {terrain: open, level: 0}\n"
      "terrain:\n  legend: {\".\": open, f: field, r: rough, W: woods, B: building}\n  rows:\n";
  for (int r = 0; r < rows; ++r) {
    t += "    - \"";
    for (int c = 0; c < columns; ++c) t += std::string(c ? " " : "") + symbols[rng() % 8];
    t += "\"\n";
  }
  t += "levels:\n  rows:\n";
  for (int r = 0; r < rows; ++r) {
    t += "    - \"";
    for (int c = 0; c < columns; ++c)
      t += std::string(c ? " " : "") + std::to_string((c / 15 + r / 15) % 4);
    t += "\"\n";
  }
  t += "hexsides:\n";
  for (int i = 0; i < columns * rows / 20; ++i) {
    const int c = static_cast<int>(rng() % static_cast<unsigned>(columns - 1)),
              r = static_cast<int>(rng() % static_cast<unsigned>(rows));
    t += "  - {at: " + label(c, r) + "/" + label(c + 1, r) +
         ", feature: " + (i % 2 ? "stream" : "bocage") + "}\n";
  }
  t += "roads:\n";
  for (int r = 5; r < rows; r += 20) {
    t += "  - [";
    for (int c = 0; c < columns; ++c) t += (c ? ", " : "") + label(c, r);
    t += "]\n";
  }
  return t;
}

double ms(Clock::duration d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

}  // namespace

int main(int argc, char** argv) {
  const int columns = argc > 2 ? std::atoi(argv[1]) : 200,
            rows = argc > 2 ? std::atoi(argv[2]) : 200;
  LoadedDocument doc = loadDocumentFromText(generatedMap(columns, rows), "bench.map.yaml");
  if (!doc.map || doc.diagnostics.hasErrors()) {
    std::fprintf(stderr, "generated map has errors\n");
    return 1;
  }
  const Map& map = *doc.map;
  auto t0 = Clock::now();
  const HexsideIndex sides = indexHexsides(map);
  auto t1 = Clock::now();
  std::vector<ReachGraph> graphs;
  for (int m = 0; m < static_cast<int>(map.rules->mobility.size()); ++m)
    graphs.push_back(buildReachGraph(map, sides, m));
  auto t2 = Clock::now();
  const std::vector<int> zone = map.edgeLocations(Edge::South);
  ReachResult result;
  const int runs = 20;
  std::vector<ReachSeed> seeds;
  for (int s : zone) seeds.push_back({s, 0});
  auto t3 = Clock::now();
  for (int i = 0; i < runs; ++i) reach(graphs[0], seeds, result);
  auto t4 = Clock::now();
  std::size_t edges = 0;
  for (const auto& g : graphs) edges += boost::num_edges(g.graph);
  std::printf("%dx%d map: %zu edges over %zu classes\n", columns, rows, edges, graphs.size());
  std::printf("hexside index: %.2f ms\n", ms(t1 - t0));
  std::printf("graph build (all %zu classes): %.2f ms (%.2f ms per class)\n", graphs.size(),
              ms(t2 - t1), ms(t2 - t1) / static_cast<double>(graphs.size()));
  std::printf("Dijkstra from the south edge (%zu starts): %.3f ms per query (mean of %d)\n",
              zone.size(), ms(t4 - t3) / runs, runs);
  return 0;
}
