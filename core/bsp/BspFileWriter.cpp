// Writing .swbsp: fixed-size little-endian records in sections, a table of the sections, and
// a checksum over everything after the header.
#include "base/ByteBuffer.h"
#include "bsp/BspFile.h"
#include "bsp/BspFileLayout.h"

#include "base/Crc32.h"
#include "base/Files.h"

#include <bit>
#include <cstring>

namespace sw {

namespace {

using namespace swbsp;

class ByteWriter {
public:
    explicit ByteWriter(std::size_t capacity)
    {
        m_bytes.reserve(capacity);
        adviseLargePages(m_bytes.data(), m_bytes.capacity());
    }
    void u8(std::uint8_t v) { m_bytes.push_back(static_cast<char>(v)); }
    void u32(std::uint32_t v) { put(v); }
    void i32(std::int32_t v) { put(static_cast<std::uint32_t>(v)); }
    void f64(double v) { put(std::bit_cast<std::uint64_t>(v)); }
    void vec(const Vec2& v)
    {
        f64(v.x);
        f64(v.y);
    }
    void box(const Box2& b)
    {
        vec(b.min);
        vec(b.max);
    }
    void tag(const char* t) { m_bytes.append(t, 4); }
    std::size_t size() const { return m_bytes.size(); }
    std::string& bytes() { return m_bytes; }

private:
    // Little-endian whatever the host: a plain copy where the host agrees, which is the
    // common case and keeps writing a large tree fast.
    template <typename T>
    void put(T v)
    {
        char b[sizeof(T)];
        if constexpr (std::endian::native == std::endian::little) {
            std::memcpy(b, &v, sizeof(T));
        } else {
            for (std::size_t i = 0; i < sizeof(T); ++i)
                b[i] = static_cast<char>(v >> (8 * i));
        }
        m_bytes.append(b, sizeof(T));
    }

    std::string m_bytes;
};

// The file's size, so the buffer is allocated once.
std::size_t fileSize(const Bsp& bsp)
{
    return kHeaderSize + kSections.size() * kSectionEntrySize + kInfoSize +
           bsp.vertices().size() * kVertexSize + bsp.segs().size() * kSegSize +
           bsp.nodes().size() * kNodeSize + bsp.leaves().size() * kLeafSize +
           bsp.polygonPoints().size() * kPointSize + bsp.sectors().size() * kSectorSize +
           bsp.things().size() * kThingSize;
}

// Each section's records, written in one place so the sizes stay next to the layout.
void writeSection(ByteWriter& w, SectionIndex kind, const Bsp& bsp)
{
    switch (kind) {
    case kInfo: {
        const BspStats& s = bsp.stats();
        w.box(bsp.rootBox());
        w.u32(bsp.wallCount());
        w.u32(static_cast<std::uint32_t>(s.walls));
        w.u32(static_cast<std::uint32_t>(s.splits));
        w.u32(static_cast<std::uint32_t>(s.depth));
        w.u32(0); // flags
        w.u32(0); // reserved
        break;
    }
    case kVert:
        for (const Vec2& v : bsp.vertices())
            w.vec(v);
        break;
    case kSegs:
        for (const BspSeg& s : bsp.segs()) {
            w.u32(static_cast<std::uint32_t>(s.v1));
            w.u32(static_cast<std::uint32_t>(s.v2));
            w.i32(s.wall);
            w.i32(s.sector);
            w.i32(s.otherSector);
            w.u32(s.wallFlags);
            w.u8(s.side);
            w.u8(0);
            w.u8(0);
            w.u8(0);
        }
        break;
    case kNode:
        for (std::size_t i = 0; i < bsp.nodes().size(); ++i) {
            const BspNode& n = bsp.nodes()[i];
            const BspNodeBoxes bounds = bsp.hasBounds() ? bsp.nodeBoxes()[i] : BspNodeBoxes{};
            w.vec(n.a);
            w.vec(n.b);
            w.i32(n.front);
            w.i32(n.back);
            w.box(bounds.front);
            w.box(bounds.back);
        }
        break;
    case kLeaf:
        for (const BspLeaf& l : bsp.leaves()) {
            w.i32(l.sector);
            w.u32(l.firstSeg);
            w.u32(l.segCount);
            w.u32(l.firstPoint);
            w.u32(l.pointCount);
        }
        break;
    case kPnts:
        for (const Vec2& p : bsp.polygonPoints())
            w.vec(p);
        break;
    case kSect:
        for (const BspSector& s : bsp.sectors()) {
            w.f64(s.floorHeight);
            w.f64(s.ceilingHeight);
        }
        break;
    case kThng:
        for (const Thing& t : bsp.things()) {
            w.i32(t.type);
            w.u32(t.flags);
            w.vec(t.pos);
            w.f64(t.angle);
        }
        break;
    }
}

} // namespace

std::string writeSwbsp(const Bsp& bsp)
{
    ByteWriter w(fileSize(bsp));
    // Header, with the checksum patched in at the end.
    for (std::uint8_t b : kMagic)
        w.u8(b);
    w.u32(kSwbspVersion);
    w.u32(static_cast<std::uint32_t>(kSections.size()));
    w.u32(0); // CRC32, patched below
    w.u32(0); // reserved

    // The section table, with offsets and sizes patched in as the sections are written.
    const std::size_t tableStart = w.size();
    for (const SectionKind& s : kSections) {
        w.tag(s.tag);
        w.u32(0);
        w.u32(0);
        w.u32(0);
    }
    for (std::size_t i = 0; i < kSections.size(); ++i) {
        const std::size_t start = w.size();
        writeSection(w, static_cast<SectionIndex>(i), bsp);
        const std::size_t size = w.size() - start;
        const auto patch = [&](std::size_t at, std::uint32_t v) {
            for (int k = 0; k < 4; ++k)
                w.bytes()[at + static_cast<std::size_t>(k)] = static_cast<char>(v >> (8 * k));
        };
        const std::size_t entry = tableStart + i * kSectionEntrySize;
        patch(entry + 4, static_cast<std::uint32_t>(start));
        patch(entry + 8, static_cast<std::uint32_t>(size / kSections[i].recordSize));
        patch(entry + 12, static_cast<std::uint32_t>(size));
    }

    std::string& bytes = w.bytes();
    const std::uint32_t crc = crc32(bytes.data() + kHeaderSize, bytes.size() - kHeaderSize);
    for (int k = 0; k < 4; ++k)
        bytes[16 + static_cast<std::size_t>(k)] = static_cast<char>(crc >> (8 * k));
    return std::move(bytes);
}

Status saveSwbspFile(const Bsp& bsp, const std::string& path, WriteFlush flush)
{
    return writeFileAtomically(path, writeSwbsp(bsp), flush);
}

} // namespace sw
