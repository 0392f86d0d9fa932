#!/usr/bin/env python3
"""Large 2-SAT (P4782) inputs.

    python3 bench/gen_twosat.py N M SEED {sat,unsat,chain} > file

sat: a hidden assignment X; each clause picks two random literals and makes at least
one of them agree with X. unsat: the same plus, in the middle, the four clauses over one
pair of variables that exclude all four of its assignments. chain: the implication chain
x1 -> x2 -> ... -> xN (clauses "i 0 i+1 1"), the deepest graph N allows, M >= N - 1.
"""
import random
import sys


def clause_lines(n, m, seed, kind):
    rng = random.Random(seed)
    if kind == "chain":
        for i in range(1, n):
            yield "%d 0 %d 1" % (i, i + 1)
        for _ in range(m - (n - 1)):
            yield "%d 0 %d 1" % (n, n)
        return
    x = [0] + [rng.getrandbits(1) for _ in range(n)]
    rand = rng.randrange
    randoms = m - 4 if kind == "unsat" else m
    for k in range(randoms):
        if kind == "unsat" and k == randoms // 2:
            for a in (0, 1):
                for b in (0, 1):
                    yield "1 %d 2 %d" % (a, b)
        i, j = rand(n) + 1, rand(n) + 1
        a, b = rng.getrandbits(1), rng.getrandbits(1)
        if a != x[i] and b != x[j]:
            a = x[i]
        yield "%d %d %d %d" % (i, a, j, b)


def main():
    n, m, seed, kind = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    lines = list(clause_lines(n, m, seed, kind))
    sys.stdout.write("%d %d\n%s\n" % (n, len(lines), "\n".join(lines)))


if __name__ == "__main__":
    main()
