#pragma once

#include "base/Result.h"

#include <span>
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
    std::string raw;  // the value as written: a string with its quotes and escapes
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
    std::vector<UdmfBlock> blocks;  // in file order: block order defines indices
    std::vector<UdmfField> globals; // the top-level assignments (namespace too), in file order
};

// Parses TEXTMAP text: `key = value;` assignments at the top level and in `type { ... }`
// blocks, with // and /* */ comments. Errors give the line. Every key and value is copied;
// for large maps, scanUdmf below reads the same text without copying anything.
Result<UdmfDocument> parseUdmf(std::string_view text, const std::string& sourceName);

// ---------------------------------------------------------------------------------------
// The same parser without a document: views into the text, handed over block by block.

// A `key = value;` as written. The views point into the text given to scanUdmf.
struct UdmfFieldView {
    std::string_view key;  // as written; compare with is() (keys are case-insensitive)
    UdmfValue::Kind kind = UdmfValue::Kind::Number;
    double number = 0;     // the value of a number
    std::string_view raw;  // the value as written: a string with its quotes and escapes
    int line = 0;          // of the value

    // Whether the key is `lowerKey` (given in lower case), ignoring case.
    bool is(std::string_view lowerKey) const;
    // The string without quotes and escapes, the keyword in lower case, or a number as written.
    std::string text() const;
    // A keyword `true` (in any case).
    bool isTrue() const;
};

struct UdmfBlockView {
    std::string_view type; // as written; compare with is()
    int line = 0;
    std::span<const UdmfFieldView> fields; // in file order; valid during the handler's call

    bool is(std::string_view lowerType) const;
};

// Receives the parts of a TEXTMAP in file order. Exceptions thrown by a handler pass through
// scanUdmf to its caller.
class UdmfHandler {
public:
    virtual ~UdmfHandler() = default;
    virtual void assignment(const UdmfFieldView& field) = 0; // a top-level `key = value;`
    virtual void block(const UdmfBlockView& block) = 0;
};

// Parses the text as parseUdmf does, with the same errors, and hands every top-level
// assignment and every block to the handler as soon as it is read.
Status scanUdmf(std::string_view text, const std::string& sourceName, UdmfHandler& handler);

// A UDMF identifier (key, block type or keyword) in lower case.
std::string udmfLower(std::string_view s);

} // namespace sw
