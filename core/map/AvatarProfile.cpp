#include "map/AvatarProfile.h"

namespace sw {

const char* shapeName(AvatarProfile::Shape shape)
{
    return shape == AvatarProfile::Shape::Box ? "box" : "cylinder";
}

const char* algorithmName(AvatarProfile::Algorithm algorithm)
{
    switch (algorithm) {
    case AvatarProfile::Algorithm::Exact: return "exact";
    case AvatarProfile::Algorithm::Classic: return "classic";
    case AvatarProfile::Algorithm::Planes: return "planes";
    }
    return "exact";
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
    else if (text == "planes")
        out = AvatarProfile::Algorithm::Planes;
    else
        return false;
    return true;
}

} // namespace sw
