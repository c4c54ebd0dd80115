// The collision benchmark: our movers against Bullet's kinematic character controller on the
// same maps and the same moves, in the same run. It measures moves per second on one thread and
// checks every move's path with the brute-force checker of the collision tests. A benchmark
// measures: it never fails on a time, only on a map it cannot load.
//
// usage: bench_collision [--moves N] [--seed S] [--rounds R] [--min-seconds T]
//                        [--moves-file FILE] [--no-check] [--check-threads N]
//                        [--only exact-box,exact-box-once,exact-cylinder,classic,bullet]
//                        [WAD MAP]...
// With no maps: freedoom2 MAP12 and MAP01, freedoom1 E1M1 (the Debian package freedoom).

#include "BulletWorld.h"
#include "core/collision/BruteForceChecker.h"

#include "bsp/Bsp.h"
#include "collision/CollisionWorld.h"
#include "collision/Mover.h"
#include "io/MapSource.h"
#include "io/NumberLines.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <map>
#include <numbers>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Options {
    std::vector<std::pair<std::string, std::string>> maps; // wad path, map name
    std::size_t moves = 20000;
    std::uint64_t seed = 12;
    int rounds = 3;
    double minSeconds = 1.0;
    std::string movesFile;
    bool check = true;
    unsigned checkThreads = 2;
    std::string only; // comma-separated variants to time (for profiling one); empty: all

    bool times(const std::string& variant) const
    {
        return only.empty() || ("," + only + ",").find("," + variant + ",") != std::string::npos;
    }
};

struct Move {
    sw::Vec2 start, delta;
    double zBox = 0, zCylinder = 0; // feet where each footprint stands at the start
};

// The timing rounds of one variant: the best is the rate reported, the rest show the noise.
// Rates by the thread's CPU time too: on a machine shared with builds, the wall clock also
// counts the time the thread waited for a core.
struct Rates {
    std::vector<double> perRound, cpuPerRound;
    double bestCpu() const
    {
        return cpuPerRound.empty() ? 0 : *std::max_element(cpuPerRound.begin(), cpuPerRound.end());
    }
    double best() const
    {
        return perRound.empty() ? 0 : *std::max_element(perRound.begin(), perRound.end());
    }
    double worst() const
    {
        return perRound.empty() ? 0 : *std::min_element(perRound.begin(), perRound.end());
    }
};

struct Violations {
    std::size_t moves = 0;                     // moves with at least one violation
    std::map<std::string, std::size_t> byKind; // moves per kind of violation
    std::vector<std::string> examples;
};

struct MapResult {
    std::string name;
    std::size_t walls = 0, leaves = 0, triangles = 0, moves = 0;
    Rates exactBox, exactBoxOnce, exactCylinder, classic, bullet;
    Violations vExactBox, vExactCylinder, vClassic, vBullet, vBulletLenient;
    std::size_t bulletEndBad = 0, bulletEndBadLenient = 0, bulletClimbs = 0, bulletShort = 0;
    std::string bulletSettings;
};

double secondsSince(std::chrono::steady_clock::time_point t)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Runs the whole list of moves again and again until minSeconds have passed, so that short
// lists still give a stable rate; only the moves are inside the timed region. Adds the rate by
// the wall clock and by the thread's CPU time to `rates`.
template <typename RunAll>
void measure(std::size_t count, double minSeconds, Rates& rates, RunAll&& runAll)
{
    const auto begin = std::chrono::steady_clock::now();
    const double cpuBegin = threadCpuSeconds();
    std::size_t done = 0;
    double seconds = 0;
    do {
        runAll();
        done += count;
        seconds = secondsSince(begin);
    } while (seconds < minSeconds);
    rates.perRound.push_back(static_cast<double>(done) / seconds);
    rates.cpuPerRound.push_back(static_cast<double>(done) / (threadCpuSeconds() - cpuBegin));
}

// The distribution of tests/bench/make-moves.py: starts uniform in the map's bounds where the
// avatar can stand; lengths up to 32 (80%), 256 (15%) or 1024 (5%); directions uniform.
std::vector<Move> generateMoves(const sw::Map& map, const sw::Mover& mover, std::size_t count,
                                std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const sw::Box2 b = map.bounds();
    std::vector<Move> moves;
    for (std::size_t tries = 0; moves.size() < count && tries < count * 10000; ++tries) {
        const sw::Vec2 p{b.min.x + unit(rng) * (b.max.x - b.min.x),
                         b.min.y + unit(rng) * (b.max.y - b.min.y)};
        const double pick = unit(rng);
        const double length = unit(rng) * (pick < 0.8 ? 32 : pick < 0.95 ? 256 : 1024);
        const double angle = unit(rng) * 2 * std::numbers::pi;
        if (mover.standingHeight(p))
            moves.push_back({p, {length * std::cos(angle), length * std::sin(angle)}});
    }
    return moves;
}

std::string kindOf(const std::string& sentence)
{
    static const std::pair<const char*, const char*> kinds[] = {
        {"the centre crosses one-sided wall", "tunnels through a wall"},
        {"the footprint overlaps wall", "overlaps a wall"},
        {"the footprint reaches the void", "reaches the void"},
        {"the feet are below the floor", "below a floor"},
        {"the ceiling", "ceiling too low"},
        {"climbs", "climbs too high"},
        {"does not end on the floor", "ends off the floor"},
        {"does not start on the floor", "starts off the floor"},
        {"a horizontal part changes height", "slanted part"},
    };
    for (const auto& [prefix, kind] : kinds)
        if (sentence.rfind(prefix, 0) == 0)
            return kind;
    return "other";
}

// What the checker said about one move, and the move in a few words for the examples.
struct Found {
    std::vector<std::string> sentences;
    std::string move;
};

struct MoveCheck {
    Found box, cylinder, classic, bullet, bulletLenient;
    bool bulletEnd = false, bulletEndLenient = false, climbs = false, shortOfOurs = false;
};

// Map units of contact margin forgiven to Bullet in the lenient check: its default
// maxPenetrationDepth (0.2) plus its added margin (0.02), rounded up.
constexpr double kBulletSlack = 0.25;

std::string describeMove(const sw::Trace& trace)
{
    const glm::dvec3 a = trace.path.front(), b = trace.path.back();
    char move[160];
    std::snprintf(move, sizeof move, "(%.3f, %.3f, %.3f) -> (%.3f, %.3f, %.3f): ", a.x, a.y, a.z,
                  b.x, b.y, b.z);
    return move;
}

void record(Violations& v, const Found& found)
{
    if (found.sentences.empty())
        return;
    ++v.moves;
    std::vector<std::string> seen;
    for (const std::string& f : found.sentences) {
        const std::string k = kindOf(f);
        if (std::find(seen.begin(), seen.end(), k) == seen.end()) {
            seen.push_back(k);
            ++v.byKind[k];
        }
    }
    if (v.examples.size() < 3)
        v.examples.push_back(found.move + found.sentences.front());
}

// The feet snapped to the floor under the footprint when within `slack` of it.
double snapToFloor(const swtest::BruteForceChecker& checker, const sw::Vec2& p, double z,
                   double slack)
{
    const double floor = checker.columnUnder(p).floor;
    return std::fabs(z - floor) <= slack ? floor : z;
}

// Bullet's path in one playerStep: rise by the step-up offset, move horizontally at that
// height (sliding happens within this part; its corners are not observable, so the part is
// taken straight), then settle to the end height.
Found checkBullet(const swtest::BruteForceChecker& checker, const Move& m,
                  const swbench::BulletMove& b, double slack)
{
    const double travel = m.zCylinder + b.lift;
    const sw::Vec2 end{b.end.x, b.end.y};
    sw::Trace trace;
    trace.addPoint({m.start, m.zCylinder});
    trace.addPoint({m.start, travel});
    trace.addPoint({end, travel});
    trace.addPoint({end, snapToFloor(checker, end, b.end.z, slack)});
    Found found{checker.check(trace), describeMove(trace)};
    // The start is ours, exact for the true radius; a thinner footprint may see a lower floor
    // there, which says nothing about Bullet.
    if (slack > 0)
        std::erase_if(found.sentences,
                      [](const std::string& f) { return kindOf(f) == "starts off the floor"; });
    return found;
}

// The end alone, free of any assumption about the path: not inside a wall, not in the void,
// on the floor, with headroom.
bool endOk(const swtest::BruteForceChecker& checker, const glm::dvec3& p, double height,
           double slack)
{
    const sw::Vec2 e{p.x, p.y};
    const double z = snapToFloor(checker, e, p.z, slack);
    const auto strict = checker.columnUnder(e);
    const auto touching = checker.columnUnder(e, -1e-5);
    const bool onFloor = z >= strict.floor - 1e-6 && z <= touching.floor + 1e-6;
    return !checker.overlapsSolid(e, nullptr) && strict.valid && onFloor &&
           strict.ceiling - z >= height - 1e-6;
}

std::string rate(double movesPerSecond)
{
    if (movesPerSecond <= 0)
        return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", movesPerSecond);
    // Thousands separators make seven-digit rates readable at a glance.
    std::string digits = buf, out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

std::string spread(const Rates& r)
{
    if (r.perRound.empty())
        return "-";
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * (r.best() - r.worst()) / r.best());
    return buf;
}

std::string kinds(const Violations& v)
{
    std::string out;
    for (const auto& [k, n] : v.byKind)
        out += (out.empty() ? "" : ", ") + k + " " + std::to_string(n);
    return out.empty() ? "-" : out;
}

bool runMap(const Options& opt, const std::string& wad, const std::string& name, MapResult& out)
{
    auto map = sw::loadMap(wad, name);
    if (!map) {
        std::cerr << "bench_collision: " << map.error().message << "\n";
        return false;
    }
    auto bsp = sw::Bsp::compile(*map);
    if (!bsp) {
        std::cerr << "bench_collision: " << bsp.error().message << "\n";
        return false;
    }
    out.name = name;
    out.walls = map->walls.size();
    out.leaves = bsp->leaves().size();

    sw::AvatarProfile boxProfile; // the Doom player: box r 16, height 56, step 24, exact
    sw::AvatarProfile cylinderProfile = boxProfile;
    cylinderProfile.shape = sw::AvatarProfile::Shape::Cylinder;
    sw::AvatarProfile classicProfile = boxProfile;
    classicProfile.algorithm = sw::AvatarProfile::Algorithm::Classic;

    // Built for the Doom player's footprint (radius 16; the cylinder has the same).
    const sw::CollisionWorld world(*bsp, nullptr, sw::CollisionWorld::gridReachFor(boxProfile));
    const sw::Mover exactBox(world, boxProfile), exactCylinder(world, cylinderProfile),
        classic(world, classicProfile);
    swbench::BulletWorld bullet(*map, *bsp, cylinderProfile);
    out.triangles = bullet.triangleCount();
    out.bulletSettings = bullet.describe();

    // The moves: from a file (only starts where the box stands are kept), or generated.
    std::vector<Move> moves;
    if (!opt.movesFile.empty()) {
        auto lines = sw::readNumberLines(opt.movesFile, 4);
        if (!lines) {
            std::cerr << "bench_collision: " << lines.error().message << "\n";
            return false;
        }
        for (const sw::NumberLine& l : *lines)
            if (l.error.empty() && exactBox.standingHeight({l.values[0], l.values[1]}))
                moves.push_back({{l.values[0], l.values[1]}, {l.values[2], l.values[3]}});
    } else {
        moves = generateMoves(*map, exactBox, opt.moves, opt.seed);
    }
    for (Move& m : moves) {
        m.zBox = *exactBox.standingHeight(m.start);
        m.zCylinder = *exactCylinder.standingHeight(m.start);
    }
    out.moves = moves.size();
    if (moves.empty()) {
        std::cerr << "bench_collision: " << name << ": no moves\n";
        return false;
    }

    // Timing: the variants take turns within each round, so a burst of load elsewhere on the
    // machine spreads over all of them instead of hitting one.
    volatile double sink = 0;
    const std::size_t n = moves.size();
    auto time = [&](const char* variant, Rates& rates, auto&& moveOne) {
        if (!opt.times(variant))
            return;
        measure(n, opt.minSeconds, rates, [&] {
            double acc = 0;
            for (const Move& m : moves)
                acc += moveOne(m);
            sink = sink + acc;
        });
    };
    for (int round = 0; round < opt.rounds; ++round) {
        time("exact-box", out.exactBox,
             [&](const Move& m) { return exactBox.moveFrom(m.start, m.zBox, m.delta, nullptr).x; });
        time("exact-box-once", out.exactBoxOnce,
             [&](const Move& m) { return exactBox.moveOnce(m.start, m.delta, nullptr)->x; });
        time("exact-cylinder", out.exactCylinder, [&](const Move& m) {
            return exactCylinder.moveFrom(m.start, m.zCylinder, m.delta, nullptr).x;
        });
        time("classic", out.classic,
             [&](const Move& m) { return classic.moveFrom(m.start, m.zBox, m.delta, nullptr).x; });
        time("bullet", out.bullet,
             [&](const Move& m) { return bullet.move(m.start, m.zCylinder, m.delta).end.x; });
        std::cerr << name << " round " << round + 1 << ": exact box " << rate(out.exactBox.best())
                  << ", Bullet " << rate(out.bullet.best()) << " moves/s (best so far)\n";
    }
    if (!opt.check)
        return true;

    // Checking: every move's path, untimed, on several threads (the movers and the checkers
    // are read-only; Bullet's world is not, so its moves are made first, in order).
    const auto checkStart = std::chrono::steady_clock::now();
    std::vector<swbench::BulletMove> bulletEnds;
    bulletEnds.reserve(n);
    for (const Move& m : moves)
        bulletEnds.push_back(bullet.move(m.start, m.zCylinder, m.delta));
    const swtest::BruteForceChecker boxChecker(*map, boxProfile);
    const swtest::BruteForceChecker cylinderChecker(*map, cylinderProfile);
    // Bullet keeps contacts within a margin (its capsule rests a few hundredths of a unit into
    // the floor, and it tolerates maxPenetrationDepth 0.2 into walls): the lenient check
    // forgives that much, with a thinner checker footprint and the feet snapped to a floor
    // within the slack.
    sw::AvatarProfile lenientProfile = cylinderProfile;
    lenientProfile.radius -= kBulletSlack;
    const swtest::BruteForceChecker lenientChecker(*map, lenientProfile);

    std::vector<MoveCheck> checks(n);
    auto checkRange = [&](std::size_t first, std::size_t step) {
        sw::Trace trace;
        for (std::size_t i = first; i < n; i += step) {
            const Move& m = moves[i];
            MoveCheck& c = checks[i];
            trace.clear();
            exactBox.moveFrom(m.start, m.zBox, m.delta, &trace);
            c.box = {boxChecker.check(trace), describeMove(trace)};
            trace.clear();
            exactCylinder.moveFrom(m.start, m.zCylinder, m.delta, &trace);
            c.cylinder = {cylinderChecker.check(trace), describeMove(trace)};
            const glm::dvec3 ours = trace.path.back();
            trace.clear();
            classic.moveFrom(m.start, m.zBox, m.delta, &trace);
            c.classic = {boxChecker.check(trace), describeMove(trace)};

            const swbench::BulletMove& b = bulletEnds[i];
            c.bullet = checkBullet(cylinderChecker, m, b, 0);
            c.bulletLenient = checkBullet(lenientChecker, m, b, kBulletSlack);
            c.bulletEnd = !endOk(cylinderChecker, b.end, cylinderProfile.height, 0);
            c.bulletEndLenient =
                !endOk(lenientChecker, b.end, cylinderProfile.height, kBulletSlack);
            c.climbs = b.end.z - m.zCylinder > cylinderProfile.stepHeight + 1e-6;
            c.shortOfOurs = glm::length(sw::Vec2(b.end.x, b.end.y) - m.start) <
                            0.5 * glm::length(sw::Vec2(ours.x, ours.y) - m.start) - 1;
        }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 1; t < opt.checkThreads; ++t)
        threads.emplace_back(checkRange, t, opt.checkThreads);
    checkRange(0, opt.checkThreads);
    for (std::thread& t : threads)
        t.join();
    for (const MoveCheck& c : checks) {
        record(out.vExactBox, c.box);
        record(out.vExactCylinder, c.cylinder);
        record(out.vClassic, c.classic);
        record(out.vBullet, c.bullet);
        record(out.vBulletLenient, c.bulletLenient);
        out.bulletEndBad += c.bulletEnd;
        out.bulletEndBadLenient += c.bulletEndLenient;
        out.bulletClimbs += c.climbs;
        out.bulletShort += c.shortOfOurs;
    }
    std::cerr << name << ": checked " << n << " moves of 4 movers in " << secondsSince(checkStart)
              << " s\n";
    return true;
}

bool parse(int argc, char** argv, Options& opt)
{
    std::vector<std::string> positional;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (a == "--moves")
            opt.moves = std::strtoull(next().c_str(), nullptr, 10);
        else if (a == "--seed")
            opt.seed = std::strtoull(next().c_str(), nullptr, 10);
        else if (a == "--rounds")
            opt.rounds = std::max(1, std::atoi(next().c_str()));
        else if (a == "--min-seconds")
            opt.minSeconds = std::atof(next().c_str());
        else if (a == "--moves-file")
            opt.movesFile = next();
        else if (a == "--no-check")
            opt.check = false;
        else if (a == "--only")
            opt.only = next();
        else if (a == "--check-threads")
            opt.checkThreads = static_cast<unsigned>(std::max(1, std::atoi(next().c_str())));
        else if (!a.empty() && a[0] == '-')
            return false;
        else
            positional.push_back(a);
    }
    if (positional.size() % 2 != 0)
        return false;
    for (std::size_t i = 0; i < positional.size(); i += 2)
        opt.maps.push_back({positional[i], positional[i + 1]});
    if (opt.maps.empty()) {
        const char* env = std::getenv("STEPWISE_FREEDOOM_DIR");
        const std::string dir = env ? env : "/usr/share/games/doom";
        opt.maps = {{dir + "/freedoom2.wad", "MAP12"},
                    {dir + "/freedoom2.wad", "MAP01"},
                    {dir + "/freedoom1.wad", "E1M1"}};
    }
    return opt.moves > 0;
}

} // namespace

int main(int argc, char** argv)
{
    Options opt;
    if (!parse(argc, argv, opt)) {
        std::cerr << "usage: bench_collision [--moves N] [--seed S] [--rounds R] "
                     "[--min-seconds T] [--moves-file FILE] [--no-check] [--check-threads N] "
                     "[--only VARIANTS] [WAD MAP]...\n";
        return 2;
    }
    std::vector<MapResult> results;
    for (const auto& [wad, name] : opt.maps) {
        MapResult r;
        if (!runMap(opt, wad, name, r))
            return 1;
        results.push_back(std::move(r));
    }

    std::cout
        << "Moves per second on one thread, best of " << opt.rounds << " rounds (each at least "
        << opt.minSeconds << " s of wall time); seed " << opt.seed
        << ". Rates by the wall clock; in brackets, by the thread's CPU time.\n\n"
        << "| map | moves | exact box | exact box + start check | exact cylinder | "
           "classic box | Bullet capsule | exact box / Bullet | our violations (box / "
           "cylinder / classic) | Bullet violations: strict path / end, lenient path / end |\n"
        << "|---|---|---|---|---|---|---|---|---|---|\n";
    auto both = [](const Rates& r) {
        return r.perRound.empty() ? std::string("-")
                                  : rate(r.best()) + " (" + rate(r.bestCpu()) + ")";
    };
    for (const MapResult& r : results) {
        char ratio[48] = "-";
        if (r.bullet.best() > 0)
            std::snprintf(ratio, sizeof ratio, "%.1fx (%.1fx)", r.exactBox.best() / r.bullet.best(),
                          r.exactBox.bestCpu() / r.bullet.bestCpu());
        std::cout << "| " << r.name << " | " << r.moves << " | " << both(r.exactBox) << " | "
                  << both(r.exactBoxOnce) << " | " << both(r.exactCylinder) << " | "
                  << both(r.classic) << " | " << both(r.bullet) << " | " << ratio << " | ";
        if (opt.check)
            std::cout << r.vExactBox.moves << " / " << r.vExactCylinder.moves << " / "
                      << r.vClassic.moves << " | " << r.vBullet.moves << " / " << r.bulletEndBad
                      << ", " << r.vBulletLenient.moves << " / " << r.bulletEndBadLenient << " |\n";
        else
            std::cout << "not checked | not checked |\n";
    }
    std::cout << "\nSpread between rounds by the wall clock ((best - worst) / best):\n\n"
              << "| map | exact box | exact box + start check | exact cylinder | classic box "
                 "| Bullet |\n|---|---|---|---|---|---|\n";
    for (const MapResult& r : results)
        std::cout << "| " << r.name << " | " << spread(r.exactBox) << " | "
                  << spread(r.exactBoxOnce) << " | " << spread(r.exactCylinder) << " | "
                  << spread(r.classic) << " | " << spread(r.bullet) << " |\n";
    if (opt.check) {
        std::cout << "\nMoves flagged, by kind (a move counts once per kind):\n\n";
        for (const MapResult& r : results) {
            std::cout << "- " << r.name << ": exact box: " << kinds(r.vExactBox)
                      << "; exact cylinder: " << kinds(r.vExactCylinder)
                      << "; classic: " << kinds(r.vClassic)
                      << "; Bullet strict: " << kinds(r.vBullet)
                      << "; Bullet lenient: " << kinds(r.vBulletLenient)
                      << "; Bullet ends more than a step above its start: " << r.bulletClimbs
                      << "; Bullet goes less than half as far as exact cylinder: " << r.bulletShort
                      << "\n";
            for (const std::string& e : r.vBullet.examples)
                std::cout << "  - Bullet strict example: " << e << "\n";
            for (const std::string& e : r.vBulletLenient.examples)
                std::cout << "  - Bullet lenient example: " << e << "\n";
            for (const std::string& e : r.vExactBox.examples)
                std::cout << "  - exact box example: " << e << "\n";
        }
    }
    std::cout << "\nMaps:\n\n";
    for (const MapResult& r : results)
        std::cout << "- " << r.name << ": " << r.walls << " walls, " << r.leaves << " BSP leaves, "
                  << r.triangles << " Bullet triangles\n";
    if (!results.empty())
        std::cout << "\n" << results.front().bulletSettings << "\n";
    std::cout.flush();
    return 0;
}
