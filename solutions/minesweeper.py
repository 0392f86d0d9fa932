"""Minesweeper: which covered squares are surely mines or surely safe.

    minesweeper.py [--method {complete,2sat}] [--probabilities] < boards
    minesweeper.py autoplay --rows R --cols C --mines M --games G --seed S
                            [--first-click {safe,zero}]

Input: boards, each a line `R C` or `R C M` then R lines of `0-8` (opened), `.`
(covered), `F` (flagged). Output per board: the board with sure mines as `*` and sure
safe squares as `o`, or `INCONSISTENT`; a blank line between boards. With
--probabilities, each undecided covered square follows as `row col p num/den` (1-based,
p to 6 places, then the exact fraction). To play Minesweeper: play/minesweeper.py.
See docs/minesweeper.md.
"""
import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.judge import InputError, read_input, run, write_output
from lib.puzzles.minesweeper import analyze, format_deduction, parse_boards
from lib.puzzles.minesweeper_game import MinesGame, autoplay_game
from lib.puzzles.minesweeper_twosat import deduce_2sat


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise InputError("arguments: " + message)


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


def autoplay(args):
    if args.rows < 1 or args.cols < 1:
        raise InputError("arguments: --rows and --cols must be at least 1")
    if not 0 <= args.mines < args.rows * args.cols:
        raise InputError("arguments: --mines must be between 0 and rows * cols - 1")
    if args.games < 1:
        raise InputError("arguments: --games must be at least 1")
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
    if argv[:1] == ["autoplay"]:
        parser = _Parser(prog="minesweeper.py autoplay")
        parser.add_argument("--rows", type=int, required=True)
        parser.add_argument("--cols", type=int, required=True)
        parser.add_argument("--mines", type=int, required=True)
        parser.add_argument("--games", type=int, required=True)
        parser.add_argument("--seed", type=int, required=True)
        parser.add_argument("--first-click", choices=("safe", "zero"), default="safe")
        autoplay(parser.parse_args(argv[1:]))
        return 0
    parser = _Parser(prog="minesweeper.py")
    parser.add_argument("--method", choices=("complete", "2sat"), default="complete")
    parser.add_argument("--probabilities", action="store_true")
    args = parser.parse_args(argv)
    if args.probabilities and args.method == "2sat":
        raise InputError("arguments: --probabilities needs the complete method")
    solve_boards(args)
    return 0


if __name__ == "__main__":
    run(main)
