#include "doom/Blockmap.h"

#include "io/WadWrite.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>

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

    // Every (block, wall) pair, as the walls are walked through the grid in order; then the
    // pairs sorted by block (counting sort, stable: each block's walls stay in order).
    const std::size_t blocks = out.columns * out.rows;
    std::vector<std::uint32_t> lastWall(blocks, 0xFFFFFFFF); // a wall touching a block twice
    std::vector<std::uint32_t> visitBlock, visitWall;
    visitBlock.reserve(2 * map.walls.size());
    visitWall.reserve(2 * map.walls.size());
    const Vec2 origin{double(ox), double(oy)};
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        const auto wall = static_cast<std::uint32_t>(i);
        walkBlocks(map.wallStart(w) - origin, map.wallEnd(w) - origin, columns, rows,
                   [&](int cx, int cy) {
                       const auto block = static_cast<std::size_t>(cy * columns + cx);
                       if (lastWall[block] == wall)
                           return;
                       lastWall[block] = wall;
                       visitBlock.push_back(static_cast<std::uint32_t>(block));
                       visitWall.push_back(wall);
                   });
    }
    std::vector<std::uint32_t> listStart(blocks + 1, 0);
    for (std::uint32_t b : visitBlock)
        ++listStart[b + 1];
    for (std::size_t b = 0; b < blocks; ++b)
        listStart[b + 1] += listStart[b];
    std::vector<std::uint16_t> lists(visitBlock.size());
    {
        std::vector<std::uint32_t> fill(listStart.begin(), listStart.end() - 1);
        for (std::size_t k = 0; k < visitBlock.size(); ++k)
            lists[fill[visitBlock[k]]++] = static_cast<std::uint16_t>(visitWall[k]);
    }
    auto listOf = [&](std::size_t b) {
        return std::span<const std::uint16_t>(lists.data() + listStart[b],
                                              listStart[b + 1] - listStart[b]);
    };

    // Header and offsets, then the lists; identical lists are written once (a hash table of
    // the blocks whose lists were written, by content).
    std::vector<std::uint16_t> words;
    words.reserve(4 + 3 * blocks + lists.size());
    words.push_back(static_cast<std::uint16_t>(ox));
    words.push_back(static_cast<std::uint16_t>(oy));
    words.push_back(static_cast<std::uint16_t>(columns));
    words.push_back(static_cast<std::uint16_t>(rows));
    words.resize(4 + blocks);
    std::size_t slotCount = 64;
    while (slotCount < 2 * blocks)
        slotCount *= 2;
    std::vector<std::uint32_t> slots(slotCount, 0xFFFFFFFF); // a block whose list was written
    std::vector<std::size_t> writtenAt(blocks, 0);
    bool fits = true;
    for (std::size_t b = 0; b < blocks; ++b) {
        const auto list = listOf(b);
        std::uint64_t h = 0xCBF29CE484222325ull ^ list.size();
        for (std::uint16_t v : list)
            h = (h ^ v) * 0x100000001B3ull;
        std::size_t k = static_cast<std::size_t>(h ^ (h >> 32)) & (slotCount - 1);
        std::size_t offset = 0;
        for (;; k = (k + 1) & (slotCount - 1)) {
            const std::uint32_t other = slots[k];
            if (other == 0xFFFFFFFF) {
                slots[k] = static_cast<std::uint32_t>(b);
                offset = words.size();
                writtenAt[b] = offset;
                words.push_back(0);
                words.insert(words.end(), list.begin(), list.end());
                words.push_back(0xFFFF);
                break;
            }
            const auto otherList = listOf(other);
            if (std::equal(list.begin(), list.end(), otherList.begin(), otherList.end())) {
                offset = writtenAt[other];
                break;
            }
        }
        fits = fits && offset <= 0xFFFF;
        words[4 + b] = static_cast<std::uint16_t>(offset);
    }
    out.fullSize = words.size() * 2;
    if (!fits)
        return out;
    out.bytes.resize(out.fullSize);
    for (std::size_t i = 0; i < words.size(); ++i) {
        out.bytes[2 * i] = static_cast<std::uint8_t>(words[i]);
        out.bytes[2 * i + 1] = static_cast<std::uint8_t>(words[i] >> 8);
    }
    return out;
}

std::vector<std::uint8_t> zeroReject(std::size_t sectors)
{
    return std::vector<std::uint8_t>((sectors * sectors + 7) / 8, 0);
}

} // namespace sw
