// Diagnostics: what every reader and check reports. Each carries a severity, a stable code,
// a message, the rule it enforces, its position (file, 1-based line and column) and the
// map locations it concerns, plus a suggested fix.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sandtable {

enum class Severity { Error, Warning, Info };
const char* severityName(Severity s);

struct DiagnosticLocation {
  // Feature: a table map's terrain piece by id. Point: a position on a table, "x,y" in table
  // units (tablePointText), for whatever the finding is about there (an ERP, a set-up point).
  enum class Kind { Hex, Card, Hexside, Zone, Path, Feature, Point };
  Kind kind = Kind::Hex;
  std::string value;  // "C4", "C4/C5", a zone id, a document path, a feature id, "12,30.5"
};
const char* locationKindName(DiagnosticLocation::Kind k);

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string code;
  std::string message;
  // What the finding enforces, as a user of Sandtable can look it up: a rulebook rule
  // ("FF 24.512", "FoF p.12"), else the code's section of the docs ("docs/checks.md#trapped-region",
  // the default that Diagnostics::add sets). Never a document outside the project.
  std::string rule;
  std::string file;
  int line = 0;    // 1-based; 0 when unknown
  int column = 0;  // 1-based; 0 when unknown
  std::vector<DiagnosticLocation> locations;
  std::string fix;
};

struct SourcePosition {
  std::string file;
  int line = 0;
  int column = 0;
};

class Diagnostics {
 public:
  Diagnostic& add(Severity severity, std::string code, const SourcePosition& where,
                  std::string message, std::string fix = {});
  Diagnostic& error(std::string code, const SourcePosition& where, std::string message,
                    std::string fix = {}) {
    return add(Severity::Error, std::move(code), where, std::move(message), std::move(fix));
  }
  Diagnostic& warning(std::string code, const SourcePosition& where, std::string message,
                      std::string fix = {}) {
    return add(Severity::Warning, std::move(code), where, std::move(message), std::move(fix));
  }
  void append(const Diagnostics& other);

  const std::vector<Diagnostic>& all() const { return items_; }
  int count(Severity s) const;
  int errors() const { return count(Severity::Error); }
  int warnings() const { return count(Severity::Warning); }
  bool hasErrors() const { return errors() > 0; }
  bool empty() const { return items_.empty(); }

  // Stable order for output: by file, line, column, then insertion order.
  void sort();

 private:
  std::vector<Diagnostic> items_;
};

// `file:line:col: severity: message (rule) [code]` (the text format of docs/cli.md).
std::string formatDiagnostic(const Diagnostic& d);

// "1 error", "2 errors", "3 entries": a count and its noun for messages. `many` defaults to
// `one` with an "s".
std::string plural(int n, std::string_view one, std::string_view many = {});

}  // namespace sandtable
