#pragma once

#include <charconv>
#include <cmath>
#include <string>

namespace sw {

// A number as a person reads it in a message: rounded to `decimals` places, whole numbers
// without a fraction, never "-0" ("28", "9.53", "0.5").
inline std::string formatRounded(double v, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    double rounded = std::round(v * scale) / scale;
    if (rounded == 0)
        rounded = 0;
    char buf[32];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, rounded);
    return ec == std::errc() ? std::string(buf, end) : std::string("?");
}

} // namespace sw
