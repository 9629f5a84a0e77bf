// The text of a document as the loader read it, with its YAML tree (whose marks hold every
// element's line and column). A LoadedDocument keeps it so that the checks, which run on the
// model, can point at the element at fault without reading and parsing the file again.
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>

namespace sandtable {

struct DocumentSource {
  std::string file;  // as messages name it
  std::string text;
  YAML::Node root;
};

}  // namespace sandtable
