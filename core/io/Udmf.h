#pragma once

#include "base/Result.h"

#include <string>
#include <string_view>
#include <vector>

namespace sw {

// A value in a UDMF TEXTMAP: a number, a quoted string, or a keyword (true, false, or any
// other bare word, kept as text).
struct UdmfValue {
    enum class Kind { Number, String, Keyword };
    Kind kind = Kind::Number;
    double number = 0;
    std::string text; // the string, or the keyword in lower case
    int line = 0;
};

struct UdmfField {
    std::string key; // lower case (UDMF keys are case-insensitive)
    UdmfValue value;
};

struct UdmfBlock {
    std::string type; // lower case: "vertex", "linedef", ...
    int line = 0;
    std::vector<UdmfField> fields;

    const UdmfValue* find(std::string_view key) const;
};

struct UdmfDocument {
    std::string nameSpace;
    std::vector<UdmfBlock> blocks; // in file order: block order defines indices
};

// Parses TEXTMAP text: `key = value;` assignments at the top level and in `type { ... }`
// blocks, with // and /* */ comments. Errors give the line.
Result<UdmfDocument> parseUdmf(std::string_view text, const std::string& sourceName);

} // namespace sw
