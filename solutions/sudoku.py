#!/usr/bin/env python3
"""Sudoku through SAT: solve, count, encode, decode a model, generate.

    sudoku.py [--variant V] [--size N] [--count | --cnf | --model] [--pretty] < input
    sudoku.py generate [--variant V] [--size N] [--holes H | --difficulty D |
                       --rating A-B | --level L] [--seed S] [--puzzles K] [--pretty]
    sudoku.py explain [--variant V] [--size N] < puzzles
    sudoku.py rate [--variant V] [--size N] < puzzles
    sudoku.py why [--variant V] [--size N] [--pretty] < input

V in classic, x, percent, twin; N in 4, 9, 16, 25; D in easy, medium, hard.
Input: one puzzle per line, each grid row-major (the twin: grid 1 then grid 2), digits
1-9 then A-P, `.` or `0` for a blank; blank lines and lines starting with `#` are
skipped. Output: the solution of each puzzle on a line (or NO SOLUTION); --count prints
0, 1 or 2+ per puzzle; --cnf prints the DIMACS CNF of one puzzle. --model reads a SAT
solver's answer to that CNF instead of puzzles and prints the grid:

    sudoku.py --cnf < puzzle.txt | sat_solver.py | sudoku.py --model

explain: the solution step by step with human techniques, one step a line in HoDoKu's
notation (`Naked Pair: 3,7 in r2c4,r2c6 => r2c1,r2c9<>3,7`), then the solved grid; a
blank line between puzzles. rate: `ER EP ED LEVEL` per puzzle: Sudoku Explainer's
ratings (the hardest step; the hardest up to the first placement; the first step) and
HoDoKu's level (easy, medium, hard, unfair, extreme). Both refuse a puzzle without
exactly one solution. generate --rating A-B: minimal puzzles whose ER lies in A..B;
--level L: whose level is L.

`why` prints, for each puzzle with no solution, the puzzle with only a smallest set of
its givens that has no solution (a `#` line says when 10 s gave only a minimal set), and
SOLVABLE for the others; a search longer than 3 s reports its SAT calls on stderr.

To play Sudoku: play/sudoku.py. See docs/sudoku.md.
"""
import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, int_arg
from lib.io.judge import InputError, read_input, run, write_output
from lib.io.progress import Progress, ProgressLine
from lib.sat.dimacs import format_dimacs
from lib.puzzles.sudoku import VARIANTS, count_solutions, encode_cnf, format_line
from lib.puzzles.sudoku import format_pretty, get_variant, solve
from lib.puzzles.sudoku_format import read_model_grid, read_numbered_puzzles, read_puzzles
from lib.puzzles.sudoku_generate import DIFFICULTIES, generate, too_many_holes
from lib.puzzles.sudoku_why import why_unsolvable
from lib.puzzles.sudoku_steps.notation import format_step
from lib.puzzles.sudoku_steps.solver import LEVELS, generate_graded, hodoku_steps, rate

MODES = ("generate", "explain", "rate", "why")


def _parser(mode):
    parser = argument_parser(__doc__, prog="sudoku.py" + ("" if mode == "solve" else " " + mode))
    parser.add_argument("--variant", choices=VARIANTS, default="classic")
    parser.add_argument("--size", type=int_arg(4, 25), choices=(4, 9, 16, 25), default=9)
    if mode == "solve":
        what = parser.add_mutually_exclusive_group()
        what.add_argument("--count", action="store_true",
                          help="print the number of solutions (0, 1 or 2+) per puzzle")
        what.add_argument("--cnf", action="store_true",
                          help="print the DIMACS CNF of the one puzzle of the input")
        what.add_argument("--model", action="store_true",
                          help="read a SAT solver's answer to the --cnf formula (s and v "
                               "lines, or a .res file) and print its grid")
    elif mode == "generate":
        level = parser.add_mutually_exclusive_group()
        level.add_argument("--holes", type=int_arg(0, 25 ** 2 * 2))
        level.add_argument("--difficulty", choices=DIFFICULTIES)
        level.add_argument("--rating", type=rating_range, metavar="A-B",
                           help="Sudoku Explainer rating range, e.g. 4.0-6.0")
        level.add_argument("--level", choices=LEVELS, help="HoDoKu level")
        parser.add_argument("--seed", type=int_arg(-2 ** 63, 2 ** 63 - 1))
    if mode == "generate":
        parser.add_argument("--puzzles", type=int_arg(0, 10 ** 6), default=1, metavar="K",
                            help="how many puzzles (default: 1)")
        parser.add_argument("--count", help=argparse.SUPPRESS)   # said what to use now
    if mode in ("solve", "generate", "why"):
        parser.add_argument("--pretty", action="store_true")
    return parser


def rating_range(text):
    """argparse type: `A-B`, two ratings 0 <= A <= B <= 20 (e.g. 4.0-6.0)."""
    import argparse
    parts = text.split("-")
    try:
        low, high = (float(x) for x in parts) if len(parts) == 2 else (None, None)
    except ValueError:
        low = high = None
    if low is None or not all(x.replace(".", "", 1).isdigit() for x in parts):
        raise argparse.ArgumentTypeError("must be two ratings A-B such as 4.0-6.0, got %r"
                                         % text)
    if not 0 <= low <= high <= 20:
        raise argparse.ArgumentTypeError("must be A-B with 0 <= A <= B <= 20, got %r" % text)
    return low, high


def main():
    argv = sys.argv[1:]
    mode = argv[0] if argv and argv[0] in MODES else "solve"
    if mode != "solve":
        argv = argv[1:]
    parser = _parser(mode)
    args = parser.parse_args(argv)
    try:
        variant = get_variant(args.variant, args.size)
    except ValueError as e:
        parser.error(str(e))
    if mode == "solve":
        if args.pretty and (args.count or args.cnf):
            # One rule: an option the chosen mode does not use is refused, not ignored.
            parser.error("--pretty applies to solutions and --model, not --%s"
                         % ("count" if args.count else "cnf"))
        return _solve_all(variant, args)
    if mode == "why":
        return _why(variant, args)
    if mode in ("explain", "rate"):
        return _explain_or_rate(variant, mode)
    if args.count is not None:
        parser.error("--count counts solutions; the number of puzzles to generate is "
                     "--puzzles K")
    if args.rating is not None or args.level is not None:
        return _generate_graded(variant, args)
    if args.holes is not None and not 0 <= args.holes <= len(variant.cells):
        parser.error("--holes must be between 0 and %d" % len(variant.cells))
    refusal = too_many_holes(variant, args.difficulty, args.holes)
    if refusal:
        parser.error(refusal)
    return _generate(variant, args)


def _solve_all(variant, args):
    if args.model:
        values = read_model_grid(read_input(), variant)
        if values is None:
            write_output("NO SOLUTION\n")
        elif args.pretty:
            write_output(format_pretty(variant, values) + "\n")
        else:
            write_output(format_line(variant, values) + "\n")
        return 0
    puzzles = read_puzzles(read_input(), variant, 1 if args.cnf else None,
                                  " (--cnf encodes one)")
    if args.cnf:
        num_vars, clauses = encode_cnf(variant, puzzles[0])
        comments = ["sudoku %s %dx%d: variable p*%d + (i-1)*%d + (j-1)*%d + k"
                    % (variant.name, variant.size, variant.size, variant.size ** 3,
                       variant.size ** 2, variant.size)]
        write_output("".join("c %s\n" % line for line in comments)
                     + format_dimacs(num_vars, clauses))
        return 0
    out = []
    for values in puzzles:
        if args.count:
            n = count_solutions(variant, values, 2)
            out.append("2+" if n >= 2 else str(n))
            continue
        solution = solve(variant, values)
        if solution is None:
            out.append("NO SOLUTION")
        elif args.pretty:
            out.append(format_pretty(variant, solution) + "\n")
        else:
            out.append(format_line(variant, solution))
    write_output("".join(line + "\n" for line in out))
    return 0


def _why(variant, args):
    out = []
    progress = Progress("sudoku.py why", "SAT calls")
    for values in read_puzzles(read_input(), variant, None, ""):
        found = why_unsolvable(variant, values, on_call=progress)
        if found is None:
            out.append("SOLVABLE")
            continue
        cells, smallest = found
        kept = [values[c] if c in cells else 0 for c in range(len(values))]
        if not smallest:
            out.append("# a minimal set of givens with no solution (not proven smallest)")
        out.append(format_pretty(variant, kept) + "\n" if args.pretty
                   else format_line(variant, kept))
    write_output("".join(line + "\n" for line in out))
    return 0


def _unique_puzzles(variant):
    """The puzzles of stdin, each checked to have exactly one solution."""
    puzzles = read_numbered_puzzles(read_input(), variant)
    for number, values in puzzles:
        count = count_solutions(variant, values, 2)
        if count != 1:
            raise InputError("line %d: the puzzle has %s" % (
                number, "no solution" if count == 0 else "more than one solution"))
    return [values for _, values in puzzles]


def _explain_or_rate(variant, mode):
    """Each puzzle's lines written as soon as they are made (Ctrl-C keeps them); a run
    past a few seconds reports its progress on stderr."""
    puzzles = _unique_puzzles(variant)
    start = last = time.time()
    for k, values in enumerate(puzzles):
        if mode == "rate":
            r = rate(variant, values)
            write_output("%.1f %.1f %.1f %s\n" % (r.er, r.ep, r.ed, r.level))
        else:
            lines = [format_step(board, step)
                     for board, step, _ in hodoku_steps(variant, values)]
            lines.append(format_line(variant, solve(variant, values)))
            write_output(("\n" if k else "") + "".join(line + "\n" for line in lines))
        now = time.time()
        if now - start > 5 and now - last > 5 and k + 1 < len(puzzles):
            sys.stderr.write("sudoku.py: %d of %d puzzles done\n" % (k + 1, len(puzzles)))
            last = now
    return 0


def _generate_graded(variant, args):
    rng = random.Random(args.seed)
    out = []
    for _ in range(args.puzzles):
        found = generate_graded(variant, rng, rating=args.rating, level=args.level,
                                progress=_progress)
        if found is None:
            raise InputError("no puzzle of that grade found in 10000 tries")
        puzzle, solution, _ = found
        if args.pretty:
            out.append(format_pretty(variant, puzzle) + "\n\n"
                       + format_pretty(variant, solution) + "\n")
        else:
            out.append(format_line(variant, puzzle) + "\n" + format_line(variant, solution))
    write_output("".join(line + "\n" for line in out))
    return 0


def _progress(tried):
    if tried % 50 == 0:
        sys.stderr.write("sudoku.py: %d puzzles tried\n" % tried)


def _generate(variant, args):
    rng = random.Random(args.seed)
    out = []
    progress = ProgressLine("sudoku.py generate")
    try:
        with progress.running():
            for i in range(args.puzzles):
                def dug(done, holes, i=i):
                    progress.show("puzzle %d of %d, %d of %d holes dug"
                                  % (i + 1, args.puzzles, done, holes))
                progress.show("puzzle %d of %d, a random grid" % (i + 1, args.puzzles))
                puzzle, solution = generate(variant, difficulty=args.difficulty,
                                            holes=args.holes, rng=rng, progress=dug)
                if args.pretty:
                    out.append(format_pretty(variant, puzzle) + "\n\n"
                               + format_pretty(variant, solution) + "\n")
                else:
                    out.append(format_line(variant, puzzle) + "\n"
                               + format_line(variant, solution))
    except KeyboardInterrupt:        # Ctrl-C keeps the puzzles made (exit status 130)
        write_output("".join(line + "\n" for line in out))
        sys.stderr.write("sudoku.py generate: stopped after %d of %d puzzles\n"
                         % (len(out), args.puzzles))
        raise
    write_output("".join(line + "\n" for line in out))
    return 0


if __name__ == "__main__":
    run(main)
