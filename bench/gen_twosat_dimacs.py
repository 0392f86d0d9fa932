#!/usr/bin/env python3
"""Library Checker's `two_sat` test generators (other/two_sat/gen/ in
yosupo06/library-checker-problems), in Python: the same shapes and sizes, Python's
random numbers instead of the judge's.

    python3 bench/gen_twosat_dimacs.py {random,max_random,cycle_unsat,long_chain} SEED > file

random: N, M uniform in 1..500000, literals uniform over +-1..N. max_random: the same
at N = M = 500000. cycle_unsat: x_1 = x_2 = ... = x_N by a cycle of clauses, then one
clause forcing some pair true and one forcing some pair false (N = 499998, M = 500000).
long_chain: x_1 -> x_2 -> ... -> x_N -> not x_N (N = M = 500000); bit 0 of SEED negates
every literal, bit 1 reverses the variables' order.
"""
import random
import sys

MAX = 500000


def _random(rng, n, m):
    def literal():
        return rng.choice((-1, 1)) * rng.randint(1, n)
    return n, ["%d %d 0" % (literal(), literal()) for _ in range(m)]


def _cycle_unsat(rng):
    n = MAX - 2
    lines = ["%d %d 0" % (i, -(i + 1)) for i in range(1, n)] + ["%d -1 0" % n]
    lines.append("%d %d 0" % (rng.randint(1, n), rng.randint(1, n)))
    lines.append("%d %d 0" % (-rng.randint(1, n), -rng.randint(1, n)))
    return n, lines


def _long_chain(seed):
    n = MAX

    def flip(i):
        if seed & 1:
            i = -i
        if seed & 2:
            i = (n + 1 if i > 0 else -(n + 1)) - i
        return i
    return n, ["%d %d 0" % (flip(-i), flip(-n if i == n else i + 1)) for i in range(1, n + 1)]


def generate(kind, seed):
    rng = random.Random(seed)
    if kind == "random":
        return _random(rng, rng.randint(1, MAX), rng.randint(1, MAX))
    if kind == "max_random":
        return _random(rng, MAX, MAX)
    if kind == "cycle_unsat":
        return _cycle_unsat(rng)
    if kind == "long_chain":
        return _long_chain(seed)
    raise SystemExit("unknown kind %r" % kind)


def main():
    n, lines = generate(sys.argv[1], int(sys.argv[2]))
    sys.stdout.write("p cnf %d %d\n%s\n" % (n, len(lines), "\n".join(lines)))


if __name__ == "__main__":
    main()
