#include "model/output_file.h"

#include <sys/stat.h>

#include <system_error>

#include "model/document_io_internal.h"

namespace sandtable {
namespace fs = std::filesystem;

namespace {

constexpr int kMaxLinkHops = 40;  // as the kernel's own limit on nested links

// What a file that is not a regular file is, in words.
const char* fileKindName(const struct stat& st) {
  if (S_ISDIR(st.st_mode)) return "a folder";
  if (S_ISFIFO(st.st_mode)) return "a pipe (FIFO)";
  if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode)) return "a device";
  if (S_ISSOCK(st.st_mode)) return "a socket";
  return "not a regular file";
}

}  // namespace

std::optional<fs::path> resolveOutputFile(const fs::path& requested, std::string* error) {
  auto refuse = [&](const std::string& why) -> std::optional<fs::path> {
    if (error) *error = displayPath(requested) + ": " + why;
    return std::nullopt;
  };
  std::error_code ec;
  fs::path target = requested;
  int hops = 0;
  for (; hops < kMaxLinkHops && fs::is_symlink(target, ec); ++hops) {
    const fs::path next = fs::read_symlink(target, ec);
    if (ec) return refuse("cannot read the symbolic link: " + ec.message());
    target = next.is_absolute() ? next : target.parent_path() / next;
  }
  if (hops == kMaxLinkHops)
    return refuse("the symbolic links loop (more than 40 in a row); give the path of a file");
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    const std::string where =
        target == requested ? std::string("it is ") : "it points to " + displayPath(target) + ", ";
    return refuse(where + fileKindName(st) +
                  "; give the path of a regular file (a save never replaces a folder, a pipe "
                  "or a device)");
  }
  return target;
}

bool sameFile(const fs::path& a, const fs::path& b) {
  std::error_code ec;
  const bool same = fs::equivalent(a, b, ec);
  return !ec && same;
}

}  // namespace sandtable
