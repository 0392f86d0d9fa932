"""Peak memory per input size: the SAT solver on random 3-CNF (1.35 clauses a variable,
satisfiable, up to the DIMACS limit of 1,000,000 variables and the 32 MiB input limit)
and P4782's 2-SAT (up to its 10^6 variables and clauses), CPython and PyPy, each run a
fresh process whose own peak RSS is read (benchlib.measure).

    python3 bench/bench_memory.py [--quick]

Figures: docs/notes/memory.md.
"""
import os
import random
import sys

from benchlib import DATA, PYPY, ROOT, measure


def _random_3cnf(path, n):
    rng = random.Random(n)
    m = int(1.35 * n)
    with open(path, "w") as f:
        f.write("p cnf %d %d\n" % (n, m))
        f.writelines("%d %d %d 0\n" % tuple(v * rng.choice((1, -1))
                                           for v in rng.sample(range(1, n + 1), 3))
                     for _ in range(m))


def _chain_2sat(path, n):
    rng = random.Random(n)
    with open(path, "w") as f:
        f.write("%d %d\n" % (n, n))
        f.writelines("%d %d %d %d\n" % (i, rng.randint(0, 1), i % n + 1, 1)
                     for i in range(1, n + 1))


CASES = [("sat_solver.py", "3-CNF", _random_3cnf, [10000, 100000, 300000, 1000000]),
         ("twosat.py", "P4782", _chain_2sat, [10000, 100000, 1000000])]


def main():
    quick = "--quick" in sys.argv
    os.makedirs(DATA, exist_ok=True)
    interpreters = [("CPython", sys.executable)] + ([("PyPy", PYPY)] if PYPY else [])
    print("%-14s %-7s %9s %8s  %s" % ("program", "input", "size", "MiB in",
                                      "  ".join("%-8s peak MiB  s" % name
                                                for name, _ in interpreters)))
    for program, kind, make, sizes in CASES:
        for n in sizes[:2] if quick else sizes:
            path = os.path.join(DATA, "memory-%s-%d.txt" % (kind, n))
            if not os.path.exists(path):
                make(path, n)
            cells = []
            for _, interpreter in interpreters:
                got = measure([interpreter, os.path.join(ROOT, "solutions", program)], path)
                seconds, peak = got[0], got[1]
                cells.append("%17.0f %5.1f" % (peak, seconds))
            print("%-14s %-7s %9d %8.1f  %s" % (program, kind, n,
                                               os.path.getsize(path) / 2 ** 20,
                                               "  ".join(cells)), flush=True)


if __name__ == "__main__":
    main()
