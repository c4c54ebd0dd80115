#pragma once

#include <string>

namespace sw {

// The shape and abilities of the test avatar that moves through a map. Profiles are named and
// stored in the map file. Heights and lengths in map units, gravity in map units per second².
struct AvatarProfile {
    enum class Shape { Box, Cylinder };
    enum class Algorithm { Exact, Classic, Planes };

    std::string name = "Doom player";
    Shape shape = Shape::Box; // box: axis-aligned square of half-size `radius`, never rotates
    double radius = 16;
    double height = 56;
    double stepHeight = 24; // the highest rise it climbs without jumping
    double jumpHeight = 32; // Doom has no jump; a common source-port value
    double gravity = 1225;  // Doom: 1 unit per tic², 35 tics per second
    bool flying = false;
    Algorithm algorithm = Algorithm::Exact;
    // Doom's mechanisms for drags, the analysis and probes: doors stand at their open height
    // and lifts at their lowest (collision/MovingSectors), so that what a drag reaches agrees
    // with what a player reaches.
    bool doorsOpen = false;
    // In walk mode, locked doors open (off: they say which key they want).
    bool hasAllKeys = true;

    bool operator==(const AvatarProfile&) const = default;
};

const char* shapeName(AvatarProfile::Shape shape);
const char* algorithmName(AvatarProfile::Algorithm algorithm);
bool parseShape(const std::string& text, AvatarProfile::Shape& out);
bool parseAlgorithm(const std::string& text, AvatarProfile::Algorithm& out);

} // namespace sw
