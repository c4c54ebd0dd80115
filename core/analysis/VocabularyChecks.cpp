// unknown-thing: a thing whose type the game does not have (vanilla Doom stops with an error
// when it spawns one). tag-without-target: a line special meant for tagged sectors (or, for
// line teleporters, a tagged line) whose tag nothing else carries: it does nothing.
#include "analysis/Checks.h"

#include "game/GameConfig.h"

#include <set>

namespace sw::analysis {

namespace {

// Doom's skill bits (easy, medium, hard): a thing on none of them is never spawned.
constexpr std::uint32_t kSkillBits = 7;

void checkUnknownThings(const Context& ctx, Findings& out)
{
    const GameConfig& game = *ctx.options.game;
    for (std::size_t t = 0; t < ctx.map.things.size(); ++t) {
        const Thing& thing = ctx.map.things[t];
        // Props with a shape are the map's own objects; things on no skill level never spawn.
        if (thing.shape.kind != ThingShape::Kind::None || (thing.flags & kSkillBits) == 0 ||
            game.thing(thing.type))
            continue;
        Finding f{"unknown-thing", Severity::Error, thing.pos, {}, {}, {}, {static_cast<Index>(t)},
                  "thing " + std::to_string(t) + " has type " + std::to_string(thing.type) +
                      ", which " + game.name() + " does not have"};
        if (const Index s = ctx.bsp.sectorAt(thing.pos); s != kNone)
            f.sectors.push_back(s);
        out.push_back(std::move(f));
    }
}

void checkTags(const Context& ctx, Findings& out)
{
    const GameConfig& game = *ctx.options.game;
    std::set<std::int32_t> sectorTags;
    for (const Sector& s : ctx.map.sectors)
        sectorTags.insert(s.tag);
    std::multiset<std::int32_t> lineTags;
    for (const Wall& w : ctx.map.walls)
        lineTags.insert(w.tag);
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i) {
        const Wall& w = ctx.map.walls[i];
        if (w.special == 0 || w.tag == 0 || !ctx.wallOk(static_cast<Index>(i)))
            continue;
        const auto special = game.lineSpecial(w.special);
        if (!special)
            continue;
        std::string missing;
        if (special->target == SpecialTarget::Tag && !sectorTags.count(w.tag))
            missing = "no sector has tag " + std::to_string(w.tag);
        else if (special->target == SpecialTarget::Line && special->category == "teleport" &&
                 lineTags.count(w.tag) < 2)
            missing = "no other line has tag " + std::to_string(w.tag);
        if (missing.empty())
            continue;
        out.push_back({"tag-without-target", Severity::Warning, ctx.middle(w),
                       {static_cast<Index>(i)}, {}, {}, {},
                       "wall " + std::to_string(i) + " has the special " +
                           game.lineSpecialLabel(w.special) + ", but " + missing});
    }
}

} // namespace

void checkVocabulary(const Context& ctx, Findings& out)
{
    if (!ctx.options.game)
        return;
    checkUnknownThings(ctx, out);
    checkTags(ctx, out);
}

} // namespace sw::analysis
