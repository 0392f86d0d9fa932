#!/usr/bin/env python3
"""Before/after: every program of this checkout against the same program of another.

    python3 bench/compare_trees.py BASELINE_DIR [--runs 3] [--interp cpython|pypy] [--only NAME] [--cpu]

BASELINE_DIR is another checkout of the project (for example
`git worktree add /tmp/before <commit>`). Each row runs one program on one input in both
trees, alternating baseline and current, best of --runs, each in its own process; the
last column is current / baseline. Both trees must agree on the output (SAT models and
2-SAT assignments may differ, so those rows compare only the first line).
"""
import argparse
import os
import subprocess
import sys

from benchlib import DATA, PYPY, ROOT, measure

SAT = os.path.join(ROOT, "tests", "data", "sat")


def _generated(script, args, name):
    """An input file made by one of bench/gen_*.py, cached in bench/data/."""
    path = os.path.join(DATA, name)
    if not os.path.exists(path):
        os.makedirs(DATA, exist_ok=True)
        with open(path, "wb") as out:
            subprocess.run([sys.executable, os.path.join(ROOT, "bench", script)] + args,
                           stdout=out, check=True)
    return path


def rows():
    """(label, program, args, input path, compare whole output)."""
    cases = os.path.join(ROOT, "tests", "cases")
    yield ("katu 1e6 sat", "katu", [], _generated("gen_katu.py", ["1000", "1000000", "1", "sat"],
                                                  "katu-sat.in"), True)
    yield ("twosat 1e6 sat", "twosat", [], _generated(
        "gen_twosat.py", ["1000000", "1000000", "1", "sat"], "twosat-sat.in"), False)
    yield ("twosat 1e6 chain", "twosat", [], _generated(
        "gen_twosat.py", ["1000000", "1000000", "1", "chain"], "twosat-chain.in"), False)
    yield ("ed_game max piles", "ed_game", [], os.path.join(cases, "ed_game", "max-piles.in"), True)
    yield ("slink 20x20", "slink", [], os.path.join(cases, "slink", "grid-20x20.in"), True)
    yield ("slink minimal 20x20", "slink", [],
           os.path.join(cases, "slink", "minimal-unique-20x20.in"), True)
    yield ("sudoku hard", "sudoku", [], os.path.join(ROOT, "tests", "data", "sudoku", "hard.txt"),
           True)
    yield ("minesweeper hand", "minesweeper", [], os.path.join(cases, "minesweeper", "hand.in"),
           True)
    for name in ("full/extra/hust-870-24824.cnf", "full/extra/hust-3000-8881.cnf",
                 "u-dp04u03.shuffled-825.cnf", "full/seed-table/sud00861.cnf"):
        yield ("sat " + os.path.basename(name), "sat_solver", [], os.path.join(SAT, name), False)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("baseline", help="another checkout of the project")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--interp", choices=("cpython", "pypy"), default="cpython")
    parser.add_argument("--only", default="", help="rows whose label contains this")
    parser.add_argument("--cpu", action="store_true",
                        help="CPU time (user + system) instead of wall time")
    args = parser.parse_args()
    python = PYPY if args.interp == "pypy" else sys.executable
    if python is None:
        parser.error("pypy3 is not installed")
    print("| %-34s | %9s | %9s | %6s |" % ("program, input", "before s", "after s", "ratio"))
    print("|%s|%s|%s|%s|" % ("-" * 36, "-" * 11, "-" * 11, "-" * 8))
    for label, program, extra, path, whole in rows():
        if args.only not in label or not os.path.exists(path):
            continue
        best = {}
        outputs = {}
        for _ in range(args.runs):
            for tree in (args.baseline, ROOT):
                cmd = [python, os.path.join(tree, "solutions", program + ".py")] + extra
                seconds, _, _, output = measure(cmd, path, cpu=args.cpu)
                best[tree] = min(best.get(tree, seconds), seconds)
                outputs[tree] = output if whole else output.split(b"\n", 1)[0]
        agree = "" if outputs[args.baseline] == outputs[ROOT] else "  OUTPUT DIFFERS"
        print("| %-34s | %9.2f | %9.2f | %5.2fx |%s" % (
            label, best[args.baseline], best[ROOT], best[ROOT] / best[args.baseline], agree))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
