// sandtable los-matrix FILE [--json] [--threads N]
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <thread>

#include "cli/map_input.h"
#include "validation/json_writer.h"
#include "validation/los_matrix.h"

namespace sandtable::cli {

namespace {

// A progress bar on stderr, drawn only when stderr is a terminal (docs/cli.md: long work shows
// one).
class ProgressBar {
 public:
  explicit ProgressBar(Io& io)
      : io_(io), enabled_(&io.err == &std::cerr && isatty(STDERR_FILENO)) {}
  void update(int done, int total) {
    if (!enabled_ || total <= 0) return;
    const int percent = static_cast<int>(100LL * done / total);
    if (percent == shown_) return;
    shown_ = percent;
    const int filled = percent * 40 / 100;
    io_.err << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
            << std::string(static_cast<std::size_t>(40 - filled), ' ') << "] " << percent << "%"
            << std::flush;
  }
  void finish() {
    if (enabled_ && shown_ >= 0) io_.err << "\r" << std::string(48, ' ') << "\r" << std::flush;
  }

 private:
  Io& io_;
  bool enabled_;
  int shown_ = -1;
};

}  // namespace

int runLosMatrix(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("los-matrix");
  auto args = parseArgs(rawArgs, {"--threads"}, {"--json"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1) return usageError(self, "expected exactly one FILE", io);
  int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  if (auto t = args->value("--threads")) {
    auto [ptr, ec] = std::from_chars(t->data(), t->data() + t->size(), threads);
    if (ec != std::errc() || ptr != t->data() + t->size() || threads < 1 || threads > 256)
      return usageError(self, "--threads must be a whole number from 1 to 256, not '" + *t + "'",
                        io);
  }
  auto input = loadMapInput(self, args->positional[0], io, "line of sight");
  if (!input) return kBadInput;
  const Map& map = *input->map;

  const auto start = std::chrono::steady_clock::now();
  const LosContext ctx(map);
  ProgressBar bar(io);
  const LosMatrix matrix =
      computeLosMatrix(ctx, {threads, [&](int done, int total) { bar.update(done, total); }});
  bar.finish();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  if (!args->flag("--json")) {
    char time[32];
    std::snprintf(time, sizeof time, "%.3f", seconds);
    io.out << "pairs: " << matrix.pairs() << "\n"
           << "visible pairs: " << matrix.visiblePairs() << "\n"
           << "time: " << time << " s (" << threads << (threads == 1 ? " thread" : " threads")
           << ")\n";
    return kSuccess;
  }
  JsonWriter json(false);  // compact: the matrix of a real map runs to megabytes
  json.beginObject()
      .field("pairs", static_cast<long long>(matrix.pairs()))
      .field("visible_pairs", static_cast<long long>(matrix.visiblePairs()))
      .field("seconds", seconds)
      .key("sees")
      .beginObject();
  std::vector<std::pair<std::string, int>> byLabel;
  for (int l = 0; l < ctx.size(); ++l) byLabel.emplace_back(map.grid.label(l), l);
  std::sort(byLabel.begin(), byLabel.end());
  std::vector<std::string> seen;
  for (const auto& [label, from] : byLabel) {
    seen.clear();
    for (int to : matrix.seenFrom(from)) seen.push_back(map.grid.label(to));
    std::sort(seen.begin(), seen.end());
    json.key(label).beginArray();
    for (const auto& s : seen) json.value(s);
    json.endArray();
  }
  json.endObject().endObject();
  io.out << json.str() << "\n";
  return kSuccess;
}

}  // namespace sandtable::cli
