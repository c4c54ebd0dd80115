#include "mesh/import/MeshTransfer.h"

#include "base/Crc32.h"

#include "TestMeshes.h"

#include <gtest/gtest.h>

#include <cstring>
#include <limits>

namespace sw {
namespace {

// Overwrites `size` bytes little-endian at `at`, then repairs the checksum, so a test reaches
// the checks behind it.
std::string patched(std::string bytes, std::size_t at, std::uint64_t value, int size)
{
    for (int i = 0; i < size; ++i)
        bytes[at + static_cast<std::size_t>(i)] = static_cast<char>((value >> (8 * i)) & 0xFF);
    const std::uint32_t crc = crc32(bytes.data(), bytes.size() - 4);
    for (int i = 0; i < 4; ++i)
        bytes[bytes.size() - 4 + static_cast<std::size_t>(i)] =
            static_cast<char>((crc >> (8 * i)) & 0xFF);
    return bytes;
}

std::uint64_t bitsOf(double v)
{
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    return bits;
}

void expectRefused(const std::string& bytes, const std::string& words)
{
    const auto mesh = decodeMeshTransfer(bytes);
    ASSERT_FALSE(mesh) << words;
    EXPECT_NE(mesh.error().message.find(words), std::string::npos) << mesh.error().message;
}

TEST(MeshTransfer, RoundTripsEveryBit)
{
    Mesh mesh = test::makeUnitCube();
    mesh.positions[0] = {-0.0, std::numeric_limits<double>::denorm_min(), 1e300};
    mesh.positions[1] = {0.1, -123456.789, std::numeric_limits<double>::max()};
    const std::string bytes = encodeMeshTransfer(mesh);
    EXPECT_EQ(bytes.size(), kMeshTransferHeaderBytes + 8 * 24 + 12 * 12 + 4);
    EXPECT_EQ(bytes.substr(0, 4), "SWMT");

    const auto back = decodeMeshTransfer(bytes);
    ASSERT_TRUE(back) << back.error().message;
    ASSERT_EQ(back->positions.size(), mesh.positions.size());
    for (std::size_t i = 0; i < mesh.positions.size(); ++i)
        for (int axis = 0; axis < 3; ++axis)
            EXPECT_EQ(bitsOf(back->positions[i][axis]), bitsOf(mesh.positions[i][axis]));
    EXPECT_EQ(back->triangles, mesh.triangles);
    EXPECT_EQ(encodeMeshTransfer(*back), bytes);
}

TEST(MeshTransfer, RefusesABrokenFrame)
{
    const std::string good = encodeMeshTransfer(test::makeUnitCube());
    expectRefused("", "too short");
    expectRefused(good.substr(0, 20), "too short");
    expectRefused(good.substr(0, good.size() - 1), "does not match its counts");
    expectRefused(good + '\0', "does not match its counts");
    expectRefused(patched(good, 0, 0x54574D58, 4), "magic");
    expectRefused(patched(good, 4, 2, 4), "format version 2");

    std::string flipped = good;
    flipped[kMeshTransferHeaderBytes + 3] ^= 1;
    expectRefused(flipped, "checksum");
}

TEST(MeshTransfer, RefusesCountsThatDoNotFit)
{
    const std::string good = encodeMeshTransfer(test::makeUnitCube());
    // Counts whose byte sizes overflow 64 bits, and counts off by one.
    expectRefused(patched(good, 8, std::uint64_t{1} << 62, 8), "does not match its counts");
    expectRefused(patched(good, 16, ~std::uint64_t{0}, 8), "does not match its counts");
    expectRefused(patched(good, 8, 9, 8), "does not match its counts");
    expectRefused(patched(good, 16, 11, 8), "does not match its counts");
}

TEST(MeshTransfer, RefusesBadContents)
{
    const std::string good = encodeMeshTransfer(test::makeUnitCube());
    const std::size_t firstCoordinate = kMeshTransferHeaderBytes;
    const std::size_t firstIndex = kMeshTransferHeaderBytes + 8 * 24;
    expectRefused(
        patched(good, firstCoordinate + 8, bitsOf(std::numeric_limits<double>::quiet_NaN()), 8),
        "not a finite number");
    expectRefused(
        patched(good, firstCoordinate + 16, bitsOf(-std::numeric_limits<double>::infinity()), 8),
        "not a finite number");
    expectRefused(patched(good, firstIndex + 4, 8, 4), "vertex index 8 of 8 vertices");
    expectRefused(patched(good, firstIndex + 11 * 12 + 8, 0xFFFFFFFF, 4), "vertex index");

    Mesh empty;
    empty.positions = {{0, 0, 0}};
    expectRefused(encodeMeshTransfer(empty), "no triangles");
}

} // namespace
} // namespace sw
