#pragma once

// Find and Replace over a map or a part of it (textures, flats, thing types, specials, tags),
// and Select Similar. Plain functions on sw::Map; the editor wraps them in one undo step.

#include "map/Map.h"

#include <cstdint>
#include <string>
#include <vector>

namespace sw::edit {

// What is searched for. Texture and flat names compare without regard to case, as Doom's do.
enum class FindKind {
    WallTexture, // any upper, middle or lower texture of either side
    Flat,        // floor or ceiling
    ThingType,
    Special,     // wall, sector and thing specials
    Tag,         // wall and sector tags, thing ids
};

struct FindQuery {
    FindKind kind = FindKind::WallTexture;
    std::string name;         // WallTexture and Flat
    std::int32_t number = 0;  // the others
};

// Where to look: the whole map, or only the listed elements.
struct FindScope {
    bool wholeMap = true;
    std::vector<Index> walls, sectors, things;
};

// How many elements hold the value (an element counts once however many of its parts match).
struct FindCount {
    int walls = 0, sectors = 0, things = 0;
    int total() const { return walls + sectors + things; }
    bool operator==(const FindCount&) const = default;
};

// The elements that hold the value.
struct FindMatches {
    std::vector<Index> walls, sectors, things;
    FindCount count() const
    {
        return {static_cast<int>(walls.size()), static_cast<int>(sectors.size()),
                static_cast<int>(things.size())};
    }
};

FindMatches findAll(const Map& map, const FindQuery& query, const FindScope& scope);

// Puts replacement (its name or number, per the query's kind) wherever the query matches in the
// scope; returns how many elements changed.
FindCount replaceAll(Map& map, const FindQuery& query, const FindQuery& replacement,
                     const FindScope& scope);

// Select Similar: the elements like the given one in the named way.
enum class Similarity {
    Texture, // walls sharing a texture with it (its sides' parts); sectors sharing a flat
    Type,    // things of its type
    Special, // walls, sectors or things with its special (0 matches 0)
};
std::vector<Index> similarWalls(const Map& map, Index wall, Similarity how);
std::vector<Index> similarSectors(const Map& map, Index sector, Similarity how);
std::vector<Index> similarThings(const Map& map, Index thing, Similarity how);

// Copy and paste of properties between elements of one kind: everything but the geometry
// (a wall keeps its vertices and sectors, a thing its place).
void pasteWallProperties(Wall& to, const Wall& from);
void pasteSectorProperties(Sector& to, const Sector& from);
void pasteThingProperties(Thing& to, const Thing& from);

} // namespace sw::edit
