#include "editor/recovery_file.h"

#include <charconv>
#include <string_view>

namespace sandtable::editor {
namespace {
constexpr std::string_view kHeader = "# sandtable-recovery: ";
constexpr std::string_view kPart = "# sandtable-recovery-file: ";

// The line at `at` without its newline; `at` moves past it.
std::string_view takeLine(std::string_view text, std::size_t& at) {
  const std::size_t end = text.find('\n', at);
  const std::string_view line = text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
  at = end == std::string_view::npos ? text.size() : end + 1;
  return line;
}
}  // namespace

std::string recoveryText(const std::vector<SavedFile>& files) {
  if (files.empty()) return {};
  std::string out = std::string(kHeader) + files.back().path + "\n";
  for (std::size_t i = 0; i + 1 < files.size(); ++i)
    out += std::string(kPart) + files[i].path + " " + std::to_string(files[i].text.size()) + "\n" + files[i].text;
  return out + files.back().text;
}

std::optional<RecoveredFiles> readRecoveryText(const std::string& text) {
  RecoveredFiles out;
  const std::string_view all(text);
  std::size_t at = 0;
  if (!all.starts_with(kHeader)) {
    out.documentText = text;
    return out;
  }
  out.documentPath = std::string(takeLine(all, at).substr(kHeader.size()));
  while (all.substr(at).starts_with(kPart)) {
    const std::string_view line = takeLine(all, at).substr(kPart.size());
    // The path may hold spaces: the length is after the last one.
    const std::size_t space = line.rfind(' ');
    std::size_t length = 0;
    if (space == std::string_view::npos) return std::nullopt;
    const std::string_view digits = line.substr(space + 1);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), length);
    if (error != std::errc() || end != digits.data() + digits.size() || length > all.size() - at)
      return std::nullopt;
    out.others[std::string(line.substr(0, space))] = std::string(all.substr(at, length));
    at += length;
  }
  out.documentText = std::string(all.substr(at));
  return out;
}

}  // namespace sandtable::editor
