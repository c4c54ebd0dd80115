#pragma once

#include <QColor>
#include <QRgb>

namespace sw::editor::PlanPalette {

// The plan's colours in one place, so the view and the tests that look at its pixels agree.
// A dark background keeps the bright one-sided walls (the map's solid outline) the strongest
// thing on screen; sector fills stay darker than every wall style so lines never drown.
constexpr QRgb kBackground = qRgb(0x1b, 0x1d, 0x22);
constexpr QRgb kGridMinor = qRgba(0xff, 0xff, 0xff, 0x12);
constexpr QRgb kGridMajor = qRgba(0xff, 0xff, 0xff, 0x2c);
constexpr QRgb kOneSidedWall = qRgb(0xf2, 0xf2, 0xf2);
constexpr QRgb kTwoSidedWall = qRgb(0x8c, 0x93, 0x9e);
// Magenta, like no floor colour, so a blocking wall reads as such over any sector.
constexpr QRgb kBlockingWall = qRgb(0xff, 0x5a, 0xd2);
constexpr QRgb kVertex = qRgb(0x8c, 0xdc, 0xff);
constexpr QRgb kThing = qRgb(0xff, 0x9e, 0x3d);
constexpr QRgb kPlayerStart = qRgb(0x52, 0xf2, 0x7e);
// Selected elements in warm yellow, the element under the cursor in cyan; neither is used by
// any wall kind or fill, and drawing tools reuse the selection colour for what they add.
constexpr QRgb kSelection = qRgb(0xff, 0xd8, 0x3a);
constexpr QRgb kHover = qRgb(0x4a, 0xe8, 0xff);
// What a hovered avatar contact ran into, in violet: apart from the selection, the hover, the
// blocking walls' magenta and the avatar's mint and orange. The 3D view uses it too.
constexpr QRgb kContactHover = qRgb(0xa0, 0x6e, 0xff);

// Line widths in pixels, independent of zoom.
constexpr double kOneSidedWidth = 2.0;
constexpr double kTwoSidedWidth = 1.0;
constexpr double kBlockingWidth = 1.5;

// Fill colour for a floor height at position t in the map's range (0 = lowest, 1 = highest):
// a ramp from deep blue through teal and green to ochre and rust, so "lower" reads as "colder"
// and neighbouring heights stay distinguishable.
QColor floorColor(double t);

} // namespace sw::editor::PlanPalette
