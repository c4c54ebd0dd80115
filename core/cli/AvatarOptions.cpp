#include "AvatarOptions.h"

namespace cli {

const char* const kAvatarOptionsHelp =
    "avatar options (default: the map's first profile, or Doom's player: box, radius 16,\n"
    "height 56, step 24):\n"
    "  --profile NAME             a profile stored in the map\n"
    "  --avatar box|cylinder      footprint: axis-aligned square of half-size R, or disk\n"
    "  --radius R                 half-size or radius, map units\n"
    "  --height H                 avatar height\n"
    "  --step S                   highest rise climbed without jumping\n"
    "  --algorithm exact|classic|planes\n"
    "                             continuous sweep, the textbook corner rays, or a sphere\n"
    "                             swept against the level's triangles as planes\n"
    "  --doors-open               Doom's doors at their open height, lifts at their lowest\n";

std::vector<OptionSpec> avatarOptions()
{
    return {{"profile", true}, {"avatar", true}, {"radius", true},
            {"height", true},  {"step", true},   {"algorithm", true},
            {"doors-open", false}};
}

bool avatarProfile(const Args& args, const sw::Map& map, sw::AvatarProfile& profile,
                   std::string& error)
{
    profile = map.profiles.empty() ? sw::AvatarProfile{} : map.profiles.front();
    if (auto name = args.value("profile")) {
        bool found = false;
        for (const sw::AvatarProfile& p : map.profiles)
            if (p.name == *name) {
                profile = p;
                found = true;
            }
        if (!found) {
            error = "the map has no avatar profile called \"" + *name + "\"";
            return false;
        }
    }
    if (auto shape = args.value("avatar"); shape && !sw::parseShape(*shape, profile.shape)) {
        error = "--avatar must be box or cylinder, not \"" + *shape + "\"";
        return false;
    }
    if (auto algo = args.value("algorithm"); algo && !sw::parseAlgorithm(*algo, profile.algorithm)) {
        error = "--algorithm must be exact, classic or planes, not \"" + *algo + "\"";
        return false;
    }
    if (args.has("doors-open"))
        profile.doorsOpen = true;
    if (!args.number("radius", profile.radius, error) || !args.number("height", profile.height, error) ||
        !args.number("step", profile.stepHeight, error))
        return false;
    if (profile.radius <= 0 || profile.height <= 0 || profile.stepHeight < 0) {
        error = "the radius and height must be positive and the step not negative";
        return false;
    }
    if (profile.radius > 100000 || profile.height > 100000 || profile.stepHeight > 100000) {
        error = "the avatar's sizes must be below 100000 map units";
        return false;
    }
    return true;
}

} // namespace cli
