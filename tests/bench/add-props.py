#!/usr/bin/env python3
"""Scatters props (things with cylinder or box shapes) over a map, for the objects benchmark.

usage: add-props.py CLI MAP.swmap COUNT SEED OUT.swmap
Each prop stands where the default avatar could stand (checked with `stepwise-cli trace`):
radius 8 to 24, height 16 (steppable) or 48 to 96 (blocking), half cylinders, half boxes.
"""
import json
import random
import subprocess
import sys
import tempfile


def main():
    cli, src, count, seed, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    doc = json.load(open(src))
    xs = [v[0] for v in doc["vertices"]]
    ys = [v[1] for v in doc["vertices"]]
    rng = random.Random(seed)
    spots = []
    while len(spots) < count:
        batch = [(rng.uniform(min(xs), max(xs)), rng.uniform(min(ys), max(ys))) for _ in range(count * 4)]
        with tempfile.NamedTemporaryFile("w", suffix=".txt") as f:
            f.write("".join("%.2f %.2f 0 0\n" % p for p in batch))
            f.flush()
            res = subprocess.run([cli, "trace", src, f.name], capture_output=True, text=True, check=True)
        for p, line in zip(batch, res.stdout.splitlines()):
            if '"error"' not in line and len(spots) < count:
                spots.append(p)
    for i, (x, y) in enumerate(spots):
        tall = rng.random() < 0.7
        doc["things"].append({
            "type": 2035, "x": round(x, 2), "y": round(y, 2), "angle": 0,
            "shape": {"kind": "cylinder" if i % 2 else "box", "radius": rng.randint(8, 24),
                      "height": rng.randint(48, 96) if tall else 16, "z": 0}})
    json.dump(doc, open(out, "w"))


if __name__ == "__main__":
    main()
