#!/usr/bin/env python3
"""2-SAT in DIMACS form (Library Checker's `two_sat`).

Input `p cnf N M`, then M clauses `a b 0`: nonzero literals, i for x_i and -i for its
negation (1 <= i <= N <= 500000, M <= 500000). Prints `s UNSATISFIABLE`, or
`s SATISFIABLE` and `v x_1 ... x_N 0`, where x_i is i when x_i is true and -i otherwise.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from lib.io.cli import judge_command_line
from lib.io.dimacs_2sat import read_clauses, values_line
from lib.io.judge import TokenReader, read_input, run, show_token, write_output
from lib.graph.twosat import TwoSAT
from lib.io.warmup import jit_off

MAX_N, MAX_M = 500000, 500000
JIT_FROM = 15000      # clauses: from here on PyPy's JIT pays back its tracing


def _header(reader):
    for word in (b"p", b"cnf"):
        token = reader.token("the header 'p cnf N M'")
        if token != word:
            raise reader.error(reader.offset, "the header must be 'p cnf N M', got %s"
                               % show_token(token))
    return reader.int(1, MAX_N, "N"), reader.int(1, MAX_M, "M")


def solve(data):
    """The whole answer to the input `data`, as bytes."""
    reader = TokenReader(data)
    n, m = _header(reader)
    if m < JIT_FROM:
        jit_off()
    solver = read_clauses(data, reader, n, m,
                          lambda parts: TwoSAT.from_clauses(n, parts, checked=True))
    if not solver.satisfiable():
        return b"s UNSATISFIABLE\n"
    return b"s SATISFIABLE\nv " + values_line(solver.answer()).encode() + b" 0\n"


def main():
    judge_command_line(__doc__)
    write_output(solve(read_input()))


if __name__ == "__main__":
    run(main)
