"""Paired comparison of Minesweeper guessing policies on the same seeds.

    pypy3 bench/minesweeper_paired.py --seed-range 0:2000 --policy none --policy all
                                      [--rows 16 --cols 30 --mines 99] [--first-click safe]
                                      [--jobs 1] [--outcomes DIR]
                                      [--against FILE [--against-from SEED]]

Every policy plays the games with seeds A..B-1 (the same games, since a game's layout
depends only on its seed). Printed per policy: wins, win rate, 95% Wilson interval,
games per second (wall clock and CPU time of this process; with --jobs 1 the CPU time
is the fairer figure on a shared machine); and against the first policy the games only
one of the two won, with the two-sided sign-test p-value of that split. Most games
end the same under every policy, so the split of the differing games tells two
policies apart with far fewer games than two independent win rates. `--outcomes DIR`
writes each policy's per-seed results (one 0/1 character per game) to DIR/<policy>.txt.
`--against FILE` pairs every policy with saved per-game results as well (such a file, or
the one `minesweeper_hill.py --outcomes` writes for Hill's solver; SEED: the seed of its
first game, 0 unless given), so a peer played once is not played again: each policy's
line then ends with the games only it won, only the file's, and the sign test.
"""
import argparse
import os
import sys
import time
from fractions import Fraction
from math import comb

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from lib.puzzles.minesweeper.policy import GuessPolicy  # noqa: E402
import minesweeper_parts  # noqa: E402,F401  (the parts measured as no gain join the table)
from lib.puzzles.minesweeper.runs import play_games, wilson_interval  # noqa: E402


def sign_test(only_a, only_b):
    """Two-sided sign-test p-value of `only_a` against `only_b` differing games."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    tail = sum(comb(n, k) for k in range(min(only_a, only_b) + 1))
    return min(1.0, float(Fraction(2 * tail, 2 ** n)))     # 2 ** n: no float past n = 1023


def seed_range(text):
    a, b = (int(part) for part in text.split(":"))
    if not 0 <= a < b:
        raise argparse.ArgumentTypeError("need A:B with 0 <= A < B")
    return a, b


def run_policy(args, name):
    """(per-seed wins, wall seconds, CPU seconds) of one policy."""
    wall, cpu = time.perf_counter(), time.process_time()
    wins = play_games(args.rows, args.cols, args.mines, range(*args.seed_range),
                      args.first_click, GuessPolicy.parse(name), args.jobs)
    cpu = time.process_time() - cpu if args.jobs == 1 else None   # workers not counted
    return wins, time.perf_counter() - wall, cpu


def read_against(path, start, seeds):
    """The saved results of `seeds` from `path` (one 0/1 character per game, the
    first of seed `start`), or None when it does not cover them."""
    with open(path) as f:
        text = f.read().strip()
    if set(text) - {"0", "1"} or not start <= seeds.start or seeds.stop > start + len(text):
        return None
    return [c == "1" for c in text[seeds.start - start:seeds.stop - start]]


def only_won(wins, other):
    """(games only `wins` won, games only `other` won), paired game by game."""
    return (sum(1 for a, b in zip(wins, other) if a and not b),
            sum(1 for a, b in zip(wins, other) if b and not a))


def split(name, wins, other):
    """"; vs NAME: ..." the games only `wins` won, only `other`, and the sign test."""
    only_this, only_other = only_won(wins, other)
    return "; vs %s: won only here %d, only there %d, sign test p = %.2f" % (
        name, only_this, only_other, sign_test(only_this, only_other))


def report(name, wins, wall, cpu, first):
    games, won = len(wins), sum(wins)
    lo, hi = wilson_interval(won, games)
    line = ("%-28s won %d of %d, %.2f%% (%.2f%%-%.2f%%); %.1f games/s wall"
            % (name, won, games, 100.0 * won / games, 100 * lo, 100 * hi, games / wall))
    if cpu is not None:
        line += ", %.1f per CPU s" % (games / max(cpu, 1e-9))
    if first is not None:
        line += split("first", wins, first)
    return line


def games_parser(description, first_click="safe", seeds_required=True):
    """An argument parser with the board (expert by default), the first-click rule and
    the seed range."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--rows", type=int, default=16)
    parser.add_argument("--cols", type=int, default=30)
    parser.add_argument("--mines", type=int, default=99)
    parser.add_argument("--first-click", choices=("safe", "zero"), default=first_click)
    parser.add_argument("--seed-range", type=seed_range, required=seeds_required,
                        metavar="A:B")
    return parser


def main():
    parser = games_parser(__doc__.splitlines()[0])
    parser.add_argument("--policy", action="append", required=True,
                        help="a policy name (repeat: the first is the reference)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--outcomes", metavar="DIR", help="write per-seed results here")
    parser.add_argument("--against", metavar="FILE", help="saved per-game results to pair with")
    parser.add_argument("--against-from", type=int, default=0, metavar="SEED",
                        help="the seed of the first game in --against (default 0)")
    args = parser.parse_args()
    against = None
    if args.against:
        against = read_against(args.against, args.against_from, range(*args.seed_range))
        if against is None:
            parser.error("%s does not hold seeds %d:%d from seed %d"
                         % ((args.against,) + args.seed_range + (args.against_from,)))
        print("%-28s won %d of %d" % (os.path.basename(args.against), sum(against),
                                      len(against)), flush=True)
    first = None
    for name in args.policy:
        wins, wall, cpu = run_policy(args, name)
        line = report(name, wins, wall, cpu, first)
        if against is not None:
            line += split(os.path.basename(args.against), wins, against)
        print(line, flush=True)
        if args.outcomes:
            os.makedirs(args.outcomes, exist_ok=True)
            with open(os.path.join(args.outcomes, name + ".txt"), "w") as f:
                f.write("".join("1" if w else "0" for w in wins) + "\n")
        first = wins if first is None else first


if __name__ == "__main__":
    main()
