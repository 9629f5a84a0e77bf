// saveFileAtomically: the one way the model and the command line replace a document on disk.
// The text goes to a temporary file beside the target, is flushed to the disk, and is renamed
// over the target; the folder is then flushed so the rename itself survives a power cut. A
// process killed at any moment leaves the old file or the new one, never a mix.
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>

#include "model/document_io.h"
#include "model/document_io_internal.h"
#include "model/output_file.h"

namespace sandtable {
namespace fs = std::filesystem;

namespace {

constexpr std::string_view kTempMarker = ".sandtable-tmp-";

// A save killed before its rename leaves "<name>.sandtable-tmp-<pid>" behind. Those of
// processes that no longer run are removed; a live process may be saving the same file now.
void removeStaleTempFiles(const fs::path& dir, const std::string& name) {
  const std::string prefix = name + std::string(kTempMarker);
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string entry = it->path().filename().string();
    if (entry.size() <= prefix.size() || entry.compare(0, prefix.size(), prefix) != 0) continue;
    const std::string pidText = entry.substr(prefix.size());
    if (pidText.find_first_not_of("0123456789") != std::string::npos || pidText.size() > 9) continue;
    const pid_t pid = static_cast<pid_t>(std::stol(pidText));
    if (pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH) {
      std::error_code ignored;
      fs::remove(it->path(), ignored);
    }
  }
}

bool writeAll(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// Flushes the folder's entry list, so a rename that returned is still there after a crash.
// Some file systems cannot sync folders; the file's own data is already safe then.
void syncFolder(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

bool saveFileAtomically(const fs::path& requested, std::string_view text, std::string* error) {
  // A symbolic link stays a link: the save replaces the file it points to, as editors do;
  // a folder, pipe or device is refused, never replaced.
  const auto resolved = resolveOutputFile(requested, error);
  if (!resolved) return false;
  const fs::path& path = *resolved;
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  auto fail = [&](const std::string& message) {
    if (error) *error = displayPath(requested) + ": " + message;
    return false;
  };
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return fail("the folder " + displayPath(dir) + " does not exist");
  removeStaleTempFiles(dir, path.filename().string());

  fs::path temp = path;
  temp += std::string(kTempMarker) + std::to_string(::getpid());
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) return fail("cannot write in " + displayPath(dir) + " (check the folder's permissions)");
  // The replacement keeps the permissions of the file it replaces (a read-only-to-others
  // document stays so); a new file gets the usual ones from the umask.
  struct stat old {};
  if (::stat(path.c_str(), &old) == 0 && S_ISREG(old.st_mode)) ::fchmod(fd, old.st_mode & 07777);
  const bool written = writeAll(fd, text) && ::fsync(fd) == 0;
  const int writeErrno = errno;
  const bool closed = ::close(fd) == 0;
  if (!written || !closed) {
    const std::string reason = std::strerror(written ? errno : writeErrno);
    fs::remove(temp, ec);
    return fail("writing failed: " + reason + "; the old file is unchanged");
  }
  fs::rename(temp, path, ec);
  if (ec) {
    const std::string reason = ec.message();
    fs::remove(temp, ec);
    return fail("cannot replace the file: " + reason);
  }
  syncFolder(dir);
  return true;
}

}  // namespace sandtable
