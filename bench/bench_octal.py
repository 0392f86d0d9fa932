#!/usr/bin/env python3
"""Octal games: periods found and proven, timed (run it with the interpreter to measure).

    pypy3 bench/bench_octal.py --game 0.16 [--plain] [--runs R]
        time find_period on one game (best of R); --plain: the quadratic scan of every
        split pair instead of the sparse-space method, for comparison
    pypy3 bench/bench_octal.py --table [--budget S]
        every game of tests/data/octal/periods.tsv (published pre-periods and periods):
        the same answer, proven, and the time of each (a game past S seconds is stopped)
    pypy3 bench/bench_octal.py --sweep [--limit N] [--budget S] [--part I/K]
        every code 0.abc and 4.ab: the period proven within N values and S seconds, or
        "none"; one tab-separated line a code

Times are CPU seconds of this process (wall-clock too); the machine is shared, so figures are
noisy: docs/notes/octal.md gives them with the load they were taken under.
"""
import argparse
import itertools
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from lib.game_theory.octal import parse_game  # noqa: E402
from lib.game_theory.nim_sequence import NimSequence  # noqa: E402
from lib.game_theory.periodicity import find_period  # noqa: E402

TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data",
                     "octal", "periods.tsv")


class OutOfTime(Exception):
    pass


def timed_period(code, limit, budget=None, plain=False):
    """(Period or None or 'timeout', CPU seconds, wall seconds, rare positions at the
    end). CPU time (of this process) is the figure: the machine is shared."""
    seq = NimSequence(parse_game(code), plain_below=limit + 1 if plain else 256)
    start, wall = time.process_time(), time.time()

    def watch(n):
        if budget is not None and time.process_time() - start > budget:
            raise OutOfTime()
    try:
        found = find_period(seq, limit, watch)
    except OutOfTime:
        found = "timeout"
    return found, time.process_time() - start, time.time() - wall, len(seq.rare)


def read_table(path=TABLE):
    rows = []
    with open(path) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                code, pre, period = line.split("\t")[:3]
                rows.append((code, int(pre), int(period)))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--game")
    mode.add_argument("--table", action="store_true")
    mode.add_argument("--sweep", action="store_true")
    parser.add_argument("--plain", action="store_true")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--limit", type=int, default=2 * 10 ** 6)
    parser.add_argument("--budget", type=float, default=None)
    parser.add_argument("--part", default="1/1", metavar="I/K",
                        help="--sweep: only the I-th of K equal slices of the codes")
    parser.add_argument("--skip", type=int, default=0,
                        help="--sweep: leave out the first codes of the slice")
    args = parser.parse_args()
    print("# %s %s" % (sys.implementation.name, sys.version.split()[0]))
    if args.game:
        best = None
        for _ in range(args.runs):
            found, seconds, wall, rare = timed_period(args.game, args.limit, args.budget,
                                                      args.plain)
            best = seconds if best is None else min(best, seconds)
            print("%s\t%s\tcpu %.2f s\twall %.2f s\trare %d"
                  % (args.game, found, seconds, wall, rare), flush=True)
        print("best cpu %.2f s" % best)
    elif args.table:
        worst = 0.0
        for code, pre, period in read_table():
            found, seconds, wall, rare = timed_period(code, args.limit, args.budget)
            ok = found not in (None, "timeout") and (found.preperiod, found.period) == (pre, period)
            worst = max(worst, seconds)
            print("%s\t%d\t%d\t%s\tcpu %.2f s\twall %.2f s\t%s"
                  % (code, pre, period, found, seconds, wall, "ok" if ok else "MISMATCH"),
                  flush=True)
        print("slowest cpu %.2f s" % worst)
    else:
        codes = ["0." + "".join(d) for d in itertools.product("01234567", repeat=3)]
        codes += ["4." + "".join(d) for d in itertools.product("01234567", repeat=2)]
        part, parts = map(int, args.part.split("/"))
        size = -(-len(codes) // parts)
        for code in codes[(part - 1) * size:part * size][args.skip:]:
            found, seconds, wall, rare = timed_period(code, args.limit, args.budget)
            if found in (None, "timeout"):
                text = "none\t%s" % (found or "limit")
            else:
                text = "%d\t%d" % (found.preperiod, found.period)
            print("%s\t%s\t%.2f\t%d" % (code, text, seconds, rare), flush=True)


if __name__ == "__main__":
    main()
