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
lib.graph.twosat.two_sat_dense.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))  # bundle: drop

from collections import deque
from itertools import islice, repeat
from operator import setitem

from lib.io.cli import judge_command_line
from lib.io.judge import TokenReader, chunks, read_input, run, show_token, to_int, write_output
from lib.graph.twosat import two_sat_dense

MAX_N, MAX_M = 1000, 1000000
# The six kinds of edge, by (c, op); the edge a -> b of kind k is byte (6a + k) N + b of
# the matrix.
KINDS = [(c, op) for c in (b"0", b"1") for op in (b"AND", b"OR", b"XOR")]
KIND = {kind: k for k, kind in enumerate(KINDS)}
AND0, OR0, XOR0, AND1, OR1, XOR1 = range(6)


class _Irregular(Exception):
    """The fast reader met something it does not handle; the exact reader takes over."""


# ---- the fast reader -------------------------------------------------------------
# Two ways to put a chunk's edges into the matrix, one per interpreter; a lookup that
# fails (a number out of range, a stray token, odd spacing, leading zeros) hands the
# whole input to the exact reader, which either accepts it or names the fault.
class _MapReader:
    """CPython: no Python-level loop per edge. Each well-formed line "a b c OP" is
    rewritten "a b#c#OP" by six bytes.replace calls, one per kind (c, OP), each matching
    only the first letter of OP (a shorter pattern is a faster search); the line is
    then two tokens, and the edge is byte column[b#c#OP] of a's row of the matrix: two
    dict lookups that map does at C speed. The rewriting keeps the length, so
    bytes.replace searches once (a different length makes it count the matches first,
    then search again to copy).

    The edges are put in the matrix in two passes: first each edge's column is
    appended to a list of a's edges, then each row is written from its list. Writing a
    6 MB matrix in input order touches a random cache line per edge; a row of 6n bytes
    stays in the cache while it is written (3-8% faster reading on CPython, measured in
    docs/notes/twosat.md). Each row is a bytearray of its own, joined into the matrix at
    the end: a store into a bytearray is cheaper than into a memoryview of one, which
    checks its format on every store."""
    tokens_per_edge = 2
    _rewrite = [(b" %s %s" % (c, op[:1]), b"#%s#%s" % (c, op[:1])) for c, op in KINDS]
    _columns = {}

    @classmethod
    def split(cls, chunk):
        if b"#" in chunk:
            raise _Irregular
        for old, new in cls._rewrite:
            chunk = chunk.replace(old, new)
        return chunk.split()

    @staticmethod
    def target(n):
        """What scatter writes through: vertex a's token -> the columns of a's edges."""
        return {b"%d" % a: [] for a in range(n)}

    @staticmethod
    def matrix(edges):
        """The edge matrix: a row per vertex, vertex 0's first, written from its list."""
        rows = []
        for columns in edges.values():
            row = bytearray(6 * len(edges))
            # operator.setitem: about a third faster than a slot wrapper such as
            # bytearray.__setitem__, which builds an argument tuple for every call.
            deque(map(setitem, repeat(row, len(columns)), columns, repeat(1)), maxlen=0)
            rows.append(row)
        return b"".join(rows)

    @classmethod
    def scatter(cls, edges, n, tokens, start, stop):
        if n not in cls._columns:
            cls._columns[n] = {b"%d#%s#%s" % ((b,) + kind): k * n + b
                               for k, kind in enumerate(KINDS) for b in range(n)}
        column = cls._columns[n]
        # One iterator feeds both lookups, which map advances in turn (a, then b#c#OP,
        # line after line): no slices of the tokens to copy.
        edge = islice(tokens, start, stop) if start or stop < len(tokens) else iter(tokens)
        deque(map(list.append, map(edges.__getitem__, edge), map(column.__getitem__, edge)),
              maxlen=0)


class _LoopReader:
    """PyPy: its JIT runs a plain loop over the four tokens of each edge faster than
    the rewriting above."""
    tokens_per_edge = 4
    _tables = {}

    @staticmethod
    def split(chunk):
        return chunk.split()

    @staticmethod
    def target(n):
        return bytearray(6 * n * n)

    @staticmethod
    def matrix(target):
        return target

    @classmethod
    def scatter(cls, matrix, n, tokens, start, stop):
        if n not in cls._tables:
            cls._tables[n] = ({b"%d" % a: 6 * n * a for a in range(n)},
                              {b"%d" % b: b for b in range(n)},
                              {kind: k * n for k, kind in enumerate(KINDS)})
        rowstart, column, kind = cls._tables[n]
        for i in range(start, stop, 4):
            matrix[rowstart[tokens[i]] + column[tokens[i + 1]]
                   + kind[tokens[i + 2], tokens[i + 3]]] = 1


_FAST_READER = _LoopReader if sys.implementation.name == "pypy" else _MapReader


def _header(tokens, at):
    """(n, m) from tokens[at], tokens[at+1] if they are a valid header, else _Irregular."""
    n, m = to_int(tokens[at], 0, MAX_N), to_int(tokens[at + 1], 0, MAX_M)
    if n is None or m is None or n == 0 and m != 0:
        raise _Irregular
    return n, m


def _puzzles_fast(data, reader=_FAST_READER):
    """Yield every puzzle as (n, edge matrix); _Irregular on anything unusual."""
    per_edge = reader.tokens_per_edge
    tokens = []
    target = None                   # what the puzzle being read is written into
    for chunk in chunks(data):
        tokens = tokens + reader.split(chunk) if tokens else reader.split(chunk)
        at = 0
        while True:
            if target is None:
                if len(tokens) - at < 2:
                    break
                n, left = _header(tokens, at)
                at += 2
                if n == 0:
                    return
                target = reader.target(n)
            k = min(left, (len(tokens) - at) // per_edge)
            try:
                reader.scatter(target, n, tokens, at, at + per_edge * k)
            except KeyError:
                raise _Irregular
            at += per_edge * k
            left -= k
            if left:
                break
            matrix = reader.matrix(target)
            target = None
            yield n, matrix
        tokens = tokens[at:]
    if target is not None or tokens:
        raise _Irregular


# ---- the exact reader ------------------------------------------------------------
def _puzzles_exact(data):
    """Yield every puzzle as (n, edge matrix); InputError names the first bad token."""
    reader = TokenReader(data)
    while not reader.at_end():
        n = reader.int(0, MAX_N, "N")
        at = reader.offset
        m = reader.int(0, MAX_M, "M")
        if n == 0 and m == 0:
            return
        if n == 0:
            raise reader.error(at, "N must be at least 1 (only '0 0' ends the input)")
        matrix = bytearray(6 * n * n)
        for _ in range(m):
            a = reader.int(0, n - 1, "vertex a")
            b = reader.int(0, n - 1, "vertex b")
            c = reader.int(0, 1, "c")
            op = reader.token("an operator")
            if op not in (b"AND", b"OR", b"XOR"):
                raise reader.error(reader.offset, "unknown operator %s (AND, OR or XOR)"
                                   % show_token(op))
            matrix[(6 * a + KIND[b"%d" % c, op]) * n + b] = 1
        yield n, matrix


# ---- the reduction ---------------------------------------------------------------
def solvable(n, matrix):
    """Whether the puzzle whose edge a -> b of kind k is a 1 at byte (6a + k) n + b of
    `matrix` has a solution."""
    width = 6 * n

    def edges(k, a):
        """The bytes of a's edges of kind k: out of a, then into a."""
        start = (6 * a + k) * n
        return matrix[start:start + n], matrix[k * n + a::width]

    def related(k, a):
        """The vertices tied to a by an edge of kind k, in either direction."""
        out, into = edges(k, a)
        return int.from_bytes(out, "little") | int.from_bytes(into, "little")

    def touched(k, a):
        return b"\x01" in b"".join(edges(k, a))

    # Literal 2a is "X[a] = 1", 2a + 1 is "X[a] = 0" (lib.sat.literals); one byte per
    # literal, so a row is the bytes of its true literals interleaved with its false ones.
    def row(true_literals, false_literals):
        interleaved = bytearray(2 * n)
        interleaved[0::2] = true_literals.to_bytes(n, "little")
        interleaved[1::2] = false_literals.to_bytes(n, "little")
        return int.from_bytes(interleaved, "little")

    implied = [0] * (2 * n)
    for a in range(n):
        equal = related(XOR0, a)                      # X[a] == X[b]
        differ = related(XOR1, a)                     # X[a] != X[b]
        not_both = related(AND0, a) | differ          # a -> not b
        one_of = related(OR1, a) | differ             # not a -> b
        implied[2 * a] = row(equal, not_both)
        implied[2 * a + 1] = row(one_of, equal)
        if touched(AND1, a):                          # X[a] = 1: not a -> a
            implied[2 * a + 1] |= 1 << (16 * a)
        if touched(OR0, a):                           # X[a] = 0: a -> not a
            implied[2 * a] |= 1 << (16 * a + 8)
    return two_sat_dense(n, implied, stride=8) is not None


def main():
    judge_command_line(__doc__)
    data = read_input()
    try:
        answers = [solvable(n, matrix) for n, matrix in _puzzles_fast(data)]
    except _Irregular:
        answers = [solvable(n, matrix) for n, matrix in _puzzles_exact(data)]
    write_output("".join("YES\n" if yes else "NO\n" for yes in answers))


if __name__ == "__main__":
    run(main)
