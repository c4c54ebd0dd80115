// stuck-thing: a player start or monster whose footprint overlaps a blocking wall, that stands
// in the void, or whose height does not fit between floor and ceiling. Doom's own position
// check fails the same way: such a thing never moves.
#include "analysis/AnalysisTolerance.h"
#include "analysis/Checks.h"
#include "analysis/DoomSpecials.h"
#include "game/GameConfig.h"

#include <cmath>

namespace sw::analysis {

namespace {

struct Body {
    Vec2 pos;
    double radius, height;
    bool box;
};

// Why a body cannot stand where it is, or an empty string.
std::string whyStuck(const Context& ctx, const Body& b, Index& wall)
{
    const CollisionWorld::Probe p = ctx.world.probe(
        {.footprint = {b.pos, b.radius, b.box}, .solidDepth = atol::kThingOverlap});
    if (p.solid) {
        wall = p.solidWall;
        return "overlaps wall " + std::to_string(p.solidWall);
    }
    const Index centre = ctx.bsp.sectorAt(b.pos);
    if (centre == kNone)
        return "stands in the void (outside the map, or inside a pillar)";
    if (p.span.inVoid)
        return "reaches into the void";
    // A door or lift under the footprint may be closed now and open in play.
    if (ctx.movable(centre) || (p.span.ceilingSector != kNone && ctx.movable(p.span.ceilingSector)) ||
        (p.span.floorSector != kNone && ctx.movable(p.span.floorSector)))
        return {};
    const double room = p.span.ceiling - p.span.floor;
    if (room < b.height - atol::kHeight)
        return "has " + num(room) + " units between floor and ceiling but is " + num(b.height) +
               " high";
    return {};
}

// Severity error for the player start (the map cannot be played), warning for other starts
// and monsters (a stuck monster is sometimes placed on purpose as a turret).
void checkPlayerStart(const Context& ctx, Findings& out)
{
    if (!ctx.map.playerStart)
        return;
    const Vec2 p = ctx.map.playerStart->pos;
    Index wall = kNone;
    const std::string why = whyStuck(
        ctx, {p, ctx.profile.radius, ctx.profile.height,
              ctx.profile.shape == AvatarProfile::Shape::Box},
        wall);
    if (why.empty())
        return;
    Finding f{"stuck-thing", Severity::Error, p, {}, {}, {}, {}, "the player start " + why};
    if (wall != kNone)
        f.walls.push_back(wall);
    if (const Index s = ctx.bsp.sectorAt(p); s != kNone)
        f.sectors.push_back(s);
    for (std::size_t t = 0; t < ctx.map.things.size(); ++t)
        if (ctx.map.things[t].type == kDoomPlayer1Start && ctx.map.things[t].pos == p)
            f.things.push_back(static_cast<Index>(t));
    out.push_back(std::move(f));
}

// The size of a thing that moves (a player or a monster): from the game's configuration when
// there is one (things hanging from the ceiling and the boss brain never move), else from
// Doom's built-in table.
std::optional<ThingSize> movingThingSize(const Context& ctx, std::int32_t type)
{
    if (!ctx.options.game)
        return doomThingSize(type);
    const ThingType* t = ctx.options.game->thing(type);
    if (!t || t->hangs || t->still || (t->category != "monster" && t->category != "player"))
        return std::nullopt;
    return ThingSize{t->radius, t->height, t->category == "player"};
}

void checkOtherThings(const Context& ctx, Findings& out)
{
    for (std::size_t t = 0; t < ctx.map.things.size(); ++t) {
        const Thing& thing = ctx.map.things[t];
        const auto size = movingThingSize(ctx, thing.type);
        if (!size)
            continue;
        // The player start itself is judged above, with the avatar's own size.
        if (ctx.map.playerStart && thing.type == kDoomPlayer1Start &&
            thing.pos == ctx.map.playerStart->pos)
            continue;
        // Other player starts take the avatar's size: the same person plays them.
        const Body body = size->player
                              ? Body{thing.pos, ctx.profile.radius, ctx.profile.height,
                                     ctx.profile.shape == AvatarProfile::Shape::Box}
                              : Body{thing.pos, size->radius, size->height, true};
        Index wall = kNone;
        const std::string why = whyStuck(ctx, body, wall);
        if (why.empty())
            continue;
        Finding f{"stuck-thing", Severity::Warning, thing.pos, {}, {}, {}, {
                      static_cast<Index>(t)}, {}};
        if (wall != kNone)
            f.walls.push_back(wall);
        if (const Index s = ctx.bsp.sectorAt(thing.pos); s != kNone)
            f.sectors.push_back(s);
        // "thing 466 (Mancubus (67), radius 48)" when the game is known.
        const std::string what = ctx.options.game ? ctx.options.game->thingLabel(thing.type)
                                                  : "type " + std::to_string(thing.type);
        f.message = "thing " + std::to_string(t) + " (" + what + ", radius " + num(body.radius) +
                    ") " + why;
        out.push_back(std::move(f));
    }
}

} // namespace

void checkThings(const Context& ctx, Findings& out)
{
    checkPlayerStart(ctx, out);
    checkOtherThings(ctx, out);
}

} // namespace sw::analysis
