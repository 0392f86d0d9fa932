#!/usr/bin/env python3
"""MUS extraction: lib.sat.explain (deletion with clause-set refinement, and QuickXplain;
CPython and PyPy) beside python-sat's MUSX example (deletion on MiniSat 2.2 through its
C extension) on 1,000-clause unsatisfiable formulas. Each MUS is checked (unsatisfiable,
every clause needed) with python-sat; times are the CPU time of the extraction only
(reading the file excluded), best of --runs, the programs alternated.

    python3 bench/bench_mus.py [--runs N]
    python3 bench/bench_mus.py --sizes     # MUS sizes only, 36 formulas, by settings
    python3 bench/bench_mus.py --starts 1,8     # 1 and 8 starting cores, MOVES moves

Formulas: `random-N-S`: uniform random 3-SAT, N variables, 1,000 clauses, seed S
(over the threshold: unsatisfiable, with a large MUS); `planted-S`: 1,000 clauses of
which 930 random 3-clauses over 300 variables, satisfiable, and a contradiction of 70
clauses spread over them (an implication chain and its negation): a small MUS in a big
formula, the case of a puzzle's contradicting givens.
"""
import argparse
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import DATA, PYPY, ROOT, table  # noqa: E402

_OURS = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from lib.sat.dimacs import read_dimacs
from lib.sat.explain import Explainer
cnf = read_dimacs(open(sys.argv[2], "rb").read())
start = time.process_time()
found = Explainer(cnf.clauses).mus(sys.argv[3], starts=int(sys.argv[4]) or None)
print(" ".join(map(str, found)), int((time.process_time() - start) * 1000))
"""

_MUSX = r"""
import sys, time
from pysat.examples.musx import MUSX
from pysat.formula import CNF
cnf = CNF(from_file=sys.argv[1])
start = time.process_time()
with MUSX(cnf.weighted(), verbosity=0) as m:
    found = [i - 1 for i in m.compute()]
print(" ".join(map(str, found)), int((time.process_time() - start) * 1000))
"""


# python-sat's MUSX example (the docstring of pysat/examples/musx.py): three soft
# units, pairwise exclusive (hard); every MUS has two of them.
PYSAT_EXAMPLE = "p wcnf 3 6 4\n1 1 0\n1 2 0\n1 3 0\n4 -1 -2 0\n4 -1 -3 0\n4 -2 -3 0\n"


def random_3sat(n, m, rng):
    return [[v * rng.choice((-1, 1)) for v in rng.sample(range(1, n + 1), 3)]
            for _ in range(m)]


def planted(seed):
    """Satisfiable random clauses (a hidden model kept) plus a chain a1 -> ... -> a68,
    a1 and not a68 over other variables of the same formula."""
    rng = random.Random(seed)
    n = 300
    hidden = [None] + [rng.random() < 0.5 for _ in range(n)]
    clauses = []
    while len(clauses) < 930:
        c = random_3sat(n, 1, rng)[0]
        if any(hidden[abs(x)] == (x > 0) for x in c):
            clauses.append(c)
    chain = rng.sample(range(1, n + 1), 68)
    extra = [[-a, b] for a, b in zip(chain, chain[1:])] + [[chain[0]], [-chain[-1]]]
    for c in extra:
        clauses.insert(rng.randrange(len(clauses) + 1), c)
    return clauses


def write(name, clauses):
    os.makedirs(os.path.join(DATA, "mus"), exist_ok=True)
    path = os.path.join(DATA, "mus", name + ".cnf")
    n = max(abs(x) for c in clauses for x in c)
    with open(path, "w") as f:
        f.write("p cnf %d %d\n" % (n, len(clauses)))
        f.write("".join(" ".join(map(str, c)) + " 0\n" for c in clauses))
    return path, clauses


def is_mus(clauses, found):
    from pysat.solvers import Minisat22
    with Minisat22(bootstrap_with=[clauses[i] for i in found]) as s:
        if s.solve():
            return False
    for i in found:
        with Minisat22(bootstrap_with=[clauses[j] for j in found if j != i]) as s:
            if not s.solve():
                return False
    return True


def size_formulas():
    """The size table's formulas: the 16 on which `mus` was first compared with MUSX,
    and 20 more (other seeds, 70 variables) so that STARTS is not fitted to 16."""
    tuned = [("random-60-%d" % s, random_3sat(60, 1000, random.Random(s)))
             for s in range(1, 9)]
    tuned += [("random-80-%d" % s, random_3sat(80, 1000, random.Random(s)))
              for s in (1, 2, 3)]
    tuned.append(("random-100-1", random_3sat(100, 1000, random.Random(1))))
    tuned += [("planted-%d" % s, planted(s)) for s in (1, 2, 3, 4)]
    further = [("random-60-%d" % s, random_3sat(60, 1000, random.Random(s)))
                for s in range(9, 21)]
    further += [("random-70-%d" % s, random_3sat(70, 1000, random.Random(s)))
                 for s in range(1, 5)]
    further += [("planted-%d" % s, planted(s)) for s in range(5, 9)]
    return [("tuned", tuned), ("further", further)]


def size_table():
    """MUS sizes of MUSX and of ours (in this process) by number of starting cores,
    of local moves and by seed: random 3-SAT of 60 to 100 variables and planted
    contradictions, 1,000 clauses each, and python-sat's own MUSX example (its
    module docstring's formula.wcnf)."""
    sys.path.insert(0, ROOT)
    from lib.sat.explain import Explainer
    from pysat.examples.musx import MUSX
    from pysat.formula import CNF, WCNF
    # (column, starts, moves, seed); the last five are the defaults, seeds 0 to 4
    configs = [("s1 m0", 1, 0, 0), ("s8 m0", 8, 0, 0), ("s24 m0", 24, 0, 0)]
    configs += [("s8 m40 seed%d" % k, 8, 40, k) for k in range(5)]
    head = ["formula", "MUSX"] + [c[0] for c in configs]

    def ours(soft, hard, starts, moves, seed):
        e = Explainer(soft, hard)
        e.SEED = seed
        return len(e.mus(starts=starts, moves=moves))

    wcnf = WCNF(from_string=PYSAT_EXAMPLE)
    with MUSX(wcnf, verbosity=0) as m:
        row = [len(m.compute())]
    row += [ours(wcnf.soft, wcnf.hard, *c[1:]) for c in configs]
    print(table(head, [["python-sat's formula.wcnf"] + row]))
    for part, formulas in size_formulas():
        rows, totals = [], [0] * (len(configs) + 1)
        larger = [0] * len(configs)
        for name, clauses in formulas:
            with MUSX(CNF(from_clauses=clauses).weighted(), verbosity=0) as m:
                row = [len(m.compute())]
            row += [ours(clauses, (), *c[1:]) for c in configs]
            totals = [t + x for t, x in zip(totals, row)]
            larger = [n + (x > row[0]) for n, x in zip(larger, row[1:])]
            rows.append([name] + row)
        rows.append(["total (%s)" % part] + totals)
        rows.append(["larger than MUSX"] + [""] + larger)
        print()
        print(table(head, rows))
    print("(s: starting cores, m: local moves; the defaults are s8 m40 seed0)")


def run(cmd):
    out = subprocess.run(cmd, stdout=subprocess.PIPE, check=True, text=True).stdout.split()
    return [int(x) for x in out[:-1]], int(out[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", action="store_true", help="MUS sizes only")
    parser.add_argument("--starts", help="deletion with these numbers of starting "
                        "cores (comma-separated) instead of deletion and QuickXplain")
    args = parser.parse_args()
    if args.sizes:
        size_table()
        return
    instances = [write("random-60-%d" % s, random_3sat(60, 1000, random.Random(s)))
                 for s in (1, 2, 3)]
    instances.append(write("random-100-1", random_3sat(100, 1000, random.Random(1))))
    instances += [write("planted-%d" % s, planted(s)) for s in (1, 2)]
    programs = [("MUSX (python-sat)", lambda p: [sys.executable, "-c", _MUSX, p])]
    for interp, label in ((sys.executable, "CPython"), (PYPY, "PyPy")):
        if interp:
            variants = [("deletion", "0"), ("quickxplain", "0")] if not args.starts else \
                [("deletion", k) for k in args.starts.split(",")]
            for method, k in variants:
                name = method if k == "0" else "starts=%s" % k
                programs.append(("%s %s" % (name, label),
                                 lambda p, i=interp, m=method, k=k:
                                 [i, "-c", _OURS, ROOT, p, m, k]))
    rows = []
    for path, clauses in instances:
        best = {}
        sizes = {}
        for _ in range(args.runs):
            for label, cmd in programs:
                found, ms = run(cmd(path))
                assert is_mus(clauses, found), (label, path)
                sizes[label] = len(found)
                best[label] = min(best.get(label, ms), ms)
        rows.append([os.path.basename(path)] + ["%d ms (%d)" % (best[l], sizes[l])
                                                for l, _ in programs])
    print(table(["formula (1,000 clauses)"] + [l for l, _ in programs], rows))
    print("(MUS size in brackets)")


if __name__ == "__main__":
    main()
