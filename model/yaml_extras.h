// Keys a reader does not know. They are reported as warnings and kept, in their original
// order, so that a load/save round trip never loses a designer's data.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace sandtable {

using ExtraKeys = std::vector<std::pair<std::string, YAML::Node>>;

}  // namespace sandtable
