#include "validation/check_reporter.h"

namespace sandtable {

Diagnostic* CheckReporter::add(Severity severity, const std::string& code,
                               const SourcePosition& where, std::string message, std::string rule,
                               std::string fix, std::vector<DiagnosticLocation> locations) {
  Count& c = counts_[code];
  c.severity = severity;
  if (c.reported >= kLimit) {
    ++c.dropped;
    return nullptr;
  }
  if (c.reported++ == 0) c.where = {where.file, 0, 0};
  Diagnostic& d = out_.add(severity, code, where, std::move(message), std::move(fix));
  if (!rule.empty()) d.rule = std::move(rule);  // else its docs section, as Diagnostics::add set
  d.locations = std::move(locations);
  return &d;
}

CheckReporter::~CheckReporter() {
  for (const auto& [code, c] : counts_)
    if (c.dropped > 0)
      out_.add(c.severity, code, c.where,
               std::to_string(c.dropped) + " more finding" + (c.dropped == 1 ? "" : "s") +
                   " of this kind not listed",
               "fix the ones listed and validate again");
}

}  // namespace sandtable
