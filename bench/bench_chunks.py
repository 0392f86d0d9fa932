#!/usr/bin/env python3
"""The piece size of lib.io.judge.chunks: the million-line reads timed in one process
for several sizes, the sizes taking turns so that all see the same machine load.

    python3 bench/bench_chunks.py [--runs K] [--sizes 16384,65536,1048576]

Rows: bench/floor.py's read of Katu's input, Katu's fast reader, and the whole of
solutions/twosat.py (P4782) and solutions/twosat_dimacs.py (Library Checker) on their
largest inputs; seconds, best of K, under CPython and, where installed, PyPy.
"""
import argparse
import gc
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from benchlib import ROOT, ensure_input, interpreters, table  # noqa: E402

GENERATED = {
    "katu-sat.in": ["gen_katu.py", "1000", "1000000", "1", "sat"],
    "twosat-sat.in": ["gen_twosat.py", "1000000", "1000000", "1", "sat"],
    "twosat-dimacs-max_random-1.in": ["gen_twosat_dimacs.py", "max_random", "1"],
}


def _jobs():
    """(name, function of the input's bytes, input file name)."""
    import floor
    sys.path.insert(0, os.path.join(ROOT, "solutions"))
    from lib.puzzles import katu_format
    import twosat
    import twosat_dimacs
    return [("floor (Katu)", lambda data: floor.count_numbers(data, "katu"), "katu-sat.in"),
            ("katu reader", lambda data: list(katu_format._puzzles_fast(data)), "katu-sat.in"),
            ("twosat.py", twosat.solve, "twosat-sat.in"),
            ("twosat_dimacs.py", twosat_dimacs.solve, "twosat-dimacs-max_random-1.in")]


def _inner(runs, sizes, paths):
    """Time every job at every size in this process; print {job: {size: seconds}}."""
    jobs = _jobs()
    from lib.io import judge
    data = {name: open(path, "rb").read() for name, path in paths.items()}
    best = {job: {} for job, _, _ in jobs}
    for _ in range(runs):
        for size in sizes:
            judge.chunks.__defaults__ = (0, size)
            for job, run, name in jobs:
                gc.collect()
                start = time.perf_counter()
                run(data[name])
                seconds = time.perf_counter() - start
                best[job][size] = min(best[job].get(size, seconds), seconds)
    print(json.dumps(best))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5, help="best of this many runs")
    parser.add_argument("--sizes", default="16384,65536,1048576",
                        help="piece sizes in bytes, comma-separated")
    parser.add_argument("--inner", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.inner:
        return _inner(args.runs, sizes, json.loads(args.inner))
    paths = {name: ensure_input(name, [os.path.join(ROOT, "bench", argv[0])] + argv[1:])
             for name, argv in GENERATED.items()}
    rows = []
    for label, python in interpreters():
        out = subprocess.run([python, os.path.abspath(__file__), "--runs", str(args.runs),
                              "--sizes", args.sizes, "--inner", json.dumps(paths)],
                             stdout=subprocess.PIPE, check=True).stdout
        for job, seconds in json.loads(out).items():
            rows.append(["%s (%s)" % (job, label)] + ["%.3f" % seconds[str(s)] for s in sizes])
    print(table(["read"] + ["%d KiB" % (s >> 10) for s in sizes], rows))


if __name__ == "__main__":
    main()
