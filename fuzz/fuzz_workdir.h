// A folder of one fuzzer process for the documents it writes (fuzz_fmt, fuzz_pack_build): in
// memory when /dev/shm is there, with the samples' folders linked into it so that a scenario's
// `map: force-on-force/khoshkab.map.yaml` resolves as in the seeds (fuzz_seeds writes them
// relative to samples/). scripts/fuzz removes the folders after the run.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>

namespace sandtable::fuzz {

inline std::filesystem::path makeWorkDir(const std::string& target) {
  namespace fs = std::filesystem;
  const fs::path base = fs::exists("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
  const fs::path dir = base / ("sandtable-fuzz-" + target + "-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  for (const auto& entry : fs::directory_iterator(fs::path(SANDTABLE_SOURCE_DIR) / "samples")) {
    std::error_code ec;  // already linked by an earlier call: fine
    fs::create_directory_symlink(entry.path(), dir / entry.path().filename(), ec);
  }
  return dir;
}

}  // namespace sandtable::fuzz
