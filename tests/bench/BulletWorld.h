#pragma once

// Bullet's kinematic character controller in a map: the reference the collision benchmark
// compares our movers with. Bullet's headers stay in BulletWorld.cpp, so the benchmark's main
// file builds with our own warnings and types only.

#include "bsp/Bsp.h"
#include "map/AvatarProfile.h"
#include "map/Map.h"

#include <glm/vec3.hpp>

#include <memory>
#include <string>

namespace swbench {

// Where one move left Bullet's character.
struct BulletMove {
    glm::dvec3 end;  // centre x, y and feet z
    double lift = 0; // how far the step-up phase raised it before the horizontal motion
};

class BulletWorld {
public:
    // A static triangle mesh of the map's walls, floors and ceilings (floors and ceilings from
    // the BSP's leaf polygons) and a capsule character of the profile's radius, height and
    // step height.
    BulletWorld(const sw::Map& map, const sw::Bsp& bsp, const sw::AvatarProfile& profile);
    ~BulletWorld();
    BulletWorld(const BulletWorld&) = delete;
    BulletWorld& operator=(const BulletWorld&) = delete;

    // One move: warp to `start` with the feet at feetZ, walk by delta in one playerStep of one
    // second (the walk direction is the whole displacement of a step), read the end.
    BulletMove move(const sw::Vec2& start, double feetZ, const sw::Vec2& delta);

    std::size_t triangleCount() const;
    // The settings chosen, in one line, for the report.
    std::string describe() const;

private:
    struct Impl;
    std::unique_ptr<Impl> m_impl;
};

} // namespace swbench
