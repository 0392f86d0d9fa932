#!/usr/bin/env python3
"""2-SAT with an assignment (Luogu P4782).

Input `n m`, then m clauses `i a j b` meaning "x_i is a or x_j is b". Prints IMPOSSIBLE,
or POSSIBLE and one assignment x_1 .. x_n.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from operator import add

from lib.judge_io import InputError, chunks, line_of, read_input, run, show_token, tokens_with_offsets, write_output
from lib.twosat import TwoSat

_BIT = {b"0": 0, b"1": 1}
_MAX = 1000000


class _Irregular(Exception):
    """The fast reader met something it does not handle; the exact reader takes over."""


def _header(tokens, data):
    """n and m from the first two tokens, checked."""
    values = []
    for what in ("n", "m"):
        token, offset = next(tokens, (None, len(data.rstrip())))
        if token is None:
            raise InputError("line %d: expected %s, input ends" % (line_of(data, offset), what))
        if not token.isdigit() or not 1 <= int(token) <= _MAX:
            raise InputError("line %d: %s must be an integer in 1..%d, got %s"
                             % (line_of(data, offset), what, _MAX, show_token(token)))
        values.append(int(token))
    return values


def _read_fast(data, n, m, start, solver):
    """Feed the clauses to `solver` a chunk at a time, at C speed; _Irregular on anything
    unusual (the exact reader then says what)."""
    pending = []
    left = m
    for chunk in chunks(data, start):
        tokens = chunk.split()
        if pending:
            tokens = pending + tokens
        k = min(len(tokens) // 4, left)
        end = 4 * k
        try:
            first_var = list(map(int, tokens[0:end:4]))
            second_var = list(map(int, tokens[2:end:4]))
            first_value = map(_BIT.__getitem__, tokens[1:end:4])
            second_value = map(_BIT.__getitem__, tokens[3:end:4])
            if k and (min(first_var) < 1 or min(second_var) < 1
                      or max(first_var) > n or max(second_var) > n):
                raise _Irregular
            # Variable i is node pair 2i, 2i+1 of a TwoSat over n+1 variables (0 unused).
            solver.add_literal_clauses(
                map(add, map(add, first_var, first_var), first_value),
                map(add, map(add, second_var, second_var), second_value))
        except (ValueError, KeyError):
            raise _Irregular
        left -= k
        pending = tokens[end:]
        if not left and pending:
            raise _Irregular
    if left:
        raise _Irregular


def _read_exact(data, n, m, start, solver):
    """Feed the clauses to `solver` token by token; InputError names the first bad one."""
    tokens = tokens_with_offsets(data, start)
    fields = (("i", 1, n), ("a", 0, 1), ("j", 1, n), ("b", 0, 1))
    for clause in range(1, m + 1):
        values = []
        for name, low, high in fields:
            token, offset = next(tokens, (None, len(data.rstrip())))
            if token is None:
                raise InputError("line %d: input ends in clause %d of %d"
                                 % (line_of(data, offset), clause, m))
            try:
                value = int(token)
            except ValueError:
                value = None
            if value is None or not low <= value <= high:
                raise InputError("line %d: %s must be an integer in %d..%d, got %s"
                                 % (line_of(data, offset), name, low, high, show_token(token)))
            values.append(value)
        solver.add_clause(*values)
    token, offset = next(tokens, (None, 0))
    if token is not None:
        raise InputError("line %d: unexpected %s after the %d clauses"
                         % (line_of(data, offset), show_token(token), m))


def solve(data):
    """The whole answer to the input `data`, as bytes."""
    if not data.strip():
        return b""
    header = tokens_with_offsets(data)
    n, m = _header(header, data)
    start = next(header, (b"", len(data)))[1]
    solver = TwoSat(n + 1)
    try:
        _read_fast(data, n, m, start, solver)
    except _Irregular:
        solver = TwoSat(n + 1)
        _read_exact(data, n, m, start, solver)
    if not solver.satisfiable():
        return b"IMPOSSIBLE\n"
    values = bytes(solver.answer()[1:])           # 0/1 per variable
    line = bytearray(b" " * (2 * n - 1))
    line[0::2] = values.translate(bytes.maketrans(b"\x00\x01", b"01"))
    return b"POSSIBLE\n" + bytes(line) + b"\n"


def main():
    write_output(solve(read_input()))


if __name__ == "__main__":
    run(main)
