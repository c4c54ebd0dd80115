#pragma once

// Meshes built in code for the mesh tests: known shapes with known volumes.
#include "mesh/Mesh.h"

#include <cmath>
#include <random>

namespace sw::test {

// An axis-aligned box with outward-facing triangles.
inline Mesh makeBox(const Vec3& lo, const Vec3& hi)
{
    Mesh m;
    for (int i = 0; i < 8; ++i)
        m.positions.push_back({(i & 1) ? hi.x : lo.x, (i & 2) ? hi.y : lo.y, (i & 4) ? hi.z : lo.z});
    const std::uint32_t quads[6][4] = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4},
                                       {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
    for (const auto& q : quads) {
        m.triangles.push_back({q[0], q[1], q[2]});
        m.triangles.push_back({q[0], q[2], q[3]});
    }
    return m;
}

// The unit cube standing on the floor, as in tests/data/meshes/cube.obj.
inline Mesh makeUnitCube() { return makeBox({-0.5, -0.5, 0}, {0.5, 0.5, 1}); }

// The thin rod of tests/data/meshes/rod.obj.
inline Mesh makeRod() { return makeBox({0, -0.05, 0}, {10, 0.05, 0.1}); }

// A closed sphere of latitude-longitude quads, poles included.
inline Mesh makeUvSphere(double radius, int rings, int segments)
{
    constexpr double kPi = 3.14159265358979323846;
    Mesh m;
    for (int r = 0; r <= rings; ++r)
        for (int s = 0; s < segments; ++s) {
            const double polar = kPi * r / rings, azimuth = 2 * kPi * s / segments;
            m.positions.push_back({radius * std::sin(polar) * std::cos(azimuth),
                                   radius * std::sin(polar) * std::sin(azimuth),
                                   radius * std::cos(polar)});
        }
    const auto at = [&](int r, int s) {
        return static_cast<std::uint32_t>(r * segments + (s % segments));
    };
    for (int r = 0; r < rings; ++r)
        for (int s = 0; s < segments; ++s) {
            if (r > 0)
                m.triangles.push_back({at(r, s), at(r + 1, s), at(r, s + 1)});
            if (r + 1 < rings)
                m.triangles.push_back({at(r, s + 1), at(r + 1, s), at(r + 1, s + 1)});
        }
    return m;
}

// Points drawn from a normal distribution, a cloud with no symmetry to help a bound.
inline std::vector<Vec3> randomCloud(std::size_t count, unsigned seed)
{
    std::mt19937 rng(seed);
    std::normal_distribution<double> n(0.0, 10.0);
    std::vector<Vec3> points;
    for (std::size_t i = 0; i < count; ++i)
        points.push_back({n(rng) + 3, 0.5 * n(rng) - 7, 2 * n(rng) + 1});
    return points;
}

// The volume the triangles enclose (divergence theorem): positive when they face outwards.
inline double signedVolume(const Mesh& m)
{
    double v = 0;
    for (std::size_t i = 0; i < m.triangles.size(); ++i) {
        const Triangle3 t = m.triangle(i);
        v += glm::dot(t.a, glm::cross(t.b, t.c)) / 6;
    }
    return v;
}

} // namespace sw::test
