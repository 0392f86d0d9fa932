#!/usr/bin/env python3
"""Katu Puzzle (POJ 3678): can every vertex get a bit so that X[a] op X[b] == c on
every edge?

    python3 katu.py < input

Input: puzzles, each a line `N M` (1 <= N <= 1000, 0 <= M <= 1000000) then M lines
`a b c op` (0 <= a, b < N, c 0 or 1, op AND, OR or XOR); they follow one another until
the end of the input or a line `0 0`. Output: YES or NO per puzzle, one per line.

The reduction is 2-SAT. With N <= 1000 a puzzle's constraints fit a dense 0/1 matrix
of edges (at most 6 million bytes), so a million edges are read at C speed into it,
duplicates cost nothing, and the implication graph is solved as bitset rows by
lib.graph.dense.two_sat.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import judge_command_line
from lib.io.judge import read_input, run, write_output
from lib.puzzles.katu import solvable
from lib.puzzles.katu_format import read_puzzles


def main():
    judge_command_line(__doc__)
    answers = read_puzzles(read_input(), lambda puzzles: [solvable(*p) for p in puzzles])
    write_output("".join("YES\n" if yes else "NO\n" for yes in answers))


if __name__ == "__main__":
    run(main)
