#!/usr/bin/env python3
"""The automatic choice on the course instances of the portfolio's shapes (few
variables and long clauses, or uniform random k-CNF near the threshold): the small
algorithms alone, the portfolio and CDCL alone, one run each under a cap.

    python3 bench/bench_sat_auto.py [--cap SECONDS] [--data DIR] [--manifest FILE]
    python3 bench/bench_sat_auto.py --choice-only [--data DIR]

DIR holds the instances (default: tests/data/sat/full, the repository's copy of the
course set), FILE their answers (default: tests/data/sat/MANIFEST.tsv). Each row shows
the formula's model density (lib.sat.pipeline.model_density). --choice-only solves
nothing: it lists every .cnf (or .cnf.gz) file under DIR of those shapes with its
density and the automatic choice (bench/families holds the CNFgen formulas).
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from lib.sat.bitdpll import bitparallel_suits  # noqa: E402
from lib.io.compressed import decompress  # noqa: E402
from lib.sat.dimacs import read_dimacs  # noqa: E402
from lib.sat.pipeline import choose_algorithm, model_density, random_ksat_shape  # noqa: E402
from lib.sat.pipeline import solve_cnf  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cap", type=float, default=60.0)
    ap.add_argument("--data", default=os.path.join(ROOT, "tests", "data", "sat", "full"))
    ap.add_argument("--manifest", default=os.path.join(ROOT, "tests", "data", "sat",
                                                       "MANIFEST.tsv"))
    ap.add_argument("--choice-only", action="store_true")
    args = ap.parse_args()
    if args.choice_only:
        return choices(args.data)
    with open(args.manifest) as f:
        entries = [line.split() for line in f.readlines()[1:] if line.strip()]
    print("instance | expected | density | auto | small s | portfolio s | cdcl s")
    for name, expected in entries:
        path = os.path.join(args.data, name)
        if not os.path.exists(path):
            path = os.path.join(args.data, os.path.basename(name))
            if not os.path.exists(path):
                continue
        cnf = _random_shaped(path)
        if cnf is None:
            continue
        row = [os.path.basename(name), expected,
               "%.3f" % model_density(cnf.num_vars, cnf.clauses),
               choose_algorithm(cnf.num_vars, cnf.clauses)]
        for algorithm in ("small", "portfolio", "cdcl"):
            start = time.perf_counter()
            result, _, _ = solve_cnf(cnf.num_vars, cnf.clauses, algorithm, time_limit=args.cap)
            seconds = time.perf_counter() - start
            if result is not None and {True: "SAT", False: "UNSAT"}[result] != expected \
                    and expected != "UNKNOWN":
                raise SystemExit("WRONG ANSWER on %s with %s" % (name, algorithm))
            row.append(">%g" % args.cap if result is None else "%.2f" % seconds)
        print(" | ".join(row), flush=True)


def _random_shaped(path):
    """The formula in `path` if it has one of the portfolio's shapes, else None."""
    with open(path, "rb") as f:
        cnf = read_dimacs(decompress(f.read(), path))
    if bitparallel_suits(cnf.num_vars, cnf.clauses) or random_ksat_shape(cnf.num_vars,
                                                                          cnf.clauses):
        return cnf
    return None


def choices(folder):
    print("instance | density | auto")
    for top, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if not name.endswith((".cnf", ".cnf.gz")):
                continue
            cnf = _random_shaped(os.path.join(top, name))
            if cnf is not None:
                print("%s | %.3f | %s" % (name, model_density(cnf.num_vars, cnf.clauses),
                                          choose_algorithm(cnf.num_vars, cnf.clauses)))


if __name__ == "__main__":
    main()
