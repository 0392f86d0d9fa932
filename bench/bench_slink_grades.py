"""Slitherlink grades: `rate` against Tatham's Loopy, and the graded generator's time.

    python3 bench/bench_slink_grades.py [--seeds N] [--sizes 10,20] [--grades G,G]
                                        [--skip-rate] [--skip-generate] [--large]

1. Every puzzle of tests/data/slink/loopy-*.txt (made by Loopy's own generator for a
   grade): how often `rate` names the grade Loopy asked for, and whether the rules of
   that grade finish it (targets: agreement >= 90 %, every Easy..Hard one finished).
2. `generate` for each size and grade, seeds 0..N-1, CPU seconds per puzzle (median,
   max) in this process; every puzzle is checked unique (exact search) and rated
   (targets, CPython: 10x10 hard median <= 1 s, 20x20 hard median <= 5 s).
3. With --large, Loopy's puzzles up to 60x60 (tests/data/slink/loopy-large.txt): the
   graded model's search asked for two solutions, and `rate` (CPU seconds).
CPU time, not wall time: the machine is shared.
"""
import argparse
import os
import random
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests"))

from benchlib import table  # noqa: E402
from lib.puzzles.slitherlink import Model  # noqa: E402
from lib.puzzles.slitherlink_generate import generate  # noqa: E402
from lib.puzzles.slitherlink_grades import GRADE_NAMES, GRADES, GradedModel, finished  # noqa: E402
from lib.puzzles.slitherlink_grades import rate  # noqa: E402
from test_slink_grades import loopy_puzzles  # noqa: E402


def agreement():
    rows = []
    for name in ("loopy-10x10.txt", "loopy-20x20.txt"):
        by_grade = {}
        for grid, asked in loopy_puzzles(name):
            by_grade.setdefault(asked, []).append(grid)
        for asked in GRADE_NAMES:
            grids = by_grade.get(asked, [])
            start = time.process_time()
            rated = [rate(grid) for grid in grids]
            cpu = time.process_time() - start
            done = sum(finished(GradedModel(g, GRADES[asked])) for g in grids)
            rows.append([name[6:-4], asked, len(grids), sum(r == asked for r in rated),
                         done, "%.1f" % (1000 * cpu / max(1, len(grids)))])
    return table(["size", "Loopy grade", "puzzles", "rate agrees", "its rules finish",
                  "rate CPU ms each"], rows)


def large():
    """Loopy's large puzzles: the graded model's search asked for 2 solutions, `rate`."""
    rows = []
    for grid, asked in loopy_puzzles("loopy-large.txt"):
        start = time.process_time()
        model = GradedModel(grid)
        found = len(model.solutions(2))
        solve = time.process_time() - start
        start = time.process_time()
        rated = rate(grid)
        rows.append(["%dx%d" % (len(grid), len(grid[0])), asked, found, model.decisions,
                     "%.2f" % solve, rated, "%.2f" % (time.process_time() - start)])
    return table(["size", "Loopy grade", "solutions", "decisions", "solve CPU s", "rate",
                  "rate CPU s"], rows)


def generation(sizes, grades, seeds):
    rows = []
    for size in sizes:
        for grade in grades:
            times, right = [], 0
            for seed in range(seeds):
                start = time.process_time()
                grid = generate(size, size, grade, random.Random(seed))
                times.append(time.process_time() - start)
                unique = len(Model(grid).solutions(2)) == 1
                right += unique and rate(grid) == grade
            rows.append(["%dx%d" % (size, size), grade, seeds, right,
                         "%.2f" % statistics.median(times), "%.2f" % max(times)])
            print("  %dx%d %s done" % (size, size, grade), file=sys.stderr, flush=True)
    return table(["size", "grade", "puzzles", "unique and of the grade", "median CPU s",
                  "max CPU s"], rows)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=10)
    parser.add_argument("--sizes", default="10,20")
    parser.add_argument("--grades", default=",".join(GRADE_NAMES + ("search",)))
    parser.add_argument("--skip-rate", action="store_true")
    parser.add_argument("--skip-generate", action="store_true")
    parser.add_argument("--large", action="store_true",
                        help="also tests/data/slink/loopy-large.txt (up to 60x60)")
    args = parser.parse_args()
    print("load average %.1f %.1f %.1f (2 cores)" % os.getloadavg(), flush=True)
    if not args.skip_rate:
        print(agreement(), flush=True)
    if args.large:
        print(large(), flush=True)
    if not args.skip_generate:
        print(generation([int(s) for s in args.sizes.split(",")], args.grades.split(","),
                         args.seeds))


if __name__ == "__main__":
    main()
