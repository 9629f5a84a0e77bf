// Boost.Geometry's algorithms and spatial index, included through one header so that every
// file of the project sees them the same way. gcc 12 at -O2 reports the library's own envelope
// state as maybe-uninitialized (a false positive inside Boost's code); the warning is turned
// off for the library's headers only, keeping the project's build free of warnings.
#pragma once

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>
#pragma GCC diagnostic pop
