#pragma once

#include "base/Result.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace sw {

// One data line of a text file of numbers (the CLI's points and moves files): `columns`
// numbers separated by spaces or tabs. A line that does not parse keeps its error so that a
// command can report it in place and go on.
struct NumberLine {
    int line = 0; // 1-based line number in the file
    std::array<double, 4> values{};
    std::string error; // empty when the line is good
};

// Blank lines and lines starting with '#' are skipped. Refuses input with more than
// `maxLines` data lines, so a huge file cannot exhaust memory.
Result<std::vector<NumberLine>> parseNumberLines(std::string_view text, const std::string& source,
                                                 int columns, std::size_t maxLines = 10'000'000);

Result<std::vector<NumberLine>> readNumberLines(const std::string& path, int columns);

} // namespace sw
