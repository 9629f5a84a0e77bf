// JUnit XML as Jenkins (junit and xunit plugins) and GitLab read it: <testsuites> with the run's
// totals, one <testsuite> per file with name, tests, failures, errors and time, one <testcase>
// per failing finding (a passing "validate" case for a file with none).
#include <cstdio>
#include <map>

#include "model/xml_text.h"
#include "validation/report_internal.h"

namespace sandtable::report {

namespace {

// Seconds with millisecond precision, the form JUnit consumers parse ("0.012").
std::string seconds(double s) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.3f", s < 0 ? 0.0 : s);
  return buffer;
}

// The JUnit classname of a file: its folders as the package, each joined by "."; every "." in a
// folder or file name becomes "_", so that Jenkins, which takes the part after the last "." as
// the class, shows the whole file name: "samples/x/a.map.yaml" -> "samples.x.a_map_yaml".
std::string classNameOf(const std::string& file) {
  std::string out, part;
  const auto flush = [&] {
    if (part.empty()) return;
    if (!out.empty()) out += '.';
    out += part;
    part.clear();
  };
  for (char c : file) {
    if (c == '/' || c == '\\')
      flush();
    else
      part += c == '.' ? '_' : c;
  }
  flush();
  return out;
}

struct Suite {
  std::string cases;
  int tests = 0, failures = 0, errors = 0;
  double seconds = 0;
};

bool fails(const Diagnostic& d, bool strict) {
  return d.severity == Severity::Error || (strict && d.severity == Severity::Warning);
}

// A finding that fails, as a test case named by code and subject; the position is in the text.
// A problem that kept the file from being read (exit code 2) is an <error>, others <failure>.
std::string testCase(const Finding& f, const std::string& className) {
  const Diagnostic& d = *f.diagnostic;
  const char* element = f.unreadable ? "error" : "failure";
  std::string body = formatDiagnostic(d);
  if (!d.fix.empty()) body += "\nFix: " + d.fix;
  return "    <testcase classname=\"" + xmlEscaped(className) + "\" name=\"" +
         xmlEscaped(f.stableName) + "\" time=\"0\">\n      <" + element + " type=\"" +
         xmlEscaped(d.code) + "\" message=\"" + xmlEscaped(messageWithFix(d)) + "\">" +
         xmlEscaped(body) + "</" + element + ">\n    </testcase>\n";
}

}  // namespace

std::string junitReport(const std::vector<CheckedDocument>& documents, const Findings& findings,
                        const ReportOptions& options) {
  std::map<std::string, Suite> suites;
  for (std::size_t i = 0; i < documents.size(); ++i)
    suites[findings.documentFiles[i]].seconds += documents[i].seconds;
  for (const Finding& f : findings.items) {
    if (!fails(*f.diagnostic, options.strict)) continue;
    Suite& suite = suites[f.file];
    suite.cases += testCase(f, classNameOf(f.file));
    ++suite.tests;
    ++(f.unreadable ? suite.errors : suite.failures);
  }
  Suite total;
  std::string body;
  for (const std::string& file : findings.files) {
    Suite& suite = suites[file];
    if (suite.tests == 0) {
      suite.cases = "    <testcase classname=\"" + xmlEscaped(classNameOf(file)) +
                    "\" name=\"validate\" time=\"" + seconds(suite.seconds) + "\"/>\n";
      suite.tests = 1;
    }
    body += "  <testsuite name=\"" + xmlEscaped(file) + "\" tests=\"" +
            std::to_string(suite.tests) + "\" failures=\"" + std::to_string(suite.failures) +
            "\" errors=\"" + std::to_string(suite.errors) + "\" skipped=\"0\" time=\"" +
            seconds(suite.seconds) + "\">\n" + suite.cases + "  </testsuite>\n";
    total.tests += suite.tests;
    total.failures += suite.failures;
    total.errors += suite.errors;
    total.seconds += suite.seconds;
  }
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"sandtable validate\" "
         "tests=\"" +
         std::to_string(total.tests) + "\" failures=\"" + std::to_string(total.failures) +
         "\" errors=\"" + std::to_string(total.errors) + "\" time=\"" + seconds(total.seconds) +
         "\">\n" + body + "</testsuites>\n";
}

}  // namespace sandtable::report
