"""E&D (SDOI2009, Luogu P2148): does the first player win each game?

    python3 ed_game.py < input       the judge solution: YES or NO per game, one per line
    python3 ed_game.py --table K     the brute-force Grundy table of one group,
                                     1 <= x, y <= K (K <= 1000)

Input: T, then per game a line with N (even, >= 2) and a line with the N piles (>= 1).
Blank lines and extra spaces are ignored; the line structure itself is checked, so a
short or long pile line is reported where it is. Numbers may reach 10^18 (a 64-bit
judge's range), beyond the statement's limits (T <= 20, N <= 20000, S_i <= 2e9): the
answer is exact for any of them.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, int_arg
from lib.io.judge import read_input, refuse_empty, run, write_output
from lib.io.lines import LineReader
from lib.game_theory.ed_game import first_player_wins, group_table

TABLE_LIMIT = 1000
MAX_NUMBER = 10 ** 18
_MAX_DIGITS = len(str(MAX_NUMBER))


def _single_int(lines, low, what, *args):
    """The one number on the next line that is not blank."""
    tokens = lines.tokens(what, *args)
    if len(tokens) != 1:
        raise lines.error("expected only %s, found %d tokens" % (what % args, len(tokens)))
    return lines.int(tokens[0], low, MAX_NUMBER, what, *args)


def _piles(lines, game, count):
    tokens = lines.tokens("the %d piles of game %d", count, game)
    if len(tokens) != count:
        raise lines.error("game %d: expected %d piles, found %d" % (game, count, len(tokens)))
    # Fast check first (ASCII digits only, bounded length), then the exact reader names
    # the first bad pile.
    if b"".join(tokens).isdigit() and max(map(len, tokens)) <= _MAX_DIGITS:
        piles = list(map(int, tokens))
        if min(piles) >= 1 and max(piles) <= MAX_NUMBER:
            return piles
    return [lines.int(token, 1, MAX_NUMBER, "game %d, pile %d", game, index)
            for index, token in enumerate(tokens, 1)]


def parse_games(data):
    """The pile lists of every game in the input bytes; InputError on bad input."""
    refuse_empty(data)
    lines = LineReader(data)
    count = _single_int(lines, 1, "the number of games T")
    games = []
    for game in range(1, count + 1):
        piles = _single_int(lines, 0, "the number of piles N of game %d", game)
        if piles < 2 or piles % 2:
            raise lines.error("game %d: N must be even and at least 2, got %d" % (game, piles))
        games.append(_piles(lines, game, piles))
    lines.expect_end("the last game (T = %d)" % count)
    return games


def format_table(rows):
    """The Grundy table as an aligned grid: x down the side, y across the top."""
    k = len(rows)
    cell = max(len(str(k)), max(len(str(v)) for row in rows for v in row))
    side = max(len("x\\y"), len(str(k)))
    lines = ["x\\y".rjust(side) + "".join(" " + str(y).rjust(cell) for y in range(1, k + 1))]
    for x, row in enumerate(rows, 1):
        lines.append(str(x).rjust(side) + "".join(" " + str(v).rjust(cell) for v in row))
    return "\n".join(lines) + "\n"


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv:                    # a judge runs it without arguments: no argparse import then
        parser = argument_parser(__doc__)
        parser.add_argument("--table", type=int_arg(1, TABLE_LIMIT), metavar="K",
                            help="print the Grundy table of one group for 1 <= x, y <= K")
        args = parser.parse_args(argv)
        if args.table:
            write_output(format_table(group_table(args.table)))
            return
    games = parse_games(read_input())
    write_output("".join("YES\n" if first_player_wins(p) else "NO\n" for p in games))


if __name__ == "__main__":
    run(main)
