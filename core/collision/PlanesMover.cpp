// The planes algorithm (see PlanesMover.h): triangles as pushed-out planes with edge planes
// and, for acute corners, planes at the opposite vertices; a sphere's centre crossing a
// pushed-out plane inside the others hits it and slides along it.
#include "collision/PlanesMover.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {

// Map units. After a hit the centre is put this far in front of the plane, so that rounding
// never leaves it behind the plane it slid along.
constexpr double kSkin = 1.0 / 1024;
// Map units. A centre this little behind a pushed-out plane still counts as on it (it slid
// along it a moment ago).
constexpr double kBehind = 1e-7;
// Slides per move (as the exact mover).
constexpr int kMaxSlides = 4;
// Map units: how far a fall looks down for a floor.
constexpr double kFallReach = 1 << 17;
// Cells of the plan grid per side, at most (a huge sparse map gets larger cells).
constexpr int kMaxGridSide = 2048;

Vec3 at(const Vec2& p, double z) { return {p.x, p.y, z}; }

// Sutherland-Hodgman: the part of a convex polygon where dot(n, x) >= c.
std::vector<Vec3> clip(const std::vector<Vec3>& poly, const Vec3& n, double c)
{
    std::vector<Vec3> out;
    for (std::size_t i = 0; i < poly.size(); ++i) {
        const Vec3& p = poly[i];
        const Vec3& q = poly[(i + 1) % poly.size()];
        const double sp = glm::dot(n, p) - c, sq = glm::dot(n, q) - c;
        if (sp >= 0)
            out.push_back(p);
        if ((sp >= 0) != (sq >= 0))
            out.push_back(p + (q - p) * (sp / (sp - sq)));
    }
    return out;
}

} // namespace

PlaneTriangles::PlaneTriangles(std::span<const Triangle3> triangles, double radius,
                               const PlanesOptions& options, std::span<const Source> sources)
    : m_radius(radius), m_options(options)
{
    for (std::size_t i = 0; i < triangles.size(); ++i)
        add(triangles[i], i < sources.size() ? sources[i] : Source{});
    buildGrid();
}

PlaneTriangles::PlaneTriangles(const CollisionWorld& world, double radius,
                               const PlanesOptions& options)
    : m_radius(radius), m_options(options)
{
    // Walls: per wall piece, facing its own leaf, the parts a mover meets.
    auto quad = [&](const Vec2& a, const Vec2& b, double z0, double z1, const Source& s) {
        if (z1 - z0 <= 1e-9)
            return;
        add({at(a, z0), at(b, z0), at(b, z1)}, s);
        add({at(a, z0), at(b, z1), at(a, z1)}, s);
    };
    for (const CollisionSeg& seg : world.segs()) {
        if (seg.sector == kNone)
            continue;
        const BspSector& own = world.sectorHeights(seg.sector);
        Source s;
        s.wall = seg.wall;
        if (seg.otherSector == kNone) {
            quad(seg.shape.a, seg.shape.b, own.floorHeight, own.ceilingHeight, s);
            continue;
        }
        const BspSector& other = world.sectorHeights(seg.otherSector);
        s.floorBeyond = std::max(own.floorHeight, other.floorHeight);
        s.ceilingBeyond = std::min(own.ceilingHeight, other.ceilingHeight);
        s.reason = ContactReason::StepTooHigh;
        quad(seg.shape.a, seg.shape.b, own.floorHeight, other.floorHeight, s);
        s.reason = ContactReason::LowHeadroom;
        quad(seg.shape.a, seg.shape.b, other.ceilingHeight, own.ceilingHeight, s);
        if (seg.blockingFlag) {
            s.reason = ContactReason::Blocking;
            quad(seg.shape.a, seg.shape.b, s.floorBeyond, s.ceilingBeyond, s);
        }
    }
    // Floors facing up and ceilings facing down, fans over the convex leaf polygons.
    const Bsp& bsp = world.bsp();
    for (std::size_t l = 0; l < bsp.leaves().size(); ++l) {
        const Index sector = bsp.leaves()[l].sector;
        if (sector == kNone)
            continue;
        const auto poly = bsp.leafPolygon(static_cast<std::int32_t>(l));
        const BspSector& h = world.sectorHeights(sector);
        for (std::size_t k = 1; k + 1 < poly.size(); ++k) {
            add({at(poly[0], h.floorHeight), at(poly[k], h.floorHeight),
                 at(poly[k + 1], h.floorHeight)},
                {});
            add({at(poly[0], h.ceilingHeight), at(poly[k + 1], h.ceilingHeight),
                 at(poly[k], h.ceilingHeight)},
                {});
        }
    }
    // Props: a mesh's own triangles; cylinders and boxes as prisms.
    if (const ObjectSet* objects = world.objects()) {
        for (const SolidObject& o : objects->objects()) {
            Source s;
            s.thing = o.thing;
            s.reason = ContactReason::Object;
            if (o.kind == ThingShape::Kind::Mesh && !o.triangles.empty()) {
                for (const Triangle3& t : o.triangles)
                    add(t, s);
                continue;
            }
            const int sides = o.kind == ThingShape::Kind::Box ? 4 : 16;
            std::vector<Vec2> ring;
            for (int k = 0; k < sides; ++k) {
                const double a = (o.kind == ThingShape::Kind::Box ? 0.25 : 0.0) * 3.141592653589793 +
                                 2 * 3.141592653589793 * k / sides;
                const double reach = o.kind == ThingShape::Kind::Box ? o.radius * std::sqrt(2.0)
                                                                     : o.radius;
                ring.push_back(o.center + Vec2{std::cos(a), std::sin(a)} * reach);
            }
            for (int k = 0; k < sides; ++k) {
                const Vec2& p = ring[static_cast<std::size_t>(k)];
                const Vec2& q = ring[static_cast<std::size_t>((k + 1) % sides)];
                // Counter-clockwise ring: outward is the right of q -> p.
                quad(q, p, o.bottom, o.top, s);
                add({at(o.center, o.top), at(p, o.top), at(q, o.top)}, s);
                add({at(o.center, o.bottom), at(q, o.bottom), at(p, o.bottom)}, s);
            }
        }
    }
    buildGrid();
}

void PlaneTriangles::add(const Triangle3& t, const Source& source)
{
    const Vec3 cr = t.normal();
    const double len = glm::length(cr);
    if (len < 1e-12)
        return; // no plane
    Tri x;
    x.a = t.a;
    x.n = cr / len;
    x.d = glm::dot(x.n, t.a);
    for (int i = 0; i < 3; ++i) {
        const Vec3& v = t[i];
        const Vec3& w = t[(i + 1) % 3];
        x.e[i] = glm::normalize(glm::cross(w - v, x.n)); // outward, in the triangle's plane
        x.ed[i] = glm::dot(x.e[i], v);
        x.od[i] = glm::dot(x.e[i], t[(i + 2) % 3]);
    }
    m_tris.push_back(x);
    m_sources.push_back(source);
    m_corners.push_back(t);
}

// The plan bounds of where the centre can hit the triangle: its region in the pushed-out
// plane (the triangle grown by r to its mitred corners, cut by the corner planes).
Box2 PlaneTriangles::regionBounds(const Tri& t, const Triangle3& corners) const
{
    const double r = m_radius;
    std::vector<Vec3> poly;
    for (int i = 0; i < 3; ++i) {
        const Vec3& ea = t.e[(i + 2) % 3];
        const Vec3& eb = t.e[i];
        const double den = 1 + glm::dot(ea, eb);
        poly.push_back(corners[i] + (ea + eb) * (r / std::max(den, 1e-12)));
    }
    if (m_options.acuteCornerPlanes)
        for (int i = 0; i < 3 && !poly.empty(); ++i)
            poly = clip(poly, t.e[i], t.od[i] - r);
    Box2 b;
    for (const Vec3& p : poly) {
        const Vec3 q = p + t.n * r;
        b.add(Vec2{q.x, q.y});
    }
    if (!b.empty()) {
        b.min -= Vec2{1e-6, 1e-6};
        b.max += Vec2{1e-6, 1e-6};
    }
    return b;
}

void PlaneTriangles::buildGrid()
{
    m_bounds.clear();
    m_box = {};
    for (std::size_t i = 0; i < m_tris.size(); ++i) {
        m_bounds.push_back(regionBounds(m_tris[i], m_corners[i]));
        m_box.add(m_bounds.back());
    }
    m_corners.clear();
    m_corners.shrink_to_fit();
    if (m_box.empty())
        return;
    const Vec2 size = m_box.size();
    m_cell = std::max({m_cell, size.x / kMaxGridSide, size.y / kMaxGridSide});
    m_cols = std::max(1, static_cast<int>(std::ceil(size.x / m_cell)));
    m_rows = std::max(1, static_cast<int>(std::ceil(size.y / m_cell)));
    m_cells.assign(static_cast<std::size_t>(m_cols) * static_cast<std::size_t>(m_rows), {});
    for (std::size_t i = 0; i < m_bounds.size(); ++i) {
        const Box2& b = m_bounds[i];
        if (b.empty())
            continue;
        const int x0 = std::clamp(static_cast<int>((b.min.x - m_box.min.x) / m_cell), 0, m_cols - 1);
        const int x1 = std::clamp(static_cast<int>((b.max.x - m_box.min.x) / m_cell), 0, m_cols - 1);
        const int y0 = std::clamp(static_cast<int>((b.min.y - m_box.min.y) / m_cell), 0, m_rows - 1);
        const int y1 = std::clamp(static_cast<int>((b.max.y - m_box.min.y) / m_cell), 0, m_rows - 1);
        for (int y = y0; y <= y1; ++y)
            for (int x = x0; x <= x1; ++x)
                m_cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_cols) +
                        static_cast<std::size_t>(x)]
                    .push_back(static_cast<std::uint32_t>(i));
    }
}

std::optional<PlanesHit> PlaneTriangles::sweep(const Vec3& c, const Vec3& m) const
{
    if (m_cells.empty())
        return std::nullopt;
    // Candidates: the triangles listed in the cells the motion's plan bounds cover.
    Box2 path;
    path.add(Vec2{c.x, c.y});
    path.add(Vec2{c.x + m.x, c.y + m.y});
    if (!path.overlaps(m_box))
        return std::nullopt;
    const int x0 = std::clamp(static_cast<int>((path.min.x - m_box.min.x) / m_cell), 0, m_cols - 1);
    const int x1 = std::clamp(static_cast<int>((path.max.x - m_box.min.x) / m_cell), 0, m_cols - 1);
    const int y0 = std::clamp(static_cast<int>((path.min.y - m_box.min.y) / m_cell), 0, m_rows - 1);
    const int y1 = std::clamp(static_cast<int>((path.max.y - m_box.min.y) / m_cell), 0, m_rows - 1);
    std::vector<std::uint32_t> candidates;
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const auto& cell = m_cells[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_cols) +
                                       static_cast<std::size_t>(x)];
            candidates.insert(candidates.end(), cell.begin(), cell.end());
        }
    if (x0 != x1 || y0 != y1) {
        std::sort(candidates.begin(), candidates.end());
        candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    }

    const double r = m_radius;
    std::optional<PlanesHit> best;
    for (const std::uint32_t i : candidates) {
        if (!m_bounds[i].overlaps(path))
            continue;
        const Tri& t = m_tris[i];
        // The pushed-out plane, crossed from the front while moving into it.
        const double ds = glm::dot(t.n, m);
        if (ds >= -1e-12)
            continue;
        const double s0 = glm::dot(t.n, c) - (t.d + r);
        if (s0 < -kBehind)
            continue;
        const double hitT = std::max(0.0, s0 / -ds);
        if (hitT > 1 || (best && hitT >= best->t))
            continue;
        // Inside the three edge planes and, when used, the three corner planes.
        const Vec3 q = c + m * hitT;
        bool inside = true;
        for (int k = 0; k < 3 && inside; ++k) {
            const double e = glm::dot(t.e[k], q);
            inside = e <= t.ed[k] + r && (!m_options.acuteCornerPlanes || e >= t.od[k] - r);
        }
        if (inside)
            best = PlanesHit{hitT, t.n, t.d, i};
    }
    return best;
}

Vec3 PlaneTriangles::moveAndSlide(const Vec3& centre, const Vec3& motion, int maxSlides,
                                  std::vector<PlanesHit>* hits) const
{
    Vec3 c = centre, m = motion;
    for (int slide = 0; glm::length(m) > 1e-9; ++slide) {
        const auto hit = sweep(c, m);
        if (!hit)
            return c + m;
        if (hits)
            hits->push_back(*hit);
        // Up to the plane, a skin in front of it; the rest of the motion along it.
        c += m * hit->t + hit->normal * kSkin;
        if (slide == maxSlides)
            break;
        const Vec3 rest = m * (1 - hit->t);
        m = rest - hit->normal * glm::dot(hit->normal, rest);
    }
    return c;
}

void planesMove(const PlaneTriangles& tris, Vec2& pos, double z, const Vec2& d, Trace* trace)
{
    const double r = tris.radius();
    Vec3 c = at(pos, z + r), m{d.x, d.y, 0};
    for (int slide = 0; glm::length(m) > 1e-9; ++slide) {
        const auto hit = tris.sweep(c, m);
        if (!hit) {
            c += m;
            break;
        }
        c += m * hit->t + hit->normal * kSkin;
        if (trace) {
            trace->addPoint(c - Vec3{0, 0, r});
            const PlaneTriangles::Source& s = tris.source(hit->triangle);
            Vec2 n{hit->normal.x, hit->normal.y};
            if (glm::length(n) > 1e-9) {
                n = glm::normalize(n);
                Contact contact;
                contact.point = Vec2{c.x, c.y} - n * (r + kSkin);
                contact.normal = n;
                contact.wall = s.wall;
                contact.thing = s.thing;
                contact.reason = s.reason;
                contact.center = {c.x, c.y};
                contact.feetZ = z;
                contact.floorBeyond = s.floorBeyond;
                contact.ceilingBeyond = s.ceilingBeyond;
                trace->contacts.push_back(contact);
            }
        }
        if (slide == kMaxSlides)
            break;
        const Vec3 rest = m * (1 - hit->t);
        m = rest - hit->normal * glm::dot(hit->normal, rest);
    }
    pos = {c.x, c.y};
    if (trace)
        trace->addPoint({pos, z});
}

double planesRestHeight(const PlaneTriangles& tris, const Vec2& pos, double z)
{
    const double r = tris.radius();
    const Vec3 c = at(pos, z + r);
    const auto hit = tris.sweep(c, {0, 0, -kFallReach});
    if (!hit)
        return z;
    // A level floor gives its own height exactly; anything sloped, where the centre stopped.
    if (hit->normal.z > 1 - 1e-12)
        return std::min(z, hit->offset);
    return std::min(z, c.z - kFallReach * hit->t - r);
}

} // namespace sw
