// The pieces every `sandtable` subcommand shares: its entry in the dispatch table and a small
// option parser. Subcommands are thin: they parse, call the libraries and print.
#pragma once

#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace sandtable::cli {

enum ExitCode { kSuccess = 0, kCheckFailed = 1, kBadInput = 2 };

struct Io {
  std::ostream& out;  // results and machine output
  std::ostream& err;  // human messages, progress
};

struct Command {
  const char* name;
  const char* summary;
  const char* usage;  // full --help text
  int (*run)(const std::vector<std::string>& args, Io& io);
};

const std::vector<Command>& commands();

// Parsed command-line arguments: positionals in order, options by name ("--format").
struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string> values;  // options that take a value (the last one given)
  std::vector<std::pair<std::string, std::string>> given;  // every option value, in order
  std::set<std::string> flags;                // options without a value
  bool help = false;

  bool flag(const std::string& name) const { return flags.count(name) > 0; }
  std::optional<std::string> value(const std::string& name) const;
  // Every value of a repeatable option (--terrain A=x --terrain B=y), in the order given.
  std::vector<std::string> all(const std::string& name) const;
};

// Parses `args` given the options that take a value and the plain flags; prints a usage error
// and returns nullopt on an unknown option or a missing value.
std::optional<Args> parseArgs(const std::vector<std::string>& args, const std::set<std::string>& valueOptions,
                              const std::set<std::string>& flagOptions, const Command& command, Io& io);

// Prints "sandtable NAME: MESSAGE" and the usage hint to stderr; returns kBadInput.
int usageError(const Command& command, const std::string& message, Io& io);

const Command& commandNamed(const char* name);

}  // namespace sandtable::cli
