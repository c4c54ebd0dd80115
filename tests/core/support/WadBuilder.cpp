#include "core/support/WadBuilder.h"

#include <fstream>
#include <stdexcept>

namespace swtest {

void WadBuilder::addLump(const std::string& name, std::vector<std::uint8_t> data)
{
    m_lumps.emplace_back(name, std::move(data));
}

void WadBuilder::put16(std::vector<std::uint8_t>& out, int v)
{
    const auto u = static_cast<std::uint16_t>(v);
    out.push_back(static_cast<std::uint8_t>(u & 0xFF));
    out.push_back(static_cast<std::uint8_t>(u >> 8));
}

void WadBuilder::put32(std::vector<std::uint8_t>& out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<std::uint8_t>((v >> (8 * i)) & 0xFF));
}

void WadBuilder::putName(std::vector<std::uint8_t>& out, const std::string& name)
{
    for (std::size_t i = 0; i < 8; ++i)
        out.push_back(i < name.size() ? static_cast<std::uint8_t>(name[i]) : 0);
}

std::vector<std::uint8_t> WadBuilder::build(const char* id) const
{
    std::vector<std::uint8_t> out(id, id + 4);
    std::uint32_t dataSize = 0;
    for (const auto& l : m_lumps)
        dataSize += static_cast<std::uint32_t>(l.second.size());
    put32(out, static_cast<std::uint32_t>(m_lumps.size()));
    put32(out, 12 + dataSize);
    std::vector<std::uint32_t> offsets;
    for (const auto& l : m_lumps) {
        offsets.push_back(static_cast<std::uint32_t>(out.size()));
        out.insert(out.end(), l.second.begin(), l.second.end());
    }
    for (std::size_t i = 0; i < m_lumps.size(); ++i) {
        put32(out, offsets[i]);
        put32(out, static_cast<std::uint32_t>(m_lumps[i].second.size()));
        putName(out, m_lumps[i].first);
    }
    return out;
}

void addSquareRoomMap(WadBuilder& wad, const std::string& name)
{
    using W = WadBuilder;
    // Outer square 0..256 (sector 0), inner square 64..192 (sector 1, raised floor).
    const int verts[][2] = {{0, 0},    {0, 256},   {256, 256}, {256, 0},
                            {64, 64},  {64, 192},  {192, 192}, {192, 64}};
    std::vector<std::uint8_t> vertexes;
    for (auto& v : verts) {
        W::put16(vertexes, v[0]);
        W::put16(vertexes, v[1]);
    }
    // A vertex no linedef uses, as a node builder leaves behind: import drops it.
    W::put16(vertexes, 100);
    W::put16(vertexes, 100);

    std::vector<std::uint8_t> sectors;
    auto sector = [&](int floor, int ceiling, int tag) {
        W::put16(sectors, floor);
        W::put16(sectors, ceiling);
        W::putName(sectors, "FLOOR4_8");
        W::putName(sectors, "CEIL3_5");
        W::put16(sectors, 160);
        W::put16(sectors, 0);
        W::put16(sectors, tag);
    };
    sector(0, 128, 0);
    sector(16, 128, 7);

    std::vector<std::uint8_t> sidedefs;
    auto side = [&](int sectorIndex, const std::string& mid) {
        W::put16(sidedefs, 0);
        W::put16(sidedefs, 0);
        W::putName(sidedefs, "-");
        W::putName(sidedefs, "-");
        W::putName(sidedefs, mid);
        W::put16(sidedefs, sectorIndex);
    };
    for (int i = 0; i < 4; ++i)
        side(0, "STARTAN3"); // sides 0-3: outer walls
    for (int i = 0; i < 4; ++i)
        side(1, "-"); // sides 4-7: inner walls, front faces the raised sector
    for (int i = 0; i < 4; ++i)
        side(0, "-"); // sides 8-11: inner walls, back faces the outer room

    std::vector<std::uint8_t> linedefs;
    auto line = [&](int v1, int v2, int flags, int right, int left) {
        W::put16(linedefs, v1);
        W::put16(linedefs, v2);
        W::put16(linedefs, flags);
        W::put16(linedefs, 0);
        W::put16(linedefs, 0);
        W::put16(linedefs, right);
        W::put16(linedefs, left);
    };
    // Clockwise outer loop: the right side faces inward.
    line(0, 1, 1, 0, 0xFFFF);
    line(1, 2, 1, 1, 0xFFFF);
    line(2, 3, 1, 2, 0xFFFF);
    line(3, 0, 1, 3, 0xFFFF);
    line(4, 5, 4, 4, 8);
    line(5, 6, 4, 5, 9);
    line(6, 7, 4, 6, 10);
    line(7, 4, 4, 7, 11);

    std::vector<std::uint8_t> things;
    auto thing = [&](int x, int y, int angle, int type) {
        W::put16(things, x);
        W::put16(things, y);
        W::put16(things, angle);
        W::put16(things, type);
        W::put16(things, 7);
    };
    thing(32, 32, 90, 2001);
    thing(32, 224, 0, 1);

    wad.addLump(name);
    wad.addLump("THINGS", things);
    wad.addLump("LINEDEFS", linedefs);
    wad.addLump("SIDEDEFS", sidedefs);
    wad.addLump("VERTEXES", vertexes);
    wad.addLump("SECTORS", sectors);
}

void writeFile(const std::string& path, const std::vector<std::uint8_t>& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!out)
        throw std::runtime_error("cannot write " + path);
}

void writeFile(const std::string& path, const std::string& text)
{
    writeFile(path, std::vector<std::uint8_t>(text.begin(), text.end()));
}

} // namespace swtest
