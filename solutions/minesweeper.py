"""Minesweeper: which covered squares are surely mines or surely safe.

    minesweeper.py [--method {complete,2sat}] [--probabilities] < boards
    minesweeper.py autoplay --rows R --cols C --mines M (--games G --seed S | --seed-range A:B)
                            [--first-click {safe,zero}] [--policy P] [--jobs N]
    minesweeper.py merge [SUMMARY_FILE ...]     (autoplay summaries of disjoint seed ranges)
    minesweeper.py play [--rows R --cols C --mines M] [--seed S]   (docs/play.md)

Input: boards, each a line `R C` or `R C M` then R lines of `0-8` (opened), `.`
(covered), `F` (flagged). Output per board: the board with sure mines as `*` and sure
safe squares as `o`, or `INCONSISTENT`; a blank line between boards. With
--probabilities, each undecided covered square follows as `row col p num/den` (1-based,
p to 6 places, then the exact fraction). See docs/minesweeper.md.
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.judge import InputError, read_input, run, write_output
from lib.puzzles.minesweeper import analyze, format_deduction, parse_boards
from lib.puzzles.minesweeper_game import GuessPolicy
from lib.puzzles.minesweeper_sim import MAX_SQUARES, Summary, game_seeds, play_games
from lib.puzzles.minesweeper_sim import merge_summaries, parse_summaries
from lib.puzzles.minesweeper_twosat import deduce_2sat
from lib.puzzles.minesweeper_terminal import play_mines


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


def _seed_range(text):
    """`A:B` with 0 <= A < B: the games with seeds A, A+1, ..., B-1."""
    parts = text.split(":")
    try:
        first, end = int(parts[0]), int(parts[1])
    except (ValueError, IndexError):
        first = end = None
    if len(parts) != 2 or first is None or not 0 <= first < end:
        raise argparse.ArgumentTypeError("must be A:B with integers 0 <= A < B, got %r"
                                         % text)
    return first, end


def _policy(text):
    try:
        return GuessPolicy.parse(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def autoplay_parser():
    parser = argparse.ArgumentParser(
        prog="minesweeper.py autoplay",
        description="Play seeded games with the solver; print wins, rate, 95%% Wilson "
                    "interval and games per second. Game g of --seed-range A:B uses "
                    "random.Random(g), so shards of a range merge exactly (mode merge).")
    parser.add_argument("--rows", type=int, required=True)
    parser.add_argument("--cols", type=int, required=True)
    parser.add_argument("--mines", type=int, required=True)
    parser.add_argument("--games", type=int, help="number of games, seeded from --seed")
    parser.add_argument("--seed", type=int, help="master seed for --games")
    parser.add_argument("--seed-range", type=_seed_range, metavar="A:B",
                        help="play the games with seeds A to B-1 instead")
    parser.add_argument("--first-click", choices=("safe", "zero"), default="safe")
    parser.add_argument("--policy", type=_policy, default=GuessPolicy(),
                        help="'all' (default), 'none' or parts from %s"
                             % ",".join(GuessPolicy.PARTS))
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    return parser


def autoplay(argv):
    parser = autoplay_parser()
    args = parser.parse_args(argv)
    if args.rows < 1 or args.cols < 1:
        parser.error("--rows and --cols must be at least 1")
    if args.rows * args.cols > MAX_SQUARES:
        parser.error("the board has %d squares, more than %d"
                     % (args.rows * args.cols, MAX_SQUARES))
    if not 0 <= args.mines < args.rows * args.cols:
        parser.error("--mines must be between 0 and rows * cols - 1 = %d"
                     % (args.rows * args.cols - 1))
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.seed_range is not None:
        if args.games is not None or args.seed is not None:
            parser.error("--seed-range replaces --games and --seed")
        seeds = range(*args.seed_range)
        ranges = [args.seed_range]
    else:
        if args.games is None or args.seed is None:
            parser.error("give --games and --seed, or --seed-range")
        if args.games < 1:
            parser.error("--games must be at least 1")
        seeds = game_seeds(args.seed, args.games)
        ranges = [(-1 - args.seed, args.games)]
    start = time.perf_counter()
    results = play_games(args.rows, args.cols, args.mines, seeds, args.first_click,
                         args.policy, args.jobs)
    summary = Summary(args.rows, args.cols, args.mines, args.first_click,
                      args.policy.name(), ranges, sum(results), len(results),
                      time.perf_counter() - start, args.jobs)
    write_output(summary.text())


def merge(argv):
    parser = argparse.ArgumentParser(
        prog="minesweeper.py merge",
        description="Merge autoplay summaries of disjoint seed ranges into one.")
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
    if argv[:1] == ["play"]:
        return play_mines(argv[1:])
    if argv[:1] == ["autoplay"]:
        return autoplay(argv[1:])
    if argv[:1] == ["merge"]:
        return merge(argv[1:])
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
