#pragma once

// Internals of the compiler, shared by its phase files: ChooseSplitter.cpp (pick a partition),
// SplitPieces.cpp (cut the wall pieces and the cell along it), BuildLeaves.cpp (turn a finished
// cell into a leaf) and the driver (Compiler.h). Not part of the library's interface.

#include "bsp/Bsp.h"
#include "geom/Tolerance.h"

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

namespace sw::bspbuild {

// Which sides of a wall piece still have to be placed in a leaf.
constexpr std::uint8_t kFrontSide = 1; // faces the right of the piece's direction
constexpr std::uint8_t kBackSide = 2;
constexpr std::uint8_t kBothSides = kFrontSide | kBackSide;

// A piece of a wall, running in the wall's direction. A piece with both sides present lies
// inside the current cell and must still become part of a partition; a piece with one side
// lies on the cell's border and only waits to be handed to its leaf.
struct Piece {
    Vec2 a, b;
    std::int32_t v1 = 0, v2 = 0; // vertex indices of a and b
    Index wall = kNone;
    std::uint8_t sides = kBothSides;

    bool interior() const { return sides == kBothSides; }
};

// A partition line through two points, with what the classification of points needs.
struct Partition {
    Vec2 a, b, dir;
    double invLength = 0;

    Partition(const Vec2& from, const Vec2& to)
        : a(from), b(to), dir(to - from), invLength(1.0 / std::sqrt(glm::dot(dir, dir)))
    {}

    // Signed distance of p from the line: positive on the back (left), negative on the front.
    double distance(const Vec2& p) const { return cross(dir, p - a) * invLength; }
    bool axisAligned() const { return dir.x == 0 || dir.y == 0; }
};

enum class Placement { Front, Back, On, Split };

// Where a piece with end distances da, db lies; ends within tol::kOnLine count as on the line.
inline Placement place(double da, double db)
{
    constexpr double e = tol::kOnLine;
    const bool aOn = std::fabs(da) <= e, bOn = std::fabs(db) <= e;
    if (aOn && bOn)
        return Placement::On;
    if (da <= e && db <= e)
        return Placement::Front;
    if (da >= -e && db >= -e)
        return Placement::Back;
    return Placement::Split;
}

// The pieces on each side of a partition; pieces on the line go to the side their sides face.
// splitPieces (below) appends to `front` and `back` and adds to the counts.
struct SplitResult {
    std::vector<Piece> front, back;
    std::size_t splits = 0;
    std::size_t interiorSplits = 0; // of which interior pieces (more work left)
    std::size_t resolved = 0;       // interior pieces that the partition put on cell borders
};
// Picks the line that partitions `pieces` best: few splits, balanced sides. Candidates are the
// lines of interior pieces (there must be at least one) and, where those can only peel pieces
// off one at a time (a round room: every wall has all the others on one side), chords between
// the ends of two interior pieces, which halve such a chain and keep the tree shallow. A chord
// that cuts pieces is taken only where it leads to no more cuts below it than the wall line.
// The chosen line always leaves fewer interior pieces on each side, so building terminates.
// `balanceWeight` scales the imbalance term: 1 normally, more in cells deep enough that the
// tree would otherwise outgrow its depth budget.
// `scratch` holds working lists kept from one call to the next, so nodes allocate nothing.
struct SplitterScratch {
    std::vector<std::size_t> interior, candidates;
    // The candidates' lines: a point, the direction and tol::kOnLine scaled by its length.
    struct Line {
        Vec2 a, dir;
        double e;
    };
    std::vector<Line> candidateLines;
    // For weighing a chord that cuts: the cells of the trial partitions, one arena of pieces
    // with a stack of (first piece, count, weight), their split points, and one split's halves.
    struct Cell {
        std::size_t first, count;
        double weight;
    };
    std::vector<Piece> trialPieces;
    std::vector<Cell> trialCells;
    std::vector<Vec2> trialVertices;
    SplitResult trialHalves;
};
// `cost`, when set, receives the chosen line's cost (see partitionCost).
Partition chooseSplitter(std::span<const Piece> pieces, const BspCompileOptions& options,
                         double balanceWeight, SplitterScratch& scratch, double* cost = nullptr);

// How a line would partition `pieces`: its cost as chooseSplitter weighs it (cuts, imbalance
// and a diagonal's extra), and the interior pieces left on each side (a cut one on both).
struct PartitionCost {
    double cost = 0;
    long front = 0, back = 0;
};
PartitionCost partitionCost(std::span<const Piece> pieces, const Partition& line,
                            double splitCost, double balanceWeight);

void splitPieces(std::span<const Piece> pieces, const Partition& partition,
                 std::vector<Vec2>& vertices, SplitResult& out);

// Cuts a convex polygon (counter-clockwise) along the partition.
void clipPolygon(std::span<const Vec2> polygon, const Partition& partition,
                 std::vector<Vec2>& front, std::vector<Vec2>& back);

// Appends the leaf for a finished cell (no interior pieces left): its segs, its sector, decided
// by the sides of the walls that face into it, and with `polygon`, its polygon and bounds.
// Returns its index.
std::int32_t buildLeaf(std::span<const Piece> pieces, std::span<const Vec2> cell, bool polygon,
                       const Map& map, Bsp::Parts& parts, std::vector<BspWarning>* warnings);

// Appends the cell's polygon to the leaf (without the repeated corners that clipping at a
// vertex leaves) and returns its bounds.
Box2 appendLeafPolygon(std::span<const Vec2> cell, Bsp::Parts& parts, BspLeaf& leaf);

} // namespace sw::bspbuild
