// Splitting: hand every wall piece to the side of the partition it lies on, cutting the pieces
// that cross it, and cut the cell polygon the same way.
#include "bsp/BspBuild.h"

namespace sw::bspbuild {

namespace {

// Both halves of a piece that crosses the partition, meeting at a new vertex.
void splitPiece(const Piece& p, double da, double db, std::vector<Vec2>& vertices,
                SplitResult& out)
{
    const double t = da / (da - db);
    const Vec2 m = p.a + (p.b - p.a) * t;
    const auto mi = static_cast<std::int32_t>(vertices.size());
    vertices.push_back(m);
    Piece first = p, second = p;
    first.b = m;
    first.v2 = mi;
    second.a = m;
    second.v1 = mi;
    // The end with the negative distance is on the front.
    if (da < 0) {
        out.front.push_back(first);
        out.back.push_back(second);
    } else {
        out.back.push_back(first);
        out.front.push_back(second);
    }
    ++out.splits;
    out.interiorSplits += p.interior() ? 1 : 0;
}

// A piece on the partition line: each of its sides faces one side of the partition, and goes
// there (the piece then lies on that cell's border).
void placeOnLine(const Piece& p, const Partition& partition, SplitResult& out)
{
    const bool sameDirection = glm::dot(p.b - p.a, partition.dir) > 0;
    const std::uint8_t facingFront = sameDirection ? kFrontSide : kBackSide;
    const std::uint8_t facingBack = sameDirection ? kBackSide : kFrontSide;
    if (p.interior())
        ++out.resolved;
    if (p.sides & facingFront) {
        Piece f = p;
        f.sides = facingFront;
        out.front.push_back(f);
    }
    if (p.sides & facingBack) {
        Piece b = p;
        b.sides = facingBack;
        out.back.push_back(b);
    }
}

} // namespace

void splitPieces(std::span<const Piece> pieces, const Partition& partition,
                 std::vector<Vec2>& vertices, SplitResult& out)
{
    out.front.reserve(pieces.size() / 2 + 4);
    out.back.reserve(pieces.size() / 2 + 4);
    for (const Piece& p : pieces) {
        const double da = partition.distance(p.a);
        const double db = partition.distance(p.b);
        switch (place(da, db)) {
        case Placement::Front:
            out.front.push_back(p);
            break;
        case Placement::Back:
            out.back.push_back(p);
            break;
        case Placement::On:
            placeOnLine(p, partition, out);
            break;
        case Placement::Split:
            splitPiece(p, da, db, vertices, out);
            break;
        }
    }
}

void clipPolygon(std::span<const Vec2> polygon, const Partition& partition,
                 std::vector<Vec2>& front, std::vector<Vec2>& back)
{
    constexpr double e = tol::kOnLine;
    const std::size_t n = polygon.size();
    if (n == 0)
        return;
    const double first = partition.distance(polygon[0]);
    double di = first;
    for (std::size_t i = 0; i < n; ++i) {
        const Vec2& p = polygon[i];
        const std::size_t j = (i + 1) % n;
        const double dj = j == 0 ? first : partition.distance(polygon[j]);
        if (di <= e)
            front.push_back(p);
        if (di >= -e)
            back.push_back(p);
        // An edge strictly crossing the line gets its crossing point on both sides.
        if ((di < -e && dj > e) || (di > e && dj < -e)) {
            const double t = di / (di - dj);
            const Vec2 m = p + (polygon[j] - p) * t;
            front.push_back(m);
            back.push_back(m);
        }
        di = dj;
    }
}

} // namespace sw::bspbuild
