#include "doom/Blockmap.h"

#include "io/WadWrite.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace sw {

namespace {

constexpr int kBlock = 128;

// Calls visit(column, row) for every block the segment from a to b (in block-relative units)
// touches, walking the grid cell by cell.
template <typename Visit>
void walkBlocks(Vec2 a, Vec2 b, int columns, int rows, Visit&& visit)
{
    auto cellOf = [](double v) { return static_cast<int>(std::floor(v / kBlock)); };
    int cx = cellOf(a.x), cy = cellOf(a.y);
    const int ex = cellOf(b.x), ey = cellOf(b.y);
    const Vec2 d = b - a;
    const int stepX = d.x > 0 ? 1 : (d.x < 0 ? -1 : 0);
    const int stepY = d.y > 0 ? 1 : (d.y < 0 ? -1 : 0);
    // Parameter along the segment at which the next vertical / horizontal grid line is crossed.
    const double inf = std::numeric_limits<double>::infinity();
    double tNextX = stepX == 0 ? inf : ((cx + (stepX > 0 ? 1 : 0)) * double(kBlock) - a.x) / d.x;
    double tNextY = stepY == 0 ? inf : ((cy + (stepY > 0 ? 1 : 0)) * double(kBlock) - a.y) / d.y;
    const double tDeltaX = stepX == 0 ? inf : kBlock / std::fabs(d.x);
    const double tDeltaY = stepY == 0 ? inf : kBlock / std::fabs(d.y);
    for (int guard = 0; guard < columns + rows + 4; ++guard) {
        if (cx >= 0 && cy >= 0 && cx < columns && cy < rows)
            visit(cx, cy);
        if (cx == ex && cy == ey)
            return;
        if (tNextX < tNextY) {
            cx += stepX;
            tNextX += tDeltaX;
        } else if (tNextY < tNextX) {
            cy += stepY;
            tNextY += tDeltaY;
        } else {
            // Through a grid corner: the line touches the blocks on both sides of it.
            if (cx + stepX >= 0 && cx + stepX < columns && cy >= 0 && cy < rows)
                visit(cx + stepX, cy);
            if (cx >= 0 && cx < columns && cy + stepY >= 0 && cy + stepY < rows)
                visit(cx, cy + stepY);
            cx += stepX;
            cy += stepY;
            tNextX += tDeltaX;
            tNextY += tDeltaY;
        }
    }
}

} // namespace

BlockmapLump buildBlockmap(const Map& map)
{
    BlockmapLump out;
    if (map.walls.empty())
        return out;
    double minX = 1e300, minY = 1e300, maxX = -1e300, maxY = -1e300;
    for (const Wall& w : map.walls)
        for (const Vec2& p : {map.wallStart(w), map.wallEnd(w)}) {
            minX = std::min(minX, p.x);
            minY = std::min(minY, p.y);
            maxX = std::max(maxX, p.x);
            maxY = std::max(maxY, p.y);
        }
    const int ox = static_cast<int>(std::floor(minX)), oy = static_cast<int>(std::floor(minY));
    const int columns = static_cast<int>(std::floor((maxX - ox) / kBlock)) + 1;
    const int rows = static_cast<int>(std::floor((maxY - oy) / kBlock)) + 1;
    out.columns = static_cast<std::size_t>(columns);
    out.rows = static_cast<std::size_t>(rows);

    std::vector<std::vector<std::uint16_t>> lists(out.columns * out.rows);
    const Vec2 origin{double(ox), double(oy)};
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        walkBlocks(map.wallStart(w) - origin, map.wallEnd(w) - origin, columns, rows,
                   [&](int cx, int cy) {
                       auto& list = lists[static_cast<std::size_t>(cy * columns + cx)];
                       if (list.empty() || list.back() != i)
                           list.push_back(static_cast<std::uint16_t>(i));
                   });
    }

    // Header and offsets, then the lists; identical lists are written once.
    const std::size_t blocks = lists.size();
    std::vector<std::uint16_t> words;
    words.reserve(4 + blocks * 2);
    words.push_back(static_cast<std::uint16_t>(ox));
    words.push_back(static_cast<std::uint16_t>(oy));
    words.push_back(static_cast<std::uint16_t>(columns));
    words.push_back(static_cast<std::uint16_t>(rows));
    words.resize(4 + blocks);
    std::map<std::vector<std::uint16_t>, std::size_t> written;
    bool fits = true;
    for (std::size_t b = 0; b < blocks; ++b) {
        auto [it, added] = written.try_emplace(lists[b], words.size());
        if (added) {
            words.push_back(0);
            words.insert(words.end(), lists[b].begin(), lists[b].end());
            words.push_back(0xFFFF);
        }
        fits = fits && it->second <= 0xFFFF;
        words[4 + b] = static_cast<std::uint16_t>(it->second);
    }
    out.fullSize = words.size() * 2;
    if (!fits)
        return out;
    out.bytes.reserve(out.fullSize);
    for (std::uint16_t w : words)
        putU16(out.bytes, w);
    return out;
}

std::vector<std::uint8_t> zeroReject(std::size_t sectors)
{
    return std::vector<std::uint8_t>((sectors * sectors + 7) / 8, 0);
}

} // namespace sw
