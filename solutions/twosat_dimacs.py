#!/usr/bin/env python3
"""2-SAT in DIMACS form (Library Checker's `two_sat`).

Input `p cnf N M`, then M clauses `a b 0`: nonzero literals, i for x_i and -i for its
negation (1 <= i <= N <= 500000, M <= 500000). Prints `s UNSATISFIABLE`, or
`s SATISFIABLE` and `v x_1 ... x_N 0`, where x_i is i when x_i is true and -i otherwise.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from array import array
from operator import mul

from lib.io.cli import judge_command_line
from lib.io.judge import TokenReader, chunks, read_input, run, show_token, write_output
from lib.graph.twosat import TwoSAT

MAX_N, MAX_M = 500000, 500000
NUMBER_BYTES = b"-0123456789 \t\r\n\x0b\x0c"    # anything else: the exact reader decides


class _Irregular(Exception):
    """The fast reader met something it does not handle; the exact reader takes over."""


_WORD = array("i").itemsize
_ORDER = sys.byteorder
_LOW = 0 if _ORDER == "little" else _WORD - 1       # the byte holding a word's bit 0
_TOP = _WORD - 1 - _LOW                             # the byte holding its sign bit
_NEGATIVE_BIT = bytes([0] * 128 + [1] * 128)        # a top byte -> its word's sign


def _literals(numbers):
    """array('i') of the literals of nonzero DIMACS literals d (0 < |d| < 2**29): 2|d| - 2
    for d > 0, 2|d| - 1 for d < 0. The arithmetic is done on the whole array at once,
    read as one big integer of words (an array lookup per literal would miss the cache at
    random): flipping the bits of each negative word and adding 1 gives |d|, and doubling,
    subtracting 2 and adding the sign never carry or borrow across words."""
    k = len(numbers)
    raw = numbers.tobytes()
    negative = bytearray(_WORD * k)
    negative[_LOW::_WORD] = raw[_TOP::_WORD].translate(_NEGATIVE_BIT)
    sign = int.from_bytes(negative, _ORDER)                 # 1 in each negative word
    magnitude = (int.from_bytes(raw, _ORDER) ^ sign * ((1 << 8 * _WORD) - 1)) + sign
    words = 2 * magnitude - 2 * int.from_bytes((1).to_bytes(_WORD, _ORDER) * k, _ORDER) + sign
    literals = array("i")
    literals.frombytes(words.to_bytes(_WORD * k, _ORDER))
    return literals


def _clauses_by_map(n):
    """CPython: a reader of the literals of the clauses `a b 0` in a token list, with no
    loop per clause."""
    def read(tokens):
        if tokens[2::3].count(b"0") != len(tokens) // 3:
            raise _Irregular
        del tokens[2::3]
        numbers = list(map(int, tokens))    # a list first: min and max read it faster
        if numbers and (min(numbers) < -n or max(numbers) > n or 0 in numbers):
            raise _Irregular
        literals = _literals(array("i", numbers))
        return literals[0::2], literals[1::2]
    return read


def _clauses_by_loop(n):
    """PyPy: the same as a plain loop, which its JIT runs faster than the maps; and
    arithmetic, not the table: PyPy indexes an array slower than it computes."""
    def read(tokens):
        k = len(tokens) // 3
        first, second = [0] * k, [0] * k
        for q in range(k):
            a, b = int(tokens[3 * q]), int(tokens[3 * q + 1])
            if not (0 < abs(a) <= n and 0 < abs(b) <= n) or tokens[3 * q + 2] != b"0":
                raise _Irregular
            first[q] = 2 * a - 2 if a > 0 else -2 * a - 1
            second[q] = 2 * b - 2 if b > 0 else -2 * b - 1
        return first, second
    return read


_clauses = _clauses_by_loop if sys.implementation.name == "pypy" else _clauses_by_map


def _read_fast(data, n, m, start, solver, clauses=_clauses):
    """Feed the clauses to `solver` a chunk at a time; _Irregular on anything unusual
    (the exact reader then says what)."""
    read = clauses(n)
    pending = []
    left = m
    for chunk in chunks(data, start):
        if chunk.translate(None, NUMBER_BYTES):     # '+5', '0_1', non-ASCII digits
            raise _Irregular
        tokens = pending + chunk.split() if pending else chunk.split()
        k = min(len(tokens) // 3, left)
        try:
            solver.add_clauses(*read(tokens[:3 * k]), checked=True)
        except (ValueError, IndexError):
            raise _Irregular
        left -= k
        pending = tokens[3 * k:]
        if not left and pending:
            raise _Irregular
    if left:
        raise _Irregular


def _literal(reader, n, which, clause):
    at = reader.next_offset()
    value = reader.int(-n, n, "the %s literal of clause %d", which, clause)
    if value == 0:
        raise reader.error(at, "clause %d: literal 0 where its %s literal was expected "
                           "(a clause is two nonzero literals, then 0)" % (clause, which))
    return abs(value) - 1, value > 0


def _read_exact(reader, n, m, solver):
    """Feed the clauses to `solver` token by token; InputError names the first bad one."""
    for clause in range(1, m + 1):
        if reader.at_end():
            raise reader.error(len(reader.data.rstrip()), "the header announces %d clauses, the "
                               "input ends after %d" % (m, clause - 1))
        i, f = _literal(reader, n, "first", clause)
        j, g = _literal(reader, n, "second", clause)
        end = reader.token("the 0 ending clause %d", clause)
        if end != b"0":
            raise reader.error(reader.offset, "clause %d: %s where its ending 0 was expected "
                               "(2-SAT clauses have two literals)" % (clause, show_token(end)))
        solver.add_clause(i, f, j, g)
    if not reader.at_end():
        token = reader.token("")
        raise reader.error(reader.offset, "the header announces %d clauses, more follow "
                           "(%s)" % (m, show_token(token)))


def _header(reader):
    for word in (b"p", b"cnf"):
        token = reader.token("the header 'p cnf N M'")
        if token != word:
            raise reader.error(reader.offset, "the header must be 'p cnf N M', got %s"
                               % show_token(token))
    return reader.int(1, MAX_N, "N"), reader.int(1, MAX_M, "M")


# Either way str(), about half the time of b"%d" formatting.
if sys.implementation.name == "pypy":
    def _values(answer):
        """'x_1 ... x_N': i for each true x_i, -i for each false one. PyPy: maps, which
        need no JIT warm-up (half the time of the comprehension in a fresh process)."""
        return " ".join(map(str, map(mul, range(1, len(answer) + 1),
                                     map((-1, 1).__getitem__, answer))))
else:
    def _values(answer):
        """'x_1 ... x_N': i for each true x_i, -i for each false one. CPython: a
        comprehension (the maps take a third longer)."""
        return " ".join([str(i) if x else str(-i)
                         for i, x in zip(range(1, len(answer) + 1), answer)])


def solve(data):
    """The whole answer to the input `data`, as bytes."""
    reader = TokenReader(data)
    n, m = _header(reader)
    solver = TwoSAT(n)
    try:
        _read_fast(data, n, m, reader.next_offset(), solver)
    except _Irregular:
        solver = TwoSAT(n)
        _read_exact(reader, n, m, solver)
    if not solver.satisfiable():
        return b"s UNSATISFIABLE\n"
    return b"s SATISFIABLE\nv " + _values(solver.answer()).encode() + b" 0\n"


def main():
    judge_command_line(__doc__)
    write_output(solve(read_input()))


if __name__ == "__main__":
    run(main)
