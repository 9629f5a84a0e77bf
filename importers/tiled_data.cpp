// Tile layer data of a Tiled map: CSV text, or base64 bytes that may be zlib-, gzip- or
// zstd-compressed, holding little-endian 32-bit GIDs. Every failure says what was found and
// how to re-save the map so that Sandtable can read it.
#include <zlib.h>

#include <QByteArray>
#include <cctype>
#include <charconv>

#include "importers/tiled_document.h"

#ifdef SANDTABLE_HAVE_ZSTD
#include <zstd.h>
#include <zstd_errors.h>
#endif

namespace sandtable::tiled {

namespace {

const char* const kResaveFix =
    "in Tiled, open the map, set Map > Map Properties > Tile Layer Format to CSV and save it again";

DecodeResult failure(std::string error, std::string fix = kResaveFix) {
  return {false, std::move(error), std::move(fix)};
}

std::string countMismatch(std::size_t found, std::size_t expected) {
  return "the layer holds " + std::to_string(found) + " tiles but the map has " +
         std::to_string(expected) + " hexes (width x height)";
}

DecodeResult decodeCsv(std::string_view text, std::size_t expected,
                       std::vector<std::uint32_t>& gids) {
  gids.clear();
  gids.reserve(expected);
  std::size_t i = 0;
  const auto skipSpace = [&] {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
  };
  skipSpace();
  if (i == text.size()) return failure("the CSV tile data is empty");
  while (i < text.size()) {
    skipSpace();
    const std::size_t start = i;
    while (i < text.size() && text[i] != ',' && !std::isspace(static_cast<unsigned char>(text[i])))
      ++i;
    const std::string_view token = text.substr(start, i - start);
    std::uint32_t gid = 0;
    auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), gid);
    if (token.empty() || ec != std::errc() || ptr != token.data() + token.size())
      return failure(
          "CSV tile " + std::to_string(gids.size() + 1) + " is '" +
              std::string(token.substr(0, 20)) +
              "', not a tile id (a whole number from 0 to 4294967295)",
          "fix or remove that value; every cell of a CSV layer is a tile id, 0 for none");
    gids.push_back(gid);
    skipSpace();
    if (i < text.size() && text[i] == ',') {
      ++i;
      skipSpace();
      if (i == text.size()) break;  // Tiled never writes a trailing comma, but tolerate one
    }
  }
  if (gids.size() != expected)
    return failure(countMismatch(gids.size(), expected),
                   "make the layer exactly as large as the map");
  return {true, {}, {}};
}

// Inflates zlib (windowBits 15) or gzip (15 + 16) data, stopping as soon as more than
// `limit` bytes come out so a hostile file cannot exhaust memory.
bool inflateBytes(const std::string& in, int windowBits, std::size_t limit, std::string& out,
                  std::string& error) {
  z_stream zs{};
  if (inflateInit2(&zs, windowBits) != Z_OK) {
    error = "the decompressor could not start";
    return false;
  }
  out.assign(limit + 1, '\0');
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  zs.avail_in = static_cast<uInt>(in.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = static_cast<uInt>(out.size());
  const int rc = inflate(&zs, Z_FINISH);
  const std::size_t produced = out.size() - zs.avail_out;
  inflateEnd(&zs);
  if (rc == Z_STREAM_END) {
    out.resize(produced);
    return true;
  }
  if (rc == Z_BUF_ERROR && zs.avail_out == 0) {
    out.resize(produced);  // more data than the map can hold: reported as a size mismatch
    return true;
  }
  error = zs.msg ? zs.msg : (rc == Z_BUF_ERROR ? "the data ends too early" : "the data is corrupt");
  return false;
}

}  // namespace

bool zstdSupported() {
#ifdef SANDTABLE_HAVE_ZSTD
  return true;
#else
  return false;
#endif
}

DecodeResult decompressTileBytes(std::string_view compression, const std::string& bytes,
                                 std::size_t expected, std::vector<std::uint32_t>& gids) {
  const std::size_t expectedBytes = expected * 4;
  std::string raw;
  std::string error;
  if (compression.empty()) {
    raw = bytes;
  } else if (compression == "zlib" || compression == "gzip") {
    if (!inflateBytes(bytes, compression == "zlib" ? 15 : 15 + 16, expectedBytes, raw, error))
      return failure("the " + std::string(compression) +
                     "-compressed tile data cannot be decompressed: " + error);
  } else if (compression == "zstd") {
#ifdef SANDTABLE_HAVE_ZSTD
    raw.assign(expectedBytes + 4, '\0');
    const std::size_t n = ZSTD_decompress(raw.data(), raw.size(), bytes.data(), bytes.size());
    if (ZSTD_isError(n)) {
      if (ZSTD_getErrorCode(n) == ZSTD_error_dstSize_tooSmall)
        return failure(countMismatch(expected + 1, expected) + " (or more)");
      return failure(std::string("the zstd-compressed tile data cannot be decompressed: ") +
                     ZSTD_getErrorName(n));
    }
    raw.resize(n);
#else
    return failure(
        "this build of Sandtable cannot read zstd-compressed tile layers (built without libzstd)",
        "in Tiled, set Map > Map Properties > Tile Layer Format to CSV or Base64 (zlib) and save "
        "again");
#endif
  } else {
    return failure("unknown tile data compression '" + std::string(compression) +
                   "' (Tiled writes zlib, gzip or zstd)");
  }
  if (raw.size() % 4 != 0)
    return failure("the decoded tile data is " + std::to_string(raw.size()) +
                   " bytes, not a whole number of 4-byte tile ids");
  if (raw.size() != expectedBytes)
    return failure(countMismatch(raw.size() / 4, expected),
                   "make the layer exactly as large as the map");
  gids.resize(expected);
  const auto* p = reinterpret_cast<const unsigned char*>(raw.data());
  for (std::size_t i = 0; i < expected; ++i, p += 4)
    gids[i] = static_cast<std::uint32_t>(p[0]) | static_cast<std::uint32_t>(p[1]) << 8 |
              static_cast<std::uint32_t>(p[2]) << 16 | static_cast<std::uint32_t>(p[3]) << 24;
  return {true, {}, {}};
}

DecodeResult decodeTileData(std::string_view encoding, std::string_view compression,
                            std::string_view text, std::size_t expected,
                            std::vector<std::uint32_t>& gids) {
  if (encoding == "csv") {
    if (!compression.empty())
      return failure("CSV tile data cannot be compressed (found compression '" +
                     std::string(compression) + "')");
    return decodeCsv(text, expected, gids);
  }
  if (encoding != "base64")
    return failure("unknown tile data encoding '" + std::string(encoding) +
                   "' (Tiled writes csv or base64)");
  QByteArray compact;
  compact.reserve(static_cast<qsizetype>(text.size()));
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) compact.append(c);
  const auto decoded =
      QByteArray::fromBase64Encoding(compact, QByteArray::AbortOnBase64DecodingErrors);
  if (decoded.decodingStatus != QByteArray::Base64DecodingStatus::Ok)
    return failure("the base64 tile data is not valid base64");
  return decompressTileBytes(compression, decoded.decoded.toStdString(), expected, gids);
}

}  // namespace sandtable::tiled
