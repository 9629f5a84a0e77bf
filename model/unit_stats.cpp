#include "model/unit_stats.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "model/quote_text.h"
#include "model/yaml_reader.h"

namespace sandtable {

namespace {

bool parseWholeNumber(std::string_view s, double& out) {
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && ptr == s.data() + s.size() && !s.empty() && std::isfinite(out);
}

}  // namespace

std::optional<StatProblem> statProblem(const UnitField& field, const Ruleset& rules,
                                       std::string_view value, std::string_view what_) {
  const std::string what(what_);
  const std::string v(value);
  double number = 0;
  switch (field.kind) {
    case UnitField::Kind::Text:
      return std::nullopt;
    case UnitField::Kind::Bool:
      if (v != "true" && v != "false")
        return StatProblem{"wrong-type", what + " must be true or false, found " + quoteText(v)};
      return std::nullopt;
    case UnitField::Kind::Enum:
      if (std::find(field.values.begin(), field.values.end(), v) == field.values.end()) {
        std::string list;
        for (const auto& item : field.values) list += (list.empty() ? "" : " | ") + item;
        return StatProblem{
            "bad-value", what + " is " + quoteText(v) + "; expected " + list + didYouMean(v, field.values)};
      }
      return std::nullopt;
    case UnitField::Kind::Mobility:
      if (rules.mobilityIndex(v) < 0)
        return StatProblem{"unknown-id", what + " '" + v +
                                             "' is not a mobility class of ruleset '" + rules.id +
                                             "'" + didYouMean(v, rules.mobility)};
      return std::nullopt;
    case UnitField::Kind::Integer:
    case UnitField::Kind::Number:
      if (!parseWholeNumber(v, number) ||
          (field.kind == UnitField::Kind::Integer && number != std::floor(number)))
        return StatProblem{
            "wrong-type",
            what + " must be " +
                (field.kind == UnitField::Kind::Integer ? "a whole number" : "a number") +
                ", found " + quoteText(v)};
      if ((field.min && number < *field.min) || (field.max && number > *field.max)) {
        std::string range = field.min ? std::to_string(static_cast<long long>(*field.min)) : "";
        range += "..";
        range += field.max ? std::to_string(static_cast<long long>(*field.max)) : "";
        return StatProblem{"out-of-range",
                           what + " is " + v + ", outside the ruleset's range " + range};
      }
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<std::string> defaultStatValue(const UnitField& field, const Ruleset& rules) {
  switch (field.kind) {
    case UnitField::Kind::Text:
      return std::nullopt;
    case UnitField::Kind::Bool:
      return std::string("false");
    case UnitField::Kind::Enum:
      if (field.values.empty()) return std::nullopt;
      return field.values.front();
    case UnitField::Kind::Mobility:
      if (rules.mobility.empty()) return std::nullopt;
      return rules.mobility.front();
    case UnitField::Kind::Integer:
    case UnitField::Kind::Number: {
      double v = field.min ? *field.min : 0;
      if (field.max && v > *field.max) v = *field.max;
      if (field.kind == UnitField::Kind::Integer) v = std::ceil(v);
      if (v == std::floor(v)) return std::to_string(static_cast<long long>(v));
      std::string text = std::to_string(v);
      text.erase(text.find_last_not_of('0') + 1);
      return text;
    }
  }
  return std::nullopt;
}

std::string missingStatMessage(const UnitField& field, const Ruleset& rules,
                               std::string_view entry) {
  return "OOB entry " + quoteText(std::string(entry)) + " has no " + quoteText(field.id) + ", which ruleset '" +
         rules.id + "' requires";
}

}  // namespace sandtable
