#!/usr/bin/env python3
"""Writes the small test meshes of tests/data/meshes. Run once; the outputs are committed.

cube.*  : a unit cube standing on the floor, x and y in [-0.5, 0.5], z in [0, 1] (z-up).
rod.obj : a thin rod along +x, x in [0, 10], y in [-0.05, 0.05], z in [0, 0.1].
two-cubes.gltf : the same cube written y-up (as glTF requires), used by two nodes, the second
                 moved by +2 along x; imported z-up it spans x [-0.5, 2.5], y [-0.5, 0.5],
                 z [0, 1].
Garbage files for the error tests.
"""
import base64
import json
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))


def box(x0, x1, y0, y1, z0, z1):
    v = [(x, y, z) for z in (z0, z1) for y in (y0, y1) for x in (x0, x1)]
    # Quads counter-clockwise seen from outside, each split into two triangles.
    quads = [(0, 2, 3, 1), (4, 5, 7, 6), (0, 1, 5, 4), (2, 6, 7, 3), (0, 4, 6, 2), (1, 3, 7, 5)]
    tris = []
    for a, b, c, d in quads:
        tris += [(a, b, c), (a, c, d)]
    return v, tris


def write(name, text, mode="w"):
    with open(os.path.join(HERE, name), mode) as f:
        f.write(text)


def obj(v, tris, comment):
    lines = ["# " + comment]
    lines += ["v %g %g %g" % p for p in v]
    lines += ["f %d %d %d" % (a + 1, b + 1, c + 1) for a, b, c in tris]
    return "\n".join(lines) + "\n"


def normal(a, b, c):
    u = [b[i] - a[i] for i in range(3)]
    w = [c[i] - a[i] for i in range(3)]
    n = [u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2], u[0] * w[1] - u[1] * w[0]]
    length = sum(x * x for x in n) ** 0.5
    return [x / length for x in n]


def stl_ascii(v, tris, name):
    out = ["solid " + name]
    for t in tris:
        a, b, c = (v[i] for i in t)
        out.append("  facet normal %g %g %g" % tuple(normal(a, b, c)))
        out.append("    outer loop")
        out += ["      vertex %g %g %g" % p for p in (a, b, c)]
        out.append("    endloop")
        out.append("  endfacet")
    out.append("endsolid " + name)
    return "\n".join(out) + "\n"


def ply_ascii(v, tris):
    out = ["ply", "format ascii 1.0", "comment unit cube, z-up",
           "element vertex %d" % len(v), "property float x", "property float y",
           "property float z", "element face %d" % len(tris),
           "property list uchar int vertex_indices", "end_header"]
    out += ["%g %g %g" % p for p in v]
    out += ["3 %d %d %d" % t for t in tris]
    return "\n".join(out) + "\n"


def gltf_two_cubes():
    v, tris = box(-0.5, 0.5, -0.5, 0.5, 0.0, 1.0)
    # Written y-up: the z-up point (x, y, z) is (x, z, -y) in glTF.
    v = [(x, z, -y) for x, y, z in v]
    positions = b"".join(struct.pack("<3f", *p) for p in v)
    indices = b"".join(struct.pack("<3H", *t) for t in tris)
    data = positions + indices
    lo = [min(p[i] for p in v) for i in range(3)]
    hi = [max(p[i] for p in v) for i in range(3)]
    doc = {
        "asset": {"version": "2.0"},
        "scene": 0,
        "scenes": [{"nodes": [0, 1]}],
        "nodes": [{"mesh": 0}, {"mesh": 0, "translation": [2.0, 0.0, 0.0]}],
        "meshes": [{"primitives": [{"attributes": {"POSITION": 0}, "indices": 1, "mode": 4}]}],
        "buffers": [{"byteLength": len(data),
                     "uri": "data:application/octet-stream;base64,"
                            + base64.b64encode(data).decode("ascii")}],
        "bufferViews": [
            {"buffer": 0, "byteOffset": 0, "byteLength": len(positions), "target": 34962},
            {"buffer": 0, "byteOffset": len(positions), "byteLength": len(indices),
             "target": 34963},
        ],
        "accessors": [
            {"bufferView": 0, "componentType": 5126, "count": len(v), "type": "VEC3",
             "min": lo, "max": hi},
            {"bufferView": 1, "componentType": 5123, "count": 3 * len(tris), "type": "SCALAR"},
        ],
    }
    return json.dumps(doc, indent=1) + "\n"


def cloud():
    # A fixed linear congruential generator, so the file is the same on every run.
    state = [12345]

    def uniform():
        state[0] = (state[0] * 1103515245 + 12345) % (1 << 31)
        return state[0] / float(1 << 31)

    v = [(round(20 * uniform() - 10, 3), round(12 * uniform() - 6, 3), round(8 * uniform(), 3))
         for _ in range(300)]
    return v, [(3 * i, 3 * i + 1, 3 * i + 2) for i in range(100)]


def main():
    cube_v, cube_t = box(-0.5, 0.5, -0.5, 0.5, 0.0, 1.0)
    write("cube.obj", obj(cube_v, cube_t, "unit cube standing on the floor, z-up"))
    write("cube.stl", stl_ascii(cube_v, cube_t, "cube"))
    write("cube.ply", ply_ascii(cube_v, cube_t))
    rod_v, rod_t = box(0.0, 10.0, -0.05, 0.05, 0.0, 0.1)
    write("rod.obj", obj(rod_v, rod_t, "thin rod along +x, z-up"))
    write("two-cubes.gltf", gltf_two_cubes())
    # The corner of a cube cut off: its smallest sphere is 6% smaller than the classic one.
    write("corner.obj", obj([(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1)],
                            [(0, 2, 1), (0, 1, 3), (0, 3, 2), (1, 2, 3)], "corner tetrahedron"))
    write("cloud.obj", obj(*cloud(), "random triangles, fixed seed"))
    # Error cases: bytes no importer reads, a text file with a mesh extension, an OBJ with
    # vertices but no faces, an empty file and an OBJ of lines only.
    write("garbage.bin", bytes((i * 73 + 41) % 256 for i in range(512)), "wb")
    write("not-json.gltf", "this is not a glTF file\n")
    write("no-faces.obj", "# vertices only\nv 0 0 0\nv 1 0 0\nv 0 1 0\n")
    write("empty.stl", "")
    write("lines-only.obj", "# a wire, no surface\nv 0 0 0\nv 1 0 0\nv 1 1 0\nl 1 2 3\n")


if __name__ == "__main__":
    main()
