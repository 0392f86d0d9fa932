"""Slitherlink tools: solve, rate, explain and generate puzzles up to 100x100.

    python3 slink.py solve < puzzles      # number and picture of each, as the judge
    python3 slink.py rate < puzzles       # easy, normal, tricky, hard or search, a line each
    python3 slink.py explain [--all] < puzzles    # one line per deduction
    python3 slink.py generate --rows R --cols C --grade G [--seed S] [--count K] [--full]

Input: Slink's format (docs/slink.md): puzzles, each a line `r c` (2..100) then r lines
of c cells 0..3 or `.` (blank), ended by `0 0`. Grades are those of Simon Tatham's Loopy
(see docs/slink.md): the lowest grade whose rules finish the puzzle, `search` when they
do not. `rate` and `explain` need a puzzle with exactly one solution: otherwise one line
on stderr names the puzzle, exit status 1, nothing on stdout. `generate` prints puzzles
in the same format, each with one solution, finished by the rules of grade G and not
by the grade below (`--grade search`: not by the rules at all); `--full` numbers every
cell from the same loop (Slink's judge input; such a puzzle is nearly always easy).
"""
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, int_arg
from lib.io.judge import InputError, read_input, run, write_output
from lib.puzzles.slitherlink import Model
from lib.puzzles.slitherlink_explain import explain, format_step
from lib.puzzles.slitherlink_format import parse, picture
from lib.puzzles.slitherlink_generate import generate, loop_numbers
from lib.puzzles.slitherlink_grades import GRADE_NAMES, GradedModel, rate

MAX_SIZE = 100
MODES = ("solve", "rate", "explain", "generate")


def _parser(mode):
    parser = argument_parser(__doc__, prog="slink.py " + mode)
    if mode == "explain":
        parser.add_argument("--all", action="store_true",
                            help="list the steps after the last line set too")
    if mode == "generate":
        parser.add_argument("--rows", type=int_arg(2, MAX_SIZE), required=True)
        parser.add_argument("--cols", type=int_arg(2, MAX_SIZE), required=True)
        parser.add_argument("--grade", choices=GRADE_NAMES + ("search",), required=True)
        parser.add_argument("--seed", type=int_arg(-2 ** 63, 2 ** 63 - 1))
        parser.add_argument("--count", type=int_arg(1, 10 ** 6), default=1)
        parser.add_argument("--full", action="store_true",
                            help="number every cell from the puzzle's loop")
    return parser


class _Progress(object):
    """A line on stderr at most every 2 seconds, so a long run shows it is alive."""

    def __init__(self, mode):
        self.mode = mode
        self.started = self.last = time.time()

    def __call__(self, text):
        now = time.time()
        if now - self.last > 2:
            self.last = now
            sys.stderr.write("slink.py %s: %s, %.0f s\n" % (self.mode, text, now - self.started))


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in MODES:
        argument_parser(__doc__, prog="slink.py").error(
            "expected a mode: %s" % ", ".join(MODES))
    mode = argv[0]
    args = _parser(mode).parse_args(argv[1:])
    if mode == "generate":
        return _generate(args)
    puzzles = parse(read_input(), MAX_SIZE)
    progress = _Progress(mode)
    if mode == "solve":
        return _solve(puzzles, progress)
    for k, grid in enumerate(puzzles, 1):
        progress("checking puzzle %d of %d" % (k, len(puzzles)))
        _check_unique(k, grid)
    if mode == "rate":
        grades = []
        for k, grid in enumerate(puzzles, 1):
            progress("puzzle %d of %d" % (k, len(puzzles)))
            grades.append(rate(grid))
        write_output("".join(grade + "\n" for grade in grades))
        return 0
    out = []
    for k, grid in enumerate(puzzles, 1):
        progress("puzzle %d of %d" % (k, len(puzzles)))
        grade, steps = explain(grid, args.all)
        out.append("puzzle %d: %s, %d steps" % (k, grade, len(steps)))
        out.extend(format_step(step) for step in steps)
    write_output("".join(line + "\n" for line in out))
    return 0


def _check_unique(k, grid):
    found = len(GradedModel(grid).solutions(2))
    if found != 1:
        raise InputError("puzzle %d: %s" % (k, "no solution" if not found
                                             else "several solutions"))


def _solve(puzzles, progress):
    out = []
    for k, grid in enumerate(puzzles, 1):
        progress("puzzle %d of %d" % (k, len(puzzles)))
        found = GradedModel(grid).solutions(1)
        out.append(str(k))
        out.extend(picture(grid, found[0]) if found else ["no solution"])
    write_output("".join(line + "\n" for line in out))
    return 0


def _generate(args):
    rng = random.Random(args.seed)
    progress = _Progress("generate")
    for k in range(1, args.count + 1):
        grid = generate(args.rows, args.cols, args.grade, rng,
                        lambda attempt: progress("puzzle %d of %d, loop %d"
                                                 % (k, args.count, attempt)))
        if args.full:
            loop = Model(grid).solutions(1)[0]
            grid = loop_numbers(loop.horizontal, loop.vertical)
        lines = ["%d %d" % (args.rows, args.cols)]
        lines += [" ".join("." if n is None else str(n) for n in row) for row in grid]
        sys.stdout.write("".join(line + "\n" for line in lines))
        sys.stdout.flush()
    sys.stdout.write("0 0\n")
    return 0


if __name__ == "__main__":
    run(main)
