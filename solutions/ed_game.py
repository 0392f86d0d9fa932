"""E&D (SDOI2009, Luogu P2148): does the first player win each game?

    python3 solutions/ed_game.py < input       the judge solution: YES or NO per game
    python3 solutions/ed_game.py --table K     brute-force Grundy table of one group,
                                               1 <= x, y <= K (K <= 1000)

Input: T, then per game a line with N (even, >= 2) and a line with the N piles (>= 1).
Blank lines and extra spaces are ignored; the line structure itself is checked, so a
short or long pile line is reported where it is. The size limits of the statement
(T <= 20, N <= 20000, S_i <= 2e9) are not enforced: the answer is exact for any size.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.judge import InputError, read_input, run, show_token, write_output
from lib.game_theory.ed_game import first_player_wins, group_table

TABLE_LIMIT = 1000


def _content_lines(data):
    """(line number, tokens) of every line that is not blank."""
    for number, line in enumerate(data.split(b"\n"), 1):
        tokens = line.split()
        if tokens:
            yield number, tokens


def _next_line(lines, what):
    for number, tokens in lines:
        return number, tokens
    raise InputError("end of input: expected %s" % what)


def _int_token(number, token, what):
    if token.isdigit() or (token[:1] == b"-" and token[1:].isdigit()):
        try:
            return int(token)
        except ValueError:  # over the int-from-string digit limit (3.11+, 3.8.14+, PyPy)
            raise InputError("line %d: %s has too many digits (%d)"
                             % (number, what, len(token))) from None
    raise InputError("line %d: %s: expected an integer, got %s"
                     % (number, what, show_token(token)))


def _single_int(lines, what):
    number, tokens = _next_line(lines, what)
    if len(tokens) != 1:
        raise InputError("line %d: expected only %s, found %d tokens"
                         % (number, what, len(tokens)))
    return number, _int_token(number, tokens[0], what)


def _report_bad_pile(number, tokens, game):
    for index, token in enumerate(tokens, 1):
        what = "game %d, pile %d" % (game, index)
        value = _int_token(number, token, what)
        if value < 1:
            raise InputError("line %d: %s is %d, a pile must be at least 1"
                             % (number, what, value))
    raise AssertionError("no bad pile on line %d" % number)


def _piles(lines, game, count):
    number, tokens = _next_line(lines, "the %d piles of game %d" % (count, game))
    if len(tokens) != count:
        raise InputError("line %d: game %d: expected %d piles, found %d"
                         % (number, game, count, len(tokens)))
    try:
        piles = list(map(int, tokens))
    except ValueError:
        piles = None
    # int() also takes "+5" and "1_0": the digit test keeps the format strict.
    if piles is None or min(piles) < 1 or not b"".join(tokens).isdigit():
        _report_bad_pile(number, tokens, game)
    return piles


def parse_games(data):
    """The pile lists of every game in the input bytes; InputError on bad input."""
    lines = _content_lines(data)
    number, count = _single_int(lines, "the number of games T")
    if count < 1:
        raise InputError("line %d: T must be at least 1, got %d" % (number, count))
    games = []
    for game in range(1, count + 1):
        number, piles = _single_int(lines, "the number of piles N of game %d" % game)
        if piles < 2 or piles % 2:
            raise InputError("line %d: game %d: N must be even and at least 2, got %d"
                             % (number, game, piles))
        games.append(_piles(lines, game, piles))
    for number, tokens in lines:
        raise InputError("line %d: unexpected %s after the last game (T = %d)"
                         % (number, show_token(tokens[0]), count))
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


def _table_size(args):
    if len(args) != 2 or args[0] != "--table":
        raise InputError("usage: ed_game.py [--table K] (got %s)" % " ".join(args))
    try:
        size = int(args[1])
    except ValueError:
        size = 0
    if not 1 <= size <= TABLE_LIMIT:
        raise InputError("--table: K must be an integer from 1 to %d, got %s"
                         % (TABLE_LIMIT, show_token(args[1])))
    return size


def main(args=None):
    args = sys.argv[1:] if args is None else args
    if args:
        write_output(format_table(group_table(_table_size(args))))
        return
    games = parse_games(read_input())
    write_output("".join("YES\n" if first_player_wins(p) else "NO\n" for p in games))


if __name__ == "__main__":
    run(main)
