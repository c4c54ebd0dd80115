// Choosing a partition: evaluate a bounded, evenly spread sample of candidate lines and keep the
// cheapest, where the cost weighs the pieces a line would cut against how unevenly it divides
// the remaining work. This is the scheme good Doom node builders use; the bounded sample keeps a
// node's cost linear in its pieces, and abandoning a candidate as soon as its splits alone cost
// more than the best so far makes most evaluations short.
#include "bsp/BspBuild.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace sw::bspbuild {

namespace {

constexpr double kNever = std::numeric_limits<double>::infinity();

// Extra cost of a diagonal partition, in units of imbalance: axis-aligned lines tend to line up
// with many other walls of real maps, so later partitions cut fewer pieces.
constexpr double kDiagonalCost = 4.0;

// Whether a chord may cut pieces: where a cutting chord beats the best wall line on cost, the
// cell is partitioned both ways (further down with free chords only) and the chord is kept only
// if it leads to no more cuts. Balance alone would take it: in a room with a pillar, the chord
// across the pillar halves the room but cuts two walls and leaves each half needing more cuts.
enum class CuttingChords { Weighed, Never };

// Chords are tried when the best wall line leaves less than this share of the interior pieces
// on its smaller side.
constexpr double kLopsided = 0.125;
constexpr std::size_t kChords = 8;
// Round rooms are local: above this many interior pieces a cell holds plenty of better lines.
constexpr std::size_t kMaxChordSet = 512;

struct Evaluation {
    double cost = kNever;
    long front = 0, back = 0; // interior pieces on each side (a cut piece counts on both)
    long cuts = 0;            // complete only for a candidate that became the best
};

// Cost of the partition a -> b; stops early with a cost >= bestCost when it cannot win.
Evaluation evaluate(std::span<const Piece> pieces, const Vec2& a, const Vec2& b, double splitCost,
                    double balanceWeight, double bestCost)
{
    const Vec2 dir = b - a;
    // Compare raw cross products against the tolerance scaled by the line's length, which
    // saves a multiplication per end.
    const double e = tol::kOnLine * std::sqrt(glm::dot(dir, dir));
    Evaluation r;
    double cost = (dir.x != 0 && dir.y != 0) ? kDiagonalCost : 0.0;
    // In blocks, after each of which the candidate is dropped once even the best balance the
    // pieces left could bring (each moves the difference by at most one) cannot make it win:
    // the cost only grows, so the choice is the same as evaluating every piece.
    constexpr std::size_t kBlock = 64;
    const std::size_t n = pieces.size();
    for (std::size_t start = 0; start < n; start += kBlock) {
        const std::size_t stop = std::min(n, start + kBlock);
        for (std::size_t k = start; k < stop; ++k) {
            const Piece& p = pieces[k];
            const double da = dir.x * (p.a.y - a.y) - dir.y * (p.a.x - a.x);
            const double db = dir.x * (p.b.y - a.y) - dir.y * (p.b.x - a.x);
            const int interior = p.interior() ? 1 : 0;
            if (da <= e && db <= e) {
                if (da >= -e && db >= -e)
                    continue; // on the line: becomes a border, no work left
                r.front += interior;
            } else if (da >= -e && db >= -e) {
                r.back += interior;
            } else {
                cost += splitCost;
                ++r.cuts;
                if (cost >= bestCost)
                    return {cost, r.front, r.back, r.cuts};
                r.front += interior;
                r.back += interior;
            }
        }
        const auto left = static_cast<long>(n - stop);
        if (cost + balanceWeight * static_cast<double>(std::labs(r.front - r.back) - left) >=
            bestCost)
            return {kNever, r.front, r.back};
    }
    r.cost = cost + balanceWeight * static_cast<double>(std::labs(r.front - r.back));
    return r;
}

// Interior pieces, spread evenly over the set, one per line: a piece on the line of one taken
// before it (both ends within tol::kOnLine of it) is skipped. Each line taken keeps its
// direction and its tolerance scaled by its length, which the pieces after it are checked with.
void wallCandidates(std::span<const Piece> pieces, const std::vector<std::size_t>& interior,
                    std::size_t maxCandidates, SplitterScratch& scratch)
{
    std::vector<std::size_t>& candidates = scratch.candidates;
    std::vector<SplitterScratch::Line>& lines = scratch.candidateLines;
    const std::size_t stride = std::max<std::size_t>(1, interior.size() / maxCandidates);
    candidates.clear();
    lines.clear();
    for (std::size_t k = 0; k < interior.size() && candidates.size() < maxCandidates; k += stride) {
        const std::size_t i = interior[k];
        const Piece& q = pieces[i];
        const auto onLine = [&q](const SplitterScratch::Line& l) {
            return std::fabs(cross(l.dir, q.a - l.a)) <= l.e &&
                   std::fabs(cross(l.dir, q.b - l.a)) <= l.e;
        };
        if (std::any_of(lines.begin(), lines.end(), onLine))
            continue;
        const Vec2 dir = q.b - q.a;
        candidates.push_back(i);
        lines.push_back({q.a, dir, tol::kOnLine * std::sqrt(glm::dot(dir, dir))});
    }
}

Partition choose(std::span<const Piece> pieces, const BspCompileOptions& options,
                 double balanceWeight, SplitterScratch& scratch, CuttingChords cuttingChords,
                 double* cost = nullptr);

// The cuts a partition of `pieces` along `line` makes, with those of the subtrees below it,
// built the compiler's way but with free chords only; counted only until they reach `enough`
// (a number at least `enough` comes back as soon as they do, since cuts only add up). The imbalance
// weight grows by one per level once it is above 1, as the compiler's does past its soft depth, and
// stays 1 otherwise: it depends on this cell's weight alone, so that a subtree the compiler reuses
// from an earlier tree (where the weights over it agree) is still the one it would build.
std::size_t cutsBelow(std::span<const Piece> pieces, const Partition& line,
                      const BspCompileOptions& options, double balanceWeight,
                      SplitterScratch& scratch, std::size_t enough)
{
    std::vector<Piece>& arena = scratch.trialPieces;
    std::vector<SplitterScratch::Cell>& stack = scratch.trialCells;
    SplitResult& halves = scratch.trialHalves;
    arena.assign(pieces.begin(), pieces.end());
    stack.clear();
    scratch.trialVertices.clear(); // split points; the pieces refer to them, nothing else does
    std::size_t cuts = 0;
    // Replaces the cell at the top of the arena with its two halves, as the compiler does.
    auto partition = [&](const SplitterScratch::Cell& cell, const Partition& by) {
        halves.front.clear();
        halves.back.clear();
        halves.splits = halves.interiorSplits = halves.resolved = 0;
        splitPieces(std::span(arena.data() + cell.first, cell.count), by, scratch.trialVertices,
                    halves);
        cuts += halves.splits;
        const double next = cell.weight > 1.0 ? cell.weight + 1.0 : cell.weight;
        arena.resize(cell.first);
        arena.insert(arena.end(), halves.back.begin(), halves.back.end());
        arena.insert(arena.end(), halves.front.begin(), halves.front.end());
        stack.push_back({cell.first, halves.back.size(), next});
        stack.push_back({cell.first + halves.back.size(), halves.front.size(), next});
    };
    partition({0, arena.size(), balanceWeight}, line);
    while (!stack.empty() && cuts < enough) {
        const SplitterScratch::Cell cell = stack.back();
        stack.pop_back();
        const std::span<const Piece> here(arena.data() + cell.first, cell.count);
        if (std::any_of(here.begin(), here.end(), [](const Piece& p) { return p.interior(); }))
            partition(cell, choose(here, options, cell.weight, scratch, CuttingChords::Never));
        else
            arena.resize(cell.first);
    }
    return cuts;
}

Partition choose(std::span<const Piece> pieces, const BspCompileOptions& options,
                 double balanceWeight, SplitterScratch& scratch, CuttingChords cuttingChords,
                 double* cost)
{
    const auto setCost = [cost](const Partition& line, const Evaluation& ev) {
        if (cost)
            *cost = ev.cost;
        return line;
    };
    std::vector<std::size_t>& interior = scratch.interior;
    interior.clear();
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].interior())
            interior.push_back(i);

    // The cheapest wall line; ties go to the earlier candidate so builds are reproducible.
    const auto maxCandidates = static_cast<std::size_t>(std::max(1, options.candidates));
    wallCandidates(pieces, interior, maxCandidates, scratch);
    const std::vector<std::size_t>& candidates = scratch.candidates;
    Partition wallLine(pieces[candidates.front()].a, pieces[candidates.front()].b);
    Evaluation wallEval;
    for (std::size_t c : candidates) {
        const Evaluation ev = evaluate(pieces, pieces[c].a, pieces[c].b, options.splitCost,
                                       balanceWeight, wallEval.cost);
        if (ev.cost < wallEval.cost) {
            wallEval = ev;
            wallLine = Partition(pieces[c].a, pieces[c].b);
        }
    }

    // If it only peels a few pieces off, try chords across the chain of interior pieces. A
    // chord resolves no piece, so it must leave fewer interior pieces on both sides.
    const auto total = static_cast<long>(interior.size());
    const double smaller = static_cast<double>(std::min(wallEval.front, wallEval.back));
    if (interior.size() < 4 || interior.size() > kMaxChordSet ||
        smaller >= kLopsided * static_cast<double>(total))
        return setCost(wallLine, wallEval);
    Partition chord = wallLine;
    Evaluation chordEval = wallEval;
    for (std::size_t k = 0; k < kChords; ++k) {
        const std::size_t i = interior[k * interior.size() / kChords];
        const std::size_t j =
            interior[(k * interior.size() / kChords + interior.size() / 2) % interior.size()];
        const Vec2 a = pieces[i].a, b = pieces[j].a;
        if (glm::length(b - a) < 1.0)
            continue;
        const Evaluation ev =
            evaluate(pieces, a, b, options.splitCost, balanceWeight, chordEval.cost);
        const bool progress = ev.front > 0 && ev.back > 0 && ev.front < total && ev.back < total;
        const bool allowed = ev.cuts == 0 || cuttingChords == CuttingChords::Weighed;
        if (progress && allowed && ev.cost < chordEval.cost) {
            chordEval = ev;
            chord = Partition(a, b);
        }
    }
    if (chordEval.cost >= wallEval.cost)
        return setCost(wallLine, wallEval);
    if (chordEval.cuts == 0)
        return setCost(chord, chordEval);
    // A chord that cuts: kept where the cell, partitioned all the way down, ends with no more
    // cuts than it would from the wall line.
    // The wall line's trial stops once it has cut as often as the chord's did.
    const std::size_t chordCuts = cutsBelow(pieces, chord, options, balanceWeight, scratch,
                                            std::numeric_limits<std::size_t>::max());
    const bool chordCutsNoMore =
        chordCuts <= cutsBelow(pieces, wallLine, options, balanceWeight, scratch, chordCuts);
    return chordCutsNoMore ? setCost(chord, chordEval) : setCost(wallLine, wallEval);
}

} // namespace

Partition chooseSplitter(std::span<const Piece> pieces, const BspCompileOptions& options,
                         double balanceWeight, SplitterScratch& scratch, double* cost)
{
    return choose(pieces, options, balanceWeight, scratch, CuttingChords::Weighed, cost);
}

PartitionCost partitionCost(std::span<const Piece> pieces, const Partition& line,
                            double splitCost, double balanceWeight)
{
    const Evaluation ev = evaluate(pieces, line.a, line.b, splitCost, balanceWeight, kNever);
    return {ev.cost, ev.front, ev.back};
}

} // namespace sw::bspbuild
