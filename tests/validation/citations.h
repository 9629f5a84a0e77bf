// What a diagnostic cites must be something a user of a clone can open: a rulebook rule, or
// the section of docs/checks.md of its own code. The check tests pass every report through
// this, so each finding they provoke is held to it.
#pragma once

#include <QTest>
#include <string>

#include "model/diagnostic_codes.h"
#include "model/diagnostics.h"

namespace sandtable::test {

// The reason `d`'s rule is not a citation a user can follow, or empty when it is.
inline std::string citationProblem(const Diagnostic& d) {
  const std::string& rule = d.rule;
  if (rule.empty()) return "cites nothing";
  if (rule.rfind("docs/", 0) == 0)
    return rule == diagnosticDocsPath(d.code) && findDiagnosticCode(d.code)
               ? std::string()
               : "cites " + rule + " instead of its own section, " + diagnosticDocsPath(d.code);
  for (const char* outside : {".md", "../shared", " spec", "seed 0"})
    if (rule.find(outside) != std::string::npos) return "cites '" + rule + "', which the project does not hold";
  return {};
}

// Records a failure of the running test for each diagnostic whose rule fails citationProblem.
inline const Diagnostics& verifyCitations(const Diagnostics& diagnostics) {
  for (const Diagnostic& d : diagnostics.all())
    if (const std::string problem = citationProblem(d); !problem.empty())
      QTest::qFail((d.code + " " + problem + ": " + formatDiagnostic(d)).c_str(), __FILE__, __LINE__);
  return diagnostics;
}

}  // namespace sandtable::test
