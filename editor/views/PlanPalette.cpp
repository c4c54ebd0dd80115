#include "views/PlanPalette.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace sw::editor::PlanPalette {

QColor floorColor(double t)
{
    // Evenly spaced stops; all dark enough that white and grey walls stand out on them.
    static constexpr std::array<QRgb, 5> kStops = {qRgb(0x26, 0x3a, 0x78), qRgb(0x1f, 0x62, 0x72),
                                                   qRgb(0x2c, 0x6c, 0x3c), qRgb(0x7c, 0x6a, 0x26),
                                                   qRgb(0x8e, 0x3c, 0x2c)};
    if (!std::isfinite(t))
        t = 0;
    const double x = std::clamp(t, 0.0, 1.0) * static_cast<double>(kStops.size() - 1);
    const auto i = std::min(static_cast<std::size_t>(x), kStops.size() - 2);
    const double f = x - static_cast<double>(i);
    const auto mix = [f](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * f)); };
    const QRgb a = kStops[i], b = kStops[i + 1];
    return QColor(mix(qRed(a), qRed(b)), mix(qGreen(a), qGreen(b)), mix(qBlue(a), qBlue(b)));
}

} // namespace sw::editor::PlanPalette
