// The text of a document as the loader read it, with its YAML tree (whose marks hold every
// element's line and column) and the bulk blocks read beside yaml-cpp (bulk_scan.h; their
// lines are empty in the tree). A LoadedDocument keeps it so that the checks, which run on
// the model, can point at the element at fault without reading and parsing the file again.
#pragma once

#include <yaml-cpp/yaml.h>

#include <memory>
#include <string>

#include "model/bulk_scan.h"

namespace sandtable {

struct DocumentSource {
  std::string file;  // as messages name it
  std::string text;
  YAML::Node root;
  std::shared_ptr<const BulkBlocks> bulk;  // null on the node path; views into `text`
};

}  // namespace sandtable
