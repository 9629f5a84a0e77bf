// The dispatch table: one line per subcommand, each implemented in its own cmd_*.cpp.
#include "cli/command.h"

namespace sandtable::cli {

int runValidate(const std::vector<std::string>& args, Io& io);
int runFmt(const std::vector<std::string>& args, Io& io);
int runReach(const std::vector<std::string>& args, Io& io);

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
      {"reach", "cheapest movement costs from a start set (los.md 5)",
       "Usage: sandtable reach FILE --mobility M (--from HEXES|ZONE) [--speed MP] [--to HEX]\n"
       "                       [--enter] [--json]\n\n"
       "Cheapest cost in MP for mobility class M from the start set to every hex (card) of the\n"
       "map in FILE (a map or a scenario), by the movement rules of its ruleset.\n\n"
       "  --mobility M   a mobility class of the ruleset (e.g. leg, track)\n"
       "  --from S       start set: hexes and ranges separated by commas (C4,D5,A1:B3), or one\n"
       "                 zone id of the scenario\n"
       "  --speed MP     MP per turn: also print turns, ceil(cost / speed)\n"
       "  --to HEX       report this hex only\n"
       "  --enter        the start set is where a reinforcement enters: entering a hex costs\n"
       "                 its terrain (default: units already stand there, cost 0)\n"
       "  --json         {\"mobility\", \"from\", \"costs\", \"turns\", \"unreachable\"} on stdout\n\n"
       "Exit codes: 0 done, 2 bad usage or a FILE with errors.\n",
       runReach},
  };
  return table;
}

}  // namespace sandtable::cli
