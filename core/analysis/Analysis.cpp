// The analysis driver: builds the shared context, runs the check families in turn with
// progress, and sorts the findings.
#include "analysis/Analysis.h"
#include "base/Format.h"

#include "analysis/AnalysisTolerance.h"
#include "analysis/Checks.h"
#include "analysis/DoomSpecials.h"
#include "collision/MovingSectors.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>
#include <tuple>

namespace sw {

namespace analysis {

namespace {

bool inRange(Index i, std::size_t size)
{
    return i >= 0 && static_cast<std::size_t>(i) < size;
}

// The walls' collision world: shared with the one the options offer when it is of this BSP.
CollisionWorld wallsWorld(const Bsp& bsp, const AnalysisOptions& options)
{
    if (options.walls && &options.walls->bsp() == &bsp &&
        options.walls->grid().usable(SegGrid::kDefaultReach))
        return CollisionWorld(bsp, *options.walls, nullptr);
    return CollisionWorld(bsp);
}

} // namespace

Context::Context(const Map& m, const Bsp& b, const AvatarProfile& p, const AnalysisOptions& o)
    : map(m), bsp(b), profile(p), options(o), world(wallsWorld(b, o)), mover(world, p)
{
    const std::size_t nv = map.vertices.size(), ns = map.sectors.size();
    m_wallOk.resize(map.walls.size());
    m_sectorBounds.resize(ns);
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        m_wallOk[i] = inRange(w.v1, nv) && inRange(w.v2, nv) && inRange(w.frontSector, ns) &&
                      (w.backSector == kNone || inRange(w.backSector, ns));
        if (!m_wallOk[i])
            continue;
        for (const Index sector : {w.frontSector, w.backSector})
            if (sector != kNone) {
                m_sectorBounds[static_cast<std::size_t>(sector)].add(map.wallStart(w));
                m_sectorBounds[static_cast<std::size_t>(sector)].add(map.wallEnd(w));
            }
    }
    // The walls at each vertex, in wall order.
    m_wallsAt = Buckets<Index>(nv, [&](auto&& emit) {
        for (std::size_t i = 0; i < map.walls.size(); ++i) {
            if (!m_wallOk[i])
                continue;
            const Wall& w = map.walls[i];
            emit(static_cast<std::size_t>(w.v1), static_cast<Index>(i));
            if (w.v2 != w.v1)
                emit(static_cast<std::size_t>(w.v2), static_cast<Index>(i));
        }
    });

    // Sectors a special moves: tagged by a line special that moves things, behind a line
    // special without a tag (Doom's manual doors and lifts act on the back sector), or doors
    // by their own sector special.
    m_movable.assign(ns, false);
    if (!options.doomSpecials)
        return;
    std::set<std::int32_t> movingTags;
    for (std::size_t i = 0; i < map.walls.size(); ++i) {
        const Wall& w = map.walls[i];
        if (!m_wallOk[i] || w.special == 0 || doomStillSpecial(w.special) ||
            doomTeleportSpecial(w.special))
            continue;
        if (w.tag != 0)
            movingTags.insert(w.tag);
        else if (w.twoSided())
            m_movable[static_cast<std::size_t>(w.backSector)] = true;
    }
    for (std::size_t s = 0; s < ns; ++s) {
        const Sector& sec = map.sectors[s];
        if ((sec.tag != 0 && movingTags.count(sec.tag)) || doomDoorSectorSpecial(sec.special))
            m_movable[s] = true;
    }
    // With doors open, the doors the avatar's walk would open stand at their open height
    // already (analyzeMap set them so): judge them by it, as the drag does.
    if (options.doorsOpen) {
        const MovingSectors mechanisms(map, bsp);
        for (const MovingSectors::Sector& moving : mechanisms.moving())
            if (moving.kind == MovingSectors::Kind::Door)
                m_movable[static_cast<std::size_t>(moving.sector)] = false;
    }
}

bool Context::walkable(Index s) const
{
    return headroom(s) >= profile.height - atol::kHeight;
}

bool Context::holdsFootprint(Index s) const
{
    const Box2& b = m_sectorBounds[static_cast<std::size_t>(s)];
    return !b.empty() && b.size().x >= footprintWidth() && b.size().y >= footprintWidth();
}

std::string num(double v)
{
    return formatRounded(v, 2);
}

std::string listOf(const char* singular, const char* plural, const std::vector<Index>& items)
{
    if (items.size() == 1)
        return std::string(singular) + " " + std::to_string(items[0]);
    std::string out = plural;
    for (std::size_t i = 0; i < items.size(); ++i) {
        out += i == 0 ? " " : (i + 1 == items.size() ? " and " : ", ");
        out += std::to_string(items[i]);
    }
    return out;
}

} // namespace analysis

const char* severityName(Severity severity)
{
    return severity == Severity::Error ? "error" : "warning";
}

std::string Finding::key() const
{
    auto part = [](char tag, std::vector<Index> items) {
        std::sort(items.begin(), items.end());
        std::string out(1, tag);
        out += ':';
        for (std::size_t i = 0; i < items.size(); ++i)
            out += (i ? "," : "") + std::to_string(items[i]);
        return out;
    };
    return kind + "|" + part('w', walls) + "|" + part('s', sectors) + "|" + part('v', vertices) +
           "|" + part('t', things);
}

void sortFindings(std::vector<Finding>& findings)
{
    std::vector<std::pair<std::string, Finding>> keyed;
    keyed.reserve(findings.size());
    for (Finding& f : findings)
        keyed.emplace_back(f.key(), std::move(f));
    std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
        const Finding &x = a.second, &y = b.second;
        return std::tie(x.severity, x.kind, x.where.x, x.where.y, a.first) <
               std::tie(y.severity, y.kind, y.where.x, y.where.y, b.first);
    });
    findings.clear();
    for (auto& [key, f] : keyed)
        findings.push_back(std::move(f));
}

std::string findingHint(const std::string& kind)
{
    static const std::pair<const char*, const char*> kHints[] = {
        {"missing-texture", "Give the named wall part a texture (upper or lower on the side that "
                            "sees it, middle on a one-sided wall), or even out the heights."},
        {"unknown-texture", "Rename it to a texture or flat the resources have, or add the WAD "
                            "or image folder that holds it to the map's resources."},
        {"unknown-thing", "Choose a thing type the game has, or give the thing a shape if it is "
                          "a prop of this map."},
        {"stuck-thing", "Move the thing away from the wall, or give its sector more room "
                        "between floor and ceiling."},
        {"tag-without-target", "Give the sector the line should act on the line's tag, or "
                               "change the line's tag to that sector's."},
    };
    for (const auto& [k, hint] : kHints)
        if (kind == k)
            return hint;
    return {};
}

std::vector<std::string> skippedChecks(const AnalysisOptions& options)
{
    std::vector<std::string> out;
    if (!options.resources)
        out.push_back("unknown-texture: skipped, no resources to look the names up in");
    if (!options.game)
        out.push_back("unknown-thing, tag-without-target: skipped, no game configuration");
    if (!options.textureChecks)
        out.push_back("missing-texture: skipped on request");
    return out;
}

namespace {

// Every check on one map and BSP, in order of cost, each with its share of the progress bar.
std::vector<Finding> runChecks(const Map& map, const Bsp& bsp, const AvatarProfile& profile,
                               const AnalysisOptions& options, const ProgressFn& progress)
{
    using namespace analysis;
    struct Step {
        void (*run)(const Context&, Findings&);
        double share;
    };
    static constexpr Step kSteps[] = {
        {checkGeometry, 0.15},  {checkThings, 0.05},       {checkHeights, 0.05},
        {checkNarrowGaps, 0.2}, {checkSharpCorners, 0.35}, {checkReachability, 0.15},
        {checkProps, 0.05},     {checkTextures, 0.0},      {checkVocabulary, 0.0},
    };
    const Context ctx(map, bsp, profile, options);
    Findings findings;
    double done = 0;
    for (const Step& step : kSteps) {
        step.run(ctx, findings);
        done += step.share;
        if (progress && !progress(std::min(1.0, done)))
            return {};
    }
    // Indices sorted inside each finding, then the findings themselves.
    for (Finding& f : findings)
        for (auto* list : {&f.walls, &f.sectors, &f.vertices, &f.things}) {
            std::sort(list->begin(), list->end());
            list->erase(std::unique(list->begin(), list->end()), list->end());
        }
    sortFindings(findings);
    // Places of one pattern grouped, each with its own bounds.
    groupFindings(findings, map);
    return findings;
}

} // namespace

std::vector<Finding> analyzeMap(const Map& map, const Bsp& bsp, const AvatarProfile& profile,
                                const AnalysisOptions& options, const ProgressFn& progress)
{
    if (progress && !progress(0))
        return {};
    if (options.doorsOpen) {
        // The same walls, leaves and indices with the doors' and lifts' heights changed: the
        // findings name the same map elements.
        const OpenedLevel opened = withDoorsOpen(map, bsp);
        return runChecks(opened.map, opened.bsp, profile, options, progress);
    }
    return runChecks(map, bsp, profile, options, progress);
}

} // namespace sw
