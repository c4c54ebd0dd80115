#pragma once

#include "geom/Box2.h"
#include "map/AvatarProfile.h"
#include "map/CowVector.h"
#include "map/ShortString.h"

#include <glm/vec3.hpp>
#include "geom/Vec2.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace sw {

// Index of a vertex, wall, sector or thing in its Map vector. -1 means "none".
using Index = std::int32_t;
constexpr Index kNone = -1;

// A field of an imported UDMF map that the model has no member for, kept as it was written so
// that writing the map back as UDMF keeps it: `value` is its UDMF text (1.5, "text", true).
struct ExtraField {
    std::string key;
    std::string value;
    bool operator==(const ExtraField&) const = default;
};

// The unknown UDMF fields of one element. Most maps have none, so the list sits behind one
// pointer: 8 bytes on every vertex, wall, side, sector and thing instead of a vector's 24.
class ExtraFields {
public:
    ExtraFields() = default;
    ExtraFields(std::vector<ExtraField> fields) { *this = std::move(fields); }
    ExtraFields(const ExtraFields& other) { *this = other; }
    ExtraFields(ExtraFields&&) noexcept = default;
    ExtraFields& operator=(const ExtraFields& other)
    {
        // Most elements have no extra fields: copying them is copying a null pointer.
        if (!other.m_fields)
            m_fields.reset();
        else if (this != &other)
            *this = std::vector<ExtraField>(*other.m_fields);
        return *this;
    }
    ExtraFields& operator=(ExtraFields&&) noexcept = default;
    ExtraFields& operator=(std::vector<ExtraField> fields)
    {
        m_fields =
            fields.empty() ? nullptr : std::make_unique<std::vector<ExtraField>>(std::move(fields));
        return *this;
    }

    const std::vector<ExtraField>& list() const { return m_fields ? *m_fields : emptyList(); }
    operator const std::vector<ExtraField>&() const { return list(); }
    bool empty() const { return !m_fields || m_fields->empty(); }
    std::size_t size() const { return m_fields ? m_fields->size() : 0; }
    auto begin() const { return list().begin(); }
    auto end() const { return list().end(); }
    void push_back(ExtraField field)
    {
        if (!m_fields)
            m_fields = std::make_unique<std::vector<ExtraField>>();
        m_fields->push_back(std::move(field));
    }
    bool operator==(const ExtraFields& other) const
    {
        return (!m_fields && !other.m_fields) || list() == other.list();
    }

private:
    static const std::vector<ExtraField>& emptyList();
    std::unique_ptr<std::vector<ExtraField>> m_fields;
};

struct Vertex {
    Vec2 pos;
    ExtraFields extra = {}; // unknown UDMF fields
    bool operator==(const Vertex&) const = default;
};

// Wall flags. The values match the Doom linedef flag bits where Doom has the same meaning, so
// imported flags map one to one; bit 2 (Doom's "two-sided") is not stored because a wall is
// two-sided exactly when it has a back sector.
enum WallFlag : std::uint32_t {
    kWallBlocking = 1u << 0,      // blocks every mover, even when two-sided
    kWallBlockMonsters = 1u << 1, // blocks monsters only
    kWallUpperUnpegged = 1u << 3,
    kWallLowerUnpegged = 1u << 4,
    kWallSecret = 1u << 5,      // shown as one-sided on the automap
    kWallBlockSound = 1u << 6,
    kWallHidden = 1u << 7, // never shown on the automap
    kWallMapped = 1u << 8, // shown on the automap from the start
};
constexpr std::uint32_t kKnownWallFlags = kWallBlocking | kWallBlockMonsters | kWallUpperUnpegged |
                                          kWallLowerUnpegged | kWallSecret | kWallBlockSound |
                                          kWallHidden | kWallMapped;

// What one side of a wall looks like. The sector a side faces is on the Wall itself.
struct WallSide {
    ShortString upper, middle, lower; // material names; empty for none
    double offsetX = 0, offsetY = 0;  // texture offsets in map units
    ExtraFields extra = {};           // unknown UDMF fields of its sidedef
    bool operator==(const WallSide&) const = default;
};

// A wall runs from v1 to v2. Its front faces the right of v1 -> v2 (as in Doom); the back faces
// the left. A wall with no back sector is one-sided: nothing passes it.
struct Wall {
    Index v1 = kNone, v2 = kNone;
    Index frontSector = kNone;
    Index backSector = kNone;
    std::uint32_t flags = 0; // WallFlag bits; unknown bits are kept as they came
    std::int32_t special = 0;
    std::int32_t tag = 0;
    // Hexen-format and UDMF arguments of the special. In the Hexen format the first argument is
    // the tag for most specials: `tag` holds it, and the writer takes it from `tag`.
    std::array<std::int32_t, 5> args{};
    WallSide front, back;
    // The Doom-format sidedef numbers the sides had when the map was imported (kNone for a side
    // made here). A writer reuses them where it can, so an unedited map writes back byte for byte
    // and sidedefs shared between linedefs stay shared.
    Index frontSidedef = kNone, backSidedef = kNone;
    // Imported with Doom's two-sided bit set but no back side (a few real maps have it).
    bool twoSidedBitAlone = false;
    ExtraFields extra = {}; // unknown UDMF fields

    bool twoSided() const { return backSector != kNone; }
    bool blocking() const { return (flags & kWallBlocking) != 0; }
    bool operator==(const Wall&) const = default;
};

struct Sector {
    double floorHeight = 0;
    double ceilingHeight = 128;
    ShortString floorMaterial;
    ShortString ceilingMaterial;
    std::int32_t light = 160;
    std::int32_t special = 0;
    std::int32_t tag = 0;
    std::string name;
    ExtraFields extra = {}; // unknown UDMF fields
    bool operator==(const Sector&) const = default;
};

// What a thing occupies for collision. Imported Doom things have none: they do not block.
struct ThingShape {
    enum class Kind : std::uint8_t {
        None,     // passes through everything
        Cylinder, // vertical cylinder of `radius` around the thing's position
        Box,      // axis-aligned square prism of half-size `radius`
        Mesh,     // the triangles of `mesh` (its bounding cylinder decides stepping on it)
    };
    Kind kind = Kind::None;
    double radius = 0;
    double height = 0;
    double z = 0;      // the bottom, above the floor under the thing's position
    std::string mesh;  // a model file, relative to the map file's folder; "" for none
    double scale = 1;  // uniform scale of the model (its yaw is the thing's angle)
    bool operator==(const ThingShape&) const = default;
};

const char* thingShapeKindName(ThingShape::Kind kind);
bool parseThingShapeKind(const std::string& text, ThingShape::Kind& out);

struct Thing {
    std::int32_t type = 0;
    Vec2 pos;
    double angle = 0; // degrees, counter-clockwise from +x
    std::uint32_t flags = 0;
    ThingShape shape;
    // Hexen format and UDMF: the thing's id, its height above the floor, its special and the
    // special's arguments.
    std::int32_t tid = 0;
    double height = 0;
    std::int32_t special = 0;
    std::array<std::int32_t, 5> args{};
    ExtraFields extra = {}; // unknown UDMF fields
    bool operator==(const Thing&) const = default;
};

// Where the player begins. Doom maps take it from the first player-1 start (thing type 1).
struct PlayerStart {
    Vec2 pos;
    double angle = 0;
    bool operator==(const PlayerStart&) const = default;
};

// A recorded drag or walk of the test avatar, replayed after edits and at several tick rates to
// catch movement that changed or that depends on the frame rate.
struct ProbeRecord {
    std::string name;
    std::string profile;  // the map profile it was recorded with ("" = the first, or Doom's)
    Vec2 start;           // where the avatar stood when the recording began
    double speed = 320;   // the most it moves per second, map units (Doom runs at about 583)
    // Where the pointer (a drag) or the walk led it: (seconds since the start, x, y), in time
    // order. The avatar heads for the point of the current moment at up to `speed`.
    std::vector<glm::dvec3> track;
    std::vector<double> jumps;     // seconds since the start at which jump was pressed
    double tickRate = 60;          // the rate it was recorded at, ticks per second
    glm::dvec3 expectedEnd{0.0};   // where it ended when recorded (x, y, feet z)
    bool operator==(const ProbeRecord&) const = default;
};

// Doom's thing type of the player-1 start.
constexpr std::int32_t kDoomPlayer1Start = 1;

// A level: plain data, no behaviour beyond simple questions. The editor's document owns one
// and announces its changes; the core algorithms read it.
struct Map {
    std::string name; // e.g. "MAP01"; informational
    // The WAD map format it was imported from: "doom", "hexen", "udmf"; "" when made here.
    // Writers default to it.
    std::string sourceFormat;
    // The elements, shared between copies of the map until written (CowVector): a version of
    // the map for a worker, or a command's result, copies only what its edit changes.
    CowVector<Vertex> vertices;
    CowVector<Wall> walls;
    CowVector<Sector> sectors;
    CowVector<Thing> things;
    std::optional<PlayerStart> playerStart;
    // Avatar profiles stored with the map; empty means "the default profile only".
    std::vector<AvatarProfile> profiles;
    std::vector<ProbeRecord> probes;
    // Keys (Finding::key) of analysis findings the designer chose to ignore for this map.
    std::vector<std::string> ignoredFindings;
    // Lumps of the imported map that the model does not interpret (BEHAVIOR, SCRIPTS,
    // DIALOGUE, ...), carried over unchanged when it is written back in its format.
    struct Lump {
        std::string name;
        std::vector<std::uint8_t> bytes;
        bool operator==(const Lump&) const = default;
    };
    std::vector<Lump> extraLumps;
    // UDMF: the namespace, and the blocks of types the model does not know, each as
    // (type, fields) in file order.
    std::string udmfNamespace;
    struct UdmfBlock {
        std::string type;
        std::vector<ExtraField> fields;
        bool operator==(const UdmfBlock&) const = default;
    };
    std::vector<UdmfBlock> udmfOtherBlocks;
    // Where the map's textures, flats and sprites come from, in order (later ones override):
    // WAD files and folders of PNG/JPEG images, relative to the map file's folder. Empty: the
    // detected IWAD (core/resources/ResourceChain.h).
    std::vector<std::string> resources;

    // Bounds of all vertices and things; empty for an empty map.
    Box2 bounds() const;

    Vec2 wallStart(const Wall& w) const { return vertices[static_cast<std::size_t>(w.v1)].pos; }
    Vec2 wallEnd(const Wall& w) const { return vertices[static_cast<std::size_t>(w.v2)].pos; }

    bool operator==(const Map&) const = default;
};

} // namespace sw
