#include "io/DoomImport.h"

#include "base/ByteBuffer.h"
#include "io/Udmf.h"
#include "map/Validate.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <deque>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace sw {

namespace {

constexpr std::uint16_t kNoSide = 0xFFFF;

std::int16_t s16(const std::uint8_t* p)
{
    return static_cast<std::int16_t>(std::uint16_t(p[0]) | std::uint16_t(p[1]) << 8);
}
std::uint16_t u16(const std::uint8_t* p)
{
    return static_cast<std::uint16_t>(std::uint16_t(p[0]) | std::uint16_t(p[1]) << 8);
}
std::string_view name8(const std::uint8_t* p)
{
    std::size_t n = 0;
    while (n < 8 && p[n] != 0)
        ++n;
    const std::string_view s(reinterpret_cast<const char*>(p), n);
    return s == "-" ? std::string_view() : s;
}

struct ImportError {
    std::string message;
};

// The lump of a binary map as records of a fixed size; refuses a missing lump or one whose
// size is not a whole number of records.
class Records {
public:
    Records(const Wad& wad, const WadMapEntry& entry, const char* lump, std::size_t recordSize,
            const std::string& where)
        : m_recordSize(recordSize)
    {
        const std::ptrdiff_t i = wad.findMapLump(entry, lump);
        if (i < 0)
            throw ImportError{where + ": the " + lump + " lump is missing"};
        m_data = wad.lumpData(static_cast<std::size_t>(i));
        if (m_data.size() % recordSize != 0)
            throw ImportError{where + ", " + lump + ": the lump is " + std::to_string(m_data.size()) +
                              " bytes, not a multiple of the " + std::to_string(recordSize) +
                              "-byte record size"};
    }
    std::size_t size() const { return m_data.size() / m_recordSize; }
    const std::uint8_t* operator[](std::size_t i) const { return m_data.data() + i * m_recordSize; }

private:
    std::span<const std::uint8_t> m_data;
    std::size_t m_recordSize;
};

// The material names of a map as the program's names (ShortString), looked up here first: the
// program's table takes a lock for each lookup, and a map of 100,000 sidedefs names each of its
// few hundred materials hundreds of times.
class NameTable {
public:
    ShortString intern(std::string_view name)
    {
        if (const auto found = m_names.find(name); found != m_names.end())
            return found->second;
        const ShortString kept(name);
        m_names.emplace(kept.view(), kept); // the program's table keeps the text in place
        return kept;
    }
    // A binary map's 8-byte name field (see name8), looked up by its bytes up to the first 0:
    // no text is hashed or compared for a name seen before.
    ShortString intern8(const std::uint8_t* p)
    {
        std::uint64_t v = 0;
        for (int k = 7; k >= 0; --k)
            v = v << 8 | p[k];
        // The bytes from the first 0 on do not belong to the name.
        const std::uint64_t zeros = (v - 0x0101010101010101ull) & ~v & 0x8080808080808080ull;
        if (zeros != 0)
            v &= (zeros & (~zeros + 1)) - 1;
        if (const auto found = m_fields.find(v); found != m_fields.end())
            return found->second;
        const ShortString name = intern(name8(p));
        m_fields.emplace(v, name);
        return name;
    }

private:
    std::unordered_map<std::string_view, ShortString> m_names;
    std::unordered_map<std::uint64_t, ShortString> m_fields; // intern8's, by raw bytes
};

struct SideRecord {
    Index sector = kNone;
    ShortString upper, middle, lower;
    double offsetX = 0, offsetY = 0;
};

void applySide(Wall& wall, bool front, const SideRecord& sd, Index number,
               const std::vector<ExtraField>* extra = nullptr)
{
    WallSide& side = front ? wall.front : wall.back;
    side.upper = sd.upper;
    side.middle = sd.middle;
    side.lower = sd.lower;
    side.offsetX = sd.offsetX;
    side.offsetY = sd.offsetY;
    if (extra)
        side.extra = *extra;
    (front ? wall.frontSector : wall.backSector) = sd.sector;
    (front ? wall.frontSidedef : wall.backSidedef) = number;
}

void setPlayerStart(Map& map)
{
    for (const Thing& t : map.things)
        if (t.type == kDoomPlayer1Start) {
            map.playerStart = PlayerStart{t.pos, t.angle};
            return;
        }
}

// Drops the trailing vertices no wall uses (a previous node builder's output).
void trimTrailingVertices(Map& map)
{
    Index last = kNone;
    for (const Wall& w : map.walls)
        last = std::max({last, w.v1, w.v2});
    if (static_cast<std::size_t>(last + 1) < map.vertices.size())
        map.vertices.resize(static_cast<std::size_t>(last + 1));
}

// The map's lumps that nothing here interprets (BEHAVIOR, SCRIPTS, DIALOGUE, ...): kept so
// that writing the map back in its format carries them over unchanged.
void keepOtherLumps(const Wad& wad, const WadMapEntry& entry, Map& map)
{
    static const char* const kBuilt[] = {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                                         "SSECTORS", "NODES", "SECTORS", "REJECT", "BLOCKMAP",
                                         "TEXTMAP", "ZNODES", "ENDMAP"};
    for (std::size_t i = entry.markerLump + 1; i < entry.endLump; ++i) {
        const std::string& name = wad.lumps()[i].name;
        if (std::any_of(std::begin(kBuilt), std::end(kBuilt),
                        [&](const char* b) { return name == b; }))
            continue;
        const auto data = wad.lumpData(i);
        map.extraLumps.push_back({name, {data.begin(), data.end()}});
    }
}

// A UDMF value as the model keeps it: a number in its shortest form, a quoted string with
// its escapes, or a keyword in lower case.
std::string udmfText(const UdmfFieldView& v)
{
    switch (v.kind) {
    case UdmfValue::Kind::Number: {
        char buf[64];
        if (v.number == std::trunc(v.number) && std::fabs(v.number) < 1e15) {
            std::snprintf(buf, sizeof buf, "%.0f", v.number);
            return buf;
        }
        const auto r = std::to_chars(buf, buf + sizeof buf, v.number);
        return std::string(buf, r.ptr);
    }
    case UdmfValue::Kind::String: {
        if (v.raw.find('\\') == std::string_view::npos)
            return std::string(v.raw); // nothing to escape: as written
        std::string out = "\"";
        for (char c : v.text()) {
            if (c == '"' || c == '\\')
                out += '\\';
            out += c;
        }
        return out + "\"";
    }
    case UdmfValue::Kind::Keyword: return udmfLower(v.raw);
    }
    return {};
}

Map importBinary(const Wad& wad, const WadMapEntry& entry, const std::string& where)
{
    const bool hexen = entry.format == WadMapFormat::Hexen;
    Records vertexes(wad, entry, "VERTEXES", 4, where);
    Records sectors(wad, entry, "SECTORS", 26, where);
    Records sidedefs(wad, entry, "SIDEDEFS", 30, where);
    Records linedefs(wad, entry, "LINEDEFS", hexen ? 16 : 14, where);
    Records things(wad, entry, "THINGS", hexen ? 20 : 10, where);

    Map map;
    map.name = entry.name;
    map.sourceFormat = hexen ? "hexen" : "doom";

    map.vertices.reserve(vertexes.size());
    for (std::size_t i = 0; i < vertexes.size(); ++i)
        map.vertices.push_back(Vertex{{double(s16(vertexes[i])), double(s16(vertexes[i] + 2))}});

    map.sectors.reserve(sectors.size());
    for (std::size_t i = 0; i < sectors.size(); ++i) {
        const std::uint8_t* r = sectors[i];
        Sector s;
        s.floorHeight = s16(r);
        s.ceilingHeight = s16(r + 2);
        s.floorMaterial = name8(r + 4);
        s.ceilingMaterial = name8(r + 12);
        s.light = s16(r + 20);
        s.special = s16(r + 22);
        s.tag = s16(r + 24);
        map.sectors.push_back(std::move(s));
    }

    NameTable names;
    std::vector<SideRecord> sides(sidedefs.size());
    for (std::size_t i = 0; i < sidedefs.size(); ++i) {
        const std::uint8_t* r = sidedefs[i];
        SideRecord& sd = sides[i];
        sd.offsetX = s16(r);
        sd.offsetY = s16(r + 2);
        sd.upper = names.intern8(r + 4);
        sd.lower = names.intern8(r + 12);
        sd.middle = names.intern8(r + 20);
        const std::uint16_t sector = u16(r + 28);
        if (sector >= map.sectors.size())
            throw ImportError{where + ", SIDEDEFS: sidedef " + std::to_string(i) +
                              " refers to sector " + std::to_string(sector) + ", but the map has " +
                              std::to_string(map.sectors.size()) + " sectors"};
        sd.sector = sector;
    }

    for (std::size_t i = 0; i < linedefs.size(); ++i) {
        const std::uint8_t* r = linedefs[i];
        Wall w;
        w.v1 = u16(r);
        w.v2 = u16(r + 2);
        const std::uint16_t flags = u16(r + 4);
        w.flags = flags & ~std::uint32_t(4); // two-sided is implied by the back side
        std::uint16_t right, left;
        if (hexen) {
            w.special = r[6];
            for (int k = 0; k < 5; ++k)
                w.args[static_cast<std::size_t>(k)] = r[7 + k];
            w.tag = r[7]; // first argument: the tag for most specials
            right = u16(r + 12);
            left = u16(r + 14);
        } else {
            w.special = s16(r + 6);
            w.tag = s16(r + 8);
            right = u16(r + 10);
            left = u16(r + 12);
        }
        auto name = [&] { return where + ", LINEDEFS: linedef " + std::to_string(i); };
        for (Index v : {w.v1, w.v2})
            if (static_cast<std::size_t>(v) >= map.vertices.size())
                throw ImportError{name() + " refers to vertex " + std::to_string(v) +
                                  ", but the map has " + std::to_string(map.vertices.size()) +
                                  " vertices"};
        if (right == kNoSide)
            throw ImportError{name() + " has no front (right) sidedef"};
        for (std::uint16_t s : {right, left})
            if (s != kNoSide && s >= sides.size())
                throw ImportError{name() + " refers to sidedef " + std::to_string(s) +
                                  ", but the map has " + std::to_string(sides.size()) + " sidedefs"};
        applySide(w, true, sides[right], right);
        if (left != kNoSide)
            applySide(w, false, sides[left], left);
        w.twoSidedBitAlone = (flags & 4) != 0 && left == kNoSide;
        map.walls.push_back(std::move(w));
    }

    map.things.reserve(things.size());
    for (std::size_t i = 0; i < things.size(); ++i) {
        const std::uint8_t* r = things[i];
        Thing t;
        if (hexen) {
            t.tid = s16(r);
            t.pos = {double(s16(r + 2)), double(s16(r + 4))};
            t.height = s16(r + 6);
            t.angle = s16(r + 8);
            t.type = s16(r + 10);
            t.flags = u16(r + 12);
            t.special = r[14];
            for (int k = 0; k < 5; ++k)
                t.args[static_cast<std::size_t>(k)] = r[15 + k];
        } else {
            t.pos = {double(s16(r)), double(s16(r + 2))};
            t.angle = s16(r + 4);
            t.type = s16(r + 6);
            t.flags = u16(r + 8);
        }
        map.things.push_back(t);
    }
    keepOtherLumps(wad, entry, map);
    return map;
}

// ---------------------------------------------------------------------------------------
// UDMF

// The keys the importer reads, of every block type, and their names in lower case.
// clang-format off
enum Key : std::uint8_t {
    kX, kY, kV1, kV2, kSideFront, kSideBack, kBlocking, kBlockMonsters, kDontPegTop,
    kDontPegBottom, kSecret, kBlockSound, kDontDraw, kMapped, kTwoSided, kSpecial, kId, kArg0,
    kArg1, kArg2, kArg3, kArg4, kSector, kTextureTop, kTextureMiddle, kTextureBottom, kOffsetX,
    kOffsetY, kHeightFloor, kHeightCeiling, kTextureFloor, kTextureCeiling, kLightLevel, kType,
    kAngle, kSkill1, kSkill2, kSkill3, kSkill4, kSkill5, kAmbush, kSingle, kHeight, kKeyCount,
    kUnknownKey = 0xFF,
};
constexpr std::string_view kKeyNames[kKeyCount] = {
    "x", "y", "v1", "v2", "sidefront", "sideback", "blocking", "blockmonsters", "dontpegtop",
    "dontpegbottom", "secret", "blocksound", "dontdraw", "mapped", "twosided", "special", "id",
    "arg0", "arg1", "arg2", "arg3", "arg4", "sector", "texturetop", "texturemiddle",
    "texturebottom", "offsetx", "offsety", "heightfloor", "heightceiling", "texturefloor",
    "textureceiling", "lightlevel", "type", "angle", "skill1", "skill2", "skill3", "skill4",
    "skill5", "ambush", "single", "height"};
// clang-format on
static_assert(kKeyCount <= 64, "a block type's keys are a 64-bit set");
constexpr std::uint32_t kArgKeys[5] = {kArg0, kArg1, kArg2, kArg3, kArg4};

// FNV-1a of a key in lower case.
constexpr std::uint32_t keyHash(std::string_view lower)
{
    std::uint32_t h = 2166136261u;
    for (char c : lower)
        h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
    return h;
}

// The keys by hash, open addressing: a key is found with one hash and, most often, one compare.
struct KeyTable {
    static constexpr std::size_t kSlots = 256;
    std::uint8_t slot[kSlots] = {};
    constexpr KeyTable()
    {
        for (auto& k : slot)
            k = kUnknownKey;
        for (std::uint8_t k = 0; k < kKeyCount; ++k) {
            std::size_t i = keyHash(kKeyNames[k]) % kSlots;
            while (slot[i] != kUnknownKey)
                i = (i + 1) % kSlots;
            slot[i] = k;
        }
    }
};
constexpr KeyTable kKeyTable;

// The key of a field as written (any case), or kUnknownKey.
std::uint8_t keyOf(std::string_view key)
{
    constexpr std::size_t kLongest = 14; // "textureceiling"
    if (key.size() > kLongest)
        return kUnknownKey;
    char lower[kLongest];
    for (std::size_t i = 0; i < key.size(); ++i) {
        const char c = key[i];
        lower[i] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
    }
    const std::string_view k(lower, key.size());
    for (std::size_t i = keyHash(k) % KeyTable::kSlots;; i = (i + 1) % KeyTable::kSlots) {
        const std::uint8_t found = kKeyTable.slot[i];
        if (found == kUnknownKey || kKeyNames[found] == k)
            return found;
    }
}

constexpr std::uint64_t keySet(std::initializer_list<Key> keys)
{
    std::uint64_t set = 0;
    for (Key k : keys)
        set |= std::uint64_t(1) << k;
    return set;
}

// The fields of one block by key (the last assignment of each, as later assignments win), read
// with the importer's rules and errors. The error messages name the block; they are only built
// when there is an error.
class UdmfFields {
public:
    UdmfFields(const UdmfBlockView& block, const std::string& where,
               std::vector<std::uint8_t>& keys)
        : m_block(block), m_where(where), m_keys(keys)
    {
        m_keys.clear();
        for (const UdmfFieldView& f : block.fields) {
            const std::uint8_t k = keyOf(f.key);
            m_keys.push_back(k);
            if (k != kUnknownKey)
                m_field[k] = &f;
        }
    }

    double number(std::uint32_t key, std::optional<double> fallback = std::nullopt) const
    {
        const UdmfFieldView* v = m_field[key];
        if (!v) {
            if (!fallback)
                throw ImportError{where() + " has no \"" + std::string(kKeyNames[key]) + "\""};
            return *fallback;
        }
        if (v->kind != UdmfValue::Kind::Number || !std::isfinite(v->number))
            throw ImportError{where() + ": \"" + std::string(kKeyNames[key]) +
                              "\" must be a number (line " + std::to_string(v->line) + ")"};
        return v->number;
    }
    Index index(std::uint32_t key, std::optional<double> fallback = std::nullopt) const
    {
        const double d = number(key, fallback);
        if (d != std::trunc(d) || d < -1 || d > 2147483647.0)
            throw ImportError{where() + ": \"" + std::string(kKeyNames[key]) +
                              "\" must be an index"};
        return static_cast<Index>(d);
    }
    std::int32_t integer(std::uint32_t key, std::int32_t fallback) const
    {
        const double d = number(key, fallback);
        if (d != std::trunc(d) || d < -2147483648.0 || d > 2147483647.0)
            throw ImportError{where() + ": \"" + std::string(kKeyNames[key]) +
                              "\" must be an integer"};
        return static_cast<std::int32_t>(d);
    }
    // A string field, or null when the block has none.
    const UdmfFieldView* string(std::uint32_t key) const
    {
        const UdmfFieldView* v = m_field[key];
        if (v && v->kind != UdmfValue::Kind::String)
            throw ImportError{where() + ": \"" + std::string(kKeyNames[key]) +
                              "\" must be a string (line " + std::to_string(v->line) + ")"};
        return v;
    }
    bool flag(std::uint32_t key) const
    {
        const UdmfFieldView* v = m_field[key];
        return v && v->isTrue();
    }

    // The fields whose keys are not in `known`, as the model keeps them: keys in lower case, in
    // file order.
    std::vector<ExtraField> unknown(std::uint64_t known) const
    {
        std::vector<ExtraField> out;
        for (std::size_t i = 0; i < m_keys.size(); ++i)
            if (m_keys[i] == kUnknownKey || !((known >> m_keys[i]) & 1)) {
                const UdmfFieldView& f = m_block.fields[i];
                out.push_back({udmfLower(f.key), udmfText(f)});
            }
        return out;
    }

private:
    std::string where() const
    {
        return m_where + ", TEXTMAP line " + std::to_string(m_block.line) + ": " +
               udmfLower(m_block.type);
    }

    const UdmfBlockView& m_block;
    const std::string& m_where;
    std::vector<std::uint8_t>& m_keys; // of each field, in file order
    std::array<const UdmfFieldView*, kKeyCount> m_field{};
};

// Reads the blocks as the parser hands them over into small records, then builds the model's
// walls and sectors in vectors of their final size: the model is the only large thing made.
// The records are kept in deques (no copy and no spare half when they grow) and without the
// rare unknown fields, which are kept apart. Given `consumedText`, the text already read is
// handed back to the system as the reading goes on (see discardPages).
class UdmfImporter : public UdmfHandler {
public:
    UdmfImporter(Map& map, const std::string& where, std::string_view consumedText = {})
        : m_map(map), m_where(where), m_text(consumedText)
    {}

    void assignment(const UdmfFieldView& f) override
    {
        if (f.is("namespace"))
            m_map.udmfNamespace = f.text();
    }

    void block(const UdmfBlockView& b) override
    {
        discardReadText(b.type.data());
        const UdmfFields r(b, m_where, m_keys);
        if (b.is("vertex")) {
            m_map.vertices.push_back(Vertex{{r.number(kX), r.number(kY)}});
            static constexpr std::uint64_t kKnown = keySet({kX, kY});
            m_map.vertices.back().extra = r.unknown(kKnown);
        } else if (b.is("linedef")) {
            LineRecord l;
            l.v1 = r.index(kV1);
            l.v2 = r.index(kV2);
            static constexpr struct {
                Key key;
                std::uint32_t bit;
            } kFlags[] = {{kBlocking, kWallBlocking},       {kBlockMonsters, kWallBlockMonsters},
                          {kDontPegTop, kWallUpperUnpegged}, {kDontPegBottom, kWallLowerUnpegged},
                          {kSecret, kWallSecret},           {kBlockSound, kWallBlockSound},
                          {kDontDraw, kWallHidden},         {kMapped, kWallMapped}};
            for (const auto& f : kFlags)
                if (r.flag(f.key))
                    l.flags |= f.bit;
            l.special = r.integer(kSpecial, 0);
            l.tag = r.integer(kId, 0);
            for (std::size_t k = 0; k < 5; ++k)
                l.args[k] = r.integer(kArgKeys[k], 0);
            l.front = r.index(kSideFront);
            l.back = r.index(kSideBack, -1);
            static constexpr std::uint64_t kKnown =
                keySet({kV1, kV2, kSideFront, kSideBack, kBlocking, kBlockMonsters, kDontPegTop,
                        kDontPegBottom, kSecret, kBlockSound, kDontDraw, kMapped, kTwoSided,
                        kSpecial, kId, kArg0, kArg1, kArg2, kArg3, kArg4});
            keepExtra(m_lineExtras, m_lines.size(), r.unknown(kKnown));
            m_lines.push_back(l);
        } else if (b.is("sidedef")) {
            SideRecord sd;
            sd.sector = r.index(kSector);
            sd.upper = material(r, kTextureTop);
            sd.middle = material(r, kTextureMiddle);
            sd.lower = material(r, kTextureBottom);
            sd.offsetX = r.number(kOffsetX, 0);
            sd.offsetY = r.number(kOffsetY, 0);
            static constexpr std::uint64_t kKnown = keySet(
                {kSector, kTextureTop, kTextureMiddle, kTextureBottom, kOffsetX, kOffsetY});
            keepExtra(m_sideExtras, m_sides.size(), r.unknown(kKnown));
            m_sides.push_back(sd);
        } else if (b.is("sector")) {
            SectorRecord s;
            s.floorHeight = r.number(kHeightFloor, 0);
            s.ceilingHeight = r.number(kHeightCeiling, 0);
            s.floorMaterial = material(r, kTextureFloor);
            s.ceilingMaterial = material(r, kTextureCeiling);
            s.light = r.integer(kLightLevel, 160);
            s.special = r.integer(kSpecial, 0);
            s.tag = r.integer(kId, 0);
            static constexpr std::uint64_t kKnown =
                keySet({kHeightFloor, kHeightCeiling, kTextureFloor, kTextureCeiling, kLightLevel,
                        kSpecial, kId});
            s.extra = r.unknown(kKnown);
            m_sectors.push_back(std::move(s));
        } else if (b.is("thing")) {
            Thing t;
            t.type = r.integer(kType, 0);
            t.pos = {r.number(kX), r.number(kY)};
            t.angle = r.number(kAngle, 0);
            // The Doom flag bits, so UDMF and binary maps describe things the same way.
            if (r.flag(kSkill1) || r.flag(kSkill2)) t.flags |= 1;
            if (r.flag(kSkill3)) t.flags |= 2;
            if (r.flag(kSkill4) || r.flag(kSkill5)) t.flags |= 4;
            if (r.flag(kAmbush)) t.flags |= 8;
            if (!r.flag(kSingle)) t.flags |= 16;
            t.tid = r.integer(kId, 0);
            t.height = r.number(kHeight, 0);
            t.special = r.integer(kSpecial, 0);
            for (std::size_t k = 0; k < 5; ++k)
                t.args[k] = r.integer(kArgKeys[k], 0);
            static constexpr std::uint64_t kKnown =
                keySet({kType, kX, kY, kAngle, kSkill1, kSkill2, kSkill3, kSkill4, kSkill5,
                        kAmbush, kSingle, kId, kHeight, kSpecial, kArg0, kArg1, kArg2, kArg3,
                        kArg4});
            t.extra = r.unknown(kKnown);
            m_map.things.push_back(std::move(t));
        } else {
            // Blocks of other types (editor extensions): kept as they are.
            m_map.udmfOtherBlocks.push_back({udmfLower(b.type), r.unknown(0)});
        }
    }

    // The sectors and walls, once every block is read (linedefs come before their sidedefs).
    void finish()
    {
        // Everything read is in the records now.
        if (!m_text.empty())
            discardReadText(m_text.data() + m_text.size());
        for (SectorRecord& r : m_sectors) {
            Sector& s = m_map.sectors.emplace_back();
            s.floorHeight = r.floorHeight;
            s.ceilingHeight = r.ceilingHeight;
            s.floorMaterial = r.floorMaterial;
            s.ceilingMaterial = r.ceilingMaterial;
            s.light = r.light;
            s.special = r.special;
            s.tag = r.tag;
            s.extra = std::move(r.extra);
        }
        m_sectors = {};
        // The unknown fields of sides, by side number, for the few that have any.
        std::unordered_map<Index, const std::vector<ExtraField>*> sideExtras;
        for (const auto& [side, fields] : m_sideExtras)
            sideExtras.emplace(static_cast<Index>(side), &fields);
        const auto sideExtra = [&](Index side) -> const std::vector<ExtraField>* {
            if (sideExtras.empty())
                return nullptr;
            const auto found = sideExtras.find(side);
            return found == sideExtras.end() ? nullptr : found->second;
        };
        auto lineExtra = m_lineExtras.begin();
        for (std::size_t i = 0; i < m_lines.size(); ++i) {
            LineRecord& l = m_lines[i];
            auto name = [&] { return m_where + ", TEXTMAP: linedef " + std::to_string(i); };
            for (Index s : {l.front, l.back})
                if (s != kNone && (s < 0 || static_cast<std::size_t>(s) >= m_sides.size()))
                    throw ImportError{name() + " refers to sidedef " + std::to_string(s) +
                                      ", but the map has " + std::to_string(m_sides.size()) +
                                      " sidedefs"};
            if (l.front == kNone)
                throw ImportError{name() + " has no front sidedef"};
            Wall& w = m_map.walls.emplace_back();
            w.v1 = l.v1;
            w.v2 = l.v2;
            w.flags = l.flags;
            w.special = l.special;
            w.tag = l.tag;
            w.args = l.args;
            if (lineExtra != m_lineExtras.end() && lineExtra->first == i)
                w.extra = std::move((lineExtra++)->second);
            applySide(w, true, m_sides[static_cast<std::size_t>(l.front)], l.front,
                      sideExtra(l.front));
            if (l.back != kNone)
                applySide(w, false, m_sides[static_cast<std::size_t>(l.back)], l.back,
                          sideExtra(l.back));
        }
    }

private:
    struct LineRecord {
        Index v1 = kNone, v2 = kNone;
        std::uint32_t flags = 0;
        std::int32_t special = 0, tag = 0;
        std::array<std::int32_t, 5> args{};
        Index front = kNone, back = kNone;
    };
    struct SectorRecord {
        double floorHeight = 0, ceilingHeight = 0;
        ShortString floorMaterial, ceilingMaterial;
        std::int32_t light = 0, special = 0, tag = 0;
        std::vector<ExtraField> extra; // unknown UDMF fields
    };

    // Unknown fields of record `index`, kept apart as few records have any.
    static void keepExtra(std::vector<std::pair<std::size_t, std::vector<ExtraField>>>& to,
                          std::size_t index, std::vector<ExtraField> fields)
    {
        if (!fields.empty())
            to.emplace_back(index, std::move(fields));
    }

    // Hands back the memory of the text before `upTo` (the start of the block being read: the
    // parser never goes back, and everything before it has been copied into records), a few
    // megabytes at a time.
    void discardReadText(const char* upTo)
    {
        constexpr std::size_t kStep = std::size_t(4) << 20;
        if (m_text.empty())
            return;
        const auto read = static_cast<std::size_t>(upTo - m_text.data());
        if (read - m_discarded < kStep && read != m_text.size())
            return;
        discardPages(m_text.data() + m_discarded, read - m_discarded);
        m_discarded = read;
    }

    // A material name ("-" is none), most often without escapes and read where it is.
    ShortString material(const UdmfFields& r, std::uint32_t key)
    {
        const UdmfFieldView* v = r.string(key);
        if (!v)
            return {};
        const std::string_view inner = v->raw.substr(1, v->raw.size() - 2);
        if (inner.find('\\') == std::string_view::npos)
            return m_names.intern(inner == "-" ? std::string_view() : inner);
        const std::string text = v->text();
        return m_names.intern(text == "-" ? std::string_view() : std::string_view(text));
    }

    Map& m_map;
    const std::string& m_where;
    std::string_view m_text;     // to discard as it is read; empty when the text stays
    std::size_t m_discarded = 0; // bytes of m_text handed back
    NameTable m_names;
    std::deque<LineRecord> m_lines;
    std::deque<SideRecord> m_sides;
    std::deque<SectorRecord> m_sectors;
    // Unknown fields by record number, in file order.
    std::vector<std::pair<std::size_t, std::vector<ExtraField>>> m_lineExtras, m_sideExtras;
    std::vector<std::uint8_t> m_keys; // the keys of the block being read, reused
};

Map importUdmf(const Wad& wad, const WadMapEntry& entry, const std::string& where, bool consumeText)
{
    const std::ptrdiff_t lump = wad.findMapLump(entry, "TEXTMAP");
    if (lump < 0)
        throw ImportError{where + ": the TEXTMAP lump is missing"};
    const auto data = wad.lumpData(static_cast<std::size_t>(lump));
    const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());

    Map map;
    map.name = entry.name;
    map.sourceFormat = "udmf";
    keepOtherLumps(wad, entry, map);
    UdmfImporter importer(map, where, consumeText ? text : std::string_view());
    if (auto scanned = scanUdmf(text, where + ", TEXTMAP", importer); !scanned)
        throw ImportError{scanned.error().message};
    importer.finish();
    return map;
}

} // namespace

namespace {

Result<Map> importMap(const Wad& wad, const WadMapEntry& entry, bool consumeText)
{
    const std::string where = wad.sourceName() + ", map " + entry.name;
    Map map;
    try {
        map = entry.format == WadMapFormat::Udmf ? importUdmf(wad, entry, where, consumeText)
                                                 : importBinary(wad, entry, where);
    } catch (const ImportError& e) {
        return makeError(e.message + ".");
    }
    if (map.walls.empty())
        return makeError(where + ": the map has no walls.");
    trimTrailingVertices(map);
    setPlayerStart(map);
    for (const ValidationIssue& issue : validateMap(map))
        if (issue.severity == ValidationIssue::Severity::Error)
            return makeError(where + ": " + issue.message + ".");
    return map;
}

} // namespace

Result<Map> importWadMap(const Wad& wad, const WadMapEntry& entry)
{
    return importMap(wad, entry, false);
}

Result<Map> importWadMap(Wad&& wad, const WadMapEntry& entry)
{
    return importMap(wad, entry, true);
}

} // namespace sw
