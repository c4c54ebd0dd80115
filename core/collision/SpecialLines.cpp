#include "collision/SpecialLines.h"

#include <algorithm>
#include <cmath>

namespace sw {

namespace {

std::string wallName(Index w)
{
    return "wall " + std::to_string(w);
}

// Map units: the smallest grid cell, and the most cells along a side of the grid.
constexpr double kMinCell = 128;
constexpr int kMaxCellsAcross = 256;
// A motion whose bounds cover more cells than this looks at every walk-over line.
constexpr int kMaxCellsVisited = 16;

} // namespace

double segmentCrossing(const Vec2& p, const Vec2& q, const Vec2& a, const Vec2& b)
{
    const Vec2 d = q - p, e = b - a;
    const double den = cross(d, e);
    if (std::fabs(den) < 1e-12)
        return -1;
    const double t = cross(a - p, e) / den; // along the motion
    const double u = cross(a - p, d) / den; // along the line
    return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : -1;
}

std::shared_ptr<const SpecialLines> SpecialLines::of(const Map& map, const Bsp& bsp,
                                                     std::shared_ptr<const SpecialLines> earlier,
                                                     bool sameTree)
{
    const auto sameTags = [&map](const std::vector<std::int32_t>& tags) {
        if (map.sectors.size() != tags.size())
            return false;
        for (std::size_t s = 0; s < tags.size(); ++s)
            if (map.sectors[s].tag != tags[s])
                return false;
        return true;
    };
    if (earlier && sameTree && sameTags(earlier->m_sectorTags))
        return earlier;
    return std::make_shared<const SpecialLines>(map, bsp, earlier.get());
}

SpecialLines::SpecialLines(const Map& map, const Bsp& bsp, const SpecialLines* earlier)
{
    const std::size_t ns = map.sectors.size(), nv = map.vertices.size();
    m_sectorTags.resize(ns);
    for (std::size_t s = 0; s < ns; ++s)
        m_sectorTags[s] = map.sectors[s].tag;
    m_walls = map.walls;
    // Which walls have a line: read from the walls, or, in a chunk of walls the earlier
    // version shares, taken from its lines (whether a line has an action depends on its wall
    // alone while the sector count, which says whether its front sector exists, is the same).
    // On the 160,400-wall grid reading every wall took 3 ms of every edit.
    const bool takeOver = earlier && earlier->m_sectorTags.size() == ns;
    constexpr std::size_t kChunk = CowVector<Wall>::kChunk;
    std::size_t taken = 0; // earlier's next line
    for (std::size_t c = 0; c * kChunk < map.walls.size(); ++c) {
        const std::size_t begin = c * kChunk, end = std::min(map.walls.size(), begin + kChunk);
        if (takeOver && map.walls.sharesChunk(earlier->m_walls, c)) {
            const auto before = [&](std::size_t limit) {
                return taken < earlier->m_lines.size() &&
                       static_cast<std::size_t>(earlier->m_lines[taken].wall) < limit;
            };
            for (; before(begin); ++taken) {
            }
            for (; before(end); ++taken)
                m_lines.push_back(earlier->m_lines[taken]);
            continue;
        }
        for (std::size_t i = begin; i < end; ++i) {
            const Wall& w = map.walls[i];
            // A line without a sector in front does nothing (as in MovingSectors).
            const bool front = w.frontSector >= 0 && static_cast<std::size_t>(w.frontSector) < ns;
            if (!doomLineAction(front ? w.special : 0))
                continue; // most walls: nothing to keep
            Line line;
            line.wall = static_cast<Index>(i);
            line.special = w.special;
            line.tag = w.tag;
            m_lines.push_back(line);
        }
    }
    // The lines' ends (their vertices may have moved) and the walk-over ones among them.
    for (std::size_t k = 0; k < m_lines.size(); ++k) {
        Line& line = m_lines[k];
        const Wall& w = map.walls[static_cast<std::size_t>(line.wall)];
        line.a = line.b = Vec2{0, 0};
        if (w.v1 >= 0 && w.v2 >= 0 && static_cast<std::size_t>(w.v1) < nv &&
            static_cast<std::size_t>(w.v2) < nv) {
            line.a = map.vertices[static_cast<std::size_t>(w.v1)].pos;
            line.b = map.vertices[static_cast<std::size_t>(w.v2)].pos;
        }
        if (doomLineAction(line.special)->trigger == DoomLineAction::Trigger::Walk)
            m_walkLines.push_back(static_cast<Index>(k));
    }
    for (const Thing& t : map.things)
        if (t.type == kDoomTeleportDestination)
            m_destinations.push_back({t.pos, t.angle, bsp.sectorAt(t.pos)});

    // The grid: each walk-over line in the cells its bounds overlap (counted, then filled).
    for (const Index w : m_walkLines) {
        m_gridBox.add(m_lines[static_cast<std::size_t>(w)].a);
        m_gridBox.add(m_lines[static_cast<std::size_t>(w)].b);
    }
    if (m_gridBox.empty())
        return;
    const Vec2 size = m_gridBox.size();
    m_cell = std::max(kMinCell, std::max(size.x, size.y) / kMaxCellsAcross);
    m_cols = static_cast<int>(size.x / m_cell) + 1;
    m_rows = static_cast<int>(size.y / m_cell) + 1;
    auto cellsOf = [&](const Line& l, auto&& visit) {
        const int x0 = static_cast<int>((std::min(l.a.x, l.b.x) - m_gridBox.min.x) / m_cell);
        const int x1 = static_cast<int>((std::max(l.a.x, l.b.x) - m_gridBox.min.x) / m_cell);
        const int y0 = static_cast<int>((std::min(l.a.y, l.b.y) - m_gridBox.min.y) / m_cell);
        const int y1 = static_cast<int>((std::max(l.a.y, l.b.y) - m_gridBox.min.y) / m_cell);
        for (int y = y0; y <= std::min(y1, m_rows - 1); ++y)
            for (int x = x0; x <= std::min(x1, m_cols - 1); ++x)
                visit(static_cast<std::size_t>(y) * static_cast<std::size_t>(m_cols) +
                      static_cast<std::size_t>(x));
    };
    m_cellFirst.assign(static_cast<std::size_t>(m_cols) * static_cast<std::size_t>(m_rows) + 1, 0);
    for (const Index w : m_walkLines)
        cellsOf(m_lines[static_cast<std::size_t>(w)], [&](std::size_t c) { ++m_cellFirst[c + 1]; });
    for (std::size_t c = 1; c < m_cellFirst.size(); ++c)
        m_cellFirst[c] += m_cellFirst[c - 1];
    m_cellLines.resize(m_cellFirst.back());
    std::vector<std::uint32_t> next(m_cellFirst.begin(), m_cellFirst.end() - 1);
    for (const Index w : m_walkLines)
        cellsOf(m_lines[static_cast<std::size_t>(w)],
                [&](std::size_t c) { m_cellLines[next[c]++] = w; });
}

template <typename Visit> void SpecialLines::candidates(const Box2& box, Visit&& visit) const
{
    if (m_cols == 0 || !box.overlaps(m_gridBox))
        return;
    auto cell = [&](double v, double origin, int count) {
        return std::clamp(static_cast<int>(std::floor((v - origin) / m_cell)), 0, count - 1);
    };
    const int x0 = cell(box.min.x, m_gridBox.min.x, m_cols);
    const int x1 = cell(box.max.x, m_gridBox.min.x, m_cols);
    const int y0 = cell(box.min.y, m_gridBox.min.y, m_rows);
    const int y1 = cell(box.max.y, m_gridBox.min.y, m_rows);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > kMaxCellsVisited) {
        for (const Index w : m_walkLines)
            visit(w);
        return;
    }
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            const std::size_t c = static_cast<std::size_t>(y) * static_cast<std::size_t>(m_cols) +
                                  static_cast<std::size_t>(x);
            for (std::uint32_t i = m_cellFirst[c]; i < m_cellFirst[c + 1]; ++i)
                visit(m_cellLines[i]);
        }
}

std::vector<LineCrossing> SpecialLines::crossed(const Vec2& from, const Vec2& to) const
{
    std::vector<LineCrossing> out;
    if (from == to)
        return out;
    Box2 motion;
    motion.add(from);
    motion.add(to);
    candidates(motion, [&](Index i) {
        const Line& l = m_lines[static_cast<std::size_t>(i)];
        const bool front = doomFrontSide(l.a, l.b, from);
        // The centre changes sides of the line, within the line's length.
        if (front == doomFrontSide(l.a, l.b, to))
            return;
        const double t = segmentCrossing(from, to, l.a, l.b);
        if (t >= 0)
            out.push_back({l.wall, front, t, from + (to - from) * t});
    });
    std::sort(out.begin(), out.end(), [](const LineCrossing& x, const LineCrossing& y) {
        return x.at != y.at ? x.at < y.at : x.wall < y.wall;
    });
    // A line in several of the cells looked at was found once per cell.
    out.erase(
        std::unique(out.begin(), out.end(),
                    [](const LineCrossing& x, const LineCrossing& y) { return x.wall == y.wall; }),
        out.end());
    return out;
}

const SpecialLines::Line* SpecialLines::lineOf(Index wall) const
{
    const auto it = std::lower_bound(m_lines.begin(), m_lines.end(), wall,
                                     [](const Line& l, Index w) { return l.wall < w; });
    return it != m_lines.end() && it->wall == wall ? &*it : nullptr;
}

std::optional<DoomLineAction> SpecialLines::action(Index wall) const
{
    const Line* line = lineOf(wall);
    if (!line)
        return std::nullopt;
    return doomLineAction(line->special);
}

bool SpecialLines::walkTeleport(Index wall) const
{
    const auto a = action(wall);
    return a && a->kind == DoomLineAction::Kind::Teleport &&
           a->trigger == DoomLineAction::Trigger::Walk;
}

TeleportTarget SpecialLines::teleport(Index wall, bool front) const
{
    TeleportTarget out;
    const auto a = action(wall);
    if (!a || a->kind != DoomLineAction::Kind::Teleport) {
        out.refusal = wallName(wall) + " does not teleport";
        return out;
    }
    // One walks out of a teleporter over its back.
    if (!front) {
        out.refusal = wallName(wall) + " works from its front side only";
        return out;
    }
    if (a->monstersOnly || a->lineToLine) {
        out.refusal = wallName(wall) + (a->monstersOnly ? " teleports monsters only"
                                                        : " is a line-to-line teleport, "
                                                          "which the avatar does not take");
        return out;
    }
    const std::int32_t tag = lineOf(wall)->tag; // it has an action: it is kept
    for (const Destination& d : m_destinations)
        if (tag != 0 && d.sector >= 0 && static_cast<std::size_t>(d.sector) < m_sectorTags.size() &&
            m_sectorTags[static_cast<std::size_t>(d.sector)] == tag) {
            out.ok = true;
            out.destination = d.pos;
            out.angle = d.angle;
            return out;
        }
    out.refusal = wallName(wall) + " teleports to tag " + std::to_string(tag) +
                  ", which holds no teleport destination (thing type 14)";
    return out;
}

std::optional<std::pair<LineCrossing, TeleportTarget>>
SpecialLines::firstTeleport(const Vec2& from, const Vec2& to) const
{
    for (const LineCrossing& c : crossed(from, to)) {
        if (!walkTeleport(c.wall))
            continue;
        TeleportTarget t = teleport(c.wall, c.fromFront);
        if (t.ok)
            return std::pair{c, std::move(t)};
    }
    return std::nullopt;
}

bool SpecialLines::operator==(const SpecialLines& other) const
{
    return m_lines == other.m_lines && m_walkLines == other.m_walkLines &&
           m_gridBox.min == other.m_gridBox.min && m_gridBox.max == other.m_gridBox.max &&
           m_cell == other.m_cell && m_cols == other.m_cols && m_rows == other.m_rows &&
           m_cellFirst == other.m_cellFirst && m_cellLines == other.m_cellLines &&
           m_sectorTags == other.m_sectorTags && m_destinations == other.m_destinations;
}

} // namespace sw
