#pragma once

// Byte layout of .swbsp version 1, shared by the writer and the reader (see docs/bsp-format.md).

#include <array>
#include <cstddef>
#include <cstdint>

namespace sw::swbsp {

constexpr std::array<std::uint8_t, 8> kMagic{'S', 'W', 'B', 'S', 'P', 0x00, 0x0D, 0x0A};
constexpr std::size_t kHeaderSize = 24;     // magic, version, section count, CRC, reserved
constexpr std::size_t kSectionEntrySize = 16; // tag, offset, count, size

// Record sizes in bytes, per section.
constexpr std::size_t kInfoSize = 56;
constexpr std::size_t kVertexSize = 16;
constexpr std::size_t kSegSize = 28;
constexpr std::size_t kNodeSize = 104;
constexpr std::size_t kLeafSize = 20;
constexpr std::size_t kPointSize = 16;
constexpr std::size_t kSectorSize = 16;
constexpr std::size_t kThingSize = 32;

struct SectionKind {
    char tag[5];
    std::size_t recordSize;
};
// In the order the writer puts them; the reader accepts any order.
constexpr std::array<SectionKind, 8> kSections{{
    {"INFO", kInfoSize},
    {"VERT", kVertexSize},
    {"SEGS", kSegSize},
    {"NODE", kNodeSize},
    {"LEAF", kLeafSize},
    {"PNTS", kPointSize},
    {"SECT", kSectorSize},
    {"THNG", kThingSize},
}};
enum SectionIndex { kInfo, kVert, kSegs, kNode, kLeaf, kPnts, kSect, kThng };

// Coordinates and heights beyond this magnitude are refused: no map comes near, and larger
// values would make the queries' arithmetic overflow.
constexpr double kMaxCoordinate = 1e9;

} // namespace sw::swbsp
