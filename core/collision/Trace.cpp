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

std::vector<std::pair<std::size_t, std::size_t>> pathStretches(const Trace& trace)
{
    std::vector<std::pair<std::size_t, std::size_t>> out;
    std::size_t begin = 0;
    for (const TraceTeleport& t : trace.teleports)
        if (t.pathIndex > begin && t.pathIndex < trace.path.size()) {
            out.emplace_back(begin, t.pathIndex);
            begin = t.pathIndex;
        }
    if (begin < trace.path.size())
        out.emplace_back(begin, trace.path.size());
    return out;
}

std::string describeTeleport(const TraceTeleport& t)
{
    return "teleport to (" + std::to_string(static_cast<long long>(std::lround(t.to.x))) + ", " +
           std::to_string(static_cast<long long>(std::lround(t.to.y))) + ")";
}

} // namespace sw
