#include "io/UdmfWrite.h"

#include "io/SideNumbering.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <string_view>

namespace sw {

namespace {

// A number in its shortest form: integers as their digits (what "%.0f" writes, negative zero
// included, without going through printf), others as the shortest text that reads back the same.
template <class Out>
void appendNumber(Out& out, double v)
{
    char buf[64];
    char* end = buf;
    if (v == std::trunc(v) && std::fabs(v) < 1e15) {
        if (v == 0 && std::signbit(v)) {
            out += "-0";
            return;
        }
        end = std::to_chars(buf, buf + sizeof buf, static_cast<long long>(v)).ptr;
    } else {
        end = std::to_chars(buf, buf + sizeof buf, v).ptr;
    }
    out.append(buf, static_cast<std::size_t>(end - buf));
}

// The text as bytes: what a WAD lump holds, written without a copy through a std::string.
struct ByteText {
    std::vector<std::uint8_t>& bytes;
    ByteText& operator+=(std::string_view s)
    {
        bytes.insert(bytes.end(), s.begin(), s.end());
        return *this;
    }
    void append(const char* s, std::size_t n) { *this += std::string_view(s, n); }
    void reserve(std::size_t n) { bytes.reserve(n); }
};

std::string quoted(std::string_view s)
{
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + "\"";
}

template <class Out>
class Block {
public:
    Block(Out& out, const char* type, std::size_t index) : m_out(out)
    {
        m_out += type;
        m_out += " // ";
        char digits[24];
        m_out.append(digits, static_cast<std::size_t>(
                                 std::to_chars(digits, digits + sizeof digits, index).ptr - digits));
        m_out += "\n{\n";
    }
    ~Block() { m_out += "}\n\n"; }
    Block(const Block&) = delete;
    Block& operator=(const Block&) = delete;

    void field(const char* key, const std::string& valueText)
    {
        m_out += key;
        m_out += " = ";
        m_out += valueText;
        m_out += ";\n";
    }
    void number(const char* key, double v)
    {
        m_out += key;
        m_out += " = ";
        appendNumber(m_out, v);
        m_out += ";\n";
    }
    void text(const char* key, std::string_view v) { field(key, quoted(v)); }
    void flag(const char* key, bool on)
    {
        if (on)
            field(key, "true");
    }
    void args(const std::array<std::int32_t, 5>& a)
    {
        static const char* const kNames[] = {"arg0", "arg1", "arg2", "arg3", "arg4"};
        for (std::size_t k = 0; k < 5; ++k)
            if (a[k] != 0)
                number(kNames[k], a[k]);
    }
    void extra(const std::vector<ExtraField>& fields)
    {
        for (const ExtraField& f : fields)
            field(f.key.c_str(), f.value);
    }

private:
    Out& m_out;
};

struct SideRecord {
    WallSide side;
    Index sector = kNone;
    bool operator==(const SideRecord&) const = default;
};

} // namespace

namespace {

template <class Out>
void writeUdmf(const Map& map, Out& out)
{
    out.reserve(map.walls.size() * 200 + map.vertices.size() * 40);
    const std::string ns = !map.udmfNamespace.empty()     ? map.udmfNamespace
                           : map.sourceFormat == "hexen" ? std::string("hexen")
                                                         : std::string("doom");
    out += std::string_view("namespace = " + quoted(ns) + ";\n\n");

    for (std::size_t i = 0; i < map.vertices.size(); ++i) {
        const Vertex& v = map.vertices[i];
        Block<Out> b(out, "vertex", i);
        b.number("x", v.pos.x);
        b.number("y", v.pos.y);
        b.extra(v.extra);
    }

    const auto sides = numberSides<SideRecord>(
        map, [](const WallSide& side, Index sector) { return SideRecord{side, sector}; });
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        Block<Out> b(out, "linedef", i);
        b.number("v1", w.v1);
        b.number("v2", w.v2);
        b.number("sidefront", sides.front[i]);
        if (sides.back[i] != kNoSidedef)
            b.number("sideback", sides.back[i]);
        b.flag("blocking", (w.flags & kWallBlocking) != 0);
        b.flag("blockmonsters", (w.flags & kWallBlockMonsters) != 0);
        b.flag("twosided", w.backSector != kNone || w.twoSidedBitAlone);
        b.flag("dontpegtop", (w.flags & kWallUpperUnpegged) != 0);
        b.flag("dontpegbottom", (w.flags & kWallLowerUnpegged) != 0);
        b.flag("secret", (w.flags & kWallSecret) != 0);
        b.flag("blocksound", (w.flags & kWallBlockSound) != 0);
        b.flag("dontdraw", (w.flags & kWallHidden) != 0);
        b.flag("mapped", (w.flags & kWallMapped) != 0);
        if (w.special != 0)
            b.number("special", w.special);
        if (w.tag != 0)
            b.number("id", w.tag);
        b.args(w.args);
        b.extra(w.extra);
    }

    for (std::size_t i = 0; i < sides.records.size(); ++i) {
        const SideRecord& r = sides.records[i];
        Block<Out> b(out, "sidedef", i);
        b.number("sector", r.sector);
        if (!r.side.upper.empty())
            b.text("texturetop", r.side.upper);
        if (!r.side.middle.empty())
            b.text("texturemiddle", r.side.middle);
        if (!r.side.lower.empty())
            b.text("texturebottom", r.side.lower);
        if (r.side.offsetX != 0)
            b.number("offsetx", r.side.offsetX);
        if (r.side.offsetY != 0)
            b.number("offsety", r.side.offsetY);
        b.extra(r.side.extra);
    }

    for (std::size_t i = 0; i < map.sectors.size(); ++i) {
        const Sector& s = map.sectors[i];
        Block<Out> b(out, "sector", i);
        b.number("heightfloor", s.floorHeight);
        b.number("heightceiling", s.ceilingHeight);
        b.text("texturefloor",
               s.floorMaterial.empty() ? std::string_view("-") : s.floorMaterial.view());
        b.text("textureceiling",
               s.ceilingMaterial.empty() ? std::string_view("-") : s.ceilingMaterial.view());
        b.number("lightlevel", s.light);
        if (s.special != 0)
            b.number("special", s.special);
        if (s.tag != 0)
            b.number("id", s.tag);
        b.extra(s.extra);
    }

    for (std::size_t i = 0; i < map.things.size(); ++i) {
        const Thing& t = map.things[i];
        Block<Out> b(out, "thing", i);
        if (t.tid != 0)
            b.number("id", t.tid);
        b.number("x", t.pos.x);
        b.number("y", t.pos.y);
        if (t.height != 0)
            b.number("height", t.height);
        b.number("angle", t.angle);
        b.number("type", t.type);
        // Doom's flag bits, as the importer reads them.
        b.flag("skill1", (t.flags & 1) != 0);
        b.flag("skill2", (t.flags & 1) != 0);
        b.flag("skill3", (t.flags & 2) != 0);
        b.flag("skill4", (t.flags & 4) != 0);
        b.flag("skill5", (t.flags & 4) != 0);
        b.flag("ambush", (t.flags & 8) != 0);
        b.flag("single", (t.flags & 16) == 0);
        if (t.special != 0)
            b.number("special", t.special);
        b.args(t.args);
        b.extra(t.extra);
    }

    for (std::size_t i = 0; i < map.udmfOtherBlocks.size(); ++i) {
        const Map::UdmfBlock& other = map.udmfOtherBlocks[i];
        Block<Out> b(out, other.type.c_str(), i);
        b.extra(other.fields);
    }
}

} // namespace

std::string writeUdmfText(const Map& map)
{
    std::string out;
    writeUdmf(map, out);
    return out;
}

std::vector<std::uint8_t> writeUdmfBytes(const Map& map)
{
    std::vector<std::uint8_t> bytes;
    ByteText out{bytes};
    writeUdmf(map, out);
    return bytes;
}

} // namespace sw
