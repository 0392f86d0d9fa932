"""Minesweeper: which covered squares are surely mines or surely safe.

Modes:
    minesweeper.py [--method {complete,2sat}] [--probabilities] < boards
        analyse the boards of the input (the default mode)
    minesweeper.py autoplay --rows R --cols C --mines M (--games G --seed S | --seed-range A:B)
                            [--first-click {safe,zero}] [--policy P] [--jobs N]
        play seeded games with the solver: wins, rate, 95% Wilson interval, games/s;
        game g of --seed-range A:B uses random.Random(g), so shards merge exactly
    minesweeper.py merge [SUMMARY_FILE ...]
        merge autoplay summaries of disjoint seed ranges into one
    minesweeper.py MODE --help
        the options of one mode

Board format (input): boards one after another, each a line `R C` or `R C M` (R rows,
C columns, M the total number of mines if known), then R lines of C characters:
    0-8   an opened square showing its number
    .     a covered square
    F     a flag (counted as a mine)
    * o   the marks of this program's output: `*` reads as a flag, `o` as covered,
          so an answer can be fed back in
Blank lines between boards are skipped. Example:
    2 4
    ....
    1121

Output: per board, the board with sure mines as `*` and sure-safe squares as `o`, or
`INCONSISTENT`; a blank line between boards. With --probabilities, each undecided covered
square follows as `row col p num/den` (1-based, p to 6 places, then the exact
fraction). To play Minesweeper: play/minesweeper.py. See docs/minesweeper.md.
"""

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, int_arg
from lib.io.judge import InputError, read_input, run, show_token, to_int, write_output
from lib.puzzles.minesweeper import analyze, format_deduction
from lib.puzzles.minesweeper_format import parse_boards
from lib.puzzles.minesweeper_game import DEFAULT_POLICY, GuessPolicy
from lib.puzzles.minesweeper_sim import Summary, game_seeds, play_games
from lib.puzzles.minesweeper_sim import merge_summaries, parse_summaries
from lib.puzzles.minesweeper_twosat import deduce_2sat

MAX_SIDE = 99                   # the largest side of an autoplay board
MAX_GAMES = 10 ** 7
MAX_JOBS = 256


def _probability_lines(board, result):
    lines = []
    cols = board.cols
    for i in result.undecided():
        p = result.probability(i)
        lines.append("%d %d %.6f %d/%d" % (i // cols + 1, i % cols + 1, float(p),
                                          p.numerator, p.denominator))
    return lines


def solve_boards(args):
    boards = parse_boards(read_input())
    blocks = []
    for board in boards:
        if args.method == "2sat":
            marks = deduce_2sat(board)
            if marks is None:
                blocks.append("INCONSISTENT")
            else:
                mines, safe = marks
                blocks.append(board.text(dict([(i, "*") for i in mines] +
                                              [(i, "o") for i in safe])))
            continue
        result = analyze(board)
        block = format_deduction(board, result)
        if args.probabilities and result.consistent:
            block = "\n".join([block] + _probability_lines(board, result))
        blocks.append(block)
    write_output("\n\n".join(blocks) + "\n")


def _seed_range(text):
    """`A:B` with 0 <= A < B: the games with seeds A, A+1, ..., B-1."""
    import argparse
    parts = text.split(":")
    bounds = [to_int(part, 0, 2 ** 63 - 1) for part in parts] if len(parts) == 2 else [None]
    if None in bounds or not bounds[0] < bounds[1]:
        raise argparse.ArgumentTypeError("must be A:B with integers 0 <= A < B, got %s"
                                         % show_token(text))
    return bounds[0], bounds[1]


def _policy(text):
    import argparse
    try:
        return GuessPolicy.parse(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


AUTOPLAY_DOC = """Play seeded games with the solver: wins, rate, 95% Wilson interval, games/s.

Give --games G and --seed S (the games' seeds drawn from S), or --seed-range A:B (game g
uses random.Random(g), so the summaries of disjoint ranges merge exactly: see `merge`).
The other modes: minesweeper.py --help. See docs/minesweeper.md.
"""
MERGE_DOC = """Merge autoplay summaries of disjoint seed ranges into one.

The other modes: minesweeper.py --help. See docs/minesweeper.md.
"""


def autoplay_parser():
    parser = argument_parser(AUTOPLAY_DOC, prog="minesweeper.py autoplay")
    parser.add_argument("--rows", type=int_arg(1, MAX_SIDE), required=True)
    parser.add_argument("--cols", type=int_arg(1, MAX_SIDE), required=True)
    parser.add_argument("--mines", type=int_arg(0, MAX_SIDE * MAX_SIDE), required=True)
    parser.add_argument("--games", type=int_arg(1, MAX_GAMES),
                        help="number of games, seeded from --seed")
    parser.add_argument("--seed", type=int_arg(-2 ** 63, 2 ** 63 - 1),
                        help="master seed for --games")
    parser.add_argument("--seed-range", type=_seed_range, metavar="A:B",
                        help="play the games with seeds A to B-1 instead")
    parser.add_argument("--first-click", choices=("safe", "zero"), default="safe")
    parser.add_argument("--policy", type=_policy,
                        help="'all', 'none' or parts joined by commas, from: %s "
                             "(default: %s)" % (", ".join(GuessPolicy.PARTS),
                                                DEFAULT_POLICY.name()))
    parser.add_argument("--jobs", type=int_arg(1, MAX_JOBS), default=1, help="worker processes")
    return parser


def autoplay(argv):
    parser = autoplay_parser()
    args = parser.parse_args(argv)
    if not 0 <= args.mines < args.rows * args.cols:
        parser.error("--mines must be between 0 and rows * cols - 1 = %d"
                     % (args.rows * args.cols - 1))
    if args.seed_range is not None:
        if args.games is not None or args.seed is not None:
            parser.error("--seed-range replaces --games and --seed")
        seeds = range(*args.seed_range)
        ranges = [args.seed_range]
    else:
        if args.games is None or args.seed is None:
            parser.error("give --games and --seed, or --seed-range")
        seeds = game_seeds(args.seed, args.games)
        ranges = [(-1 - args.seed, args.games)]
    policy = args.policy or DEFAULT_POLICY
    start = time.perf_counter()
    results = play_games(args.rows, args.cols, args.mines, seeds, args.first_click,
                         policy, args.jobs)
    summary = Summary(args.rows, args.cols, args.mines, args.first_click,
                      policy.name(), ranges, sum(results), len(results),
                      time.perf_counter() - start, args.jobs)
    write_output(summary.text())


def merge(argv):
    parser = argument_parser(MERGE_DOC, prog="minesweeper.py merge")
    parser.add_argument("files", nargs="*", help="summary files (default: stdin)")
    args = parser.parse_args(argv)
    texts = []
    for name in args.files:
        try:
            with open(name) as f:
                texts.append(f.read())
        except (OSError, UnicodeDecodeError) as e:
            raise InputError("%s: cannot read: %s" % (name, e))
    if not args.files:
        texts.append(read_input().decode("utf-8", "replace"))
    write_output(merge_summaries(parse_summaries("\n".join(texts))).text())


def main():
    argv = sys.argv[1:]
    if argv[:1] == ["autoplay"]:
        return autoplay(argv[1:])
    if argv[:1] == ["merge"]:
        return merge(argv[1:])
    parser = argument_parser(__doc__)
    parser.add_argument("--method", choices=("complete", "2sat"), default="complete",
                        help="complete deduction (default) or the 2-SAT approximation")
    parser.add_argument("--probabilities", action="store_true",
                        help="also print the mine probability of every undecided square")
    args = parser.parse_args(argv)
    if args.probabilities and args.method == "2sat":
        parser.error("--probabilities needs the complete method")
    solve_boards(args)
    return 0


if __name__ == "__main__":
    run(main)
