// Fuzz target for the CLI's points and moves text reader.
#include "io/NumberLines.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (int columns : {2, 4}) {
        auto lines = sw::parseNumberLines(text, "fuzz.txt", columns, 100000);
        if (!lines)
            continue;
        for (const sw::NumberLine& l : *lines)
            for (int i = 0; i < columns && l.error.empty(); ++i)
                if (!std::isfinite(l.values[static_cast<std::size_t>(i)]))
                    std::abort(); // accepted numbers must be finite
    }
    return 0;
}
