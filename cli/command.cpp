#include "cli/command.h"

#include <cctype>
#include <ostream>
#include <stdexcept>

namespace sandtable::cli {

std::optional<std::string> Args::value(const std::string& name) const {
  auto it = values.find(name);
  if (it == values.end()) return std::nullopt;
  return it->second;
}

std::vector<std::string> Args::all(const std::string& name) const {
  std::vector<std::string> out;
  for (const auto& [option, value] : given)
    if (option == name) out.push_back(value);
  return out;
}

int usageError(const Command& command, const std::string& message, Io& io) {
  io.err << "sandtable " << command.name << ": " << message << "\n"
         << "Run 'sandtable " << command.name << " --help' for usage.\n";
  return kBadInput;
}

std::optional<Args> parseArgs(const std::vector<std::string>& args, const std::set<std::string>& valueOptions,
                              const std::set<std::string>& flagOptions, const Command& command, Io& io) {
  Args out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      out.help = true;
      continue;
    }
    // "-0,-0" or "-2.5,3" is a table point (a coordinate may be negative zero), not an option.
    const bool number = a.size() > 1 && a[0] == '-' &&
                        (std::isdigit(static_cast<unsigned char>(a[1])) || a[1] == '.');
    if (a.size() > 1 && a[0] == '-' && a != "-" && !number) {
      std::string name = a, inlineValue;
      const auto eq = a.find('=');
      const bool hasInline = eq != std::string::npos;
      if (hasInline) {
        name = a.substr(0, eq);
        inlineValue = a.substr(eq + 1);
      }
      if (valueOptions.count(name)) {
        if (hasInline) {
          out.values[name] = inlineValue;
        } else if (i + 1 < args.size()) {
          out.values[name] = args[++i];
        } else {
          usageError(command, "option " + name + " needs a value", io);
          return std::nullopt;
        }
        out.given.emplace_back(name, out.values[name]);
      } else if (flagOptions.count(name) && !hasInline) {
        out.flags.insert(name);
      } else {
        usageError(command, "unknown option '" + a + "'", io);
        return std::nullopt;
      }
      continue;
    }
    out.positional.push_back(a);
  }
  return out;
}

const Command& commandNamed(const char* name) {
  for (const Command& c : commands())
    if (std::string(c.name) == name) return c;
  throw std::logic_error("no such command");
}

}  // namespace sandtable::cli
