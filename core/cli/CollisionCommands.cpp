// trace and bench-moves: the test avatar's moves, explained or timed.
#include "AvatarOptions.h"
#include "Commands.h"
#include "MapMeshes.h"

#include "collision/MovingSectors.h"
#include "collision/Mover.h"
#include "collision/Probes.h"
#include "io/NumberLines.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <map>

namespace cli {

namespace {

void putNumber(std::string& out, double v)
{
    char buf[32];
    if (v == 0)
        v = 0; // no "-0"
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, ec == std::errc() ? end : buf);
}

void putPoint(std::string& out, const glm::dvec3& p)
{
    out += '[';
    putNumber(out, p.x);
    out += ',';
    putNumber(out, p.y);
    out += ',';
    putNumber(out, p.z);
    out += ']';
}

void putTrace(std::string& out, const sw::Trace& trace, const glm::dvec3& start,
              const glm::dvec3& end, const sw::AvatarProfile& profile,
              const std::string& extra = {})
{
    out += "{\"start\":";
    putPoint(out, start);
    out += ",\"end\":";
    putPoint(out, end);
    out += ",\"path\":[";
    for (std::size_t i = 0; i < trace.path.size(); ++i) {
        if (i)
            out += ',';
        putPoint(out, trace.path[i]);
    }
    out += "],\"contacts\":[";
    for (std::size_t i = 0; i < trace.contacts.size(); ++i) {
        const sw::Contact& c = trace.contacts[i];
        if (i)
            out += ',';
        out += "{\"point\":[";
        putNumber(out, c.point.x);
        out += ',';
        putNumber(out, c.point.y);
        out += "],\"normal\":[";
        putNumber(out, c.normal.x);
        out += ',';
        putNumber(out, c.normal.y);
        out += "],\"wall\":" + std::to_string(c.wall);
        if (c.thing != sw::kNone)
            out += ",\"thing\":" + std::to_string(c.thing);
        out += ",\"reason\":\"";
        out += sw::contactReasonName(c.reason);
        out += "\",\"message\":" +
               nlohmann::json(sw::describeContact(c, profile.stepHeight, profile.height)).dump() +
               "}";
    }
    out += "]" + extra + "}\n";
}

struct Setup {
    sw::Map map;
    sw::Bsp bsp;
    sw::AvatarProfile profile;
    std::vector<sw::NumberLine> moves;
    MapMeshes meshes;
    sw::ObjectSet objects;
};

// The first teleport line the path crosses from its front: the end moves to its destination
// (the path gains that point). Returns the JSON members to add ("" when none).
std::string teleportAlong(const sw::SpecialLines& lines, const sw::Mover& mover,
                          sw::Trace& trace, glm::dvec3& end)
{
    for (std::size_t i = 1; i < trace.path.size(); ++i) {
        const auto e = lines.firstTeleport({trace.path[i - 1].x, trace.path[i - 1].y},
                                           {trace.path[i].x, trace.path[i].y});
        if (!e)
            continue;
        std::string out = ",\"teleport\":{\"wall\":" + std::to_string(e->first.wall);
        auto z = mover.standingHeight(e->second.destination);
        if (!z)
            return out + ",\"error\":" + nlohmann::json(z.error().message).dump() + "}";
        end = {e->second.destination.x, e->second.destination.y, *z};
        trace.addPoint(end);
        out += ",\"to\":";
        putPoint(out, end);
        return out + "}";
    }
    return {};
}

// Loads the map and the moves, compiles the BSP, reads the avatar options.
bool prepare(const Args& args, const char* command, Setup& s, int& exitCode)
{
    if (args.positional().size() != 2) {
        exitCode = fail(std::string(command) + " takes a map and a moves file (see stepwise-cli " +
                        command + " --help)");
        return false;
    }
    auto map = loadMapArgument(args);
    if (!map) {
        exitCode = fail(map.error().message);
        return false;
    }
    s.map = std::move(*map);
    std::string error;
    if (!avatarProfile(args, s.map, s.profile, error)) {
        exitCode = fail(std::string(command) + ": " + error);
        return false;
    }
    auto moves = sw::readNumberLines(args.positional()[1], 4);
    if (!moves) {
        exitCode = fail(moves.error().message);
        return false;
    }
    s.moves = std::move(*moves);
    auto bsp = sw::Bsp::compile(s.map);
    if (!bsp) {
        exitCode = fail(bsp.error().message);
        return false;
    }
    s.bsp = std::move(*bsp);
    if (s.profile.doorsOpen) {
        sw::OpenedLevel opened = sw::withDoorsOpen(s.map, s.bsp);
        s.map = std::move(opened.map);
        s.bsp = std::move(opened.bsp);
    }
    if (!loadMapMeshes(args.positional()[0], s.map, s.meshes, error)) {
        exitCode = fail(error);
        return false;
    }
    s.objects = sw::ObjectSet(s.map, s.bsp, lookupIn(s.meshes));
    return true;
}

int runTrace(const Args& args)
{
    Setup s;
    int code = 0;
    if (!prepare(args, "trace", s, code))
        return code;
    const sw::CollisionWorld world(s.bsp, &s.objects, sw::CollisionWorld::gridReachFor(s.profile));
    const sw::Mover mover(world, s.profile);
    // With doors open, teleport lines crossed from the front move the avatar on (the rule of
    // the drag and the probes: SpecialLines).
    std::optional<sw::SpecialLines> lines;
    if (s.profile.doorsOpen)
        lines.emplace(s.map, s.bsp);
    std::string out;
    sw::Trace trace;
    for (const sw::NumberLine& line : s.moves) {
        if (!line.error.empty()) {
            out += "{\"error\":" + nlohmann::json(line.error).dump() + "}\n";
            continue;
        }
        const sw::Vec2 start{line.values[0], line.values[1]};
        const sw::Vec2 delta{line.values[2], line.values[3]};
        trace.clear();
        auto end = mover.moveOnce(start, delta, &trace);
        if (!end) {
            out += "{\"error\":" +
                   nlohmann::json("line " + std::to_string(line.line) + ": " + end.error().message)
                       .dump() +
                   "}\n";
            continue;
        }
        std::string extra;
        if (lines)
            extra = teleportAlong(*lines, mover, trace, *end);
        putTrace(out, trace, trace.path.front(), *end, s.profile, extra);
        if (out.size() > (1u << 20)) {
            std::cout << out;
            out.clear();
        }
    }
    std::cout << out;
    std::cout.flush();
    return std::cout ? 0 : fail("writing the output failed");
}

int runBenchMoves(const Args& args)
{
    Setup s;
    int code = 0;
    if (!prepare(args, "bench-moves", s, code))
        return code;
    const sw::CollisionWorld world(s.bsp, &s.objects, sw::CollisionWorld::gridReachFor(s.profile));
    const sw::Mover mover(world, s.profile);
    std::vector<std::pair<sw::Vec2, sw::Vec2>> moves;
    for (const sw::NumberLine& line : s.moves) {
        if (!line.error.empty())
            return fail(line.error);
        moves.push_back({{line.values[0], line.values[1]}, {line.values[2], line.values[3]}});
    }
    if (moves.empty())
        return fail(args.positional()[1] + ": no moves");

    // Repeat the list until a second has passed, for a stable rate on short lists. Moves whose
    // start is not standable still count: the start check is part of the work.
    using Clock = std::chrono::steady_clock;
    std::size_t done = 0;
    double sink = 0;
    const auto begin = Clock::now();
    double seconds = 0;
    do {
        for (const auto& [start, delta] : moves) {
            auto end = mover.moveOnce(start, delta, nullptr);
            sink += end ? end->x : 0;
        }
        done += moves.size();
        seconds = std::chrono::duration<double>(Clock::now() - begin).count();
    } while (seconds < 1.0);
    if (sink == 1e300)
        std::cerr << "";
    char line[160];
    std::snprintf(line, sizeof line, "moves=%zu seconds=%.6f moves_per_s=%.0f\n", done, seconds,
                  static_cast<double>(done) / seconds);
    std::cout << line;
    return 0;
}

int runProbes(const Args& args)
{
    if (args.positional().size() != 1)
        return fail("probes takes one map file (see stepwise-cli probes --help)");
    auto map = loadMapArgument(args);
    if (!map)
        return fail(map.error().message);
    if (map->probes.empty()) {
        std::cout << "no probes in the map\n";
        return 0;
    }
    auto bsp = sw::Bsp::compile(*map);
    if (!bsp)
        return fail(bsp.error().message);
    Setup s;
    s.map = std::move(*map);
    std::string error;
    if (!loadMapMeshes(args.positional()[0], s.map, s.meshes, error))
        return fail(error);
    // Probes whose profile sets doorsOpen (all of them with --doors-open) run in the level
    // with doors open and lifts down; the others as the map stands.
    const bool allOpen = args.has("doors-open");
    sw::Map closedPart = s.map, openPart = s.map;
    closedPart.probes.clear();
    openPart.probes.clear();
    std::vector<bool> opened;
    for (const sw::ProbeRecord& p : s.map.probes) {
        sw::AvatarProfile profile;
        const bool open = allOpen || (sw::probeProfile(s.map, p, profile) && profile.doorsOpen);
        (open ? openPart : closedPart).probes.push_back(p);
        opened.push_back(open);
    }
    std::vector<sw::ProbeReport> closedReports, openReports;
    if (!closedPart.probes.empty()) {
        const sw::ObjectSet objects(s.map, *bsp, lookupIn(s.meshes));
        sw::CollisionWorld world(*bsp, &objects);
        // Teleport lines move the probes' avatar, as they move a drag.
        world.setSpecialLines(std::make_shared<const sw::SpecialLines>(s.map, *bsp));
        closedReports = sw::checkProbes(closedPart, world);
    }
    if (!openPart.probes.empty()) {
        const sw::OpenedLevel level = sw::withDoorsOpen(s.map, *bsp);
        const sw::ObjectSet objects(level.map, level.bsp, lookupIn(s.meshes));
        sw::CollisionWorld world(level.bsp, &objects);
        world.setSpecialLines(std::make_shared<const sw::SpecialLines>(level.map, level.bsp));
        openPart.sectors = level.map.sectors;
        openReports = sw::checkProbes(openPart, world);
    }
    std::vector<sw::ProbeReport> reports;
    for (std::size_t i = 0, c = 0, o = 0; i < opened.size(); ++i)
        reports.push_back(opened[i] ? std::move(openReports[o++]) : std::move(closedReports[c++]));
    bool allOk = true;
    const bool json = args.value("format").value_or("text") == "json";
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const sw::ProbeReport& r : reports) {
        allOk = allOk && r.ok();
        const char* status = !r.error.empty() ? "error" : r.changed && r.differs ? "changed, differs"
                             : r.changed                                       ? "changed"
                             : r.differs                                       ? "differs"
                                                                               : "ok";
        if (!json) {
            std::cout << r.name << ": " << status << ": " << r.message << "\n";
            continue;
        }
        nlohmann::ordered_json j;
        j["name"] = r.name;
        j["status"] = status;
        j["changed"] = r.changed;
        j["differs"] = r.differs;
        j["message"] = r.message;
        nlohmann::ordered_json runs = nlohmann::ordered_json::array();
        for (const sw::ProbeRun& run : r.runs) {
            nlohmann::ordered_json one{{"tickRate", run.tickRate},
                                       {"end", {run.end.x, run.end.y, run.end.z}},
                                       {"stuck", run.stuck}};
            // Added only when a teleport line moved the avatar (other outputs stay as they were).
            if (run.teleports > 0)
                one["teleports"] = run.teleports;
            runs.push_back(std::move(one));
        }
        j["runs"] = std::move(runs);
        out.push_back(std::move(j));
    }
    if (json)
        std::cout << nlohmann::ordered_json{{"probes", out}}.dump() << "\n";
    return allOk ? 0 : 1;
}

const char* const kMovesHelp =
    "MOVES has one move per line: x y dx dy (blank lines and lines starting with # are\n"
    "skipped). The avatar starts standing on the floor at (x, y), with its feet at the\n"
    "highest floor under its footprint, makes one move of (dx, dy) with sliding and\n"
    "stepping, and comes to rest on the floor (a fall completes at once).\n";

} // namespace

std::vector<Command> collisionCommands()
{
    std::vector<OptionSpec> options = avatarOptions();
    options.push_back(kMapOption);
    static const std::string traceHelp =
        std::string("usage: stepwise-cli trace MAP MOVES.txt [--map NAME] [avatar options]\n\n") +
        kMovesHelp +
        "\nPrints one JSON object per line of MOVES (JSON Lines):\n"
        "  {\"start\":[x,y,z],\"end\":[x,y,z],\"path\":[[x,y,z],...],\"contacts\":[...]}\n"
        "z is the height of the feet. path begins at start and ends at end; each straight part\n"
        "is a motion actually taken. Horizontal motion happens at the current height; a climb\n"
        "is a vertical part where the footprint first reaches the higher floor; the final fall\n"
        "is a vertical part at the end. Each contact is\n"
        "  {\"point\":[x,y],\"normal\":[nx,ny],\"wall\":W,\"reason\":R,\"message\":M}\n"
        "with R one of one-sided, blocking, step-too-high, low-headroom, sharp-corner, object.\n"
        "A contact with an object (a thing with a shape) has \"thing\":T and wall -1.\n"
        "Things with shapes (cylinder, box, mesh) block; imported Doom things have none.\n"
        "A line whose start is impossible (inside a wall or a thing, in the void, no\n"
        "headroom) or that does not parse gives {\"error\":\"...\"} and the run goes on.\n"
        "With --doors-open (or a profile that sets doorsOpen), Doom's doors stand at their\n"
        "open height and lifts at their lowest, and a move whose path crosses a teleport line\n"
        "from its front ends on the destination: the object gains\n"
        "  \"teleport\":{\"wall\":W,\"to\":[x,y,z]}  (or {\"wall\":W,\"error\":...})\n\n" +
        kAvatarOptionsHelp;
    static const std::string benchHelp =
        std::string("usage: stepwise-cli bench-moves MAP MOVES.txt [--map NAME] [avatar options]\n\n") +
        kMovesHelp +
        "\nRuns the moves without output, repeating the list until at least one second has\n"
        "passed, timing only the moves (loading and compiling are not timed), and prints\n"
        "  moves=N seconds=S moves_per_s=R\n\n" +
        kAvatarOptionsHelp;
    return {
        {"trace", "move the test avatar and explain every stop (JSON Lines)", traceHelp.c_str(),
         options, runTrace},
        {"bench-moves", "time the test avatar's moves", benchHelp.c_str(), options, runBenchMoves},
        {"probes", "re-run the map's recorded probes at several tick rates",
         "usage: stepwise-cli probes MAP [--map NAME] [--format text|json] [--doors-open]\n"
         "\n"
         "Replays every probe stored in the map (a recorded drag or walk of the test avatar)\n"
         "at its own tick rate and at 30, 60, 144 and 240 ticks per second. A probe is\n"
         "'changed' when it no longer ends where it was recorded (more than 1 unit away) and\n"
         "'differs' when its end depends on the tick rate. With --doors-open, or for a probe\n"
         "whose profile sets doorsOpen, Doom's doors stand at their open height and lifts at\n"
         "their lowest. A teleport line crossed from its front moves the avatar to its\n"
         "destination, as in the editor's drag (a JSON run then has \"teleports\":N).\n"
         "Prints one line per probe\n"
         "(NAME: STATUS: MESSAGE), or with --format json {\"probes\":[...]}.\n"
         "Exit status: 0 when every probe is ok, 1 when any changed, differs or cannot\n"
         "start, 2 on an error.\n",
         {kMapOption, {"format", true}, {"doors-open", false}},
         runProbes},
    };
}

} // namespace cli
