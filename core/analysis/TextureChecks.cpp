// missing-texture: a wall part the player sees that names no texture (Doom draws garbage or the
// "hall of mirrors" there): the middle of a one-sided wall, and the upper or lower part of a
// two-sided wall where the sector behind has a lower ceiling or a higher floor.
// unknown-texture: a texture or flat name the resources do not have (vanilla Doom refuses to
// start the level).
#include "analysis/Checks.h"

#include "resources/MapTextures.h"
#include "resources/ResourceSet.h"

#include <algorithm>

namespace sw::analysis {

namespace {

// Heights closer than this are equal (map units); Doom's are whole numbers.
constexpr double kSameHeight = 1e-6;

bool namesAnyWallTexture(const Map& map)
{
    return std::any_of(map.walls.begin(), map.walls.end(), [](const Wall& w) {
        for (const WallSide* side : {&w.front, &w.back})
            for (const ShortString* t : {&side->upper, &side->middle, &side->lower})
                if (!isNoTexture(*t))
                    return true;
        return false;
    });
}

// The parts of one side the player sees without a texture, as phrases.
void missingParts(const Context& ctx, const Wall& w, bool front, std::vector<std::string>& out)
{
    const WallSide& side = front ? w.front : w.back;
    const char* which = front ? "front" : "back";
    if (!w.twoSided()) {
        if (front && isNoTexture(side.middle))
            out.push_back("its middle");
        return;
    }
    const Sector& here = ctx.sector(front ? w.frontSector : w.backSector);
    const Sector& there = ctx.sector(front ? w.backSector : w.frontSector);
    if (there.floorHeight > here.floorHeight + kSameHeight && isNoTexture(side.lower))
        out.push_back(std::string("the ") + which + "'s lower part (" + num(here.floorHeight) +
                      " to " + num(there.floorHeight) + ")");
    // Doom leaves the upper part undrawn between two skies.
    const bool skies = isSkyFlat(here.ceilingMaterial) && isSkyFlat(there.ceilingMaterial);
    if (there.ceilingHeight < here.ceilingHeight - kSameHeight && !skies &&
        isNoTexture(side.upper))
        out.push_back(std::string("the ") + which + "'s upper part (" +
                      num(there.ceilingHeight) + " to " + num(here.ceilingHeight) + ")");
}

void checkMissingTextures(const Context& ctx, Findings& out)
{
    if (!ctx.options.textureChecks || !namesAnyWallTexture(ctx.map))
        return;
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i) {
        const Index wi = static_cast<Index>(i);
        const Wall& w = ctx.map.walls[i];
        if (!ctx.wallOk(wi) || w.v1 == w.v2)
            continue;
        std::vector<std::string> parts;
        missingParts(ctx, w, true, parts);
        missingParts(ctx, w, false, parts);
        if (parts.empty())
            continue;
        std::string list;
        for (std::size_t k = 0; k < parts.size(); ++k)
            list += (k == 0 ? "" : k + 1 == parts.size() ? " and " : ", ") + parts[k];
        Finding f{"missing-texture", Severity::Warning, ctx.middle(w), {wi}, {w.frontSector}, {},
                  {}, "wall " + std::to_string(i) + " shows " + list + " without a texture"};
        if (w.twoSided())
            f.sectors.push_back(w.backSector);
        out.push_back(std::move(f));
    }
}

// "walls 3, 7 and 12", at most `cap` numbers then "and N more".
std::string someOf(const char* one, const char* many, const std::vector<Index>& items)
{
    constexpr std::size_t cap = 6;
    if (items.size() <= cap)
        return listOf(one, many, items);
    std::string out = many;
    for (std::size_t i = 0; i < cap; ++i)
        out += (i ? ", " : " ") + std::to_string(items[i]);
    return out + " and " + std::to_string(items.size() - cap) + " more";
}

void checkUnknownTextures(const Context& ctx, Findings& out)
{
    if (!ctx.options.resources)
        return;
    for (TextureUse& use : mapTextureUses(ctx.map, ctx.options.resources.get())) {
        if (use.image)
            continue;
        // Framed at the first valid wall that uses it, or that bounds the first sector.
        Vec2 where{0, 0};
        bool placed = false;
        for (const Index wi : use.walls)
            if (!placed && ctx.wallOk(wi)) {
                where = ctx.middle(ctx.map.walls[static_cast<std::size_t>(wi)]);
                placed = true;
            }
        for (std::size_t i = 0; i < ctx.map.walls.size() && !placed && !use.sectors.empty(); ++i) {
            const Wall& w = ctx.map.walls[i];
            if (ctx.wallOk(static_cast<Index>(i)) &&
                (w.frontSector == use.sectors[0] || w.backSector == use.sectors[0])) {
                where = ctx.middle(w);
                placed = true;
            }
        }
        const std::string users = use.flat ? someOf("sector", "sectors", use.sectors)
                                           : someOf("wall", "walls", use.walls);
        out.push_back({"unknown-texture", Severity::Error, where, use.walls, use.sectors, {}, {},
                       std::string(use.flat ? "flat " : "texture ") + use.name +
                           " is not in the resources (used by " + users + ")"});
    }
}

} // namespace

void checkTextures(const Context& ctx, Findings& out)
{
    checkMissingTextures(ctx, out);
    checkUnknownTextures(ctx, out);
}

} // namespace sw::analysis
