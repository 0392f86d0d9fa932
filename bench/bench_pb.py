#!/usr/bin/env python3
"""PBEnc clause counts: lib.sat.pb beside python-sat's PBEnc (which now encodes through
the pindakaas package, not PBLib) for the same encodings on random constraints.

    PYTHONPATH=<where pindakaas is> python3 bench/bench_pb.py

Constraints `n-wmax-s`: n literals with weights 1..wmax (seed s), at most a third of the
weight sum. Prints each encoding's clauses, ours / python-sat's.
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import table  # noqa: E402
from lib.sat.pb import PBEnc  # noqa: E402

ENCODINGS = ("bdd", "seqcounter", "sortnetwrk", "adder", "best")
CASES = [(10, 10, 1), (20, 10, 2), (30, 20, 3), (50, 5, 4), (50, 50, 5), (100, 10, 6)]


def main():
    from pysat.pb import EncType, PBEnc as Peer
    rows = []
    for n, wmax, seed in CASES:
        rng = random.Random(seed)
        weights = [rng.randint(1, wmax) for _ in range(n)]
        lits = list(range(1, n + 1))
        bound = sum(weights) // 3
        row = ["%d-%d-%d" % (n, wmax, seed)]
        for e in ENCODINGS:
            ours = len(PBEnc.leq(lits, weights, bound, encoding=e).clauses)
            theirs = len(Peer.leq(lits=lits, weights=weights, bound=bound,
                                  encoding=getattr(EncType, e)).clauses)
            row.append("%d / %d (%.2f)" % (ours, theirs, ours / theirs))
        rows.append(row)
    print(table(["constraint"] + list(ENCODINGS), rows))


if __name__ == "__main__":
    main()
