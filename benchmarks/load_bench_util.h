// What the load benchmarks share (bench_load, bench_table_load): timing loadDocument - the
// entry point every CLI command reads FILE through - on a file on disk, with a bytes/second
// counter over the bytes that load reads.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <filesystem>
#include <system_error>

#include "model/document_io.h"

namespace sandtable::bench {

// The bytes one load of `file` reads: the file, and for a scenario the map file it names.
inline std::int64_t documentBytes(const std::filesystem::path& file) {
  std::error_code ec;
  auto bytes = static_cast<std::int64_t>(std::filesystem::file_size(file, ec));
  if (ec) return 0;
  const LoadedDocument doc = loadDocument(file);
  if (doc.scenario && !doc.scenario->inlineMap && !doc.scenario->mapPath.empty()) {
    const auto size = std::filesystem::file_size(file.parent_path() / doc.scenario->mapPath, ec);
    if (!ec) bytes += static_cast<std::int64_t>(size);
  }
  return bytes;
}

// Loads `file` once per iteration; fails the benchmark when it does not load cleanly.
inline void loadFromDisk(benchmark::State& state, const std::filesystem::path& file) {
  {
    const LoadedDocument doc = loadDocument(file);
    if (!doc.ok()) {
      state.SkipWithError(("cannot load " + file.string()).c_str());
      return;
    }
  }
  const std::int64_t bytes = documentBytes(file);
  for (auto _ : state) benchmark::DoNotOptimize(loadDocument(file));
  state.SetBytesProcessed(bytes * state.iterations());
  state.counters["file_bytes"] = static_cast<double>(bytes);
}

}  // namespace sandtable::bench
