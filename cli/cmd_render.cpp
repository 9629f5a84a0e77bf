// sandtable render SCENARIO --card -o OUT.(pdf|png): the scenario card.
// sandtable render FILE -o OUT.(png|svg|pdf) [--labels] [--hex-size PX]
//                 [--overlay viewshed:HEX | reach:ZONE:MOBILITY] [--page a4|a3|letter] [--print-mm
//                 MM]
// Tables: [--px-per-unit PX] [--scale S|1:N] [--no-grid] [--view all|public|SIDE] instead of
// --hex-size, --print-mm and --overlay.
#include <charconv>
#include <cmath>
#include <ostream>

#include "art/art_image.h"
#include "cli/command.h"
#include "cli/map_input.h"
#include "cli/output_check.h"
#include "exporters/gui_runtime.h"
#include "exporters/map_export.h"
#include "exporters/overlays.h"
#include "exporters/scenario_card.h"
#include "model/document_io.h"
#include "model/document_source.h"

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

// "0.25" or "1:4": a scale from 1:1000 to 10:1.
std::optional<double> parseScale(const std::string& text) {
  const auto colon = text.find(':');
  std::optional<double> v;
  if (colon == std::string::npos) {
    v = positiveNumber(text, 10);
  } else {
    const auto a = positiveNumber(text.substr(0, colon), 1e6);
    const auto b = positiveNumber(text.substr(colon + 1), 1e6);
    if (a && b) v = *a / *b;
  }
  if (!v || *v < 0.001 || *v > 10) return std::nullopt;
  return v;
}

// "0.5in", "12mm", "1cm" (or "0"): a length on paper in mm, from 0 to 50 mm.
std::optional<double> parseLengthMm(const std::string& text) {
  if (text == "0") return 0.0;
  for (const auto& [unit, mm] : {std::pair{"in", 25.4}, {"mm", 1.0}, {"cm", 10.0}}) {
    const std::string u(unit);
    if (text.size() <= u.size() || text.compare(text.size() - u.size(), u.size(), u) != 0) continue;
    const std::string digits = text.substr(0, text.size() - u.size());
    if (digits == "0") return 0.0;
    const auto v = positiveNumber(digits, 1000);
    if (!v || *v * mm > 50) return std::nullopt;
    return *v * mm;
  }
  return std::nullopt;
}

// The options of one kind of map given for the other: what to write instead.
std::string misplacedOption(const Args& args, bool table) {
  if (table) {
    if (args.value("--overlay"))
      return "--overlay: overlays (viewshed, reach) are not available on tables in this version";
    if (args.value("--hex-size"))
      return "--hex-size is for hex and card maps; on a table give --px-per-unit";
    if (args.value("--print-mm"))
      return "--print-mm is for hex and card maps; on a table give --scale (1 = full size)";
    return {};
  }
  for (const char* name : {"--px-per-unit", "--scale", "--view", "--overlap", "--ink"})
    if (args.value(name)) return std::string(name) + " is for tables (miniatures) only";
  if (args.flag("--no-grid")) return "--no-grid is for tables (miniatures) only";
  return {};
}

// Reads the table options into `options`; a message when one is wrong.
std::string readTableOptions(const Args& args, const Scenario* scenario, RenderOptions& options) {
  options.tableGrid = !args.flag("--no-grid");
  if (auto s = args.value("--px-per-unit")) {
    auto v = positiveNumber(*s, 500);
    if (!v || *v < 1)
      return "--px-per-unit must be a number of pixels per table unit from 1 to 500, not '" + *s +
             "'";
    options.pxPerUnit = *v;
  }
  if (auto s = args.value("--scale")) {
    auto v = parseScale(*s);
    if (!v)
      return "--scale must be the printed size of the table over its true size, from 0.001 to "
             "10 (1 = full size; 0.25 or 1:4 = a quarter), not '" +
             *s + "'";
    options.printScale = *v;
  }
  if (auto s = args.value("--overlap")) {
    auto mm = parseLengthMm(*s);
    if (!mm)
      return "--overlap must be a length from 0 to 50 mm with its unit (0.5in, 12mm, 1cm), not '" +
             *s + "'";
    options.overlapMm = *mm;
  }
  if (auto s = args.value("--ink")) {
    if (*s != "low" && *s != "full") return "--ink must be low or full, not '" + *s + "'";
    options.inkLow = *s == "low";
  }
  if (auto s = args.value("--view")) {
    if (*s == "all") {
      options.audience = Audience::All;
    } else if (*s == "public") {
      options.audience = Audience::Public;
    } else if (scenario && scenario->side(*s)) {
      options.audience = Audience::Side;
      options.side = *s;
    } else {
      std::string sides;
      if (scenario)
        for (const Side& side : scenario->sides) sides += (sides.empty() ? "" : ", ") + side.id;
      return "--view must be all, public" +
             (sides.empty() ? std::string() : " or a side of the scenario (" + sides + ")") +
             ", not '" + *s + "'";
    }
  }
  return {};
}

// `--card`: the scenario card (exporters/scenario_card.h) instead of the map.
int renderCard(const Command& self, const Scenario* scenario, const std::string& out,
               ImageFormat format, Io& io) {
  if (!scenario) return usageError(self, "--card needs a scenario: a map alone has no card", io);
  if (format == ImageFormat::Svg)
    return usageError(self, "--card writes a .pdf (A4) or a .png, not '" + out + "'", io);
  ensureGuiApplication();
  QString error;
  if (!exportScenarioCard(*scenario, QString::fromStdString(out), &error)) {
    io.err << "sandtable render: " << error.toStdString() << "\n";
    return kBadInput;
  }
  io.err << "wrote " << out << "\n";
  return kSuccess;
}

}  // namespace

int runRender(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("render");
  auto args = parseArgs(rawArgs,
                        {"-o", "--output", "--hex-size", "--overlay", "--page", "--print-mm",
                         "--px-per-unit", "--scale", "--view", "--overlap", "--ink"},
                        {"--labels", "--no-legend", "--no-grid", "--art", "--card"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1)
    return usageError(self, "expected exactly one FILE (a map or a scenario)", io);
  const auto out = args->value("-o") ? args->value("-o") : args->value("--output");
  if (!out) return usageError(self, "-o OUT.png|OUT.svg|OUT.pdf is required", io);
  const auto format = imageFormatForPath(QString::fromStdString(*out));
  if (!format)
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

  auto input = loadMapInput(self, args->positional[0], io, "rendering", true);
  if (!input) return kBadInput;
  if (!outputAllowed(self, *out, documentFiles(input->doc), io)) return kBadInput;
  const Scenario* scenario = input->scenario();
  const Map* map = input->map.get();
  if (args->flag("--card")) return renderCard(self, scenario, *out, *format, io);
  if (const std::string wrong = misplacedOption(*args, map->isTable()); !wrong.empty())
    return usageError(self, wrong, io);
  if (map->isTable()) {
    // A picture has no printed size: the scale would be ignored without a word.
    if (args->value("--scale") && *format != ImageFormat::Pdf)
      return usageError(self,
                        "--scale is the printed size of a PDF; for a PNG or SVG give --px-per-unit "
                        "(pixels per table unit), or write a .pdf",
                        io);
    if (args->value("--overlap") && *format != ImageFormat::Pdf)
      return usageError(self, "--overlap is the glue margin of PDF sheets (--scale); write a .pdf",
                        io);
    if (const std::string wrong = readTableOptions(*args, scenario, options); !wrong.empty())
      return usageError(self, wrong, io);
  }

  ensureGuiApplication();
  if (args->flag("--art")) {
    if (!map->art)
      return usageError(
          self, input->doc.path + " has no art: add `art:` to its map (docs/formats.md 3.5)", io);
    Diagnostics problems;
    const std::string mapFile = input->doc.kind == DocumentKind::Map || !input->doc.mapSource
                                    ? input->doc.path
                                    : input->doc.mapSource->file;
    auto art = loadMapArt(*map, mapFile, problems);
    for (const Diagnostic& d : problems.all()) io.err << formatDiagnostic(d) << "\n";
    if (!art) return usageError(self, "the map's art cannot be read", io);
    options.art =
        std::make_shared<const ArtUnderlay>(ArtUnderlay{std::move(art->image), art->transform});
  }
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
