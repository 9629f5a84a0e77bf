// The dispatch table: one line per subcommand, each implemented in its own cmd_*.cpp.
#include "cli/command.h"

namespace sandtable::cli {

int runValidate(const std::vector<std::string>& args, Io& io);
int runFmt(const std::vector<std::string>& args, Io& io);

const std::vector<Command>& commands() {
  static const std::vector<Command> table{
      {"validate", "check a scenario, map or ruleset and report every problem",
       "Usage: sandtable validate FILE [--format text|json|sarif|junit] [--strict]\n\n"
       "Checks FILE (a scenario, map or ruleset) and the documents it refers to.\n"
       "Text output: one line per diagnostic, `file:line:col: severity: message [code]`,\n"
       "then `N errors, M warnings`.\n\n"
       "  --format F   text (default), json, sarif or junit\n"
       "  --strict     warnings fail too (exit 1)\n\n"
       "Exit codes: 0 clean, 1 errors (or warnings with --strict), 2 unreadable FILE.\n",
       runValidate},
      {"fmt", "rewrite documents in canonical form",
       "Usage: sandtable fmt FILE... [--check]\n\n"
       "Rewrites each document in Sandtable's canonical form (same model, same bytes).\n"
       "Documents with errors are left untouched.\n\n"
       "  --check      change nothing; list the files that are not canonical and exit 1\n",
       runFmt},
  };
  return table;
}

}  // namespace sandtable::cli
