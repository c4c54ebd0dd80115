#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace swtest {

// Builds WAD files in memory, so tests can make valid maps and then break them on purpose.
class WadBuilder {
public:
    void addLump(const std::string& name, std::vector<std::uint8_t> data = {});
    std::vector<std::uint8_t> build(const char* id = "PWAD") const;

    // Little-endian record writers.
    static void put16(std::vector<std::uint8_t>& out, int v);
    static void put32(std::vector<std::uint8_t>& out, std::uint32_t v);
    static void putName(std::vector<std::uint8_t>& out, const std::string& name);

private:
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> m_lumps;
};

// A small, valid vanilla Doom map: a square room (sector 0) with a square pillar-free inner
// room (sector 1), a player start and one other thing. `name` is the marker lump.
void addSquareRoomMap(WadBuilder& wad, const std::string& name);

void writeFile(const std::string& path, const std::vector<std::uint8_t>& bytes);
void writeFile(const std::string& path, const std::string& text);

} // namespace swtest
