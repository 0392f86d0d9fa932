#!/usr/bin/env python3
"""2-SAT with an assignment (Luogu P4782).

    python3 twosat.py < input

Input: `n m` (1 <= n, m <= 1000000), then m clauses `i a j b` (1 <= i, j <= n; a, b 0
or 1) meaning "x_i is a or x_j is b". Output: IMPOSSIBLE, or POSSIBLE and on the next
line one assignment x_1 .. x_n (0 or 1 each, separated by spaces).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import judge_command_line
from lib.io.p4782 import read_clauses
from lib.io.judge import TokenReader, read_input, refuse_empty, run, write_output
from lib.graph.twosat import TwoSAT
from lib.io.warmup import jit_off

_MAX = 1000000
JIT_FROM = 15000      # clauses: from here on PyPy's JIT pays back its tracing


def solve(data):
    """The whole answer to the input `data`, as bytes."""
    refuse_empty(data)
    reader = TokenReader(data)
    n = reader.int(1, _MAX, "n")
    m = reader.int(1, _MAX, "m")
    if m < JIT_FROM:
        jit_off()
    solver = read_clauses(data, reader, n, m,
                          lambda parts: TwoSAT.from_clauses(n, parts, checked=True))
    if not solver.satisfiable():
        return b"IMPOSSIBLE\n"
    values = bytes(solver.answer())               # 0/1 per variable
    line = bytearray(b" " * (2 * n - 1))
    line[0::2] = values.translate(bytes.maketrans(b"\x00\x01", b"01"))
    return b"POSSIBLE\n" + bytes(line) + b"\n"


def main():
    judge_command_line(__doc__)
    write_output(solve(read_input()))


if __name__ == "__main__":
    run(main)
