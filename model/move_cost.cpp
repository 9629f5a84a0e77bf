#include "model/move_cost.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace sandtable {

std::string quartersText(long long quarters) {
  const bool negative = quarters < 0;
  const long long q = negative ? -quarters : quarters;
  std::string out = (negative ? "-" : "") + std::to_string(q / 4);
  static const char* const kFractions[] = {"", ".25", ".5", ".75"};
  out += kFractions[q % 4];
  return out;
}

std::string MoveCost::text() const { return passable() ? quartersText(quarters_) : "X"; }

std::optional<MoveCost> MoveCost::parse(std::string_view text) {
  if (text == "X" || text == "x") return impassable();
  if (text.empty()) return std::nullopt;
  double value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
  if (!std::isfinite(value) || value < 0 || value > 1e6) return std::nullopt;
  const double q = value * 4.0;
  if (std::abs(q - std::round(q)) > 1e-9) return std::nullopt;
  return quarters(static_cast<int>(std::lround(q)));
}

}  // namespace sandtable
