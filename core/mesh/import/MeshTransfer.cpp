#include "mesh/import/MeshTransfer.h"

#include "base/Crc32.h"

#include <bit>
#include <cmath>

namespace sw {

namespace {

constexpr char kMagic[4] = {'S', 'W', 'M', 'T'};

void putU32(std::string& out, std::uint32_t v)
{
    for (int i = 0; i < 4; ++i)
        out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}

void putU64(std::string& out, std::uint64_t v)
{
    for (int i = 0; i < 8; ++i)
        out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
}

std::uint64_t getLittleEndian(std::string_view bytes, std::size_t at, int size)
{
    std::uint64_t v = 0;
    for (int i = 0; i < size; ++i)
        v |= std::uint64_t{static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)])}
             << (8 * i);
    return v;
}

} // namespace

std::string encodeMeshTransfer(const Mesh& mesh)
{
    std::string out;
    out.reserve(kMeshTransferHeaderBytes + 24 * mesh.positions.size() + 12 * mesh.triangles.size() +
                4);
    out.append(kMagic, sizeof kMagic);
    putU32(out, kMeshTransferVersion);
    putU64(out, mesh.positions.size());
    putU64(out, mesh.triangles.size());
    for (const Vec3& p : mesh.positions)
        for (int axis = 0; axis < 3; ++axis)
            putU64(out, std::bit_cast<std::uint64_t>(p[axis]));
    for (const auto& t : mesh.triangles)
        for (std::uint32_t index : t)
            putU32(out, index);
    putU32(out, crc32(out.data(), out.size()));
    return out;
}

Result<Mesh> decodeMeshTransfer(std::string_view bytes)
{
    // The frame: magic, version, counts that fit the length exactly, checksum.
    if (bytes.size() < kMeshTransferHeaderBytes + 4)
        return makeError("the reply is too short (" + std::to_string(bytes.size()) + " bytes)");
    if (bytes.substr(0, 4) != std::string_view(kMagic, sizeof kMagic))
        return makeError("the reply does not start with the mesh transfer magic");
    const std::uint64_t version = getLittleEndian(bytes, 4, 4);
    if (version != kMeshTransferVersion)
        return makeError("the reply is in format version " + std::to_string(version) +
                         ", this program reads version " + std::to_string(kMeshTransferVersion));
    const std::uint64_t vertexCount = getLittleEndian(bytes, 8, 8);
    const std::uint64_t triangleCount = getLittleEndian(bytes, 16, 8);
    // Bounding each count by the length first keeps the sum below from overflowing.
    const std::uint64_t size = bytes.size();
    if (vertexCount > size / 24 || triangleCount > size / 12 ||
        kMeshTransferHeaderBytes + 24 * vertexCount + 12 * triangleCount + 4 != size)
        return makeError("the reply's length (" + std::to_string(size) +
                         " bytes) does not match its counts (" + std::to_string(vertexCount) +
                         " vertices, " + std::to_string(triangleCount) + " triangles)");
    const auto stored = static_cast<std::uint32_t>(getLittleEndian(bytes, size - 4, 4));
    if (crc32(bytes.data(), size - 4) != stored)
        return makeError("the reply's checksum does not match its contents");
    if (triangleCount == 0)
        return makeError("the reply holds no triangles");

    // The contents: finite positions, indices that name vertices.
    Mesh mesh;
    mesh.positions.resize(vertexCount);
    mesh.triangles.resize(triangleCount);
    std::size_t at = kMeshTransferHeaderBytes;
    for (Vec3& p : mesh.positions)
        for (int axis = 0; axis < 3; ++axis, at += 8) {
            p[axis] = std::bit_cast<double>(getLittleEndian(bytes, at, 8));
            if (!std::isfinite(p[axis]))
                return makeError("the reply has a vertex with a coordinate that is not a "
                                 "finite number");
        }
    for (auto& t : mesh.triangles)
        for (std::uint32_t& index : t) {
            index = static_cast<std::uint32_t>(getLittleEndian(bytes, at, 4));
            at += 4;
            if (index >= vertexCount)
                return makeError("the reply has a triangle with vertex index " +
                                 std::to_string(index) + " of " + std::to_string(vertexCount) +
                                 " vertices");
        }
    return mesh;
}

} // namespace sw
