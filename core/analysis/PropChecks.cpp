// Props (things with mesh shapes) that interpenetrate each other or a wall: a crate sunk into
// a wall or two machines grown into each other look wrong and trap the avatar oddly.
#include "analysis/Checks.h"

#include "mesh/MeshOverlap.h"
#include "mesh/SphereTree.h"
#include "mesh/TriTri.h"
#include "mesh/Volumes.h"

#include <memory>

namespace sw::analysis {

namespace {

struct Prop {
    Index thing;
    const Mesh* mesh;
    std::unique_ptr<SphereTree> tree;
    MeshTransform transform;
    std::vector<Triangle3> triangles; // in world space
    Aabb3 box;
};

// The solid parts of a wall as triangles: the whole height of a one-sided wall, the lower and
// upper parts of a two-sided one (where its neighbours' floors and ceilings differ).
std::vector<Triangle3> wallTriangles(const Context& ctx, const Wall& w)
{
    const Vec2 a = ctx.map.wallStart(w), b = ctx.map.wallEnd(w);
    std::vector<std::pair<double, double>> parts;
    const Sector& front = ctx.sector(w.frontSector);
    if (!w.twoSided()) {
        parts.push_back({front.floorHeight, front.ceilingHeight});
    } else {
        const Sector& back = ctx.sector(w.backSector);
        parts.push_back({std::min(front.floorHeight, back.floorHeight),
                         std::max(front.floorHeight, back.floorHeight)});
        parts.push_back({std::min(front.ceilingHeight, back.ceilingHeight),
                         std::max(front.ceilingHeight, back.ceilingHeight)});
    }
    std::vector<Triangle3> out;
    for (const auto& [lo, hi] : parts) {
        if (hi <= lo)
            continue;
        const Vec3 p0{a.x, a.y, lo}, p1{b.x, b.y, lo}, p2{b.x, b.y, hi}, p3{a.x, a.y, hi};
        out.push_back({p0, p1, p2});
        out.push_back({p0, p2, p3});
    }
    return out;
}

std::vector<Prop> placeProps(const Context& ctx)
{
    std::vector<Prop> props;
    for (std::size_t i = 0; i < ctx.map.things.size(); ++i) {
        const Thing& t = ctx.map.things[i];
        if (t.shape.kind != ThingShape::Kind::Mesh)
            continue;
        const Mesh* mesh = ctx.options.meshes(t.shape.mesh);
        if (!mesh || mesh->empty())
            continue;
        const Index sector = ctx.bsp.sectorAt(t.pos);
        const double floor = sector == kNone ? 0 : ctx.sector(sector).floorHeight;
        Prop p{static_cast<Index>(i), mesh, std::make_unique<SphereTree>(*mesh),
               MeshTransform{{t.pos.x, t.pos.y, floor + t.shape.z}, t.angle, t.shape.scale},
               {}, {}};
        p.triangles = triangleSoup(*mesh, p.transform);
        for (const Triangle3& tri : p.triangles)
            for (const Vec3& v : {tri.a, tri.b, tri.c})
                p.box.add(v);
        props.push_back(std::move(p));
    }
    return props;
}

void propsAgainstEachOther(const std::vector<Prop>& props, Findings& out)
{
    std::vector<PlacedMesh> placed;
    for (const Prop& p : props)
        placed.push_back({p.mesh, p.tree.get(), p.transform});
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    findInterpenetratingProps(placed, [&](const PropContact& c) {
        if (pairs.empty() || pairs.back() != std::make_pair(c.propA, c.propB))
            pairs.push_back({c.propA, c.propB});
    });
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    for (const auto& [a, b] : pairs) {
        Finding f;
        f.kind = "prop-overlap";
        f.severity = Severity::Warning;
        const Vec3 c = (props[a].box.centre() + props[b].box.centre()) * 0.5;
        f.where = {c.x, c.y};
        f.things = {std::min(props[a].thing, props[b].thing), std::max(props[a].thing, props[b].thing)};
        f.message = "the meshes of thing " + std::to_string(f.things[0]) + " and thing " +
                    std::to_string(f.things[1]) + " interpenetrate";
        out.push_back(std::move(f));
    }
}

void propsAgainstWalls(const Context& ctx, const std::vector<Prop>& props, Findings& out)
{
    for (const Prop& p : props) {
        const Box2 plan{{p.box.min.x, p.box.min.y}, {p.box.max.x, p.box.max.y}};
        for (std::size_t wi = 0; wi < ctx.map.walls.size(); ++wi) {
            const Wall& w = ctx.map.walls[wi];
            if (!ctx.wallOk(static_cast<Index>(wi)))
                continue;
            Box2 wb;
            wb.add(ctx.map.wallStart(w));
            wb.add(ctx.map.wallEnd(w));
            if (!wb.overlaps(plan))
                continue;
            bool hit = false;
            for (const Triangle3& wt : wallTriangles(ctx, w)) {
                for (const Triangle3& pt : p.triangles)
                    if (trianglesIntersect(wt, pt)) {
                        hit = true;
                        break;
                    }
                if (hit)
                    break;
            }
            if (!hit)
                continue;
            Finding f;
            f.kind = "prop-in-wall";
            f.severity = Severity::Warning;
            f.where = ctx.middle(w);
            f.walls = {static_cast<Index>(wi)};
            f.things = {p.thing};
            f.message = "the mesh of thing " + std::to_string(p.thing) + " passes through wall " +
                        std::to_string(wi);
            out.push_back(std::move(f));
        }
    }
}

} // namespace

void checkProps(const Context& ctx, Findings& out)
{
    if (!ctx.options.meshes)
        return;
    const std::vector<Prop> props = placeProps(ctx);
    if (props.empty())
        return;
    propsAgainstEachOther(props, out);
    propsAgainstWalls(ctx, props, out);
}

} // namespace sw::analysis
