"""Slink (POJ 3651): draw the one loop that every cell's number asks for.

    python3 slink.py < input

Input: puzzles, each a line `r c` (2..20) then r lines of c numbers 0..3 (`.` for a
blank cell: general Slitherlink, an extension), ended by a line `0 0` (or by the end of
the input). Output per puzzle: its number on a line, then the picture (see
docs/slink.md), or `no solution`.

Tool modes `slink.py solve|rate|explain|generate ...`: solutions/slink_tools.py (not
in the judge's bundle).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from importlib import import_module  # bundle: drop

from lib.io.cli import judge_command_line
from lib.io.judge import read_input, run, write_output
from lib.puzzles.slitherlink import solve
from lib.puzzles.slitherlink_format import parse, picture

TOOL_MODES = ("solve", "rate", "explain", "generate")  # bundle: drop


def main():
    if sys.argv[1:2] and sys.argv[1] in TOOL_MODES:  # bundle: drop
        return import_module("slink_tools").main(sys.argv[1:])  # bundle: drop
    judge_command_line(__doc__)
    puzzles = parse(read_input())
    out = []
    for k, grid in enumerate(puzzles, 1):
        out.append(str(k))
        solution = solve(grid)
        if solution is None:
            out.append("no solution")
        else:
            out.extend(picture(grid, solution))
    write_output("".join(line + "\n" for line in out))


if __name__ == "__main__":
    run(main)
