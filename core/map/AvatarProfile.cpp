#include "map/AvatarProfile.h"

namespace sw {

const char* shapeName(AvatarProfile::Shape shape)
{
    return shape == AvatarProfile::Shape::Box ? "box" : "cylinder";
}

const char* algorithmName(AvatarProfile::Algorithm algorithm)
{
    return algorithm == AvatarProfile::Algorithm::Exact ? "exact" : "classic";
}

bool parseShape(const std::string& text, AvatarProfile::Shape& out)
{
    if (text == "box")
        out = AvatarProfile::Shape::Box;
    else if (text == "cylinder")
        out = AvatarProfile::Shape::Cylinder;
    else
        return false;
    return true;
}

bool parseAlgorithm(const std::string& text, AvatarProfile::Algorithm& out)
{
    if (text == "exact")
        out = AvatarProfile::Algorithm::Exact;
    else if (text == "classic")
        out = AvatarProfile::Algorithm::Classic;
    else
        return false;
    return true;
}

} // namespace sw
