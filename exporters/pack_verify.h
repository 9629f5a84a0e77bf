// `sandtable verify PACK`: the zip is sound and within limits, every entry the manifest lists
// is there with its size and SHA-256 and nothing else is, the documents refer only to each
// other, and the packed scenario validates again.
#pragma once

#include <QString>
#include <vector>

#include "exporters/pack_manifest.h"
#include "model/diagnostics.h"

namespace sandtable {

struct VerifyResult {
  enum class Status { Intact, Broken, Invalid, Unreadable };
  // Intact: hashes match and the scenario validates; Broken: the pack is damaged or tampered
  // with; Invalid: intact but the scenario has errors; Unreadable: the file cannot be read.
  Status status = Status::Broken;
  std::vector<QString> problems;  // what is wrong with the pack itself, one line each
  PackManifest manifest;
  Diagnostics diagnostics;  // validation of the packed scenario (files named as in the pack)
  int entriesChecked = 0;
};

VerifyResult verifyPack(const QString& path);

}  // namespace sandtable
