#!/usr/bin/env python3
"""Sudoku through SAT: solve, count, encode, decode a model, generate, play.

    sudoku.py [--variant V] [--size N] [--count | --cnf | --model] [--pretty] < input
    sudoku.py generate [--variant V] [--size N] [--holes H | --difficulty D] [--seed S]
                       [--count K] [--pretty]
    sudoku.py play [--variant V] [--size N] [--difficulty D | --holes H] [--seed S]

V in classic, x, percent, twin; N in 4, 9, 16, 25; D in easy, medium, hard.
Input: one puzzle per line, each grid row-major (the twin: grid 1 then grid 2), digits
1-9 then A-P, `.` or `0` for a blank; blank lines and lines starting with `#` are
skipped. Output: the solution of each puzzle on a line (or NO SOLUTION); --count prints
0, 1 or 2+ per puzzle; --cnf prints the DIMACS CNF of one puzzle. --model reads a SAT
solver's answer to that CNF instead of puzzles and prints the grid:

    sudoku.py --cnf < puzzle.txt | sat_solver.py | sudoku.py --model

See docs/sudoku.md.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import argument_parser, int_arg
from lib.io.judge import read_input, run, write_output
from lib.sat.dimacs import format_dimacs
from lib.puzzles.sudoku import SUDOKU_DIGITS, SUDOKU_VARIANTS, count_sudoku_solutions
from lib.puzzles.sudoku import encode_sudoku_cnf, format_sudoku_line
from lib.puzzles.sudoku import format_sudoku_pretty, solve_sudoku, sudoku_digit_char
from lib.puzzles.sudoku_format import read_model_grid, read_puzzles
from lib.puzzles.sudoku import sudoku_variant
from lib.puzzles.sudoku_generate import SUDOKU_DIFFICULTIES, generate_sudoku
from lib.puzzles.sudoku_game import SudokuGame


def _parser(mode):
    parser = argument_parser(__doc__, prog="sudoku.py" + ("" if mode == "solve" else " " + mode))
    parser.add_argument("--variant", choices=SUDOKU_VARIANTS, default="classic")
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
    else:
        level = parser.add_mutually_exclusive_group()
        level.add_argument("--holes", type=int_arg(0, 25 ** 2 * 2))
        level.add_argument("--difficulty", choices=SUDOKU_DIFFICULTIES)
        parser.add_argument("--seed", type=int_arg(-2 ** 63, 2 ** 63 - 1))
    if mode == "generate":
        parser.add_argument("--count", type=int_arg(0, 10 ** 6), default=1)
    if mode != "play":
        parser.add_argument("--pretty", action="store_true")
    return parser


def main():
    argv = sys.argv[1:]
    mode = argv[0] if argv and argv[0] in ("generate", "play") else "solve"
    if mode != "solve":
        argv = argv[1:]
    parser = _parser(mode)
    args = parser.parse_args(argv)
    try:
        variant = sudoku_variant(args.variant, args.size)
    except ValueError as e:
        parser.error(str(e))
    if mode == "solve":
        return _solve_all(variant, args)
    if args.holes is not None and not 0 <= args.holes <= len(variant.cells):
        parser.error("--holes must be between 0 and %d" % len(variant.cells))
    if mode == "generate":
        return _generate(variant, args)
    return _play(variant, args)


def _solve_all(variant, args):
    if args.model:
        values = read_model_grid(read_input(), variant)
        if values is None:
            write_output("NO SOLUTION\n")
        elif args.pretty:
            write_output(format_sudoku_pretty(variant, values) + "\n")
        else:
            write_output(format_sudoku_line(variant, values) + "\n")
        return 0
    puzzles = read_puzzles(read_input(), variant, 1 if args.cnf else None,
                                  " (--cnf encodes one)")
    if args.cnf:
        num_vars, clauses = encode_sudoku_cnf(variant, puzzles[0])
        comments = ["sudoku %s %dx%d: variable p*%d + (i-1)*%d + (j-1)*%d + k"
                    % (variant.name, variant.size, variant.size, variant.size ** 3,
                       variant.size ** 2, variant.size)]
        write_output("".join("c %s\n" % line for line in comments)
                     + format_dimacs(num_vars, clauses))
        return 0
    out = []
    for values in puzzles:
        if args.count:
            n = count_sudoku_solutions(variant, values, 2)
            out.append("2+" if n >= 2 else str(n))
            continue
        solution = solve_sudoku(variant, values)
        if solution is None:
            out.append("NO SOLUTION")
        elif args.pretty:
            out.append(format_sudoku_pretty(variant, solution) + "\n")
        else:
            out.append(format_sudoku_line(variant, solution))
    write_output("".join(line + "\n" for line in out))
    return 0


def _generate(variant, args):
    rng = random.Random(args.seed)
    out = []
    for _ in range(args.count):
        puzzle, solution = generate_sudoku(variant, difficulty=args.difficulty,
                                           holes=args.holes, rng=rng)
        if args.pretty:
            out.append(format_sudoku_pretty(variant, puzzle) + "\n\n"
                       + format_sudoku_pretty(variant, solution) + "\n")
        else:
            out.append(format_sudoku_line(variant, puzzle) + "\n"
                       + format_sudoku_line(variant, solution))
    write_output("".join(line + "\n" for line in out))
    return 0


# ---------------------------------------------------------------- the terminal game

_PLAY_HELP = ("commands: 'r c d' writes digit d at row r, column c ('r c 0' clears), "
              "hint, check, show, solve, help, quit")


def _play(variant, args):
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    puzzle, solution = generate_sudoku(variant, difficulty=args.difficulty or
                                       (None if args.holes is not None else "easy"),
                                       holes=args.holes, rng=rng)
    game = SudokuGame(variant, puzzle, solution)
    say = _printer()
    say("sudoku %s %dx%d, seed %d, %d empty cells"
        % (variant.name, variant.size, variant.size, seed, puzzle.count(0)))
    say(_PLAY_HELP)
    say(_board(game))
    for raw in sys.stdin.buffer:
        words = raw.decode("utf-8", "replace").split()
        if not words:
            continue
        say("> " + " ".join(words))
        command = words[0].lower()
        if command in ("quit", "exit", "q"):
            say("bye: %d mistakes" % game.mistakes)
            return 0
        if command == "solve":
            game.reveal()
            say(_board(game))
            say("the solution, shown on request: %d mistakes" % game.mistakes)
            return 0
        if command == "help":
            say(_PLAY_HELP)
        elif command == "show":
            say(_board(game))
        elif command == "check":
            wrong = game.check()
            say("wrong: " + " ".join(_place(variant, c) for c in wrong) if wrong
                else "no wrong digits; %d cells left" % len(game.empty_cells()))
        elif command == "hint":
            cell, digit = game.hint()
            say("hint: %s is %s" % (_place(variant, cell), sudoku_digit_char(digit)))
            say(_board(game))
        elif len(words) == 3:
            message = _move(game, words)
            say(message)
            if message.startswith(("correct", "wrong", "cleared")):
                say(_board(game))
        else:
            say("? unknown command %r; %s" % (" ".join(words)[:30], _PLAY_HELP))
        if game.is_solved():
            say("solved with %d mistakes" % game.mistakes)
            return 0
    return 0


def _printer():
    def say(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    return say


def _place(variant, cell):
    r, c = variant.cells[cell]
    return "r%dc%d" % (r + 1, c + 1)


def _board(game):
    """The pretty grid with row numbers on the left and column numbers on top."""
    variant = game.variant
    marks = {cell: "!" for cell in game.wrong_cells()}
    lines = format_sudoku_pretty(variant, game.grid, marks).splitlines()
    width = 1 if variant.size <= 9 else 2
    tens, units = [" "] * (variant.cols * 4), [" "] * (variant.cols * 4)
    for c in range(variant.cols):
        at = (width + 1) * c + 2 * (c // variant.box) + width - 1
        tens[at] = str((c + 1) // 10 or " ")
        units[at] = str((c + 1) % 10)
    header = ["".join(units).rstrip()]
    if variant.cols > 9:
        header.insert(0, "".join(tens).rstrip())
    out = ["    " + h for h in header]
    row = 0
    for line in lines:
        if "-" in line:
            out.append("    " + line)
        else:
            row += 1
            out.append("%2d  %s" % (row, line))
    return "\n".join(out)


def _move(game, words):
    variant = game.variant
    try:
        r, c = int(words[0]), int(words[1])
    except ValueError:
        return "? row and column must be numbers: %r" % " ".join(words)[:30]
    cell = variant.cell_at.get((r - 1, c - 1))
    if cell is None:
        return "? no cell at row %d, column %d" % (r, c)
    ch = words[2].upper()
    if ch in (".", "0"):
        digit = 0
    elif len(ch) == 1 and ch in SUDOKU_DIGITS[:variant.size]:
        digit = SUDOKU_DIGITS.index(ch) + 1
    else:
        return "? %r is not a digit 1-%s (or 0 to clear)" % (words[2][:5],
                                                              sudoku_digit_char(variant.size))
    result = game.move(cell, digit)
    place = _place(variant, cell)
    if result == "given":
        return "? %s is a given" % place
    if result == "wrong":
        return "wrong: %s is not %s (mistakes: %d)" % (place, sudoku_digit_char(digit),
                                                        game.mistakes)
    return "%s: %s" % (result, place)


if __name__ == "__main__":
    run(main)
