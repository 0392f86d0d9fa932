#!/usr/bin/env python3
"""Random weighted partial MaxSAT formulas (current WCNF format) for tests and benchmarks.

    python3 bench/gen_wcnf.py VARIABLES SEED [--hard-ratio R] [--soft-ratio R]
        [--weights W] > file.wcnf

Hard clauses: random 3-CNF with R * VARIABLES clauses (default 2.0, satisfiable with high
probability). Soft clauses: R * VARIABLES random clauses of 1 or 2 literals, weights drawn
from 1..W (W = 1: unweighted).
"""
import argparse
import random


def random_wcnf(num_vars, seed, hard_ratio=2.0, soft_ratio=2.0, max_weight=10):
    rng = random.Random(seed)

    def clause(size):
        vs = rng.sample(range(1, num_vars + 1), size)
        return [v if rng.random() < 0.5 else -v for v in vs]

    hard = [clause(3) for _ in range(int(hard_ratio * num_vars))]
    soft = [(rng.randint(1, max_weight), clause(rng.choice((1, 1, 2))))
            for _ in range(int(soft_ratio * num_vars))]
    return hard, soft


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variables", type=int)
    parser.add_argument("seed", type=int)
    parser.add_argument("--hard-ratio", type=float, default=2.0)
    parser.add_argument("--soft-ratio", type=float, default=2.0)
    parser.add_argument("--weights", type=int, default=10)
    args = parser.parse_args()
    hard, soft = random_wcnf(args.variables, args.seed, args.hard_ratio, args.soft_ratio,
                             args.weights)
    out = ["c random weighted partial MaxSAT: %d variables, seed %d"
           % (args.variables, args.seed)]
    out += ["h " + " ".join(map(str, c)) + " 0" for c in hard]
    out += ["%d " % w + " ".join(map(str, c)) + " 0" for w, c in soft]
    print("\n".join(out))


if __name__ == "__main__":
    main()
