// sandtable generate --ruleset ID --columns C --rows R [--seed N] -o OUT.map.yaml
// (table rulesets: --width W --height H [--features N] instead of --columns and --rows)
#include <charconv>
#include <chrono>
#include <filesystem>
#include <ostream>

#include "cli/command.h"
#include "cli/output_check.h"
#include "importers/map_generator.h"
#include "importers/tiled_import.h"
#include "model/document_io.h"

namespace sandtable::cli {

namespace {

template <class T>
std::optional<T> parseWhole(const std::string& text) {
  T v{};
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
  return v;
}

}  // namespace

int runGenerate(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("generate");
  auto args = parseArgs(rawArgs,
                        {"--ruleset", "--columns", "--rows", "--seed", "-o", "--orientation",
                         "--stagger", "--id", "--name", "--width", "--height", "--features"},
                        {}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (!args->positional.empty())
    return usageError(self, "unexpected argument '" + args->positional[0] + "'", io);
  const auto rulesetId = args->value("--ruleset");
  const auto output = args->value("-o");
  if (!rulesetId) return usageError(self, "--ruleset ID is required", io);
  if (!output) return usageError(self, "-o OUT.map.yaml is required (- for stdout)", io);
  if (*output != "-" && !outputAllowed(self, *output, {}, io)) return kBadInput;
  auto rules = builtinRuleset(*rulesetId);
  if (!rules) {
    std::string ids;
    for (const auto& id : builtinRulesetIds()) ids += (ids.empty() ? "" : ", ") + id;
    return usageError(self, "'" + *rulesetId + "' is not a built-in ruleset (" + ids + ")", io);
  }
  MapGeneratorOptions options;
  if (rules->isTable()) {
    if (args->value("--columns") || args->value("--rows"))
      return usageError(self, "ruleset '" + *rulesetId + "' is for measured tables: give --width W --height H, not --columns and --rows", io);
    const auto width = parseTableNumber(args->value("--width").value_or(""));
    const auto height = parseTableNumber(args->value("--height").value_or(""));
    if (!width || !height)
      return usageError(self, "--width W and --height H are required numbers (table units) for a table ruleset", io);
    options.width = *width;
    options.height = *height;
    if (auto features = args->value("--features")) {
      const auto value = parseWhole<int>(*features);
      if (!value) return usageError(self, "--features must be a whole number, not '" + *features + "'", io);
      options.features = *value;
    }
  } else {
    if (args->value("--width") || args->value("--height") || args->value("--features"))
      return usageError(self, "--width, --height and --features are for table rulesets; ruleset '" + *rulesetId + "' takes --columns and --rows", io);
    const auto columns = parseWhole<int>(args->value("--columns").value_or(""));
    const auto rows = parseWhole<int>(args->value("--rows").value_or(""));
    if (!columns || !rows)
      return usageError(self, "--columns C and --rows R are required whole numbers", io);
    options.columns = *columns;
    options.rows = *rows;
  }
  if (auto seed = args->value("--seed")) {
    const auto value = parseWhole<std::uint64_t>(*seed);
    if (!value)
      return usageError(self, "--seed must be a whole number from 0, not '" + *seed + "'", io);
    options.seed = *value;
  }
  const std::string orientation = args->value("--orientation").value_or("flat");
  const std::string stagger = args->value("--stagger").value_or("odd");
  if (orientation != "flat" && orientation != "pointy")
    return usageError(self, "--orientation is flat or pointy", io);
  if (stagger != "odd" && stagger != "even")
    return usageError(self, "--stagger is odd or even", io);
  options.layout = {orientation == "flat" ? Orientation::Flat : Orientation::Pointy,
                    stagger == "odd" ? Stagger::Odd : Stagger::Even};
  const std::string stem = std::filesystem::path(*output).filename().string();
  options.id = args->value("--id").value_or(
      *output == "-" ? "generated" : idFromText(stem.substr(0, stem.find('.'))));
  options.name = args->value("--name").value_or("");

  const auto start = std::chrono::steady_clock::now();
  std::string error;
  auto map = generateMap(rules, options, &error);
  if (!map) return usageError(self, error, io);
  const std::string text = writeMap(*map);
  // What `generate` writes, `validate` must read: a map past the reader's limits is refused
  // here rather than written.
  const LoadedDocument check =
      loadDocumentFromText(text, *output == "-" ? std::string("generated.map.yaml") : *output);
  if (check.unreadable || check.diagnostics.hasErrors()) {
    for (const auto& d : check.diagnostics.all())
      if (d.severity == Severity::Error) {
        io.err << "sandtable generate: the generated map would not read back: " << d.message
               << "; give a smaller map or fewer --features\n";
        break;
      }
    return kBadInput;
  }
  const auto ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (*output == "-") {
    io.out << text;
  } else if (!saveFileAtomically(*output, text, &error)) {
    io.err << "sandtable generate: " << error << "\n";
    return kBadInput;
  }
  if (map->isTable())
    io.err << "generated " << tableNumberText(options.width) << "x" << tableNumberText(options.height) << " "
           << map->table.unit << " table with " << map->features.size() << " features (seed " << options.seed << ") in "
           << static_cast<long long>(ms) << " ms\n";
  else
    io.err << "generated " << options.columns << "x" << options.rows << " "
           << (map->isCards() ? "card" : "hex") << " map (seed " << options.seed << ") in "
           << static_cast<long long>(ms) << " ms\n";
  return kSuccess;
}

}  // namespace sandtable::cli
