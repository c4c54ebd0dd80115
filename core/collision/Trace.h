#pragma once

#include "geom/Vec2.h"
#include "map/Map.h"

#include <glm/vec3.hpp>

#include <string>
#include <utility>
#include <vector>

namespace sw {

// Why the avatar stopped against something.
enum class ContactReason {
    OneSided,    // a one-sided wall: solid on the far side
    Blocking,    // a two-sided wall flagged blocking
    StepTooHigh, // the rise beyond the wall is more than the step height
    LowHeadroom, // beyond the wall, ceiling minus floor is less than the avatar's height
    SharpCorner, // classic algorithm only: the edge check put the avatar back
    Object,      // a thing with a shape
};

const char* contactReasonName(ContactReason reason);

struct Contact {
    Vec2 point;  // where the footprint touches the wall (on the wall)
    Vec2 normal; // unit, pointing from the wall towards the avatar
    Index wall = kNone;
    Index thing = kNone; // for ContactReason::Object
    ContactReason reason = ContactReason::OneSided;
    Vec2 center;        // the avatar's centre when it touched
    double feetZ = 0;   // the avatar's feet then
    // The numbers behind the reason: for StepTooHigh the floor beyond (so the rise is
    // floorBeyond - feetZ); for LowHeadroom the floor and ceiling of the opening.
    double floorBeyond = 0;
    double ceilingBeyond = 0;
};

// The avatar went through a teleport line: from where its centre crossed the line to the
// destination thing, facing its angle. The path jumps there: path[pathIndex] is the first point
// after the jump, so a drawing of the path breaks between it and the point before.
struct TraceTeleport {
    Index wall = kNone;
    Vec2 from{0, 0};
    glm::dvec3 to{0.0};
    double angle = 0; // degrees
    std::size_t pathIndex = 0;
};

// A readable account of a move: the path of the footprint's centre (x, y, feet z), each straight
// part a motion actually taken, and every contact. A person can read from it why the avatar
// stopped.
struct Trace {
    std::vector<glm::dvec3> path;
    std::vector<Contact> contacts;
    std::vector<TraceTeleport> teleports; // in the order they happened

    void clear()
    {
        path.clear();
        contacts.clear();
        teleports.clear();
    }
    // Appends a point unless it repeats the last one.
    void addPoint(const glm::dvec3& p);
};

// "step 25 > 24", "ceiling 55 < 56", "sharp corner: classic movement stuck", ...
std::string describeContact(const Contact& c, double stepHeight, double avatarHeight);

// The path's unbroken stretches as [begin, end) index ranges, in order: each teleport starts a
// new one, so a drawing of the path does not join the two ends of a jump.
std::vector<std::pair<std::size_t, std::size_t>> pathStretches(const Trace& trace);

// "teleport to (1024, -352)" (the destination, whole map units).
std::string describeTeleport(const TraceTeleport& t);

} // namespace sw
