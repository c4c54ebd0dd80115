// Reading .swbsp. The file is untrusted: every size is checked against the bytes present before
// anything is allocated, every number must be finite and in range, every index must point at
// something, and the nodes and leaves must form one tree. A bad file is refused, never "fixed".
#include "bsp/BspFile.h"
#include "bsp/BspFileLayout.h"

#include "base/Crc32.h"
#include "base/Files.h"
#include "geom/Tolerance.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace sw {

namespace {

using namespace swbsp;

// Little-endian reads at known-good offsets (the caller has checked the bounds).
class ByteReader {
public:
    ByteReader(std::span<const std::uint8_t> bytes, std::size_t offset)
        : m_bytes(bytes), m_pos(offset)
    {}
    std::uint8_t u8() { return m_bytes[m_pos++]; }
    std::uint32_t u32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v |= static_cast<std::uint32_t>(u8()) << (8 * i);
        return v;
    }
    std::int32_t i32() { return static_cast<std::int32_t>(u32()); }
    double f64()
    {
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v |= static_cast<std::uint64_t>(u8()) << (8 * i);
        return std::bit_cast<double>(v);
    }
    Vec2 vec()
    {
        const double x = f64();
        return {x, f64()};
    }
    Box2 box()
    {
        Box2 b;
        b.min = vec();
        b.max = vec();
        return b;
    }

private:
    std::span<const std::uint8_t> m_bytes;
    std::size_t m_pos;
};

struct Section {
    std::size_t offset = 0, count = 0, size = 0;
    bool present = false;
};

class Reader {
public:
    Reader(std::span<const std::uint8_t> bytes, const std::string& name)
        : m_bytes(bytes), m_name(name)
    {}

    Result<Bsp> run()
    {
        // The header: magic, version, checksum.
        if (!readHeader())
            return error();
        // The section table: every section once, inside the file, sized by its records.
        if (!readSectionTable())
            return error();
        // The records, each checked as it is read.
        if (!readInfo() || !readVertices() || !readSectors() || !readSegs() || !readPoints() ||
            !readLeaves() || !readNodes() || !readThings())
            return error();
        // The nodes and leaves must form one tree whose stored depth and bounds agree.
        if (!checkTree())
            return error();
        fillStats();
        return Bsp(std::move(m_parts));
    }

private:
    bool fail(std::string message)
    {
        m_error = m_name + ": " + message;
        return false;
    }
    Error error() const { return makeError(m_error); }

    bool readHeader()
    {
        if (m_bytes.size() < kHeaderSize ||
            !std::equal(kMagic.begin(), kMagic.end(), m_bytes.begin()))
            return fail("not a compiled BSP file (it does not start with the .swbsp signature)");
        ByteReader r(m_bytes, kMagic.size());
        const std::uint32_t version = r.u32();
        if (version != kSwbspVersion)
            return fail("unsupported .swbsp version " + std::to_string(version) +
                        " (this program reads version " + std::to_string(kSwbspVersion) + ")");
        m_sectionCount = r.u32();
        const std::uint32_t crc = r.u32();
        if (r.u32() != 0)
            return fail("the header's reserved field is not zero");
        if (crc32(m_bytes.data() + kHeaderSize, m_bytes.size() - kHeaderSize) != crc)
            return fail("the checksum does not match: the file is damaged or truncated");
        return true;
    }

    bool readSectionTable()
    {
        if (m_sectionCount != kSections.size())
            return fail("the file has " + std::to_string(m_sectionCount) + " sections, not " +
                        std::to_string(kSections.size()));
        const std::size_t tableEnd = kHeaderSize + kSections.size() * kSectionEntrySize;
        if (m_bytes.size() < tableEnd)
            return fail("the file ends inside its section table");
        ByteReader r(m_bytes, kHeaderSize);
        for (std::size_t i = 0; i < kSections.size(); ++i) {
            char tag[4];
            for (char& c : tag)
                c = static_cast<char>(r.u8());
            const std::uint64_t offset = r.u32(), count = r.u32(), size = r.u32();
            const auto kind = std::find_if(kSections.begin(), kSections.end(), [&](auto& s) {
                return std::memcmp(s.tag, tag, 4) == 0;
            });
            if (kind == kSections.end())
                return fail("section " + std::to_string(i) + " has an unknown tag");
            const std::string what = std::string("section ") + kind->tag;
            Section& s = m_sections[static_cast<std::size_t>(kind - kSections.begin())];
            if (s.present)
                return fail(what + " appears twice");
            if (offset < tableEnd || offset + size > m_bytes.size())
                return fail(what + " lies outside the file");
            if (count * kind->recordSize != size)
                return fail(what + " holds " + std::to_string(size) + " bytes, which is not " +
                            std::to_string(count) + " records of " +
                            std::to_string(kind->recordSize) + " bytes");
            if (count > static_cast<std::uint64_t>(INT32_MAX))
                return fail(what + " has too many records");
            s = {offset, count, size, true};
        }
        // Sections may come in any order but must not overlap.
        std::array<Section, kSections.size()> sorted = m_sections;
        std::sort(sorted.begin(), sorted.end(),
                  [](const Section& a, const Section& b) { return a.offset < b.offset; });
        for (std::size_t i = 1; i < sorted.size(); ++i)
            if (sorted[i - 1].offset + sorted[i - 1].size > sorted[i].offset)
                return fail("two sections overlap");
        return true;
    }

    ByteReader at(SectionIndex k) const { return ByteReader(m_bytes, m_sections[k].offset); }
    std::size_t count(SectionIndex k) const { return m_sections[k].count; }

    bool finite(double v) const { return std::isfinite(v) && std::fabs(v) <= kMaxCoordinate; }
    bool finite(const Vec2& v) const { return finite(v.x) && finite(v.y); }
    bool sectorInRange(Index s) const
    {
        return s >= kNone && s < static_cast<Index>(m_parts.sectors.size());
    }

    static std::string item(const char* what, std::size_t i)
    {
        return std::string(what) + " " + std::to_string(i);
    }

    bool readInfo()
    {
        if (count(kInfo) != 1)
            return fail("section INFO must hold exactly one record");
        ByteReader r = at(kInfo);
        m_parts.rootBox = r.box();
        m_parts.wallCount = r.u32();
        m_parts.stats.walls = r.u32();
        m_parts.stats.splits = r.u32();
        m_storedDepth = r.u32();
        const std::uint32_t flags = r.u32(), reserved = r.u32();
        const Box2& b = m_parts.rootBox;
        if (!finite(b.min) || !finite(b.max) || b.min.x > b.max.x || b.min.y > b.max.y)
            return fail("the root box is not a valid box");
        if (m_parts.stats.walls > m_parts.wallCount)
            return fail("INFO says more walls were used than the map has");
        if (flags != 0 || reserved != 0)
            return fail("INFO has unknown flags set");
        return true;
    }

    bool readVertices()
    {
        ByteReader r = at(kVert);
        m_parts.vertices.resize(count(kVert));
        for (std::size_t i = 0; i < m_parts.vertices.size(); ++i)
            if (!finite(m_parts.vertices[i] = r.vec()))
                return fail(item("vertex", i) + " has a coordinate that is not a number or is "
                                                "absurdly large");
        return true;
    }

    bool readSectors()
    {
        ByteReader r = at(kSect);
        m_parts.sectors.resize(count(kSect));
        for (std::size_t i = 0; i < m_parts.sectors.size(); ++i) {
            BspSector& s = m_parts.sectors[i];
            s.floorHeight = r.f64();
            s.ceilingHeight = r.f64();
            if (!finite(s.floorHeight) || !finite(s.ceilingHeight))
                return fail(item("sector", i) + " has a height that is not a valid number");
        }
        return true;
    }

    bool readSegs()
    {
        ByteReader r = at(kSegs);
        const std::size_t vertices = m_parts.vertices.size();
        m_parts.segs.resize(count(kSegs));
        for (std::size_t i = 0; i < m_parts.segs.size(); ++i) {
            BspSeg& s = m_parts.segs[i];
            const std::uint32_t v1 = r.u32(), v2 = r.u32();
            s.wall = r.i32();
            s.sector = r.i32();
            s.otherSector = r.i32();
            s.wallFlags = r.u32();
            s.side = r.u8();
            const bool padded = r.u8() == 0 && r.u8() == 0 && r.u8() == 0;
            const std::string what = item("seg", i);
            if (v1 >= vertices || v2 >= vertices)
                return fail(what + " refers to a vertex beyond the " + std::to_string(vertices) +
                            " vertices");
            s.v1 = static_cast<std::int32_t>(v1);
            s.v2 = static_cast<std::int32_t>(v2);
            if (s.wall < 0 || static_cast<std::uint32_t>(s.wall) >= m_parts.wallCount)
                return fail(what + " refers to wall " + std::to_string(s.wall) +
                            " but the map had " + std::to_string(m_parts.wallCount) + " walls");
            if (!sectorInRange(s.sector) || !sectorInRange(s.otherSector))
                return fail(what + " refers to a sector that does not exist");
            if (s.side > 1 || !padded)
                return fail(what + " has an invalid side or padding");
        }
        return true;
    }

    bool readPoints()
    {
        ByteReader r = at(kPnts);
        m_parts.points.resize(count(kPnts));
        for (std::size_t i = 0; i < m_parts.points.size(); ++i)
            if (!finite(m_parts.points[i] = r.vec()))
                return fail(item("polygon point", i) + " is not a valid point");
        return true;
    }

    // Leaves own consecutive, contiguous ranges of segs and points, so the counts must add up.
    bool readLeaves()
    {
        ByteReader r = at(kLeaf);
        if (count(kLeaf) == 0)
            return fail("the file has no leaves");
        m_parts.leaves.resize(count(kLeaf));
        m_parts.leafBoxes.resize(m_parts.leaves.size());
        std::uint64_t nextSeg = 0, nextPoint = 0;
        for (std::size_t i = 0; i < m_parts.leaves.size(); ++i) {
            BspLeaf& l = m_parts.leaves[i];
            l.sector = r.i32();
            l.firstSeg = r.u32();
            l.segCount = r.u32();
            l.firstPoint = r.u32();
            l.pointCount = r.u32();
            const std::string what = item("leaf", i);
            if (!sectorInRange(l.sector))
                return fail(what + " refers to a sector that does not exist");
            if (l.firstSeg != nextSeg || l.firstPoint != nextPoint)
                return fail(what + " does not start where the previous leaf ended");
            nextSeg += l.segCount;
            nextPoint += l.pointCount;
            if (nextSeg > m_parts.segs.size() || nextPoint > m_parts.points.size())
                return fail(what + " runs past the end of the segs or polygon points");
            for (std::uint32_t k = 0; k < l.pointCount; ++k)
                m_parts.leafBoxes[i].add(m_parts.points[l.firstPoint + k]);
        }
        if (nextSeg != m_parts.segs.size() || nextPoint != m_parts.points.size())
            return fail("the leaves do not account for every seg and polygon point");
        return true;
    }

    bool readNodes()
    {
        ByteReader r = at(kNode);
        m_parts.nodes.resize(count(kNode));
        m_parts.nodeBoxes.resize(m_parts.nodes.size());
        for (std::size_t i = 0; i < m_parts.nodes.size(); ++i) {
            BspNode& n = m_parts.nodes[i];
            n.a = r.vec();
            n.b = r.vec();
            n.front = r.i32();
            n.back = r.i32();
            m_parts.nodeBoxes[i].front = r.box();
            m_parts.nodeBoxes[i].back = r.box();
            const std::string what = item("node", i);
            // The compiler never makes a partition shorter than a wall may be; a shorter one
            // would make the queries divide by (nearly) zero.
            if (!finite(n.a) || !finite(n.b) || glm::length(n.b - n.a) < tol::kMinWallLength)
                return fail(what + " has no valid partition line");
            // The bounds are checked against the leaves' in checkTree.
        }
        return true;
    }

    bool readThings()
    {
        ByteReader r = at(kThng);
        m_parts.things.resize(count(kThng));
        for (std::size_t i = 0; i < m_parts.things.size(); ++i) {
            Thing& t = m_parts.things[i];
            t.type = r.i32();
            t.flags = r.u32();
            t.pos = r.vec();
            t.angle = r.f64();
            if (!finite(t.pos) || !finite(t.angle))
                return fail(item("thing", i) + " has a position or angle that is not valid");
        }
        return true;
    }

    // Children always come after their parent, so a node with one parent per node (and one per
    // leaf) is a tree rooted at node 0; depths flow forward and bounds flow backward.
    bool checkTree()
    {
        const std::size_t nodes = m_parts.nodes.size(), leaves = m_parts.leaves.size();
        if (nodes == 0)
            return leaves == 1 ? checkDepth(0)
                               : fail("a file without nodes must have exactly one leaf");
        std::vector<std::uint32_t> depth(nodes, 0);
        std::vector<std::uint8_t> nodeParents(nodes, 0), leafParents(leaves, 0);
        std::size_t maxDepth = 0;
        for (std::size_t i = 0; i < nodes; ++i) {
            if (i > 0 && nodeParents[i] != 1)
                return fail(item("node", i) + " is not reached from the root");
            for (BspChild c : {m_parts.nodes[i].front, m_parts.nodes[i].back}) {
                if (isLeafChild(c)) {
                    const auto leaf = static_cast<std::size_t>(childLeaf(c));
                    if (leaf >= leaves)
                        return fail(item("node", i) + " refers to a leaf that does not exist");
                    if (leafParents[leaf]++ != 0)
                        return fail(item("leaf", leaf) + " has more than one parent");
                    maxDepth = std::max<std::size_t>(maxDepth, depth[i] + 1);
                    continue;
                }
                const auto child = static_cast<std::size_t>(c);
                if (child <= i || child >= nodes)
                    return fail(item("node", i) +
                                " has a child that is not a later node: the nodes do not form "
                                "a tree");
                if (nodeParents[child]++ != 0)
                    return fail(item("node", child) + " has more than one parent");
                depth[child] = depth[i] + 1;
            }
        }
        for (std::size_t l = 0; l < leaves; ++l)
            if (leafParents[l] != 1)
                return fail(item("leaf", l) + " is not reached from the root");
        if (!checkDepth(maxDepth))
            return false;
        return checkNodeBoxes();
    }

    bool checkDepth(std::size_t depth)
    {
        if (depth != m_storedDepth)
            return fail("INFO gives depth " + std::to_string(m_storedDepth) +
                        " but the tree's depth is " + std::to_string(depth));
        m_parts.stats.depth = depth;
        return true;
    }

    bool checkNodeBoxes()
    {
        std::vector<Box2> boxes(m_parts.nodes.size());
        auto boxOf = [&](BspChild c) {
            return isLeafChild(c) ? m_parts.leafBoxes[static_cast<std::size_t>(childLeaf(c))]
                                  : boxes[static_cast<std::size_t>(c)];
        };
        for (std::size_t i = m_parts.nodes.size(); i-- > 0;) {
            const BspNode& n = m_parts.nodes[i];
            const Box2 front = boxOf(n.front), back = boxOf(n.back);
            if (!sameBox(front, m_parts.nodeBoxes[i].front) ||
                !sameBox(back, m_parts.nodeBoxes[i].back))
                return fail(item("node", i) + " has bounds that differ from its leaves'");
            boxes[i] = front;
            boxes[i].add(back);
        }
        return true;
    }

    void fillStats()
    {
        m_parts.stats.leaves = m_parts.leaves.size();
        m_parts.stats.nodes = m_parts.nodes.size();
        for (const BspSeg& s : m_parts.segs)
            ++(s.sector == kNone ? m_parts.stats.voidSegs : m_parts.stats.segs);
    }

    std::span<const std::uint8_t> m_bytes;
    std::string m_name;
    std::string m_error;
    std::uint32_t m_sectionCount = 0;
    std::array<Section, kSections.size()> m_sections{};
    std::uint32_t m_storedDepth = 0;
    Bsp::Parts m_parts;
};

} // namespace

Result<Bsp> readSwbsp(std::span<const std::uint8_t> bytes, const std::string& sourceName)
{
    return Reader(bytes, sourceName).run();
}

Result<Bsp> loadSwbspFile(const std::string& path)
{
    auto bytes = readFileBytes(path);
    if (!bytes)
        return bytes.error();
    return readSwbsp(*bytes, path);
}

} // namespace sw
