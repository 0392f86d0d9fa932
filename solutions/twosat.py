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

from array import array

from lib.io.cli import judge_command_line
from lib.io.judge import TokenReader, chunks, read_input, refuse_empty, run, write_output
from lib.graph.twosat import TwoSAT

# Variable i (1-based) is TwoSAT's variable i - 1: "x_i is a" is literal 2i - 2 + _OFFSET[a].
_OFFSET = {b"1": -2, b"0": -1}
_MAX = 1000000
DIGITS_AND_SPACE = b"0123456789 \t\r\n\x0b\x0c"     # anything else: the exact reader decides


class _Irregular(Exception):
    """The fast reader met something it does not handle; the exact reader takes over."""


def _literals_by_map(tokens, end, n):
    """CPython: the literals of clauses tokens[:end], with no Python loop per clause."""
    k = end // 4
    return (_literal_column(tokens[0:end:4], tokens[1:end:4], k, n),
            _literal_column(tokens[2:end:4], tokens[3:end:4], k, n))


_WORD = array("i").itemsize
_ORDER = sys.byteorder
_LOW = 0 if _ORDER == "little" else _WORD - 1       # the byte holding a word's bit 0
_TWO = (2).to_bytes(_WORD, _ORDER)
_FALSE_BIT = bytes.maketrans(b"01", b"\x01\x00")


def _literal_column(var_tokens, value_tokens, k, n):
    """array('i') of the k literals "x_i is a", 2i - 2 + (a == 0), from the tokens of i
    and a. The arithmetic is done on the whole column at once, read as one big integer
    of words: 2i - 2 < 2**21 leaves each word's top bit 0, so doubling (a shift) and
    subtracting 2 from every word never carry or borrow across words, and a's bit is
    or-ed into each word's bit 0."""
    var = list(map(int, var_tokens))    # a list first: min and max read it faster
    values = b"".join(value_tokens)
    if (k and (min(var) < 1 or max(var) > n)) or len(values) != k \
            or values.translate(None, b"01"):
        raise _Irregular
    var = array("i", var)
    false_bit = bytearray(_WORD * k)
    false_bit[_LOW::_WORD] = values.translate(_FALSE_BIT)
    words = ((int.from_bytes(var.tobytes(), _ORDER) << 1) - int.from_bytes(_TWO * k, _ORDER)
             | int.from_bytes(false_bit, _ORDER))
    literals = array("i")
    literals.frombytes(words.to_bytes(_WORD * k, _ORDER))
    return literals


def _literals_by_loop(tokens, end, n):
    """PyPy: the same as a plain loop, which its JIT runs faster than the maps."""
    first, second = [0] * (end // 4), [0] * (end // 4)
    offset = _OFFSET
    for q in range(end // 4):
        i, j = int(tokens[4 * q]), int(tokens[4 * q + 2])
        if not (1 <= i <= n and 1 <= j <= n):
            raise _Irregular
        first[q] = 2 * i + offset[tokens[4 * q + 1]]
        second[q] = 2 * j + offset[tokens[4 * q + 3]]
    return first, second


_literals = _literals_by_loop if sys.implementation.name == "pypy" else _literals_by_map


def _read_fast(data, n, m, start, solver, literals=_literals):
    """Feed the clauses to `solver` a chunk at a time; _Irregular on anything unusual
    (the exact reader then says what)."""
    pending = []
    left = m
    for chunk in chunks(data, start):
        if chunk.translate(None, DIGITS_AND_SPACE):     # '+5', '0_1', non-ASCII digits
            raise _Irregular
        tokens = chunk.split()
        if pending:
            tokens = pending + tokens
        k = min(len(tokens) // 4, left)
        end = 4 * k
        try:
            solver.add_clauses(*literals(tokens, end, n), checked=True)
        except (ValueError, KeyError):
            raise _Irregular
        left -= k
        pending = tokens[end:]
        if not left and pending:
            raise _Irregular
    if left:
        raise _Irregular


def _read_exact(reader, n, m, solver):
    """Feed the clauses to `solver` token by token; InputError names the first bad one."""
    for clause in range(1, m + 1):
        solver.add_clause(reader.int(1, n, "i of clause %d", clause) - 1,
                          reader.int(0, 1, "a of clause %d", clause) == 1,
                          reader.int(1, n, "j of clause %d", clause) - 1,
                          reader.int(0, 1, "b of clause %d", clause) == 1)
    reader.expect_end("the %d clauses" % m)


def solve(data):
    """The whole answer to the input `data`, as bytes."""
    refuse_empty(data)
    reader = TokenReader(data)
    n = reader.int(1, _MAX, "n")
    m = reader.int(1, _MAX, "m")
    start = reader.next_offset()
    solver = TwoSAT(n)
    try:
        _read_fast(data, n, m, start, solver)
    except _Irregular:
        solver = TwoSAT(n)
        _read_exact(reader, n, m, solver)
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
