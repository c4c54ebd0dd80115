// unknown-thing: a thing whose type the game does not have (vanilla Doom stops with an error
// when it spawns one). tag-without-target: a line special meant for tagged sectors (or, for
// line teleporters, a tagged line) whose tag nothing else carries: it does nothing.
#include "analysis/Checks.h"

#include "game/GameConfig.h"

#include <algorithm>
#include <vector>

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
    // The tags in use, sorted; a wall with tag 0 targets nothing, so lines' zeros are left out
    // (a 160,000-wall map has a few hundred other tags at most).
    std::vector<std::int32_t> sectorTags, lineTags;
    sectorTags.reserve(ctx.map.sectors.size());
    for (const Sector& s : ctx.map.sectors)
        sectorTags.push_back(s.tag);
    for (const Wall& w : ctx.map.walls)
        if (w.tag != 0)
            lineTags.push_back(w.tag);
    std::sort(sectorTags.begin(), sectorTags.end());
    std::sort(lineTags.begin(), lineTags.end());
    const auto linesTagged = [&](std::int32_t tag) {
        const auto [from, to] = std::equal_range(lineTags.begin(), lineTags.end(), tag);
        return to - from;
    };
    for (std::size_t i = 0; i < ctx.map.walls.size(); ++i) {
        const Wall& w = ctx.map.walls[i];
        if (w.special == 0 || w.tag == 0 || !ctx.wallOk(static_cast<Index>(i)))
            continue;
        const auto special = game.lineSpecial(w.special);
        if (!special)
            continue;
        std::string missing;
        if (special->target == SpecialTarget::Tag && !std::binary_search(sectorTags.begin(), sectorTags.end(), w.tag))
            missing = "no sector has tag " + std::to_string(w.tag);
        else if (special->target == SpecialTarget::Line && special->category == "teleport" &&
                 linesTagged(w.tag) < 2)
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
