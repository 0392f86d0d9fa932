#!/usr/bin/env python3
"""PBEnc clause counts: lib.sat.pb beside PBLib (through pypblib) and python-sat's PBEnc
(which now encodes through the pindakaas package, not PBLib), for the same encodings on
random constraints; a peer that is not installed is left out.

    pip install pypblib; python3 bench/bench_pb.py
    PYTHONPATH=<where pindakaas is> python3 bench/bench_pb.py --peer pysat
    python3 bench/bench_pb.py --bases      # sortnetwrk: base 2 against the greedy base

Constraints `n-wmax-s`: n literals with weights 1..wmax (seed s), at most a third of the
weight sum. Prints each encoding's clauses, ours / the peer's (ratio).
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import table  # noqa: E402
from lib.sat.pb import PBEnc  # noqa: E402

ENCODINGS = ("bdd", "seqcounter", "sortnetwrk", "adder", "binmerge", "best")
CASES = [(10, 10, 1), (20, 10, 2), (30, 20, 3), (50, 5, 4), (50, 50, 5), (100, 10, 6),
         (100, 1000, 7), (60, 10 ** 6, 8)]
TOO_BIG = 300000             # seqcounter's table (n * bound) above this is left out


def pblib_counter():
    from pypblib import pblib
    names = {"bdd": pblib.PB_BDD, "seqcounter": pblib.PB_SWC,
             "sortnetwrk": pblib.PB_SORTINGNETWORKS, "adder": pblib.PB_ADDER,
             "binmerge": pblib.PB_BINARY_MERGE, "best": pblib.PB_BEST}

    def count(lits, weights, bound, encoding):
        config = pblib.PBConfig()
        config.set_PB_Encoder(names[encoding])
        constraint = pblib.PBConstraint(
            [pblib.WeightedLit(x, w) for x, w in zip(lits, weights)], pblib.LEQ, bound)
        out = pblib.VectorClauseDatabase(config)
        pblib.Pb2cnf(config).encode(constraint, out, pblib.AuxVarManager(len(lits) + 1))
        return len(out.get_clauses())
    return count


def pysat_counter():
    from pysat.pb import EncType, PBEnc as Peer

    def count(lits, weights, bound, encoding):
        return len(Peer.leq(lits=lits, weights=weights, bound=bound,
                            encoding=getattr(EncType, encoding)).clauses)
    return count


def compare_bases(runs=300):
    """How often sortnetwrk's greedy prime base gives fewer clauses than base 2, on
    random constraints of 3-60 literals with weights up to 5-1000."""
    from lib.sat import pb
    rng = random.Random(1)
    tally = {"greedy": 0, "base 2": 0, "equal or base 2 only": 0}
    for _ in range(runs):
        n, wmax = rng.randint(3, 60), rng.choice([5, 10, 30, 100, 1000])
        weights = [rng.randint(1, wmax) for _ in range(n)]
        bound = sum(weights) // rng.choice([2, 3, 5])
        terms = sorted(((w, i + 1) for i, w in enumerate(weights) if w <= bound),
                       reverse=True)
        sizes = [len(pb._radix(terms, bound, pb._Scratch(), base))
                 for base in pb._bases(terms)]
        key = "equal or base 2 only" if len(sizes) < 2 or sizes[0] == sizes[1] else \
            "greedy" if sizes[1] < sizes[0] else "base 2"
        tally[key] += 1
    print("fewer clauses, of %d constraints: %s" % (runs, tally))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peer", choices=("pblib", "pysat"), default="pblib")
    parser.add_argument("--bases", action="store_true", help="base 2 against greedy only")
    args = parser.parse_args()
    if args.bases:
        compare_bases()
        return
    count = pblib_counter() if args.peer == "pblib" else pysat_counter()
    rows = []
    for n, wmax, seed in CASES:
        rng = random.Random(seed)
        weights = [rng.randint(1, wmax) for _ in range(n)]
        lits = list(range(1, n + 1))
        bound = sum(weights) // 3
        row = ["%d-%d-%d" % (n, wmax, seed)]
        for e in ENCODINGS:
            if e == "seqcounter" and n * bound > TOO_BIG:
                row.append("-")
                continue
            try:
                ours = len(PBEnc.leq(lits, weights, bound, encoding=e).clauses)
            except ValueError:             # past MAX_SIZE nodes
                row.append("too large")
                continue
            theirs = count(lits, weights, bound, e)
            row.append("%d / %d (%.2f)" % (ours, theirs, ours / theirs))
        rows.append(row)
    print(table(["constraint"] + list(ENCODINGS), rows))


if __name__ == "__main__":
    main()
