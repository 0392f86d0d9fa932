#!/usr/bin/env python3
"""Large Katu inputs: a planted satisfiable puzzle and an unsatisfiable variant.

    python3 bench/gen_katu.py N M SEED {sat,unsat} > file

Satisfiable: a random hidden assignment X, then M random edges whose c is X[a] op X[b].
Unsatisfiable: the same with the middle edge replaced by an XOR that X violates. At this
density every variable is pinned by AND=1 / OR=0 edges, so X is the only candidate and
the puzzle has no solution (bench_katu.py cross-checks every answer with the C++ peer).
"""
import random
import sys

OPS = ("AND", "OR", "XOR")
APPLY = {"AND": lambda x, y: x & y, "OR": lambda x, y: x | y, "XOR": lambda x, y: x ^ y}


def katu_lines(n, m, seed, satisfiable):
    rng = random.Random(seed)
    x = [rng.getrandbits(1) for _ in range(n)]
    rand, choice = rng.randrange, rng.choice
    yield "%d %d" % (n, m)
    for k in range(m):
        a, b, op = rand(n), rand(n), choice(OPS)
        if not satisfiable and k == m // 2:
            yield "%d %d %d XOR" % (a, b, 1 ^ x[a] ^ x[b])
        else:
            yield "%d %d %d %s" % (a, b, APPLY[op](x[a], x[b]), op)


def main():
    n, m, seed, kind = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    out = sys.stdout
    lines = katu_lines(n, m, seed, kind == "sat")
    out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
