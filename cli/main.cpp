// `sandtable`: the headless command line (docs/cli.md). Dispatches to one file per subcommand.
#include <iostream>
#include <string>
#include <vector>

#include "cli/command.h"
#include "cli/version.h"

using namespace sandtable::cli;

namespace {

void printHelp(std::ostream& out) {
  out << "Usage: sandtable COMMAND [ARGS...]\n\n"
         "Sandtable checks, formats and exports wargame scenarios and maps.\n\n"
         "Commands:\n";
  for (const Command& c : commands()) {
    std::string name = c.name;
    name.resize(12, ' ');
    out << "  " << name << c.summary << "\n";
  }
  out << "\nRun 'sandtable COMMAND --help' for a command's options.\n"
         "Exit codes: 0 success, 1 a check failed, 2 bad usage or unreadable input.\n";
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  Io io{std::cout, std::cerr};
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    printHelp(std::cerr);
    return kBadInput;
  }
  const std::string& first = args[0];
  if (first == "--help" || first == "-h" || first == "help") {
    printHelp(std::cout);
    return kSuccess;
  }
  if (first == "--version" || first == "-V") {
    std::cout << "sandtable " << kSandtableVersion << "\n";
    return kSuccess;
  }
  for (const Command& c : commands()) {
    if (first != c.name) continue;
    std::vector<std::string> rest(args.begin() + 1, args.end());
    int code = c.run(rest, io);
    std::cout.flush();
    return code;
  }
  std::cerr << "sandtable: unknown command '" << first << "'\n";
  printHelp(std::cerr);
  return kBadInput;
}
