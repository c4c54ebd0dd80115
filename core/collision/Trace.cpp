#include "base/Format.h"
#include "collision/Trace.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace sw {

namespace {

std::string num(double v) { return formatRounded(v, 2); }

} // namespace

const char* contactReasonName(ContactReason reason)
{
    switch (reason) {
    case ContactReason::OneSided: return "one-sided";
    case ContactReason::Blocking: return "blocking";
    case ContactReason::StepTooHigh: return "step-too-high";
    case ContactReason::LowHeadroom: return "low-headroom";
    case ContactReason::SharpCorner: return "sharp-corner";
    case ContactReason::Object: return "object";
    }
    return "unknown";
}

void Trace::addPoint(const glm::dvec3& p)
{
    if (path.empty() || path.back() != p)
        path.push_back(p);
}

std::string describeContact(const Contact& c, double stepHeight, double avatarHeight)
{
    switch (c.reason) {
    case ContactReason::OneSided: return "solid wall";
    case ContactReason::Blocking: return "blocking wall";
    case ContactReason::StepTooHigh:
        return "step " + num(c.floorBeyond - c.feetZ) + " > " + num(stepHeight);
    case ContactReason::LowHeadroom:
        return "ceiling " + num(c.ceilingBeyond - std::max(c.floorBeyond, c.feetZ)) + " < " +
               num(avatarHeight);
    case ContactReason::SharpCorner: return "sharp corner: classic movement stuck";
    case ContactReason::Object: return "object";
    }
    return {};
}

std::string describeTeleport(const TraceTeleport& t)
{
    return "teleport to (" + std::to_string(static_cast<long long>(std::lround(t.to.x))) + ", " +
           std::to_string(static_cast<long long>(std::lround(t.to.y))) + ")";
}

} // namespace sw
