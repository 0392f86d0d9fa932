#!/usr/bin/env python3
"""Sudoku through SAT: solve, count, encode, generate.

    sudoku.py [--variant V] [--size N] [--count | --cnf] [--pretty] < puzzles.txt
    sudoku.py generate [--variant V] [--size N] [--holes H | --difficulty D] [--seed S]
                       [--count K] [--pretty]

V in classic, x, percent, twin; N in 4, 9, 16, 25; D in easy, medium, hard.
To play Sudoku: play/sudoku.py. See docs/sudoku.md.
"""
import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.judge import InputError, read_input, run, write_output
from lib.sat.dimacs import format_dimacs
from lib.puzzles.sudoku import VARIANTS, count_solutions, encode_cnf, find_clash
from lib.puzzles.sudoku import format_line, format_pretty, get_variant, parse_line, solve
from lib.puzzles.sudoku_generate import DIFFICULTIES, generate


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message):
        raise InputError(message)


def _parser(mode):
    parser = _ArgumentParser(prog="sudoku.py" + ("" if mode == "solve" else " " + mode),
                             add_help=False)
    parser.add_argument("--variant", choices=VARIANTS, default="classic")
    parser.add_argument("--size", type=int, choices=(4, 9, 16, 25), default=9)
    if mode == "solve":
        what = parser.add_mutually_exclusive_group()
        what.add_argument("--count", action="store_true")
        what.add_argument("--cnf", action="store_true")
    else:
        level = parser.add_mutually_exclusive_group()
        level.add_argument("--holes", type=int)
        level.add_argument("--difficulty", choices=DIFFICULTIES)
        parser.add_argument("--seed", type=int)
    if mode == "generate":
        parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--pretty", action="store_true")
    return parser


def main():
    argv = sys.argv[1:]
    if "-h" in argv or "--help" in argv:
        write_output(__doc__.lstrip())
        return 0
    mode = argv[0] if argv and argv[0] == "generate" else "solve"
    if mode != "solve":
        argv = argv[1:]
    args = _parser(mode).parse_args(argv)
    try:
        variant = get_variant(args.variant, args.size)
    except ValueError as e:
        raise InputError(str(e))
    if mode == "solve":
        return _solve_all(variant, args)
    if args.holes is not None and not 0 <= args.holes <= len(variant.cells):
        raise InputError("--holes must be between 0 and %d" % len(variant.cells))
    return _generate(variant, args)


def _read_puzzles(variant):
    data = read_input()
    puzzles = []
    for number, raw in enumerate(data.split(b"\n"), 1):
        text = raw.strip()
        if not text or text.startswith(b"#"):
            continue
        try:
            line = text.decode("ascii")
            values = parse_line(variant, line)
        except UnicodeDecodeError:
            raise InputError("line %d: a character that is not ASCII" % number)
        except ValueError as e:
            raise InputError("line %d: %s" % (number, e))
        clash = find_clash(variant, values)
        if clash:
            raise InputError("line %d: the givens clash: %s" % (number, clash))
        puzzles.append(values)
    return puzzles


def _solve_all(variant, args):
    puzzles = _read_puzzles(variant)
    if args.cnf:
        if len(puzzles) != 1:
            raise InputError("--cnf encodes one puzzle, the input has %d" % len(puzzles))
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


def _generate(variant, args):
    if args.count < 0:
        raise InputError("--count must not be negative")
    rng = random.Random(args.seed)
    out = []
    for _ in range(args.count):
        puzzle, solution = generate(variant, difficulty=args.difficulty,
                                           holes=args.holes, rng=rng)
        if args.pretty:
            out.append(format_pretty(variant, puzzle) + "\n\n"
                       + format_pretty(variant, solution) + "\n")
        else:
            out.append(format_line(variant, puzzle) + "\n"
                       + format_line(variant, solution))
    write_output("".join(line + "\n" for line in out))
    return 0


if __name__ == "__main__":
    run(main)
