"""Minesweeper: which covered squares are surely mines or surely safe.

Modes:
    minesweeper.py [--method {complete,2sat}] [--probabilities] < boards
        analyse the boards of the input (the default mode)
    minesweeper.py autoplay --rows R --cols C --mines M --games G --seed S
                            [--first-click {safe,zero}]
        play G random games with the solver and print the win rate
    minesweeper.py play [--rows R --cols C --mines M] [--seed S]
        play in the terminal (docs/play.md)
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
fraction). See docs/minesweeper.md.
"""
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, int_arg
from lib.io.judge import read_input, run, write_output
from lib.puzzles.minesweeper import analyze, format_deduction
from lib.puzzles.minesweeper_format import parse_boards
from lib.puzzles.minesweeper_game import MinesGame, autoplay_game
from lib.puzzles.minesweeper_twosat import deduce_2sat
from lib.puzzles.minesweeper_terminal import play_mines

MAX_SIDE = 99                   # the largest side of a game board
MAX_GAMES = 10 ** 7


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


def wilson_interval(wins, games, z=1.96):
    """95% Wilson score interval of a win rate."""
    p = wins / float(games)
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * ((p * (1 - p) / games + z * z / (4.0 * games * games)) ** 0.5) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def autoplay(args, parser):
    if args.mines >= args.rows * args.cols:
        parser.error("--mines must be at most rows * cols - 1 (%d)" % (args.rows * args.cols - 1))
    master = random.Random(args.seed)
    wins = 0
    start = time.perf_counter()
    for _ in range(args.games):
        game = MinesGame(args.rows, args.cols, args.mines, random.Random(master.getrandbits(64)),
                         args.first_click)
        wins += autoplay_game(game)
    seconds = time.perf_counter() - start
    lo, hi = wilson_interval(wins, args.games)
    write_output("%dx%d with %d mines, first click %s: won %d of %d games, %.2f%% "
                 "(95%% interval %.2f%%-%.2f%%)\n%.2f games per second\n"
                 % (args.cols, args.rows, args.mines, args.first_click, wins, args.games,
                    100.0 * wins / args.games, 100 * lo, 100 * hi,
                    args.games / max(seconds, 1e-9)))


def main():
    argv = sys.argv[1:]
    if argv[:1] == ["play"]:
        return play_mines(argv[1:])
    if argv[:1] == ["autoplay"]:
        parser = argument_parser(__doc__, prog="minesweeper.py autoplay")
        parser.add_argument("--rows", type=int_arg(1, MAX_SIDE), required=True)
        parser.add_argument("--cols", type=int_arg(1, MAX_SIDE), required=True)
        parser.add_argument("--mines", type=int_arg(0, MAX_SIDE * MAX_SIDE), required=True)
        parser.add_argument("--games", type=int_arg(1, MAX_GAMES), required=True)
        parser.add_argument("--seed", type=int_arg(-2 ** 63, 2 ** 63 - 1), required=True)
        parser.add_argument("--first-click", choices=("safe", "zero"), default="safe")
        autoplay(parser.parse_args(argv[1:]), parser)
        return 0
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
