#pragma once

#include "base/Result.h"
#include "collision/CollisionWorld.h"
#include "collision/Trace.h"
#include "map/AvatarProfile.h"

#include <glm/vec3.hpp>

#include <memory>

namespace sw {

class PlaneTriangles;

// The avatar between real-time steps.
struct AvatarState {
    Vec2 pos;
    double z = 0;      // feet, as collision sees them
    double viewZ = 0;  // feet as drawn: rises smoothly after a step up
    double vz = 0;     // vertical speed, map units per second
    bool onGround = true;
};

struct StepInput {
    Vec2 velocity{0, 0}; // wanted horizontal velocity, map units per second
    bool jump = false;
};

// Moves an avatar with a profile through a CollisionWorld, with the profile's algorithm.
class Mover {
public:
    Mover(const CollisionWorld& world, const AvatarProfile& profile);

    const AvatarProfile& profile() const { return m_profile; }
    const CollisionWorld& world() const { return m_world; }

    // Where the feet rest when the avatar stands at p (the highest floor under the footprint),
    // or a sentence saying why it cannot stand there.
    Result<double> standingHeight(const Vec2& p) const;

    // One move of `delta` from standing at `start`: sliding and stepping, then a fall to rest.
    // Returns the end (x, y, feet z); fills `trace` (path from start to end, contacts).
    Result<glm::dvec3> moveOnce(const Vec2& start, const Vec2& delta, Trace* trace) const;

    // The same, from a known state (the benchmark's inner loop: no start checks).
    glm::dvec3 moveFrom(const Vec2& start, double z, const Vec2& delta, Trace* trace) const;

    // One real-time step of dt seconds: horizontal move, jump, gravity, step smoothing.
    void step(AvatarState& state, const StepInput& input, double dt, Trace* trace) const;

    // A state standing at p (or an error).
    Result<AvatarState> spawn(const Vec2& p) const;

private:
    // Returns false when the floor under the end is sure to be z.
    bool horizontal(Vec2& pos, double& z, const Vec2& d, Trace* trace) const;
    Span span(const Vec2& p) const;
    // The span (objects included) under the footprint at p for feet at z.
    ProbeQuery feetQuery(const Vec2& p, double z, bool touching) const;

    const CollisionWorld& m_world;
    AvatarProfile m_profile;
    // The planes algorithm's triangles, built with the mover (only for that algorithm) from
    // the world's heights at that moment.
    std::shared_ptr<const PlaneTriangles> m_planes;
};

// The two horizontal movers (ExactMover.cpp, ClassicMover.cpp): move the footprint from pos by
// d at feet height z, sliding and stepping; update pos and z; append to the trace. exactMove
// returns false when the floor under the end is sure to be z (nothing lower was near the path).
bool exactMove(const CollisionWorld& world, const AvatarProfile& profile, Vec2& pos, double& z,
               Vec2 d, Trace* trace);
void classicMove(const CollisionWorld& world, const AvatarProfile& profile, Vec2& pos, double& z,
                 const Vec2& d, Trace* trace);

} // namespace sw
