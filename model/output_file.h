// Where a save really writes, and what it must never replace. Every command that writes a
// file (fmt, pack, render, import, export, generate) and the editor's Save go through
// resolveOutputFile, most of them by way of saveFileAtomically (document_io.h).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace sandtable {

// The file a write to `requested` replaces. A symbolic link is followed to its target, which
// is written (the link stays a link). nullopt, with a message naming `requested`, when the
// target exists but is not a regular file (a folder, a FIFO, a device, a socket) or the links
// loop: a save renames a new file over its target, and that must never turn /dev/... or a
// pipe into a plain file.
std::optional<std::filesystem::path> resolveOutputFile(const std::filesystem::path& requested,
                                                       std::string* error);

// True when both paths name the same existing file (same device and inode, links followed):
// how a command tells that its output is one of its inputs.
bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b);

}  // namespace sandtable
