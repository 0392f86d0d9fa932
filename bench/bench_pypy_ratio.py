#!/usr/bin/env python3
"""PyPy against CPython on the judges (issue 40, "PyPy never loses"): where CPython takes
under a second, PyPy at most 1.25x its time; where CPython takes over 2 s, PyPy at
least 2x faster.

    python3 bench/bench_pypy_ratio.py [--runs K] [--quick]

Katu, P4782 and Library Checker's two_sat at sizes from a handful of clauses to the
problems' limits; CPU seconds (user + system) of each program, the two interpreters in
turn, best of K, bytecode cached (a first run of each writes it). --quick leaves out
the inputs of a million lines.
"""
import os
import sys

from benchlib import PYPY, ROOT, ensure_input, in_turns, table, timing_parser

# The DIMACS inputs are P4782's formulas written in DIMACS (_dimacs), and Library
# Checker's own max_random-1.
P4782_SIZES = [10, 2000, 10000, 20000, 50000, 200000, 1000000]
KATU_SIZES = [(10, 10), (100, 20000), (1000, 1000000)]
DIMACS_SIZES = [10, 2000, 10000, 20000]
BIG = 500000                    # lines: --quick leaves out inputs this long or longer
_GEN = os.path.join(ROOT, "bench", "gen_%s.py")


def _inputs(quick):
    cases = []
    for n, m in KATU_SIZES:
        if not (quick and m >= BIG):
            cases.append(("katu", ensure_input("katu-%d-%d.in" % (n, m), [
                _GEN % "katu", str(n), str(m), "1", "sat"])))
    for n in P4782_SIZES:
        if not (quick and n >= BIG):
            cases.append(("twosat", ensure_input("twosat-%d.in" % n, [
                _GEN % "twosat", str(n), str(n), "1", "sat"])))
    for n in DIMACS_SIZES:
        cases.append(("twosat_dimacs", _dimacs(n)))
    if not quick:
        cases.append(("twosat_dimacs", ensure_input("twosat-dimacs-max_random-1.in", [
            _GEN % "twosat_dimacs", "max_random", "1"])))
    return cases


def _dimacs(n):
    """P4782's random formula of n variables and clauses, written in DIMACS."""
    path = os.path.join(ROOT, "bench", "data", "twosat-%d.cnf" % n)
    if not os.path.exists(path):
        with open(ensure_input("twosat-%d.in" % n, [_GEN % "twosat", str(n), str(n),
                                                     "1", "sat"]), "rb") as f:
            words = f.read().split()
        lines = ["p cnf %d %d" % (n, n)]
        for k in range(2, len(words), 4):
            i, a, j, b = (word.decode() for word in words[k:k + 4])
            lines.append("%s%s %s%s 0" % ("" if a == "1" else "-", i, "" if b == "1" else "-", j))
        with open(path + ".tmp", "w") as f:
            f.write("\n".join(lines) + "\n")
        os.replace(path + ".tmp", path)
    return path


def _verdict(cpython, pypy):
    if cpython < 1.0:
        return "reached" if pypy <= 1.25 * cpython else "NOT reached"
    if cpython > 2.0:
        return "reached" if 2 * pypy <= cpython else "NOT reached"
    return "-"


def main():
    parser = timing_parser()
    parser.add_argument("--quick", action="store_true", help="no inputs of a million lines")
    args = parser.parse_args()
    if PYPY is None:
        print("pypy3 is not installed: nothing to compare")
        return 0
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)     # a user's runs after the first
    rows = []
    for program, path in _inputs(args.quick):
        source = os.path.join(ROOT, "solutions", program + ".py")
        cmds = [[sys.executable, source], [PYPY, source]]
        in_turns(1, cmds, path, cpu=True)               # writes the bytecode caches
        (cpython, pypy), _ = in_turns(args.runs, cmds, path, cpu=True)
        if cpython is None or pypy is None:
            rows.append([program, os.path.basename(path), "timeout", "-", "-", "-"])
            continue
        same = "" if cpython[3] == pypy[3] else " (answers differ!)"
        rows.append([program, os.path.basename(path), "%.3f" % cpython[0],
                     "%.3f" % pypy[0], "%.2fx" % (pypy[0] / cpython[0]),
                     _verdict(cpython[0], pypy[0]) + same])
    print(table(["program", "input", "CPython CPU s", "PyPy CPU s", "PyPy / CPython",
                 "target"], rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
