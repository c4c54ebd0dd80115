#pragma once

#include "map/Map.h"

#include <string>
#include <vector>

namespace sw {

enum class ElementKind { Map, Vertex, Wall, Sector, Thing, PlayerStart };

const char* elementKindName(ElementKind kind);

// One thing wrong with a map, naming the offending element by index.
struct ValidationIssue {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    ElementKind element = ElementKind::Map;
    Index index = kNone;
    std::string message; // a sentence that names the element, e.g. "wall 12: ..."
};

// Reports dangling references (errors), non-finite numbers (errors) and values that make no
// physical sense (warnings, because real Doom maps contain some of them on purpose, e.g. a
// closed door has its ceiling on its floor). An empty result means the map is sound.
std::vector<ValidationIssue> validateMap(const Map& map);

// True when none of the issues is an error.
bool hasNoErrors(const std::vector<ValidationIssue>& issues);

} // namespace sw
