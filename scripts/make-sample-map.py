#!/usr/bin/env python3
"""Writes resources/maps/sample.swmap, the hand-made sample map.

Each sector is a counter-clockwise polygon; holes (pillars) are counter-clockwise polygons
whose inside is void. Edges are split wherever another polygon's vertex lies on them, shared
edges become two-sided walls, the rest one-sided (blocking) walls. The printed layout is
normalised afterwards by `stepwise-cli import sample.swmap -o sample.swmap`.

What the map shows (default avatar: box of half-size 16, height 56, step 24):
  - start hall with a 10-degree spike poking in from its south wall (sharp corner);
  - stairs east with rises 16, 16, 16, 28: the last step is too high, so the landing
    beyond it cannot be reached by walking;
  - the landing ends in a ledge: a 76-unit drop into the room north of it;
  - north of the hall: a normal doorway, a passage whose ceiling is 48 (too low), and a
    gap 24 units wide (too narrow);
  - a square pillar in the north-east room.
"""
import json
import sys

SECTORS = []  # (name, floor, ceiling, floor material, ceiling material, polygon)
HOLES = []    # (sector index, polygon)


def sector(name, floor, ceiling, poly, fm="FLOOR4_8", cm="CEIL3_5"):
    SECTORS.append((name, floor, ceiling, fm, cm, poly))
    return len(SECTORS) - 1


def rect(x0, y0, x1, y1):
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


# Start hall, with the spike (base 16 wide, 96 long: 9.5 degrees at the tip).
hall = sector("start hall", 0, 192,
              [(0, 0), (224, 0), (232, 96), (240, 0), (512, 0), (512, 384), (0, 384)])
# Stairs east: rises 16, 16, 16 and then 28 (> 24).
x = 512
for i, floor in enumerate([16, 32, 48, 76]):
    sector("stair %d" % (i + 1), floor, 256, rect(x, 128, x + 48, 256), fm="STEP1")
    x += 48
landing = sector("landing", 76, 256, rect(704, 0, 960, 384))
# The room below the landing's north ledge (a 76-unit drop), with a pillar.
below = sector("below the ledge", 0, 256, rect(704, 384, 960, 640))
HOLES.append((below, rect(800, 480, 864, 544)))
north = sector("north room", 0, 160, rect(0, 512, 704, 640))
sector("doorway", 0, 128, rect(32, 384, 96, 512))
sector("low passage", 0, 48, rect(192, 384, 256, 512), cm="CEIL5_1")
sector("narrow gap", 0, 128, rect(384, 384, 408, 512))

PLAYER_START = (96, 192, 0)


def on_segment(p, a, b):
    (px, py), (ax, ay), (bx, by) = p, a, b
    if (bx - ax) * (py - ay) - (by - ay) * (px - ax) != 0:
        return False
    if p == a or p == b:
        return False
    return min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by)


def split_edges(poly, points):
    out = []
    for i in range(len(poly)):
        a, b = poly[i], poly[(i + 1) % len(poly)]
        inner = [p for p in points if on_segment(p, a, b)]
        inner.sort(key=lambda p: (p[0] - a[0]) ** 2 + (p[1] - a[1]) ** 2)
        chain = [a] + inner + [b]
        out += list(zip(chain, chain[1:]))
    return out


def dress_two_sided(wall, front, back):
    """Textures the parts of a two-sided wall the player sees: the lower part on the side of
    the lower floor, the upper part on the side of the higher ceiling."""
    for side, here, there in (("frontSide", front, back), ("backSide", back, front)):
        parts = {}
        if there[1] > here[1]:
            parts["lower"] = "STEP6"
        if there[2] < here[2]:
            parts["upper"] = "STARTAN3"
        if parts:
            wall[side] = parts


def main(out_path):
    points = sorted({p for s in SECTORS for p in s[5]} | {p for _, h in HOLES for p in h})
    vindex = {}
    vertices = []

    def vid(p):
        if p not in vindex:
            vindex[p] = len(vertices)
            vertices.append(p)
        return vindex[p]

    # Directed edges with the sector on their left (counter-clockwise polygons).
    left_of = {}
    for si, s in enumerate(SECTORS):
        for a, b in split_edges(s[5], points):
            left_of[(a, b)] = si
    walls = []
    done = set()
    for (a, b), si in left_of.items():
        if (a, b) in done:
            continue
        done.add((a, b))
        # Walls face the right of v1 -> v2: run them b -> a so that sector si is in front.
        wall = {"v1": vid(b), "v2": vid(a), "front": si}
        other = left_of.get((b, a))
        if other is not None:
            done.add((b, a))
            wall["back"] = other
            dress_two_sided(wall, SECTORS[si], SECTORS[other])
        else:
            wall["flags"] = ["blocking"]
            wall["frontSide"] = {"middle": "STARTAN3"}
        walls.append(wall)
    for si, hole in HOLES:
        for a, b in split_edges(hole, points):
            # The hole's inside is on the left of a -> b, so the room is on the right.
            walls.append({"v1": vid(a), "v2": vid(b), "front": si, "flags": ["blocking"],
                          "frontSide": {"middle": "SUPPORT2"}})

    doc = {
        "format": "stepwise-map",
        "version": 1,
        "name": "Stepwise sample",
        "playerStart": {"x": PLAYER_START[0], "y": PLAYER_START[1], "angle": PLAYER_START[2]},
        "vertices": [list(v) for v in vertices],
        "sectors": [{"floor": f, "ceiling": c, "floorMaterial": fm, "ceilingMaterial": cm,
                     "light": 160, "name": n} for (n, f, c, fm, cm, _) in SECTORS],
        "walls": walls,
        "things": [{"type": 1, "x": PLAYER_START[0], "y": PLAYER_START[1],
                    "angle": PLAYER_START[2]}],
    }
    with open(out_path, "w") as f:
        json.dump(doc, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "resources/maps/sample.swmap")
