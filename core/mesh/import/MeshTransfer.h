#pragma once

#include "base/Result.h"
#include "mesh/Mesh.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace sw {

// The binary form in which the mesh import helper (stepwise-mesh-import) hands a mesh to the
// process that started it. Everything is little-endian:
//
//   offset  size        field
//   0       4           magic "SWMT"
//   4       4  uint32   format version (kMeshTransferVersion)
//   8       8  uint64   vertex count V
//   16      8  uint64   triangle count T
//   24      24 V        positions, x y z as IEEE 754 float64
//   ..      12 T        triangles, three uint32 vertex indices each
//   ..      4  uint32   CRC-32 (zlib's) of every byte before it
//
// The reader trusts nothing: the length must match the counts exactly, the checksum must hold,
// every number must be finite and every index must name a vertex.
constexpr std::uint32_t kMeshTransferVersion = 1;
constexpr std::size_t kMeshTransferHeaderBytes = 24;

std::string encodeMeshTransfer(const Mesh& mesh);

// The mesh in `bytes`, or one sentence saying what is wrong with them (without a file name:
// the caller knows which file the bytes stand for).
Result<Mesh> decodeMeshTransfer(std::string_view bytes);

} // namespace sw
