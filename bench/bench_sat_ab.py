#!/usr/bin/env python3
"""A/B benchmark of the SAT solver: this tree against another checkout, side by side.

    python3 bench/bench_sat_ab.py [--runs N] [--cap SECONDS] [--algorithm cdcl|auto]
                                  [--data DIR] [--solver-args ARGS] OTHER_TREE [INSTANCE ...]

For each instance (paths relative to --data, or gen:random-3sat-160 / gen:pigeonhole-8;
default: a few shipped ones that take 0.1 to 2 s, and the two generated ones), runs solutions/sat_solver.py of both trees in turn, alternating
which goes first, `--runs` times each, and prints the best solve time of each (the
solver's own `c solve time`: parsing excluded) and their ratio. Both trees must give
the same answer. Make the other tree with, for example,
`git archive BASE | tar -x -C /tmp/base`.
"""
import argparse
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import DATA as BENCH_DATA, ROOT, ms_text, table  # noqa: E402

DATA = os.path.join(ROOT, "tests", "data", "sat", "full")
INSTANCES = ["seed-table/ec-iso-ukn009.shuffled-as.sat05-3632-1584.cnf",
             "extra/hust-512-9685.cnf", "seed-table/u-5cnf_3500_3500_30f1.shuffled-30.cnf",
             "seed-table/eh-dp04s04.shuffled-1075.cnf", "extra/hust-729-11988.cnf",
             "gen:random-3sat-160", "gen:pigeonhole-8"]


def generated(name):
    """A generated instance (written to bench/data): random 3-SAT with 160 variables at
    ratio 4.26 (seed 1, satisfiable), or 8 pigeons in 7 holes."""
    path = os.path.join(BENCH_DATA, name[4:] + ".cnf")
    if os.path.exists(path):
        return path
    if name == "gen:random-3sat-160":
        rng = random.Random(1)
        n = 160
        clauses = [[v * rng.choice((-1, 1)) for v in rng.sample(range(1, n + 1), 3)]
                   for _ in range(int(4.26 * n))]
    elif name == "gen:pigeonhole-8":
        n, holes = 8 * 7, 7
        var = lambda i, j: i * holes + j + 1      # noqa: E731
        clauses = [[var(i, j) for j in range(holes)] for i in range(8)]
        clauses += [[-var(a, j), -var(b, j)] for j in range(holes)
                    for a in range(8) for b in range(a + 1, 8)]
    else:
        raise SystemExit("unknown generated instance %s" % name)
    os.makedirs(BENCH_DATA, exist_ok=True)
    with open(path, "w") as f:
        f.write("p cnf %d %d\n" % (n, len(clauses)))
        f.writelines(" ".join(map(str, c)) + " 0\n" for c in clauses)
    return path


def run(tree, path, algorithm, cap, extra):
    cmd = [sys.executable, os.path.join(tree, "solutions", "sat_solver.py"), path,
           "--algorithm", algorithm, "--time-limit", str(cap)] + extra
    out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         timeout=cap + 60).stdout.decode()
    answer = ms = None
    for line in out.splitlines():
        if line.startswith("s "):
            answer = line[2:]
        elif line.startswith("c solve time "):
            ms = float(line.split()[3])
    return answer, ms


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("other", help="root of the other source tree (A); this tree is B")
    ap.add_argument("instances", nargs="*", default=INSTANCES)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--cap", type=float, default=60.0)
    ap.add_argument("--algorithm", default="cdcl")
    ap.add_argument("--data", default=DATA)
    ap.add_argument("--solver-args", default="",
                    help="more arguments for both solvers, e.g. '--eliminate-after 0' (no "
                    "probe: one search, the same in both trees when they only differ in "
                    "speed)")
    args = ap.parse_args()
    rows = []
    for name in args.instances:
        path = generated(name) if name.startswith("gen:") else os.path.join(args.data, name)
        best = {}
        for i in range(args.runs):
            order = (args.other, ROOT) if i % 2 == 0 else (ROOT, args.other)
            for tree in order:
                answer, ms = run(tree, path, args.algorithm, args.cap,
                                 args.solver_args.split())
                key = "A" if tree == args.other else "B"
                if best.get(key + "answer", answer) != answer:
                    raise SystemExit("answers differ on %s" % name)
                best[key + "answer"] = answer
                if ms is not None and answer != "UNKNOWN":
                    best[key] = min(best.get(key, ms), ms)
        if best["Aanswer"] != best["Banswer"]:
            raise SystemExit("answers differ on %s: %s / %s"
                             % (name, best["Aanswer"], best["Banswer"]))
        a, b = best.get("A"), best.get("B")
        rows.append([os.path.basename(name)[:34], best["Banswer"],
                     ">cap" if a is None else ms_text(a), ">cap" if b is None else ms_text(b),
                     "-" if not a or not b else "%.2f" % (b / a)])
        print("  " + " | ".join(rows[-1]), file=sys.stderr, flush=True)
    print("best of %d runs each, --algorithm %s %s, solve ms; A = %s, B = this tree"
          % (args.runs, args.algorithm, args.solver_args, args.other))
    print(table(["instance", "answer", "A ms", "B ms", "B / A"], rows))


if __name__ == "__main__":
    main()
