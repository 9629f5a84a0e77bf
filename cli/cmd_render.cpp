// sandtable render FILE -o OUT.(png|svg|pdf) [--labels] [--hex-size PX]
//                 [--overlay viewshed:HEX | reach:ZONE:MOBILITY] [--page a4|a3|letter] [--print-mm
//                 MM]
#include <charconv>
#include <cmath>
#include <ostream>

#include "cli/command.h"
#include "cli/map_input.h"
#include "exporters/gui_runtime.h"
#include "exporters/map_export.h"
#include "exporters/overlays.h"
#include "model/document_io.h"

namespace sandtable::cli {

namespace {

std::optional<double> positiveNumber(const std::string& text, double max) {
  double v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(v) || v <= 0 ||
      v > max)
    return std::nullopt;
  return v;
}

std::optional<PageSize> parsePage(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (text == "a4") return PageSize::A4;
  if (text == "a3") return PageSize::A3;
  if (text == "letter") return PageSize::Letter;
  return std::nullopt;
}

}  // namespace

int runRender(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("render");
  auto args =
      parseArgs(rawArgs, {"-o", "--output", "--hex-size", "--overlay", "--page", "--print-mm"},
                {"--labels", "--no-legend"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1)
    return usageError(self, "expected exactly one FILE (a map or a scenario)", io);
  const auto out = args->value("-o") ? args->value("-o") : args->value("--output");
  if (!out) return usageError(self, "-o OUT.png|OUT.svg|OUT.pdf is required", io);
  if (!imageFormatForPath(QString::fromStdString(*out)))
    return usageError(self,
                      "cannot tell the format of '" + *out + "': end it in .png, .svg or .pdf", io);

  RenderOptions options;
  options.labels = args->flag("--labels");
  options.decorations = !args->flag("--no-legend");
  if (auto s = args->value("--hex-size")) {
    auto v = positiveNumber(*s, 1000);
    if (!v || *v < 4)
      return usageError(
          self, "--hex-size must be a number of pixels from 4 to 1000, not '" + *s + "'", io);
    options.hexSize = *v;
  }
  if (auto s = args->value("--page")) {
    auto page = parsePage(*s);
    if (!page) return usageError(self, "--page must be a4, a3 or letter, not '" + *s + "'", io);
    options.page = *page;
  }
  if (auto s = args->value("--print-mm")) {
    auto v = positiveNumber(*s, 200);
    if (!v || *v < 3)
      return usageError(self, "--print-mm must be a size in mm from 3 to 200, not '" + *s + "'",
                        io);
    options.printUnitMm = *v;
  }

  auto input = loadMapInput(self, args->positional[0], io, "rendering");
  if (!input) return kBadInput;
  const Scenario* scenario = input->scenario();
  const Map* map = input->map.get();

  ensureGuiApplication();
  if (auto spec = args->value("--overlay")) {
    std::string error;
    options.overlay = computeOverlay(*map, scenario, *spec, &error);
    if (!options.overlay) return usageError(self, "--overlay " + *spec + ": " + error, io);
  }
  QString error;
  if (!exportMapImage(*map, scenario, QString::fromStdString(*out), options, &error)) {
    io.err << "sandtable render: " << error.toStdString() << "\n";
    return kBadInput;
  }
  io.err << "wrote " << *out << "\n";
  return kSuccess;
}

}  // namespace sandtable::cli
