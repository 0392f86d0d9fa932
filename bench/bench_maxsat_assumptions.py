#!/usr/bin/env python3
"""MaxSAT.compute under assumptions, called again and again on one formula: the kept
search (one MaxSAT object, its solver, cores and totalizers reused from call to call)
beside a fresh MaxSAT per call (what each call under assumptions did before), in one
process, alternated; each optimum must be the same both ways.

    python3 bench/bench_maxsat_assumptions.py [--calls N] [--runs N]
    pypy3 bench/bench_maxsat_assumptions.py

On bench_maxsat.py's first five instances (bench/gen_wcnf.py): one call without
assumptions, then N calls each assuming one or two random literals.
"""
import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import table  # noqa: E402
from gen_wcnf import random_wcnf  # noqa: E402
from lib.sat.maxsat import MaxSAT  # noqa: E402

INSTANCES = [(60, 1, 10, 2.0), (80, 2, 1000, 1.0), (100, 3, 10, 1.0), (150, 4, 100, 0.5),
             (100, 5, 1, 1.0)]


def kept(n, hard, soft, calls):
    m = MaxSAT(n, hard, soft)
    m.compute()
    out = []
    for assumed in calls:
        m.compute(assumptions=assumed)
        out.append(m.cost)
    return out


def fresh(n, hard, soft, calls):
    MaxSAT(n, hard, soft).compute()
    out = []
    for assumed in calls:
        m = MaxSAT(n, hard, soft)
        m.compute(assumptions=assumed)
        out.append(m.cost)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=10)
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    rows = []
    for n, seed, weight, ratio in INSTANCES:
        hard, soft = random_wcnf(n, seed, soft_ratio=ratio, max_weight=weight)
        rng = random.Random(seed)
        calls = [[rng.choice((-1, 1)) * v for v in rng.sample(range(1, n + 1), rng.randint(1, 2))]
                 for _ in range(args.calls)]
        best = {}
        answers = {}
        for _ in range(args.runs):
            for name, run in (("kept", kept), ("fresh", fresh)):
                start = time.perf_counter()
                answers[name] = run(n, hard, soft, calls)
                ms = (time.perf_counter() - start) * 1000
                best[name] = min(best.get(name, ms), ms)
        if answers["kept"] != answers["fresh"]:
            raise SystemExit("DIFFERENT OPTIMA on random-%d-%d: %s / %s"
                             % (n, seed, answers["kept"], answers["fresh"]))
        rows.append(["random-%d-%d-w%d" % (n, seed, weight), "%d" % best["kept"],
                     "%d" % best["fresh"], "%.2f" % (best["kept"] / best["fresh"])])
        print("  " + " | ".join(rows[-1]), file=sys.stderr, flush=True)
    print("1 + %d calls, ms, best of %d (%s):" % (args.calls, args.runs, sys.implementation.name))
    print(table(["instance", "kept search", "fresh per call", "ratio"], rows))


if __name__ == "__main__":
    main()
