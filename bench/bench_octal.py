#!/usr/bin/env python3
"""Octal games: periods found and proven, timed (run it with the interpreter to measure).

    pypy3 bench/bench_octal.py --game 0.16 [--plain] [--runs R]
        time find_period on one game (best of R); --plain: the quadratic scan of every
        split pair instead of the sparse-space method, for comparison
    pypy3 bench/bench_octal.py --table [--budget S]
        every game of tests/data/octal/periods.tsv (published pre-periods and periods):
        the same answer, proven, and the time of each (a game past S seconds is stopped)
    pypy3 bench/bench_octal.py --published [--limit N] [--budget S]
        every code 0.abc, 4.ab, 4.abc against the published classification
        (tests/data/octal/published-*.tsv): its canonical game, the pre-period and period
        the tables give it, and ours (proven) for those under 100,000; one line a code
    pypy3 bench/bench_octal.py --tame N
        every code 0.abc and 4.ab: the first of heaps 0 .. N-1 that is not tame in misère
        play (lib/game_theory/misere.py), with its genus; one line a code
    pypy3 bench/bench_octal.py --sweep [--limit N] [--budget S] [--part I/K] [--codes C ...]
        every code 0.abc and 4.ab (or the codes given): the period proven within N values
        and S seconds, or "none"; one tab-separated line a code

Times are CPU seconds of this process (wall-clock too); the machine is shared, so figures are
noisy: docs/notes/octal.md gives them with the load they were taken under.
"""
import argparse
import itertools
import os
import sys
import time
from collections import namedtuple

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from lib.game_theory.octal import parse_game  # noqa: E402
from lib.game_theory.nim_sequence import NimSequence, nim_sequence  # noqa: E402
from lib.game_theory.periodicity import find_period  # noqa: E402
from lib.game_theory.misere import GenusTable, format_genus  # noqa: E402

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data", "octal")
TABLE = os.path.join(DATA, "periods.tsv")
LISTED = 4000                   # values of a trivial game spelled out from its listing
SHIFTS = range(-3, 4)           # heaps by which an equivalent game's sequence may be offset


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


def data_rows(name):
    with open(os.path.join(DATA, name)) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                yield line.rstrip("\n").split("\t")


Published = namedtuple("Published", "game status preperiod period values")


def read_published():
    """The published classification: canonical game -> Published (values: the listed
    values of a trivial game as a list, else None), and code -> equivalent game."""
    games = {}
    for row in data_rows("published-games.tsv"):
        game, status, pre, period, text = row[:5]
        values = None
        if text:
            listed = [int(c, 36) for c in text.replace("(", "").replace(")", "")]
            values = listed + listed[int(pre):] * (LISTED // int(period))
        games[game] = Published(game, status, int(pre) if pre else None,
                                int(period) if period else None, values)
    games["0"] = Published("0", "trivial", 0, 1, [0] * LISTED)    # no moves (not listed)
    lookup = {code: target for code, target in data_rows("published-lookup.tsv")}
    return games, lookup


def canonical(code, lookup):
    """The published game equivalent to `code` (trailing zeros dropped, then looked up)."""
    head, tail = code.split(".")
    tail = tail.rstrip("0")
    short = head if not tail else head + "." + tail
    target = lookup.get(short, "-")
    return short if target == "-" else target


def offset(ours, theirs):
    """The d in SHIFTS with ours[n] = theirs[n - d] (and 0 below d) over both lists'
    common length, or None."""
    for d in SHIFTS:
        count = min(len(ours), len(theirs) + d)
        if all(ours[n] == (theirs[n - d] if n >= d else 0) for n in range(count)):
            return d
    return None


def smallest_preperiod(values, period):
    """The first heap from which `values` (long enough) repeat with `period`."""
    e = len(values) - period
    while e > 0 and values[e - 1] == values[e - 1 + period]:
        e -= 1
    return e


def expected_period(code, games, lookup, count=3000):
    """(canonical game, status, d, pre-period, period) that the published tables give
    for `code`: its canonical game's, moved by the offset d between the two sequences
    (found from `count` computed values of the code against the listed values, or the
    canonical game's computed ones). d is None if no offset fits: a mismatch."""
    game = canonical(code, lookup)
    entry = games.get(game)
    if entry is None or entry.status == "unsolved":
        return game, entry.status if entry else "missing", None, None, None
    ours = nim_sequence(parse_game(code), count)
    theirs = entry.values or nim_sequence(parse_game(game), count)
    d = offset(ours, theirs)
    if d is None or entry.values is None:
        return game, entry.status, d, None if d is None else entry.preperiod + d, entry.period
    shifted = [entry.values[n - d] if n >= d else 0 for n in range(len(entry.values) + d)]
    return game, entry.status, d, smallest_preperiod(shifted, entry.period), entry.period


def every_code(four_point_three=False):
    """0.abc and 4.ab (the sweep's codes); with the flag also 4.abc."""
    codes = ["0." + "".join(d) for d in itertools.product("01234567", repeat=3)]
    codes += ["4." + "".join(d) for d in itertools.product("01234567", repeat=2)]
    if four_point_three:
        codes += ["4." + "".join(d) for d in itertools.product("01234567", repeat=3)]
    return codes


def check_published(limit, budget):
    """Every code 0.abc, 4.ab and 4.abc against the published tables: one line a code."""
    games, lookup = read_published()
    worst = 0.0
    for code in every_code(four_point_three=True):
        game, status, d, pre, period = expected_period(code, games, lookup)
        if status in ("unsolved", "missing"):
            print("%s\t%s\t%s\t-\t-\tnot run" % (code, game, status), flush=True)
            continue
        if pre is None:
            print("%s\t%s\t%s\t-\t-\tOFFSET MISMATCH" % (code, game, status), flush=True)
            continue
        if pre + period >= 100000:
            print("%s\t%s\t%s\t%d\t%d\tnot run (pre-period + period >= 100,000)"
                  % (code, game, status, pre, period), flush=True)
            continue
        found, seconds, wall, rare = timed_period(code, limit, budget)
        ok = found not in (None, "timeout") and (found.preperiod, found.period) == (pre, period)
        worst = max(worst, seconds)
        print("%s\t%s\t%s\t%d\t%d\t%s\tcpu %.2f s\t%s" % (
            code, game, status, pre, period,
            found if found in (None, "timeout") else "%d %d" % found[:2], seconds,
            "ok" if ok else "MISMATCH"), flush=True)
    print("slowest cpu %.2f s" % worst)


def tame_sweep(count):
    """Every code 0.abc and 4.ab: the first heap (below `count`) that is not tame, its
    genus (if known), and the CPU seconds of the analysis."""
    for code in every_code():
        start = time.process_time()
        game = parse_game(code)
        table = GenusTable(game, nim_sequence(game, count))
        table.extend(count)
        h = table.first_untame
        genus = "-" if h is None or table.heaps[h].genus is None \
            else format_genus(table.heaps[h].genus)
        print("%s\t%s\t%s\t%.2f" % (code, "tame" if h is None else h, genus,
                                     time.process_time() - start), flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--game")
    mode.add_argument("--table", action="store_true")
    mode.add_argument("--sweep", action="store_true")
    mode.add_argument("--published", action="store_true")
    mode.add_argument("--tame", type=int, metavar="N")
    parser.add_argument("--plain", action="store_true")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--limit", type=int, default=2 * 10 ** 6)
    parser.add_argument("--budget", type=float, default=None)
    parser.add_argument("--part", default="1/1", metavar="I/K",
                        help="--sweep: only the I-th of K equal slices of the codes")
    parser.add_argument("--skip", type=int, default=0,
                        help="--sweep: leave out the first codes of the slice")
    parser.add_argument("--codes", nargs="+", metavar="CODE",
                        help="--sweep: only these codes (in this order)")
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
    elif args.published:
        check_published(args.limit, args.budget)
    elif args.tame:
        tame_sweep(args.tame)
    else:
        codes = every_code()
        if args.codes:
            codes = args.codes
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
