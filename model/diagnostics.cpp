#include "model/diagnostics.h"

#include <algorithm>

#include "model/diagnostic_codes.h"

namespace sandtable {

const char* severityName(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
  }
  return "error";
}

const char* locationKindName(DiagnosticLocation::Kind k) {
  switch (k) {
    case DiagnosticLocation::Kind::Hex: return "hex";
    case DiagnosticLocation::Kind::Card: return "card";
    case DiagnosticLocation::Kind::Hexside: return "hexside";
    case DiagnosticLocation::Kind::Zone: return "zone";
    case DiagnosticLocation::Kind::Path: return "path";
    case DiagnosticLocation::Kind::Feature: return "feature";
    case DiagnosticLocation::Kind::Point: return "point";
  }
  return "hex";
}

Diagnostic& Diagnostics::add(Severity severity, std::string code, const SourcePosition& where,
                             std::string message, std::string fix) {
  Diagnostic d;
  d.severity = severity;
  // Until a rulebook rule is given, the diagnostic cites its section of docs/checks.md.
  d.rule = diagnosticDocsPath(code);
  d.code = std::move(code);
  d.message = std::move(message);
  d.file = where.file;
  d.line = where.line;
  d.column = where.column;
  d.fix = std::move(fix);
  items_.push_back(std::move(d));
  return items_.back();
}

void Diagnostics::append(const Diagnostics& other) {
  items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

int Diagnostics::count(Severity s) const {
  return static_cast<int>(
      std::count_if(items_.begin(), items_.end(), [s](const Diagnostic& d) { return d.severity == s; }));
}

void Diagnostics::sort() {
  std::stable_sort(items_.begin(), items_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    if (a.file != b.file) return a.file < b.file;
    if (a.line != b.line) return a.line < b.line;
    return a.column < b.column;
  });
}

std::string formatDiagnostic(const Diagnostic& d) {
  std::string out = d.file;
  if (d.line > 0) out += ":" + std::to_string(d.line) + ":" + std::to_string(d.column);
  out += ": ";
  out += severityName(d.severity);
  out += ": " + d.message;
  if (!d.rule.empty()) out += " (" + d.rule + ")";
  if (!d.code.empty()) out += " [" + d.code + "]";
  return out;
}

std::string plural(int n, std::string_view one, std::string_view many) {
  std::string out = std::to_string(n) + " ";
  if (n == 1) return out.append(one);
  if (many.empty()) return out.append(one).append("s");
  return out.append(many);
}

}  // namespace sandtable
