// The one entry point of validation: a loaded document's reader diagnostics plus every check
// that applies to it (map proofing, scenario checks, the designer's assertions).
#pragma once

#include "model/document_io.h"

namespace sandtable {

// Reads the documents' YAML again for the positions of what the checks report (the model
// keeps none), so it touches the files the document was loaded from.
Diagnostics validateDocument(const LoadedDocument& doc);

}  // namespace sandtable
