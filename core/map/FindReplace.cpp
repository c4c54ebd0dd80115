#include "map/FindReplace.h"

#include "base/Names.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace sw::edit {

namespace {

// Calls visit(index) for every element of a kind in the scope.
template <typename F>
void forScope(std::size_t count, bool whole, const std::vector<Index>& listed, F visit)
{
    if (whole) {
        for (std::size_t i = 0; i < count; ++i)
            visit(static_cast<Index>(i));
        return;
    }
    for (Index i : listed)
        if (i >= 0 && static_cast<std::size_t>(i) < count)
            visit(i);
}

// The wall's texture slots, for finding and replacing.
template <typename W> auto textureSlots(W& w)
{
    return std::array{&w.front.upper, &w.front.middle, &w.front.lower,
                      &w.back.upper,  &w.back.middle,  &w.back.lower};
}

// Runs the query on every element in scope of `map`; with `edit` (the same map, writable) and
// `change`, rewrites each match there. Elements are read through `map` and written only where
// they match: a write copies the element's chunk from the versions that share it (CowVector).
// Returns the matches.
FindMatches run(const Map& map, Map* edit, const FindQuery& q, const FindScope& scope,
                const FindQuery* change)
{
    FindMatches found;
    const bool wallsToo = q.kind == FindKind::WallTexture || q.kind == FindKind::Special ||
                          q.kind == FindKind::Tag;
    const bool sectorsToo =
        q.kind == FindKind::Flat || q.kind == FindKind::Special || q.kind == FindKind::Tag;
    const bool thingsToo = q.kind == FindKind::ThingType || q.kind == FindKind::Special ||
                           q.kind == FindKind::Tag;
    const bool rewrite = edit && change;
    const auto sameName = [&q](const ShortString& name) {
        return !name.empty() && sameNameIgnoringCase(name, q.name);
    };
    if (wallsToo)
        forScope(map.walls.size(), scope.wholeMap, scope.walls, [&](Index i) {
            const auto k = static_cast<std::size_t>(i);
            const Wall& w = map.walls[k];
            if (q.kind == FindKind::WallTexture) {
                const auto slots = textureSlots(w);
                if (std::none_of(slots.begin(), slots.end(),
                                 [&](const ShortString* slot) { return sameName(*slot); }))
                    return;
                if (rewrite)
                    for (ShortString* slot : textureSlots(edit->walls[k]))
                        if (sameName(*slot))
                            *slot = change->name;
            } else {
                if ((q.kind == FindKind::Special ? w.special : w.tag) != q.number)
                    return;
                if (rewrite)
                    (q.kind == FindKind::Special ? edit->walls[k].special : edit->walls[k].tag) =
                        change->number;
            }
            found.walls.push_back(i);
        });
    if (sectorsToo)
        forScope(map.sectors.size(), scope.wholeMap, scope.sectors, [&](Index i) {
            const auto k = static_cast<std::size_t>(i);
            const Sector& s = map.sectors[k];
            if (q.kind == FindKind::Flat) {
                const auto flatName = [&q](const ShortString& name) {
                    return sameNameIgnoringCase(name, q.name);
                };
                if (!flatName(s.floorMaterial) && !flatName(s.ceilingMaterial))
                    return;
                if (rewrite) {
                    Sector& out = edit->sectors[k];
                    for (ShortString* slot : {&out.floorMaterial, &out.ceilingMaterial})
                        if (flatName(*slot))
                            *slot = change->name;
                }
            } else {
                if ((q.kind == FindKind::Special ? s.special : s.tag) != q.number)
                    return;
                if (rewrite)
                    (q.kind == FindKind::Special ? edit->sectors[k].special
                                                 : edit->sectors[k].tag) = change->number;
            }
            found.sectors.push_back(i);
        });
    if (thingsToo)
        forScope(map.things.size(), scope.wholeMap, scope.things, [&](Index i) {
            const auto k = static_cast<std::size_t>(i);
            const auto field = [&q](auto& t) -> auto&
            {
                return q.kind == FindKind::ThingType ? t.type
                       : q.kind == FindKind::Special ? t.special
                                                     : t.tid;
            };
            if (field(map.things[k]) != q.number)
                return;
            if (rewrite)
                field(edit->things[k]) = change->number;
            found.things.push_back(i);
        });
    return found;
}

bool sharesTexture(const Wall& a, const Wall& b)
{
    const ShortString* mine[] = {&a.front.upper, &a.front.middle, &a.front.lower,
                                 &a.back.upper,  &a.back.middle,  &a.back.lower};
    const ShortString* theirs[] = {&b.front.upper, &b.front.middle, &b.front.lower,
                                   &b.back.upper,  &b.back.middle,  &b.back.lower};
    for (const ShortString* x : mine) {
        if (x->empty() || *x == "-")
            continue;
        for (const ShortString* y : theirs)
            if (sameNameIgnoringCase(*x, *y))
                return true;
    }
    return false;
}

} // namespace

FindMatches findAll(const Map& map, const FindQuery& query, const FindScope& scope)
{
    return run(map, nullptr, query, scope, nullptr);
}

FindCount replaceAll(Map& map, const FindQuery& query, const FindQuery& replacement,
                     const FindScope& scope)
{
    FindQuery change = replacement;
    return run(map, &map, query, scope, &change).count();
}

std::vector<Index> similarWalls(const Map& map, Index wall, Similarity how)
{
    std::vector<Index> result;
    const Wall& like = map.walls[static_cast<std::size_t>(wall)];
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        const bool similar = how == Similarity::Special ? w.special == like.special
                                                        : sharesTexture(like, w);
        if (similar || static_cast<Index>(i) == wall)
            result.push_back(static_cast<Index>(i));
    }
    return result;
}

std::vector<Index> similarSectors(const Map& map, Index sector, Similarity how)
{
    std::vector<Index> result;
    const Sector& like = map.sectors[static_cast<std::size_t>(sector)];
    for (std::size_t i = 0; i < map.sectors.size(); ++i) {
        const Sector& s = map.sectors[i];
        const bool similar =
            how == Similarity::Special
                ? s.special == like.special
                : sameNameIgnoringCase(s.floorMaterial, like.floorMaterial) ||
                      sameNameIgnoringCase(s.ceilingMaterial, like.ceilingMaterial);
        if (similar || static_cast<Index>(i) == sector)
            result.push_back(static_cast<Index>(i));
    }
    return result;
}

std::vector<Index> similarThings(const Map& map, Index thing, Similarity how)
{
    std::vector<Index> result;
    const Thing& like = map.things[static_cast<std::size_t>(thing)];
    for (std::size_t i = 0; i < map.things.size(); ++i) {
        const Thing& t = map.things[i];
        const bool similar = how == Similarity::Special ? t.special == like.special
                                                        : t.type == like.type;
        if (similar || static_cast<Index>(i) == thing)
            result.push_back(static_cast<Index>(i));
    }
    return result;
}

void pasteWallProperties(Wall& to, const Wall& from)
{
    to.flags = from.flags;
    to.special = from.special;
    to.tag = from.tag;
    to.args = from.args;
    // Sides: what they show, not which sidedef they were in the imported file.
    const auto side = [](WallSide& dst, const WallSide& src) {
        dst.upper = src.upper;
        dst.middle = src.middle;
        dst.lower = src.lower;
        dst.offsetX = src.offsetX;
        dst.offsetY = src.offsetY;
    };
    side(to.front, from.front);
    if (to.twoSided())
        side(to.back, from.twoSided() ? from.back : from.front);
}

void pasteSectorProperties(Sector& to, const Sector& from)
{
    ExtraFields extra = std::move(to.extra);
    to = from;
    to.extra = std::move(extra);
}

void pasteThingProperties(Thing& to, const Thing& from)
{
    const Vec2 pos = to.pos;
    ExtraFields extra = std::move(to.extra);
    to = from;
    to.pos = pos;
    to.extra = std::move(extra);
}

} // namespace sw::edit
