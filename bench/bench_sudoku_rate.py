#!/usr/bin/env python3
"""How close `sudoku.py rate` comes to Sudoku Explainer, and how fast it is.

    python3 bench/bench_sudoku_rate.py [--file F] [--limit N] [--generate K]

Rates the SE-rated puzzles of tests/data/sudoku/se-rated/ (see its README; --file
held-out-160.txt for the second sample) in this process as `sudoku.py rate` does (SE's
ER, EP, ED and HoDoKu's level), CPU and wall time per puzzle; prints the share of puzzles rated up to 9.0 whose ER is
within 0.2 of SE's, the Spearman rank correlation over all, the median time on those SE
rates 7.0-9.0, and where the two differ. With --generate K, also times K runs of
`generate --rating 4.0-6.0` (CPU time per puzzle, median).
"""
import argparse
import os
import random
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from lib.puzzles.sudoku import get_variant  # noqa: E402
from lib.puzzles.sudoku_format import parse_line  # noqa: E402
from lib.puzzles.sudoku_steps.solver import generate_graded, rate  # noqa: E402

DATA = os.path.join(ROOT, "tests", "data", "sudoku", "se-rated")


def ranks(values):
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2.0 + 1
        i = j + 1
    return out


def spearman(a, b):
    ra, rb = ranks(a), ranks(b)
    ma, mb = statistics.mean(ra), statistics.mean(rb)
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb))
    va = sum((x - ma) ** 2 for x in ra) ** 0.5
    vb = sum((y - mb) ** 2 for y in rb) ** 0.5
    return cov / (va * vb)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--file", default="diabolical-160.txt")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--generate", type=int, default=0)
    args = parser.parse_args()
    variant = get_variant("classic", 9)
    with open(os.path.join(DATA, args.file)) as f:
        rows = [line.split() for line in f if line.strip()][:args.limit]
    se, ours, cpu, wall, hardest = [], [], [], [], {}
    for k, (puzzle, rating) in enumerate(rows):
        start, start_wall = time.process_time(), time.perf_counter()
        rating_of = rate(variant, parse_line(variant, puzzle))
        cpu.append(time.process_time() - start)
        wall.append(time.perf_counter() - start_wall)
        er, steps = rating_of.er, rating_of.steps
        se.append(float(rating))
        ours.append(er)
        top = max(steps, key=lambda r: r.rating).step.technique
        hardest.setdefault(top, []).append(round(er - float(rating), 1))
        sys.stderr.write("%d/%d SE %s ours %.1f (%s) %.2fs\n"
                         % (k + 1, len(rows), rating, er, top, cpu[-1]))
    upto9 = [(s, o) for s, o in zip(se, ours) if s <= 9.0]
    close = sum(1 for s, o in upto9 if abs(s - o) <= 0.2 + 1e-9)
    print("puzzles: %d (%d rated up to 9.0 by SE)" % (len(se), len(upto9)))
    print("ER within 0.2 of SE: %d of %d (%.1f%%)" % (close, len(upto9),
                                                     100.0 * close / len(upto9)))
    print("exactly equal: %d" % sum(1 for s, o in upto9 if abs(s - o) < 1e-9))
    print("Spearman rank correlation: %.3f" % spearman(se, ours))
    mid = [t for s, t in zip(se, cpu) if 7.0 <= s <= 9.0]
    mid_wall = [t for s, t in zip(se, wall) if 7.0 <= s <= 9.0]
    print("CPU per puzzle, SE 7.0-9.0: median %.3f s, max %.3f s (%d puzzles); wall "
          "median %.3f s" % (statistics.median(mid), max(mid), len(mid),
                             statistics.median(mid_wall)))
    print("CPU per puzzle, all: median %.3f s" % statistics.median(cpu))
    print("by our hardest technique: count, mean(ours - SE), within 0.2")
    for name, diffs in sorted(hardest.items(), key=lambda kv: -len(kv[1])):
        print("  %-32s %3d %+.2f %3d" % (name, len(diffs), statistics.mean(diffs),
                                        sum(1 for d in diffs if abs(d) <= 0.2 + 1e-9)))
    if args.generate:
        times, walls = [], []
        rng = random.Random(1)
        for _ in range(args.generate):
            start, start_wall = time.process_time(), time.perf_counter()
            generate_graded(variant, rng, rating=(4.0, 6.0))
            times.append(time.process_time() - start)
            walls.append(time.perf_counter() - start_wall)
        print("generate --rating 4.0-6.0: median %.2f s CPU, max %.2f s, wall median "
              "%.2f s (%d puzzles)" % (statistics.median(times), max(times),
                                       statistics.median(walls), len(times)))


if __name__ == "__main__":
    main()
