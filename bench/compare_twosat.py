#!/usr/bin/env python3
"""2-SAT before/after: this checkout's twosat.py (P4782) or twosat_dimacs.py (Library
Checker) against another checkout's, beside the floor and, for P4782, the AtCoder
Library's Python port, on the inputs of bench_twosat.py and bench_twosat_dimacs.py.

    python3 bench/compare_twosat.py BASELINE_DIR [--runs K] [--judge p4782|dimacs]

BASELINE_DIR is another checkout (`git archive <commit> | tar -x -C /tmp/before`). The
floor, the baseline and the current program run in turn, K times, best of K each, so all
three see the same machine load; the port runs once (it takes 5-10 s). Rows: seconds
(max RSS), and each program's time over the floor's. --cpu reports CPU seconds (user +
system) instead of wall seconds: on a loaded machine, where a process waits for a core,
they are closer to what a quiet machine's wall clock would show.
"""
import argparse
import functools
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from benchlib import DATA, PYPY, ROOT, measure  # noqa: E402

P4782 = ["twosat-sat.in", "twosat-unsat.in", "twosat-chain.in"]
DIMACS = ["twosat-dimacs-%s.in" % name for name in (
    "random-1", "max_random-1", "max_random-2", "cycle_unsat-1",
    "long_chain-0", "long_chain-1", "long_chain-2", "long_chain-3")]


def _best(runs, commands, path, measure=measure):
    """The fastest run of each command, the commands taking turns."""
    best = {}
    for _ in range(runs):
        for key, cmd in commands.items():
            result = measure(cmd, path)
            if key not in best or result[0] < best[key][0]:
                best[key] = result
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("baseline")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--judge", choices=["p4782", "dimacs"], default="p4782")
    parser.add_argument("--cpu", action="store_true", help="CPU seconds, not wall seconds")
    args = parser.parse_args()
    timer = functools.partial(measure, cpu=True) if args.cpu else measure
    program, floor_kind, inputs = (("twosat.py", "twosat", P4782) if args.judge == "p4782"
                                   else ("twosat_dimacs.py", "twosat_dimacs", DIMACS))
    print("| input | interpreter | floor s | baseline s (MB) | current s (MB) "
          "| baseline / floor | current / floor |")
    print("|---|---|---|---|---|---|---|")
    for name in inputs:
        path = os.path.join(DATA, name)
        if not os.path.exists(path):
            sys.exit("%s missing: run bench_twosat.py / bench_twosat_dimacs.py once" % path)
        for label, python in [("CPython", sys.executable)] + ([("PyPy", PYPY)] if PYPY else []):
            best = _best(args.runs, {
                "floor": [python, os.path.join(ROOT, "bench", "floor.py"), floor_kind],
                "baseline": [python, os.path.join(args.baseline, "solutions", program)],
                "current": [python, os.path.join(ROOT, "solutions", program)]}, path, timer)
            floor = best["floor"][0]
            print("| %s | %s | %.2f | %.2f (%.0f) | %.2f (%.0f) | %.2fx | %.2fx |" % (
                name, label, floor, best["baseline"][0], best["baseline"][1],
                best["current"][0], best["current"][1], best["baseline"][0] / floor,
                best["current"][0] / floor))
            sys.stdout.flush()
        if args.judge == "p4782":
            acl = timer([sys.executable, os.path.join(ROOT, "bench", "peers", "acl_twosat.py")],
                        path, timeout=120)
            if acl is None or acl[2]:
                print("| %s | AtCoder port: %s |" % (
                    name, "timeout" if acl is None else "failed (pip install ac-library-python)"))
            else:
                print("| %s | AtCoder port (CPython) | | | %.2f (%.0f) | | |" % (
                    name, acl[0], acl[1]))


if __name__ == "__main__":
    main()
