// Movement costs in exact quarter movement points (docs/formats.md: fractions of 1/4 allowed).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sandtable {

class MoveCost {
 public:
  constexpr MoveCost() = default;
  static constexpr MoveCost quarters(int q) { return MoveCost(q); }
  static constexpr MoveCost impassable() { return MoveCost(kImpassable); }

  constexpr bool passable() const { return quarters_ != kImpassable; }
  constexpr int quarters() const { return quarters_; }  // only meaningful when passable()
  double mp() const { return quarters_ / 4.0; }

  // "X" or a decimal number of MP ("1", "1.5", "0.25"); the canonical text of the writer.
  std::string text() const;
  // Parses "X" or a non-negative multiple of 0.25; nullopt otherwise.
  static std::optional<MoveCost> parse(std::string_view text);

  friend constexpr bool operator==(MoveCost, MoveCost) = default;

 private:
  static constexpr int kImpassable = -1;
  constexpr explicit MoveCost(int q) : quarters_(q) {}
  int quarters_ = 0;
};

// "3.5" for 14 quarters: the shortest decimal text of a number of quarter-MPs.
std::string quartersText(long long quarters);

}  // namespace sandtable
